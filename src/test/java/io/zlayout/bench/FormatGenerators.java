package io.zlayout.bench;

import java.util.Locale;

/**
 * Large inputs in the formats a generated site does not hold, for the reader benchmarks: a DS8000 REST
 * response (systems, volumes, pools, lss) and the ESS 2105 Specialist allocation table as CSV and HTML.
 * Deterministic, and shaped like the fixtures under src/test/resources/io/zlayout/input/.
 */
public final class FormatGenerators {

    private FormatGenerators() {
    }

    /** One REST response with every collection a storage image needs: {@code lss x perLss} volumes. */
    public static String rest(String system, int lss, int perLss) {
        StringBuilder b = new StringBuilder(lss * perLss * 210 + 4096);
        b.append("{\n  \"server\": {\"status\": \"ok\", \"code\": \"CMUC00183I\", \"message\": \"Operation done"
                + " successfully.\"},\n");
        b.append("  \"counts\": {\"data_counts\": ").append(lss * perLss).append(", \"total_counts\": ")
                .append(lss * perLss).append("},\n  \"data\": {\n");
        b.append("    \"systems\": [\n      {\"id\": \"").append(system).append("\", \"name\": \"BENCH\", \"state\":"
                + " \"online\", \"release\": \"9.3\", \"MTM\": \"5331-996\", \"sn\": \"")
                .append(system.substring(system.indexOf('-') + 1)).append("\", \"wwnn\": \"5005076309FFC8A1\"}\n    ],\n");
        b.append("    \"volumes\": [\n");
        for (int l = 0; l < lss; l++) {
            boolean fb = l < lss / 2;
            for (int v = 0; v < perLss; v++) {
                String id = String.format(Locale.ROOT, "%02X%02X", l, v);
                b.append("      {\"id\": \"").append(id).append("\", \"name\": \"").append(fb ? "FB_" : "CKD_").append(id)
                        .append("\", \"state\": \"normal\", \"cap\": \"").append(fb ? "107374182400" : "32760")
                        .append('"').append(fb ? "" : ", \"captype\": \"cyl\"").append(", \"stgtype\": \"")
                        .append(fb ? "fb" : "ckd").append("\", \"lss\": {\"id\": \"")
                        .append(String.format(Locale.ROOT, "%02X", l)).append("\"}, \"pool\": {\"id\": \"P")
                        .append((fb ? 0 : 2) + l % 2).append("\"}}")
                        .append(l == lss - 1 && v == perLss - 1 ? "\n" : ",\n");
            }
        }
        b.append("    ],\n    \"pools\": [\n");
        for (int p = 0; p < 4; p++) {
            b.append("      {\"id\": \"P").append(p).append("\", \"name\": \"pool").append(p).append("\", \"node\": \"")
                    .append(p % 2).append("\", \"stgtype\": \"").append(p < 2 ? "fb" : "ckd").append("\"}")
                    .append(p == 3 ? "\n" : ",\n");
        }
        b.append("    ],\n    \"lss\": [\n");
        for (int l = 0; l < lss; l++) {
            b.append("      {\"id\": \"").append(String.format(Locale.ROOT, "%02X", l)).append("\", \"group\": \"")
                    .append(l % 2).append("\", \"type\": \"").append(l < lss / 2 ? "fb" : "ckd")
                    .append("\", \"configvols\": \"").append(perLss).append("\"}").append(l == lss - 1 ? "\n" : ",\n");
        }
        return b.append("    ]\n  }\n}\n").toString();
    }

    /**
     * The ESS Specialist "Storage Allocation -- Tabular View" of {@code lss} FB LSSs (from 10) of {@code perLss}
     * volumes, spread over 4 DA pairs, 2 clusters and 2 loops, one array per LSS; as CSV, or as the HTML page.
     */
    public static String essAllocation(int lss, int perLss, boolean html) {
        StringBuilder b = new StringBuilder(lss * perLss * (html ? 420 : 170) + 2048);
        if (html) {
            b.append("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">\n<HTML>\n<HEAD>\n<TITLE>IBM"
                    + " Enterprise Storage Server Specialist - Storage Allocation</TITLE>\n</HEAD>\n<BODY>\n"
                    + "<TABLE BORDER=\"1\">\n<TR><TH>Volume</TH><TH>Location</TH><TH>LSS</TH><TH>Volume Type</TH>"
                    + "<TH>Size</TH><TH>Storage Type</TH><TH>Host Port</TH><TH>Host Nicknames</TH></TR>\n");
        } else {
            b.append("Storage Allocation - Tabular View,2105-F20 17403\n")
                    .append("Volume,Location,LSS,Volume Type,Size,Storage Type,Host Port,Host Nicknames\n");
        }
        for (int l = 0; l < lss; l++) {
            int lssId = 0x10 + l;
            for (int v = 0; v < perLss; v++) {
                String volume = String.format(Locale.ROOT, "%X%02X-17403", lssId & 0xF, v);
                String location = String.format(Locale.ROOT, "Device Adapter Pair %d, Cluster %d, Loop %s, Array %d,"
                        + " Vol %03X", 1 + l % 4, 1 + l % 2, l % 4 < 2 ? "A" : "B", 1 + l, v);
                String lun = String.format(Locale.ROOT, "Fibre Channel ID 00, LUN %04X", 0x4000 | lssId << 8 | v);
                if (html) {
                    b.append("<TR><TD NOWRAP>").append(volume).append("</TD><TD NOWRAP>").append(location)
                            .append("</TD><TD NOWRAP>").append(String.format(Locale.ROOT, "%03X", lssId))
                            .append("</TD><TD>Open System</TD><TD ALIGN=RIGHT>010.0 GB</TD><TD>RAID Array</TD><TD NOWRAP>")
                            .append(lun).append("</TD><TD>LNXG").append(1 + v % 4).append("</TD></TR>\n");
                } else {
                    b.append(volume).append(",\"").append(location).append("\",")
                            .append(String.format(Locale.ROOT, "%03X", lssId)).append(",Open System,010.0 GB,RAID Array,\"")
                            .append(lun).append("\",LNXG").append(1 + v % 4).append('\n');
                }
            }
        }
        if (html) {
            b.append("</TABLE>\n</BODY>\n</HTML>\n");
        }
        return b.toString();
    }
}
