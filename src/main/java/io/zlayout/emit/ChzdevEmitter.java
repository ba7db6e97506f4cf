package io.zlayout.emit;

import java.util.List;

/**
 * The guest's persistent device configuration in the {@code chzdev --export} format, applied with
 * {@code chzdev --import}: {@code [persistent zfcp-host <busid>]} with {@code online=1} per FCP device and
 * {@code [persistent zfcp-lun <busid>:<wwpn>:<lun>]} for every path and LUN, or
 * {@code [persistent dasd-eckd <busid>]} with {@code online=1} per DASD. Bus IDs are lower case, WWPNs and
 * LUNs {@code 0x} and 16 lower-case hex digits, as chzdev insists. Comments stay in the leading block.
 */
public final class ChzdevEmitter extends PerGuestFile {

    static final String FILE = "linux/chzdev.conf";

    public ChzdevEmitter() {
        super(FILE, g -> true, ChzdevEmitter::content, false);
    }

    static String content(GuestLayout g) {
        StringBuilder head = new StringBuilder();
        StringBuilder body = new StringBuilder(4096);
        head.append("# zlayout plan for ").append(g.userId()).append(": persistent ")
                .append(g.access() == GuestLayout.Access.FCP ? "zfcp" : "DASD").append(" configuration.\n");
        head.append("# Apply on ").append(g.userId()).append(" as root:  chzdev --import chzdev.conf\n");
        if (g.access() == GuestLayout.Access.FCP) {
            head.append("# then reboot, or activate now:  chzdev zfcp-host --configured --apply\n");
            head.append("#                                chzdev zfcp-lun --configured --apply\n");
            head.append("# With NPIV and zfcp.allow_lun_scan=1 the LUNs are found without their\n");
            head.append("# zfcp-lun sections; without NPIV every path and LUN needs one.\n");
            ZvmDirectoryEmitter.runningComments(head, g);
            for (GuestLayout.Path p : g.paths()) {
                if (p.busId() == null) {
                    head.append("# path ").append(Text.brief(p.planned().chpid()))
                            .append(": no FCP device in the plan, left out.\n");
                    continue;
                }
                section(body, "zfcp-host " + p.busId(), true);
            }
            for (GuestLayout.Path p : g.paths()) {
                if (p.busId() == null) {
                    continue;
                }
                if (p.wwpn() == null) {
                    head.append("# FCP device ").append(p.busId()).append(" (")
                            .append(Text.brief(p.planned().chpid()))
                            .append("): target WWPN unknown, its zfcp-lun sections are left out.\n");
                    continue;
                }
                for (GuestLayout.Disk d : g.disks()) {
                    section(body, "zfcp-lun " + p.busId() + ":" + p.wwpn() + ":" + d.lun(), false);
                }
            }
        } else {
            head.append("# then reboot, or activate now:  chzdev dasd-eckd --configured --apply\n");
            for (GuestLayout.Disk d : g.disks()) {
                section(body, "dasd-eckd " + d.busId(), true);
            }
            if (!g.aliases().isEmpty()) {
                head.append("# The last ").append(g.aliases().size()).append(" sections are HyperPAV aliases of the")
                        .append(" disks' LCUs:\n# the kernel uses them for any base of the same LCU once online.\n");
            }
            for (io.zlayout.plan.PlannedAlias a : g.aliases()) {
                section(body, "dasd-eckd " + GuestLayout.busId(a), true);
            }
        }
        return head.append(body).toString();
    }

    private static void section(StringBuilder b, String typeAndId, boolean online) {
        b.append('\n').append("[persistent ").append(typeAndId).append("]\n");
        if (online) {
            b.append("online=1\n");
        }
    }
}
