#!/bin/sh
# zlayout collect - captures, on a Linux guest on IBM Z, what zlayout reads: the guest's zfcp, SCSI, multipath,
# DASD and LVM view, its persistent configuration, and (through vmcp, where z/VM allows it) CP's view of its
# FCP devices, paths, CHPIDs and DASD. Nothing is changed on the system.
#
# Usage:  sh zlayout-collect.sh [OUTDIR]        (default OUTDIR: ./zlayout-collect)
# Result: OUTDIR/hosts/<GUEST>/*.txt, and OUTDIR.tar.gz when tar is there. Give either to zlayout (the archive
#         is read as it is): zlayout inventory OUTDIR.tar.gz     zlayout check OUTDIR other-inputs...
# Run as root for complete output (lszfcp -a, lsluns, multipath and lvs read root-only data).
#
# OUTDIR must not exist yet, or be an empty folder of the user running the script: the script refuses any other,
# so a second run never mixes its captures with an earlier one, and a link planted in a shared folder (/tmp) never
# makes root write where the link points. Every file is created new (set -C: never over an existing file or a
# link), temporary files get unpredictable names (mktemp), and nothing outside OUTDIR and OUTDIR.tar.gz is written.
# Give it a private folder: sh zlayout-collect.sh "$HOME/zlayout-$(hostname)"

set -u
set -C
umask 077
OUT=${1:-zlayout-collect}
# where /etc is read from; empty on a real system
ROOT=${ZLAYOUT_ROOT:-}

have() {
    command -v "$1" >/dev/null 2>&1
}

say() {
    echo "zlayout-collect: $*" >&2
}

GUEST=
if have vmcp; then
    GUEST=$(vmcp q userid 2>/dev/null | awk 'NR == 1 { print toupper($1) }')
fi
if [ -z "$GUEST" ] && have hostname; then
    GUEST=$(hostname 2>/dev/null | cut -d. -f1 | tr '[:lower:]' '[:upper:]')
fi
[ -n "$GUEST" ] || GUEST=GUEST
# the guest name becomes a folder name: nothing but letters, digits, @ # $ and - survives
GUEST=$(printf '%s' "$GUEST" | tr -cd 'A-Z0-9@#$-')
[ -n "$GUEST" ] || GUEST=GUEST

# OUTDIR: made here (mkdir fails when something, a link included, took the name first), or an empty folder of
# this user that is not a link
if [ -L "$OUT" ]; then
    say "$OUT is a symbolic link: give a folder that does not exist yet"
    exit 1
elif [ -e "$OUT" ]; then
    if [ ! -d "$OUT" ] || [ ! -O "$OUT" ] || [ -n "$(ls -A "$OUT")" ]; then
        say "$OUT exists and is not an empty folder of yours: give a folder that does not exist yet (an earlier run's captures would be mixed with these)"
        exit 1
    fi
elif ! mkdir -m 700 "$OUT"; then
    say "cannot create $OUT"
    exit 1
fi
DIR=$OUT/hosts/$GUEST
mkdir -m 700 "$OUT/hosts" "$DIR" || { say "cannot create $DIR"; exit 1; }
say "writing $DIR"

# capture FILE COMMAND [ARG...]: appends '# COMMAND ARG...' and the command's output to FILE, only when the
# command exists, succeeds and prints something (a half capture would be misread).
capture() {
    file=$DIR/$1
    shift
    if ! have "$1"; then
        say "$1 not found, '$*' skipped"
        return 0
    fi
    tmp=$(mktemp "$DIR/.capture.XXXXXX") || { say "cannot create a temporary file in $DIR"; exit 1; }
    if "$@" >>"$tmp" 2>/dev/null && [ -s "$tmp" ]; then
        # several captures of one command (one per device) go into one file: the first creates it
        if [ -e "$file" ]; then
            { echo "# $*"; cat "$tmp"; } >>"$file"
        else
            { echo "# $*"; cat "$tmp"; } >"$file"
        fi
    else
        say "'$*' failed or printed nothing, skipped"
    fi
    rm -f "$tmp"
}

