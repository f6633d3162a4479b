#!/usr/bin/env bash
# Builds the device lab's base initramfs layer, OUT/base.cpio.gz, from the host's Debian
# packages: busybox (static), evdev.ko and uinput.ko from OUT/kernel, udevd with the input rules
# and a small hwdb, evemu tools with every shared library they need, and the lab's /init; and
# libinput from OUT/libinput-root (fetch-libinput.sh: Debian sid's libinput 1.31.3 with its
# tools, udev helpers and rules, quirks, libwacom's data, and the libraries of its suite, glibc
# included). The root it packs stays in OUT/rootfs, so that run.sh packs only the libraries the
# base lacks with gesture-replay.
# Usage: build-base.sh OUT
set -euo pipefail
OUT=${1:?usage: build-base.sh OUT}
SRC=$(cd "$(dirname "$0")" && pwd)
R=$OUT/rootfs
rm -rf "$R"
mkdir -p "$R"/{bin,sbin,usr/bin,usr/sbin,proc,sys,dev,run,tmp,etc,lib/modules,root,var}

cp /bin/busybox "$R/bin/busybox"
cp "$OUT/kernel/evdev.ko" "$OUT/kernel/uinput.ko" "$R/lib/modules/"

copy_with_libs() {
  local f=$1
  mkdir -p "$R$(dirname "$f")"
  cp -L "$f" "$R$f"
  ldd "$f" | awk '/=>/ {print $3} /^\t\/lib/ {print $1}' | grep '^/' | while read -r lib; do
    [ -e "$R$lib" ] && continue
    mkdir -p "$R$(dirname "$lib")"
    cp -L "$lib" "$R$lib"
  done
}
BINS=(
  /usr/bin/evemu-device /usr/bin/evemu-play /usr/bin/evemu-record /usr/bin/evemu-describe
  /usr/bin/evemu-event
  /bin/udevadm
)
for b in "${BINS[@]}"; do copy_with_libs "$b"; done
# The C++ runtime that Swift binaries built with --static-swift-stdlib still load, and the
# libraries of libinput (gesture-replay links libinput, libevdev, libudev and libyaml).
for l in /lib/x86_64-linux-gnu/libstdc++.so.6 /lib/x86_64-linux-gnu/libgcc_s.so.1 \
  /lib/x86_64-linux-gnu/libyaml-0.so.2; do
  [ -e "$l" ] && cp -L "$l" "$R$l"
done
mkdir -p "$R/lib64"
cp -L /lib64/ld-linux-x86-64.so.2 "$R/lib64/"

# libinput from Debian sid (fetch-libinput.sh), over the host's files: its libraries, glibc
# included, replace the host's under the names ldd gives for them (/lib/x86_64-linux-gnu), so
# that every program in the guest, the host's older ones too (glibc keeps their symbols), loads
# one glibc and one libinput, libudev and libevdev.
L=$OUT/libinput-root
[ -x "$L/usr/bin/libinput" ] || { echo "build-base: no $L (fetch-libinput.sh makes it)" >&2; exit 1; }
find "$L/usr/lib/x86_64-linux-gnu" -maxdepth 1 -name '*.so*' \
  -exec cp -a --remove-destination {} "$R/lib/x86_64-linux-gnu/" \;
cp -L --remove-destination "$L/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2" "$R/lib64/"
mkdir -p "$R/usr/libexec/libinput"
cp "$L/usr/bin/libinput" "$R/usr/bin/"
for t in debug-events record list-devices quirks; do
  cp "$L/usr/libexec/libinput/libinput-$t" "$R/usr/libexec/libinput/"
done
mkdir -p "$R/lib/udev"
cp "$L"/usr/lib/udev/libinput-* "$R/lib/udev/"

mkdir -p "$R/lib/systemd"
ln -sf /bin/udevadm "$R/lib/systemd/systemd-udevd"

# udev: the input rules and the hwdb entries they consult.
mkdir -p "$R/lib/udev/rules.d" "$R/etc/udev"
for r in 50-udev-default 60-input-id 60-evdev 60-persistent-input 70-mouse 70-touchpad \
  70-joystick; do
  [ -e /lib/udev/rules.d/$r.rules ] && cp /lib/udev/rules.d/$r.rules "$R/lib/udev/rules.d/"
done
cp "$L"/usr/lib/udev/rules.d/*libinput*.rules "$R/lib/udev/rules.d/"
H=$OUT/hwdb-root
rm -rf "$H"
mkdir -p "$H/lib/udev/hwdb.d"
for h in 60-evdev 60-input-id 60-keyboard 70-joystick 70-mouse 70-pointingstick 70-touchpad; do
  [ -e /lib/udev/hwdb.d/$h.hwdb ] && cp /lib/udev/hwdb.d/$h.hwdb "$H/lib/udev/hwdb.d/"
done
systemd-hwdb update --root="$H" --usr
cp "$H/lib/udev/hwdb.bin" "$R/lib/udev/hwdb.bin"
rm -rf "$H"
printf 'root:x:0:0:root:/root:/bin/sh\nlab:x:1000:1000:lab:/tmp:/bin/sh\n' >"$R/etc/passwd"
printf 'root:x:0:\ninput:x:101:\nkvm:x:102:\nlab:x:1000:\n' >"$R/etc/group"

# libinput's quirks and libwacom's data (libinput warns without them), from the same suite.
mkdir -p "$R/usr/share"
cp -r "$L/usr/share/libinput" "$L/usr/share/libwacom" "$R/usr/share/"

cp "$SRC/init" "$R/init"
chmod +x "$R/init"
(cd "$R" && find . -print0 | cpio --null -o -H newc --quiet) | gzip -1 >"$OUT/base.cpio.gz"
du -sh "$R" | sed 's/^/unpacked: /'
