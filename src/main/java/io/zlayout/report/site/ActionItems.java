package io.zlayout.report.site;

import io.zlayout.emit.StorageCommands;
import io.zlayout.plan.IocdsChanges;
import io.zlayout.plan.Plan;
import io.zlayout.plan.StorageChanges;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The plan's actions, one per row, by team in README.txt's order to apply: the storage team's DSCLI commands, the
 * SAN team's zones and the hardware team's IOCP statements (each with its rollback), then the z/VM and Linux teams' files per guest. The workbook's
 * Actions sheet and the page's Actions list show the same rows.
 */
public final class ActionItems {

    /**
     * One action.
     *
     * @param step     the step of README.txt's order to apply (1 storage and fabric, 2 z/VM, 3 Linux)
     * @param team     storage, SAN, hardware, z/VM, Linux
     * @param guest    the guest it serves, or empty for the site
     * @param what     what it does, in a few words
     * @param command  the command (storage, SAN) or the file to apply (z/VM, Linux)
     * @param rollback how it is taken out again, or empty
     */
    public record Action(int step, String team, String guest, String what, String command, String rollback) {
    }

    private ActionItems() {
    }

    public static List<Action> of(Plan plan, Map<String, List<String>> planFiles) {
        List<Action> out = new ArrayList<>();
        if (plan == null) {
            return out;
        }
        for (StorageChanges.ImageChanges i : plan.storage().images()) {
            for (StorageChanges.Action a : i.actions()) {
                out.add(new Action(1, "storage", a.guest(), StorageCommands.what(i.image(), a),
                        StorageCommands.command(i.image(), a), StorageCommands.rollback(i.image(), a)));
            }
        }
        for (StorageChanges.Zone z : plan.storage().zones()) {
            if (!z.zoned()) {
                out.add(new Action(1, "SAN", z.guest(), "zone " + z.fcpDevice() + " to " + z.image() + " "
                        + String.join(",", z.ports()), StorageCommands.zonecreate(z),
                        "cfgremove \"<effective configuration>\", \"" + z.name() + "\"; zonedelete \"" + z.name()
                                + "\""));
            }
        }
        for (IocdsChanges.Statement st : plan.storage().iocds().statements()) {
            out.add(new Action(1, "hardware", "", "IOCP " + st.kind() + " for " + st.why(), st.text(),
                    "take the statement out of the deck again"));
        }
        // z/VM for every guest before Linux on any: a guest sees its new devices only after its directory change
        for (var g : plan.guests()) {
            for (String f : planFiles.getOrDefault(g.guest(), List.of())) {
                if (f.endsWith("/zvm/dirmaint.txt")) {
                    out.add(new Action(2, "z/VM", g.guest(), "directory change (DirMaint)", f,
                            f.replace("/zvm/dirmaint.txt", "/zvm/rollback.txt")));
                }
            }
        }
        for (var g : plan.guests()) {
            for (String f : planFiles.getOrDefault(g.guest(), List.of())) {
                if (f.endsWith("/linux/chzdev.conf")) {
                    out.add(new Action(3, "Linux", g.guest(), "devices online, persistently",
                            "chzdev --import " + f, ""));
                } else if (f.endsWith("/linux/etc/multipath.conf")) {
                    out.add(new Action(3, "Linux", g.guest(), "multipath configuration", f, ""));
                } else if (f.endsWith("/linux/lvm-setup.sh")) {
                    out.add(new Action(3, "Linux", g.guest(), "striped volume group", f + " --dry-run, then " + f,
                            ""));
                }
            }
        }
        return out;
    }
}
