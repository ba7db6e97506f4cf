package io.zlayout.emit;

import io.zlayout.plan.Plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A bash script per guest that builds the striped volume: pvcreate, {@code vgcreate -s 4M vg_<guest>} with
 * the physical volumes in the plan's disk order (interleaved over ranks), and
 * {@code lvcreate -n lv_<guest> -i <N> -I <stripe>} over all of them, each PV given the same extent range so
 * LVM keeps that order even when the disks differ in size (with unequal free space it puts the largest PV
 * first). FCP PVs are the multipath aliases, DASD PVs the first partition by path; the DASD format steps run
 * only with {@code DASD_FORMAT=yes}. Testable without editing: {@code PV1..PVn} override the PV paths,
 * {@code LVM_OPTS} is added to every LVM command and {@code LVCREATE_OPTS} to lvcreate.
 */
public final class LvmScriptEmitter implements Emitter {

    static final String FILE = "linux/lvm-setup.sh";
    private static final int WIDTH = 78;

    @Override
    public List<EmittedFile> emit(Plan plan, List<String> earlier) {
        List<EmittedFile> out = new ArrayList<>();
        for (GuestLayout g : GuestLayout.all(plan.guests())) {
            if (!g.disks().isEmpty()) {
                out.add(new EmittedFile(g.file(FILE), content(g), true));
            }
        }
        return out;
    }

