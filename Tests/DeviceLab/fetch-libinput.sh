#!/usr/bin/env bash
# Fetches the device lab's libinput, LAB_LIBINPUT (Debian's libinput 1.31.3-1 from sid by default,
# what Fedora, Arch and Debian sid run) with the libraries it needs from the same suite (glibc,
# libevdev, mtdev, libudev, libwacom and the GLib it loads), and unpacks them into OUT/libinput-root.
# The host's apt is left alone: the downloads go through a private sources list and state
# directory under OUT/libinput-apt, and the .deb files are kept in OUT/libinput-debs, so that a
# second run needs no network. build-base.sh lays this root over the guest's host files.
# Writes the unpacked packages, one `NAME=VERSION` a line, into OUT/libinput-root.packages, and the
# folder of their .deb files into OUT/libinput-root.debs.
# Usage: fetch-libinput.sh OUT
# Environment: LAB_LIBINPUT (Debian version of libinput, 1.31.3-1), LAB_LIBINPUT_SUITE (sid).
set -euo pipefail
OUT=${1:?usage: fetch-libinput.sh OUT}
VERSION=${LAB_LIBINPUT:-1.31.3-1}
SUITE=${LAB_LIBINPUT_SUITE:-sid}
A=$OUT/libinput-apt
D=$OUT/libinput-debs/$SUITE-$VERSION
R=$OUT/libinput-root
# libinput's Depends closure (apt-cache depends --recurse, no recommends), and libinput-tools for
# its C tools only (its GTK and Python dependencies serve debug-gui and the analysis scripts).
PKGS="libinput10 libinput-bin libinput-tools libc6 libgcc-s1 gcc-16-base libevdev2 libmtdev1t64
  libudev1 libwacom9 libwacom-common libgudev-1.0-0 libglib2.0-0t64 libffi8 libpcre2-8-0
  libmount1 libblkid1 libselinux1 libsystemd0 zlib1g libatomic1"

if ! ls "$D"/libinput10_*.deb >/dev/null 2>&1; then
  mkdir -p "$A/etc" "$A/state/lists/partial" "$A/cache/archives/partial" "$D"
  echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian $SUITE main" >"$A/etc/sources.list"
  : >"$A/state/status"
  apt=(-o "Dir::Etc::sourcelist=$A/etc/sources.list" -o Dir::Etc::sourceparts=- -o "Dir::State=$A/state"
    -o "Dir::State::status=$A/state/status" -o "Dir::Cache=$A/cache" -o Debug::NoLocking=1
    -o APT::Sandbox::User=root)
  apt-get "${apt[@]}" update -qq || { echo "fetch-libinput: apt-get update of Debian $SUITE failed" >&2; exit 1; }
  want=
  for p in $PKGS; do
    case $p in libinput10 | libinput-bin | libinput-tools) want="$want $p=$VERSION" ;; *) want="$want $p" ;; esac
  done
  # shellcheck disable=SC2086 # one word per package
  (cd "$D" && apt-get "${apt[@]}" download -q $want) || {
    echo "fetch-libinput: Debian $SUITE does not serve libinput $VERSION (apt-cache policy libinput10 with $A's lists tells what it has; set LAB_LIBINPUT and write that version's judge fixture)" >&2
    rm -rf "$D"
    exit 1
  }
fi
rm -rf "$R"
mkdir -p "$R"
for deb in "$D"/*.deb; do
  dpkg-deb -x "$deb" "$R"
  dpkg-deb -f "$deb" Package Version | paste -sd= | sed 's/Package: //; s/=Version: /=/'
done | sort >"$R.packages"
echo "$D" >"$R.debs"
v=$("$R/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2" --library-path "$R/usr/lib/x86_64-linux-gnu" \
  "$R/usr/bin/libinput" --version) || { echo "fetch-libinput: the fetched libinput does not run" >&2; exit 1; }
echo "fetch-libinput: libinput $v from Debian $SUITE ($(wc -l <"$R.packages") packages)"
