#!/usr/bin/env bash
# Renders `gesture-replay plot` of every recording (MANIFEST.tsv with its companion .desc files,
# and Recordings/synth/*.events), and a few scenes with regions, haptics and actions, with
# rsvg-convert (librsvg2-bin); scripts/plot-check.py checks each SVG parses, each PNG is not
# blank and each lane is where the SVG's plot-layout comment says. Also: the same trace gives
# the same bytes.
# Usage: scripts/plot-check.sh PATH/TO/gesture-replay     (PLOT_KEEP=DIR keeps the SVGs and PNGs)
set -uo pipefail
bin=${1:?usage: plot-check.sh GESTURE_REPLAY}
cd "$(dirname "$0")/.."
passed=0
failed=0
fail() { echo "plot-check: FAIL: $*"; failed=$((failed + 1)); }

if ! command -v python3 >/dev/null 2>&1; then
  echo "plot-check: skipped, no python3 (scripts/plot-check.py checks the PNGs)"
  exit 0
fi
scripts/deps.sh librsvg2-bin || { echo "plot-check: 0 passed, 1 failed (rsvg-convert missing)"; exit 1; }

out=${PLOT_KEEP:-$(mktemp -d "${TMPDIR:-/tmp}/plot-check.XXXXXX")}
mkdir -p "$out"
[ -n "${PLOT_KEEP:-}" ] || trap 'rm -rf "$out"' EXIT

# check NAME TRACE [PLOT-OPTION...]: plots TRACE, renders and checks the picture; leaves "ok" or
# what failed in $out/NAME.result. Checks run PLOT_JOBS at a time (default 2: each is one
# process after another, mostly plot-check.py decoding the PNG).
jobs=${PLOT_JOBS:-2}
checks=0
check() {
  checks=$((checks + 1))
  [ "$(jobs -rp | wc -l)" -ge "$jobs" ] && wait -n
  check_one "$@" &
}
check_one() {
  local name=$1 trace=$2
  shift 2
  local svg="$out/$name.svg" png="$out/$name.png" err="$out/$name.err" result="$out/$name.result"
  if ! timeout 60 "$bin" plot "$trace" "$@" --output "$svg" 2>"$err"; then
    echo "$name: gesture-replay plot exited non-zero: $(head -c 300 "$err")" >"$result"
    return
  fi
  # Half size: the check decodes the PNG in Python; lanes and swatches are still several px.
  if ! timeout 60 rsvg-convert -z 0.5 "$svg" -o "$png" 2>"$err"; then
    echo "$name: rsvg-convert: $(head -c 300 "$err")" >"$result"
    return
  fi
  if ! python3 scripts/plot-check.py "$svg" "$png" 0.5 >"$out/$name.problems"; then
    echo "$name: $(head -c 600 "$out/$name.problems")" >"$result"
    return
  fi
  echo ok >"$result"
}

while IFS=$'\t' read -r local_path _ _ _ _ _ _ _ _ _ _ _ _ companion _; do
  [ "$local_path" = local_path ] && continue
  args=()
  [ -n "$companion" ] && args+=(--desc "Recordings/$companion")
  check "$(echo "$local_path" | tr '/ ' '__')" "Recordings/$local_path" "${args[@]}"
done <Recordings/MANIFEST.tsv
for f in Recordings/synth/*.events; do
  [ -e "$f" ] && check "synth_$(basename "$f")" "$f"
done
check scene-haptics Recordings/synth/touchscreen-tap.events --scene Tests/GesturesTests/Fixtures/scenes/haptics.json
check scene-desktop-long-press Recordings/synth/touchscreen-long-press.events --scene Examples/Desktop/desktop.json
check scene-vstack Recordings/synth/touchscreen-double-tap.events --scene Tests/GesturesTests/Fixtures/scenes/vstack-high-priority.json
check window Recordings/synth/syn-dropped-mid-drag.events --from 0.1 --to 0.6
wait
for r in "$out"/*.result; do
  if [ "$(cat "$r")" = ok ]; then passed=$((passed + 1)); else fail "$(cat "$r")"; fi
done
[ $((passed + failed)) = $checks ] || fail "$checks checks started, $((passed + failed)) reported"

# Deterministic: the same trace, the same bytes.
a="$out/det-a.svg" b="$out/det-b.svg"
"$bin" plot Recordings/evemu/bcm5974.event --output "$a" 2>/dev/null
"$bin" plot Recordings/evemu/bcm5974.event --output "$b" 2>/dev/null
cmp -s "$a" "$b" && passed=$((passed + 1)) || fail "two plots of bcm5974.event differ"

echo "plot-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
