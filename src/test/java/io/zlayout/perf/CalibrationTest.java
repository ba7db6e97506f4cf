package io.zlayout.perf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CalibrationTest {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    static JsonNode yaml(String text) {
        try {
            return YAML.readTree(text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    // ---- the shipped table -----------------------------------------------------------------------------

    @Test
    void shippedTableHasTheSharePresentationsHostAdapterFiguresForTheF20() {
        Calibration.Profile f20 = Calibration.defaults().profile("ess-f20");
        assertThat(f20.entry(ComponentKind.HOST_ADAPTER).values())
                .containsEntry("seq-read", 65.0).containsEntry("seq-write", 40.0);
        assertThat(f20.entry(ComponentKind.HOST_ADAPTER_INTERCONNECT).values())
                .containsEntry("seq-read", 240.0).containsEntry("seq-write", 125.0);
        assertThat(f20.linkGbps()).isEqualTo(1.0);
        assertThat(f20.entry(ComponentKind.HOST_ADAPTER).source()).startsWith("SHARE presentation:");
        assertThat(Calibration.defaults().link(1).mbps()).isEqualTo(100.0);
    }

    @Test
    void everyShippedFigureNamesAPublicationOrSaysEstimate() {
        Calibration c = Calibration.defaults();
        List<String> sources = new ArrayList<>();
        sources.add(c.queueDepthSource());
        sources.add(c.switchEntry().source());
        c.links().forEach(l -> sources.add(l.source()));
        for (Calibration.Profile p : c.profiles().values()) {
            sources.add(p.linkSource());
            sources.add(p.serviceSource());
            for (ComponentKind k : ComponentKind.STORAGE) {
                assertThat(p.entry(k)).as("%s %s", p.id(), k).isNotNull();
                sources.add(p.entry(k).source());
            }
        }
        assertThat(sources).allSatisfy(s -> assertThat(Calibration.PUBLICATIONS.stream()
                .anyMatch(s.toLowerCase(Locale.ROOT)::contains) || s.contains("estimate")).as(s).isTrue());
    }

    @Test
    void shippedProfilesCoverEveryGenerationTheBriefNames() {
        assertThat(Calibration.defaults().profiles().keySet())
                .containsExactly("ess-f20", "ess-800", "ds8100", "ds8300", "ds8700", "ds8800", "ds8900", "ds6000");
    }

    @Test
    void machinesSelectProfilesByTypeAndModel() {
        Calibration c = Calibration.defaults();
        assertThat(c.profileFor("2105", "F20").id()).isEqualTo("ess-f20");
        assertThat(c.profileFor("2105", "800").id()).isEqualTo("ess-800");
        assertThat(c.profileFor("2105", null).id()).isEqualTo("ess-f20");
        assertThat(c.profileFor("2107", "922").id()).isEqualTo("ds8300");
        assertThat(c.profileFor("2107", "951").id()).isEqualTo("ds8800");
        assertThat(c.profileFor("2107", "996").id()).isEqualTo("ds8900");
        assertThat(c.profileFor("2107", "XYZ").id()).isEqualTo("ds8300");
        assertThat(c.profileFor("1750", "511").id()).isEqualTo("ds6000");
        assertThat(c.profileFor("9999", null)).isNull();
        assertThat(c.defaultProfile().id()).isEqualTo("ds8300");
    }

    @Test
    void aDisksRandomRateIsQueueDepthOverServiceTime() {
        Calibration c = Calibration.defaults();
        Calibration.Profile f20 = c.profile("ess-f20");
        assertThat(c.storage(f20, ComponentKind.DISK, "random-read-iops", 32)).isEqualTo(32 * 1000.0 / 7);
        assertThat(c.storage(f20, ComponentKind.DISK, "random-write-iops", 64)).isEqualTo(64 * 1000.0 / 1);
        assertThat(c.storage(f20, ComponentKind.DISK, "seq-read", 32)).isNull();
    }

    @Test
    void aLinkSpeedNotInTheTableGets100MBpsPerGbps() {
        Calibration.Link l = Calibration.defaults().link(10);
        assertThat(l.mbps()).isEqualTo(1000.0);
        assertThat(l.iops()).isEqualTo(50000.0);
    }

    // ---- overrides --------------------------------------------------------------------------------------

    @Test
    void noOverridesGiveTheShippedTable() throws Exception {
        assertThat(Calibration.load(null)).isSameAs(Calibration.defaults());
        assertThat(Calibration.load(yaml("{}"))).isSameAs(Calibration.defaults());
    }

    @Test
    void aKindOverrideAppliesToEveryProfile() throws Exception {
        Calibration c = Calibration.load(yaml("host-adapter: {seq-read: 80}\nrank: {random-write-iops: null}"));
        for (Calibration.Profile p : c.profiles().values()) {
            assertThat(p.entry(ComponentKind.HOST_ADAPTER).values()).containsEntry("seq-read", 80.0);
            assertThat(p.entry(ComponentKind.RANK).values()).containsEntry("random-write-iops", null);
        }
        assertThat(c.profile("ess-f20").entry(ComponentKind.HOST_ADAPTER).values()).containsEntry("seq-write", 40.0);
    }

    @Test
    void profileElementChpidAndQueueDepthOverridesAreKept() throws Exception {
        Calibration c = Calibration.load(yaml("""
                queue-depth: 64
                link-gbps: 2
                chpid: {seq-read: 95, seq-write: 90}
                switch: {seq-read: 1000}
                profiles:
                  ds8300: {rank: {random-read-iops: 1800}, link-gbps: 4, service-time-ms: {random-read: 5}}
                elements:
                  "hostadapter:IBM.2107-75AB121/01.3": {seq-read: 300}
                """));
        assertThat(c.queueDepth()).isEqualTo(64);
        assertThat(c.linkGbpsOverride()).isEqualTo(2.0);
        assertThat(c.chpidOverride()).isEqualTo(Map.of("seq-read", 95.0, "seq-write", 90.0));
        assertThat(c.switchEntry().values()).containsEntry("seq-read", 1000.0).containsEntry("seq-write", null);
        Calibration.Profile p = c.profile("ds8300");
        assertThat(p.entry(ComponentKind.RANK).values()).containsEntry("random-read-iops", 1800.0);
        assertThat(p.linkGbps()).isEqualTo(4.0);
        assertThat(p.readServiceMs()).isEqualTo(5.0);
        assertThat(p.writeServiceMs()).isEqualTo(0.5);
        assertThat(c.elementOverrides()).containsOnlyKeys("hostadapter:IBM.2107-75AB121/01.3");
    }

    @Test
    void capacitiesThatAreNotAMappingAreAClearError() {
        assertThatThrownBy(() -> Calibration.load(yaml("fast"))).isInstanceOf(CalibrationException.class)
                .hasMessage("capacities: expected a mapping of component kinds (e.g. host-adapter: {seq-read: 80}),"
                        + " found 'fast'");
    }

    @Test
    void anUnknownKindListsTheKnownOnes() {
        assertThatThrownBy(() -> Calibration.load(yaml("host-adaptor: {seq-read: 80}")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities: expected one of the keys chpid, device-adapter, disk, elements, host-adapter,"
                        + " host-adapter-interconnect, link-gbps, profiles, queue-depth, rank, server, subchannel, switch"
                        + " (zlayout.yaml capacities), found unknown key 'host-adaptor'");
    }

    @Test
    void aValueThatIsNotANumberNamesItsKeyPath() {
        assertThatThrownBy(() -> Calibration.load(yaml("host-adapter: {seq-read: 80MB/s}")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.host-adapter.seq-read: expected a number >= 0 (MB/s) or null for no limit,"
                        + " found '80MB/s'");
    }

    @Test
    void aNegativeRateIsRefused() {
        assertThatThrownBy(() -> Calibration.load(yaml("rank: {random-read-iops: -5}")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.rank.random-read-iops: expected a number >= 0 (I/Os per second) or null for"
                        + " no limit, found -5");
    }

    @Test
    void anUnknownValueKeyListsTheKnownOnes() {
        assertThatThrownBy(() -> Calibration.load(yaml("rank: {seq-reads: 100}")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.rank: expected one of the keys random-read-iops, random-write-iops, seq-read,"
                        + " seq-write (capacities: MB/s or I/Os per second), found unknown key 'seq-reads'");
    }

    @Test
    void aKindWithoutAMappingIsRefused() {
        assertThatThrownBy(() -> Calibration.load(yaml("chpid: 100")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.chpid: expected a mapping of seq-read, seq-write, random-read-iops,"
                        + " random-write-iops (e.g. {seq-read: 80}), found 100");
    }

    @Test
    void aChpidAlwaysHasALimit() {
        assertThatThrownBy(() -> Calibration.load(yaml("chpid: {seq-read: null}")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.chpid.seq-read: expected a number >= 0 (MB/s); a CHPID always has a limit,"
                        + " found null");
        assertThatThrownBy(() -> Calibration.load(yaml("elements: {\"chpid:0.C1\": {seq-write: null}}")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.elements.chpid:0.C1.seq-write: expected a number >= 0 (MB/s); a CHPID always"
                        + " has a limit, found null");
    }

    @Test
    void anUnknownProfileListsTheProfiles() {
        assertThatThrownBy(() -> Calibration.load(yaml("profiles: {ds8950: {rank: {seq-read: 1}}}")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.profiles: expected one of the profiles ess-f20, ess-800, ds8100, ds8300,"
                        + " ds8700, ds8800, ds8900, ds6000, found unknown profile 'ds8950'");
    }

    @Test
    void aProfileOverrideMayNotNameFabricKinds() {
        assertThatThrownBy(() -> Calibration.load(yaml("profiles: {ds8300: {chpid: {seq-read: 1}}}")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.profiles.ds8300: expected one of the keys device-adapter, disk, host-adapter,"
                        + " host-adapter-interconnect, link-gbps, rank, server, service-time-ms, subchannel (a profile override),"
                        + " found unknown key 'chpid'");
    }

    @Test
    void aServiceTimeMustBePositive() {
        assertThatThrownBy(() -> Calibration.load(yaml("profiles: {ds8300: {service-time-ms: {random-read: 0}}}")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.profiles.ds8300.service-time-ms.random-read: expected a number > 0, found 0");
    }

    @Test
    void anElementMustBeNamedByAnIdentity() {
        assertThatThrownBy(() -> Calibration.load(yaml("elements: {\"01.3\": {seq-read: 1}}")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.elements: expected an element identity (chpid:..., dapair:..., hostadapter:...,"
                        + " lss:..., pool:..., rank:..., server:..., storage:..., switch:..., volume:...), found '01.3'");
    }

    @Test
    void aQueueDepthMustBeAWholeNumber() {
        assertThatThrownBy(() -> Calibration.load(yaml("queue-depth: 1.5")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.queue-depth: expected a whole number from 1 to 65536, found 1.5");
        assertThatThrownBy(() -> Calibration.load(yaml("queue-depth: 0")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.queue-depth: expected a whole number from 1 to 65536, found 0");
    }

    @Test
    void aLinkSpeedMustBePositive() {
        assertThatThrownBy(() -> Calibration.load(yaml("link-gbps: fast")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.link-gbps: expected a number > 0, found 'fast'");
    }

    @Test
    void anInfiniteValueIsRefused() {
        assertThatThrownBy(() -> Calibration.load(yaml("rank: {seq-read: 1e999}")))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("capacities.rank.seq-read: expected a number >= 0 (MB/s) or null for no limit, found Infinity");
    }

    // ---- the shipped form's own validation --------------------------------------------------------------

    static String shipped() throws Exception {
        try (var in = Calibration.class.getResourceAsStream("calibration.yaml")) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    @Test
    void aTableEntryWithoutASourceIsRefused() throws Exception {
        String broken = shipped().replace("      source: \"estimate: one SSA loop of 160 MB/s per DA pair in use"
                + " (the SHARE presentation: only A-loops contain disks)\"\n", "");
        assertThatThrownBy(() -> Calibration.parse(yaml(broken), "calibration.yaml"))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("calibration.yaml.profiles.ess-f20.device-adapter.source: expected the source of the"
                        + " figures (a publication or \"estimate\"), found nothing");
    }

    @Test
    void aTableSourceThatNamesNeitherAPublicationNorAnEstimateIsRefused() throws Exception {
        String broken = shipped().replace("source: \"estimate: 2 Gb FC host adapter\"", "source: \"vendor says so\"");
        assertThatThrownBy(() -> Calibration.parse(yaml(broken), "calibration.yaml"))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("calibration.yaml.profiles.ds6000.host-adapter.source: expected a publication named or the word"
                        + " \"estimate\", found 'vendor says so'");
    }

    @Test
    void aTableMachineNamingAnUnknownProfileIsRefused() throws Exception {
        String broken = shipped().replace("\"1750-522\": ds6000", "\"1750-522\": ds6800");
        assertThatThrownBy(() -> Calibration.parse(yaml(broken), "calibration.yaml"))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("calibration.yaml.machines.1750-522: expected one of the profiles ess-f20, ess-800, ds8100,"
                        + " ds8300, ds8700, ds8800, ds8900, ds6000, found 'ds6800'");
    }

    @Test
    void aTableGivingDiskRandomRatesIsRefused() throws Exception {
        String broken = shipped().replaceFirst("(?m)^(    disk:\\n      seq-read: null\\n)",
                "$1      random-read-iops: 5\n");
        assertThatThrownBy(() -> Calibration.parse(yaml(broken), "calibration.yaml"))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("calibration.yaml.profiles.ess-f20.disk: expected no random rates (they follow from"
                        + " queue-depth and service-time-ms), found random-read-iops or random-write-iops");
    }

    @Test
    void aTableWithLinkSpeedsOutOfOrderIsRefused() throws Exception {
        String broken = shipped().replace("  - gbps: 4\n", "  - gbps: 1.5\n");
        assertThatThrownBy(() -> Calibration.parse(yaml(broken), "calibration.yaml"))
                .isInstanceOf(CalibrationException.class)
                .hasMessage("calibration.yaml.links[2].gbps: expected speeds in ascending order (above 2), found 1.5");
    }
}
