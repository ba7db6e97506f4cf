package io.zlayout.perf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * Advice from a layout, a workload and the model's answer. Every piece cites the publication it rests on; figures
 * come from the model (run again with fewer paths where that shows what a setting costs) or, for z/VM disk
 * choices, from the z/VM 5.2 performance report's ratio tables ({@link ZvmDiskRatios}).
 */
final class Advisor {

    private static final String MULTIPATH_STUDY = "the IBM developerWorks LVM2/EVMS multipath study (\"Comparison of SCSI logical volumes created using"
            + " LVM2 versus EVMS\", \"Multipathing with SCSI disks\", DS8300, SLES9)";
    private static final String HPUX_PAPER = "the HP white paper \"HP-UX 11i v3 Mass Storage I/O Performance Improvements\"";
    private static final String SHARE_PRESENTATION = "IBM's Linux on zSeries performance presentation at SHARE (ESS 2105-F20 scaling"
            + " tests)";
    private static final String UBUNTU_REPORT = "the field report \"Ubuntu 15.04 - Multipath Problem\" (FlashSystem 820 with 4 FC"
            + " paths)";

    private static final String DS8000_BALANCE = "IBM Systems Magazine, DS6000 and DS8000 performance management:"
            + " \"I/O activity should be balanced between the two servers ... by balancing between odd and even extent"
            + " pools\"";
    private static final String HYPERPAV = "IBM, Linux on IBM Z performance, HyperPAV: \"If there is no aliasing of"
            + " disk devices then only one I/O transfer can be in progress to a device at a time\"; IBM, Using HyperPAV"
            + " for ECKD DASD: the aliases \"are eligible for all base devices in the same logical control unit"
            + " (LCU)\"";

    /** True when every disk of the layout is on an ESS (machine type 2105): the SHARE presentation's storage. */
    private static boolean ess(ModelLayout layout) {
        return !layout.disks().isEmpty() && layout.disks().stream().allMatch(d -> "2105".equals(d.machineType()));
    }

    private Advisor() {
    }

    static List<Advice> advise(ModelLayout layout, Workload workload, ThroughputModel.Solution s, Calibration cal) {
        List<Advice> out = new ArrayList<>();
        if (layout.disks().isEmpty()) {
            return out;
        }
        bottleneck(layout, s, out);
        boolean fcp = layout.access() == null || "fcp".equals(layout.access());
        if (layout.mixed()) {
            // multipathing is the FCP LUNs' alone: judge it on them and the FCP paths
            layout = layout.only(ModelLayout.Protocol.FCP);
            if (layout.disks().isEmpty()) {
                zvmDisk(layout, workload, out);
                return out;
            }
            s = ThroughputModel.solve(layout, workload, s.processes(), cal, false);
        }
        int paths = layout.paths().size();
        if (fcp && paths >= 2) {
            multipath(layout, workload, s, cal, out);
            pathSelector(layout, workload, cal, out);
        }
        if (fcp && workload.kind().random()) {
            queueDepth(layout, workload, s, cal, out);
        }
        zvmDisk(layout, workload, out);
        return out;
    }

    // ---- what limits the layout (the SHARE presentation) ----------------------------------------------------------

