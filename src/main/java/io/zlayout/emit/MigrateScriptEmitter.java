package io.zlayout.emit;

import io.zlayout.topology.CurrentEntries;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code linux/migrate.sh} per guest whose kept or released disks hold its data ({@link Migration}): an online
 * move of the logical volume its {@code lvs} capture shows onto the plan's disks, in the plan's stripe order and
 * stripe size, with the file system mounted.
 *
 * <p>The way is a mirror leg: the new disks join the volume group, the last share of extents of every planned
 * disk is emptied with {@code pvmove} (to free extents elsewhere, so a kept disk that is full still gets room for
 * its stripe), a striped leg is added over exactly those extents ({@code lvconvert --type mirror -m 1
 * --mirrorlog core --stripes N --alloc anywhere}, each disk given an equal range so the order holds), and once it is
 * in sync the old leg (image 0, the original) is dropped ({@code lvconvert -m 0} naming its disks). A RAID
 * reshape (linear to raid1, raid5_n, more stripes, raid0, striped) would need dm-raid, several reshapes of the
 * data in place, each with its own reshape space, and does not let the stripe order be chosen; the mirror leg
 * is one copy and needs only dm-mirror, which lvm2 uses for pvmove too. Every step is decided from what LVM
 * reports when the script runs (sizes never come from the captures), so a second run after an interruption
 * continues: an interrupted pvmove is finished first, a mirror in progress is waited for.
 *
 * <p>The script body is {@code migrate-body.sh} beside this class; the head names the guest's disks. The same
 * environment overrides as {@code lvm-setup.sh}: {@code PV1..PVn} in stripe order, {@code BOOT1..BOOTn}, plus
 * {@code VG}, {@code LV}, {@code OLD1..OLDn} (the disks that leave) and {@code LVM_OPTS}.
 */
public final class MigrateScriptEmitter extends PerGuestFile {

    static final String FILE = "linux/migrate.sh";
    private static final int WIDTH = 78;
    private static final String BODY = body();

    public MigrateScriptEmitter() {
        super(FILE, MigrateScriptEmitter::writes, MigrateScriptEmitter::content, true);
    }

    static boolean writes(GuestLayout g) {
        return g.migration().writes();
    }

    static String content(GuestLayout g) {
        Migration m = g.migration();
        CurrentEntries.LvToday lv = m.lv();
        List<GuestLayout.Disk> disks = g.disks();
        int n = disks.size();
        StringBuilder b = new StringBuilder(BODY.length() + 2048 + 256 * n);
        b.append("#!/bin/bash\n");
        b.append(Text.wrap("# ", "zlayout plan for " + g.userId() + ": moves logical volume " + lv.vg() + "/"
                + lv.lv() + " (" + (lv.segtype() == null ? "" : lv.segtype() + " ") + "over "
                + lv.pvs().size() + (lv.pvs().size() == 1 ? " disk" : " disks") + " today, as its lvs capture"
                + " shows) onto the plan's " + (n > 1 ? n + " disks, striped in the order below with stripe size "
                + g.stripe() : "disk") + ", with its file system mounted.", WIDTH));
        b.append(Text.wrap("# ", "Run on " + g.userId() + " as root after chzdev.conf"
                + (g.access() == GuestLayout.Access.FCP ? " and multipath.conf" : "")
                + " (the planned disks online under the names below) and before release.txt; first with"
                + " --dry-run. Instead of lvm-setup.sh, which would build a new volume group over the kept"
                + " disks. See --help.", WIDTH));
        b.append("#\n# Disks in stripe order:\n");
        for (GuestLayout.Disk d : disks) {
            b.append("#   PV").append(d.number()).append("  ").append(d.volumeId()).append("  ").append(d.pv())
                    .append(d.kept() ? "  (kept: holds data today)" : "  (new)").append('\n');
        }
        for (CurrentEntries.PvToday pv : m.leaving()) {
            b.append("#   leaves ").append(lv.vg()).append(": ").append(Migration.path(pv)).append("  volume ")
                    .append(Text.brief(pv.volume())).append('\n');
        }
        ScriptHead.neverTouched(b, g);
        if (g.access() != GuestLayout.Access.FCP && disks.stream().anyMatch(d -> !d.kept())) {
            b.append("#\n# The DASDs the plan adds must be formatted and partitioned first (as lvm-setup.sh\n"
                    + "# --format would): for each of them\n");
            for (GuestLayout.Disk d : disks) {
                if (!d.kept()) {
                    b.append("#   dasdfmt -b 4096 -d cdl").append(g.access() == GuestLayout.Access.ECKD
                            && d.volser() != null ? " -l " + d.volser() : "").append(" -y /dev/disk/by-path/ccw-")
                            .append(d.busId()).append(" && fdasd -a /dev/disk/by-path/ccw-").append(d.busId())
                            .append('\n');
                }
            }
        }
        b.append("#\n# Environment (for testing; the defaults are the real devices):\n");
        ScriptHead.environment(b, "PV1..PV" + n, "physical volume paths, in stripe order");
        ScriptHead.environment(b, "VG, LV", "the volume group and logical volume that move");
        ScriptHead.environment(b, "OLD", m.leaving().size(), "the disks that leave the volume group");
        ScriptHead.environment(b, "BOOT", g.bootDisks().size(), "the disks the guest IPLs from");
        ScriptHead.environment(b, "LVM_OPTS", "added to every LVM command");
        b.append("set -euo pipefail\n\n");
        b.append("GUEST='").append(g.userId()).append("'\n");
        b.append("VG=\"${VG:-").append(lv.vg()).append("}\"\n");
        b.append("LV=\"${LV:-").append(lv.lv()).append("}\"\n");
        b.append("STRIPE=").append(n > 1 ? g.stripe() : "").append('\n');
        b.append("STRIPE_BYTES=").append(n > 1 ? String.valueOf(g.plan().stripeSizeBytes()) : "0").append('\n');
        for (GuestLayout.Disk d : disks) {
            ScriptHead.physicalVolume(b, g, d);
        }
        ScriptHead.array(b, "NAME", disks, d -> "\"PV" + d.number() + " (volume " + d.volumeId()
                + (d.kept() ? ", kept" : ", new") + ")\"");
        ScriptHead.array(b, "PV", disks, d -> "\"$PV" + d.number() + "\"");
        ScriptHead.defaults(b, "OLD", m.leaving().stream().map(Migration::path).toList());
        ScriptHead.defaults(b, "BOOT", g.bootDisks());
        b.append(BODY);
        return b.toString();
    }

    private static String body() {
        try (InputStream in = MigrateScriptEmitter.class.getResourceAsStream("migrate-body.sh")) {
            if (in == null) {
                throw new IllegalStateException("migrate-body.sh is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
