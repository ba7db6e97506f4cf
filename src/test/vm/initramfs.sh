#!/bin/bash
# Builds the initramfs of the device-mapper test VM (see VmHarness.java and docs/testing-vm.md):
# busybox, lvm2, e2fsprogs, util-linux and multipath-tools with their shared libraries, the kernel modules
# for virtio disks, ext4, device-mapper (mirror, multipath) and scsi_debug, and an /init that loads them,
# runs /t/run.sh and powers off. The verdict goes to the serial console (ttyS0).
# Usage: initramfs.sh KERNEL_RELEASE TEST_DIR OUTPUT.cpio
set -euo pipefail
kver=$1
tests=$2
out=$3
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
mods=/lib/modules/$kver
busybox=$(command -v busybox)
export PATH="$PATH:/usr/sbin:/sbin"

mkdir -p "$root"/{bin,sbin,etc,proc,sys,dev,tmp,run,mnt,t,lib/modules,var/lock,etc/lvm,etc/multipath}
cp "$busybox" "$root/bin/busybox"

copy_with_libs() {
    local f=$1 lib
    [ -e "$root$f" ] && return
    mkdir -p "$root$(dirname "$f")"
    cp -L "$f" "$root$f"
    for lib in $(ldd "$f" 2>/dev/null | awk '/=> \// { print $3 } /^\t\/.*ld-linux/ { print $1 }'); do
        if [ ! -e "$root$lib" ]; then
            mkdir -p "$root$(dirname "$lib")"
            cp -L "$lib" "$root$lib"
        fi
    done
}
for tool in bash lvm dmsetup mkfs.ext4 e2fsck tune2fs lsblk blkid findmnt wipefs blockdev sha256sum \
            multipath multipathd losetup sfdisk; do
    path=$(command -v "$tool" 2>/dev/null) || continue
    copy_with_libs "$(readlink -f "$path")"
    real=$(readlink -f "$path")
    [ -e "$root/sbin/$tool" ] || ln -s "$real" "$root/sbin/$tool"
done
# udev: multipath finds its paths through the udev database
for f in /lib/systemd/systemd-udevd /lib/udev/scsi_id /lib/udev/kpartx_id; do
    [ -e "$f" ] && copy_with_libs "$f"
done
if [ -d /lib/udev/rules.d ]; then
    mkdir -p "$root/lib/udev/rules.d"
    cp /lib/udev/rules.d/*.rules "$root/lib/udev/rules.d/" 2>/dev/null || true
fi
path=$(command -v udevadm 2>/dev/null) && copy_with_libs "$(readlink -f "$path")" && ln -sf "$(readlink -f "$path")" "$root/sbin/udevadm"
# loaded with dlopen (pthread_cancel in multipathd), so not in ldd's list
for lib in /lib/x86_64-linux-gnu/libgcc_s.so.1 /usr/lib/x86_64-linux-gnu/libgcc_s.so.1; do
    [ -e "$lib" ] && copy_with_libs "$lib"
done
for lib in /lib/multipath/*.so /usr/lib/x86_64-linux-gnu/multipath/*.so; do
    [ -e "$lib" ] && copy_with_libs "$lib"
done
for cmd in pvcreate pvremove pvs pvmove pvscan vgcreate vgextend vgreduce vgremove vgs vgchange vgcfgbackup \
            vgcfgrestore lvcreate lvconvert lvextend lvremove lvs lvchange lvdisplay pvdisplay vgdisplay; do
    ln -sf "$(readlink -f "$(command -v lvm)")" "$root/sbin/$cmd"
done
cat > "$root/etc/lvm/lvm.conf" <<'CONF'
devices { obtain_device_list_from_udev = 0 }
activation { udev_sync = 0 udev_rules = 0 verify_udev_operations = 0 monitoring = 0 }
global { use_lvmpolld = 0 event_activation = 0 }
backup { backup = 1 archive = 0 }
CONF
cp "$root/etc/lvm/lvm.conf" "$root/etc/lvm/lvmlocal.conf"

# modules and what they depend on, in load order
declare -A loaded=()
order=()
add_module() {
    local name=$1 rel dep
    rel=$(awk -v m="/$name.ko" 'index($1, m ":") || $1 ~ ("/" name "\\.ko(\\.[a-z]+)?:$") { print; exit }' name="$name" "$mods/modules.dep")
    [ -n "$rel" ] || return 0
    local file=${rel%%:*}
    [ -n "${loaded[$file]:-}" ] && return 0
    loaded[$file]=1
    for dep in ${rel#*:}; do
        dep=$(basename "$dep"); dep=${dep%%.ko*}
        add_module "$dep"
    done
    mkdir -p "$root/lib/modules/$(dirname "$file")"
    cp "$mods/$file" "$root/lib/modules/$file"
    order+=("$file")
}
for m in virtio_pci virtio_blk ext4 crc32c_generic dm-mod dm-mirror dm-log dm-region-hash dm-multipath \
         dm-round-robin dm-service-time dm-queue-length loop scsi_debug sd_mod scsi_dh_alua; do
    add_module "$m"
done
printf '%s\n' ${order[@]+"${order[@]}"} > "$root/lib/modules/order"

cp -r "$tests"/. "$root/t/"
cat > "$root/init" <<'INIT'
#!/bin/busybox sh
/bin/busybox --install -s /bin
export PATH=/sbin:/bin:/usr/sbin:/usr/bin
mount -t proc proc /proc
mount -t sysfs sys /sys
mount -t devtmpfs dev /dev
ln -s /proc/self/fd /dev/fd
mount -t tmpfs tmp /tmp
mount -t tmpfs run /run
# scsi_debug is loaded by the scenario that needs it, with its parameters
while read -r m; do
    case "$m" in */scsi_debug.ko*) continue ;; esac
    insmod "/lib/modules/$m" 2>/dev/null
done < /lib/modules/order
echo "ZL-VM: up $(uname -r)"
/sbin/bash /t/run.sh </dev/null
echo "ZL-VM: done $?"
sync
poweroff -f
INIT
chmod +x "$root/init"
( cd "$root" && find . | "$busybox" cpio -o -H newc 2>/dev/null ) > "$out"
