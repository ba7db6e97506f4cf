package io.zlayout.bench;

import java.util.Locale;

/**
 * Writes a deterministic DSCLI export of one storage image as {@code dscli> setoutput -fmt delim -delim | -hdr on
 * -bnr off} would print it: lssi, lsextpool, lsrank -l, lsarray, lsarraysite, lsioport -l, lslss, lslcu, lsfbvol
 * and lsckdvol. The first LSSs are FB ({@link Spec#fbLss()}, half by default), the rest CKD LCUs. Ranks hold
 * either four extent pools (FB and CKD on each server, ranks round-robin) or one pool each, with every volume of
 * an LSS on one rank of its server ({@link Spec#poolPerRank()}). Same spec, same bytes: benchmarks and site
 * generators can rely on it.
 */
public final class DscliExportGenerator {

    /**
     * @param image         storage image id ({@code IBM.2107-75BNCH1})
     * @param lssCount      LSSs 00 up to 0xFE (255 at most)
     * @param volumesPerLss volumes in each LSS (256 at most)
     * @param ioPorts       I/O ports, 4 per host adapter, 4 adapters per I/O enclosure (128 at most)
     * @param ranks         ranks, one array and array site each
     * @param fbLss         how many of the LSSs (from 00) are FB; the rest are CKD LCUs
     * @param poolPerRank   one extent pool per rank, and each LSS on one rank: volumes have an exact rank, and
     *                      consecutive volumes share it (the classic worst case for a stripe)
     */
    public record Spec(String image, int lssCount, int volumesPerLss, int ioPorts, int ranks, int fbLss,
                       boolean poolPerRank) {

        public Spec {
            if (lssCount < 1 || lssCount > 255 || volumesPerLss < 1 || volumesPerLss > 256 || ioPorts < 0
                    || ioPorts > 128 || ranks < 4 || fbLss < 0 || fbLss > lssCount) {
                throw new IllegalArgumentException("spec out of range: " + lssCount + " LSS (" + fbLss + " FB), "
                        + volumesPerLss + " volumes/LSS, " + ioPorts + " ports, " + ranks + " ranks");
            }
        }

        /** Half of the LSSs FB, four extent pools. */
        public Spec(String image, int lssCount, int volumesPerLss, int ioPorts, int ranks) {
            this(image, lssCount, volumesPerLss, ioPorts, ranks, (lssCount + 1) / 2, false);
        }

        /** The largest image DSCLI can show: 65,280 volumes over 255 LSS, 128 I/O ports, 64 ranks. */
        public static Spec maximal(String image) {
            return new Spec(image, 255, 256, 128, 64);
        }

        public int volumes() {
            return lssCount * volumesPerLss;
        }

        /** With a pool per rank: the ranks that hold FB volumes (R0 up), at least one per server. */
        public int fbRanks() {
            if (fbLss == 0) {
                return 0;
            }
            int share = (int) Math.ceil((double) ranks * fbLss / lssCount);
            int even = Math.max(2, share + (share & 1));
            return Math.min(even, ranks - 2);
        }
    }

    /** Slots of the host adapters in each I/O enclosure. */
    private static final int[] SLOTS = {0, 1, 3, 4};
    private static final String[] POOL_NAMES = {"FB_0", "FB_1", "CKD_0", "CKD_1"};

    private DscliExportGenerator() {
    }

    public static String generate(Spec spec) {
        StringBuilder b = new StringBuilder(spec.volumes() * 100 + 65536);
        appendTo(spec, b);
        return b.toString();
    }

