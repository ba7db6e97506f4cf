#!/bin/sh
# Builds the noarch RPM with rpmbuild (called by `mvn package`, pom.xml profile rpm):
#   build.sh SPEC STAGE MANDIR_GZ VERSION RELEASE COMMIT_TIME PACKAGER OUT_DIR
# COMMIT_TIME (ISO 8601) becomes SOURCE_DATE_EPOCH, the time rpmbuild stamps on the package and its files.
set -eu
absolute() { (cd "$1" && pwd -P); }
spec=$(absolute "$(dirname "$1")")/$(basename "$1")
stage=$(absolute "$2") mandir=$(absolute "$3") version=$4 release=$5 time=$6 packager=$7 out=$(absolute "$8")
top=$out/rpmbuild
rm -rf "$top"
mkdir -p "$top"
SOURCE_DATE_EPOCH=$(date -u -d "$time" +%s)
export SOURCE_DATE_EPOCH
# a fixed umask and locale: the files' modes and the header's text do not depend on who builds
umask 022
LC_ALL=C rpmbuild -bb --quiet \
  --define "_topdir $top" \
  --define "stage $stage" \
  --define "mandir_gz $mandir" \
  --define "zlayout_version $version" \
  --define "zlayout_release $release" \
  --define "zlayout_packager $packager" \
  "$spec"
mv -f "$top/RPMS/noarch/zlayout-$version-$release.noarch.rpm" "$out/"
rm -rf "$top"
