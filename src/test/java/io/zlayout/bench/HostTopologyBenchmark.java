package io.zlayout.bench;

import io.zlayout.model.id.VolumeId;
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
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.Hctl;
import io.zlayout.model.HostCapture;
import io.zlayout.model.IoPort;
import io.zlayout.model.LogicalVolume;
import io.zlayout.model.MultipathMap;
import io.zlayout.model.RankExtent;
import io.zlayout.model.SgDevice;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.model.UnitAddRange;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import io.zlayout.rules.Rule;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.rules.RuleEngine;
import io.zlayout.testing.TestSites;
import io.zlayout.topology.Site;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * Joins the Linux captures of N guests to their layout (and runs the host rules over the result): each guest
 * has 4 dedicated FCP devices on 4 FCP CHPIDs zoned to 4 storage ports, 8 LUNs configured and attached on all
 * 4 paths (64 zfcp LUN records), 8 multipath maps of 4 paths, an LV striped over the 8 maps, and 32
 * /proc/scsi/sg rows. {@code assemble} is the whole join of records into a site (storage, channels, guests,
 * hosts); {@code assembleWithoutHosts} the same site without the host records, so the difference is the host
 * join. See docs/performance.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
public class HostTopologyBenchmark {

    private static final String IMG = "IBM.2107-75BNCH1";
    private static final String WWNN = "5005076309FFB001";
    private static final SourceRef AT = SourceRef.at("bench.txt", 1);

    @Param({"2000"})
    public int guests;

    private List<Element> site;
    private List<Element> hosts;
    private Manifest manifest;
    private Site joined;
    private List<Rule> hostRules;

    @Setup
    public void setUp() {
        site = new ArrayList<>();
        hosts = new ArrayList<>();
        List<Manifest.FabricLink> fabric = new ArrayList<>();
        site.add(new StorageImage(IMG, "BNCH1", "2107", "996", Wwn.parse(WWNN), null, AT));
        int volumes = guests * 8;
        for (int i = 0; i < volumes; i++) {
            int lss = 0x10 + i / 256;
            String id = String.format(Locale.ROOT, "%02X%02X", lss, i % 256);
            site.add(new Volume(IMG, VolumeId.parse(id), null, VolumeKind.FB, "FB 512", null, "P" + (lss % 16), null, null, null,
                    List.of(new RankExtent("R" + (lss % 16), null)), null, AT));
        }
        for (int c = 0; c < 4; c++) {
            String port = "I0" + c + "01";
            site.add(new IoPort(IMG, port, Wwn.parse(wwpn(c)), "Online", null, "SCSI-FCP", "16 Gb/s", null, AT));
            site.add(new Chpid(0, ChpidId.parse("C" + c), "FCP", null, null, null, true, List.of(0), List.of(), List.of(), false,
                    Map.of(), AT));
            fabric.add(new Manifest.FabricLink("0.C" + c, port, null, null, null));
            String cu = (c + 1) + "000";
            site.add(new ControlUnit(CuNumber.parse(cu), "FCP", List.of(new CuPath(0, ChpidId.parse("C" + c), null)), null,
                    List.of(new UnitAddRange(0, 256)), Map.of(), AT));
        }
        manifest = new Manifest(null, IMG, null, fabric, null, null, null, null, null);
        for (int g = 0; g < guests; g++) {
            String name = String.format(Locale.ROOT, "LNX%05d", g);
            site.add(new Guest(name, "4G", "8G", "G", List.of(), null, null, null, false, AT));
            List<MultipathMap.MultipathPath>[] mapPaths = newPaths(8);
            List<LogicalVolume.PvExtent> pvs = new ArrayList<>();
            for (int c = 0; c < 4; c++) {
                String dev = String.format(Locale.ROOT, "%d%03X", c + 1, g);
                String cu = (c + 1) + "000";
                site.add(new Device(DeviceNumber.parse(dev), Integer.parseInt(dev.substring(2), 16), "FCP", null, List.of(CuNumber.parse(cu)), new TreeMap<>(Map.of(0, 0)),
                        List.of(), false, Map.of(), AT));
                String vdev = "F" + c + "00";
                site.add(new GuestDedicate(name, DeviceNumber.parse(vdev), DeviceNumber.parse(dev), null, false, AT));
                BusId bus = BusId.parse(vdev);
                hosts.add(new ZfcpHost(name, bus, "host" + c, Map.of(), HostCapture.LSZFCP, AT));
                for (int l = 0; l < 8; l++) {
                    int i = g * 8 + l;
                    String vol = String.format(Locale.ROOT, "%02X%02X", 0x10 + i / 256, i % 256);
                    FcpLun lun = FcpLun.ofDs8kVolume(vol).orElseThrow();
                    Hctl hctl = new Hctl(c, 0, 0, FcpLun.swapWords(lun.value()));
                    hosts.add(new ZfcpLun(name, bus, Wwn.parse(wwpn(c)), lun, null, ZfcpLun.State.CONFIGURED, null, null, null,
                            null, null, Map.of(), HostCapture.ZFCP_CONF, AT));
                    hosts.add(new ZfcpLun(name, bus, Wwn.parse(wwpn(c)), lun, hctl, ZfcpLun.State.ATTACHED, null, null, null,
                            null, null, Map.of(), HostCapture.LSZFCP, AT));
                    hosts.add(new SgDevice(name, hctl, 0, 1, 32, 2, true, HostCapture.SG_DEVICES, AT));
                    mapPaths[l].add(new MultipathMap.MultipathPath(hctl, "sd" + (char) ('a' + c) + l, "8:0",
                            "active", "ready", "running", AT));
                }
            }
            for (int l = 0; l < 8; l++) {
                int i = g * 8 + l;
                String vol = String.format(Locale.ROOT, "%02X%02X", 0x10 + i / 256, i % 256);
                String alias = "mpath" + (char) ('a' + l);
                hosts.add(new MultipathMap(name, Wwid.ofDs8k(Wwn.parse(WWNN), vol).orElseThrow().toString(), alias, null, "dm-" + l, "IBM",
                        "2107900", "100G", "0", "1 alua", "rw", List.of(new MultipathMap.PathGroup("service-time 0",
                        50, "active", mapPaths[l], AT)), HostCapture.MULTIPATH_LL, AT));
                pvs.add(new LogicalVolume.PvExtent("/dev/mapper/" + alias, 0L));
            }
            hosts.add(new LogicalVolume(name, "vgdata", "lvdata", "-wi-ao----", "800g", null,
                    List.of(new LogicalVolume.Segment("striped", 8, 65536L, pvs, AT)), HostCapture.LVS, AT));
        }
        joined = assemble();
        hostRules = RuleCatalog.all().stream().filter(r -> r.category().equals("host")).toList();
        System.out.printf("%n%,d guests: %,d layout records, %,d host records%n", guests, site.size(), hosts.size());
    }