    static String content(GuestLayout g) {
        List<GuestLayout.Disk> disks = g.disks();
        int n = disks.size();
        String vg = g.volumeGroup();
        String lv = g.logicalVolume();
        StringBuilder b = new StringBuilder();
        b.append("#!/bin/bash\n");
        b.append(Text.wrap("# ", "zlayout plan for " + g.userId() + ": volume group " + vg + " and "
                + (n > 1 ? "logical volume " + lv + " striped over " + n + " disks, stripe size " + g.stripe()
                        : "logical volume " + lv + " on its one disk (nothing to stripe over)") + ".", WIDTH));
        b.append(Text.wrap("# ", "Run on " + g.userId() + " as root once the devices are online"
                + (g.access() == GuestLayout.Access.FCP ? " and 'multipath -ll' shows the aliases below"
                : " (chzdev --import chzdev.conf)") + ". It writes new LVM labels: whatever the disks hold"
                + " is lost, kept disks included.", WIDTH));
        b.append("#\n");
        b.append("# Disks in stripe order (vgcreate order, interleaved over ranks):\n");
        for (GuestLayout.Disk d : disks) {
            b.append("#   PV").append(d.number()).append("  ").append(d.volumeId())
                    .append("  rank ").append(Text.brief(d.planned().rank()))
                    .append("  LSS ").append(Text.brief(d.planned().lss()))
                    .append("  server ").append(d.planned().server())
                    .append("  DA pair ").append(Text.orDash(d.planned().daPair()))
                    .append(d.kept() ? "  (kept)" : "").append('\n');
        }
        b.append("#\n");
        b.append("# Environment (for testing; the defaults are the real devices):\n");
        b.append(String.format(Locale.ROOT, "#   %-14s physical volume paths%n", "PV1..PV" + n).replace("\r", ""));
        b.append("#   LVM_OPTS       added to every LVM command (e.g. --driverloaded n)\n");
        b.append("#   LVCREATE_OPTS  added to lvcreate (e.g. -an -Zn)\n");
        if (g.access() != GuestLayout.Access.FCP) {
            b.append("#   DASD_FORMAT    'yes' to low-level format and partition the DASDs first\n");
        }
        b.append("set -euo pipefail\n\n");
        for (GuestLayout.Disk d : disks) {
            String var = "PV" + d.number();
            if (g.access() == GuestLayout.Access.FCP && d.wwid() == null) {
                b.append(var).append("=\"${").append(var).append(":?set ").append(var)
                        .append(" to the multipath device of volume ").append(d.volumeId())
                        .append(" (its WWID is not known, so multipath.conf cannot name it ")
                        .append(d.alias()).append(")}\"\n");
            } else {
                b.append(var).append("=\"${").append(var).append(":-").append(d.pv()).append("}\"\n");
            }
        }
        b.append("LVM_OPTS=\"${LVM_OPTS:-}\"\n");
        b.append("LVCREATE_OPTS=\"${LVCREATE_OPTS:-}\"\n");
        if (g.access() != GuestLayout.Access.FCP) {
            dasdFormat(g, b);
        }
        String all = pvList(n, "");
        b.append('\n');
        b.append("# LVM_OPTS and LVCREATE_OPTS are split into words on purpose.\n");
        b.append("# shellcheck disable=SC2086\n");
        b.append("pvcreate $LVM_OPTS ").append(all).append('\n');
        b.append("# shellcheck disable=SC2086\n");
        b.append("vgcreate $LVM_OPTS -s 4M ").append(vg).append(' ').append(all).append('\n');
        if (n == 1) {
            b.append("# shellcheck disable=SC2086\n");
            b.append("lvcreate $LVM_OPTS $LVCREATE_OPTS -n ").append(lv).append(" -l 100%FREE ").append(vg)
                    .append(' ').append(all).append('\n');
        } else {
            b.append(Text.wrap("# ", "Every PV gives the same extents, so the stripes follow the order above"
                    + " even when the disks differ in size (LVM would otherwise put the largest first).",
                    WIDTH));
            b.append("# shellcheck disable=SC2086\n");
            b.append("extents=$(pvs $LVM_OPTS --noheadings -o pv_pe_count ").append(all)
                    .append(" | awk 'NR == 1 || $1 + 0 < min { min = $1 + 0 } END { print min }')\n");
            b.append("if [ -z \"$extents\" ] || [ \"$extents\" -lt 1 ]; then\n");
            b.append("    echo \"").append(vg).append(": no free extents on the physical volumes\" >&2\n");
            b.append("    exit 1\n");
            b.append("fi\n");
            b.append("last=$((extents - 1))\n");
            b.append("# shellcheck disable=SC2086\n");
            b.append("lvcreate $LVM_OPTS $LVCREATE_OPTS -n ").append(lv).append(" -i ").append(n)
                    .append(" -I ").append(g.stripe()).append(" -l 100%PVS ").append(vg).append(" \\\n    ")
                    .append(pvList(n, ":0-$last")).append('\n');
        }
        b.append("# shellcheck disable=SC2086\n");
        b.append("lvs $LVM_OPTS -o lv_name,stripes,stripe_size,devices ").append(vg).append('\n');
        return b.toString();
    }

    private static void dasdFormat(GuestLayout g, StringBuilder b) {
        b.append('\n');
        b.append(Text.wrap("# ", "DASD preparation, only with DASD_FORMAT=yes: low-level format (4 KB"
                + " blocks, compatible disk layout) and one partition over the whole disk. It destroys"
                + " the data on these disks and takes a while per volume.", WIDTH));
        b.append("if [ \"${DASD_FORMAT:-no}\" = yes ]; then\n");
        for (GuestLayout.Disk d : g.disks()) {
            String dev = "/dev/disk/by-path/ccw-" + d.busId();
            b.append("    dasdfmt -b 4096 -d cdl")
                    .append(g.access() == GuestLayout.Access.ECKD && d.volser() != null ? " -l " + d.volser() : "")
                    .append(" -y ").append(dev).append('\n');
            b.append("    fdasd -a ").append(dev).append('\n');
        }
        b.append("    udevadm settle\n");
        b.append("fi\n");
    }

    private static String pvList(int n, String suffix) {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= n; i++) {
            if (i > 1) {
                b.append(' ');
            }
            b.append("\"$PV").append(i).append(suffix).append('"');
        }
        return b.toString();
    }
}
