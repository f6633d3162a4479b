#!/usr/bin/env bash
# Builds the device lab's seat layer, OUT/seat.cpio.gz, for the boot in which systemd is PID 1
# (15-permissions.sh): on top of the base layer (OUT/rootfs), the host's systemd (PID 1, journald,
# logind, the user manager, systemctl, loginctl, journalctl, systemd-run), D-Bus, agetty and
# login with a small PAM configuration, getfacl (from Debian's acl package when the host lacks
# it), udev's seat rules (70-uaccess, 71-seat, 73-seat-late), the units of seat/, the users
# lab and other, and dpkg with a status of the host packages whose files the guest carries.
# Usage: build-seat.sh OUT
set -euo pipefail
OUT=${1:?usage: build-seat.sh OUT}
SRC=$(cd "$(dirname "$0")" && pwd)
BASE=$OUT/rootfs
R=$OUT/seat-root
rm -rf "$R"
mkdir -p "$R"/{bin,sbin,usr/bin,usr/sbin,etc,lib/systemd/system,usr/lib/lab-seat,var/log,home}

copy_with_libs() {
  local f=$1
  mkdir -p "$R$(dirname "$f")"
  cp -L "$f" "$R$f"
  ldd "$f" 2>/dev/null | awk '/=>/ {print $3} /^\t\/lib/ {print $1}' | { grep '^/' || true; } | while read -r lib; do
    [ -e "$R$lib" ] || [ -e "$BASE$lib" ] && continue
    mkdir -p "$R$(dirname "$lib")"
    cp -L "$lib" "$R$lib"
  done
}
for b in /lib/systemd/systemd /lib/systemd/systemd-journald /lib/systemd/systemd-logind \
  /lib/systemd/systemd-user-runtime-dir /lib/systemd/systemd-user-sessions \
  /lib/systemd/systemd-shutdown /lib/systemd/systemd-sulogin-shell \
  /bin/systemctl /bin/loginctl /bin/journalctl /usr/bin/systemd-run /usr/bin/busctl \
  /usr/bin/dbus-daemon /sbin/agetty /bin/login \
  /lib/x86_64-linux-gnu/security/pam_permit.so /lib/x86_64-linux-gnu/security/pam_deny.so \
  /lib/x86_64-linux-gnu/security/pam_systemd.so; do
  copy_with_libs "$b"
done
# getfacl: the host's, or Debian's acl package's.
if [ -x /usr/bin/getfacl ] || [ -x /bin/getfacl ]; then
  copy_with_libs "$(command -v getfacl)"
else
  d=$OUT/acl-deb
  rm -rf "$d"
  mkdir -p "$d"
  (cd "$d" && apt-get download -q acl >/dev/null 2>&1) && dpkg-deb -x "$d"/acl_*.deb "$d/x" &&
    cp "$d/x/bin/getfacl" "$R/bin/getfacl" || echo "no getfacl (apt-get download acl failed)"
  rm -rf "$d"
