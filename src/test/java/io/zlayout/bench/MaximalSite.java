package io.zlayout.bench;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.LssId;
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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A deterministic site of the largest size zlayout is built for, as records (no reader involved): storage
 * images shaped like {@code DscliExportGenerator}'s maximal image (255 LSS of 256 volumes; FB LSS 00-7F, CKD
 * LCUs 80-FE; 64 ranks in 4 pools on 8 DA pairs; 32 host adapters of 4 ports), channel subsystems of 256
 * CHPIDs each (C0-FF FCP, the rest FICON), image {@code i}'s LCUs defined in CSS {@code i} with 8 paths, FCP
 * control units with {@code fcpDevicesPerChpid} devices on every FCP CHPID, the fabric in zlayout.yaml, and
 * z/VM guests in CSS 0: half ECKD (four dedicated base devices, every other guest on consecutive addresses)
 * and half FCP (two FCP devices). An intent adds guests to plan. Same spec, same records.
 *
 * @param images             storage images (4 at most: one CSS each)
 * @param lssPerImage        LSSs 00.. (255 at most); the first half FB, the rest CKD
 * @param css                channel subsystems (at least {@code images})
 * @param fcpDevicesPerChpid FCP devices on each FCP CHPID
 * @param guests             z/VM guests with dedicated devices today
 * @param intentGuests       new guests in the intent, half ECKD (8 disks), half FCP (4 disks)
 */
