package io.zlayout.emit;

import java.util.List;

/**
 * A bash script per guest that builds the striped volume: pvcreate, {@code vgcreate -s 4M vg_<guest>} with
 * the physical volumes in the plan's disk order (interleaved over ranks), and
 * {@code lvcreate -n lv_<guest> -i <N> -I <stripe>} over all of them, each PV given the same extent range so
 * LVM keeps that order even when the disks differ in size (with unequal free space it puts the largest PV
 * first). FCP PVs are the multipath aliases, DASD PVs the first partition by path.
 *
 * <p>The script never destroys by surprise: it checks every disk before it touches any (a mounted file system
 * or swap, a device stacked on it, the running system's disks, the disk the guest IPLs from, an existing
 * signature or LVM label, an existing volume group of the same name) and either does all of it or nothing.
 * {@code --dry-run} prints the commands, {@code --wipe} is needed to erase what a disk holds, and
 * {@code --format} (DASD) runs dasdfmt and fdasd on the disks the plan adds, never on a kept one. When a step
 * fails half way, the volume group and the LVM labels this run made are removed again.
 *
 * <p>Testable without editing: {@code PV1..PVn} (and for DASDs {@code DISK1..DISKn}, the whole disks, and
 * {@code BOOT1..BOOTn}, the guest's IPL disks) override the device paths, {@code LVM_OPTS} is added to every LVM command and {@code LVCREATE_OPTS} to lvcreate.
 */
public final class LvmScriptEmitter extends PerGuestFile {

    static final String FILE = "linux/lvm-setup.sh";
    private static final int WIDTH = 78;

    public LvmScriptEmitter() {
        super(FILE, LvmScriptEmitter::writes, LvmScriptEmitter::content, true);
    }

    /**
     * A guest gets a script when it has disks to set up and no data to move onto them (a guest with data gets
     * {@code migrate.sh} instead: a new volume group over its kept disks would first erase them).
     */
    private static boolean writes(GuestLayout g) {
        return !g.disks().isEmpty() && !allKept(g) && !g.migration().writes();
    }

    /**
     * Whether every disk of the guest is one it has today (a guest that keeps its layout): its data is on them
     * in the volume group it has, so there is nothing to set up, and a script that could only build a new
     * group over them by erasing them is not written.
     */
    static boolean allKept(GuestLayout g) {
        return !g.disks().isEmpty() && g.disks().stream().allMatch(GuestLayout.Disk::kept);
    }

