package io.zlayout.emit;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwn;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedDisk;
import io.zlayout.plan.PlannedPath;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EmittersTest {

    private static Plan withGuest(String name) {
        GuestPlan g = PlanFixtures.ds8000Mixed().guests().get(0);
        return new Plan(List.of(new GuestPlan(name, g.access(), g.workload(), g.stripeSize(), g.disks(), g.paths(),
                g.spread(), g.kept(), g.released())), List.of(), List.of());
    }

    private static PlannedDisk lun(PlannedDisk d, FcpLun lun) {
        return new PlannedDisk(d.volume(), d.placement(), d.device(), lun, d.wwid(), d.sizeBytes(), d.cylinders(),
                d.volser(), null, false, null);
    }

    @Test
    void samePlanBuiltTwiceGivesByteIdenticalFiles() {
        for (int i = 0; i < 2; i++) {
            List<EmittedFile> first = Emitters.emit(i == 0 ? PlanFixtures.essSample() : PlanFixtures.ds8000Mixed());
            List<EmittedFile> second = Emitters.emit(i == 0 ? PlanFixtures.essSample() : PlanFixtures.ds8000Mixed());
            assertThat(second).hasSameSizeAs(first);
            for (int f = 0; f < first.size(); f++) {
                assertThat(second.get(f).path()).isEqualTo(first.get(f).path());
                assertThat(second.get(f).executable()).isEqualTo(first.get(f).executable());
                assertThat(second.get(f).content().getBytes(StandardCharsets.UTF_8))
                        .isEqualTo(first.get(f).content().getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    @Test
    void filesAreSortedByPathAndOnlyScriptsAreExecutable() {
        List<EmittedFile> files = Emitters.emit(PlanFixtures.ds8000Mixed());

        assertThat(files).extracting(EmittedFile::path).isSorted();
        assertThat(files).filteredOn(EmittedFile::executable).extracting(EmittedFile::path).containsExactly(
                "guests/lnxeckd/linux/lvm-setup.sh", "guests/lnxfcp/linux/lvm-setup.sh",
                "guests/lnxmdsk/linux/lvm-setup.sh");
        assertThat(files).allSatisfy(f -> {
            assertThat(f.content()).doesNotContain("\r").endsWith("\n");
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"../EVIL", "A/B", "..", "", " ", "TOOLONGID", "LNX 1", "LNX.1", "C:X"})
    void guestNameThatIsNotAUserIdIsRefused(String name) {
        assertThatThrownBy(() -> Emitters.emit(withGuest(name)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("guest name '" + name + "' is not a z/VM user ID (1 to 8 of A-Z 0-9 @ # $ _ -)");
    }

    @Test
    void specialCharactersOfAUserIdNeverReachAPathUnescaped() {
        List<EmittedFile> files = Emitters.emit(withGuest("LNX@#$1"));

        assertThat(files).extracting(EmittedFile::path).filteredOn(p -> p.startsWith("guests/"))
                .allMatch(p -> p.startsWith("guests/lnx_40_23_241/"));
        assertThat(files).allSatisfy(f -> {
            EmittedFile.checkPath(f.path());
            assertThat(f.path().split("/")).doesNotContain("..", ".", "");
        });
        String script = files.stream().filter(f -> f.path().endsWith("lvm-setup.sh")).findFirst().orElseThrow()
                .content();
        assertThat(script).contains("\nGUEST='LNX@#$1'\nVG=vg_lnx_40_23_241\nLV=lv_lnx_40_23_241\n")
                .contains("PV1=\"${PV1:-/dev/mapper/lnx_40_23_241_1000}\"");
        assertThat(files.stream().filter(f -> f.path().endsWith("dirmaint.txt")).findFirst().orElseThrow().content())
                .contains("DIRM FOR LNX@#$1 DEDICATE B000 B000\n");
    }

    @Test
    void pathTokenEscapesEverythingButLettersDigitsUnderscoreAndDash() {
        assertThat(GuestLayout.token("../A/b c")).isEqualTo("_2e_2e_2fa_2fb_20c");
        assertThat(GuestLayout.token("LNX_1-A")).isEqualTo("lnx_1-a");
    }

    @Test
    void twoGuestsThatWouldShareAFolderAreRefused() {
        GuestPlan g = withGuest("A@").guests().get(0);
        GuestPlan h = withGuest("A_40").guests().get(0);

        assertThatThrownBy(() -> Emitters.emit(new Plan(List.of(g, h), List.of(), List.of())))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("guests A@ and A_40 would share the output folder guests/a_40");
    }

    @ParameterizedTest
    @ValueSource(strings = {"../x", "/etc/passwd", "a/../b", "a//b", "a/./b", "a\\b", "", "a/", "c:/x"})
    void unsafeOutputPathIsRefused(String path) {
        assertThatThrownBy(() -> new EmittedFile(path, "", false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not a safe relative path: '" + path + "'");
    }

    @Test
    void identifiersAreWrittenInTheirCanonicalFormsWhateverFormTheyWereGivenIn() {
        // the plan holds numbers: a short device number, an upper-case WWPN and an unpadded LUN are the same values
        GuestPlan g = PlanFixtures.ds8000Mixed().guests().get(0);
        PlannedPath p = g.paths().get(0);
        PlannedPath shortForms = new PlannedPath(p.chpid(), null, DeviceNumber.parse("b0"), p.ioPort(),
                Wwn.parse("50:05:07:63:09:00:08:A1"), p.speed());
        PlannedDisk shortLun = lun(g.disks().get(0), FcpLun.parse("0x40104000"));
        Plan plan = new Plan(List.of(new GuestPlan(g.guest(), g.access(), g.workload(), g.stripeSize(),
                List.of(shortLun), List.of(shortForms), g.spread(), g.kept(), g.released())), List.of(), List.of());

        String zfcp = Emitters.emit(plan).stream().filter(f -> f.path().equals("guests/lnxfcp/linux/etc/zfcp.conf"))
                .findFirst().orElseThrow().content();
        assertThat(zfcp).endsWith("\n0.0.00b0 0x50050763090008a1 0x0000000040104000\n");
    }

    @ParameterizedTest
    @ValueSource(strings = {"3k", "2k", "8m", "64q"})
    void stripeSizeLvmCannotUseIsRefused(String stripe) {
        GuestPlan g = PlanFixtures.ds8000Mixed().guests().get(0);
        Plan plan = new Plan(List.of(new GuestPlan(g.guest(), g.access(), g.workload(), stripe, g.disks(),
                g.paths(), g.spread(), g.kept(), g.released())), List.of(), List.of());

        assertThatThrownBy(() -> Emitters.emit(plan)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("guest LNXFCP: stripe size '" + stripe + "' is not a power of two from 4k to 4m");
    }

    @Test
    void unknownAccessIsRefused() {
        GuestPlan g = PlanFixtures.ds8000Mixed().guests().get(0);
        Plan plan = new Plan(List.of(new GuestPlan(g.guest(), "nfs", g.workload(), g.stripeSize(), g.disks(),
                g.paths(), g.spread(), g.kept(), g.released())), List.of(), List.of());

        assertThatThrownBy(() -> Emitters.emit(plan)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("guest LNXFCP: access must be fcp, eckd or minidisk, not 'nfs'");
    }

    @Test
    void emptyPlanWritesOnlyTheSiteFiles() {
        List<EmittedFile> files = Emitters.emit(new Plan(List.of(), List.of(), List.of()));

        assertThat(files).extracting(EmittedFile::path)
                .containsExactly("README.txt", "site/dirmaint.txt", "site/rollback.txt", "site/zvm-directory.txt");
    }
}
