package io.zlayout.emit;

import io.zlayout.plan.Plan;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code /etc/dasd.conf} for ECKD and minidisk guests on distributions without chzdev: one DASD bus ID per
 * line, set online at boot (dasdconf.sh on RHEL and Fedora).
 */
public final class DasdConfEmitter implements GuestEmitter {

    static final String FILE = "linux/etc/dasd.conf";

    @Override
    public List<EmittedFile> emit(Plan plan, List<GuestLayout> layouts, List<String> earlier) {
        List<EmittedFile> out = new ArrayList<>();
        for (GuestLayout g : layouts) {
            if (g.access() != GuestLayout.Access.FCP) {
                out.add(new EmittedFile(g.file(FILE), content(g), false));
            }
        }
        return out;
    }

    @Override
    public List<String> paths(List<GuestLayout> layouts) {
        return GuestEmitter.each(layouts, FILE, g -> g.access() != GuestLayout.Access.FCP);
    }

    static String content(GuestLayout g) {
        StringBuilder b = new StringBuilder();
        b.append("# zlayout plan for ").append(g.userId())
                .append(": /etc/dasd.conf for distributions without chzdev.\n");
        b.append("# One DASD bus ID per line, in stripe order.\n");
        for (GuestLayout.Disk d : g.disks()) {
            b.append(d.busId()).append('\n');
        }
        return b.toString();
    }
}