    static String content(GuestLayout g) {
        List<GuestLayout.Disk> disks = g.disks();
        int n = disks.size();
        boolean dasd = g.access() != GuestLayout.Access.FCP;
        // the script is mostly its constant body: room for it from the start, not a dozen copies on the way
        StringBuilder b = new StringBuilder(BODY.length() + 4096 + 512 * n);
        b.append("#!/bin/bash\n");
        b.append(Text.wrap("# ", "zlayout plan for " + g.userId() + ": volume group " + g.volumeGroup() + " and "
                + (n > 1 ? "logical volume " + g.logicalVolume() + " striped over " + n + " disks, stripe size "
                + g.stripe() : "logical volume " + g.logicalVolume() + " on its one disk (nothing to stripe over)")
                + ".", WIDTH));
        b.append(Text.wrap("# ", "Run on " + g.userId() + " as root once the devices are online"
                + (dasd ? " (chzdev --import chzdev.conf)" : " and 'multipath -ll' shows the aliases below")
                + "; first with --dry-run. See --help for the checks and options.", WIDTH));
        b.append("#\n");
        b.append("# Disks in stripe order (vgcreate order, interleaved over ranks):\n");
        for (GuestLayout.Disk d : disks) {
            b.append("#   PV").append(d.number()).append("  ").append(d.volumeId())
                    .append("  ").append(d.planned().where())
                    .append("  LSS ").append(Text.brief(d.planned().lss()))
                    .append("  server ").append(d.planned().server())
                    .append("  DA pair ").append(Text.orDash(d.planned().daPair()))
                    .append(d.kept() ? "  (kept)" : "").append('\n');
        }
        ScriptHead.neverTouched(b, g);
        b.append("#\n");
        b.append("# Environment (for testing; the defaults are the real devices):\n");
        ScriptHead.environment(b, "PV1..PV" + n, "physical volume paths");
        if (dasd) {
            ScriptHead.environment(b, "DISK1..DISK" + n, "the whole disks they are on");
        }
        ScriptHead.environment(b, "BOOT", g.bootDisks().size(), "the disks the guest IPLs from");
        ScriptHead.environment(b, "LVM_OPTS", "added to every LVM command (e.g. --driverloaded n)");
        ScriptHead.environment(b, "LVCREATE_OPTS", "added to lvcreate (e.g. -an -Zn)");
        if (dasd) {
            ScriptHead.environment(b, "DASD_FORMAT", "'yes' is the same as --format");
        }
        b.append("set -euo pipefail\n\n");
        usage(b, dasd);
        b.append('\n');
        // a user ID may hold $ and #: quoted
        b.append("GUEST='").append(g.userId()).append("'\n");
        b.append("VG=").append(g.volumeGroup()).append('\n');
        b.append("LV=").append(g.logicalVolume()).append('\n');
        b.append("STRIPE=").append(n > 1 ? g.stripe() : "").append('\n');
        b.append("DASD=").append(dasd ? "yes" : "no").append('\n');
        for (GuestLayout.Disk d : disks) {
            ScriptHead.physicalVolume(b, g, d);
            if (dasd) {
                b.append("DISK").append(d.number()).append("=\"${DISK").append(d.number()).append(":-")
                        .append(wholeDisk(d)).append("}\"\n");
            }
        }
        b.append("LVM_OPTS=\"${LVM_OPTS:-}\"\n");
        b.append("LVCREATE_OPTS=\"${LVCREATE_OPTS:-}\"\n");
        b.append(Text.wrap("# ", "Per disk, in stripe order: its name in messages, the physical volume, the whole"
                + " disk, whether the plan adds it (only those are formatted) and the volume label dasdfmt"
                + " writes.", WIDTH));
        ScriptHead.array(b, "NAME", disks, d -> "\"PV" + d.number() + " (volume " + d.volumeId()
                + (d.kept() ? ", kept" : "") + ")\"");
        ScriptHead.array(b, "PV", disks, d -> "\"$PV" + d.number() + "\"");
        ScriptHead.array(b, "DISK", disks, d -> "\"$" + (dasd ? "DISK" : "PV") + d.number() + "\"");
        ScriptHead.array(b, "NEW", disks, d -> d.kept() ? "no" : "yes");
        ScriptHead.array(b, "LABEL", disks, d -> g.access() == GuestLayout.Access.ECKD && d.volser() != null
                ? "'" + d.volser() + "'" : "''");
        b.append("# The disks ").append(g.userId()).append(" IPLs from: never checked as free, never touched.\n");
        ScriptHead.defaults(b, "BOOT", g.bootDisks());
        b.append(BODY);
        return b.toString();
    }

    private static void usage(StringBuilder b, boolean dasd) {
        b.append("usage() {\n");
        b.append("    cat <<'EOF'\n");
        b.append("Usage: lvm-setup.sh [--dry-run] [--wipe]").append(dasd ? " [--format]" : "").append('\n');
        b.append("  --dry-run  check every disk and print the commands; change nothing\n");
        b.append("  --wipe     erase what the disks hold today (file system, partition table,\n");
        b.append("             LVM label); without it a disk that holds anything stops the run\n");
        if (dasd) {
            b.append("  --format   low-level format (dasdfmt) and partition (fdasd) the disks the\n");
            b.append("             plan adds; a kept disk is never formatted\n");
        }
        b.append("Every disk is checked before any is touched. A disk that is mounted or swap,\n");
        b.append("has a device stacked on it (LVM, multipath, RAID, crypt), is one the running\n");
        b.append("system or the guest's IPL uses, or holds data (without --wipe) stops the whole\n");
        b.append("run, and nothing is changed. A volume group of the same name stops it too.\n");
        b.append("--wipe refuses a disk whose volume group also lives on a disk outside the plan.\n");
        b.append("If a step fails half way, the volume group and LVM labels this run made are\n");
        b.append("removed again, and what --wipe erased is put back from its backups (the old\n");
        b.append("volume groups' metadata and the wiped signatures); formatted data does not\n");
        b.append("come back.\n");
        b.append("EOF\n");
        b.append("}\n");
    }

    /** The whole DASD a disk's first partition is on. */
    private static String wholeDisk(GuestLayout.Disk d) {
        return "/dev/disk/by-path/ccw-" + d.busId();
    }

