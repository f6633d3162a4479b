#!/usr/bin/env bash
# Builds the device lab's Python layer, OUT/python.cpio.gz: Debian's python3.11 (its standard
# library without tests, idle, tkinter and the like) with python3-libevdev, python3-yaml and
# python3-pyudev, and libinput's `libinput replay` script (the lab's libinput, OUT/libinput-root),
# which needs them. Shared libraries the
# base layer (OUT/rootfs) lacks are added, and an ld.so.cache, since pyudev finds libudev
# through `ldconfig -p`.
# Usage: build-python.sh OUT
set -euo pipefail
OUT=${1:?usage: build-python.sh OUT}
R=$OUT/pyroot
rm -rf "$R"
mkdir -p "$R/usr/bin" "$R/usr/lib/python3/dist-packages" "$R/sbin" "$R/etc" "$R/usr/libexec/libinput"
cp /usr/bin/python3.11 "$R/usr/bin/"
ln -s python3.11 "$R/usr/bin/python3"
ln -s /bin/busybox "$R/usr/bin/env" # "#!/usr/bin/env python3"
cp "$OUT/libinput-root/usr/libexec/libinput/libinput-replay" "$R/usr/libexec/libinput/"
(cd /usr/lib && tar -cf - --exclude='config-3.11-*' --exclude=test --exclude=tests \
  --exclude=lib2to3 --exclude=pydoc_data --exclude=distutils --exclude=idlelib \
  --exclude=tkinter --exclude=ensurepip --exclude=turtledemo --exclude=site-packages \
  --exclude='__pycache__' python3.11) | (cd "$R/usr/lib" && tar -xf -)
for p in libevdev yaml _yaml pyudev; do
  cp -r /usr/lib/python3/dist-packages/$p "$R/usr/lib/python3/dist-packages/"
done
for f in /usr/bin/python3.11 /usr/lib/python3.11/lib-dynload/*.so /usr/lib/python3/dist-packages/_yaml/*.so; do
  ldd "$f" 2>/dev/null | awk '/=>/ {print $3}' | grep '^/' || true
done | sort -u | while read -r lib; do
  [ -e "$OUT/rootfs$lib" ] && continue
  mkdir -p "$R$(dirname "$lib")"
  cp -L "$lib" "$R$lib"
done
# Compiled ahead: compiling at import time under emulation takes seconds.
/usr/bin/python3.11 -m compileall -q -j 0 "$R/usr/lib/python3.11" "$R/usr/lib/python3/dist-packages" >/dev/null || true
cp /sbin/ldconfig "$R/sbin/"
M=$OUT/merged-root
rm -rf "$M"
mkdir -p "$M"
cp -a "$OUT/rootfs/." "$M/"
cp -a "$R/." "$M/"
: >"$M/etc/ld.so.conf"
ldconfig -r "$M" -f /etc/ld.so.conf 2>/dev/null || ldconfig -r "$M"
cp "$M/etc/ld.so.cache" "$R/etc/"
rm -rf "$M"
(cd "$R" && find . -print0 | cpio --null -o -H newc --quiet) | gzip -1 >"$OUT/python.cpio.gz"
du -sh "$R" | sed 's/^/python layer unpacked: /'
