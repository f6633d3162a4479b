#!/usr/bin/env bash
# Peak-memory check: gesture-replay must stream a huge trace in bounded memory.
#
# Builds the release gesture-replay (scripts/static-build.sh), generates a synthesized evemu
# trace of BIG_TRACE_BYTES (default 1 GB: repeated two-finger drags, scripts/synthesize-traces.py
# --big) in a temporary directory that is removed afterwards (also on failure or interrupt),
# replays it with `--touches --format json` to /dev/null under /usr/bin/time, and fails if the
# peak RSS is BIG_TRACE_LIMIT_MB (default 50) MiB or more, or if gesture-replay exits non-zero.
# Then it plots the same trace (`gesture-replay plot`, the engine's transitions, explanations and
# decimated paths into an SVG) under the same limit: the plot keeps only what it draws.
#
# Usage: scripts/big-trace-check.sh      (environment: SWIFT, BIG_TRACE_BYTES, BIG_TRACE_LIMIT_MB)
set -uo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
bytes=${BIG_TRACE_BYTES:-1000000000}
limit_mb=${BIG_TRACE_LIMIT_MB:-50}

result() {
  if [ "$1" = pass ]; then echo "big-trace: 1 passed, 0 failed"; exit 0; fi
  echo "big-trace: FAIL: $2"
  echo "big-trace: 0 passed, 1 failed"
  exit 1
}

if ! command -v python3 >/dev/null 2>&1; then
  echo "big-trace: skipped, no python3 (scripts/synthesize-traces.py generates the trace)"
  exit 0
fi
scripts/deps.sh time || result fail "GNU time (/usr/bin/time) is missing: scripts/deps.sh time"
[ -x /usr/bin/time ] || result fail "/usr/bin/time is missing: scripts/deps.sh time"

# make test's one release build (scripts/static-build.sh), which the device lab runs too.
SWIFT=$SWIFT scripts/static-build.sh gesture-replay >/dev/null || result fail "release build failed"
bin="$(SWIFT=$SWIFT scripts/static-build.sh --bin-path)/gesture-replay"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/big-trace.XXXXXX") || result fail "cannot create a temp dir"
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
trace="$tmp/big.events"

python3 scripts/synthesize-traces.py --big "$trace" --bytes "$bytes" ||
  result fail "scripts/synthesize-traces.py --big failed"
events=$(grep -c '^E:' "$trace")

start=$(date +%s%N)
/usr/bin/time -f %M -o "$tmp/time" "$bin" --touches --format json "$trace" >/dev/null 2>"$tmp/err"
rc=$?
end=$(date +%s%N)

kib=$(tail -n 1 "$tmp/time")
case "$kib" in '' | *[!0-9]*) result fail "no peak RSS from /usr/bin/time: $(cat "$tmp/time")" ;; esac
mb=$((kib / 1024))
ms=$(((end - start) / 1000000))
seconds=$(awk -v ms="$ms" 'BEGIN { printf "%.1f", ms / 1000 }')
rate=$(awk -v b="$bytes" -v ms="$ms" 'BEGIN { printf "%.0f", (ms > 0 ? b / 1e6 / (ms / 1000) : 0) }')
echo "big-trace: peak RSS $mb MB over $events events in $seconds s ($rate MB/s)"

[ "$rc" -eq 0 ] || result fail "gesture-replay exited $rc: $(head -c 300 "$tmp/err")"
[ "$kib" -lt $((limit_mb * 1024)) ] || result fail "peak RSS $mb MB is not below $limit_mb MB"

start=$(date +%s%N)
/usr/bin/time -f %M -o "$tmp/plot-time" "$bin" plot "$trace" --output "$tmp/big.svg" 2>"$tmp/err"
rc=$?
end=$(date +%s%N)
kib=$(tail -n 1 "$tmp/plot-time")
case "$kib" in '' | *[!0-9]*) result fail "no peak RSS for plot: $(cat "$tmp/plot-time")" ;; esac
seconds=$(awk -v ms="$(((end - start) / 1000000))" 'BEGIN { printf "%.1f", ms / 1000 }')
svg_kb=$(($(wc -c <"$tmp/big.svg" 2>/dev/null || echo 0) / 1024))
echo "big-trace: plot peak RSS $((kib / 1024)) MB in $seconds s, SVG $svg_kb KB"
[ "$rc" -eq 0 ] || result fail "gesture-replay plot exited $rc: $(head -c 300 "$tmp/err")"
[ "$kib" -lt $((limit_mb * 1024)) ] || result fail "plot peak RSS $((kib / 1024)) MB is not below $limit_mb MB"
result pass
