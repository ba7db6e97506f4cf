package io.zlayout.model;

import io.zlayout.model.id.ChpidId;

/**
 * One channel path of a control unit, in PATH order within its CSS.
 *
 * @param link the LINK address for this path (2 or 4 hex digits) or null where LINK is not coded or the
 *             position is empty
 */
public record CuPath(int css, ChpidId chpid, String link) {

    public String chpidIdentity() {
        return Ids.chpid(css, chpid);
    }
}
