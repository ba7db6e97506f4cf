#!/usr/bin/env bash
# The packages of `mvn -B package`, checked as a user gets them (docs/release.md): run after `mvn -B verify`.
#   .ci/packages.sh            the .deb unpacked with dpkg -x into a scratch root
#   .ci/packages.sh --install  the .deb installed with dpkg -i (and removed again): CI's throwaway machine
# 1. the release archive, unpacked into a scratch folder and run from there with Maven off PATH and the clone out of
#    reach (PATH holds only the tools the launcher needs, HOME and the working folder are scratch): --version names
#    this commit, check and plan run on the sample sites the archive carries; the .zip holds what the .tar.gz holds;
#    THIRD-PARTY lists exactly the libraries the jar bundles;
# 2. the .deb: lintian without errors; installed (or unpacked), /usr/bin/zlayout runs, man zlayout-check shows the
#    page, bash completion completes the commands;
# 3. the .rpm: rpm -qpl / -qpR / --qf %{ARCH}; installed into a scratch root with rpm -i --root --nodeps and run from
#    there; rpmlint (Debian packages it) without errors;
# 4. a second build from a fresh clone of the same commit gives byte-identical packages.
# Installs lintian, rpmlint and man-db where they are missing (rpm, for rpmbuild, is in .ci/run's list).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd -P)
install=false
[ "${1:-}" = --install ] && install=true
export PATH="$PATH:/usr/sbin:/sbin"
have() { command -v "$1" >/dev/null 2>&1; }
say() { printf '== %s\n' "$*"; }
fail() { printf 'packages: FAILED: %s\n' "$*" >&2; exit 1; }

need=()
have lintian || need+=(lintian)
have rpmlint || need+=(rpmlint)
have man || need+=(man-db)
have rpm || need+=(rpm)
have unzip || need+=(unzip)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

