package io.zlayout.emit;

import io.zlayout.model.id.ChpidId;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.id.Wwn;
import io.zlayout.plan.Balance;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedDisk;
import io.zlayout.plan.PlannedPath;
import io.zlayout.plan.ReleasedVolume;
import io.zlayout.plan.Spread;
import io.zlayout.topology.CurrentEntries;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static io.zlayout.testing.Placements.onRank;

/** Hand-built plans the emitter tests share: the seeds' ESS sample and a DS8000 site mixing access types. */
final class PlanFixtures {

    static final String ESS = "IBM.2105-17403";
    static final String DS8K = "IBM.2107-75ZL101";

    private PlanFixtures() {
    }

    /**
     * Seed 003's sample: ESS 2105 with 4 FB ranks on 4 DA pairs, 4 FCP host adapters in 4 bays reached by
     * CHPIDs C1-C4 (C1 -> HA1 -> rank 1 ...), 4 guests of 4 disks each taking one volume from every rank
     * (guest1: 1000, 1400, 1800, 1C00), stripe 64k, sequential writes, paths at 1 Gbps.
     */
    static Plan essSample() {
        String[] wwpn = {"0x5005076300c09a41", "0x5005076300c49a41", "0x5005076300c89a41", "0x5005076300cc9a41"};
        List<GuestPlan> guests = new ArrayList<>();
        for (int n = 0; n < 4; n++) {
            List<PlannedDisk> disks = new ArrayList<>();
            List<PlannedPath> paths = new ArrayList<>();
            for (int r = 0; r < 4; r++) {
                int lss = 0x10 + 4 * r;
                String vol = String.format(Locale.ROOT, "%02X%02X", lss, n);
                String lun = String.format(Locale.ROOT, "0x%04x000000000000", 0x4000 | Integer.parseInt(vol, 16));
                VolumeRef volume = new VolumeRef(ESS, VolumeId.parse(vol));
                disks.add(new PlannedDisk(volume, onRank(volume, "FB", new RankRef(ESS, "R" + (r + 1)), 0, r + 1),
                        null, FcpLun.parse(lun),
                        Wwid.parse("36005076300c09a41000000000000" + vol.toLowerCase(Locale.ROOT)),
                        100L * 1000 * 1000 * 1000, null, null, null, false, null));
                String chpid = "C" + (r + 1);
                String device = String.format(Locale.ROOT, "%s%02X", chpid, n);
                paths.add(new PlannedPath(chpid(chpid), BusId.parse("0.0." + device.toLowerCase(Locale.ROOT)),
                        DeviceNumber.parse(device), new IoPortRef(ESS, "I0" + r + "00"), Wwn.parse(wwpn[r]), "1 Gb/s"));
            }
            guests.add(new GuestPlan("GUEST" + (n + 1), "fcp", "seq-write", "64k", disks, paths,
                    new Spread(4, 4, 1, 4, 4, 4), List.of(), List.of()));
        }
        return new Plan(guests,
                List.of(new Balance("rank", 4, 4, 4, 4, 16), new Balance("host-adapter", 4, 4, 4, 4, 16),
                        new Balance("chpid", 4, 4, 4, 4, 16)),
                List.of("The SHARE presentation's sample setup: each guest takes one volume from every rank, and the volume group"
                        + " order interleaves the ranks (1000, 1400, 1800, 1C00)."));
    }

