package io.zlayout.emit;

import java.util.List;

/**
 * Lines to add to {@code /etc/dasd.conf} for ECKD and minidisk guests on distributions without chzdev: one DASD
 * bus ID per line, set online at boot (dasdconf.sh on RHEL and Fedora). Never a file to copy over the guest's,
 * which also lists its IPL disk and the disks that still hold data; the header gives the command that appends
 * only the bus IDs the guest's file lacks.
 */
public final class DasdConfEmitter extends PerGuestFile {

    static final String FILE = "linux/etc/dasd.conf";

    public DasdConfEmitter() {
        super(FILE, g -> g.access() != GuestLayout.Access.FCP, DasdConfEmitter::content, false);
    }

    static String content(GuestLayout g) {
        StringBuilder b = new StringBuilder();
        b.append("# zlayout plan for ").append(g.userId())
                .append(": lines to ADD to /etc/dasd.conf, for distributions without\n");
        b.append("# chzdev (chzdev --import chzdev.conf merges by itself). Never copy this file over\n");
        b.append("# /etc/dasd.conf: the guest's lines for its IPL disk and for the disks still\n");
        b.append("# holding data must stay. This appends the bus IDs it lacks and keeps every line:\n");
        b.append("#   touch /etc/dasd.conf && awk 'NR == FNR { have[tolower($1)]; next }\n");
        b.append("#     !/^#/ && NF && !(tolower($1) in have)' /etc/dasd.conf etc/dasd.conf >> /etc/dasd.conf\n");
        b.append("# One DASD bus ID per line, in stripe order")
                .append(g.aliases().isEmpty() ? "" : "; then the HyperPAV aliases of their LCUs").append(".\n");
        for (GuestLayout.Disk d : g.disks()) {
            b.append(d.busId()).append('\n');
        }
        for (io.zlayout.plan.PlannedAlias a : g.aliases()) {
            b.append(GuestLayout.busId(a)).append('\n');
        }
        return b.toString();
    }
}
