
usage() {
    cat <<'USAGE'
Usage: migrate.sh [--dry-run]
  --dry-run  check everything and print the steps; change nothing
Moves the logical volume VG/LV, with its file system mounted, onto the disks
PV1..PVn in that stripe order: the new disks join the volume group, the
extents at the end of each planned disk are emptied (pvmove), a striped copy
is added as a mirror leg and synchronised, the old copy is dropped, and the
disks that leave are taken out of the volume group (vgreduce, pvremove).
Every step is checked before it runs; a run that was interrupted continues
where it stopped when started again. Nothing is wiped, no file system is
unmounted, the disks the guest IPLs from are never touched.
USAGE
}

DRY_RUN=no
for arg in "$@"; do
    case "$arg" in
        --dry-run) DRY_RUN=yes ;;
        -h | --help)
            usage
            exit 0
            ;;
        *)
            echo "migrate.sh: unknown argument '$arg'" >&2
            usage >&2
            exit 2
            ;;
    esac
done
LVM_OPTS="${LVM_OPTS:-}"
# LVM_OPTS is split into words on purpose: lvm COMMAND ARGS...
lvmq() {
    local cmd=$1
    shift
    # shellcheck disable=SC2086
    lvm "$cmd" $LVM_OPTS "$@"
}

problems=0
problem() {
    echo "migrate.sh: $*" >&2
    problems=$((problems + 1))
}
stop_if_problems() {
    if [ "$problems" -gt 0 ]; then
        echo "migrate.sh: $problems problem(s) found; nothing was changed" >&2
        exit 1
    fi
}
die() {
    echo "migrate.sh: $*" >&2
    exit 1
}
step=0
begin() {
    step=$((step + 1))
    echo "== step $step: $*"
}
run() {
    local text="$*"
    text=${text/#lvmq /}
    if [ "$DRY_RUN" = yes ]; then
        echo "   $text"
    else
        echo "+ $text"
        "$@"
    fi
}
devnum() {
    lsblk -ndro MAJ:MIN "$1" 2>/dev/null | tr -d ' '
}
trim() {
    tr -d ' \t'
}

for tool in lvm lsblk blkid blockdev awk; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        problem "$tool is not installed"
    fi
done
stop_if_problems

n=${#PV[@]}
ext=""
vg_pe=0
LVINFO=""
if vginfo=$(lvmq vgs --noheadings --units b --nosuffix --separator : -o vg_extent_size,vg_extent_count "$VG" 2>/dev/null); then
    IFS=: read -r ext vg_pe <<<"$(printf '%s' "$vginfo" | trim)"
fi
# every LV of the group, hidden ones in [brackets]: name:size in bytes:segment type (one line per segment)
read_lvs() {
    LVINFO=$(lvmq lvs -a --noheadings --units b --nosuffix --separator : -o lv_name,lv_size,segtype "$VG" 2>/dev/null | trim)
}
if [ -z "$ext" ]; then
    problem "volume group $VG does not exist (set VG to its name)"
else
    read_lvs
    # (no grep -q or awk exit on a pipe: under pipefail the writer's SIGPIPE would fail the test)
    if ! printf '%s\n' "$LVINFO" | grep "^$LV:" >/dev/null; then
        problem "logical volume $VG/$LV does not exist (set LV to its name)"
    fi
    # a copy an interrupted lvconvert -m 0 left detached shows as a visible LV_mimage_N: removed below
    others=$(printf '%s\n' "$LVINFO" | awk -F: -v lv="$LV" '$1 != lv && $1 !~ /^\[/ && $1 !~ /^pvmove[0-9]+$/ && index($1, lv "_mimage_") != 1 && !seen[$1]++ { printf "%s%s", s, $1; s = ", " }')
    if [ -n "$others" ]; then
        problem "volume group $VG also holds $others: this script moves $LV only"
    fi
fi
stop_if_problems

# MAJ:MIN of the guest's IPL disks and their partitions
boot=" "
for dev in ${BOOT[@]+"${BOOT[@]}"}; do
    if [ -b "$dev" ]; then
        for mm in $(lsblk -nro MAJ:MIN "$dev" 2>/dev/null); do
            boot="$boot$mm "
        done
    fi
done

# Every physical volume LVM sees, once (each LVM command scans every disk): MAJ:MIN name:vg:extents
PVTABLE=""
read_pvs() {
    local line name mm
    PVTABLE=""
    while IFS= read -r line; do
        line=$(printf '%s' "$line" | trim)
        name=${line%%:*}
        [ -n "$name" ] || continue
        mm=$(devnum "$name")
        PVTABLE="$PVTABLE$mm $line"$'\n'
    done < <(lvmq pvs --noheadings --separator : -o pv_name,vg_name,pv_pe_count 2>/dev/null)
}
# pv_of MAJ:MIN: name:vg:extents of the PV on that device, or status 1
pv_of() {
    local line
    line=$(printf '%s' "$PVTABLE" | awk -v mm="$1" '$1 == mm && !found { print $2; found = 1 }')
    [ -n "$line" ] || return 1
    printf '%s\n' "$line"
}
read_pvs

# What each planned disk is today: member (of $VG), orphan (a PV in no group), new (empty), and its size in
# extents (from LVM for a PV, else estimated from the device size less LVM's first MiB).
MM=()
STATE=()
PE=()
planned=" "
for i in "${!PV[@]}"; do
    dev=${PV[$i]}
    MM[i]=""
    STATE[i]=""
    PE[i]=0
    if [ ! -b "$dev" ]; then
        problem "${NAME[$i]}: $dev is not a block device (is the disk online and its multipath alias or by-path name there?)"
        continue
    fi
    mm=$(devnum "$dev")
    MM[i]=$mm
    case "$planned" in *" $mm "*) problem "${NAME[$i]}: $dev is also another disk of this plan" ;; esac
    planned="$planned$mm "
    case "$boot" in *" $mm "*) problem "${NAME[$i]}: $dev is the disk $GUEST IPLs from" ;; esac
    if pv=$(pv_of "$mm"); then
        IFS=: read -r _ vg pe <<<"$pv"
        if [ "$vg" = "$VG" ]; then
            STATE[i]=member
            PE[i]=$pe
        elif [ -z "$vg" ]; then
            STATE[i]=orphan
        else
            problem "${NAME[$i]}: $dev is a physical volume of volume group $vg"
        fi
    else
        STATE[i]=new
        rc=0
        sig=$(blkid -p -o export "$dev" 2>/dev/null) || rc=$?
        if [ "$rc" != 2 ]; then
            what=$(printf '%s\n' "$sig" | awk -F= '$1 == "TYPE" || $1 == "PTTYPE" { printf "%s%s", s, $2; s = "," }')
            problem "${NAME[$i]}: $dev holds ${what:-data}; a disk the plan adds must be empty"
        fi
        if [ "$(lsblk -nro NAME "$dev" 2>/dev/null | wc -l)" -gt 1 ]; then
            problem "${NAME[$i]}: $dev has partitions or devices stacked on it"
        fi
    fi
    if [ "${STATE[i]}" != member ] && [ -n "$ext" ]; then
        bytes=$(blockdev --getsize64 "$dev" 2>/dev/null) || bytes=0
        PE[i]=$(((bytes - 1048576) / ext))
        [ "${PE[i]}" -gt 0 ] || PE[i]=0
    fi
