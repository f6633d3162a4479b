#!/usr/bin/env bash
# The device lab: boots a real Debian kernel under QEMU (TCG) with evdev, uinput, udevd,
# libinput (today's, from Debian sid: fetch-libinput.sh) and evemu, and runs the scenarios of
# Tests/DeviceLab/scenarios/ against the statically linked gesture-replay inside it, in one
# guest per kind of scenario (its `# lab-boot:` line), two guests at a time. Each scenario
# prints its own TEST ...: PASS|FAIL lines; the last lines are where the guests' time went and
# `device-lab: N passed, M failed`, and the exit status is 0 only when all passed.
#
# Usage: Tests/DeviceLab/run.sh [SCENARIO-PATTERN]
#   SCENARIO-PATTERN   run only the scenario files whose name contains it (e.g. latency)
# Environment:
#   SWIFT               the swift driver (default: swift)
#   DEVICE_LAB_TIMEOUT  seconds each guest may run (default 900 + LAB_SOAK_SECONDS); QEMU is
#                       killed after that
#   DEVICE_LAB_LANES    guests at once (default 2; 1: one after another)
#   LAB_SOAK_SECONDS    how long 90-soak.sh listens (default 120; `make soak-lab`: 600)
#   JUDGE_JOBS          the libinput judge's plays at once (default 8)
#   DEVICE_LAB_SMP      guest vCPUs (default: 1 on a host with 2 cores or fewer, else 2)
#   LAB_JUDGE_WRITE=1   75-libinput-judge.sh reports libinput's side instead of comparing it with
#                       the fixture, and it is written into Tests/DeviceLab/judge/libinput-VERSION.txt
#                       (review the diff; then make judge-table)
#   LAB_LIBINPUT        the Debian version of the guest's libinput (default 1.31.3-1), from
#                       LAB_LIBINPUT_SUITE (default sid); another needs its judge fixture
#   CI=true             qemu must be there (installed with apt when root); otherwise a machine
#                       without qemu skips the lab with a message
#
# Cached under .build/device-lab/ (gitignored): the kernel extracted from Debian's package, the
# libinput packages (libinput-debs/) and the initramfs layers (each rebuilt when its inputs
# change); the static build is make test's (scripts/static-build.sh, .build/static).
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
LAB_SRC=$ROOT/Tests/DeviceLab
OUT=$ROOT/.build/device-lab
SWIFT=${SWIFT:-swift}
ONLY=${1:-}
T0=$(date +%s.%N)
mkdir -p "$OUT"

