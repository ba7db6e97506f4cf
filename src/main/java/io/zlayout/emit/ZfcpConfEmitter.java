package io.zlayout.emit;

import java.util.List;

/**
 * Lines to add to {@code /etc/zfcp.conf} for FCP guests on distributions without chzdev: one line per path and
 * LUN, {@code <busid> <wwpn> <lun>}, read at boot by zfcpconf.sh (RHEL, Fedora) and dracut's 95zfcp. Never a
 * file to copy over the guest's: that one also lists the SCSI IPL LUN and its paths and the disks that still hold
 * data, which a guest booting without them would lose. The header gives the command that appends only the lines
 * the guest's file lacks.
 */
public final class ZfcpConfEmitter extends PerGuestFile {

    static final String FILE = "linux/etc/zfcp.conf";

    public ZfcpConfEmitter() {
        super(FILE, g -> g.access() == GuestLayout.Access.FCP, ZfcpConfEmitter::content, false);
    }

    static String content(GuestLayout g) {
        StringBuilder b = new StringBuilder(2048);
        b.append("# zlayout plan for ").append(g.userId())
                .append(": lines to ADD to /etc/zfcp.conf, for distributions without\n");
        b.append("# chzdev (chzdev --import chzdev.conf merges by itself). Never copy this file over\n");
        b.append("# /etc/zfcp.conf: the guest's lines for its SCSI IPL LUN and for the disks still\n");
        b.append("# holding data must stay. This appends the lines it lacks and keeps every other:\n");
        b.append("#   touch /etc/zfcp.conf && awk 'NR == FNR { have[$1 \" \" $2 \" \" $3]; next }\n");
        b.append("#     !/^#/ && NF && !(($1 \" \" $2 \" \" $3) in have)' /etc/zfcp.conf etc/zfcp.conf \\\n");
        b.append("#     >> /etc/zfcp.conf\n");
        b.append("# One line per path and LUN: FCP device bus ID, target WWPN, FCP LUN.\n");
        ZvmDirectoryEmitter.runningComments(b, g);
        for (GuestLayout.Path p : g.paths()) {
            if (p.busId() == null || p.wwpn() == null) {
                b.append("# ").append(Text.brief(p.planned().chpid())).append(": ")
                        .append(p.busId() == null ? "no FCP device" : "target WWPN unknown")
                        .append(" in the plan, left out.\n");
            }
        }
        for (GuestLayout.Path p : g.paths()) {
            if (p.busId() == null || p.wwpn() == null) {
                continue;
            }
            for (GuestLayout.Disk d : g.disks()) {
                b.append(p.busId()).append(' ').append(p.wwpn()).append(' ').append(d.lun()).append('\n');
            }
        }
        return b.toString();
    }
}
