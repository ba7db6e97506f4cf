#!/bin/bash
# zlayout plan for LNXS: volume group vg_lnxs and logical volume lv_lnxs
# striped over 4 disks, stripe size 64k.
# Run on LNXS as root once the devices are online and 'multipath -ll' shows
# the aliases below; first with --dry-run. See --help for the checks and
# options.
#
# Disks in stripe order (vgcreate order, interleaved over ranks):
#   PV1  1000  pool P0, striped over 2 ranks  LSS 10  server 0  DA pair -
#   PV2  1101  pool P1 of 2 ranks, allocation method unknown  LSS 11  server 1  DA pair -
#   PV3  1200  pool P0 of 2 ranks, allocation method unknown  LSS 12  server 0  DA pair -
#   PV4  1300  pool P1 of 2 ranks, allocation method unknown  LSS 13  server 1  DA pair -
#   never touched: /dev/disk/by-path/ccw-0.0.fc02-fc-0x50050763090040a1-lun-0x4010400800000000 (the disk LNXS IPLs from)
#   never touched: /dev/disk/by-path/ccw-0.0.fd02-fc-0x50050763090840a1-lun-0x4010400800000000 (the disk LNXS IPLs from)
#
# Environment (for testing; the defaults are the real devices):
#   PV1..PV4       physical volume paths
#   BOOT1..BOOT2   the disks the guest IPLs from
#   LVM_OPTS       added to every LVM command (e.g. --driverloaded n)
#   LVCREATE_OPTS  added to lvcreate (e.g. -an -Zn)
set -euo pipefail

usage() {
    cat <<'EOF'
Usage: lvm-setup.sh [--dry-run] [--wipe]
  --dry-run  check every disk and print the commands; change nothing
  --wipe     erase what the disks hold today (file system, partition table,
             LVM label); without it a disk that holds anything stops the run
Every disk is checked before any is touched. A disk that is mounted or swap,
has a device stacked on it (LVM, multipath, RAID, crypt), is one the running
system or the guest's IPL uses, or holds data (without --wipe) stops the whole
run, and nothing is changed. A volume group of the same name stops it too.
--wipe refuses a disk whose volume group also lives on a disk outside the plan.
If a step fails half way, the volume group and LVM labels this run made are
removed again, and what --wipe erased is put back from its backups (the old
volume groups' metadata and the wiped signatures); formatted data does not
come back.
EOF
}

GUEST='LNXS'
VG=vg_lnxs
LV=lv_lnxs
STRIPE=64k
DASD=no
PV1="${PV1:-/dev/mapper/lnxs_1000}"
PV2="${PV2:-/dev/mapper/lnxs_1101}"
PV3="${PV3:-/dev/mapper/lnxs_1200}"
PV4="${PV4:-/dev/mapper/lnxs_1300}"
LVM_OPTS="${LVM_OPTS:-}"
LVCREATE_OPTS="${LVCREATE_OPTS:-}"
# Per disk, in stripe order: its name in messages, the physical volume, the
# whole disk, whether the plan adds it (only those are formatted) and the
# volume label dasdfmt writes.
NAME=("PV1 (volume 1000)" "PV2 (volume 1101)" "PV3 (volume 1200)" "PV4 (volume 1300)")
PV=("$PV1" "$PV2" "$PV3" "$PV4")
DISK=("$PV1" "$PV2" "$PV3" "$PV4")
NEW=(yes yes yes yes)
LABEL=('' '' '' '')
# The disks LNXS IPLs from: never checked as free, never touched.
BOOT=("${BOOT1:-/dev/disk/by-path/ccw-0.0.fc02-fc-0x50050763090040a1-lun-0x4010400800000000}" "${BOOT2:-/dev/disk/by-path/ccw-0.0.fd02-fc-0x50050763090840a1-lun-0x4010400800000000}")

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
            0) what=$(printf '%s\n' "$sig" | awk -F= '$1 == "TYPE" || $1 == "PTTYPE" { printf "%s%s", s, $2; s = "," }') ;;
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