done
stop_if_problems

# Extents: the LV's (E), rounded up to a multiple of the stripe count, and each disk's share of them.
lv_bytes=$(printf '%s\n' "$LVINFO" | awk -F: -v lv="$LV" '$1 == lv && !found { print $2; found = 1 }')
E=$((lv_bytes / ext))
share=$(((E + n - 1) / n))
total=0
for i in "${!PV[@]}"; do
    if [ "${PE[i]}" -lt "$share" ]; then
        problem "${NAME[$i]}: ${PV[$i]} has room for ${PE[i]} extents; its share of $VG/$LV is $share"
    fi
    if [ "${STATE[i]}" != member ]; then
        total=$((total + PE[i]))
    fi
done
stop_if_problems

# is_done: the LV is one segment striped over PV1..PVn in that order with the planned stripe size
is_done() {
    local line segtype stripes size devices i dev want
    line=$(lvmq lvs --noheadings --units b --nosuffix -o segtype,stripes,stripe_size,devices "$VG/$LV" 2>/dev/null) || return 1
    [ "$(printf '%s\n' "$line" | wc -l)" -eq 1 ] || return 1
    read -r segtype stripes size devices <<<"$line"
    if [ "$n" -gt 1 ]; then
        [ "$segtype" = striped ] && [ "$stripes" = "$n" ] && [ "$size" = "$STRIPE_BYTES" ] || return 1
    else
        [ "$segtype" = linear ] || [ "$segtype" = striped ] || return 1
    fi
    i=0
    for dev in ${devices//,/ }; do
        dev=${dev%%(*}
        want=${MM[$i]:-none}
        [ "$(devnum "$dev")" = "$want" ] || return 1
        i=$((i + 1))
    done
    [ "$i" -eq "$n" ]
}
lv_now=$(printf '%s\n' "$LVINFO" | awk -F: -v lv="$LV" '$1 == lv && !found { print $3; found = 1 }')
done_already=no
if is_done; then
    done_already=yes
fi
total=$((total + vg_pe))
# The old copy must stay off one planned disk (the anchor: the one with the least room outside its stripe), so
# that when it is dropped lvconvert can tell it from the new copy by its disks; that room is not used.
anchor_room=-1
for i in "${!PV[@]}"; do
    room=$((PE[i] - share))
    if [ "$anchor_room" -lt 0 ] || [ "$room" -lt "$anchor_room" ]; then
        anchor_room=$room
    fi
done
need=$((E + share * n + anchor_room))
if [ "$done_already" = no ] && [ "$lv_now" != mirror ] && [ "$need" -gt "$total" ]; then
    problem "$VG/$LV needs $need extents while both copies exist (its $E, $share on each of the $n planned disks and $anchor_room left free on one of them); $VG with the planned disks has $total"
fi
stop_if_problems

copy_percent() {
    lvmq lvs --noheadings -o copy_percent "$VG/$LV" 2>/dev/null | trim
}

if [ "$DRY_RUN" = yes ]; then
    echo "# migrate.sh --dry-run: every check passed; a run would do (from the state of $VG/$LV now):"
fi

if printf '%s\n' "$LVINFO" | grep '^\[\?pvmove' >/dev/null; then
    begin "finish the pvmove an earlier run started"
    run lvmq pvmove -i 1
fi

for left in $(printf '%s\n' "$LVINFO" | awk -F: -v lv="$LV" 'index($1, lv "_mimage_") == 1 && !seen[$1]++ { print $1 }'); do
    attr=$(lvmq lvs --noheadings -o lv_attr "$VG/$left" 2>/dev/null | trim)
    if [ "${attr:5:1}" = o ]; then
        die "$VG/$left, a copy an interrupted run left detached, is open; close it (umount) and run again"
    fi
    begin "remove $VG/$left, the copy an interrupted lvconvert left detached ($VG/$LV holds the data)"
    run lvmq lvremove -y "$VG/$left"
done

for i in "${!PV[@]}"; do
    case "${STATE[i]}" in
        new)
            begin "${NAME[$i]}: a physical volume joins $VG"
            run lvmq pvcreate "${PV[$i]}"
            run lvmq vgextend "$VG" "${PV[$i]}"
            ;;
        orphan)
            begin "${NAME[$i]}: joins $VG"
            run lvmq vgextend "$VG" "${PV[$i]}"
            ;;
    esac