fi
# Units: every unit file of the host (not its .wants links: only what lab-seat.target and the
# units' own dependencies name starts), the lab's, getty@tty1's autologin.
cp -a /lib/systemd/system/*.service /lib/systemd/system/*.socket /lib/systemd/system/*.target \
  /lib/systemd/system/*.slice /lib/systemd/system/*.mount "$R/lib/systemd/system/" 2>/dev/null || true
mkdir -p "$R/usr/lib/systemd"
cp -a /usr/lib/systemd/user "$R/usr/lib/systemd/" 2>/dev/null || true
cp -a /lib/systemd/system-generators /lib/systemd/user-generators "$R/lib/systemd/" 2>/dev/null || true
rm -rf "$R/lib/systemd/system-generators" "$R/lib/systemd/user-generators"
cp "$SRC/seat/lab-seat.target" "$SRC/seat/lab-early.service" "$SRC/seat/lab-seat.service" "$R/lib/systemd/system/"
mkdir -p "$R/etc/systemd/system/getty@tty1.service.d"
cp "$SRC/seat/autologin.conf" "$R/etc/systemd/system/getty@tty1.service.d/"
cp "$SRC/seat/early.sh" "$SRC/seat/run.sh" "$R/usr/lib/lab-seat/"
chmod +x "$R/usr/lib/lab-seat/run.sh"
# D-Bus's configuration.
mkdir -p "$R/usr/share"
cp -a /usr/share/dbus-1 "$R/usr/share/"
[ -d /etc/dbus-1 ] && cp -a /etc/dbus-1 "$R/etc/"
# PAM.
mkdir -p "$R/etc/pam.d"
cp "$SRC/seat/pam-login" "$R/etc/pam.d/login"
cp "$SRC/seat/pam-systemd-user" "$R/etc/pam.d/systemd-user"
printf 'auth required pam_deny.so\naccount required pam_deny.so\npassword required pam_deny.so\nsession required pam_deny.so\n' \
  >"$R/etc/pam.d/other"
[ -e /etc/login.defs ] && cp /etc/login.defs "$R/etc/"
# udev's seat rules beside the base layer's input rules.
mkdir -p "$R/lib/udev/rules.d"
for r in 70-uaccess 71-seat 73-seat-late; do
  cp /lib/udev/rules.d/$r.rules "$R/lib/udev/rules.d/"
done
# Users: lab (at the seat) and other (never at it), in no group but their own.
cat >"$R/etc/passwd" <<'PW'
root:x:0:0:root:/root:/bin/sh
messagebus:x:100:103::/nonexistent:/bin/false
lab:x:1000:1000:lab:/home/lab:/bin/sh
other:x:1001:1001:other:/home/other:/bin/sh
PW
cat >"$R/etc/group" <<'GR'
root:x:0:
input:x:101:
kvm:x:102:
messagebus:x:103:
systemd-journal:x:104:
tty:x:5:
lab:x:1000:
other:x:1001:
GR
printf 'root:*:19000:0:99999:7:::\nlab:*:19000:0:99999:7:::\nother:*:19000:0:99999:7:::\nmessagebus:*:19000:0:99999:7:::\n' >"$R/etc/shadow"
chmod 640 "$R/etc/shadow"
printf 'passwd: files\ngroup: files\nshadow: files\n' >"$R/etc/nsswitch.conf"
cp /etc/os-release "$R/etc/os-release" 2>/dev/null || cp /usr/lib/os-release "$R/etc/os-release"
: >"$R/etc/machine-id"
# dpkg, for the package scenario (16-package.sh): the host's dpkg, dpkg-deb, dpkg-split,
# dpkg-query, dpkg-divert, dpkg-trigger, GNU tar (dpkg-deb runs it; busybox's lacks its options)
# and the programs dpkg wants on PATH (ldconfig, start-stop-daemon; busybox has sh, rm and diff),
# and a /var/lib/dpkg whose status lists as installed the host's packages that own a program or
# library this guest carries (the base and seat layers: libc6, libinput10, libevdev2, libudev1,
# libyaml-0-2, libstdc++6, systemd, udev, dpkg itself ...), each with its host stanza and its
# .list (so dpkg knows which files are theirs), and the Debian sid packages the base layer laid
# over them (libinput, glibc, libudev ...: fetch-libinput.sh) with their own stanzas and lists.
# The guest is assembled from these files, not debootstrapped: this status says which packages
# those files are.
for b in /usr/bin/dpkg /usr/bin/dpkg-deb /usr/bin/dpkg-split /usr/bin/dpkg-query /usr/bin/dpkg-divert /usr/bin/dpkg-trigger \
  /usr/bin/tar /usr/sbin/start-stop-daemon /sbin/ldconfig; do
  copy_with_libs "$b"
done
mkdir -p "$R/etc/dpkg/dpkg.cfg.d" "$R/var/lib/dpkg"/{info,updates,triggers,alternatives}
printf '# The device lab guest: no signatures, no log.\nno-debsig\n' >"$R/etc/dpkg/dpkg.cfg"
: >"$R/var/lib/dpkg/available"
[ -e /var/lib/dpkg/info/format ] && cp /var/lib/dpkg/info/format "$R/var/lib/dpkg/info/"
# Paths compared merged: /lib/x/y and /usr/lib/x/y are one file on the host (merged /usr) and
# the guest copies them under the name ldd gives.
merged() { sed -E 's,^/(bin|sbin|lib|lib64)/,/usr/\1/,'; }
# The programs and libraries (ELF files) the guest carries name the packages: not the unit files
# or data the seat layer copies wholesale.
{ (cd "$BASE" && find . -type f); (cd "$R" && find . -type f); } | sed 's,^\.,,' | sort -u |
  while read -r f; do
    g=$BASE$f
    [ -e "$g" ] || g=$R$f
    if [ "$(head -c 4 "$g" | od -An -c | tr -d ' ')" = 177ELF ]; then echo "$f"; fi
  done | merged | sort -u >"$OUT/seat-guest-files.txt"
for l in /var/lib/dpkg/info/*.list; do
  p=$(basename "$l" .list)
  merged <"$l" | sed "s|^|$p\t|"
done | awk -F'\t' 'FNR == NR { have[$0] = 1; next } ($2 in have) && !seen[$1]++ { print $1 }' \
  "$OUT/seat-guest-files.txt" - | sort >"$OUT/seat-host-packages.txt"
# The packages the base layer took from Debian sid (fetch-libinput.sh: libinput, glibc, libudev
# ...) are listed with their own stanzas and files below, not the host's of the same name.
SIDDEBS=$(cat "$OUT/libinput-root.debs")
for deb in "$SIDDEBS"/*.deb; do dpkg-deb -f "$deb" Package; done | sort -u >"$OUT/seat-sid-packages.txt"
sed 's/:.*//' "$OUT/seat-host-packages.txt" | paste - "$OUT/seat-host-packages.txt" |
  awk -F'\t' 'FNR == NR { sid[$0] = 1; next } !($1 in sid) { print $2 }' "$OUT/seat-sid-packages.txt" - \
  >"$OUT/seat-dpkg-packages.txt"
