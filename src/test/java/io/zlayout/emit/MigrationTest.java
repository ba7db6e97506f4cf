package io.zlayout.emit;

import io.zlayout.plan.GuestPlan;
import io.zlayout.topology.CurrentEntries;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.model.id.VolumeId;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** When a guest's data moves (migrate.sh) and, where the plan cannot tell, why no script is written. */
class MigrationTest {

    private static VolumeRef vol(String id) {
        return new VolumeRef(PlanFixtures.DS8K, VolumeId.parse(id));
    }

    private static GuestPlan withData() {
        return PlanFixtures.withData().guests().get(0);
    }

    /** The fixture guest with its lvs capture replaced. */
    private static Migration with(List<CurrentEntries.LvToday> lvs) {
        GuestPlan g = withData();
        CurrentEntries.CurrentEntry t = g.today();
        CurrentEntries.CurrentEntry today = new CurrentEntries.CurrentEntry(t.guest(), t.iplVdev(), t.devices(),
                t.boot(), t.capturedVolumes(), t.identityEntry(), lvs);
        GuestPlan changed = new GuestPlan(g.guest(), g.access(), g.workload(), g.stripeSize(), g.disks(), g.paths(),
                g.spread(), g.kept(), today, g.releases(), g.notes(), g.keptLayout());
        return GuestLayout.of(changed).migration();
    }

    private static CurrentEntries.LvToday lv(String vg, String name, List<String> vgLvs, String... volumes) {
        List<CurrentEntries.PvToday> pvs = new ArrayList<>();
        for (int i = 0; i < volumes.length; i++) {
            pvs.add(new CurrentEntries.PvToday("/dev/dasd" + (char) ('b' + i) + "1",
                    volumes[i] == null ? null : vol(volumes[i]), null, 1));
        }
        return new CurrentEntries.LvToday(vg, name, "linear", 1, pvs, vgLvs, null);
    }

    @Test
    void lvOnKeptAndReleasedDisksMovesAndTheReleasedOneLeaves() {
        Migration m = GuestLayout.of(withData()).migration();

        assertThat(m.writes()).isTrue();
        assertThat(m.lv().vg() + "/" + m.lv().lv()).isEqualTo("vgdata/lvdata");
        assertThat(m.leaving()).extracting(CurrentEntries.PvToday::volume).containsExactly(vol("8001"));
        assertThat(Migration.path(m.leaving().get(0))).isEqualTo("/dev/disk/by-path/ccw-0.0.0204-part1");
        assertThat(m.reason()).isNull();
    }

    @Test
    void withoutAnLvsCaptureNoScriptAndTheReasonIsSaid() {
        Migration m = with(List.of());

        assertThat(m.writes()).isFalse();
        assertThat(m.reason()).isEqualTo("no lvs capture of LNXDATA was given, so what its kept or released disks"
                + " hold is not known: no migrate.sh is written; move the data before lvm-setup.sh or release.txt"
                + " (or add 'lvs -o +devices,stripes,stripe_size' to its captures and plan again)");
    }

    @Test
    void aDeviceNoCaptureTiesToAVolumeStopsIt() {
        Migration m = with(List.of(lv("vgdata", "lvdata", List.of("lvdata"), "8000", null)));

        assertThat(m.writes()).isFalse();
        assertThat(m.reason()).isEqualTo("its lvs capture shows vgdata/lvdata on /dev/dasdc1, which no capture ties"
                + " to a volume: no migrate.sh is written (add its multipath -ll or lsdasd capture and plan again)");
    }

    @Test
    void twoLogicalVolumesOnTheDisksStopIt() {
        Migration m = with(List.of(lv("vga", "one", List.of("one"), "8000"), lv("vgb", "two", List.of("two"), "8100")));

        assertThat(m.writes()).isFalse();
        assertThat(m.reason()).startsWith("its kept or released disks hold 2 logical volumes (vga/one, vgb/two)");
    }

    @Test
    void aGroupThatHoldsOtherVolumesStopsIt() {
        Migration m = with(List.of(lv("vgdata", "lvdata", List.of("lvdata", "lvlog"), "8000", "8100")));

        assertThat(m.writes()).isFalse();
        assertThat(m.reason()).startsWith("volume group vgdata holds lvdata, lvlog");
    }

    @Test
    void anLvOnTheIplDiskIsNeverMoved() {
        Migration m = with(List.of(lv("vgdata", "lvdata", List.of("lvdata"), "8000", "7000")));

        assertThat(m.writes()).isFalse();
        assertThat(m.reason()).isEqualTo("vgdata/lvdata is on the disk LNXDATA IPLs from (/dev/dasdc1): no migrate.sh"
                + " is written");
    }

    @Test
    void anLvOnlyOnOtherDisksIsNotTheMigrations() {
        Migration m = with(List.of(lv("vgother", "lvother", List.of("lvother"), "9000")));

        assertThat(m.writes()).isFalse();
        assertThat(m.reason()).isNull();
    }
}