    /** The same for every guest: options, the checks, then the commands. */
    private static final String BODY = """

            DRY_RUN=no
            WIPE=no
            FORMAT="${DASD_FORMAT:-no}"
            for arg in "$@"; do
                case "$arg" in
                    --dry-run) DRY_RUN=yes ;;
                    --wipe) WIPE=yes ;;
                    --format) FORMAT=yes ;;
                    -h | --help)
                        usage
                        exit 0
                        ;;
                    *)
                        echo "lvm-setup.sh: unknown argument '$arg'" >&2
                        usage >&2
                        exit 2
                        ;;
                esac
            done
            if [ "$FORMAT" = yes ] && [ "$DASD" != yes ]; then
                echo "lvm-setup.sh: --format is for DASDs; these disks are FCP LUNs" >&2
                exit 2
            fi

            problems=0
            problem() {
                echo "lvm-setup.sh: $*" >&2
                problems=$((problems + 1))
            }
            stop_if_problems() {
                if [ "$problems" -gt 0 ]; then
                    echo "lvm-setup.sh: $problems problem(s) found; nothing was changed" >&2
                    exit 1
                fi
            }
            for tool in lsblk blkid findmnt blockdev; do
                if ! command -v "$tool" >/dev/null 2>&1; then
                    problem "$tool is not installed, so the disks cannot be checked"
                fi
            done
            stop_if_problems

            # MAJ:MIN of the devices the running system stands on (/ and /boot, and all below them)
            system=" "
            for mnt in / /boot /boot/zipl; do
                src=$(findmnt -nro SOURCE --mountpoint "$mnt" 2>/dev/null | head -n 1) || true
                src=${src%%[[]*}
                if [ -n "$src" ] && [ -b "$src" ]; then
                    for mm in $(lsblk -nrso MAJ:MIN "$src" 2>/dev/null); do
                        system="$system$mm "
                    done
                fi
            done
            # MAJ:MIN of the guest's IPL disks and their partitions
            boot=" "
            for dev in ${BOOT[@]+"${BOOT[@]}"}; do
                if [ -b "$dev" ]; then
                    for mm in $(lsblk -nro MAJ:MIN "$dev" 2>/dev/null); do
                        boot="$boot$mm "
                    done
                fi
            done

            seen=" "
            wipe=()
            old_vgs=()
            # inspect INDEX DEVICE: the device, its partitions and whatever is stacked on them
            inspect() {
                local i=$1 dev=$2 top mm type node mnt rc sig what vg
                if ! top=$(lsblk -nrdo MAJ:MIN "$dev" 2>/dev/null) || [ -z "$top" ]; then
                    problem "${NAME[$i]}: lsblk cannot list $dev"
                    return
                fi
                while read -r mm type node mnt; do
                    case "$mine" in *" $mm "*) continue ;; esac
                    case "$seen" in *" $mm "*)
                        problem "${NAME[$i]}: $node is also another disk of this plan"
                        mine="$mine$mm "
                        continue
                        ;;
                    esac
                    mine="$mine$mm "
                    case "$system" in *" $mm "*) problem "${NAME[$i]}: $node holds the running system (/ or /boot)" ;; esac
                    case "$boot" in *" $mm "*) problem "${NAME[$i]}: $node is the disk $GUEST IPLs from" ;; esac
                    if [ "$mnt" = "[SWAP]" ]; then
                        problem "${NAME[$i]}: $node is in use as swap"
                    elif [ -n "$mnt" ]; then
                        problem "${NAME[$i]}: $node is mounted on $(printf '%b' "$mnt")"
                    fi
                    if [ "$mm" != "$top" ] && { [ "$type" != part ] || [ "$DASD" != yes ]; }; then
                        problem "${NAME[$i]}: $node ($type) is on $dev; remove it first"
                        continue
                    fi
                    rc=0
                    sig=$(blkid -p -o export "$node" 2>/dev/null) || rc=$?
                    case "$rc" in
                        0) what=$(printf '%s\\n' "$sig" | awk -F= '$1 == "TYPE" || $1 == "PTTYPE" { printf "%s%s", s, $2; s = "," }') ;;
                        2) continue ;;
                        8) what="more than one signature" ;;
                        *)
                            problem "${NAME[$i]}: blkid cannot read $node (exit $rc)"
                            continue
                            ;;
                    esac
                    if [ "$what" = LVM2_member ]; then
                        # shellcheck disable=SC2086
                        vg=$(pvs $LVM_OPTS --noheadings -o vg_name "$node" 2>/dev/null | awk '{ print $1 }') || true
                        what="an LVM physical volume${vg:+ of volume group $vg}"
                        if [ -n "$vg" ]; then
                            case " ${old_vgs[*]-} " in *" $vg "*) ;; *) old_vgs+=("$vg") ;; esac
                        fi
                    fi
                    if [ "$WIPE" = yes ]; then
                        wipe=("$node" ${wipe[@]+"${wipe[@]}"})
                    else
                        problem "${NAME[$i]}: $node holds ${what:-data}; --wipe erases it"
                    fi
                done < <(lsblk -nrpo MAJ:MIN,TYPE,NAME,MOUNTPOINT "$dev")
            }

            for i in "${!PV[@]}"; do
                mine=" "
                format=no
                if [ "$FORMAT" = yes ] && [ "${NEW[$i]}" = yes ]; then
                    format=yes
                fi
                if [ -b "${DISK[$i]}" ]; then
                    inspect "$i" "${DISK[$i]}"
                elif [ "$format" = yes ]; then
                    problem "${NAME[$i]}: ${DISK[$i]} is not a block device (is the DASD online?)"
                fi
                if [ -b "${PV[$i]}" ]; then
                    inspect "$i" "${PV[$i]}"
                elif [ "$format" = no ]; then
                    if [ "$DASD" = yes ] && [ "${NEW[$i]}" = yes ]; then
                        problem "${NAME[$i]}: ${PV[$i]} is not a block device: is the DASD online, formatted and partitioned? --format does that"
                    else
                        problem "${NAME[$i]}: ${PV[$i]} is not a block device"
                    fi
                fi
                seen="$seen${mine# }"
            done
            # shellcheck disable=SC2086
            if vgs $LVM_OPTS "$VG" >/dev/null 2>&1; then
                problem "volume group $VG exists already; remove or rename it first"
            fi
            # every disk must take writes: a read-only one would stop the run half-way
            for i in "${!PV[@]}"; do
                for dev in "${PV[$i]}" "${DISK[$i]}"; do
                    if [ -b "$dev" ] && [ "$(blockdev --getro "$dev" 2>/dev/null)" = 1 ]; then
                        problem "${NAME[$i]}: $dev is read-only"
                    fi
                done
            done
            # a volume group on these disks that reaches a disk outside the plan would be left broken
            for vg in ${old_vgs[@]+"${old_vgs[@]}"}; do
                # shellcheck disable=SC2086
                while read -r pvname pvvg; do
                    [ "$pvvg" = "$vg" ] || continue
                    mm=$(lsblk -ndro MAJ:MIN "$pvname" 2>/dev/null) || mm=""
                    case "$seen" in
                        *" $mm "*) ;;
                        *) problem "volume group $vg is also on $pvname, which is not a disk of this plan: --wipe would break it (move it off with pvmove and vgreduce first)" ;;
                    esac
                done < <(pvs $LVM_OPTS --noheadings -o pv_name,vg_name 2>/dev/null)
            done
            stop_if_problems

            run() {
                if [ "$DRY_RUN" = yes ]; then
                    echo "$*"
                else
                    "$@"
                fi
            }
            started=no
            vg_made=no
            labelled=()
            backup=""
            wiped=no
            undo() {
                local rc=$? pv k f off vg uuid name
                if [ "$rc" -ne 0 ] && [ "$started" = yes ]; then
                    echo "lvm-setup.sh: a step failed (exit $rc); removing what this run created" >&2
                    if [ "$vg_made" = yes ]; then
                        # shellcheck disable=SC2086
                        vgremove $LVM_OPTS -f "$VG" >&2 || true
                    fi
                    for pv in ${labelled[@]+"${labelled[@]}"}; do
                        # shellcheck disable=SC2086
                        pvremove $LVM_OPTS -y "$pv" >&2 || true
                    done
                    if [ "$wiped" = yes ]; then
                        echo "lvm-setup.sh: putting back what --wipe erased (backups in $backup)" >&2
                        # an old PV comes back with its UUID and its group's metadata, not from its bytes:
                        # pvcreate and pvremove rewrote its label since
                        lvm_mm=" "
                        while read -r name uuid; do
                            lvm_mm="$lvm_mm$(lsblk -ndro MAJ:MIN "$name" 2>/dev/null) "
                        done < <(awk -v vgs=" ${old_vgs[*]-} " 'index(vgs, " " $3 " ") { print $1, $2 }' "$backup/pvs")
                        for k in "${!wipe[@]}"; do
                            case "$lvm_mm" in *" $(lsblk -ndro MAJ:MIN "${wipe[$k]}" 2>/dev/null) "*) continue ;; esac
                            for f in "$backup/$k"/wipefs-*.bak; do
                                [ -e "$f" ] || continue
                                off=${f##*-}
                                off=${off%.bak}
                                dd if="$f" of="${wipe[$k]}" bs=1 seek=$((off)) conv=notrunc 2>/dev/null || true
                            done
                        done
                        for vg in ${old_vgs[@]+"${old_vgs[@]}"}; do
                            while read -r name uuid; do
                                # shellcheck disable=SC2086
                                pvcreate $LVM_OPTS -ff -y --uuid "$uuid" --restorefile "$backup/$vg.vg" "$name" >&2 || true
                            done < <(awk -v vg="$vg" '$3 == vg { print $1, $2 }' "$backup/pvs")
                            # shellcheck disable=SC2086
                            vgcfgrestore $LVM_OPTS -f "$backup/$vg.vg" "$vg" >&2 || true
                        done
                    fi
                fi
            }
            trap undo EXIT
            if [ "$DRY_RUN" = yes ]; then
                echo "# lvm-setup.sh --dry-run: every disk passed the checks; a run would do:"
            else
                started=yes
            fi

            # LVM_OPTS and LVCREATE_OPTS are split into words on purpose.
            if [ ${#wipe[@]} -gt 0 ]; then
                # what --wipe erases is kept first: the volume groups' metadata and the PVs' UUIDs, and every
                # signature wipefs removes, so that a run failing later puts them back
                if [ "$DRY_RUN" = yes ]; then
                    echo "# back up ${old_vgs[*]:+the metadata of volume group ${old_vgs[*]} (vgcfgbackup) and }each signature wipefs erases (wipefs --backup)"
                else
                    backup=$(mktemp -d /tmp/lvm-setup.XXXXXX)
                    # shellcheck disable=SC2086
                    pvs $LVM_OPTS --noheadings -o pv_name,pv_uuid,vg_name > "$backup/pvs"
                    for vg in ${old_vgs[@]+"${old_vgs[@]}"}; do
                        # shellcheck disable=SC2086
                        vgcfgbackup $LVM_OPTS -f "$backup/$vg.vg" "$vg" >/dev/null
                    done
                fi
                wiped=yes
                for k in "${!wipe[@]}"; do
                    if [ "$DRY_RUN" = yes ]; then
                        run wipefs -a "${wipe[$k]}"
                    else
                        mkdir -p "$backup/$k"
                        run env HOME="$backup/$k" wipefs -a --backup "${wipe[$k]}"
                    fi
                done
            fi
            if [ "$FORMAT" = yes ]; then
                for i in "${!PV[@]}"; do
                    if [ "${NEW[$i]}" = yes ]; then
                        run dasdfmt -b 4096 -d cdl ${LABEL[$i]:+-l "${LABEL[$i]}"} -y "${DISK[$i]}"
                        run fdasd -a "${DISK[$i]}"
                    fi
                done
                run udevadm settle
            fi
            for pv in "${PV[@]}"; do
                # shellcheck disable=SC2086
                run pvcreate $LVM_OPTS "$pv"
                labelled+=("$pv")
            done
            # shellcheck disable=SC2086
            run vgcreate $LVM_OPTS -s 4M "$VG" "${PV[@]}"
            vg_made=yes
            if [ "${#PV[@]}" -eq 1 ]; then
                # shellcheck disable=SC2086
                run lvcreate $LVM_OPTS $LVCREATE_OPTS -n "$LV" -l 100%FREE "$VG" "${PV[0]}"
            else
                # Every PV gives the same extents, so the stripes follow the order above even
                # when the disks differ in size (LVM would otherwise put the largest first).
                if [ "$DRY_RUN" = yes ]; then
                    echo "# LAST = the smallest extent count of the PVs (pvs -o pv_pe_count) - 1"
                    last=LAST
                else
                    # shellcheck disable=SC2086
                    extents=$(pvs $LVM_OPTS --noheadings -o pv_pe_count "${PV[@]}" | awk 'NR == 1 || $1 + 0 < min { min = $1 + 0 } END { print min }')
                    if [ -z "$extents" ] || [ "$extents" -lt 1 ]; then
                        echo "lvm-setup.sh: $VG: no free extents on the physical volumes" >&2
                        exit 1
                    fi
                    last=$((extents - 1))
                fi
                ranges=()
                for pv in "${PV[@]}"; do
                    ranges+=("$pv:0-$last")
                done
                # shellcheck disable=SC2086
                run lvcreate $LVM_OPTS $LVCREATE_OPTS -n "$LV" -i "${#PV[@]}" -I "$STRIPE" -l 100%PVS "$VG" "${ranges[@]}"
            fi
            # shellcheck disable=SC2086
            run lvs $LVM_OPTS -o lv_name,stripes,stripe_size,devices "$VG"
            started=no
            if [ -n "$backup" ]; then
                echo "lvm-setup.sh: what --wipe erased is backed up in $backup (remove it when no longer needed)"
            fi
            """;
}