tgz=$(ls target/zlayout-*.tar.gz 2>/dev/null) || fail "no target/zlayout-<version>.tar.gz: run mvn -B package first"
version=${tgz#target/zlayout-}
version=${version%.tar.gz}
zip=target/zlayout-$version.zip
deb=target/zlayout_${version}_all.deb
rpmfile=target/zlayout-$version-1.noarch.rpm
for f in "$zip" "$deb" "$rpmfile"; do
  [ -f "$f" ] || fail "$f is missing (the .rpm needs rpmbuild: the rpm package)"
done
commit=$(git rev-parse --short=12 HEAD)
expected_version="zlayout $version (commit $commit, "

scratch=$(mktemp -d "${TMPDIR:-/tmp}/zlayout-packages.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cp "$tgz" "$zip" "$deb" "$rpmfile" "$scratch/"
# the only programs the runs below may use: the launcher's tools and the JVM, no Maven, nothing of the clone
mkdir -p "$scratch/bin" "$scratch/home" "$scratch/work"
for tool in sh dirname readlink sed cut cksum basename find mkdir mktemp rm mv cat java; do
  ln -s "$(command -v "$tool")" "$scratch/bin/$tool"
done
isolated() { (cd "$scratch/work" && env -i PATH="$scratch/bin" HOME="$scratch/home" LANG=C.UTF-8 "$@"); }
expect_exit() {
  local want=$1 got=0
  shift
  "$@" >"$scratch/out.txt" 2>"$scratch/err.txt" || got=$?
  [ "$got" = "$want" ] || { cat "$scratch/out.txt" "$scratch/err.txt" >&2; fail "$* exited $got, expected $want"; }
}
isolated sh -c 'command -v mvn' >/dev/null && fail "mvn is reachable in the isolated runs"

say "archive: $tgz"
mkdir -p "$scratch/opt"
tar -xzf "$scratch/$(basename "$tgz")" -C "$scratch/opt"
home="$scratch/opt/zlayout-$version"
for f in bin/zlayout "lib/zlayout-$version.jar" share/man/man1/zlayout.1 share/man/man1/zlayout-check.1 \
    share/bash-completion/completions/zlayout LICENSE README.md CHANGELOG.md THIRD-PARTY licenses/Apache-2.0.txt; do
  [ -f "$home/$f" ] || fail "the archive has no $f"
done
[ -x "$home/bin/zlayout" ] || fail "bin/zlayout is not executable"
(tar -tzf "$tgz" | grep -v '/$' | sort) >"$scratch/tar.list"
(unzip -Z1 "$zip" | grep -v '/$' | sort) >"$scratch/zip.list"
diff "$scratch/tar.list" "$scratch/zip.list" >/dev/null || fail "the .zip and the .tar.gz hold different files"
expect_exit 0 isolated "$home/bin/zlayout" --version
grep -qF "$expected_version" "$scratch/out.txt" || fail "--version says '$(cat "$scratch/out.txt")', not '$expected_version…'"
grep -q 'class-data-sharing archive' "$scratch/err.txt" || fail "the first run made no class-data-sharing archive"
ls "$scratch/home/.cache/zlayout/"*.jsa >/dev/null 2>&1 || fail "no archive in the user's cache folder"
[ -z "$(find "$home" -name '*.jsa')" ] || fail "a class-data-sharing archive was written into the install tree"
expect_exit 1 isolated "$home/bin/zlayout" check "$home/samples/worst-case"
grep -q 'consecutive-addresses' "$scratch/out.txt" || fail "check of samples/worst-case found no consecutive-addresses"
expect_exit 0 isolated "$home/bin/zlayout" check "$home/samples/worst-case-fixed"
expect_exit 0 isolated "$home/bin/zlayout" plan "$home/samples/ess-site" --out-dir "$scratch/plan"
[ -f "$scratch/plan/README.txt" ] || fail "plan wrote no README.txt"
# THIRD-PARTY names exactly the libraries the jar bundles (the build's dependency list), at their versions
awk '$1 ~ /:(compile|runtime)$/ {split($1, c, ":"); print c[1] ":" c[2] ":" c[4]}' target/packaging/bundled.txt \
  | sort >"$scratch/bundled.txt"
[ -s "$scratch/bundled.txt" ] || fail "target/packaging/bundled.txt lists no libraries"
awk '$1 ~ /^[a-z][a-zA-Z0-9.-]*:[a-zA-Z0-9.-]+:[0-9]/{print $1}' "$home/THIRD-PARTY" | sort >"$scratch/listed.txt"
diff "$scratch/bundled.txt" "$scratch/listed.txt" >&2 \
  || fail "THIRD-PARTY (src/packaging/THIRD-PARTY) does not list what the jar bundles (< bundled, > listed)"

say "deb: $deb"
dpkg-deb -f "$deb" Architecture | grep -qx all || fail "the .deb is not Architecture: all"
dpkg-deb -f "$deb" Depends | grep -q 'java17-runtime-headless' || fail "the .deb does not depend on Java 17+"
lint=0
lintian --fail-on error "$deb" >"$scratch/lintian.txt" 2>&1 || lint=$?
grep -v 'running with root privileges' "$scratch/lintian.txt" || true
[ "$lint" = 0 ] || fail "lintian reports errors on $deb"
if $install; then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo dpkg -i "$deb" >/dev/null
  root=""
else
  root="$scratch/debroot"
  dpkg -x "$deb" "$root"
fi
expect_exit 0 isolated "$root/usr/bin/zlayout" --version
grep -qF "$expected_version" "$scratch/out.txt" || fail "/usr/bin/zlayout --version says '$(cat "$scratch/out.txt")'"
expect_exit 1 isolated "$root/usr/bin/zlayout" check "$root/usr/share/zlayout/samples/worst-case"
manpath="$root/usr/share/man"
if $install && [ ! -f /usr/share/man/man1/zlayout-check.1.gz ]; then
  # container images often tell dpkg to leave manual pages out (path-exclude in /etc/dpkg/dpkg.cfg.d/)
  grep -rqs 'path-exclude.*/usr/share/man' /etc/dpkg/dpkg.cfg.d/ \
    || fail "dpkg -i installed no /usr/share/man/man1/zlayout-check.1.gz"
  echo "dpkg excludes /usr/share/man on this machine: man reads the page from the package unpacked instead"
  dpkg -x "$deb" "$scratch/debroot"
  manpath="$scratch/debroot/usr/share/man"
fi
MANPAGER="cat" MANPATH="$manpath" man zlayout-check >"$scratch/man.txt" 2>&1 \
  || fail "man zlayout-check: $(cat "$scratch/man.txt")"
grep -q 'fail' "$scratch/man.txt" || fail "man zlayout-check shows no --fail-on option"
bash -c "source '$root/usr/share/bash-completion/completions/zlayout' && complete -p zlayout" >/dev/null \
  || fail "the bash completion does not register for zlayout"
if $install; then
  $sudo dpkg -r zlayout >/dev/null
fi

say "rpm: $rpmfile"
[ "$(rpm -qp --qf '%{ARCH}' "$rpmfile")" = noarch ] || fail "the .rpm is not noarch"
rpm -qpR "$rpmfile" | grep -q 'jre-17-headless' || fail "the .rpm does not require a Java 17+ runtime"
rpm -qpl "$rpmfile" >"$scratch/rpm.list"
for f in /usr/bin/zlayout "/usr/share/zlayout/lib/zlayout-$version.jar" /usr/share/man/man1/zlayout-check.1.gz \
    /usr/share/bash-completion/completions/zlayout; do
  grep -qx "$f" "$scratch/rpm.list" || fail "the .rpm has no $f"
done
rpmroot="$scratch/rpmroot"
rpm --root "$rpmroot" --initdb
rpm -i --root "$rpmroot" --nodeps --nosignature "$rpmfile"
expect_exit 0 isolated "$rpmroot/usr/bin/zlayout" --version
grep -qF "$expected_version" "$scratch/out.txt" || fail "the .rpm's zlayout --version says '$(cat "$scratch/out.txt")'"
expect_exit 0 isolated "$rpmroot/usr/bin/zlayout" check "$rpmroot/usr/share/zlayout/samples/worst-case-fixed"
lint=0
rpmlint -r src/packaging/rpm/zlayout.rpmlintrc "$rpmfile" >"$scratch/rpmlint.txt" 2>&1 || lint=$?
grep -E ': E: ' "$scratch/rpmlint.txt" || true
tail -n 1 "$scratch/rpmlint.txt"
[ "$lint" = 0 ] || fail "rpmlint reports errors on $rpmfile"

say "reproducible: a second build from a fresh clone of $commit"
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  fail "the checkout has uncommitted changes: the packages are not of commit $commit"
fi
git clone -q --no-hardlinks "$repo" "$scratch/clone"
git -C "$scratch/clone" checkout -q "$commit"
(cd "$scratch/clone" && mvn -B -q -o -DskipTests package >"$scratch/build.log" 2>&1) \
  || { tail -n 40 "$scratch/build.log" >&2; fail "the second build failed"; }
for f in "$tgz" "$zip" "$deb" "$rpmfile" target/zlayout.jar; do
  cmp "$f" "$scratch/clone/$f" || fail "$f differs between two builds of $commit"
done
say "packages: all checks passed"
