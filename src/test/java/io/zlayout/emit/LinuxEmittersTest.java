package io.zlayout.emit;

import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.model.id.Wwid;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedDisk;
import io.zlayout.testing.Placements;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LinuxEmittersTest {

    private static String file(Plan plan, String path) {
        return Emitters.emit(plan).stream().filter(f -> f.path().equals(path)).findFirst().orElseThrow().content();
    }

    private static List<String> data(String text) {
        return text.lines().filter(l -> !l.startsWith("#")).toList();
    }

    @Test
    void zfcpConfHasOneLinePerPathAndLun() {
        List<String> lines = data(file(PlanFixtures.essSample(), "guests/guest3/linux/etc/zfcp.conf"));

        assertThat(lines).hasSize(16);
        assertThat(lines.subList(0, 4)).containsExactly(
                "0.0.c102 0x5005076300c09a41 0x5002000000000000",
                "0.0.c102 0x5005076300c09a41 0x5402000000000000",
                "0.0.c102 0x5005076300c09a41 0x5802000000000000",
                "0.0.c102 0x5005076300c09a41 0x5c02000000000000");
    }

    @Test
    void dasdConfListsTheMinidiskVirtualDevicesInStripeOrder() {
        assertThat(data(file(PlanFixtures.ds8000Mixed(), "guests/lnxmdsk/linux/etc/dasd.conf")))
                .containsExactly("0.0.0200", "0.0.0201", "0.0.0202", "0.0.0203");
    }

    @Test
    void volumeGroupTakesThePhysicalVolumesInPlanOrder() {
        String script = file(PlanFixtures.essSample(), "guests/guest2/linux/lvm-setup.sh");

        assertThat(script).startsWith("#!/bin/bash\n").contains("\nset -euo pipefail\n")
                .contains("PV1=\"${PV1:-/dev/mapper/guest2_1001}\"\nPV2=\"${PV2:-/dev/mapper/guest2_1401}\"\n"
                        + "PV3=\"${PV3:-/dev/mapper/guest2_1801}\"\nPV4=\"${PV4:-/dev/mapper/guest2_1c01}\"\n")
                .contains("\nPV=(\"$PV1\" \"$PV2\" \"$PV3\" \"$PV4\")\nDISK=(\"$PV1\" \"$PV2\" \"$PV3\" \"$PV4\")\n"
                        + "NEW=(yes yes yes yes)\n")
                .contains("\nrun vgcreate $LVM_OPTS -s 4M \"$VG\" \"${PV[@]}\"\n");
    }

    @Test
    void lunWithoutWwidMustBeNamedBeforeTheScriptRuns() {
        String script = file(PlanFixtures.ds8000Mixed(), "guests/lnxfcp/linux/lvm-setup.sh");
        String conf = file(PlanFixtures.ds8000Mixed(), "guests/lnxfcp/linux/etc/multipath.conf");

        assertThat(script).contains("PV4=\"${PV4:?set PV4 to the multipath device of volume 1301 (its WWID is not"
                + " known, so multipath.conf cannot name it lnxfcp_1301)}\"\n");
        assertThat(conf).doesNotContain("alias lnxfcp_1301\n")
                .contains("\t# volume:IBM.2107-75ZL101/1301, rank R3, LSS 13, LUN 0x4013400100000000: no\n"
                        + "\t# WWID (the storage image's WWNN is not known). When 'multipath -ll' shows\n"
                        + "\t# it, add a multipath entry with that wwid and alias lnxfcp_1301.\n}\n");
    }

    @Test
    void dasdScriptFormatsOnlyTheDisksThePlanAdds() {
        String script = file(PlanFixtures.ds8000Mixed(), "guests/lnxeckd/linux/lvm-setup.sh");

        assertThat(script).contains("PV1=\"${PV1:-/dev/disk/by-path/ccw-0.0.0300-part1}\"\n"
                        + "DISK1=\"${DISK1:-/dev/disk/by-path/ccw-0.0.0300}\"\n")
                .contains("BOOT=(\"${BOOT1:-/dev/disk/by-path/ccw-0.0.0201}\")\n")
                .contains("NAME=(\"PV1 (volume 8000, kept)\" \"PV2 (volume 8101)\" \"PV3 (volume 8200)\""
                        + " \"PV4 (volume 8301)\")\n")
                .contains("\nNEW=(no yes yes yes)\nLABEL=('ZL8000' 'ZL8101' 'ZL8200' 'ZL8301')\n")
                .contains("--format   low-level format (dasdfmt) and partition (fdasd) the disks the\n"
                        + "             plan adds; a kept disk is never formatted\n");
    }

    @Test
    void fcpScriptHasNoFormatOption() {
        String script = file(PlanFixtures.essSample(), "guests/guest1/linux/lvm-setup.sh");

        assertThat(script).contains("Usage: lvm-setup.sh [--dry-run] [--wipe]\n").doesNotContain("  --format ")
                .contains("\nDASD=no\n").doesNotContain("DISK1=");
    }

    @Test
    void productRegexFollowsTheMachineType() {
        assertThat(List.of(MultipathConfEmitter.product("2107"), MultipathConfEmitter.product("2105"),
                MultipathConfEmitter.product("1750"), MultipathConfEmitter.product("2145")))
                .containsExactly("^2107900", "^2105", "^1750500", "^2145");
        assertThat(MultipathConfEmitter.product(null)).isNull();
        assertThat(MultipathConfEmitter.product("21\"07")).isNull();
    }

    @Test
    void sameVolumeIdOnTwoImagesGetsTwoAliases() {
        GuestPlan g = PlanFixtures.ds8000Mixed().guests().get(0);
        List<PlannedDisk> disks = new ArrayList<>(g.disks().subList(0, 2));
        PlannedDisk d = disks.get(0);
        VolumeRef other = new VolumeRef("IBM.2107-75ZL201", d.volumeId());
        disks.set(1, new PlannedDisk(other, Placements.onRank(other, d.kind(), new RankRef(other.image(),
                d.rank().id()), d.server(), d.daPair()), d.device(), d.lun(),
                Wwid.parse("36005076309ffc9b10000000000001000"), d.sizeBytes(), d.cylinders(), d.volser(), null, false,
                null));
        Plan plan = new Plan(List.of(new GuestPlan(g.guest(), g.access(), g.workload(), g.stripeSize(), disks,
                g.paths(), g.spread(), List.of(), List.of())), List.of(), List.of());

        assertThat(file(plan, "guests/lnxfcp/linux/etc/multipath.conf"))
                .contains("\t\talias lnxfcp_75zl101_1000\n").contains("\t\talias lnxfcp_75zl201_1000\n");
    }
}
