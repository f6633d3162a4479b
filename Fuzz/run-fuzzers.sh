#!/bin/bash
# Runs the fuzz targets two at a time under nice, and prints one summary line per target:
#   Fuzz/run-fuzzers.sh campaign|smoke SECONDS FUZZER REPRODUCER DIR [TARGET...]
# FUZZER is the -sanitize=fuzzer,address build, REPRODUCER the plain one, DIR .build/fuzz (its
# corpus/TARGET folders are the corpora, grown in place). Findings (crash-, leak-, timeout-,
# oom-, slow-unit- files; a trap over the 100 ms CPU budget is a crash- file whose log says
# "slow input"; in -fork mode only reproducing it tells) go to DIR/findings/TARGET/, logs to
# DIR/logs/TARGET.log.
#   campaign  keeps fuzzing after a finding (-fork=1 -ignore_crashes=1 …), exit 0.
#   smoke     stops at the first finding; then every file of Fuzz/regressions/TARGET/ goes
#             through REPRODUCER and FUZZER; exit 1 on any finding or trapping regression.
# FUZZ_JOBS (default 2) targets run at once.
set -u
mode=$1 seconds=$2 fuzzer=$3 reproducer=$4 dir=$5
shift 5
here=$(cd "$(dirname "$0")" && pwd)
targets=("$@")
[ ${#targets[@]} -gt 0 ] ||
  targets=(evemu libinput-record decoder scene ahap scheduler engine engine-deep actions plot quirks cli)
jobs=${FUZZ_JOBS:-2}

export SWIFT_BACKTRACE=enable=no
suppressions=$here/lsan.supp
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$suppressions:print_suppressions=0}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}

run_one() {
  local t=$1
  local findings=$dir/findings/$t log=$dir/logs/$t.log
  mkdir -p "$findings" "$dir/logs" "$dir/corpus/$t"
  # Text inputs up to 64 KiB (the seed recordings); binary ones up to 16 KiB (some seconds of
  # touches or events), so the CPU budget measures the code, not the input's length.
  local max_len=65536
  case $t in decoder | scheduler | engine | engine-deep | actions) max_len=16384 ;; esac
  local flags=(-max_total_time="$seconds" -timeout=2 -rss_limit_mb=2048 -max_len=$max_len
    -dict="$here/dict/$t.dict" -artifact_prefix="$findings/" -print_final_stats=1)
  if [ "$mode" = campaign ]; then
    flags+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  fi
  # CPU time of the fuzzer and its -fork children (wait4 counts waited-for descendants), in a
  # file of its own; the campaign summary adds it up.
  local TIMEFORMAT='%U %S'
  { time nice -n 10 "$fuzzer" "$t" "${flags[@]}" "$dir/corpus/$t" >"$log" 2>&1; } 2>"$dir/logs/$t.cpu"
  echo "$t: libFuzzer exit (see above)" >>"$log"
  cat "$dir/logs/$t.cpu" >>"$dir/logs/$t.cpu-history"
}

running=0
for t in "${targets[@]}"; do
  run_one "$t" &
  running=$((running + 1))
  if [ $running -ge "$jobs" ]; then
    wait -n
    running=$((running - 1))
  fi
done
wait

status=0
for t in "${targets[@]}"; do
  log=$dir/logs/$t.log
  stats=$(grep -a -E '^#[0-9]+.*cov: ' "$log" | tail -1)
  execs=$(echo "$stats" | sed -E 's/^#([0-9]+).*/\1/')
  cov=$(echo "$stats" | sed -E 's/.*cov: ([0-9]+).*/\1/')
  ft=$(echo "$stats" | sed -E 's/.*ft: ([0-9]+).*/\1/')
  found=$(find "$dir/findings/$t" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' \
    -o -name 'oom-*' -o -name 'slow-unit-*' \) 2>/dev/null | wc -l)
  cpu=$(awk '{ s += $1 + $2 } END { printf "%.0f", s }' "$dir/logs/$t.cpu" 2>/dev/null)
  total=$(awk '{ s += $1 + $2 } END { printf "%.0f", s }' "$dir/logs/$t.cpu-history" 2>/dev/null)
  printf 'fuzz %-16s executions %-10s cov: %-6s ft: %-7s findings %s cpu %s s (runs here: %s s)\n' \
    "$t" "${execs:-?}" "${cov:-?}" "${ft:-?}" "$found" "${cpu:-?}" "${total:-?}"
  [ "$found" -eq 0 ] || status=1
done

if [ "$mode" = smoke ]; then
  for t in "${targets[@]}"; do
    r=$here/regressions/$t
    [ -d "$r" ] && [ -n "$(ls "$r")" ] || continue
    # The reproducer, then the ASan build: a slow input may stay under the budget in the
    # plain build and exceed it only instrumented, where the budget applies. The reproducer is
    # a debug build (unoptimized: the quadratic AHAP regression takes about 40 ms there, 30-60 ms
    # in the optimized ASan build as the shared machine's speed moves; 50-64 ms before the on/off
    # renderer reused held levels, and one CI run went over 100), so it checks that no input
    # traps, with a budget of 1 s
    # (GESTURE_FUZZ_REPRODUCER_BUDGET_MS); the 100 ms budget is the ASan run's.
    if ! GESTURE_FUZZ_BUDGET_MS=${GESTURE_FUZZ_REPRODUCER_BUDGET_MS:-1000} "$reproducer" "$t" "$r" \
      >/dev/null 2>"$dir/logs/$t.regressions.log"; then
      echo "fuzz $t: a regression input traps in the reproducer (see $dir/logs/$t.regressions.log)"
      status=1
    elif ! "$fuzzer" "$t" "$r"/* >/dev/null 2>"$dir/logs/$t.regressions-asan.log"; then
      echo "fuzz $t: a regression input traps under ASan (see $dir/logs/$t.regressions-asan.log)"
      status=1
    fi
  done
  exit $status
fi
exit 0