while read -r p; do cp "/var/lib/dpkg/info/$p.list" "$R/var/lib/dpkg/info/"; done <"$OUT/seat-dpkg-packages.txt"
awk -v list="$OUT/seat-dpkg-packages.txt" '
  BEGIN { while ((getline p <list) > 0) want[p] = 1; RS = ""; ORS = "\n\n" }
  { name = ""; arch = ""; n = split($0, line, "\n")
    for (i = 1; i <= n; i++) {
      if (line[i] ~ /^Package: /) name = substr(line[i], 10)
      if (line[i] ~ /^Architecture: /) arch = substr(line[i], 15)
    }
    if ($0 ~ /\nStatus: install ok installed/ && (want[name] || want[name ":" arch])) print }' \
  /var/lib/dpkg/status >"$R/var/lib/dpkg/status"
for deb in "$SIDDEBS"/*.deb; do
  p=$(dpkg-deb -f "$deb" Package)
  [ "$(dpkg-deb -f "$deb" Multi-Arch)" = same ] && p="$p:$(dpkg-deb -f "$deb" Architecture)"
  dpkg-deb -c "$deb" | awk '{ print $6 }' | sed 's|^\./|/|; s|/$||; s|^$|/.|' >"$R/var/lib/dpkg/info/$p.list"
  { dpkg-deb -f "$deb" | sed '/^Package: /a Status: install ok installed'; echo; } >>"$R/var/lib/dpkg/status"
done
echo "dpkg status: $(grep -c '^Package:' "$R/var/lib/dpkg/status") packages: $(cat "$OUT/seat-dpkg-packages.txt" "$OUT/seat-sid-packages.txt" | tr '\n' ' ')"
(cd "$R" && find . -print0 | cpio --null -o -H newc --quiet) | gzip -1 >"$OUT/seat.cpio.gz"
du -sh "$R" | sed 's/^/unpacked: /'