done

# moves: the extents inside each planned disk's last $share extents go to free extents outside those ends
# (planned disks first, in stripe order, then the disks that leave); then the LV grows to a multiple of n
# extents, outside the ends too.
plan_moves() {
    {
        echo "SHARE $share $E $n"
        for i in "${!PV[@]}"; do
            echo "PV ${PV[$i]} ${PE[i]} $i ${STATE[i]}"
        done
        lvmq pvs --segments --noheadings -o pv_name,vg_name,pvseg_start,pvseg_size,lv_name 2>/dev/null |
            awk -v vg="$VG" '$2 == vg { print "SEG", $1, $3, $4, (NF >= 5 ? 1 : 0) }'
        lvmq pvs --noheadings -o pv_name,vg_name,pv_pe_count 2>/dev/null |
            awk -v vg="$VG" '$2 == vg { print "VGPV", $1, $3 }'
    } | awk '
        $1 == "SHARE" { share = $2; e = $3; n = $4 }
        $1 == "PV" { idx[$2] = $4; pe[$2] = $3; order[$4] = $2; if ($5 != "member") fresh[$2] = 1 }
        $1 == "VGPV" { if (!($2 in idx)) { nl++; leaving[nl] = $2; pe[$2] = $3 } }
        $1 == "SEG" { ns++; sp[ns] = $2; ss[ns] = $3; sz[ns] = $4; su[ns] = $5 }
        END {
            # the anchor: the planned disk with the least room outside its end (a fresh one first), which the
            # old copy leaves entirely
            anchor = ""
            for (i = 0; i < n; i++) {
                p = order[i]; room = pe[p] - share
                if (anchor == "" || room < best || (room == best && (p in fresh) && !(anchor in fresh))) {
                    anchor = p; best = room
                }
            }
            print "ANCHOR", anchor
            # free chunks outside the ends, in order: planned disks, then those that leave
            nd = 0
            for (i = 0; i < n; i++) {
                p = order[i]; lo = pe[p] - share
                if (p == anchor) continue
                if (p in fresh) { if (lo > 0) { nd++; dp[nd] = p; da[nd] = 0; db[nd] = lo - 1 } continue }
                for (k = 1; k <= ns; k++) if (sp[k] == p && !su[k]) {
                    a = ss[k]; b = ss[k] + sz[k] - 1; if (b > lo - 1) b = lo - 1
                    if (a <= b) { nd++; dp[nd] = p; da[nd] = a; db[nd] = b }
                }
            }
            for (j = 1; j <= nl; j++) for (k = 1; k <= ns; k++) if (sp[k] == leaving[j] && !su[k]) {
                nd++; dp[nd] = sp[k]; da[nd] = ss[k]; db[nd] = ss[k] + sz[k] - 1
            }
            # used extents inside the ends, and all those of the anchor
            for (i = 0; i < n; i++) {
                p = order[i]; lo = pe[p] - share; hi = pe[p] - 1
                if (p == anchor) lo = 0
                for (k = 1; k <= ns; k++) if (sp[k] == p && su[k]) {
                    a = ss[k]; b = ss[k] + sz[k] - 1
                    if (a < lo) a = lo
                    if (b > hi) b = hi
                    while (a <= b) {
                        found = 0
                        for (d = 1; d <= nd; d++) if (dp[d] != p && da[d] <= db[d]) { found = d; break }
                        if (!found) { print "SHORT", b - a + 1; exit 1 }
                        len = b - a + 1; room = db[found] - da[found] + 1; if (room < len) len = room
                        print "MOVE", p, a, a + len - 1, dp[found], da[found], da[found] + len - 1
                        da[found] += len; a += len
                    }
                }
            }
            grow = share * n - e
            for (d = 1; d <= nd && grow > 0; d++) if (da[d] <= db[d]) {
                len = db[d] - da[d] + 1; if (len > grow) len = grow
                print "GROW", dp[d], da[d], da[d] + len - 1
                da[d] += len; grow -= len
            }
            if (grow > 0) { print "SHORT", grow; exit 1 }
            for (i = 0; i < n; i++) print "AREA", order[i], pe[order[i]] - share, pe[order[i]] - 1
        }'
}

