#!/usr/bin/env bash
# Where the time of a make check / make test run went: each stage of .build/stages/times.tsv
# (scripts/stage.sh's lines since TIER began) with when it started, its wall time and its
# result, then the device lab's guests and scenarios (.build/device-lab/times.tsv, when the lab
# ran in this run), then the run's wall time against the stages' sum (how much ran side by side),
# and the tier's verdict (failing stages and lab checks named again at the end); exits with STATUS, the stages' exit status.
#   scripts/stage-table.sh TIER START STATUS   (START: seconds since the epoch, when TIER began)
set -u
tier=${1:?usage: stage-table.sh TIER START STATUS}
since=${2:?usage: stage-table.sh TIER START STATUS}
status=${3:?usage: stage-table.sh TIER START STATUS}
root=$(cd "$(dirname "$0")/.." && pwd)
stages=$root/.build/stages/times.tsv
lab=$root/.build/device-lab/times.tsv
now=$(date +%s.%N)
echo "$tier: where the time went (wall-clock seconds; stages ran side by side, see 'from')"
printf '  %-16s %6s %6s  %s\n' stage from wall result
[ -s "$stages" ] && sort -t$'\t' -k2,2n "$stages" | awk -F'\t' -v since="$since" '
  $2 >= since {
    printf "  %-16s %6.0f %6.0f  %s\n", $1, $2 - since, $3 - $2, $4 == 0 ? "passed" : "FAILED (exit " $4 ")"
    sum += $3 - $2
  }
  END { printf "  %-16s %6s %6.0f  (the stages one after another)\n", "sum", "", sum }'
# The lab's guests and scenarios, when this run ran the lab (its table is newer than START).
if [ -s "$lab" ] && [ "$(stat -c %Y "$lab")" -ge "${since%.*}" ]; then
  echo "  device-lab, by guest and scenario (guests run side by side):"
  awk '{ printf "    %-8s %-28s %6.0f\n", $1, $2, $3 }' "$lab"
fi
awk -v a="$since" -v b="$now" 'BEGIN { printf "  %-16s %6s %6.0f  (%.1f min)\n", "wall", "", b - a, (b - a) / 60 }'
if [ "$status" = 0 ]; then
  echo "$tier: all checks passed"
else
  # The failures again, last, so a log's tail names them (CI keeps only the tail).
  failed=$([ -s "$stages" ] && awk -F'\t' -v since="$since" '$2 >= since && $4 != 0 { printf " %s", $1 }' "$stages")
  echo "$tier: FAILED:${failed:- (no stage recorded a failure)}"
  if [ -s "$lab" ] && [ "$(stat -c %Y "$lab")" -ge "${since%.*}" ]; then
    cat "$root"/.build/device-lab/console.*.log 2>/dev/null | tr -d '\r' | grep '^TEST .*: FAIL' |
      cut -c1-300 | sed 's/^/  device-lab: /'
  fi
fi
exit "$status"