    @SuppressWarnings("unchecked")
    private static List<MultipathMap.MultipathPath>[] newPaths(int n) {
        List<MultipathMap.MultipathPath>[] a = new List[n];
        for (int i = 0; i < n; i++) {
            a[i] = new ArrayList<>();
        }
        return a;
    }

    private static String wwpn(int c) {
        return String.format(Locale.ROOT, "0x50050763090%d40b1", c);
    }

    @Benchmark
    public Site assemble() {
        List<Element> all = new ArrayList<>(site.size() + hosts.size());
        all.addAll(site);
        all.addAll(hosts);
        return TestSites.assemble(manifest, all);
    }

    @Benchmark
    public Site assembleWithoutHosts() {
        return TestSites.assemble(manifest, site);
    }

    /** HostTopology.join alone, on the joined site (package-private, so called reflectively). */
    @Benchmark
    public Object hostJoin() throws ReflectiveOperationException {
        return JOIN.invoke(null, joined);
    }

    private static final java.lang.reflect.Method JOIN;

    static {
        try {
            JOIN = io.zlayout.topology.HostTopology.class.getDeclaredMethod("join", Site.class);
            JOIN.setAccessible(true);
        } catch (NoSuchMethodException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @Benchmark
    public RuleEngine.Result hostRules() {
        return RuleEngine.run(joined, hostRules);
    }

    /**
     * Thread CPU time per operation on shared machines, where wall-clock time includes waiting for a core.
     * Arguments: guests (default 2000), rounds (default 15, the first third warm up).
     */
    public static void main(String[] args) throws ReflectiveOperationException {
        HostTopologyBenchmark b = new HostTopologyBenchmark();
        b.guests = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 15;
        b.setUp();
        if (b.joined.hosts().guests().size() != b.guests
                || b.joined.hosts().guests().get(0).maps().get(0).activeRoutes().size() != 4) {
            throw new IllegalStateException("the generated captures did not join");
        }
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long[] cpu = new long[4];
        int measured = 0;
        for (int i = 0; i < rounds; i++) {
            long c0 = threads.getCurrentThreadCpuTime();
            b.assemble();
            long c1 = threads.getCurrentThreadCpuTime();
            b.assembleWithoutHosts();
            long c2 = threads.getCurrentThreadCpuTime();
            if (!b.hostRules().findings().isEmpty()) {
                throw new IllegalStateException("the generated site should be clean");
            }
            long c3 = threads.getCurrentThreadCpuTime();
            b.hostJoin();
            long c4 = threads.getCurrentThreadCpuTime();
            if (i >= rounds / 3) {
                cpu[0] += c1 - c0;
                cpu[1] += c2 - c1;
                cpu[2] += c3 - c2;
                cpu[3] += c4 - c3;
                measured++;
            }
        }
        System.out.printf("%d guests, mean of %d (ms CPU): assemble %.1f, without host records %.1f,"
                        + " HostTopology.join %.1f, host rules %.1f%n", b.guests, measured, cpu[0] / 1e6 / measured,
                cpu[1] / 1e6 / measured, cpu[3] / 1e6 / measured, cpu[2] / 1e6 / measured);
    }
}
