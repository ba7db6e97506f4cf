package io.zlayout.model;

import io.zlayout.model.id.ChpidId;

import java.util.List;
import java.util.Map;

/**
 * A channel path in one channel subsystem. A spanned CHPID ({@code PATH=(CSS(0,1),50)}) is one record per
 * CSS; {@code spannedCss} lists every CSS it spans, so it has more than one entry exactly when spanned.
 *
 * @param id           the CHPID within its CSS
 * @param type         FC, FCP, CNC, OSD, ... as coded
 * @param pchid        physical channel id (3 hex) or null
 * @param switchId     entry switch ({@code SWITCH=}) or null
 * @param accessList   partitions of the access list for this CSS ({@code PARTITION=}); empty when not coded
 * @param candidateList partitions of the candidate list; empty when not coded
 * @param notPart      true when the lists came from {@code NOTPART=} (partitions excluded)
 * @param extra        other keywords as coded (AID, PORT, CHPARM, ...), upper-case keys
 */
public record Chpid(int css, ChpidId id, String type, String pchid, String vchid, String switchId,
                    boolean shared, List<Integer> spannedCss, List<String> accessList, List<String> candidateList,
                    boolean notPart, Map<String, String> extra, SourceRef source) implements Element {

    public Chpid {
        spannedCss = List.copyOf(spannedCss);
        accessList = List.copyOf(accessList);
        candidateList = List.copyOf(candidateList);
        extra = Map.copyOf(extra);
    }

    @Override
    public String identity() {
        return Ids.chpid(css, id);
    }
}
