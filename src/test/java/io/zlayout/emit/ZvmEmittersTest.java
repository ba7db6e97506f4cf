package io.zlayout.emit;

import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedDisk;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ZvmEmittersTest {

    private static GuestPlan minidiskGuest(String workload, List<PlannedDisk> disks) {
        GuestPlan g = PlanFixtures.ds8000Mixed().guests().get(2);
        return new GuestPlan(g.guest(), g.access(), workload, g.stripeSize(), disks, g.paths(), g.spread(),
                g.kept(), g.released());
    }

    private static String file(Plan plan, String path) {
        return Emitters.emit(plan).stream().filter(f -> f.path().equals(path)).findFirst().orElseThrow().content();
    }

    private static List<String> statements(String text) {
        return text.lines().filter(l -> !l.startsWith("*")).toList();
    }

    @Test
    void writeHeavyMinidisksAreFullPackFromVdev0200WithMdcOff() {
        String text = file(PlanFixtures.ds8000Mixed(), "guests/lnxmdsk/zvm/directory.txt");

        assertThat(statements(text)).containsExactly(
                "MDISK 0200 3390 0001 3338 ZL8002 MR", "MINIOPT NOMDC",
                "MDISK 0201 3390 0001 3338 ZL8103 MR", "MINIOPT NOMDC",
                "MDISK 0202 3390 0001 10016 ZL8202 MR", "MINIOPT NOMDC",
                "MDISK 0203 3390 0001 10016 ZL8303 MR", "MINIOPT NOMDC");
    }

    @Test
    void rereadWorkKeepsMinidiskCache() {
        GuestPlan g = minidiskGuest("reread", PlanFixtures.ds8000Mixed().guests().get(2).disks());
        Plan plan = new Plan(List.of(g), List.of(), List.of());

        assertThat(statements(file(plan, "guests/lnxmdsk/zvm/directory.txt")))
                .containsExactly("MDISK 0200 3390 0001 3338 ZL8002 MR", "MDISK 0201 3390 0001 3338 ZL8103 MR",
                        "MDISK 0202 3390 0001 10016 ZL8202 MR", "MDISK 0203 3390 0001 10016 ZL8303 MR");
        assertThat(file(plan, "guests/lnxmdsk/zvm/dirmaint.txt")).doesNotContain("MINIOPT");
    }

    @Test
    void minidiskWithoutVolserIsLeftAsACommentToFillIn() {
        List<PlannedDisk> disks = new ArrayList<>(PlanFixtures.ds8000Mixed().guests().get(2).disks());
        PlannedDisk d = disks.get(1);
        disks.set(1, new PlannedDisk(d.volume(), d.placement(), d.device(), d.lun(), d.wwid(), d.sizeBytes(),
                d.cylinders(), null, null, false, null));
        Plan plan = new Plan(List.of(minidiskGuest("seq-write", disks)), List.of(), List.of());

        String directory = file(plan, "guests/lnxmdsk/zvm/directory.txt");
        assertThat(directory).contains("* 0201: volume 8103 has no volser in the inputs; fill it in and remove\n"
                + "* the '*':\n*MDISK 0201 3390 0001 3338 ?????? MR\n*MINIOPT NOMDC\n");
        assertThat(statements(directory)).doesNotContain("MDISK 0201 3390 0001 3338 ?????? MR");
        assertThat(file(plan, "guests/lnxmdsk/zvm/dirmaint.txt"))
                .contains("* 0201: volume 8103 has no volser\n")
                .doesNotContain("AMDISK 0201");
    }

    @Test
    void keptDedicatedVolumeIsShownButNotAddedAgain() {
        String directory = file(PlanFixtures.ds8000Mixed(), "guests/lnxeckd/zvm/directory.txt");
        String dirmaint = file(PlanFixtures.ds8000Mixed(), "guests/lnxeckd/zvm/dirmaint.txt");

        assertThat(statements(directory)).containsExactly("DEDICATE 8101 8101", "DEDICATE 8200 8200",
                "DEDICATE 8301 8301");
        assertThat(directory).contains("* kept: volume 8000 at 0300 (the entry has it today; no statement)\n")
                .contains("* boot: IPL device 0201 (volume 7000) stays as it is.\n");
        assertThat(statements(dirmaint)).containsExactly("DIRM FOR LNXECKD DEDICATE 8101 8101",
                "DIRM FOR LNXECKD DEDICATE 8200 8200", "DIRM FOR LNXECKD DEDICATE 8301 8301");
        assertThat(dirmaint).contains("* kept: volume 8000 at 0300 (no command)\n");
    }

    @Test
    void releasesAreSeparateCommentedProposals() {
        String release = file(PlanFixtures.ds8000Mixed(), "guests/lnxeckd/zvm/release.txt");
        String site = file(PlanFixtures.ds8000Mixed(), "site/release.txt");

        // nothing in it is a command until a person removes the '*'
        assertThat(statements(release)).isEmpty();
        assertThat(release).contains("* volume 8004 at 0301, today: DEDICATE 0301 8004\n"
                + "*DIRM FOR LNXECKD DEDICATE 0301 DELETE\n");
        assertThat(site).contains("*DIRM FOR LNXECKD DEDICATE 0301 DELETE\n");
        // and the change itself releases nothing
        assertThat(file(PlanFixtures.ds8000Mixed(), "guests/lnxeckd/zvm/dirmaint.txt")).doesNotContain("0301");
        assertThat(Emitters.emit(PlanFixtures.essSample())).extracting(EmittedFile::path)
                .noneMatch(p -> p.endsWith("release.txt"));
    }

    @Test
    void rollbackTakesOutWhatThePlanAddsAndCanPutBackWhatTheReleasesRemove() {
        String rollback = file(PlanFixtures.ds8000Mixed(), "guests/lnxeckd/zvm/rollback.txt");

        assertThat(statements(rollback)).containsExactly("DIRM FOR LNXECKD DEDICATE 8101 DELETE",
                "DIRM FOR LNXECKD DEDICATE 8200 DELETE", "DIRM FOR LNXECKD DEDICATE 8301 DELETE");
        assertThat(rollback).contains("*DIRM FOR LNXECKD DEDICATE 0301 8004\n").doesNotContain("0300")
                .doesNotContain("0201");
        assertThat(statements(file(PlanFixtures.ds8000Mixed(), "guests/lnxmdsk/zvm/rollback.txt")))
                .containsExactly("DIRM FOR LNXMDSK DMDISK 0200 NOCLEAN", "DIRM FOR LNXMDSK DMDISK 0201 NOCLEAN",
                        "DIRM FOR LNXMDSK DMDISK 0202 NOCLEAN", "DIRM FOR LNXMDSK DMDISK 0203 NOCLEAN");
    }

    @Test
    void fcpGuestDedicatesOneFcpDevicePerPath() {
        assertThat(statements(file(PlanFixtures.essSample(), "guests/guest2/zvm/directory.txt")))
                .containsExactly("DEDICATE C101 C101", "DEDICATE C201 C201", "DEDICATE C301 C301",
                        "DEDICATE C401 C401");
        assertThat(statements(file(PlanFixtures.essSample(), "guests/guest2/zvm/dirmaint.txt")))
                .containsExactly("DIRM FOR GUEST2 DEDICATE C101 C101", "DIRM FOR GUEST2 DEDICATE C201 C201",
                        "DIRM FOR GUEST2 DEDICATE C301 C301", "DIRM FOR GUEST2 DEDICATE C401 C401");
    }

    @Test
    void siteFilesGatherEveryGuestsStatementsInPlanOrder() {
        Plan plan = PlanFixtures.ds8000Mixed();
        List<String> expected = new ArrayList<>();
        List<String> expectedCommands = new ArrayList<>();
        for (String g : List.of("lnxfcp", "lnxeckd", "lnxmdsk")) {
            expected.addAll(statements(file(plan, "guests/" + g + "/zvm/directory.txt")));
            expectedCommands.addAll(statements(file(plan, "guests/" + g + "/zvm/dirmaint.txt")));
        }

        assertThat(statements(file(plan, "site/zvm-directory.txt"))).containsExactlyElementsOf(expected);
        assertThat(statements(file(plan, "site/dirmaint.txt"))).containsExactlyElementsOf(expectedCommands);
    }

    @Test
    void everyDirectoryLineFitsColumns1To71() {
        for (Plan plan : List.of(PlanFixtures.essSample(), PlanFixtures.ds8000Mixed())) {
            for (EmittedFile f : Emitters.emit(plan)) {
                if (f.path().contains("zvm/") || f.path().startsWith("site/")) {
                    assertThat(f.content().lines()).as(f.path()).allMatch(l -> l.length() <= 71);
                }
            }
        }
    }
}