    public static void appendTo(Spec spec, StringBuilder b) {
        String dev = " -dev " + spec.image();
        b.append("dscli> setoutput -fmt delim -delim | -hdr on -bnr off\n");
        b.append("dscli> lssi -l\n");
        header(b, "Name|ID|Storage Unit|Model|WWNN|State|ESSNet|Volume Group|desc");
        String serial = spec.image().substring(spec.image().indexOf('-') + 1);
        b.append("BENCH_").append(serial).append('|').append(spec.image()).append('|')
                .append(spec.image(), 0, spec.image().length() - 1).append("0|996|5005076309FFC8A1|Online|Enabled|-|-\n");

        b.append("dscli> lsextpool").append(dev).append('\n');
        header(b, "Name|ID|stgtype|rankgrp|status|availstor (2^30B)|%allocated|available|reserved|numvols");
        if (spec.poolPerRank()) {
            int[] volumes = new int[spec.ranks()];
            for (int l = 0; l < spec.lssCount(); l++) {
                volumes[volumePool(spec, l)] += spec.volumesPerLss();
            }
            for (int r = 0; r < spec.ranks(); r++) {
                boolean fb = r < spec.fbRanks();
                b.append(fb ? "FB_R" : "CKD_R").append(r).append("|P").append(r).append('|').append(fb ? "fb" : "ckd")
                        .append('|').append(r % 2).append("|below|4000|50|4000|0|").append(volumes[r]).append('\n');
            }
        } else {
            for (int p = 0; p < 4; p++) {
                b.append(POOL_NAMES[p]).append("|P").append(p).append('|').append(p < 2 ? "fb" : "ckd").append('|')
                        .append(p % 2).append("|below|40000|50|40000|0|").append(spec.volumes() / 4).append('\n');
            }
        }

        b.append("dscli> lsrank -l").append(dev).append('\n');
        header(b, "ID|Group|State|datastate|Array|RAIDtype|extpoolID|extpoolnam|stgtype|exts|usedexts|encryptgrp");
        for (int r = 0; r < spec.ranks(); r++) {
            if (spec.poolPerRank()) {
                boolean fb = r < spec.fbRanks();
                b.append('R').append(r).append('|').append(r % 2).append("|Normal|Normal|A").append(r)
                        .append("|6|P").append(r).append('|').append(fb ? "FB_R" : "CKD_R").append(r).append('|')
                        .append(fb ? "fb" : "ckd").append("|4000|2000|-\n");
                continue;
            }
            int pool = pool(spec, r);
            b.append('R').append(r).append('|').append(pool % 2).append("|Normal|Normal|A").append(r)
                    .append("|6|P").append(pool).append('|').append(POOL_NAMES[pool]).append('|')
                    .append(pool < 2 ? "fb" : "ckd").append("|4000|2000|-\n");
        }

        b.append("dscli> lsarray").append(dev).append('\n');
        header(b, "Array|State|Data|RAIDtype|arsite|Rank|DA Pair|DDMcap (10^9B)");
        for (int r = 0; r < spec.ranks(); r++) {
            b.append('A').append(r).append("|Assigned|Normal|6 (5+P+Q+S)|S").append(r + 1).append("|R").append(r)
                    .append('|').append(r % 8).append("|1920.0\n");
        }

        b.append("dscli> lsarraysite").append(dev).append('\n');
        header(b, "arsite|DA Pair|dkcap (10^9B)|State|Array");
        for (int r = 0; r < spec.ranks(); r++) {
            b.append('S').append(r + 1).append('|').append(r % 8).append("|1920.0|Assigned|A").append(r).append('\n');
        }

        b.append("dscli> lsioport -l").append(dev).append('\n');
        header(b, "ID|WWPN|State|Type|topo|portgrp|Speed");
        for (int i = 0; i < spec.ioPorts(); i++) {
            int enclosure = i / 16;
            int slot = SLOTS[(i / 4) % 4];
            int port = i % 4;
            boolean ficon = port % 2 == 0;
            b.append(String.format(Locale.ROOT, "I%02X%X%X|%s|Online|%s|%s|0|16 Gb/s%n", enclosure, slot, port,
                    wwpn(enclosure, slot, port), ficon ? "Fibre Channel-LW" : "Fibre Channel-SW",
                    ficon ? "FICON" : "SCSI-FCP"));
        }

        b.append("dscli> lslss").append(dev).append('\n');
        header(b, "ID|Group|addrgrp|stgtype|confgvols");
        for (int l = 0; l < spec.fbLss(); l++) {
            b.append(hex2(l)).append('|').append(l % 2).append('|').append(Integer.toHexString(l >> 4).toUpperCase(
                    Locale.ROOT)).append("|fb|").append(spec.volumesPerLss()).append('\n');
        }
        b.append("dscli> lslcu").append(dev).append('\n');
        header(b, "ID|Group|addrgrp|confgvols|subsys|conbasetype");
        for (int l = spec.fbLss(); l < spec.lssCount(); l++) {
            b.append(hex2(l)).append('|').append(l % 2).append('|').append(Integer.toHexString(l >> 4).toUpperCase(
                    Locale.ROOT)).append('|').append(spec.volumesPerLss()).append("|0xFF").append(hex2(l))
                    .append("|3990-6\n");
        }

        b.append("dscli> lsfbvol").append(dev).append('\n');
        header(b, "Name|ID|accstate|datastate|configstate|deviceMTM|datatype|extpool|cap (2^30B)|cap (10^9B)"
                + "|cap (blocks)");
        for (int l = 0; l < spec.fbLss(); l++) {
            int pool = volumePool(spec, l);
            for (int v = 0; v < spec.volumesPerLss(); v++) {
                String id = hex2(l) + hex2(v);
                b.append("FB_").append(id).append('|').append(id).append("|Online|Normal|Normal|2107-900|FB 512|P")
                        .append(pool).append("|100.0|107.4|209715200\n");
            }
        }
        b.append("dscli> lsckdvol").append(dev).append('\n');
        header(b, "Name|ID|accstate|datastate|configstate|deviceMTM|voltype|orgbvols|extpool|cap (cyl)");
        for (int l = spec.fbLss(); l < spec.lssCount(); l++) {
            int pool = volumePool(spec, l);
            for (int v = 0; v < spec.volumesPerLss(); v++) {
                String id = hex2(l) + hex2(v);
                b.append("CKD_").append(id).append('|').append(id).append("|Online|Normal|Normal|3390-9|CKD Base|-|P")
                        .append(pool).append("|32760\n");
            }
        }
    }