# copy PATH NAME: copies a configuration file as it is (into a file created new: set -C).
copy() {
    if [ -r "$ROOT$1" ]; then
        cat "$ROOT$1" >"$DIR/$2"
    else
        say "$1 not there, skipped"
    fi
}

# ---- Linux: zfcp, SCSI, multipath, DASD, LVM, channel paths
capture lszfcp.txt lszfcp -P -H -D
capture lszfcp-attributes.txt lszfcp -H -a
capture lsluns.txt lsluns -a
capture lsscsi.txt lsscsi
capture multipath-ll.txt multipath -ll
capture lsdasd.txt lsdasd -l
capture lvs.txt lvs -o +devices,stripes,stripe_size
capture lscss.txt lscss
capture lschp.txt lschp
capture lszdev.txt lszdev
capture chzdev-export.txt chzdev --export - --all
capture cio_ignore.txt cio_ignore -l

# ---- persistent configuration
copy /etc/zfcp.conf zfcp.conf
copy /etc/dasd.conf dasd.conf
copy /etc/multipath.conf multipath.conf
# chzdev's persistent udev rules (the zdev configuration applied at boot), one file after another
for f in "$ROOT"/etc/udev/rules.d/41-*.rules; do
    if [ -r "$f" ]; then
        if [ -e "$DIR/chzdev-rules.txt" ]; then
            cat "$f" >>"$DIR/chzdev-rules.txt"
        else
            cat "$f" >"$DIR/chzdev-rules.txt"
        fi
    fi
done

# ---- z/VM: the guest's virtual FCP devices, and what CP tells about the real devices behind them
if have vmcp; then
    capture cp-query-virtual-fcp.txt vmcp q v fcp
    capture cp-query-virtual-dasd.txt vmcp q v dasd
    # real FCP devices and CHPIDs of "FCP  0100 ON FCP   B000 CHPID 40 ..."; real DASD of "... ON DASD  5000 ..."
    rfcp=
    chpids=
    if [ -r "$DIR/cp-query-virtual-fcp.txt" ]; then
        rfcp=$(awk '$1 == "FCP" && $3 == "ON" { print $5 }' "$DIR/cp-query-virtual-fcp.txt" | sort -u)
        chpids=$(awk '$1 == "FCP" && $3 == "ON" && $6 == "CHPID" { print $7 }' "$DIR/cp-query-virtual-fcp.txt" \
            | sort -u)
    fi
    rdasd=
    if [ -r "$DIR/cp-query-virtual-dasd.txt" ]; then
        rdasd=$(awk '{ for (i = 1; i < NF - 1; i++) if ($i == "ON" && $(i + 1) == "DASD") print $(i + 2) }' \
            "$DIR/cp-query-virtual-dasd.txt" | sort -u)
    fi
    # privilege class B commands: most guests may not run them; each is skipped when CP refuses
    capture cp-query-fcp.txt vmcp q fcp
    for d in $rfcp $rdasd; do
        capture cp-query-paths.txt vmcp q paths "$d"
    done
    for c in $chpids; do
        capture cp-query-chpid.txt vmcp q chpid "$c"
        capture cp-query-chpid.txt vmcp q chpid "$c" pchid
    done
    for d in $rdasd; do
        capture cp-query-dasd-details.txt vmcp q dasd details "$d"
    done
    # the virtual DASD list itself is not read by zlayout; it only named the real devices
    rm -f "$DIR/cp-query-virtual-dasd.txt"
else
    say "vmcp not found (not a z/VM guest, or the vmcp module is not loaded): no CP captures"
fi

if have tar; then
    # the archive is created new beside the folder (set -C refuses an existing file or a planted link)
    if [ -e "$OUT.tar.gz" ] || [ -L "$OUT.tar.gz" ]; then
        say "$OUT.tar.gz exists: no archive made; give the folder $OUT to zlayout"
    elif tar -czf - "$OUT" 2>/dev/null >"$OUT.tar.gz"; then
        say "archive $OUT.tar.gz (zlayout reads it as it is: zlayout inventory $OUT.tar.gz)"
    else
        rm -f "$OUT.tar.gz"
        say "tar failed: give the folder $OUT to zlayout"
    fi
fi
say "done: zlayout inventory $OUT"
