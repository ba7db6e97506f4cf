package io.zlayout.diff;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.Wwn;
import io.zlayout.input.Manifest;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.RaidArray;
import io.zlayout.model.Rank;
import io.zlayout.model.RankExtent;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.model.UnitAddRange;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Two versions of one DS8000 site for diff tests: four CKD ranks (R0, R2 on server 0 behind LCU 40; R1, R3 on
 * server 1 behind LCU 41; DA pairs 0 and 1), FICON CHPIDs 0.50-0.52, FCP CHPIDs 0.C0 and 0.C1, and guests that
 * DEDICATE devices. The change:
 * <ul>
 *   <li>LNX1 goes from 4000, 4001 (one rank) to 4000, 4100, 4002, 4102 (four ranks) and gains an FCP device
 *       on 0.C1; CU 4000 moves from CHPIDs 50, 51 to 50, 52;</li>
 *   <li>LNX2 loses 4102 to LNX1 and keeps 4101 only;</li>
 *   <li>LNXOLD leaves, its 4003 and LNX1's 4001 go to the new guest LNX3;</li>
 *   <li>volume 4103 migrates from rank R3 to R1.</li>
 * </ul>
 */
final class SampleSites {

    static final String IMG = "IBM.2107-75ZL101";

    private SampleSites() {
    }

    static SourceRef at(String file, int line) {
        return SourceRef.at(file, line);
    }

    static Manifest fabric() {
        List<Manifest.FabricLink> f = List.of(
                new Manifest.FabricLink("0.50", "I0000", null, null, "61"),
                new Manifest.FabricLink("0.51", "I0130", null, null, "62"),
                new Manifest.FabricLink("0.52", "I0230", null, null, "61"),
                new Manifest.FabricLink("0.C0", "I0200", null, null, "61"),
                new Manifest.FabricLink("0.C1", "I0331", null, null, "62"));
        return new Manifest(null, IMG, null, f, null, null, null, null, null);
    }

    static List<Element> before() {
        return site(false);
    }

    static List<Element> after() {
        return site(true);
    }

    private static List<Element> site(boolean after) {
        String storage = "storage/lsckdvol.txt";
        String iocp = "iocds/main.iocp";
        String zvm = "zvm/USER.DIRECT";
        List<Element> e = new ArrayList<>();
        e.add(new StorageImage(IMG, "DS8K-PROD1", "2107", "996", Wwn.parse("5005076309FFC0A1"), null, at(storage, 1)));
        for (int r = 0; r < 4; r++) {
            e.add(new Rank(IMG, "R" + r, r % 2, "A" + r, "6", null, "ckd", null, at(storage, 2 + r)));
            e.add(new RaidArray(IMG, "A" + r, null, "R" + r, r / 2, "6", at(storage, 2 + r)));
        }
        // LCU 40 on R0 (4000, 4001) and R2 (4002, 4003); LCU 41 on R1 (4100, 4101) and R3 (4102, 4103)
        int line = 10;
        for (String lcu : List.of("40", "41")) {
            int even = lcu.equals("40") ? 0 : 1;
            for (int v = 0; v < 4; v++) {
                String rank = "R" + (even + (v < 2 ? 0 : 2));
                if (after && lcu.equals("41") && v == 3) {
                    rank = "R1";
                }
                String id = lcu + String.format(Locale.ROOT, "%02X", v);
                e.add(new Volume(IMG, VolumeId.parse(id), null, VolumeKind.CKD, null, "base", null, null, 10017, null,
                        List.of(new RankExtent(rank, null)), "ZL" + id, at(storage, line++)));
            }
        }
        for (String c : List.of("50", "51", "52")) {
            e.add(new Chpid(0, ChpidId.parse(c), "FC", null, null, null, true, List.of(0), List.of(), List.of(), false, Map.of(),
                    at(iocp, 1)));
        }
        for (String c : List.of("C0", "C1")) {
            e.add(new Chpid(0, ChpidId.parse(c), "FCP", null, null, null, true, List.of(0), List.of(), List.of(), false, Map.of(),
                    at(iocp, 2)));
        }
        List<String> cu40 = after ? List.of("50", "52") : List.of("50", "51");
        e.add(cu("4000", "2107", cu40, "40", at(iocp, 10)));
        e.add(cu("4100", "2107", List.of("51", "52"), "41", at(iocp, 20)));
        e.add(cu("F000", "FCP", List.of("C0"), null, at(iocp, 30)));
        e.add(cu("F100", "FCP", List.of("C1"), null, at(iocp, 40)));
        for (String d : List.of("4000", "4001", "4002", "4003")) {
            e.add(device(d, "4000", "3390", at(iocp, 11)));
        }
        for (String d : List.of("4100", "4101", "4102", "4103")) {
            e.add(device(d, "4100", "3390", at(iocp, 21)));
        }
        e.add(device("FC00", "F000", "FCP", at(iocp, 31)));
        e.add(device("FD00", "F100", "FCP", at(iocp, 41)));

        Map<String, List<String>> guests = new LinkedHashMap<>();
        if (after) {
            guests.put("LNX1", List.of("4000", "4100", "4002", "4102", "FC00", "FD00"));
            guests.put("LNX2", List.of("4101"));
            guests.put("LNX3", List.of("4001", "4003"));
        } else {
            guests.put("LNX1", List.of("4000", "4001", "FC00"));
            guests.put("LNX2", List.of("4101", "4102"));
            guests.put("LNXOLD", List.of("4003"));
        }
        int zline = 1;
        for (Map.Entry<String, List<String>> g : guests.entrySet()) {
            e.add(new Guest(g.getKey(), "4G", "8G", "G", List.of(), null, null, null, false, at(zvm, zline++)));
            int vdev = 0x100;
            for (String rdev : g.getValue()) {
                e.add(new GuestDedicate(g.getKey(), DeviceNumber.parse(String.format(Locale.ROOT, "%04X", vdev++)), DeviceNumber.parse(rdev), null, false,
                        at(zvm, zline++)));
            }
        }
        return e;
    }

    private static ControlUnit cu(String number, String unit, List<String> chpids, String cuadd, SourceRef at) {
        List<CuPath> paths = chpids.stream().map(c -> new CuPath(0, ChpidId.parse(c), null)).toList();
        return new ControlUnit(CuNumber.parse(number), unit, paths, (cuadd == null ? null : Integer.valueOf(cuadd, 16)), List.of(new UnitAddRange(0, 256)), Map.of(), at);
    }

    private static Device device(String number, String cu, String unit, SourceRef at) {
        return new Device(DeviceNumber.parse(number), Integer.parseInt(number.substring(2), 16), unit, null, List.of(CuNumber.parse(cu)), new TreeMap<>(Map.of(0, 0)), List.of(),
                false, Map.of(), at);
    }
}