    private static void bottleneck(ModelLayout layout, ThroughputModel.Solution s, List<Advice> out) {
        String kind = s.bottleneck().kind();
        if (kind == null) {
            return;
        }
        String evidence;
        String text;
        switch (kind) {
            case "chpid" -> {
                text = "The CHPIDs limit this layout to " + mbps(s.throughput()) + ": add CHPIDs (or faster links)"
                        + " before host adapters or ranks; more host adapters behind the same CHPIDs add nothing.";
                evidence = SHARE_PRESENTATION + ": \"4 HA are limiting to 125 MB/s write and 240 MB/s read, but 4 CHPIDs are"
                        + " required to make use of\" them; scaling table row \"single CHPID 1 4 4 8 1 CHPID\".";
            }
            case "host-adapter" -> {
                List<String> shared = s.bottleneck().elements().stream().filter(e -> e.startsWith("storage:")).toList();
                text = !shared.isEmpty()
                        ? "The host adapters of " + String.join(", ", shared) + " together limit this layout to "
                        + mbps(s.throughput()) + ": the SHARE presentation measured that limit with four adapters and expects more"
                        + " from more adapters, ranks and CHPIDs, but gives no figure; spread the work over more host"
                        + " adapters (or another storage image) and measure."
                        : "Host adapters limit this layout to " + mbps(s.throughput()) + ": spread the paths over"
                        + " more host adapters, in different bays or I/O enclosures; more ranks behind the same"
                        + " adapters add nothing.";
                evidence = SHARE_PRESENTATION + ": \"1 HA limits to 40MB/s write and 65 MB/s read, regardless of the number"
                        + " of ranks\"; \"4 HA are limiting to 125 MB/s write and 240 MB/s read\""
                        + (shared.isEmpty() ? "." : "; \"it is expected that the values further increase using more"
                        + " ranks, HA, CHPIDs\".");
            }
            case "rank", "device-adapter" -> {
                String what = "rank".equals(kind) ? "ranks" : "DA pairs";
                text = "The " + what + " limit this layout to " + mbps(s.throughput()) + ": "
                        + (s.processes() < layout.disks().size() ? "run a process on each of the "
                        + layout.disks().size() + " disks, and " : "") + "spread the disks over more " + what
                        + " (one volume from each rank, stripe order interleaved over ranks).";
                // only volumes placed by rank have a rank in the model: an ESS array, a single-rank pool, rotatevols
                evidence = SHARE_PRESENTATION + ", sample setup: \"guest1: 5000, 5400, 5800, 5C00\", VG order \"5000, 5400,"
                        + " 5800, 5C00, 5001, 5401, ...\" (one volume from each of four ranks).";
            }
            case "server" -> {
                text = "The storage servers limit this layout to " + mbps(s.throughput()) + ": take volumes of even"
                        + " and odd LSSs (pools of rank group 0 and 1) alike, alternating in the stripe order.";
                evidence = ess(layout) ? SHARE_PRESENTATION + ": two cluster processor complexes, each with its own"
                        + " device adapters." : DS8000_BALANCE;
            }
            case "pool" -> {
                text = "The ranks of " + String.join(", ", s.bottleneck().elements().stream()
                        .filter(e -> e.startsWith("pool:")).toList()) + " limit this layout to "
                        + mbps(s.throughput()) + ": its volumes are striped over their pool's ranks, so more volumes"
                        + " of the same pool add nothing; take volumes of another pool too (the other server's pool"
                        + " first).";
                evidence = "IBM DS8900F Introduction and Planning Guide: \"The default storage allocation method is"
                        + " storage pool striping. The extents of a volume can be striped across several ranks\"; "
                        + DS8000_BALANCE;
            }
            case "lcu" -> {
                text = "The LCUs' subchannels limit this layout to " + mbps(s.throughput()) + ": each carries one"
                        + " I/O at a time; give the guest HyperPAV aliases of each LCU it uses (hyperpav: N in the"
                        + " intent) or take its volumes from more LCUs.";
                evidence = HYPERPAV;
            }
            case "disk" -> {
                boolean eckd = layout.disks().stream().anyMatch(d -> d.lcu() != null
                        && d.protocol() == ModelLayout.Protocol.FICON);
                if (eckd) {
                    text = "The ECKD disks limit this layout to " + mbps(s.throughput()) + ": "
                            + (layout.aliases().isEmpty() ? "without aliases each carries one I/O at a time; give the"
                            + " guest HyperPAV aliases of its LCUs" : "each carries one I/O at a time per subchannel,"
                            + " its own and the aliases of its LCU; give the guest more aliases of its LCUs")
                            + " (hyperpav: N in the intent)" + (s.processes() < layout.disks().size()
                            ? " or run a process on each of the " + layout.disks().size() + " disks" : "") + ".";
                    evidence = HYPERPAV;
                    break;
                }
                text = "The disks themselves limit this layout to " + mbps(s.throughput()) + ": spread the work over"
                        + " more LUNs (one per process)" + (s.processes() < layout.disks().size()
                        ? ", run a process on each of the " + layout.disks().size() + " disks" : "")
                        + " or, for random I/O, raise the queue depth.";
                evidence = UBUNTU_REPORT + ": \"Now I can set the queue_depth higher (I was hitting the limit)\";"
                        + " 4 LUNs striped 4 ways then reached \"Random 4K IOPS ~390K, @0.6 ms\".";
            }
            default -> {
                return;
            }
        }
        out.add(new Advice("bottleneck", text, evidence));
    }

