#!/bin/bash
# zlayout plan for LNXECKD: volume group vg_lnxeckd and logical volume
# lv_lnxeckd striped over 4 disks, stripe size 32k.
# Run on LNXECKD as root once the devices are online (chzdev --import
# chzdev.conf). It writes new LVM labels: whatever the disks hold is lost,
# kept disks included.
#
# Disks in stripe order (vgcreate order, interleaved over ranks):
#   PV1  8000  rank R4  LSS 80  server 0  DA pair 0  (kept)
#   PV2  8101  rank R5  LSS 81  server 1  DA pair 1
#   PV3  8200  rank R6  LSS 82  server 0  DA pair 2
#   PV4  8301  rank R7  LSS 83  server 1  DA pair 3
#
# Environment (for testing; the defaults are the real devices):
#   PV1..PV4       physical volume paths
#   LVM_OPTS       added to every LVM command (e.g. --driverloaded n)
#   LVCREATE_OPTS  added to lvcreate (e.g. -an -Zn)
#   DASD_FORMAT    'yes' to low-level format and partition the DASDs first
set -euo pipefail

PV1="${PV1:-/dev/disk/by-path/ccw-0.0.8000-part1}"
PV2="${PV2:-/dev/disk/by-path/ccw-0.0.8101-part1}"
PV3="${PV3:-/dev/disk/by-path/ccw-0.0.8200-part1}"
PV4="${PV4:-/dev/disk/by-path/ccw-0.0.8301-part1}"
LVM_OPTS="${LVM_OPTS:-}"
LVCREATE_OPTS="${LVCREATE_OPTS:-}"

# DASD preparation, only with DASD_FORMAT=yes: low-level format (4 KB blocks,
# compatible disk layout) and one partition over the whole disk. It destroys
# the data on these disks and takes a while per volume.
if [ "${DASD_FORMAT:-no}" = yes ]; then
    dasdfmt -b 4096 -d cdl -l ZL8000 -y /dev/disk/by-path/ccw-0.0.8000
    fdasd -a /dev/disk/by-path/ccw-0.0.8000
    dasdfmt -b 4096 -d cdl -l ZL8101 -y /dev/disk/by-path/ccw-0.0.8101
    fdasd -a /dev/disk/by-path/ccw-0.0.8101
    dasdfmt -b 4096 -d cdl -l ZL8200 -y /dev/disk/by-path/ccw-0.0.8200
    fdasd -a /dev/disk/by-path/ccw-0.0.8200
    dasdfmt -b 4096 -d cdl -l ZL8301 -y /dev/disk/by-path/ccw-0.0.8301
    fdasd -a /dev/disk/by-path/ccw-0.0.8301
    udevadm settle
fi

# LVM_OPTS and LVCREATE_OPTS are split into words on purpose.
# shellcheck disable=SC2086
pvcreate $LVM_OPTS "$PV1" "$PV2" "$PV3" "$PV4"
# shellcheck disable=SC2086
vgcreate $LVM_OPTS -s 4M vg_lnxeckd "$PV1" "$PV2" "$PV3" "$PV4"
# Every PV gives the same extents, so the stripes follow the order above even
# when the disks differ in size (LVM would otherwise put the largest first).
# shellcheck disable=SC2086
extents=$(pvs $LVM_OPTS --noheadings -o pv_pe_count "$PV1" "$PV2" "$PV3" "$PV4" | awk 'NR == 1 || $1 + 0 < min { min = $1 + 0 } END { print min }')
if [ -z "$extents" ] || [ "$extents" -lt 1 ]; then
    echo "vg_lnxeckd: no free extents on the physical volumes" >&2
    exit 1
fi
last=$((extents - 1))
# shellcheck disable=SC2086
lvcreate $LVM_OPTS $LVCREATE_OPTS -n lv_lnxeckd -i 4 -I 32k -l 100%PVS vg_lnxeckd \
    "$PV1:0-$last" "$PV2:0-$last" "$PV3:0-$last" "$PV4:0-$last"
# shellcheck disable=SC2086
lvs $LVM_OPTS -o lv_name,stripes,stripe_size,devices vg_lnxeckd
