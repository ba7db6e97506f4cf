package io.zlayout.report.site;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.LssId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.Wwn;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.input.Manifest;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.ExtentPool;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.IoPort;
import io.zlayout.model.Lss;
import io.zlayout.model.RaidArray;
import io.zlayout.model.Rank;
import io.zlayout.model.RankExtent;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.model.UnitAddRange;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.rules.Finding;
import io.zlayout.rules.RuleEngine;
import io.zlayout.testing.TestSites;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The small DS8000 site every report test uses, built from records: 4 ranks on 2 DA pairs, CKD LCUs 00 and 01
 * (8 volumes each) and FB LSS 10 and 11 (4 each), FICON CHPIDs 50 and 51 (LCU 01 only on 50), FCP CHPIDs C0
 * and C1, the fabric from zlayout.yaml. Guest LNX1 has devices 5000-5003: four consecutive addresses on one
 * rank. A guest whose name carries markup and a volume whose serial reads like a formula test escaping.
 */
public final class ReportSamples {

    public static final String IMAGE = "IBM.2107-75ZL101";
    public static final String HOSTILE_GUEST = "X\"<script>alert('x')</script>";
    public static final String FORMULA_VOLSER = "=cmd|'/C calc'!A0";
    public static final String VERSION = "9.9.9-test";

    private ReportSamples() {
    }

    static SourceRef at(String file, int line) {
        return SourceRef.at(file, line);
    }

    public static Manifest fabric() {
        List<Manifest.FabricLink> links = List.of(
                new Manifest.FabricLink("0.50", "I0000", null, null, "61"),
                new Manifest.FabricLink("0.51", "I0100", null, null, "61"),
                new Manifest.FabricLink("0.C0", "I0001", null, null, null),
                new Manifest.FabricLink("0.C1", "I0230", null, null, null));
        return new Manifest(null, null, null, links, null, null, null, null, null);
    }

