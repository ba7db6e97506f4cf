package io.zlayout.report.site;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.plan.Balance;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Severity;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class SiteReportTest {

    final SiteReport planned = SiteReport.of(ReportSamples.input(true));
    final SiteReport current = SiteReport.of(ReportSamples.input(false));

    @Test
    void everyVolumeIsListedOnceByImageAndId() {
        assertThat(planned.volumes()).hasSize(24);
        assertThat(planned.volumes().get(0)).isEqualTo(VolumeRow.of(new VolumeRef(ReportSamples.IMAGE, VolumeId.parse("0000"))).kind("CKD")
                .dataType("3390-9").lss("00").server(0).pool("P0").ranks("R0").daPairs("0")
                .capacityGib(10017 * 15L * 56_664L / (double) (1L << 30)).cylinders(10017).volser("ZL0000")
                .device("5000").guests("LNX1").access("dedicate").vdevs("0200").planned("LNX1").build());
        assertThat(planned.volumes().get(0).lun()).isNull();
        assertThat(planned.volumes().get(16)).isEqualTo(VolumeRow.of(new VolumeRef(ReportSamples.IMAGE, VolumeId.parse("1000"))).kind("FB")
                .dataType("FB 512").lss("10").server(0).pool("P0").ranks("R2").daPairs("1").capacityGib(50.0)
                .planned("LNX2").build());
        assertThat(planned.volumes().get(16).lun()).isEqualTo("0x4010400000000000");
    }

    @Test
    void thePathMatrixCountsControlUnitPathsPerChpidAdapterAndLcu() {
        PathMatrix m = planned.paths();

        assertThat(m.headers()).containsExactly("LSS 00", "LSS 01");
        assertThat(m.rows()).extracting(r -> r.chpid() + " " + r.hostAdapter() + " " + List.of(r.counts()[0], r.counts()[1])
                        + " fcp=" + r.fcpDevices())
                .containsExactly("0.50 00.0 [1, 1] fcp=0", "0.51 01.0 [1, 0] fcp=0", "0.C0 00.0 [0, 0] fcp=4",
                        "0.C1 02.3 [0, 0] fcp=4");
    }

    @Test
    void balanceNowCountsGuestDisksPerComponent() {
        assertThat(planned.balanceNow()).containsExactly(
                new Balance("rank", 4, 0, 2, 4, 5),
                new Balance("pool", 4, 1, 3, 2, 5),
                new Balance("lss", 4, 0, 2, 4, 5),
                new Balance("server", 4, 1, 3, 2, 5),
                new Balance("da-pair", 4, 1, 3, 2, 5),
                new Balance("chpid", 5, 0, 3, 4, 9),
                new Balance("host-adapter", 5, 0, 3, 3, 9));
    }

    @Test
    void guestsShowTodayAndThePlanWithTheirMoves() {
        assertThat(planned.guests()).containsExactly(
                GuestRow.of("LNX1").access("eckd").workload("seq-read").disks(4).ranks(1).lss(1).servers(1).paths(3)
                        .fcpDevices(1).plannedDisks(4).plannedRanks(4).plannedLss(2).plannedServers(2).plannedPaths(2)
                        .kept(0).added(3).released(3).build(),
                GuestRow.of("LNX2").access("fcp").workload("seq-write").plannedDisks(2).plannedRanks(2)
                        .plannedLss(2).plannedServers(2).plannedPaths(2).kept(0).added(2).released(0).build(),
                GuestRow.of(ReportSamples.HOSTILE_GUEST).access("dedicate").disks(1).ranks(1).lss(1).servers(1)
                        .paths(1).build());
        assertThat(planned.guests().get(0).moves()).isEqualTo(6);
        assertThat(current.guests().get(0)).isEqualTo(GuestRow.of("LNX1").access("dedicate, fcp").disks(4).ranks(1)
                .lss(1).servers(1).paths(3).fcpDevices(1).build());
    }

    @Test
    void withoutAPlanThePlanLinesAreTheCurrentLayouts() {
        assertThat(current.planItems()).extracting(p -> p.guest() + " " + p.layout() + " " + p.kind() + " " + p.order()
                        + " " + p.item() + " " + p.device())
                .containsExactly(
                        "LNX1 current disk 1 0000 5000", "LNX1 current disk 2 0001 5001",
                        "LNX1 current disk 3 0002 5002", "LNX1 current disk 4 0003 5003",
                        "LNX1 current path 1 0.C0 F000", "LNX1 current path 2 0.50 null",
                        "LNX1 current path 3 0.51 null",
                        ReportSamples.HOSTILE_GUEST + " current disk 1 0107 5107",
                        ReportSamples.HOSTILE_GUEST + " current path 1 0.50 null");
    }

    @Test
    void findingsPointAtTheRowOrColumnThatListsTheirElement() {
        Finding onCu = finding("cu:5100");
        Finding onGuest = finding("guest:LNX1");
        Finding onVolume = finding("volume:" + ReportSamples.IMAGE + "/1001");
        Finding onPort = finding("ioport:" + ReportSamples.IMAGE + "/I0230");
        Finding onNothing = finding("storage:" + ReportSamples.IMAGE);

        assertThat(planned.target(onCu)).contains(new SiteReport.Target(SiteReport.Table.PATHS, -1, 1));
        assertThat(planned.target(onGuest)).contains(new SiteReport.Target(SiteReport.Table.GUESTS, 0, -1));
        assertThat(planned.target(onVolume)).contains(new SiteReport.Target(SiteReport.Table.VOLUMES, 17, -1));
        assertThat(planned.target(onPort)).contains(new SiteReport.Target(SiteReport.Table.PATHS, 3, -1));
        assertThat(planned.target(onNothing)).isEmpty();
    }

    @Test
    void aFindingOnAVolumeMarksItsRankInThePicture() {
        ReportInput in = ReportSamples.input(false);
        ReportInput withFinding = new ReportInput(in.siteName(), in.toolVersion(), in.site(),
                List.of(finding("volume:" + ReportSamples.IMAGE + "/1001")), null, null, Map.of(), null);
        SiteReport r = SiteReport.of(withFinding);

        assertThat(r.topology().get(0).ranks()).extracting(Topology.Node::label, Topology.Node::severity)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("R0", null),
                        org.assertj.core.groups.Tuple.tuple("R1", null),
                        org.assertj.core.groups.Tuple.tuple("R2", Severity.WARNING),
                        org.assertj.core.groups.Tuple.tuple("R3", null));
    }

    private static Finding finding(String element) {
        return new Finding("test-rule", Severity.WARNING, "about " + element, List.of(element), null, "fix it");
    }
}