    // ---- multipathing (seeds 000, 001, 004) -------------------------------------------------------------

    private static void multipath(ModelLayout layout, Workload workload, ThroughputModel.Solution s, Calibration cal,
                                  List<Advice> out) {
        int n = layout.paths().size();
        ModelLayout.Multipath mp = layout.multipath();
        double one = withPaths(layout, workload, s, cal, 1);
        String policy = mp == null || mp.groupingPolicy() == null ? null : mp.groupingPolicy().toLowerCase(Locale.ROOT);
        String evidence = MULTIPATH_STUDY + ": \"a failover profile (a primary path, and one fail over path), or multibus"
                + " profile (using two paths in a round-robin manner)\"; random reads: \"Failover: The measurements are"
                + " similar to single path, with a bit lower throughput.\"";
        String all = n == 2 ? "both" : "all " + n;
        if ("failover".equals(policy)) {
            out.add(new Advice("multipath", "This host uses path_grouping_policy failover: only one of its " + n
                    + " paths carries I/O, which the model puts at " + mbps(one) + " against " + mbps(s.throughput())
                    + " with all paths in one group; use multibus.", evidence));
        } else if (one < s.throughput() - 0.05) {
            out.add(new Advice("multipath", "Put " + all + " paths in one path group (path_grouping_policy"
                    + " multibus): the model's " + mbps(s.throughput()) + " assumes every path carries I/O; with"
                    + " failover only " + layout.paths().get(0).chpid() + " would, at " + mbps(one) + ".", evidence));
        }
        if (workload.kind() == Workload.Kind.RANDOM_READ && s.processes() >= 8) {
            out.add(new Advice("multipath", "With " + s.processes() + " processes of random reads, multibus with"
                    + " round-robin has measured below a single path: use a load-aware path selector (service-time"
                    + " or queue-length) and measure both.", MULTIPATH_STUDY + ", random read, multibus: \"For 8 to 64"
                    + " processes, the measurements degrade and stay 30% below single path and failover throughput"
                    + " rates.\""));
        }
        if ("failover".equals(policy)) {
            return; // one path in use is what failover means: the advice above says it
        }
        if (mp != null && mp.pathsInUse() != null && mp.pathsInUse() < n) {
            double used = withPaths(layout, workload, s, cal, Math.max(0, mp.pathsInUse()));
            out.add(new Advice("paths-in-use", "Only " + mp.pathsInUse() + " of " + n + " paths"
                    + (mp.pathsInUse() == 1 ? " carries" : " carry") + " I/O: the"
                    + " model gives " + mbps(used) + (mp.pathsInUse() == 1 ? " with it" : " with them")
                    + " against " + mbps(s.throughput()) + " with all;"
                    + " bring every path into one active group (multipath -ll) and raise queue_depth if it caps"
                    + " the LUNs.", UBUNTU_REPORT + ": \"Multipath-deamon only uses half of the FC (2 of 4)\" with the"
                    + " recommended multibus configuration."));
        } else if (mp == null || mp.pathsInUse() == null) {
            int half = Math.max(1, n / 2);
            double used = withPaths(layout, workload, s, cal, half);
            out.add(new Advice("paths-in-use", "After activation, check that multipath -ll lists " + all
                    + " paths active in one group: a host can silently use fewer" + (used < s.throughput() - 0.05
                    ? " (with " + half + " of them the model gives " + mbps(used) + ")" : "") + ".", UBUNTU_REPORT + ": \"Multipath-deamon only uses half of the"
                    + " FC (2 of 4)\" with the recommended multibus configuration."));
        }
    }