    /**
     * A DS8000 (WWNN 5005076309FFC8A1) with an FCP guest on paths of two speeds (one LUN without a known
     * WWID), an ECKD guest with dedicated bases and a minidisk guest with a write-heavy workload on volumes
     * of two sizes.
     */
    static Plan ds8000Mixed() {
        List<PlannedDisk> fcpDisks = new ArrayList<>();
        String[] fcpVolumes = {"1000", "1101", "1200", "1301"};
        for (int i = 0; i < 4; i++) {
            String vol = fcpVolumes[i];
            String ll = vol.substring(0, 2);
            String vv = vol.substring(2);
            String lun = ("0x40" + ll + "40" + vv + "00000000").toLowerCase(Locale.ROOT);
            String wwid = i == 3 ? null : "36005076309ffc8a1000000000000" + vol.toLowerCase(Locale.ROOT);
            VolumeRef volume = new VolumeRef(DS8K, VolumeId.parse(vol));
            fcpDisks.add(new PlannedDisk(volume, onRank(volume, "FB", new RankRef(DS8K, "R" + i), i % 2, i), null,
                    FcpLun.parse(lun), wwid == null ? null : Wwid.parse(wwid),
                    200L << 30, null, null, null, false, null));
        }
        String[][] fcpPorts = {
                {"B0", "I0000", "00.0", "00", "0x50050763090008a1", "16 Gb/s"},
                {"B1", "I0130", "01.3", "01", "0x50050763090b08a1", "16 Gb/s"},
                {"B2", "I0200", "02.0", "02", "0x50050763091008a1", "8 Gb/s"},
                {"B3", "I0331", "03.3", "03", "0x50050763091b48a1", "8 Gb/s"}};
        List<PlannedPath> fcpPaths = new ArrayList<>();
        for (String[] p : fcpPorts) {
            String device = p[0] + "00";
            fcpPaths.add(new PlannedPath(chpid(p[0]), BusId.parse("0.0." + device.toLowerCase(Locale.ROOT)),
                    DeviceNumber.parse(device), new IoPortRef(DS8K, p[1]), Wwn.parse(p[4]), p[5]));
        }
        GuestPlan fcp = new GuestPlan("LNXFCP", "fcp", "mixed", "64k", fcpDisks, fcpPaths,
                new Spread(4, 4, 2, 4, 4, 4), List.of(volume("1000")),
                List.of(volume("1001"), volume("1002"), volume("1003")));

        // today LNXECKD IPLs from 0201 (volume 7000), has 8000 at 0300 (kept) and 8004 at 0301 (released)
        List<PlannedDisk> eckdDisks = new ArrayList<>(
                ckd(new String[] {"8000", "8101", "8200", "8301"}, new int[] {10017, 10017, 10017, 10017}));
        PlannedDisk k = eckdDisks.get(0);
        eckdDisks.set(0, k.with(DeviceNumber.parse("0300"), true, null));
        CurrentEntries.CurrentEntry eckdToday = new CurrentEntries.CurrentEntry("LNXECKD", dev("0201"), List.of(
                new CurrentEntries.EntryDevice(dev("0201"), "dedicate", dev("7000"), new VolumeRef(DS8K, VolumeId.parse("7000")), null, true,
                        null, List.of("DEDICATE 0201 7000")),
                new CurrentEntries.EntryDevice(dev("0300"), "dedicate", dev("8000"), new VolumeRef(DS8K, VolumeId.parse("8000")), null, true,
                        null, List.of("DEDICATE 0300 8000")),
                new CurrentEntries.EntryDevice(dev("0301"), "dedicate", dev("8004"), new VolumeRef(DS8K, VolumeId.parse("8004")), null, true,
                        null, List.of("DEDICATE 0301 8004"))),
                List.of(new CurrentEntries.BootDisk("eckd", dev("0201"), new VolumeRef(DS8K, VolumeId.parse("7000")), null, null, false)),
                List.of());
        GuestPlan eckd = new GuestPlan("LNXECKD", "eckd", "seq-read", "32k", eckdDisks,
                ficonPaths(), new Spread(4, 4, 2, 4, 4, 4), List.of(), eckdToday, List.of(new ReleasedVolume(new VolumeRef(DS8K, VolumeId.parse("8004")), "LNXECKD", DeviceNumber.parse("0301"),
                        "dedicate", DeviceNumber.parse("8004"), null)), List.of());
        GuestPlan minidisk = new GuestPlan("LNXMDSK", "minidisk", "random-write", "1m",
                ckd(new String[] {"8002", "8103", "8202", "8303"}, new int[] {3339, 3339, 10017, 10017}),
                ficonPaths(), new Spread(4, 4, 2, 4, 4, 4), List.of(), List.of());
        return new Plan(List.of(fcp, eckd, minidisk),
                List.of(new Balance("rank", 2, 1, 2, 8, 12), new Balance("host-adapter", 3, 3, 3, 4, 12),
                        new Balance("chpid", 1, 1, 1, 12, 12)),
                List.of("LNXFCP keeps volume 1000; 1001-1003 sat on rank R0 with it and are released.",
                        "LNXFCP volume 1301: the storage image's WWNN gives no WWID for it in this plan."));
    }

