package io.zlayout.emit;

import io.zlayout.model.id.Wwn;
import io.zlayout.plan.Plan;
import io.zlayout.plan.StorageChanges;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code site/fabric/zoning.txt}: the SAN team's part of the plan. One single-initiator zone per planned FCP device
 * (its NPIV WWPN and the target ports its planned paths land on), as IBM's rule for FCP on Z asks ("The SAN
 * switches must use single-initiator zoning ... must use host NPIV WWPNs"): a worksheet, then the same zones as
 * Brocade Fabric OS and Cisco NX-OS commands, each with its rollback. Zones the switch zoning read already has
 * (a zone holding the initiator and every target) are listed as zoned and get no command. A WWPN not known yet is
 * written as {@code <NPIV WWPN of FCP device FD01>}, with where to find it; the configuration and zone set names
 * and the VSAN, which zlayout cannot know, are {@code <values>} too.
 */
public final class ZoningEmitter implements Emitter {

    static final String FILE = "site/fabric/zoning.txt";
    private static final int WIDTH = 78;
    private static final String CFG = "<effective configuration>";
    private static final String ZONESET = "<active zone set>";
    private static final String VSAN = "<vsan>";

    @Override
    public List<EmittedFile> emit(Plan plan, List<String> earlier) {
        return plan.storage().zones().isEmpty() ? List.of() : List.of(new EmittedFile(FILE, content(plan), false));
    }

    @Override
    public List<String> paths(Plan plan) {
        return plan.storage().zones().isEmpty() ? List.of() : List.of(FILE);
    }

    static String content(Plan plan) {
        List<StorageChanges.Zone> zones = plan.storage().zones();
        List<StorageChanges.Zone> needed = zones.stream().filter(z -> !z.zoned()).toList();
        StringBuilder b = new StringBuilder();
        b.append(Text.wrap("# ", "zlayout plan: single-initiator zones for the planned FC paths, one per FCP"
                + " device (its NPIV WWPN) with the storage ports its paths land on. Step 1 of README.txt's order to"
                + " apply, with the storage team's DSCLI script. zlayout never applies it. Fill in every <value>"
                + " first: a WWPN not known yet comes from CP QUERY VIRTUAL FCP (after the guest logs on with the"
                + " device), SMAPI System_WWPN_Query or IBM's WWPN Prediction Tool; the configuration, zone set"
                + " and VSAN are the fabric's own. Apply the zones on each fabric the paths run through.", WIDTH));
        b.append("\nWorksheet\n---------\n");
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("zone", "guest", "FCP device", "initiator (NPIV WWPN)", "targets", "today"));
        for (StorageChanges.Zone z : zones) {
            List<String> targets = new ArrayList<>();
            for (int i = 0; i < z.targets().size(); i++) {
                targets.add(colons(z.targets().get(i)) + " (" + z.image() + " " + z.ports().get(i) + ")");
            }
            rows.add(List.of(z.name(), z.guest(), z.fcpDevice().toString(), z.initiator().colons(),
                    String.join(", ", targets), z.zoned() ? "zoned" : plan.storage().zoningRead() ? "to add"
                            : "not read"));
        }
        b.append(Text.table("", rows));
        if (needed.isEmpty()) {
            b.append("\nEvery zone above is in the zoning read: nothing to add.\n");
            return b.toString();
        }
        if (!plan.storage().zoningRead()) {
            b.append('\n').append(Text.wrap("", "No switch zoning was read (docs/formats/zoning.md), so which of"
                    + " these zones the fabric has today is not known: the commands below add every one; leave out"
                    + " those the fabric has (zoneshow, show zoneset active).", WIDTH));
        }
        b.append("\nBrocade Fabric OS\n-----------------\n");
        for (StorageChanges.Zone z : needed) {
            b.append(StorageCommands.zonecreate(z)).append('\n');
        }
        for (StorageChanges.Zone z : needed) {
            b.append("cfgadd \"").append(CFG).append("\", \"").append(z.name()).append("\"\n");
        }
        b.append("cfgsave\ncfgenable \"").append(CFG).append("\"\n");
        b.append("\nRollback (Brocade):\n");
        for (StorageChanges.Zone z : needed) {
            b.append("cfgremove \"").append(CFG).append("\", \"").append(z.name()).append("\"\n");
        }
        for (StorageChanges.Zone z : needed) {
            b.append("zonedelete \"").append(z.name()).append("\"\n");
        }
        b.append("cfgsave\ncfgenable \"").append(CFG).append("\"\n");
        b.append("\nCisco NX-OS (MDS)\n-----------------\n").append(Text.wrap("", "Where the VSAN runs enhanced"
                + " zoning (show zone status vsan " + VSAN + "), end the additions and the rollback each with zone"
                + " commit vsan " + VSAN + " after the activation.", WIDTH)).append("configure terminal\n");
        for (StorageChanges.Zone z : needed) {
            b.append("zone name ").append(z.name()).append(" vsan ").append(VSAN).append('\n');
            b.append("  member pwwn ").append(z.initiator().colons()).append('\n');
            for (Wwn t : z.targets()) {
                b.append("  member pwwn ").append(colons(t)).append('\n');
            }
        }
        b.append("zoneset name ").append(ZONESET).append(" vsan ").append(VSAN).append('\n');
        for (StorageChanges.Zone z : needed) {
            b.append("  member ").append(z.name()).append('\n');
        }
        b.append("zoneset activate name ").append(ZONESET).append(" vsan ").append(VSAN).append("\nend\n");
        b.append("\nRollback (Cisco):\nconfigure terminal\n");
        b.append("zoneset name ").append(ZONESET).append(" vsan ").append(VSAN).append('\n');
        for (StorageChanges.Zone z : needed) {
            b.append("  no member ").append(z.name()).append('\n');
        }
        for (StorageChanges.Zone z : needed) {
            b.append("no zone name ").append(z.name()).append(" vsan ").append(VSAN).append('\n');
        }
        b.append("zoneset activate name ").append(ZONESET).append(" vsan ").append(VSAN).append("\nend\n");
        return b.toString();
    }

    /** {@code 50:05:07:63:09:00:40:c1}: how the switches write a WWPN. */
    static String colons(Wwn w) {
        return new StorageChanges.Initiator(w, null, null).colons();
    }
}