    private static void pathSelector(ModelLayout layout, Workload workload, Calibration cal, List<Advice> out) {
        TreeSet<Double> speeds = new TreeSet<>();
        for (ModelLayout.Path p : layout.paths()) {
            speeds.add(p.linkGbps() != null ? p.linkGbps() : cal.linkGbpsOverride() != null ? cal.linkGbpsOverride() : 0);
        }
        speeds.remove(0.0);
        boolean unequal = speeds.size() > 1;
        boolean mixedSizes = "mixed".equals(layout.workload());
        String selector = layout.multipath() == null ? null : layout.multipath().pathSelector();
        if (!unequal && !mixedSizes) {
            return;
        }
        List<String> why = new ArrayList<>();
        if (unequal) {
            List<String> s = new ArrayList<>();
            speeds.forEach(v -> s.add(Calibration.fmt(v)));
            why.add("the paths run at different speeds (" + String.join(", ", s) + " Gbps)");
        }
        if (mixedSizes) {
            why.add("a mixed workload has I/Os of several sizes in flight");
        }
        String text = "Use path_selector \"service-time 0\" (or \"queue-length 0\") rather than \"round-robin 0\": "
                + String.join(" and ", why) + ", and a load-aware selector balances that better"
                + (selector != null && selector.toLowerCase(Locale.ROOT).startsWith("round-robin")
                ? " (this host uses " + selector + ")" : "") + ".";
        if (workload.ioSizeBytes() != null && workload.ioSizeBytes() <= 8192) {
            text += " It costs some CPU at I/O sizes of 8 KiB or less.";
        }
        out.add(new Advice("path-selector", text, HPUX_PAPER + ": \"Least-command-load can have an advantage on"
                + " workloads with a mixture of I/O sizes that are in progress simultaneously, or in configurations"
                + " with significant variations in path performance\"; its CPU cost is \"typically only significant"
                + " in small I/O size workloads of 8K I/O size or less\"."));
    }

    // ---- queue depth (the Ubuntu multipath field report) ----------------------------------------------------------

    private static void queueDepth(ModelLayout layout, Workload workload, ThroughputModel.Solution s, Calibration cal,
                                   List<Advice> out) {
        ModelLayout.Multipath mp = layout.multipath();
        int qd = mp != null && mp.queueDepth() != null && mp.queueDepth() > 0 ? mp.queueDepth() : cal.queueDepth();
        double perLun = Double.NaN;
        for (ComponentLoad c : s.components()) {
            if (c.kind() == ComponentKind.DISK && c.capacityIops() != null) {
                perLun = Double.isNaN(perLun) ? c.capacityIops() : Math.min(perLun, c.capacityIops());
            }
        }
        if (Double.isNaN(perLun)) {
            return;
        }
        boolean limits = "disk".equals(s.bottleneck().kind());
        String text = "Each LUN completes at most queue depth / service time I/Os per second (Little's law): with"
                + " queue_depth " + qd + " that is " + iops(perLun) + " per LUN here. "
                + (limits ? "That limits this layout: raise queue_depth (/sys/block/sdX/device/queue_depth) or spread"
                + " the work over more LUNs."
                : "It does not limit this layout (the " + s.bottleneck().kind() + " does); keep queue_depth at "
                + qd + " or more.");
        out.add(new Advice("queue-depth", text, UBUNTU_REPORT + ": /proc/scsi/sg/devices shows \"qdepth 32\"; random I/O"
                + " \"is limited at ~200K\" until \"I can set the queue_depth higher (I was hitting the limit)\", then"
                + " \"Random 4K IOPS ~390K, @0.6 ms\" (4 LUNs x 32 / 0.6 ms = 213,333 I/Os per second: the ~200K"
                + " ceiling)."));
    }

