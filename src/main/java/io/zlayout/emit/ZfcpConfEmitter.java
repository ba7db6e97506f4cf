package io.zlayout.emit;

import io.zlayout.plan.Plan;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code /etc/zfcp.conf} for FCP guests on distributions without chzdev: one line per path and LUN,
 * {@code <busid> <wwpn> <lun>}, read at boot by zfcpconf.sh (RHEL, Fedora) and dracut's 95zfcp.
 */
public final class ZfcpConfEmitter implements GuestEmitter {

    static final String FILE = "linux/etc/zfcp.conf";

    @Override
    public List<EmittedFile> emit(Plan plan, List<GuestLayout> layouts, List<String> earlier) {
        List<EmittedFile> out = new ArrayList<>();
        for (GuestLayout g : layouts) {
            if (g.access() == GuestLayout.Access.FCP) {
                out.add(new EmittedFile(g.file(FILE), content(g), false));
            }
        }
        return out;
    }

    @Override
    public List<String> paths(List<GuestLayout> layouts) {
        return GuestEmitter.each(layouts, FILE, g -> g.access() == GuestLayout.Access.FCP);
    }

    static String content(GuestLayout g) {
        StringBuilder b = new StringBuilder(2048);
        b.append("# zlayout plan for ").append(g.userId())
                .append(": /etc/zfcp.conf for distributions without chzdev.\n");
        b.append("# One line per path and LUN: FCP device bus ID, target WWPN, FCP LUN.\n");
        for (GuestLayout.Path p : g.paths()) {
            if (p.runsToday() && p.busId() != null) {
                b.append("# Real FCP device ").append(p.device()).append(" (bus ID ").append(p.busId())
                            .append(" in this plan) is in use today\n"
                            + "#   without a directory statement; zvm/directory.txt dedicates it\n"
                            + "#   (makes it permanent).\n");
            }
        }
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
