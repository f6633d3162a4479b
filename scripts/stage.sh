#!/usr/bin/env bash
# One stage of make check / make test, timed: runs COMMAND and appends `NAME START END STATUS`
# to .build/stages/times.tsv (wall-clock seconds since the epoch; STATUS the command's exit
# status) for scripts/stage-table.sh. Exits with the command's status. COMMAND runs at the idle
# scheduling class (SCHED_IDLE, chrt -i; nice 19 where chrt cannot), unless
# STAGE_PRIORITY=normal: the device lab's guests, which run at the normal class beside the
# builds and suites of make test, then keep their timing as on a quiet host (with the builds at
# nice 10 the lab's soak saw its heap grow under bursts and two live=replay checks failed).
#   scripts/stage.sh NAME COMMAND [ARGUMENT...]
set -u
name=${1:?usage: stage.sh NAME COMMAND [ARGUMENT...]}
shift
dir=$(cd "$(dirname "$0")/.." && pwd)/.build/stages
mkdir -p "$dir"
start=$(date +%s.%N)
if [ "${STAGE_PRIORITY:-idle}" = normal ]; then
  "$@"
elif chrt -i 0 true 2>/dev/null; then
  chrt -i 0 "$@"
else
  nice -n 19 "$@"
fi
status=$?
end=$(date +%s.%N)
# One short line per stage, appended at once (O_APPEND): stages running side by side do not mix.
printf '%s\t%s\t%s\t%s\n' "$name" "$start" "$end" "$status" >>"$dir/times.tsv"
secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.0f", b - a }')
if [ $status = 0 ]; then
  echo "stage $name: passed in $secs s"
else
  echo "stage $name: FAILED (exit $status) after $secs s"
fi
exit $status