    // ---- z/VM disk choice (the z/VM 5.2 performance report) -------------------------------------------------------

    private static void zvmDisk(ModelLayout layout, Workload workload, List<Advice> out) {
        ZvmDiskRatios r = ZvmDiskRatios.get();
        String access = layout.access();
        String w = layout.workload();
        String load;
        if (w == null) {
            load = workload.kind().read() ? "read" : "write";
        } else {
            load = switch (w) {
                case "reread" -> "reread";
                case "seq-write", "random-write" -> "write";
                case "seq-read", "random-read" -> "read";
                default -> "mixed";
            };
        }
        String src = "IBM's " + r.title();
        String kb = "kb-per-sec";
        String cpu = "total-cpu-per-kb";
        switch (load) {
            case "write" -> {
                String lead = "fcp".equals(access)
                        ? "Linux-owned FCP suits this write-heavy guest: "
                        : "For write-heavy work, Linux-owned FCP (access: fcp, the zFCP driver on a dedicated FCP"
                        + " subchannel) is the best choice: ";
                out.add(new Advice("zvm-disk", lead + "it moved " + r.value("initial-write", "LNS0", kb)
                        + "x (initial write) and " + r.value("rewrite", "LNS0", kb) + "x (rewrite) the KB/s of"
                        + " dedicated ECKD at " + r.value("initial-write", "LNS0", cpu) + " and "
                        + r.value("rewrite", "LNS0", cpu) + " of its total CPU per KB" + current(r, access,
                        "initial-write") + ".", src + ", tables \"" + r.tableTitles().get("initial-write") + "\" and \""
                        + r.tableTitles().get("rewrite") + "\", row LNS0: \"For application workloads that are"
                        + " predominantly write I/O, Linux-owned FCP subchannel is the best choice.\""));
            }
            case "mixed" -> out.add(new Advice("zvm-disk", ("fcp".equals(access) ? "Linux-owned FCP is the best"
                    + " overall choice for this guest" : "Consider Linux-owned FCP (access: fcp), the best overall"
                    + " choice") + ": over all four IOzone phases it moved " + r.value("overall", "LNS0", kb)
                    + "x the KB/s of dedicated ECKD at " + r.value("overall", "LNS0", cpu) + " of its total CPU per KB"
                    + current(r, access, "overall") + ".", src + ", table \"" + r.tableTitles().get("overall")
                    + "\", row LNS0: \"the native SCSI case (Linux-owned FCP subchannel) is the clear winner\"."));
            case "read" -> {
                String text = ("fcp".equals(access) ? "Linux-owned FCP suits this read-heavy guest" : "For reads,"
                        + " Linux-owned FCP (access: fcp) is the best choice") + ": its initial read moved "
                        + r.value("initial-read", "LNS0", kb) + "x the KB/s of dedicated ECKD at "
                        + r.value("initial-read", "LNS0", cpu) + " of its total CPU per KB"
                        + ("eckd".equals(access) ? current(r, access, "initial-read") : "") + ".";
                if ("minidisk".equals(access)) {
                    text += " Minidisk cache costs on a first read: EMD1 (MDC ON) read at "
                            + r.value("initial-read", "EMD1", kb) + "x with " + r.value("initial-read", "EMD1", cpu)
                            + " total CPU per KB against EMD0 (MDC OFF) at " + r.value("initial-read", "EMD0", kb)
                            + "x and " + r.value("initial-read", "EMD0", cpu) + "; it pays only when data is read again.";
                }
                out.add(new Advice("zvm-disk", text, src + ", table \"" + r.tableTitles().get("initial-read")
                        + "\", rows LNS0, EMD0, EMD1."));
            }
            default -> {
                String text = "For re-read-heavy work, minidisk cache is worth its first-read cost: with MDC ON,"
                        + " ECKD minidisks reread at " + r.value("reread", "EMD1", kb) + "x dedicated ECKD (EMD1,"
                        + " total CPU per KB " + r.value("reread", "EMD1", cpu) + "), Diagnose X'250' at 4 KB blocks at "
                        + r.value("reread", "D241", kb) + "x (D241) and emulated FBA at " + r.value("reread", "FMD1", kb)
                        + "x (FMD1), against " + r.value("reread", "LNS0", kb) + "x for Linux-owned FCP, which MDC"
                        + " cannot serve; the first read pays for filling the cache (EMD1 initial read "
                        + r.value("initial-read", "EMD1", kb) + "x at " + r.value("initial-read", "EMD1", cpu)
                        + " total CPU per KB)." + ("fcp".equals(access)
                        ? " For shared read-only data, minidisks with MDC ON beat this guest's FCP disks."
                        : " Turn MDC off where the Linux page cache already holds the data: it is then redundant.");
                out.add(new Advice("zvm-disk", text, src + ", tables \"" + r.tableTitles().get("reread") + "\" and \""
                        + r.tableTitles().get("initial-read") + "\": \"there are other good choices when minidisk cache"
                        + " is exploited\"; \"in cases where the Linux page cache is made large enough to achieve a high"
                        + " hit ratio, you should consider turning off MDC because it is redundant\"."));
            }
        }
        if ("eckd".equals(access) || "minidisk".equals(access)) {
            out.add(new Advice("diagnose-250", "If this guest uses the Diagnose X'250' block driver, format its"
                    + " minidisks with 4 KB blocks: over all phases D240 moved " + r.value("overall", "D240", kb)
                    + "x dedicated ECKD against " + r.value("overall", "D220", kb) + "x at 2 KB and "
                    + r.value("overall", "D210", kb) + "x at 1 KB (MDC OFF); with MDC ON " + r.value("overall", "D241", kb)
                    + "x against " + r.value("overall", "D221", kb) + "x and " + r.value("overall", "D211", kb) + "x.",
                    src + ", table \"" + r.tableTitles().get("overall") + "\", rows D210-D241: \"The ECKD Diagnose"
                    + " X'250' cases show that throughput is best at the 4K block size.\""));
        }
    }