    /**
     * The extent pool of LSS {@code lss}'s volumes: FB_0/FB_1/CKD_0/CKD_1 by server; with a pool per rank, the
     * rank of the LSS's kind and server that LSSs of that server take in turn.
     */
    public static int volumePool(Spec spec, int lss) {
        boolean fb = lss < spec.fbLss();
        int server = lss % 2;
        if (!spec.poolPerRank()) {
            return (fb ? 0 : 2) + server;
        }
        int first = fb ? 0 : spec.fbRanks();
        int end = fb ? spec.fbRanks() : spec.ranks();
        // a rank's group (server) is its parity: the ranks of this server are every other one from start
        int start = first + ((first & 1) == server ? 0 : 1);
        int ofServer = Math.max(1, (end - start + 1) / 2);
        int index = ((fb ? lss : lss - spec.fbLss()) / 2) % ofServer;
        return start + 2 * index;
    }

    /** Ranks alternate between the servers; the first half of each server's ranks are FB. */
    private static int pool(Spec spec, int rank) {
        boolean fb = rank < spec.ranks() / 2;
        return (fb ? 0 : 2) + rank % 2;
    }

    /** The position bits of docs/formats/dscli.md (a heuristic), with a per-box constant 0x0A1. */
    private static String wwpn(int enclosure, int slot, int port) {
        int b5 = ((port >> 2) & 1) << 6 | (enclosure & 7) << 3 | (slot & 7);
        int b6 = (port & 3) << 6;
        return String.format(Locale.ROOT, "5005076309%02X%02XA1", b5, b6);
    }

    private static String hex2(int v) {
        return String.format(Locale.ROOT, "%02X", v);
    }

    private static void header(StringBuilder b, String names) {
        b.append(names).append('\n').append("=".repeat(names.length())).append('\n');
    }
}
