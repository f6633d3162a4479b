#!/usr/bin/env bash
# One stage of make check / make test, timed: runs COMMAND (under nice unless STAGE_NICE=0, so
# the device lab's guests, which are not niced, keep their timing while builds share the host)
# and appends `NAME START END STATUS` to .build/stages/times.tsv (wall-clock seconds since the
# epoch; STATUS the command's exit status) for scripts/stage-table.sh. Exits with the command's
# status.
#   scripts/stage.sh NAME COMMAND [ARGUMENT...]
set -u
name=${1:?usage: stage.sh NAME COMMAND [ARGUMENT...]}
shift
dir=$(cd "$(dirname "$0")/.." && pwd)/.build/stages
mkdir -p "$dir"
start=$(date +%s.%N)
if [ "${STAGE_NICE:-10}" = 0 ]; then
  "$@"
else
  nice -n "${STAGE_NICE:-10}" "$@"
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