    /** How the guest's present choice compares, in the same table. */
    private static String current(ZvmDiskRatios r, String access, String table) {
        if ("eckd".equals(access)) {
            return "; this guest's dedicated ECKD is the 1.00 baseline";
        }
        if ("minidisk".equals(access)) {
            return "; ECKD minidisks moved " + r.value(table, "EMD0", "kb-per-sec") + "x (MDC OFF) and "
                    + r.value(table, "EMD1", "kb-per-sec") + "x (MDC ON)";
        }
        return "";
    }

    // ---- helpers ---------------------------------------------------------------------------------------

    /** The model's throughput with only the first {@code n} paths in use. */
    private static double withPaths(ModelLayout layout, Workload workload, ThroughputModel.Solution s,
                                    Calibration cal, int n) {
        ModelLayout fewer = new ModelLayout(layout.guest(), layout.access(), layout.workload(), layout.disks(),
                layout.paths().subList(0, Math.min(n, layout.paths().size())), layout.multipath(), layout.leftOut(),
                layout.aliases());
        return ThroughputModel.solve(fewer, workload, s.processes(), cal, false).throughput();
    }

    static String mbps(double v) {
        return String.format(Locale.ROOT, "%.1f MB/s", v);
    }

    static String iops(double v) {
        return String.format(Locale.ROOT, "%,d", Math.round(v));
    }
}