say() { printf 'device-lab: %s\n' "$*"; }
elapsed() { awk -v a="$T0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }
finish() { # passed failed [message]
  [ -n "${3:-}" ] && say "$3"
  say "total wall time $(elapsed) s"
  echo "device-lab: $1 passed, $2 failed"
  [ "$2" = 0 ] && [ "$1" -gt 0 ]
  exit $?
}
broken() { finish 0 1 "FAIL: $*"; }

# ---------------------------------------------------------------- host packages
# dpkg-dev, debhelper, lintian: the Debian package 16-package.sh installs (scripts/deb.sh).
PKGS=(qemu-system-x86 busybox-static cpio kmod udev libinput-tools evemu-tools xz-utils gcc libc6-dev
  python3 python3-libevdev python3-yaml python3-pyudev dpkg-dev debhelper lintian)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    say "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; } \
      >"$OUT/apt.log" 2>&1 || { tail -5 "$OUT/apt.log"; broken "apt-get install ${missing[*]} failed"; }
  elif ! command -v qemu-system-x86_64 >/dev/null && [ "${CI:-}" != true ]; then
    say "skipped: qemu-system-x86_64 is not installed and this is not root (as root the lab"
    say "installs it: apt-get install ${missing[*]}); in CI (CI=true) the lab must run"
    exit 0
  else
    broken "missing Debian packages: ${missing[*]} (apt-get install ${missing[*]})"
  fi
fi
command -v qemu-system-x86_64 >/dev/null || broken "qemu-system-x86_64 not found after install"

# ---------------------------------------------------------------- kernel (cached)
# The Debian kernel of this release, from apt (never another download): vmlinuz, evdev.ko and
# uinput.ko. QEMU boots the uncompressed vmlinux through its PVH entry, which skips the
# decompressor (about 2.5 s under TCG).
K=$OUT/kernel
if [ ! -s "$K/vmlinux" ] || [ ! -s "$K/evdev.ko" ] || [ ! -s "$K/uinput.ko" ]; then
  KPKG=$(apt-cache depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-[0-9]/ {print $2; exit}')
  if [ -z "$KPKG" ]; then
    [ "$(id -u)" = 0 ] && apt-get update -qq >/dev/null 2>&1
    KPKG=$(apt-cache depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-[0-9]/ {print $2; exit}')
  fi
  [ -n "$KPKG" ] || broken "apt knows no linux-image-amd64 (run apt-get update)"
  rm -rf "$K" "$OUT/kdeb"
  mkdir -p "$K" "$OUT/kdeb"
  (cd "$OUT/kdeb" && apt-get download -q "$KPKG" >/dev/null 2>&1) || broken "apt-get download $KPKG failed"
  dpkg-deb --fsys-tarfile "$OUT"/kdeb/*.deb | (cd "$OUT/kdeb" && tar -x --wildcards \
    './boot/vmlinuz-*' './lib/modules/*/kernel/drivers/input/evdev.ko*' \
    './lib/modules/*/kernel/drivers/input/misc/uinput.ko*') || broken "cannot unpack $KPKG"
  for m in evdev uinput; do
    f=$(find "$OUT/kdeb/lib/modules" -name "$m.ko*" | head -1)
    case "$f" in
      *.xz) xz -dc "$f" >"$K/$m.ko" ;;
      *.zst) zstd -dqc "$f" >"$K/$m.ko" ;;
      *) cp "$f" "$K/$m.ko" ;;
    esac
  done
  vmlinuz=$(ls "$OUT"/kdeb/boot/vmlinuz-* | head -1)
  cp "$vmlinuz" "$K/vmlinuz"
  offset=$(LC_ALL=C grep -obUaP '\xfd7zXZ\x00' "$vmlinuz" | head -1 | cut -d: -f1)
  if [ -n "$offset" ] && tail -c +$((offset + 1)) "$vmlinuz" | xz -dc --single-stream >"$K/vmlinux.tmp" 2>/dev/null &&
    [ "$(head -c 4 "$K/vmlinux.tmp" | od -An -tx1 | tr -d ' ')" = 7f454c46 ]; then
    mv "$K/vmlinux.tmp" "$K/vmlinux"
  else
    rm -f "$K/vmlinux.tmp"
    cp "$K/vmlinuz" "$K/vmlinux"   # not XZ: boot the bzImage (slower decompression)
  fi
  echo "$KPKG" >"$K/package"
  rm -rf "$OUT/kdeb"
  say "kernel $KPKG extracted ($(elapsed) s)"
else
  say "kernel $(cat "$K/package") (cached)"
fi

# ---------------------------------------------------------------- base layer (cached)
# libinput from Debian sid (fetch-libinput.sh; its .deb files cached, the host's apt untouched).
bash "$LAB_SRC/fetch-libinput.sh" "$OUT" >"$OUT/libinput.log" 2>&1 ||
  { tail -5 "$OUT/libinput.log"; broken "fetching libinput ${LAB_LIBINPUT:-1.31.3-1} failed"; }
say "$(tail -1 "$OUT/libinput.log" | sed 's/^fetch-libinput: //')"
versions=$(dpkg-query -W -f='${Package}=${Version}\n' busybox-static udev evemu-tools 2>/dev/null)
key=$(cat "$LAB_SRC/build-base.sh" "$LAB_SRC/init" "$K/package" "$OUT/libinput-root.packages" \
  <(echo "$versions") | sha256sum | cut -c1-16)
if [ ! -s "$OUT/base.cpio.gz" ] || [ "$(cat "$OUT/base.key" 2>/dev/null)" != "$key" ]; then
  bash "$LAB_SRC/build-base.sh" "$OUT" >"$OUT/base.log" 2>&1 || { tail -20 "$OUT/base.log"; broken "base layer build failed"; }
  echo "$key" >"$OUT/base.key"
  say "base layer built: $(du -h "$OUT/base.cpio.gz" | cut -f1) ($(elapsed) s)"
else
  say "base layer (cached)"
fi

# ---------------------------------------------------------------- python layer (cached)
# python3 with python-libevdev, PyYAML and pyudev, for `libinput replay` (35-libinput-replay.sh).
pyversions=$(dpkg-query -W -f='${Package}=${Version}\n' python3.11 python3-libevdev python3-yaml \
  python3-pyudev 2>/dev/null)
pykey=$(cat "$LAB_SRC/build-python.sh" "$OUT/base.key" <(echo "$pyversions") | sha256sum | cut -c1-16)
if [ ! -s "$OUT/python.cpio.gz" ] || [ "$(cat "$OUT/python.key" 2>/dev/null)" != "$pykey" ]; then
  bash "$LAB_SRC/build-python.sh" "$OUT" >"$OUT/python.log" 2>&1 || { tail -20 "$OUT/python.log"; broken "python layer build failed"; }
  echo "$pykey" >"$OUT/python.key"
  say "python layer built: $(du -h "$OUT/python.cpio.gz" | cut -f1) ($(elapsed) s)"
else
  say "python layer (cached)"
fi

# ---------------------------------------------------------------- boots
# Each scenario names the boot it runs in with a line `# lab-boot: KIND` (`main` without one):
# main, judge (75-libinput-judge.sh) and soak (90-soak.sh) boot busybox as init; seat
# (15-permissions.sh, 16-package.sh) boots systemd as PID 1, with D-Bus and systemd-logind and
# the user lab logged in on tty1 (build-seat.sh, seat/). A boot happens only when a scenario of
# its kind matches SCENARIO-PATTERN.
boots=
for s in "$LAB_SRC"/scenarios/*.sh; do
  case "$(basename "$s")" in *"$ONLY"*) ;; *) continue ;; esac
  kind=$(sed -n 's/^# lab-boot: //p' "$s" | head -1)
  case " $boots " in *" ${kind:-main} "*) ;; *) boots="$boots ${kind:-main}" ;; esac
done
[ -n "$boots" ] || broken "no scenario matches '$ONLY'"
want_seat=0
case " $boots " in *" seat "*) want_seat=1 ;; esac

# ---------------------------------------------------------------- seat layer (cached)
if [ $want_seat = 1 ]; then
  seatversions=$(dpkg-query -W -f='${Package}=${Version}\n' systemd libpam-systemd dbus-daemon login \
    util-linux libpam0g dpkg 2>/dev/null)
  seatkey=$(cat "$LAB_SRC/build-seat.sh" "$LAB_SRC"/seat/* "$OUT/base.key" <(echo "$seatversions") | sha256sum | cut -c1-16)
  if [ ! -s "$OUT/seat.cpio.gz" ] || [ "$(cat "$OUT/seat.key" 2>/dev/null)" != "$seatkey" ]; then
    bash "$LAB_SRC/build-seat.sh" "$OUT" >"$OUT/seat.log" 2>&1 || { tail -20 "$OUT/seat.log"; broken "seat layer build failed"; }
    echo "$seatkey" >"$OUT/seat.key"
    say "seat layer built: $(du -h "$OUT/seat.cpio.gz" | cut -f1) ($(elapsed) s)"
  else
    say "seat layer (cached)"
  fi
fi

# ---------------------------------------------------------------- gesture-replay, static
# make test's one release build (scripts/static-build.sh: .build/static, the Swift runtime linked
# statically), shared with big-trace and soak-smoke; a no-op when `make static` made it already.
tb=$(date +%s.%N)
SWIFT=$SWIFT scripts/static-build.sh gesture-replay haptics-example haptics-lab >"$OUT/build.log" 2>&1 ||
  { tail -30 "$OUT/build.log"; broken "scripts/static-build.sh failed"; }
BINDIR=$(SWIFT=$SWIFT scripts/static-build.sh --bin-path)
BIN=$BINDIR/gesture-replay
say "gesture-replay, haptics-example and haptics-lab built statically ($(awk -v a="$tb" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}') s)"

# ---------------------------------------------------------------- the Debian package
# 16-package.sh installs, runs and purges what `make deb` makes: scripts/deb.sh, from the static
# build just made (nothing is built again), dpkg-buildpackage in .build/deb/ and lintian, whose
# errors or warnings fail the lab here (its output is printed).
DEB=
case 16-package.sh in
  *"$ONLY"*)
    td=$(date +%s.%N)
    SWIFT=$SWIFT scripts/deb.sh >"$OUT/deb.log" 2>&1 || { sed 's/^/  /' "$OUT/deb.log"; broken "scripts/deb.sh (make deb) failed"; }
    grep -v '^  I: gestures: spelling-error-in-binary' "$OUT/deb.log" | sed 's/^/  /'
    DEB=$(ls .build/deb/gestures_*_amd64.deb | head -1)
    say "Debian package $(basename "$DEB") built and lintian-clean ($(awk -v a="$td" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}') s; the spelling infos, all in the static Swift runtime, in $OUT/deb.log)"
    ;;
esac

# ---------------------------------------------------------------- payload layer
P=$OUT/payload
rm -rf "$P"
mkdir -p "$P/usr/bin" "$P/lab"
cp "$BIN" "$P/usr/bin/gesture-replay"
cp "$BINDIR/haptics-example" "$BINDIR/haptics-lab" "$P/usr/bin/"
gcc -O2 -Wall -Wextra -static -o "$P/usr/bin/lab-play" "$LAB_SRC/src/lab-play.c" ||
  broken "cannot build Tests/DeviceLab/src/lab-play.c"
gcc -O2 -Wall -Wextra -static -o "$P/usr/bin/ff-server" "$LAB_SRC/src/ff-server.c" ||
  broken "cannot build Tests/DeviceLab/src/ff-server.c"
gcc -O2 -Wall -Wextra -static -o "$P/usr/bin/lab-ff" "$LAB_SRC/src/lab-ff.c" ||
  broken "cannot build Tests/DeviceLab/src/lab-ff.c"
gcc -O2 -Wall -Wextra -static -o "$P/usr/bin/lab-timer" "$LAB_SRC/src/lab-timer.c" ||
  broken "cannot build Tests/DeviceLab/src/lab-timer.c"
gcc -O2 -Wall -Wextra -static -o "$P/usr/bin/lab-read" "$LAB_SRC/src/lab-read.c" ||
  broken "cannot build Tests/DeviceLab/src/lab-read.c"
gcc -O2 -Wall -Wextra -static -o "$P/usr/bin/lab-rt" "$LAB_SRC/src/lab-rt.c" ||
  broken "cannot build Tests/DeviceLab/src/lab-rt.c"
strip "$P/usr/bin/gesture-replay" "$P/usr/bin/haptics-example" "$P/usr/bin/haptics-lab" 2>/dev/null
# Shared libraries the tools need that the base layer lacks.
for b in "$BIN" "$BINDIR/haptics-example" "$BINDIR/haptics-lab"; do ldd "$b"; done |
  awk '/=>/ {print $3} /^\t\/lib/ {print $1}' | grep '^/' | sort -u | while read -r lib; do
  [ -e "$OUT/rootfs$lib" ] && continue
  mkdir -p "$P$(dirname "$lib")"
  cp -L "$lib" "$P$lib"
done
cp -r "$LAB_SRC/guest" "$LAB_SRC/scenarios" "$P/lab/"
[ -n "$DEB" ] && mkdir -p "$P/lab/deb" && cp "$DEB" "$P/lab/deb/"
# The real recordings (the synthesized ones are not played): about 4 MB.
cp -r Recordings "$P/lab/recordings"
rm -rf "$P/lab/recordings/synth"
# The synthesized traces the lab plays (recordings.txt names them), and no others.
mkdir -p "$P/lab/recordings/synth"
for f in $(sed -n 's,^synth/\([^ ]*\).*,\1,p' "$LAB_SRC/recordings.txt"); do
  cp "Recordings/synth/$f" "$P/lab/recordings/synth/"
done
cp "$LAB_SRC/recordings.txt" "$LAB_SRC/recordings-libinput.txt" "$P/lab/"
# The soak (90-soak.sh) plays the synthesized touchscreen traces too (the touchpad ones come with
# the judge's below), for LAB_SOAK_SECONDS; the guest's run-scenarios.sh reads lab/env.
cp Recordings/synth/touchscreen-*.events "$P/lab/recordings/synth/"
SOAK=${LAB_SOAK_SECONDS:-120}
case "$SOAK" in '' | *[!0-9]*) broken "LAB_SOAK_SECONDS must be a number of seconds" ;; esac
# The libinput judge's plays at once (75-libinput-judge.sh; JUDGE_JOBS overrides it).
JOBS=${JUDGE_JOBS:-8}
case "$JOBS" in '' | *[!0-9]* | 0) broken "JUDGE_JOBS must be a positive number" ;; esac
printf 'LAB_SOAK_SECONDS=%s\nJUDGE_JOBS=%s\n' "$SOAK" "$JOBS" >"$P/lab/env"
# The offline replays the live runs are compared with, made here (the same binary; starting it
# in the emulated guest costs about half a second each): expected/NAME.replay (transitions)
# and expected/NAME.replay-touches (contacts), NAME being the recording's file name.
mkdir -p "$P/lab/expected"
while read -r rec desc; do
  case "$rec" in "" | \#*) continue ;; esac
  name=$(basename "$rec" | tr -c 'A-Za-z0-9_.\n-' _)
  d=()
  [ -n "${desc:-}" ] && [ "$desc" != - ] && d=(--desc "Recordings/$desc")
  "$BIN" --format json "${d[@]}" "Recordings/$rec" >"$P/lab/expected/$name.replay" 2>/dev/null ||
    broken "offline replay of Recordings/$rec failed"
  "$BIN" --touches --format json "${d[@]}" "Recordings/$rec" >"$P/lab/expected/$name.replay-touches" 2>/dev/null ||
    broken "offline replay of Recordings/$rec failed"
done < <(cat "$LAB_SRC/recordings.txt" "$LAB_SRC/recordings-libinput.txt" | sort -u)
# libinput as the judge's reference (75-libinput-judge.sh): every touchpad recording
# (judge/list.txt, RECORDING DESCRIPTION|-, paths under recordings/; Tests/DeviceLab/judge/list.sh)
# and libinput's side of each as the fixtures keep it (judge/libinput-VERSION.txt), which the
# guest's real libinput must reproduce; our side is the host's (scripts/judge-check.sh).
J=$P/lab/judge
mkdir -p "$J" "$P/lab/recordings/synth"
Tests/DeviceLab/judge/list.sh >"$J/list.txt" || broken "Tests/DeviceLab/judge/list.sh failed"
for f in $(sed -n 's,^synth/\([^ ]*\) .*,\1,p' "$J/list.txt"); do
  cp "Recordings/synth/$f" "$P/lab/recordings/synth/"
done
cp "$LAB_SRC"/judge/libinput-*.txt "$J/" 2>/dev/null
# The backend check (76-libinput-decisions.sh) runs the judge's scenes live and reduces their
# output as scripts/judge-check.sh does.
cp "$LAB_SRC/judge/ours.awk" "$LAB_SRC/libinput-judge-scene.json" "$LAB_SRC/libinput-judge-clicks.json" "$J/"
[ "${LAB_JUDGE_WRITE:-}" = 1 ] && : >"$J/write"
# Haptics (scenarios 8x): our AHAP files, the long-press trace, and what the host renders and
# replays for them (the timelines the guest's runs must equal).
H=$P/lab/haptics
mkdir -p "$H"
cp Tests/GesturesTests/Fixtures/ahap/bounce.ahap Tests/GesturesTests/Fixtures/ahap/ramp.ahap \
  Recordings/synth/touchscreen-long-press.events "$H/"
for pat in $("$BIN" haptics presets | awk '{print $1}') bounce.ahap ramp.ahap; do
  src=$pat
  case "$pat" in *.ahap) src=$H/$pat ;; esac
  "$BIN" haptics render "$src" --profile rumble --format json >"$H/$pat.rumble.render" 2>/dev/null ||
    broken "haptics render $pat failed"
done
# Two of the real sample files (../shared/haptics/ahap, research material that is not committed)
# when they are beside the repository: copied into the payload only, never into the tree.
SAMPLES=../shared/haptics/ahap
if [ -d "$SAMPLES" ]; then
  for pat in apple-sample_Sparkle.ahap apple-sample_Inflate.ahap; do
    cp "$SAMPLES/$pat" "$H/" 2>/dev/null || broken "cannot copy $SAMPLES/$pat"
    "$BIN" haptics render "$H/$pat" --profile rumble --format json >"$H/$pat.rumble.render" 2>/dev/null ||
      broken "haptics render $pat failed"
  done
fi
# The engine's scenario (85-haptics-engine.sh): the seed example's transient, the two hums its
# mixing check plays over each other (Tests/DeviceLab/haptics/), rendered for lab-ff as
# ForceFeedbackCapabilities.profile sees it: FF_RUMBLE and BTN_GAMEPAD, no FF_CONSTANT, FF_RAMP
# or FF_CUSTOM, so rumble with two motors (what --profile rumble is).
for f in "$LAB_SRC"/haptics/*.ahap; do
  pat=$(basename "$f")
  cp "$f" "$H/"
  "$BIN" haptics render "$H/$pat" --profile rumble --format json >"$H/$pat.rumble.render" 2>/dev/null ||
    broken "haptics render $pat failed"
done
"$BIN" haptics render "$H/ramp.ahap" --profile periodic --format json >"$H/ramp.ahap.periodic.render" 2>/dev/null ||
  broken "haptics render ramp.ahap --profile periodic failed"
"$BIN" --haptics-log --format json "$H/touchscreen-long-press.events" >"$H/long-press.replay" 2>/dev/null ||
  broken "replay --haptics-log of the long press failed"
"$BIN" --haptics-log --format json --desc Recordings/evemu-devices/QUANTA_OpticalTouchScreen.desc \
  Recordings/evemu-devices/QUANTA_OpticalTouchScreen.touch-on-left.events >"$H/quanta-long-press.replay" \
  2>/dev/null || broken "replay --haptics-log of the QUANTA long press failed"
# Actions (86-actions.sh, 87-desktop-readme.sh): the desktop scene and the lab's, the lab-only
# swipes (make-swipes.py, on the InputActions touchpad's header), and for each play of
# actions/recordings.txt the host's offline --actions-log of it through each scene: the action
# lines, the evdev events they send (NAME.SCENE.expect: DEVICE TYPE CODE VALUE) and the shell
# markers (NAME.SCENE.markers) the guest must see (expect.py). For the README's steps
# (87-desktop-readme.sh), Examples/Desktop as the repository has it.
A=$P/lab/actions
mkdir -p "$A" "$P/lab/repo/Examples"
cp Examples/Desktop/desktop.json "$LAB_SRC/actions/actions-scene.json" "$LAB_SRC/actions/recordings.txt" "$A/"
cp -r Examples/Desktop "$P/lab/repo/Examples/"
python3 "$LAB_SRC/actions/make-swipes.py" Recordings/InputActions/swipe_left_2 "$A" ||
  broken "make-swipes.py failed"
while read -r name dev trace desc sessions; do
  case "$name" in "" | \#*) continue ;; esac
  case "$trace" in lab/*) tr=$A/${trace#lab/} ;; *) tr=Recordings/$trace ;; esac
  d=()
  [ "$desc" != - ] && d=(--desc "Recordings/$desc")
  for sc in desktop:Examples/Desktop/desktop.json scene:$LAB_SRC/actions/actions-scene.json; do
    "$BIN" --scene "${sc#*:}" --actions-log --format json "${d[@]}" "$tr" 2>/dev/null |
      python3 "$LAB_SRC/actions/expect.py" "$A/$name.${sc%%:*}" ||
      broken "offline --actions-log of $trace (${sc%%:*}) failed"
  done
done <"$LAB_SRC/actions/recordings.txt"
(cd "$P" && find . -print0 | cpio --null -o -H newc --quiet) | gzip -1 >"$OUT/payload.cpio.gz"
cat "$OUT/base.cpio.gz" "$OUT/python.cpio.gz" "$OUT/payload.cpio.gz" >"$OUT/initrd.img"
[ $want_seat = 1 ] && cat "$OUT/base.cpio.gz" "$OUT/seat.cpio.gz" "$OUT/payload.cpio.gz" >"$OUT/initrd-seat.img"

# ---------------------------------------------------------------- boots
# Every QEMU this run starts leaves its pid in $OUT/qemu.KIND.pid; cleanup kills them all, and
# the lanes below with them.
lanes=
cleanup() {
  for f in "$OUT"/qemu.*.pid; do
    [ -e "$f" ] && kill "$(cat "$f")" 2>/dev/null
    rm -f "$f"
  done
  for l in $lanes; do kill "$l" 2>/dev/null; done
}
trap cleanup EXIT
trap 'cleanup; trap - INT; kill -INT $$' INT
trap 'cleanup; exit 143' TERM
rm -f "$OUT"/qemu.*.pid "$OUT"/console*.log "$OUT"/boot.*.result
# TCG runs each vCPU on a host thread beside QEMU's main loop: on a 2-core host two vCPUs
# oversubscribe it, and the guest's timers wake late far more often (haptics plays p99 5-6 ms
# with 2 vCPUs, 1.3 ms with 1, on the same host).
SMP=${DEVICE_LAB_SMP:-$([ "$(nproc)" -le 2 ] && echo 1 || echo 2)}
# The boots run in DEVICE_LAB_LANES lanes at once (default 2): main then seat in the first, judge
# then soak in the second (about 580 + 70 s and 320 + 160 s). Each guest mostly sleeps (players
# wait for each frame's time): a quarter of a host core on average, so two guests leave room.
LANES=${DEVICE_LAB_LANES:-2}
say "guests: $SMP vCPU(s) each on $(nproc) host cores, $LANES at a time:$boots"
TIMEOUT=${DEVICE_LAB_TIMEOUT:-$((900 + SOAK))}
# boot_guest KIND: boots QEMU for the scenarios of KIND with its console in
# $OUT/console.KIND.log, shown as it runs; leaves `PASSED FAILED SECONDS` in $OUT/boot.KIND.result
# (one failure more when the guest timed out, printed no result or reported a failure without a
# FAIL line).
boot_guest() {
  local kind=$1 console=$OUT/console.$1.log initrd=$OUT/initrd.img what="busybox init" tq qrc result p f qpid tpid
  local append="lab.boot=$1"
  if [ "$kind" = seat ]; then
    # systemd as PID 1 (its own status lines off: the scenarios' output is the console's).
    initrd=$OUT/initrd-seat.img
    what="systemd and logind, lab at seat0"
    append="rdinit=/lib/systemd/systemd systemd.unit=lab-seat.target systemd.show_status=0"
  fi
  say "booting $(cat "$K/package") under QEMU TCG: $kind ($what, $(elapsed) s)"
  : >"$console"
  tq=$(date +%s.%N)
  timeout -k 5 "$TIMEOUT" qemu-system-x86_64 -accel tcg -cpu max \
    -smp "$SMP" -m 768 -nographic -no-reboot -nodefaults -serial stdio \
    -display none -device isa-debug-exit,iobase=0xf4,iosize=0x04 \
    -kernel "$K/vmlinux" -initrd "$initrd" \
    -append "console=ttyS0 quiet panic=-1 lab.only=$ONLY $append" </dev/null >"$console" 2>&1 &
  qpid=$!
  echo "$qpid" >"$OUT/qemu.$kind.pid"
  # Show the guest's console as it runs.
  tail -n +1 -f "$console" --pid="$qpid" 2>/dev/null | sed -u "s/\r\$//; s/^/  $kind| /" &
  tpid=$!
  wait "$qpid"
  qrc=$?
  rm -f "$OUT/qemu.$kind.pid"
  wait "$tpid" 2>/dev/null
  tq=$(awk -v a="$tq" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}')
  say "guest $kind ran $tq s (qemu exit $qrc)"
  p=$(tr -d '\r' <"$console" | grep -c '^TEST .*: PASS')
  f=$(tr -d '\r' <"$console" | grep -c '^TEST .*: FAIL')
  result=$(tr -d '\r' <"$console" | sed -n 's/^LAB-RESULT: rc=\([0-9]*\).*/\1/p' | tail -1)
  if [ "$qrc" = 124 ] || [ "$qrc" = 137 ]; then
    say "FAIL: the guest $kind did not finish within $TIMEOUT s (console: $console)"
    f=$((f + 1))
  elif [ -z "$result" ]; then
    say "FAIL: the guest $kind printed no result (qemu exit $qrc; console: $console)"
    f=$((f + 1))
  elif [ "$result" != 0 ] && [ "$f" = 0 ]; then
    f=1
  fi
  echo "$p $f $tq" >"$OUT/boot.$kind.result"
}
# The lanes (with one lane, everything in it, in this order).
first=
second=
for b in main seat judge soak; do
  case " $boots " in *" $b "*) ;; *) continue ;; esac
  case "$LANES:$b" in 1:* | *:main | *:seat) first="$first $b" ;; *) second="$second $b" ;; esac
