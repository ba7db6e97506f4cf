package io.zlayout.cli;

import java.util.List;

/**
 * What {@code zlayout collect --storage} and {@code --zvm} print: the DSCLI script that captures what zlayout reads
 * from a DS8000, in the form it reads back, and the list of z/VM CP and SMAPI queries for the z/VM administrator,
 * each with the file of the site folder its output goes in (docs/collect.md).
 */
final class CollectScripts {

    /** The DSCLI commands, in the script's order: each {@code ls} command zlayout reads. */
    static final List<String> DSCLI_COMMANDS = List.of("lssi", "lsioport -l", "lsarraysite", "lsarray -l",
            "lsrank -l", "lsextpool -l", "lslss", "lslcu", "lsfbvol -l", "lsckdvol -l", "lshostconnect -l",
            "lsvolgrp");

    private CollectScripts() {
    }

    /**
     * The DSCLI script: every command zlayout reads, in delimited form with headers and banners (each output
     * starts with its banner and header, which tell zlayout the image and the command), then {@code showvolgrp}
     * for each volume group named.
     *
     * @param dev    the storage image ({@code -dev}), or null to use the DSCLI profile's {@code devid}
     * @param groups the volume groups to show ({@code V11}); empty: none, with the way to add them
     */
    static String dscli(String dev, List<String> groups) {
        String d = dev == null ? "" : " -dev " + dev;
        StringBuilder b = new StringBuilder();
        b.append("# zlayout collect --storage: what zlayout reads from a DS8000. Every command lists or\n")
                .append("# shows; none changes the storage. Run it with\n")
                .append("#   dscli -hmc1 <HMC> -user <user> -pwfile <password file> -script zlayout.dscli"
                        + " > storage/ds8k.txt\n")
                .append("# and put the output in the site folder (docs/collect.md). ")
                .append(dev == null ? "Without -dev the commands\n# address the storage image of the DSCLI"
                        + " profile (devid); zlayout collect --storage --dev\n# IBM.2107-75ABC12 names it.\n"
                        : "\n");
        b.append("setoutput -fmt delim -delim | -hdr on -bnr on\n");
        for (String c : DSCLI_COMMANDS) {
            b.append(c).append(c.startsWith("lssi") ? "" : d).append('\n');
        }
        if (groups.isEmpty()) {
            b.append("# The contents of each volume group: run zlayout collect --storage --volgrp with the\n")
                    .append("# IDs lsvolgrp lists (V11,V12,...) for the showvolgrp lines, or add one\n")
                    .append("# showvolgrp").append(d).append(" <ID> line per group here.\n");
        }
        for (String g : groups) {
            b.append("showvolgrp").append(d).append(' ').append(g).append('\n');
        }
        return b.toString();
    }

    /** One query for the z/VM administrator: the command, its CP privilege class, and where its output goes. */
    record Query(String command, String privilege, String file, String note) {
    }

    /** The z/VM queries, in the list's order. */
    static final List<Query> ZVM_QUERIES = List.of(
            new Query("QUERY FCP", "B", "zvm/cp-query-fcp.txt",
                    "the real FCP devices: free or attached, to whom, CHPID, WWPNs"),
            new Query("QUERY PATHS rdev1-rdev2", "B, E", "zvm/cp-query-paths.txt",
                    "for the real FCP and DASD devices the guests use: their CHPIDs, available and online"),
            new Query("QUERY CHPID nn", "B", "zvm/cp-query-chpid.txt",
                    "for each CHPID QUERY PATHS shows: the devices it is online and offline to"),
            new Query("QUERY CHPID nn PCHID", "B", "zvm/cp-query-chpid.txt",
                    "the physical channel of each CHPID"),
            new Query("QUERY DASD DETAILS rdev", "B", "zvm/cp-query-dasd-details.txt",
                    "for each real DASD the guests use: CU type, SSID, unit address"),
            new Query("QUERY VIRTUAL FCP", "G", "hosts/<GUEST>/cp-query-virtual-fcp.txt",
                    "issued by each Linux guest itself (vmcp q v fcp; the zlayout collect script does it)"),
            new Query("System_WWPN_Query", "SMAPI", "zvm/system-wwpn-query.txt",
                    "every FCP device's NPIV and physical WWPN, CHPID and owner (smcli System_WWPN_Query"
                            + " -T <authorized user> ..., or the Feilong or xCAT log of it)"));

    /** The list for the z/VM administrator. */
    static String zvm() {
        StringBuilder b = new StringBuilder();
        b.append("zlayout collect --zvm: the z/VM queries zlayout reads, for the z/VM administrator.\n")
                .append("Every one only displays. Issue each on MAINT (or a user with the CP privilege class\n")
                .append("named), save its response as the file named, and put the file in the site folder:\n")
                .append("zlayout reads it as format zvm-cp (docs/formats/zvm-cp.md); several responses may\n")
                .append("share one file. The user directory source (USER DIRECT) goes in zvm/ too.\n\n");
        int w = ZVM_QUERIES.stream().mapToInt(q -> q.command().length()).max().orElse(0);
        int f = ZVM_QUERIES.stream().mapToInt(q -> q.file().length()).max().orElse(0);
        b.append(pad("command", w)).append("  ").append(pad("class", 5)).append("  ").append(pad("file", f))
                .append("  what it gives\n");
        for (Query q : ZVM_QUERIES) {
            b.append(pad(q.command(), w)).append("  ").append(pad(q.privilege(), 5)).append("  ")
                    .append(pad(q.file(), f)).append("  ").append(q.note()).append('\n');
        }
        return b.toString();
    }

    private static String pad(String s, int w) {
        return s + " ".repeat(Math.max(0, w - s.length()));
    }
}
