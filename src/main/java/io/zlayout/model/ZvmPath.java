package io.zlayout.model;

import io.zlayout.model.id.ChpidId;

/**
 * One channel path to a real device as CP's {@code QUERY PATHS} shows it: a CHPID of the path-installed mask
 * (PIM), whether it is physically available (PAM) and whether it is logically online (LPM).
 *
 * @param chpid     the CHPID
 * @param available {@code +} in the "Physically Available (PAM)" row
 * @param online    {@code +} in the "Online (LPM)" row
 */
public record ZvmPath(ChpidId chpid, boolean available, boolean online) {

    /** True when I/O can flow on this path: installed, physically available and logically online. */
    public boolean usable() {
        return available && online;
    }
}