done
[ -n "$first" ] && { (for b in $first; do boot_guest "$b"; done) & lanes="$lanes $!"; }
[ -n "$second" ] && { (for b in $second; do boot_guest "$b"; done) & lanes="$lanes $!"; }
for l in $lanes; do wait "$l"; done
lanes=
passed=0
failed=0
for b in $boots; do
  if [ -s "$OUT/boot.$b.result" ]; then
    read -r p f _ <"$OUT/boot.$b.result"
  else
    p=0 f=1
    say "FAIL: the guest $b left no result"
  fi
  passed=$((passed + p))
  failed=$((failed + f))
done
# Where the guests' time went: each scenario's seconds (LAB-TIME lines), by boot, into
# $OUT/times.tsv (BOOT SCENARIO SECONDS; `make test`'s stage table shows it).
: >"$OUT/times.tsv"
for b in $boots; do
  read -r _ _ secs <"$OUT/boot.$b.result" 2>/dev/null
  tr -d '\r' <"$OUT/console.$b.log" | sed -n "s/^LAB-TIME| \(.*\)/$b \1/p" >>"$OUT/times.tsv"
  echo "$b (guest) ${secs:-?}" >>"$OUT/times.tsv"
done
say "where the guests' time went (s):"
awk '{ printf "device-lab:   %-8s %-28s %7s\n", $1, $2, $3 }' "$OUT/times.tsv"
# LAB_JUDGE_WRITE=1: libinput's side of the judge (75-libinput-judge.sh printed it) becomes the
# fixture Tests/DeviceLab/judge/libinput-VERSION.txt; scripts/judge-check.sh --write then rewrites
# LIBINPUT-JUDGE.md's table from it and our side.
if [ "${LAB_JUDGE_WRITE:-}" = 1 ] && [ -e "$OUT/console.judge.log" ]; then
  v=$(tr -d '\r' <"$OUT/console.judge.log" | sed -n 's/^JUDGE-VERSION| //p' | tail -1)
  if [ -n "$v" ] && [ "$failed" = 0 ]; then
    fx=$LAB_SRC/judge/libinput-$v.txt
    {
      echo "# libinput's side of the libinput judge (LIBINPUT-JUDGE.md): what the real libinput $v"
      echo "# (libinput debug-events --enable-tap) decided on every judged touchpad recording played in the"
      echo "# device lab, and the desktop scene's actions those decisions map to. Written by"
      echo "# LAB_JUDGE_WRITE=1 Tests/DeviceLab/run.sh libinput-judge; not edited by hand."
      echo "# \`== RECORDING\`, then \`d KIND FINGERS BEGIN END SCALE ANGLE FLAG\` per decision (judge-li.awk)"
      echo "# and \`a ACTION\` per action (judge-desktop.awk); times in s from the recording's first event."
      tr -d '\r' <"$OUT/console.judge.log" | sed -n 's/^JUDGE-SIDE| //p'
    } >"$fx.new" && mv "$fx.new" "$fx" &&
      say "wrote $(grep -c '^== ' "$fx") recordings into ${fx#$ROOT/}: review git diff, then scripts/judge-check.sh --write"
  else
    say "LAB_JUDGE_WRITE=1 but the judge failed or printed no side: nothing written"
  fi
fi
# The failed checks again, last before the summary: a log cut to its tail still names them.
cat "$OUT"/console.*.log 2>/dev/null | tr -d '\r' | grep '^TEST .*: FAIL' | cut -c1-400 | sed 's/^/device-lab: failed: /'
finish "$passed" "$failed"
