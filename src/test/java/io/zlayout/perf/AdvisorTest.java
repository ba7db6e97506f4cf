package io.zlayout.perf;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class AdvisorTest {

    static final String ESS = SeedScenarios.ESS;
    static final String SEED_002 = "IBM's z/VM 5.2.0 performance report: Linux Disk I/O Alternatives";

    static ModelLayout maxAvailable(String access, String workload, ModelLayout.Multipath mp) {
        ModelLayout l = SeedScenarios.named("Max. Avail.").layout();
        return new ModelLayout(l.guest(), access, workload, l.disks(), l.paths(), mp);
    }

    static List<Advice> advise(ModelLayout layout, String workload, Integer processes) {
        return ThroughputModel.run(layout, Workload.of(workload), processes, Calibration.defaults()).advice();
    }

    static Advice topic(List<Advice> advice, String topic) {
        List<Advice> found = advice.stream().filter(a -> a.topic().equals(topic)).toList();
        assertThat(found).as("advice on %s", topic).hasSize(1);
        return found.get(0);
    }

    @Test
    void anFcpGuestGetsBottleneckMultipathPathsAndDiskChoiceAdviceInThatOrder() {
        List<Advice> advice = advise(maxAvailable("fcp", null, null), "seq-read", null);
        assertThat(advice).extracting(Advice::topic).containsExactly("bottleneck", "multipath", "paths-in-use", "zvm-disk");
        assertThat(advice.get(0).text()).isEqualTo("The host adapters of storage:" + ESS + " together limit this layout"
                + " to 240.0 MB/s: the SHARE presentation measured that limit with four adapters and expects more from more adapters,"
                + " ranks and CHPIDs, but gives no figure; spread the work over more host adapters (or another storage"
                + " image) and measure.");
        assertThat(advice.get(1).text()).isEqualTo("Put all 4 paths in one path group (path_grouping_policy multibus):"
                + " the model's 240.0 MB/s assumes every path carries I/O; with failover only chpid:0.C1 would, at"
                + " 65.0 MB/s.");
        assertThat(advice.get(1).evidence()).isEqualTo("the IBM developerWorks LVM2/EVMS multipath study (\"Comparison of"
                + " SCSI logical volumes created using LVM2 versus EVMS\", \"Multipathing with SCSI disks\", DS8300, SLES9): \"a failover profile (a primary path, and one fail over path), or multibus profile"
                + " (using two paths in a round-robin manner)\"; random reads: \"Failover: The measurements are similar"
                + " to single path, with a bit lower throughput.\"");
        assertThat(advice.get(2).text()).isEqualTo("After activation, check that multipath -ll lists all 4 paths active"
                + " in one group: a host can silently use fewer (with 2 of them the model gives 130.0 MB/s).");
    }

    @Test
    void aFailoverHostIsToldWhatMultibusGains() {
        List<Advice> advice = advise(maxAvailable("fcp", null, new ModelLayout.Multipath("failover", null, 1, null)),
                "seq-read", null);
        assertThat(advice).extracting(Advice::topic).containsExactly("bottleneck", "multipath", "zvm-disk");
        assertThat(topic(advice, "multipath").text()).isEqualTo("This host uses path_grouping_policy failover: only one"
                + " of its 4 paths carries I/O, which the model puts at 65.0 MB/s against 240.0 MB/s with all paths in"
                + " one group; use multibus.");
    }

    @Test
    void twoOfFourPathsInUseIsQuantified() {
        List<Advice> advice = advise(maxAvailable("fcp", null, new ModelLayout.Multipath("multibus", null, 2, null)),
                "seq-write", null);
        Advice a = topic(advice, "paths-in-use");
        assertThat(a.text()).isEqualTo("Only 2 of 4 paths carry I/O: the model gives 80.0 MB/s with them against"
                + " 125.0 MB/s with all; bring every path into one active group (multipath -ll) and raise queue_depth"
                + " if it caps the LUNs.");
        assertThat(a.evidence()).isEqualTo("the field report \"Ubuntu 15.04 - Multipath Problem\" (FlashSystem 820 with 4 FC paths):"
                + " \"Multipath-deamon only uses half of the FC (2 of 4)\" with the recommended multibus configuration.");
    }

    @Test
    void unequalLinkSpeedsAskForALoadAwareSelector() {
        List<Advice> advice = advise(ThroughputModelTest.ds8000("922", 4, null, 2, 4), "seq-read", null);
        Advice a = topic(advice, "path-selector");
        assertThat(a.text()).isEqualTo("Use path_selector \"service-time 0\" (or \"queue-length 0\") rather than"
                + " \"round-robin 0\": the paths run at different speeds (2, 4 Gbps), and a load-aware selector"
                + " balances that better.");
        assertThat(a.evidence()).isEqualTo("the HP white paper \"HP-UX 11i v3 Mass Storage I/O Performance Improvements\":"
                + " \"Least-command-load can have an advantage on workloads with a mixture of I/O sizes that are in"
                + " progress simultaneously, or in configurations with significant variations in path performance\";"
                + " its CPU cost is \"typically only significant in small I/O size workloads of 8K I/O size or less\".");
    }

    @Test
    void aMixedGuestOnARoundRobinHostIsToldTheSelectorAndItsCpuCost() {
        ModelLayout l = ThroughputModelTest.ds8000("922", 4, new ModelLayout.Multipath("multibus", "round-robin 0",
                null, null), 2, 2);
        ModelLayout mixed = new ModelLayout(l.guest(), "fcp", "mixed", l.disks(), l.paths(), l.multipath());
        Advice a = topic(advise(mixed, "random-read", null), "path-selector");
        assertThat(a.text()).isEqualTo("Use path_selector \"service-time 0\" (or \"queue-length 0\") rather than"
                + " \"round-robin 0\": a mixed workload has I/Os of several sizes in flight, and a load-aware selector"
                + " balances that better (this host uses round-robin 0). It costs some CPU at I/O sizes of 8 KiB or"
                + " less.");
    }

    @Test
    void equalPathsAndSequentialWorkNeedNoSelectorAdvice() {
        assertThat(advise(maxAvailable("fcp", "seq-write", null), "seq-write", null)).extracting(Advice::topic)
                .doesNotContain("path-selector", "queue-depth");
    }

    @Test
    void manyRandomReadersAreWarnedOffRoundRobin() {
        List<Advice> advice = advise(ThroughputModelTest.ds8000("922", 8, null, 2, 2), "random-read", null);
        assertThat(advice).extracting(Advice::topic)
                .containsExactly("bottleneck", "multipath", "multipath", "paths-in-use", "queue-depth", "zvm-disk");
        assertThat(advice.get(2).text()).isEqualTo("With 8 processes of random reads, multibus with round-robin has"
                + " measured below a single path: use a load-aware path selector (service-time or queue-length) and"
                + " measure both.");
        assertThat(advice.get(2).evidence()).endsWith("random read, multibus: \"For 8 to 64 processes, the"
                + " measurements degrade and stay 30% below single path and failover throughput rates.\"");
        assertThat(advice.get(4).text()).isEqualTo("Each LUN completes at most queue depth / service time I/Os per"
                + " second (Little's law): with queue_depth 32 that is 5,333 per LUN here. It does not limit this"
                + " layout (the rank does); keep queue_depth at 32 or more.");
    }

    @Test
    void aShallowQueueLimitsFlashLunsAndTheAdviceSaysSo() {
        List<Advice> advice = advise(ThroughputModelTest.ds8000("996", 2, new ModelLayout.Multipath(null, null, null, 8),
                16, 16), "random-read", null);
        assertThat(advice).extracting(Advice::topic)
                .containsExactly("bottleneck", "paths-in-use", "queue-depth", "zvm-disk");
        assertThat(advice.get(0).text()).isEqualTo("The disks themselves limit this layout to 218.5 MB/s: spread the"
                + " work over more LUNs (one per process) or, for random I/O, raise the queue depth.");
        assertThat(advice.get(1).text()).isEqualTo("After activation, check that multipath -ll lists both paths active"
                + " in one group: a host can silently use fewer.");
        assertThat(advice.get(2).text()).isEqualTo("Each LUN completes at most queue depth / service time I/Os per"
                + " second (Little's law): with queue_depth 8 that is 26,667 per LUN here. That limits this layout:"
                + " raise queue_depth (/sys/block/sdX/device/queue_depth) or spread the work over more LUNs.");
    }

    @Test
    void seed004sCeilingIsItsQueueDepthOverItsServiceTime() {
        // seed 004: qdepth 32, 4 LUNs, 0.6 ms per 4K random read -> the ~200K I/Os per second it was stuck at
        double ceiling = 4 * Calibration.defaults().queueDepth() / 0.0006;
        assertThat(Math.round(ceiling)).isEqualTo(213_333L);
        Advice a = topic(advise(ThroughputModelTest.ds8000("996", 2, null, 16, 16), "random-read", null), "queue-depth");
        assertThat(a.evidence()).isEqualTo("the field report \"Ubuntu 15.04 - Multipath Problem\" (FlashSystem 820 with 4 FC paths):"
                + " /proc/scsi/sg/devices shows \"qdepth 32\"; random I/O \"is limited at ~200K\" until \"I can set the"
                + " queue_depth higher (I was hitting the limit)\", then \"Random 4K IOPS ~390K, @0.6 ms\" (4 LUNs x 32 /"
                + " 0.6 ms = 213,333 I/Os per second: the ~200K ceiling).");
    }

    @Test
    void anEckdWriterIsPointedToLinuxOwnedFcpAndFourKilobyteDiagnoseBlocks() {
        List<Advice> advice = advise(maxAvailable("eckd", "seq-write", null), "seq-write", null);
        assertThat(advice).extracting(Advice::topic).containsExactly("bottleneck", "zvm-disk", "diagnose-250");
        assertThat(advice.get(1).text()).isEqualTo("For write-heavy work, Linux-owned FCP (access: fcp, the zFCP driver"
                + " on a dedicated FCP subchannel) is the best choice: it moved 1.54x (initial write) and 1.46x (rewrite)"
                + " the KB/s of dedicated ECKD at 0.952 and 0.915 of its total CPU per KB; this guest's dedicated ECKD is"
                + " the 1.00 baseline.");
        assertThat(advice.get(1).evidence()).isEqualTo(SEED_002 + ", tables \"IOzone Initial Write Results (scaled to"
                + " EDED)\" and \"IOzone Rewrite Results (scaled to EDED)\", row LNS0: \"For application workloads that"
                + " are predominantly write I/O, Linux-owned FCP subchannel is the best choice.\"");
        assertThat(advice.get(2).text()).isEqualTo("If this guest uses the Diagnose X'250' block driver, format its"
                + " minidisks with 4 KB blocks: over all phases D240 moved 0.739x dedicated ECKD against 0.535x at 2 KB"
                + " and 0.337x at 1 KB (MDC OFF); with MDC ON 1.03x against 0.752x and 0.432x.");
    }

    @Test
    void aMinidiskReaderLearnsWhatMinidiskCacheCostsOnAFirstRead() {
        Advice a = topic(advise(maxAvailable("minidisk", "seq-read", null), "seq-read", null), "zvm-disk");
        assertThat(a.text()).isEqualTo("For reads, Linux-owned FCP (access: fcp) is the best choice: its initial read"
                + " moved 1.64x the KB/s of dedicated ECKD at 0.852 of its total CPU per KB. Minidisk cache costs on a"
                + " first read: EMD1 (MDC ON) read at 0.539x with 1.34 total CPU per KB against EMD0 (MDC OFF) at 1.00x"
                + " and 0.998; it pays only when data is read again.");
    }

    @Test
    void aRereadingFcpGuestIsPointedToMinidiskCache() {
        Advice a = topic(advise(maxAvailable("fcp", "reread", null), "seq-read", null), "zvm-disk");
        assertThat(a.text()).isEqualTo("For re-read-heavy work, minidisk cache is worth its first-read cost: with MDC"
                + " ON, ECKD minidisks reread at 10.9x dedicated ECKD (EMD1, total CPU per KB 0.783), Diagnose X'250' at"
                + " 4 KB blocks at 11.0x (D241) and emulated FBA at 9.07x (FMD1), against 1.64x for Linux-owned FCP,"
                + " which MDC cannot serve; the first read pays for filling the cache (EMD1 initial read 0.539x at 1.34"
                + " total CPU per KB). For shared read-only data, minidisks with MDC ON beat this guest's FCP disks.");
    }

    @Test
    void aMixedMinidiskGuestGetsTheOverallTable() {
        Advice a = topic(advise(maxAvailable("minidisk", "mixed", null), "seq-write", null), "zvm-disk");
        assertThat(a.text()).isEqualTo("Consider Linux-owned FCP (access: fcp), the best overall choice: over all four"
                + " IOzone phases it moved 1.55x the KB/s of dedicated ECKD at 0.923 of its total CPU per KB; ECKD"
                + " minidisks moved 1.06x (MDC OFF) and 1.07x (MDC ON).");
        assertThat(a.evidence()).isEqualTo(SEED_002 + ", table \"IOzone Overall Results (scaled to EDED)\", row LNS0:"
                + " \"the native SCSI case (Linux-owned FCP subchannel) is the clear winner\".");
    }

    @Test
    void oneProcessOnARankIsToldToUseEveryDisk() {
        Advice a = topic(advise(maxAvailable("fcp", null, null), "seq-read", 1), "bottleneck");
        assertThat(a.text()).isEqualTo("The ranks limit this layout to 120.0 MB/s: run a process on each of the 8"
                + " disks, and spread the disks over more ranks (one volume from each rank, stripe order interleaved"
                + " over ranks).");
    }

    @Test
    void aChpidBoundLayoutIsToldToAddChpids() {
        Advice a = topic(advise(SeedScenarios.named("single CHPID").layout(), "seq-read", null), "bottleneck");
        assertThat(a.text()).isEqualTo("The CHPIDs limit this layout to 100.0 MB/s: add CHPIDs (or faster links)"
                + " before host adapters or ranks; more host adapters behind the same CHPIDs add nothing.");
    }

    @Test
    void everyPieceOfAdviceCitesASeed() {
        for (SeedScenarios.Scenario s : SeedScenarios.TABLE) {
            for (String access : new String[] {"fcp", "eckd", "minidisk"}) {
                for (String w : new String[] {"seq-read", "seq-write", "random-read", "random-write"}) {
                    ModelLayout l = s.layout();
                    ModelLayout layout = new ModelLayout(l.guest(), access, null, l.disks(), l.paths(), null);
                    assertThat(advise(layout, w, null)).allSatisfy(a ->
                            assertThat(a.evidence()).matches("(the IBM developerWorks LVM2/EVMS multipath study|the HP white paper|IBM's Linux on zSeries"
                                    + " performance presentation at SHARE|the field report|IBM's z/VM 5.2.0) .*"));
                }
            }
        }
    }

    @Test
    void anEckdGuestGetsNoMultipathAdvice() {
        assertThat(advise(maxAvailable("eckd", "mixed", null), "random-read", null)).extracting(Advice::topic)
                .containsExactly("bottleneck", "zvm-disk", "diagnose-250");
    }
}