# the PE counts of the planned disks as LVM has them now
refresh_pe() {
    local i pv
    [ "$DRY_RUN" = no ] || return 0
    read_pvs
    for i in "${!PV[@]}"; do
        pv=$(pv_of "${MM[i]}") || die "${NAME[$i]}: ${PV[$i]} is not a physical volume after vgextend"
        PE[i]=${pv##*:}
        STATE[i]=member
    done
}

if [ "$done_already" = yes ]; then
    echo "# $VG/$LV is striped over the planned disks already"
elif [ "$lv_now" != mirror ]; then
    refresh_pe
    moves=$(plan_moves) || die "not enough free extents to make room on the planned disks ($(printf '%s\n' "$moves" | awk '$1 == "SHORT" { print $2 }') short)"
    if printf '%s\n' "$moves" | grep '^MOVE' >/dev/null; then
        begin "empty the last $share extents of each planned disk (pvmove), the stripe's place"
        # one pvmove per disk emptied: its ranges, and the free ranges they go to
        for src in $(printf '%s\n' "$moves" | awk '$1 == "MOVE" && !seen[$2]++ { print $2 }'); do
            mapfile -t from < <(printf '%s\n' "$moves" | awk -v s="$src" '$1 == "MOVE" && $2 == s { print $3 "-" $4 }')
            mapfile -t to < <(printf '%s\n' "$moves" | awk -v s="$src" '$1 == "MOVE" && $2 == s { print $5 ":" $6 "-" $7 }')
            run lvmq pvmove -i 1 --alloc anywhere "$src:$(IFS=:; echo "${from[*]}")" "${to[@]}"
        done
    fi
    grow=()
    while read -r kind dst c d rest; do
        [ "$kind" = GROW ] && grow+=("$dst:$c-$d")
    done <<<"$moves"
    if [ ${#grow[@]} -gt 0 ]; then
        begin "grow $VG/$LV to $((share * n)) extents, a multiple of $n stripes (the file system keeps its size)"
        run lvmq lvextend -l "$((share * n))" "$VG/$LV" "${grow[@]}"
    fi
    areas=()
    while read -r kind dst c d; do
        [ "$kind" = AREA ] && areas+=("$dst:$c-$d")
    done <<<"$moves"
    begin "add a copy striped over the planned disks in stripe order, stripe size $STRIPE"
    if [ "$n" -gt 1 ]; then
        run lvmq lvconvert -y -i 1 --type mirror -m 1 --mirrorlog core --alloc anywhere --stripes "$n" -I "$STRIPE" "$VG/$LV" "${areas[@]}"
    else
        run lvmq lvconvert -y -i 1 --type mirror -m 1 --mirrorlog core --alloc anywhere "$VG/$LV" "${areas[@]}"
    fi
fi

if ! is_done; then
    begin "wait until the striped copy is in sync"
    if [ "$DRY_RUN" = no ]; then
        last=""
        while :; do
            pct=$(copy_percent)
            [ "$pct" = 100.00 ] && break
            [ -n "$pct" ] || die "$VG/$LV reports no copy progress; is it a mirror? (lvs -a -o +devices $VG)"
            if [ "$pct" != "$last" ]; then
                echo "   $VG/$LV in sync: $pct%"
                last=$pct
            fi
            sleep 1
        done
    else
        echo "   lvs -o copy_percent $VG/$LV until 100.00"
    fi
    begin "drop the old copy"
    if [ "$DRY_RUN" = no ]; then
        old=()
        for dev in $(lvmq lvs -a --noheadings -o devices "$VG/${LV}_mimage_0" | tr ',' ' '); do
            dev=${dev%%(*}
            case " ${old[*]-} " in *" $dev "*) ;; *) old+=("$dev") ;; esac
        done
        [ ${#old[@]} -gt 0 ] || die "$VG/${LV}_mimage_0, the old copy, is not there (lvs -a -o +devices $VG)"
        # lvconvert drops the copy that lies wholly on the disks named; when both did, it would drop the new one
        old_mm=" "
        for dev in "${old[@]}"; do
            old_mm="$old_mm$(devnum "$dev") "
        done
        off=no
        for i in "${!PV[@]}"; do
            case "$old_mm" in *" ${MM[i]} "*) ;; *) off=yes ;; esac
        done
        [ "$off" = yes ] || die "the old copy of $VG/$LV reaches every planned disk, so lvconvert cannot be told which copy to drop; both are intact (lvs -a -o +devices $VG)"
        run lvmq lvconvert -y -m 0 "$VG/$LV" "${old[@]}"
        is_done || die "$VG/$LV is not striped over the planned disks after dropping the old copy; its data is intact (lvs -a -o +devices,stripes,stripe_size $VG)"
    else
        echo "   lvm lvconvert -y -m 0 $VG/$LV <the disks of the old copy, ${LV}_mimage_0>"
    fi
fi

# the disks that leave: in $VG but not planned (and, after an interrupted run, their orphan labels)
leaving=()
while read -r dev; do
    [ -n "$dev" ] || continue
    case "$planned" in *" $(devnum "$dev") "*) continue ;; esac
    leaving+=("$dev")
done < <(lvmq pvs --noheadings -o pv_name,vg_name 2>/dev/null | awk -v vg="$VG" '$2 == vg { print $1 }')
if [ ${#leaving[@]} -gt 0 ]; then
    begin "take the disks that leave out of $VG: ${leaving[*]}"
    for dev in "${leaving[@]}"; do
        used=$(lvmq pvs --noheadings -o pv_used --units b --nosuffix "$dev" | trim)
        if [ "$DRY_RUN" = no ] && [ "$used" != 0 ]; then
            die "$dev still holds $used bytes of $VG; nothing was removed (lvs -a -o +devices $VG)"
        fi
        run lvmq vgreduce "$VG" "$dev"
        run lvmq pvremove -y "$dev"
    done
fi
for dev in ${OLD[@]+"${OLD[@]}"}; do
    [ -b "$dev" ] || continue
    case "$planned" in *" $(devnum "$dev") "*) continue ;; esac
    if vg=$(lvmq pvs --noheadings -o vg_name "$dev" 2>/dev/null) && [ -z "$(printf '%s' "$vg" | trim)" ]; then
        begin "remove the LVM label an interrupted run left on $dev"
        run lvmq pvremove -y "$dev"
    fi
done

if [ "$DRY_RUN" = no ]; then
    lvmq lvs -o lv_name,segtype,stripes,stripe_size,devices "$VG"
    echo "migrate.sh: $VG/$LV is striped over the planned disks; the disks that left hold no LVM label. Now (and only now) release.txt."
fi