public record MaximalSite(int images, int lssPerImage, int css, int fcpDevicesPerChpid, int guests,
                          int intentGuests) {

    /** 4 images of 65,280 volumes, 6 CSS x 256 CHPIDs, 130,048 CKD bases + 129,024 FCP devices, 2,000 guests. */
    public static MaximalSite maximal() {
        return new MaximalSite(4, 255, 6, 336, 2_000, 100);
    }

    static final int VOLUMES_PER_LSS = 256;
    static final int RANKS = 64;
    static final int FICON_CHPIDS = 0xC0;
    static final int FCP_CHPIDS = 0x40;
    static final int PATHS_PER_LCU = 8;
    private static final int[] SLOTS = {0, 1, 3, 4};
    private static final String FILE = "bench/site.txt";

    public String image(int i) {
        return String.format(Locale.ROOT, "IBM.2107-75MAX%02d", i + 1);
    }

    int fbLss() {
        return (lssPerImage + 1) / 2;
    }

    public int volumes() {
        return images * lssPerImage * VOLUMES_PER_LSS;
    }

    /** The control unit of image {@code i}'s LCU {@code lcu}. */
    static String cuNumber(int i, int lcu) {
        return String.format(Locale.ROOT, "%04X", 0x1000 * (i + 1) + (lcu - 0x80) * 0x10);
    }

    /** The FCP control unit on CHPID {@code C0 + k} of CSS {@code c}. */
    static String fcpCu(int c, int k) {
        return String.format(Locale.ROOT, "%04X", 0x8000 + c * 0x100 + k);
    }

    /** CKD base device of LCU {@code lcu}, unit address {@code ua}: the same numbers in every CSS. */
    static String ckdDevice(int lcu, int ua) {
        return String.format(Locale.ROOT, "%04X", (lcu - 0x80) * 0x100 + ua);
    }

    String fcpDevice(int k, int d) {
        return String.format(Locale.ROOT, "%04X", 0x8000 + k * fcpDevicesPerChpid + d);
    }

    public Manifest manifest() {
        List<Manifest.FabricLink> fabric = new ArrayList<>();
        Map<CuNumber, String> cus = new LinkedHashMap<>();
        for (int c = 0; c < css; c++) {
            int i = c % images;
            for (int k = 0; k < FICON_CHPIDS; k++) {
                fabric.add(new Manifest.FabricLink(chpid(c, k), image(i) + "/" + port(k % 64, true), null, null, null));
            }
            for (int k = 0; k < FCP_CHPIDS; k++) {
                fabric.add(new Manifest.FabricLink(chpid(c, FICON_CHPIDS + k), image(i) + "/" + port(k % 64, false),
                        null, null, null));
            }
        }
        for (int i = 0; i < images; i++) {
            for (int l = fbLss(); l < lssPerImage; l++) {
                cus.put(CuNumber.parse(cuNumber(i, l)), image(i));
            }
        }
        return new Manifest(null, null, cus, fabric, null, null, null, null, null);
    }

    private static String chpid(int css, int k) {
        return String.format(Locale.ROOT, "%X.%02X", css, k);
    }

    /** The n-th FICON (even port) or SCSI-FCP (odd port) I/O port: 8 enclosures x 4 adapters x 2 of each. */
    private static String port(int n, boolean ficon) {
        int adapter = n / 2;
        int enclosure = adapter / 4;
        int slot = SLOTS[adapter % 4];
        int p = (n % 2) * 2 + (ficon ? 0 : 1);
        return String.format(Locale.ROOT, "I%02X%X%X", enclosure, slot, p);
    }

    public List<Element> elements() {
        List<Element> e = new ArrayList<>(volumes() + css * 256 * (fcpDevicesPerChpid / 4 + 2) + guests * 6);
        int[] line = {0};
        for (int i = 0; i < images; i++) {
            storage(e, line, i);
        }
        for (int c = 0; c < css; c++) {
            channels(e, line, c);
        }
        zvm(e, line);
        return e;
    }

    private static SourceRef at(int[] line) {
        return SourceRef.at(FILE, ++line[0]);
    }

    private void storage(List<Element> e, int[] line, int i) {
        String img = image(i);
        e.add(new StorageImage(img, "MAX" + i, "2107", "996", Wwn.parse(String.format(Locale.ROOT, "5005076309FFC8%02X", i)),
                null, at(line)));
        String[] poolKind = {"fb", "fb", "ckd", "ckd"};
        for (int p = 0; p < 4; p++) {
            e.add(new ExtentPool(img, "P" + p, poolKind[p].toUpperCase(Locale.ROOT) + "_" + p % 2, poolKind[p], p % 2,
                    at(line)));
        }
        for (int r = 0; r < RANKS; r++) {
            e.add(new Rank(img, "R" + r, r % 2, "A" + r, "6", "P" + r % 4, poolKind[r % 4], 4000, at(line)));
            e.add(new RaidArray(img, "A" + r, "S" + (r + 1), "R" + r, r % 8, "6", at(line)));
        }
        for (int n = 0; n < 64; n++) {
            for (boolean ficon : new boolean[] {true, false}) {
                String id = port(n, ficon);
                e.add(new IoPort(img, id, Wwn.parse(String.format(Locale.ROOT, "0x500507630%02x%s", i, id.substring(1).toLowerCase(Locale.ROOT) + "0a1")),
                        "Online", ficon ? "Fibre Channel-LW" : "Fibre Channel-SW", ficon ? "FICON" : "SCSI-FCP",
                        "16 Gb/s", null, at(line)));
            }
        }
        for (int l = 0; l < lssPerImage; l++) {
            boolean fb = l < fbLss();
            String lss = String.format(Locale.ROOT, "%02X", l);
            e.add(new Lss(img, LssId.of(l), fb ? "fb" : "ckd", l % 2, Integer.toHexString(l >> 4).toUpperCase(Locale.ROOT),
                    fb ? null : "FF" + lss, VOLUMES_PER_LSS, at(line)));
            int pool = (fb ? 0 : 2) + l % 2;
            for (int v = 0; v < VOLUMES_PER_LSS; v++) {
                // the pool's 16 ranks in turn, shifted per LSS so consecutive volumes are on one rank
                int rank = pool + 4 * ((l / 2 + v / 16) % 16);
                String id = lss + String.format(Locale.ROOT, "%02X", v);
                e.add(new Volume(img, VolumeId.parse(id), fb ? "fb_" + id : null, fb ? VolumeKind.FB : VolumeKind.CKD,
                        fb ? "FB 512" : "3390-9", fb ? null : "CKD Base", "P" + pool, fb ? 50L << 30 : null,
                        fb ? null : 10017, null, List.of(new RankExtent("R" + rank, null)),
                        fb ? null : String.format(Locale.ROOT, "M%d%s", i, id), at(line)));
            }
        }
    }

    private void channels(List<Element> e, int[] line, int c) {
        for (int k = 0; k < FICON_CHPIDS + FCP_CHPIDS; k++) {
            boolean fcp = k >= FICON_CHPIDS;
            e.add(new Chpid(c, ChpidId.of(k), fcp ? "FCP" : "FC",
                    String.format(Locale.ROOT, "%03X", 0x100 + c * 0x100 + k), null, fcp ? null : "6" + (k % 4),
                    true, List.of(c), List.of(), List.of(), false, Map.of(), at(line)));
        }
        TreeMap<Integer, Integer> sets = new TreeMap<>(Map.of(c, 0));
        if (c < images) {
            for (int l = fbLss(); l < lssPerImage; l++) {
                List<CuPath> paths = new ArrayList<>();
                int group = (l - fbLss()) % (FICON_CHPIDS / PATHS_PER_LCU);
                for (int p = 0; p < PATHS_PER_LCU; p++) {
                    paths.add(new CuPath(c, ChpidId.of(group * PATHS_PER_LCU + p), null));
                }
                String cu = cuNumber(c, l);
                e.add(new ControlUnit(CuNumber.parse(cu), "2107", paths, l,
                        List.of(new UnitAddRange(0, VOLUMES_PER_LSS)), Map.of(), at(line)));
                SourceRef at = at(line);
                for (int ua = 0; ua < VOLUMES_PER_LSS; ua++) {
                    e.add(new Device(DeviceNumber.parse(ckdDevice(l, ua)), ua, "3390B", null,
                            List.of(CuNumber.parse(cu)), sets, List.of(), false, Map.of(), at));
                }
            }
        }
        for (int k = 0; k < FCP_CHPIDS; k++) {
            String cu = fcpCu(c, k);
            e.add(new ControlUnit(CuNumber.parse(cu), "FCP", List.of(new CuPath(c, ChpidId.of(FICON_CHPIDS + k),
                    null)), null, List.of(new UnitAddRange(0, fcpDevicesPerChpid)), Map.of(), at(line)));
            SourceRef at = at(line);
            for (int d = 0; d < fcpDevicesPerChpid; d++) {
                e.add(new Device(DeviceNumber.parse(fcpDevice(k, d)), d & 0xFF, "FCP", null,
                        List.of(CuNumber.parse(cu)), sets, List.of(), false, Map.of(), at));
            }
        }
    }

    private void zvm(List<Element> e, int[] line) {
        int ckdLcus = lssPerImage - fbLss();
        for (int g = 0; g < guests; g++) {
            String name = String.format(Locale.ROOT, "L%05d", g);
            e.add(new Guest(name, "4G", "8G", "G", List.of(), null, null, null, false, at(line)));
            if (g % 2 == 0) {
                int n = g / 2;
                for (int d = 0; d < 4; d++) {
                    // every other ECKD guest on four consecutive addresses, the rest one per LCU
                    int lcu;
                    int ua;
                    if (n % 2 == 0) {
                        lcu = fbLss() + (n * 4 / VOLUMES_PER_LSS) % ckdLcus;
                        ua = (n * 4 + d) % VOLUMES_PER_LSS;
                    } else {
                        lcu = fbLss() + (n + d * 31) % ckdLcus;
                        ua = 128 + (n / 2) % 128;
                    }
                    e.add(new GuestDedicate(name, DeviceNumber.parse(String.format(Locale.ROOT, "%04X", 0x200 + d)), DeviceNumber.parse(ckdDevice(lcu, ua)),
                            null, false, at(line)));
                }
            } else {
                int n = g / 2;
                for (int d = 0; d < 2; d++) {
                    int k = (n * 2 + d * 33) % FCP_CHPIDS;
                    e.add(new GuestDedicate(name, DeviceNumber.parse(String.format(Locale.ROOT, "%04X", 0xFC00 + d * 0x100)),
                            DeviceNumber.parse(fcpDevice(k, n % fcpDevicesPerChpid)), null, false, at(line)));
                }
            }
        }
        for (int g = 0; g < intentGuests; g++) {
            boolean eckd = g % 2 == 0;
            e.add(new GuestIntent(String.format(Locale.ROOT, "N%05d", g), eckd ? 8 : 4, null, eckd ? "eckd" : "fcp",
                    eckd ? "seq-read" : "seq-write", eckd ? null : 4, null, List.of(), at(line)));
        }
    }
}
