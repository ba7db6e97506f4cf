package io.zlayout.emit;

import java.util.ArrayList;
import java.util.List;

/**
 * The storage, SAN and hardware teams' files of the plan as README.txt names them: step 1 of its order to apply,
 * and the purpose of each file in its list.
 */
final class SiteTeams {

    private SiteTeams() {
    }

    /** The files of the plan output (of {@code all}) that belong to the storage, SAN and hardware teams, in order. */
    static List<String> files(List<String> all) {
        List<String> out = new ArrayList<>();
        for (String prefix : List.of(StorageScriptEmitter.FOLDER, ZoningEmitter.FILE, IocdsChangesEmitter.FILE)) {
            all.stream().filter(p -> p.startsWith(prefix)).forEach(out::add);
        }
        return out;
    }

    /** Step 1 of the order to apply, naming the teams' files the plan has. */
    static String step(List<String> all) {
        List<String> scripts = files(all).stream().filter(p -> p.startsWith(StorageScriptEmitter.FOLDER)
                && !p.endsWith(".rollback.dscli")).toList();
        boolean zoning = all.contains(ZoningEmitter.FILE);
        String iocds = all.contains(IocdsChangesEmitter.FILE) ? " The hardware team merges the IOCP statements of "
                + IocdsChangesEmitter.FILE + " into the deck (it says when the deck needs none), so that the IOCDS"
                + " defines every CHPID and device the plan names." : " The IOCDS must define every CHPID and device"
                + " the plan names.";
        if (scripts.isEmpty() && !zoning) {
            return "Storage and fabric (not written here): host connections, volume groups and zoning must let each"
                    + " FCP device reach its target ports and LUNs." + iocds;
        }
        return "Storage and fabric, first. " + (scripts.isEmpty() ? "Host connections and volume groups (not"
                + " written here: no host connections of the planned storage were read) must let each planned FCP"
                + " device reach its LUNs." : "The storage team reviews and runs " + String.join(", ", scripts)
                + " (dscli -script; fill in each <value> first; the .rollback.dscli beside it takes it out again),"
                + " so that the host connections and volume groups let each planned FCP device reach its LUNs.")
                + (zoning ? " The SAN team applies the zones of " + ZoningEmitter.FILE + " (Brocade or Cisco"
                + " commands, with their rollback), single-initiator by NPIV WWPN." : " Zoning (single-initiator,"
                + " by NPIV WWPN) must let each FCP device reach its target ports.")
                + iocds;
    }

    /** What a team's file is for, or empty. */
    static String describe(String path) {
        if (path.equals(IocdsChangesEmitter.FILE)) {
            return "IOCP statements the planned paths need that the deck lacks (hardware team)";
        }
        if (path.equals(ZoningEmitter.FILE)) {
            return "single-initiator zones: worksheet, Brocade and Cisco commands (SAN team)";
        }
        if (path.startsWith(StorageScriptEmitter.FOLDER)) {
            return path.endsWith(".rollback.dscli") ? "DSCLI script that takes the storage change out again"
                    : "DSCLI script: volume groups and host connections (storage team)";
        }
        return "";
    }
}
