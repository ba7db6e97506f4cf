package io.zlayout.testing;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.LssId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwn;
import io.zlayout.input.Manifest;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.DasdDevice;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.Hctl;
import io.zlayout.model.HostCapture;
import io.zlayout.model.IoPort;
import io.zlayout.model.LogicalVolume;
import io.zlayout.model.Lss;
import io.zlayout.model.MultipathConfig;
import io.zlayout.model.MultipathMap;
import io.zlayout.model.RankExtent;
import io.zlayout.model.ScsiDevice;
import io.zlayout.model.SgDevice;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.model.UnitAddRange;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import io.zlayout.model.ZfcpPort;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A small DS8000 site for host-side tests, built from records: image {@value #IMG} (WWNN
 * {@value #WWNN}) with FB volumes 1000-1003 on rank R0, 1100-1103 on R1, 1200-1203 on R2, 1300-1303 on R3, CKD
 * LCU 40 (SSID 4040, volumes 4000-4003 behind CU 4000); SCSI-FCP ports I0001, I0101, I0231, I0331; FCP CHPIDs
 * 0.C0-0.C3 with FCP devices FC00, FD00, FE00, FF00 zoned one port each; guest LNX1 with DEDICATE 0100 FC00,
 * 0200 FD00, 0300 FE00, 0400 FF00 (bus IDs 0.0.0100 ... 0.0.0400) and DEDICATE 0201 4000. Host records are
 * added with the helpers, then {@link #site()} joins everything.
 */
public final class HostRecords {

    public static final String IMG = "IBM.2107-75HT001";
    public static final String WWNN = "5005076309FFD001";
    public static final String GUEST = "LNX1";
    public static final List<String> PORTS = List.of("I0001", "I0101", "I0231", "I0331");
    public static final List<String> BUSES = List.of("0.0.0100", "0.0.0200", "0.0.0300", "0.0.0400");

    private final List<Element> elements = new ArrayList<>();
    private boolean fabric = true;
    private boolean portWwpns = true;
    private int line;

    public HostRecords() {
        elements.add(new StorageImage(IMG, "HT1", "2107", "996", Wwn.parse(WWNN), null, at()));
        for (int r = 0; r < 4; r++) {
            for (int v = 0; v < 4; v++) {
                elements.add(new Volume(IMG, VolumeId.parse("1" + r + "0" + v), null, VolumeKind.FB, "FB 512", null, "P" + r,
                        null, null, null, List.of(new RankExtent("R" + r, null)), null, at()));
            }
            String port = PORTS.get(r);
            elements.add(new IoPort(IMG, port, Wwn.parse(wwpn(port)), "Online",
                    "Fibre Channel-SW", "SCSI-FCP", "16 Gb/s", null, at()));
            String chpid = "C" + r;
            elements.add(new Chpid(0, ChpidId.parse(chpid), "FCP", null, null, null, true, List.of(0), List.of(), List.of(), false,
                    Map.of(), at()));
            String cu = "F" + "CDEF".charAt(r) + "00";
            elements.add(new ControlUnit(CuNumber.parse(cu), "FCP", List.of(new CuPath(0, ChpidId.parse(chpid), null)), null,
                    List.of(new UnitAddRange(0, 16)), Map.of(), at()));
            elements.add(new Device(DeviceNumber.parse(cu), 0x00, "FCP", null, List.of(CuNumber.parse(cu)), new TreeMap<>(Map.of(0, 0)), List.of(), false,
                    Map.of(), at()));
            elements.add(new GuestDedicate(GUEST, DeviceNumber.parse("0" + (r + 1) + "00"), DeviceNumber.parse(cu), null, false, at()));
        }
        elements.add(new Lss(IMG, LssId.parse("40"), "ckd", 0, "4", "4040", 4, at()));
        elements.add(new ControlUnit(CuNumber.parse("4000"), "2107", List.of(new CuPath(0, ChpidId.parse("40"), null)), 0x40,
                List.of(new UnitAddRange(0, 256)), Map.of(), at()));
        for (int v = 0; v < 4; v++) {
            elements.add(new Volume(IMG, VolumeId.parse("400" + v), null, VolumeKind.CKD, "3390-9", "CKD Base", "P4", null, 10017,
                    null, List.of(new RankExtent("R4", null)), "HT400" + v, at()));
            elements.add(new Device(DeviceNumber.parse("400" + v), Integer.parseInt("0" + v, 16), "3390B", null, List.of(CuNumber.parse("4000")), new TreeMap<>(Map.of(0, 0)),
                    List.of(), false, Map.of(), at()));
        }
        elements.add(new Guest(GUEST, "4G", "8G", "G", List.of(), null, null, null, false, at()));
        elements.add(new GuestDedicate(GUEST, DeviceNumber.parse("0201"), DeviceNumber.parse("4000"), null, false, at()));
    }

    /** Leaves zlayout.yaml {@code fabric:} out: channels are not traced to ports. */
    public HostRecords withoutFabric() {
        fabric = false;
        return this;
    }

    /** Exports the I/O ports without their WWPNs (as an ESS Specialist table does). */
    public HostRecords withoutPortWwpns() {
        portWwpns = false;
        return this;
    }

    public HostRecords add(Element e) {
        elements.add(e);
        return this;
    }

    public Site site() {
        List<Manifest.FabricLink> links = new ArrayList<>();
        if (fabric) {
            for (int r = 0; r < 4; r++) {
                links.add(new Manifest.FabricLink("0.C" + r, PORTS.get(r), null, null, null));
            }
        }
        List<Element> all = elements;
        if (!portWwpns) {
            all = elements.stream().map(e -> e instanceof IoPort p ? new IoPort(p.image(), p.id(), null, p.state(),
                    p.type(), p.topology(), p.speed(), p.location(), p.source()) : e).toList();
        }
        return TestSites.assemble(new Manifest(null, IMG, null, links, null, null, null, null, null), all);
    }

    public SourceRef at() {
        return SourceRef.at("site.txt", ++line);
    }

    /** The WWPN of a port: {@code 0x500507630900} + the port id's digits. */
    public static String wwpn(String port) {
        return "0x500507630900" + port.substring(1).toLowerCase(java.util.Locale.ROOT);
    }

    public static String lun(String volume) {
        return FcpLun.ofDs8kVolume(volume).orElseThrow().toString();
    }

    public static String wwid(String volume) {
        return Wwid.ofDs8k(Wwn.parse(WWNN), volume).orElseThrow().toString();
    }

    /** The SCSI address of a volume's LUN on SCSI host {@code host}, target 0. */
    public static Hctl hctl(int host, String volume) {
        return new Hctl(host, 0, 0, FcpLun.swapWords(FcpLun.parse(lun(volume)).value()));
    }

    /** A LUN path of bus {@code b} (index into {@link #BUSES}) to the port of the same index. */
    public ZfcpLun running(int b, String volume) {
        return new ZfcpLun(GUEST, BusId.parse(BUSES.get(b)), Wwn.parse(wwpn(PORTS.get(b))), FcpLun.parse(lun(volume)), hctl(b, volume),
                ZfcpLun.State.ATTACHED, null, null, null, null, null, Map.of(), HostCapture.LSZFCP, at());
    }

    public ZfcpLun configured(int b, String volume) {
        return new ZfcpLun(GUEST, BusId.parse(BUSES.get(b)), Wwn.parse(wwpn(PORTS.get(b))), FcpLun.parse(lun(volume)), null, ZfcpLun.State.CONFIGURED,
                null, null, null, null, null, Map.of(), HostCapture.ZFCP_CONF, at());
    }

    public ZfcpLun lun(String busId, String wwpn, String lun, Hctl hctl, ZfcpLun.State state, HostCapture origin) {
        return new ZfcpLun(GUEST, BusId.parse(busId), Wwn.parse(wwpn), FcpLun.parse(lun), hctl, state, null, null, null, null, null, Map.of(), origin, at());
    }

    public ZfcpHost zfcpHost(int b) {
        return new ZfcpHost(GUEST, BusId.parse(BUSES.get(b)), "host" + b, Map.of(), HostCapture.LSZFCP, at());
    }

    public ZfcpPort port(String busId, String wwpn) {
        return new ZfcpPort(GUEST, BusId.parse(busId), Wwn.parse(wwpn), null, Map.of(), HostCapture.LSZFCP, at());
    }

    public ScsiDevice scsi(Hctl hctl, String device, String targetWwpn) {
        return new ScsiDevice(GUEST, hctl, "disk", null, null, null, device, null, null,
                targetWwpn == null ? null : "fc:" + targetWwpn + ",0x650501",
                targetWwpn == null ? null : Wwn.parse(targetWwpn),
                targetWwpn == null ? null : "0x650501", HostCapture.LSSCSI, at());
    }

    public SgDevice sg(Hctl hctl, int queueDepth, int busy) {
        return new SgDevice(GUEST, hctl, 0, 1, queueDepth, busy, true, HostCapture.SG_DEVICES, at());
    }

    /** A path of a map: {@code state} is "active ready running" or e.g. "failed faulty running". */
    public MultipathMap.MultipathPath path(Hctl hctl, String device, String state) {
        String[] s = state.split(" ");
        return new MultipathMap.MultipathPath(hctl, device, "8:0", s[0], s[1], s[2], at());
    }

    /** A map of one path group per element of {@code groups}, each group at priority 50. */
    @SafeVarargs
    public final MultipathMap map(String volume, String alias, String dm, List<MultipathMap.MultipathPath>... groups) {
        List<MultipathMap.PathGroup> g = new ArrayList<>();
        for (List<MultipathMap.MultipathPath> paths : groups) {
            g.add(new MultipathMap.PathGroup("service-time 0", 50, "active", paths, at()));
        }
        return new MultipathMap(GUEST, wwid(volume), alias, null, dm, "IBM", "2107900", "100G", "0", "1 alua", "rw",
                g, HostCapture.MULTIPATH_LL, at());
    }

    public MultipathConfig multipathConf(MultipathConfig.Stanza defaults, List<MultipathConfig.Stanza> devices,
                                         List<MultipathConfig.Stanza> multipaths) {
        return new MultipathConfig(GUEST, defaults, List.of(), List.of(), devices, multipaths, null,
                HostCapture.MULTIPATH_CONF, at());
    }

    public MultipathConfig.Stanza stanza(String... nameValue) {
        List<MultipathConfig.Setting> s = new ArrayList<>();
        for (int i = 0; i + 1 < nameValue.length; i += 2) {
            s.add(new MultipathConfig.Setting(nameValue[i], nameValue[i + 1], at()));
        }
        return new MultipathConfig.Stanza(s, at());
    }

    /** An LV of one segment: {@code striped} with a stripe size, or {@code linear} (stripe size 0). */
    public LogicalVolume lv(String vg, String lv, String segtype, Long stripeSize, String... devices) {
        List<LogicalVolume.PvExtent> d = new ArrayList<>();
        for (String dev : devices) {
            d.add(new LogicalVolume.PvExtent(dev, 0L));
        }
        return new LogicalVolume(GUEST, vg, lv, "-wi-ao----", "100.00g", null,
                List.of(new LogicalVolume.Segment(segtype, devices.length, stripeSize, d, at())), HostCapture.LVS,
                at());
    }

    public DasdDevice dasd(String busId, String name, String uid) {
        return new DasdDevice(GUEST, BusId.parse(busId), "active", name, "94:0", "ECKD", 4096, 7042L, 1802880L, uid, false,
                Map.of(), HostCapture.LSDASD, at());
    }
}
