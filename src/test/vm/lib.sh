#!/bin/bash
# Helpers for the scenarios the device-mapper test VM runs (see VmHarness.java). Each scenario ends with one
# line on the serial console: "ZL-RESULT <name> PASS <detail>" or "ZL-RESULT <name> FAIL <why>".
export PATH=/sbin:/bin:/usr/sbin:/usr/bin
MNT=/mnt/data

result() {
    echo "ZL-RESULT $1 $2 ${3:-}"
}

# every disk back to zeros where LVM and file systems look; every VG and map gone
clean() {
    local vg d
    umount "$MNT" 2>/dev/null || true
    for vg in $(vgs --noheadings -o vg_name 2>/dev/null); do
        vgchange -an "$vg" >/dev/null 2>&1 || true
        vgremove -ff -y "$vg" >/dev/null 2>&1 || true
    done
    dmsetup remove_all >/dev/null 2>&1 || true
    for d in /dev/vd?; do
        blockdev --setrw "$d" 2>/dev/null || true
        dd if=/dev/zero of="$d" bs=1M count=2 conv=fsync 2>/dev/null
    done
}

# today VG LV STRIPES EXTENTS_PER_DISK DEVICE...: the guest's layout today, a file system with files on it,
# their checksums in /tmp/sums; the first disk of the VM (/dev/vda, the boot disk) gets a pattern and its
# checksum in /tmp/boot
today() {
    local vg=$1 lv=$2 stripes=$3 per=$4 i ranges=()
    shift 4
    pvcreate -q "$@" >/dev/null || return 1
    vgcreate -q -s 4M "$vg" "$@" >/dev/null || return 1
    for d in "$@"; do
        ranges+=("$d:0-$((per - 1))")
    done
    if [ "$stripes" -gt 1 ]; then
        lvcreate -q -n "$lv" -i "$stripes" -I 64k -l $((per * $#)) "$vg" "${ranges[@]}" >/dev/null || return 1
    else
        lvcreate -q -n "$lv" -l $((per * $#)) "$vg" "${ranges[@]}" >/dev/null || return 1
    fi
    mkfs.ext4 -q "/dev/$vg/$lv" || return 1
    mkdir -p "$MNT"
    mount "/dev/$vg/$lv" "$MNT" || return 1
    for i in 1 2 3 4 5; do
        dd if=/dev/urandom of="$MNT/file$i" bs=1M count=$((per * $# / 6 + 1)) 2>/dev/null || return 1
    done
    sync
    (cd "$MNT" && sha256sum file* >/tmp/sums)
    dd if=/dev/urandom of=/dev/vda bs=1M count=1 conv=fsync 2>/dev/null
    sha256sum /dev/vda >/tmp/boot
}

# striped_as VG/LV STRIPE_BYTES DEVICE...: one segment striped over exactly these devices in this order
striped_as() {
    local lv=$1 size=$2 line segtype stripes ssize devices want=""
    shift 2
    line=$(lvs --noheadings --units b --nosuffix -o segtype,stripes,stripe_size,devices "$lv")
    [ "$(printf '%s\n' "$line" | wc -l)" -eq 1 ] || { echo "more than one segment: $line"; return 1; }
    read -r segtype stripes ssize devices <<<"$line"
    for d in "$@"; do
        want="$want${want:+,}$d"
    done
    devices=$(printf '%s' "$devices" | sed 's/([0-9]*)//g')
    if [ "$#" -gt 1 ]; then
        if [ "$segtype" != striped ] || [ "$stripes" != "$#" ] || [ "$ssize" != "$size" ] || [ "$devices" != "$want" ]; then
            echo "is $segtype/$stripes/$ssize over $devices, not striped/$#/$size over $want"
            return 1
        fi
    else
        [ "$devices" = "$want" ] || { echo "is on $devices, not $want"; return 1; }
    fi
}

# after NAME VG/LV STRIPE_BYTES "PLANNED..." "LEAVING...": the checks every migration must pass
after() {
    local name=$1 lv=$2 size=$3 planned=$4 leaving=$5 why d
    # shellcheck disable=SC2086
    if ! why=$(striped_as "$lv" "$size" $planned); then
        result "$name" FAIL "$lv $why"
        return
    fi
    if ! grep -q " $MNT " /proc/mounts; then
        result "$name" FAIL "the file system is not mounted any more"
        return
    fi
    if ! (cd "$MNT" && sha256sum -c /tmp/sums >/dev/null 2>&1); then
        result "$name" FAIL "checksums differ: $(cd "$MNT" && sha256sum -c /tmp/sums 2>&1 | grep -v OK | head -3 | tr '\n' ' ')"
        return
    fi
    echo 3 >/proc/sys/vm/drop_caches
    if ! (cd "$MNT" && sha256sum -c /tmp/sums >/dev/null 2>&1); then
        result "$name" FAIL "checksums differ once read from the disks again"
        return
    fi
    for d in $leaving; do
        if blkid -p "$d" >/dev/null 2>&1 || pvs "$d" >/dev/null 2>&1; then
            result "$name" FAIL "$d, which leaves, still holds $(blkid -p -o value -s TYPE "$d" 2>/dev/null)"
            return
        fi
    done
    if ! sha256sum -c /tmp/boot >/dev/null 2>&1; then
        result "$name" FAIL "the boot disk changed"
        return
    fi
    result "$name" PASS "$(lvs --noheadings -o devices "$lv" | tr -d ' ')"
}

# run_killed DELAY LOG KINDS COMMAND...: runs COMMAND in its own process group and kills the group (SIGKILL: the
# script and the LVM command it runs) DELAY seconds after the script announces a step of a kind not in the file
# KINDS (a step's title without its disk and its numbers), which it then adds there; says how it ended ("killed"
# or "ended <rc>")
run_killed() {
    local delay=$1 log=$2 kinds=$3 pid rc seen=0 line kind
    shift 3
    : >"$log"
    setsid "$@" >"$log" 2>&1 &
    pid=$!
    while kill -0 "$pid" 2>/dev/null; do
        while [ "$(grep -c '^== step' "$log")" -gt "$seen" ]; do
            seen=$((seen + 1))
            line=$(grep '^== step' "$log" | sed -n "${seen}p")
            kind=$(printf '%s\n' "$line" | sed 's/^== step [0-9]*: //; s/^PV[0-9]* ([^)]*): //; s/[0-9]//g; s/:.*//')
            if ! grep -qxF -- "$kind" "$kinds"; then
                printf '%s\n' "$kind" >>"$kinds"
                sleep "$delay"
                kill -9 -- "-$pid" 2>/dev/null || kill -9 "$pid" 2>/dev/null
                wait "$pid" 2>/dev/null
                echo "killed in: $kind"
                return
            fi
        done
        sleep 0.1
    done
    rc=0
    wait "$pid" || rc=$?
    echo "ended $rc"
}

# interrupt NAME COMMAND...: runs COMMAND again and again, each run killed (0, 0.4 or 0.8 s in, in turn) in the
# first step of a kind no earlier run was killed in, until a run ends by itself; that run must succeed
interrupt() {
    local name=$1 i=0 how
    shift
    : >/tmp/kinds
    while [ "$i" -lt 20 ]; do
        how=$(run_killed "$(( (i % 3) * 4 / 10 )).$(( (i % 3) * 4 % 10 ))" /tmp/log /tmp/kinds "$@")
        echo "run $((i + 1)): $how"
        case "$how" in
            killed*) ;;
            "ended 0") echo "$name: $i runs killed, then one to the end"; return 0 ;;
            *) cat /tmp/log; result "$name" FAIL "the run after $i interruptions: $how: $(tail -n 2 /tmp/log | tr '\n' ' ')"; return 1 ;;
        esac
        i=$((i + 1))
    done
    result "$name" FAIL "still not done after $i interrupted runs"
    return 1
}
