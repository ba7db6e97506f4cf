#!/bin/bash
# zlayout plan for GUEST4: volume group vg_guest4 and logical volume lv_guest4
# striped over 4 disks, stripe size 64k.
# Run on GUEST4 as root once the devices are online and 'multipath -ll' shows
# the aliases below. It writes new LVM labels: whatever the disks hold is
# lost, kept disks included.
#
# Disks in stripe order (vgcreate order, interleaved over ranks):
#   PV1  1003  rank R1  LSS 10  server 0  DA pair 1
#   PV2  1403  rank R2  LSS 14  server 0  DA pair 2
#   PV3  1803  rank R3  LSS 18  server 0  DA pair 3
#   PV4  1C03  rank R4  LSS 1C  server 0  DA pair 4
#
# Environment (for testing; the defaults are the real devices):
#   PV1..PV4       physical volume paths
#   LVM_OPTS       added to every LVM command (e.g. --driverloaded n)
#   LVCREATE_OPTS  added to lvcreate (e.g. -an -Zn)
set -euo pipefail

PV1="${PV1:-/dev/mapper/guest4_1003}"
PV2="${PV2:-/dev/mapper/guest4_1403}"
PV3="${PV3:-/dev/mapper/guest4_1803}"
PV4="${PV4:-/dev/mapper/guest4_1c03}"
LVM_OPTS="${LVM_OPTS:-}"
LVCREATE_OPTS="${LVCREATE_OPTS:-}"

# LVM_OPTS and LVCREATE_OPTS are split into words on purpose.
# shellcheck disable=SC2086
pvcreate $LVM_OPTS "$PV1" "$PV2" "$PV3" "$PV4"
# shellcheck disable=SC2086
vgcreate $LVM_OPTS -s 4M vg_guest4 "$PV1" "$PV2" "$PV3" "$PV4"
# Every PV gives the same extents, so the stripes follow the order above even
# when the disks differ in size (LVM would otherwise put the largest first).
# shellcheck disable=SC2086
extents=$(pvs $LVM_OPTS --noheadings -o pv_pe_count "$PV1" "$PV2" "$PV3" "$PV4" | awk 'NR == 1 || $1 + 0 < min { min = $1 + 0 } END { print min }')
if [ -z "$extents" ] || [ "$extents" -lt 1 ]; then
    echo "vg_guest4: no free extents on the physical volumes" >&2
    exit 1
fi
last=$((extents - 1))
# shellcheck disable=SC2086
lvcreate $LVM_OPTS $LVCREATE_OPTS -n lv_guest4 -i 4 -I 64k -l 100%PVS vg_guest4 \
    "$PV1:0-$last" "$PV2:0-$last" "$PV3:0-$last" "$PV4:0-$last"
# shellcheck disable=SC2086
lvs $LVM_OPTS -o lv_name,stripes,stripe_size,devices vg_guest4
