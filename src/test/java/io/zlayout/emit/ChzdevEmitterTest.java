package io.zlayout.emit;

import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedPath;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ChzdevEmitterTest {

    private static String file(Plan plan, String path) {
        return Emitters.emit(plan).stream().filter(f -> f.path().equals(path)).findFirst().orElseThrow().content();
    }

    @Test
    void everyEmittedImportFileFollowsTheChzdevFormat() {
        for (Plan plan : List.of(PlanFixtures.essSample(), PlanFixtures.ds8000Mixed())) {
            for (EmittedFile f : Emitters.emit(plan)) {
                if (f.path().endsWith("/" + ChzdevEmitter.FILE)) {
                    assertThat(ChzdevImport.parse(f.content())).as(f.path()).isNotEmpty();
                }
            }
        }
    }

    @Test
    void fcpGuestGetsEveryHostOnlineAndALunSectionPerPathAndLun() {
        List<ChzdevImport.Section> sections = ChzdevImport.parse(
                file(PlanFixtures.essSample(), "guests/guest1/linux/chzdev.conf"));

        List<String> expected = new ArrayList<>();
        for (String host : List.of("c100", "c200", "c300", "c400")) {
            expected.add("persistent zfcp-host 0.0." + host + " {online=1}");
        }
        String[] wwpn = {"0x5005076300c09a41", "0x5005076300c49a41", "0x5005076300c89a41", "0x5005076300cc9a41"};
        String[] host = {"c100", "c200", "c300", "c400"};
        for (int p = 0; p < 4; p++) {
            for (String lun : List.of("0x5000000000000000", "0x5400000000000000", "0x5800000000000000",
                    "0x5c00000000000000")) {
                expected.add("persistent zfcp-lun 0.0." + host[p] + ":" + wwpn[p] + ":" + lun + " {}");
            }
        }
        assertThat(sections.stream().map(s -> s.scope() + " " + s.type() + " " + s.id() + " " + s.settings()))
                .containsExactlyElementsOf(expected);
    }

    @Test
    void minidiskGuestGetsItsVirtualDevicesOnline() {
        List<ChzdevImport.Section> sections = ChzdevImport.parse(
                file(PlanFixtures.ds8000Mixed(), "guests/lnxmdsk/linux/chzdev.conf"));

        assertThat(sections).containsExactly(
                new ChzdevImport.Section("persistent", "dasd-eckd", "0.0.0200", Map.of("online", "1")),
                new ChzdevImport.Section("persistent", "dasd-eckd", "0.0.0201", Map.of("online", "1")),
                new ChzdevImport.Section("persistent", "dasd-eckd", "0.0.0202", Map.of("online", "1")),
                new ChzdevImport.Section("persistent", "dasd-eckd", "0.0.0203", Map.of("online", "1")));
    }

    @Test
    void pathWithoutTargetWwpnKeepsItsHostButNoLunSections() {
        GuestPlan g = PlanFixtures.ds8000Mixed().guests().get(0);
        List<PlannedPath> paths = new ArrayList<>(g.paths());
        PlannedPath p = paths.get(1);
        paths.set(1, new PlannedPath(p.chpid(), p.fcpDevice(), p.device(), p.ioPort(), null, p.speed()));
        GuestPlan changed = new GuestPlan(g.guest(), g.access(), g.workload(), g.stripeSize(), g.disks(), paths,
                g.spread(), g.kept(), g.released());
        Plan plan = new Plan(List.of(changed), List.of(), List.of());

        String text = file(plan, "guests/lnxfcp/linux/chzdev.conf");
        List<ChzdevImport.Section> sections = ChzdevImport.parse(text);

        assertThat(text).contains("# FCP device 0.0.b100 (0.B1): target WWPN unknown, its zfcp-lun sections are left out.\n");
        assertThat(sections.stream().filter(s -> s.type().equals("zfcp-host")).map(ChzdevImport.Section::id))
                .containsExactly("0.0.b000", "0.0.b100", "0.0.b200", "0.0.b300");
        assertThat(sections.stream().filter(s -> s.type().equals("zfcp-lun")).map(ChzdevImport.Section::id))
                .hasSize(12).noneMatch(id -> id.startsWith("0.0.b100:"));
        assertThat(file(plan, "guests/lnxfcp/linux/etc/zfcp.conf"))
                .contains("# 0.B1: target WWPN unknown in the plan, left out.\n")
                .doesNotContain("0.0.b100 ");
    }

    @Test
    void readerRefusesWhatChzdevRefuses() {
        assertThatThrownBy(() -> ChzdevImport.parse("[persistent zfcp-lun 0.0.fc00:0x5005:0x4010400000000000]\n"))
                .hasMessageStartingWith("line 1: expected a zfcp-lun ID");
        assertThatThrownBy(() -> ChzdevImport.parse("[persistent zfcp-host 0.0.FC00]\nonline=1\n"))
                .hasMessageStartingWith("line 1: expected a zfcp-host ID");
        assertThatThrownBy(() -> ChzdevImport.parse("[persistent dasd-eckd 0.0.5000]\nonlin=1\n"))
                .hasMessage("line 2: expected an attribute of dasd-eckd, found 'onlin'");
        assertThatThrownBy(() -> ChzdevImport.parse("[persistent dasd-eckd 0.0.5000]\n# late\n"))
                .hasMessage("line 2: expected a comment only before the first section, found '# late'");
        assertThatThrownBy(() -> ChzdevImport.parse("[persistent dasd-eckd 0.0.5000]\n[persistent dasd-eckd 0.0.5000]\n"))
                .hasMessage("line 2: expected each section once, found '[persistent dasd-eckd 0.0.5000]'");
    }
}