    /** The site's records: storage export, IOCDS, directory (with intents when {@code withIntent}). */
    public static List<Element> elements(boolean withIntent) {
        List<Element> e = new ArrayList<>();
        String ds = "storage/ds8k.txt";
        e.add(new StorageImage(IMAGE, "ZL1", "2107", "996", Wwn.parse("5005076303ffc1a5"), null, at(ds, 1)));
        for (int r = 0; r < 4; r++) {
            e.add(new Rank(IMAGE, "R" + r, r % 2, "A" + r, "6", "P" + (r % 2), r < 2 ? "ckd" : "fb", 1000, at(ds, 10 + r)));
            e.add(new RaidArray(IMAGE, "A" + r, "S" + r, "R" + r, r / 2, "6", at(ds, 20 + r)));
        }
        e.add(new ExtentPool(IMAGE, "P0", "ckd_p0", "ckd", 0, at(ds, 30)));
        e.add(new ExtentPool(IMAGE, "P1", "ckd_p1", "ckd", 1, at(ds, 31)));
        e.add(new Lss(IMAGE, LssId.parse("00"), "ckd", 0, "0", "FF00", 8, at(ds, 40)));
        e.add(new Lss(IMAGE, LssId.parse("01"), "ckd", 1, "0", "FF01", 8, at(ds, 41)));
        int line = 50;
        for (String lcu : List.of("00", "01")) {
            for (int v = 0; v < 8; v++) {
                // the first four of each LCU on one rank, the rest on the other rank of that server
                String rank = "R" + ("00".equals(lcu) ? (v < 4 ? 0 : 2) : (v < 4 ? 1 : 3));
                String volser = "00".equals(lcu) && v == 7 ? FORMULA_VOLSER : "ZL" + lcu + String.format(Locale.ROOT, "%02X", v);
                e.add(new Volume(IMAGE, VolumeId.parse(lcu + String.format(Locale.ROOT, "%02X", v)), null, VolumeKind.CKD, "3390-9",
                        "CKD Base", "P" + Integer.parseInt(lcu), null, 10017, null,
                        List.of(new RankExtent(rank, 9)), volser, at(ds, line++)));
            }
        }
        for (String lss : List.of("10", "11")) {
            for (int v = 0; v < 4; v++) {
                String rank = "10".equals(lss) ? "R2" : "R3";
                e.add(new Volume(IMAGE, VolumeId.parse(lss + String.format(Locale.ROOT, "%02X", v)), "fb_" + lss + v, VolumeKind.FB,
                        "FB 512", null, "P" + Integer.parseInt(lss.substring(1)), 50L << 30, null, null,
                        List.of(new RankExtent(rank, 50)), null, at(ds, line++)));
            }
        }
        int p = 90;
        for (String port : List.of("I0000", "I0001", "I0100", "I0230")) {
            e.add(new IoPort(IMAGE, port, Wwn.parse("0x5005076303" + port.substring(1).toLowerCase(Locale.ROOT) + "a5"), "Online",
                    "Fibre Channel-SW", port.equals("I0000") || port.equals("I0100") ? "FICON" : "SCSI-FCP", "16 Gb/s",
                    null, at(ds, p++)));
        }

        String io = "iocds/main.iocp";
        e.add(new Chpid(0, ChpidId.parse("50"), "FC", "120", null, "61", true, List.of(0), List.of(), List.of(), false, Map.of(), at(io, 3)));
        e.add(new Chpid(0, ChpidId.parse("51"), "FC", "121", null, "61", true, List.of(0), List.of(), List.of(), false, Map.of(), at(io, 4)));
        e.add(new Chpid(0, ChpidId.parse("C0"), "FCP", "1C0", null, null, true, List.of(0), List.of(), List.of(), false, Map.of(), at(io, 5)));
        e.add(new Chpid(0, ChpidId.parse("C1"), "FCP", "1C1", null, null, true, List.of(0), List.of(), List.of(), false, Map.of(), at(io, 6)));
        e.add(new ControlUnit(CuNumber.parse("5000"), "2107", List.of(new CuPath(0, ChpidId.parse("50"), "6110"), new CuPath(0, ChpidId.parse("51"), "6110")), 0x00,
                List.of(new UnitAddRange(0, 256)), Map.of(), at(io, 10)));
        e.add(new ControlUnit(CuNumber.parse("5100"), "2107", List.of(new CuPath(0, ChpidId.parse("50"), "6110")), 0x01,
                List.of(new UnitAddRange(0, 256)), Map.of(), at(io, 12)));
        e.add(new ControlUnit(CuNumber.parse("F000"), "FCP", List.of(new CuPath(0, ChpidId.parse("C0"), null)), null,
                List.of(new UnitAddRange(0, 4)), Map.of(), at(io, 14)));
        e.add(new ControlUnit(CuNumber.parse("F100"), "FCP", List.of(new CuPath(0, ChpidId.parse("C1"), null)), null,
                List.of(new UnitAddRange(0, 4)), Map.of(), at(io, 15)));
        for (String cu : List.of("5000", "5100")) {
            for (int d = 0; d < 8; d++) {
                String ua = String.format(Locale.ROOT, "%02X", d);
                e.add(new Device(DeviceNumber.parse(cu.substring(0, 2) + ua), Integer.parseInt(ua, 16), "3390B", null, List.of(CuNumber.parse(cu)), new TreeMap<>(Map.of(0, 0)),
                        List.of(), false, Map.of(), at(io, "5000".equals(cu) ? 20 : 21)));
            }
        }
        for (String cu : List.of("F000", "F100")) {
            for (int d = 0; d < 4; d++) {
                String ua = String.format(Locale.ROOT, "%02X", d);
                e.add(new Device(DeviceNumber.parse(cu.substring(0, 2) + ua), Integer.parseInt(ua, 16), "FCP", null, List.of(CuNumber.parse(cu)), new TreeMap<>(Map.of(0, 0)),
                        List.of(), false, Map.of(), at(io, "F000".equals(cu) ? 22 : 23)));
            }
        }

        String dir = "zvm/user.direct";
        e.add(new Guest("LNX1", "4G", "8G", "G", List.of(), null, null, null, false, at(dir, 1)));
        for (int d = 0; d < 4; d++) {
            e.add(new GuestDedicate("LNX1", DeviceNumber.parse("020" + d), DeviceNumber.parse("500" + d), null, false, at(dir, 2 + d)));
        }
        e.add(new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("F000"), null, false, at(dir, 6)));
        e.add(new Guest(HOSTILE_GUEST, "2G", "2G", "G", List.of(), null, null, null, false, at(dir, 10)));
        e.add(new GuestDedicate(HOSTILE_GUEST, DeviceNumber.parse("0200"), DeviceNumber.parse("5107"), null, false, at(dir, 11)));
        if (withIntent) {
            String yaml = "zlayout.yaml";
            e.add(new GuestIntent("LNX1", 4, null, "eckd", "seq-read", null, null, List.of(), at(yaml, 4)));
            e.add(new GuestIntent("LNX2", 2, null, "fcp", "seq-write", 2, null, List.of(), at(yaml, 5)));
        }
        return e;
    }

    public static Site site(boolean withIntent) {
        return TestSites.assemble(fabric(), elements(withIntent));
    }

    /** The report as {@code zlayout report} makes it: every rule, the plan, and two files for LNX1. */
    public static ReportInput input(boolean withIntent) {
        Map<String, List<String>> files = withIntent
                ? Map.of("LNX1", List.of("zvm/LNX1.direct", "linux/LNX1/dasd.conf"),
                        ReportInput.SITE_FILES, List.of("README.txt"))
                : Map.of();
        Site site = site(withIntent);
        Pipeline.Planned planned;
        try {
            planned = Pipeline.planned(site, false);
        } catch (io.zlayout.input.InputException e) {
            throw new IllegalStateException("the sample site's capacities are the calibration's own", e);
        }
        List<Finding> findings = RuleEngine.run(site, RuleCatalog.all()).findings();
        return new ReportInput("sample-site", VERSION, site, findings, planned.plan(), planned.problem(), files, null);
    }
}