    /**
     * A dedicated-ECKD guest that holds data: today a linear LV {@code vgdata/lvdata} over its DASDs 0201-0204
     * (volumes 8000, 8100, 8200 and 8001, the last on the rank of the first); the plan keeps three of them, adds
     * 8301 and releases 8001. It IPLs from 0200 (volume 7000).
     */
    static Plan withData() {
        List<PlannedDisk> disks = new ArrayList<>(
                ckd(new String[] {"8000", "8100", "8200", "8301"}, new int[] {10017, 10017, 10017, 10017}));
        String[] vdevs = {"0201", "0202", "0203"};
        for (int i = 0; i < vdevs.length; i++) {
            PlannedDisk k = disks.get(i);
            disks.set(i, k.with(DeviceNumber.parse(vdevs[i]), true, null));
        }
        String[][] today = {{"0200", "7000"}, {"0201", "8000"}, {"0202", "8100"}, {"0203", "8200"}, {"0204", "8001"}};
        List<CurrentEntries.EntryDevice> devices = new ArrayList<>();
        for (String[] t : today) {
            devices.add(new CurrentEntries.EntryDevice(dev(t[0]), "dedicate", dev(t[1]), new VolumeRef(DS8K, VolumeId.parse(t[1])),
                    null, true, null, List.of("DEDICATE " + t[0] + " " + t[1])));
        }
        List<CurrentEntries.PvToday> pvs = new ArrayList<>();
        String[] names = {"dasdb1", "dasdc1", "dasdd1", "dasde1"};
        for (int i = 0; i < names.length; i++) {
            pvs.add(new CurrentEntries.PvToday("/dev/" + names[i], new VolumeRef(DS8K, VolumeId.parse(today[i + 1][1])),
                    BusId.parse("0.0." + today[i + 1][0]), 1));
        }
        CurrentEntries.LvToday lv = new CurrentEntries.LvToday("vgdata", "lvdata", "linear", 1, pvs,
                List.of("lvdata"), null);
        CurrentEntries.CurrentEntry entry = new CurrentEntries.CurrentEntry("LNXDATA", dev("0200"), devices,
                List.of(new CurrentEntries.BootDisk("eckd", dev("0200"), new VolumeRef(DS8K, VolumeId.parse("7000")), null, null, false)),
                List.of(), false, List.of(lv));
        GuestPlan g = new GuestPlan("LNXDATA", "eckd", "seq-read", "64k", disks, ficonPaths(),
                new Spread(4, 4, 2, 4, 4, 4), List.of(), entry,
                List.of(new ReleasedVolume(new VolumeRef(DS8K, VolumeId.parse("8001")), "LNXDATA", dev("0204"), "dedicate", dev("8001"),
                        null)), List.of());
        return new Plan(List.of(g), List.of(), List.of());
    }

    /** A minidisk guest with one disk: no striping, a linear volume. */
    static Plan oneDisk() {
        GuestPlan mdsk = ds8000Mixed().guests().get(2);
        GuestPlan one = new GuestPlan("LNXONE", "minidisk", "mixed", "64k", mdsk.disks().subList(0, 1), mdsk.paths(),
                mdsk.spread(), List.of(), List.of());
        return new Plan(List.of(one), List.of(), List.of());
    }

    /** The DS8000's volume {@code id}. */
    private static VolumeRef volume(String id) {
        return new VolumeRef(DS8K, VolumeId.parse(id));
    }

    /** The channel path {@code 0.<chpid>}. */
    static ChpidRef chpid(String chpid) {
        return new ChpidRef(0, ChpidId.parse(chpid));
    }

    private static List<PlannedDisk> ckd(String[] volumes, int[] cylinders) {
        List<PlannedDisk> out = new ArrayList<>();
        for (int i = 0; i < volumes.length; i++) {
            String vol = volumes[i];
            VolumeRef volume = new VolumeRef(DS8K, VolumeId.parse(vol));
            out.add(new PlannedDisk(volume, onRank(volume, "CKD", new RankRef(DS8K, "R" + (4 + i)), i % 2, i),
                    DeviceNumber.parse(vol),
                    null, null, cylinders[i] * 849_960L, cylinders[i], "ZL" + vol, null, false, null));
        }
        return out;
    }

    private static List<PlannedPath> ficonPaths() {
        String[][] ports = {{"60", "I0001", "00.0", "00"}, {"61", "I0131", "01.3", "01"},
                {"62", "I0201", "02.0", "02"}, {"63", "I0330", "03.3", "03"}};
        List<PlannedPath> out = new ArrayList<>();
        for (String[] p : ports) {
            out.add(new PlannedPath(chpid(p[0]), null, null, new IoPortRef(DS8K, p[1]), null, "16 Gb/s"));
        }
        return out;
    }

    private static DeviceNumber dev(String number) {
        return DeviceNumber.parse(number);
    }

}
