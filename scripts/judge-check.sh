#!/usr/bin/env bash
# The libinput judge on the host (`make judge-check`, in make check and make test): our engine's
# decisions on every touchpad recording (Tests/DeviceLab/judge/list.sh) beside libinput's, as the
# real libinput decided them in the device lab and keeps them in the fixture
# Tests/DeviceLab/judge/libinput-VERSION.txt (the newest version there; 75-libinput-judge.sh
# re-derives it in every lab run and reports where libinput drifted from it). Each recording's
# row must be the reviewed one of Tests/DeviceLab/LIBINPUT-JUDGE.md, and the desktop scene's
# actions on it those libinput's gestures map to, or the difference explained there.
#
#   our side    gesture-replay --scene libinput-judge-scene.json (and -clicks.json) --explain
#               --format json, read by judge/ours.awk; the desktop scene's --actions-log
#   a row       judge/row.awk: both sides per touch sequence of ours, with a verdict
#   the check   judge/check.awk against the table: our gestures, finger counts and times
#               (within 0.05 s), libinput's side as the table has it (the fixture changes only
#               when rewritten, and then the table must be too), every difference explained
#
# Usage: scripts/judge-check.sh [--write] GESTURE_REPLAY
#   --write   rewrite the table in LIBINPUT-JUDGE.md from this run instead (review git diff;
#             a new difference gets a "To review" stub that fails the check until written)
# Environment: JUDGE_FIXTURE (another fixture), JUDGE_JOBS (recordings replayed at once, 2).
# Prints a line per failed check and `judge-check: N passed, M failed`; exit 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
write=0
[ "${1:-}" = --write ] && write=1 && shift
bin=${1:?usage: judge-check.sh [--write] GESTURE_REPLAY}
J=Tests/DeviceLab/judge
table=Tests/DeviceLab/LIBINPUT-JUDGE.md
fixture=${JUDGE_FIXTURE:-$(ls "$J"/libinput-*.txt 2>/dev/null | sort -V | tail -1)}
[ -s "$fixture" ] || { echo "judge-check: FAIL: no fixture $J/libinput-VERSION.txt (the lab writes it: LAB_JUDGE_WRITE=1 Tests/DeviceLab/run.sh libinput-judge)"; exit 1; }
# The quirks of the fixture's libinput (judge/quirks-VERSION, libinput's own files under its
# licence, COPYING there), not the host's: the lab's libinput reads its own.
quirks=()
qdir=$J/quirks-$(basename "$fixture" .txt | sed 's/^libinput-//')
[ -d "$qdir" ] && quirks=(--quirks "$qdir")
jobs=${JUDGE_JOBS:-2}
T=$(mktemp -d "${TMPDIR:-/tmp}/judge-check.XXXXXX")
trap 'rm -rf "$T"' EXIT
start=$SECONDS

# Libinput's side of each recording, from the fixture: NAME.li (decisions) and NAME.li.actions.
awk -v out="$T" '
  /^#/ || /^$/ { next }
  $1 == "==" { name = $2; gsub("/", "_", name); printf "" >(out "/" name ".li"); printf "" >(out "/" name ".li.actions"); print $2 >(out "/fixture.recs"); next }
  $1 == "d" { sub(/^d /, ""); print >>(out "/" name ".li"); next }
  $1 == "a" { sub(/^a /, ""); print >>(out "/" name ".li.actions"); next }
  { print "judge-check: " FILENAME ":" FNR ": unexpected line: " $0 >"/dev/stderr"; bad = 1 }
  END { exit bad }' "$fixture" || { echo "judge-check: FAIL: $fixture is not a judge fixture"; exit 1; }

# judge_one INDEX RECORDING DESCRIPTION [OPTION...]: our side of one recording, its row in
# T/INDEX.row and our desktop actions in T/NAME.actions; the options are list.sh's (libinput's
# configuration, as the lab's libinput was given it).
judge_one() {
  local name d=()
  name=$(echo "$2" | tr / _)
  [ "$3" != - ] && d=(--desc "Recordings/$3")
  d+=("${quirks[@]}" "${@:4}")
  "$bin" --scene Tests/DeviceLab/libinput-judge-scene.json --explain --format json "${d[@]}" \
    "Recordings/$2" >"$T/$name.ours" 2>"$T/$name.err" &&
    "$bin" --scene Tests/DeviceLab/libinput-judge-clicks.json --explain --format json "${d[@]}" \
      "Recordings/$2" >"$T/$name.clicks" 2>>"$T/$name.err" &&
    "$bin" --scene Examples/Desktop/desktop.json --actions-log "${d[@]}" "Recordings/$2" 2>>"$T/$name.err" |
    sed -n 's/^ *[0-9.]*  action \(.*\) → .*/\1/p' >"$T/$name.actions" || {
    echo "replay failed: $(head -c 300 "$T/$name.err")" >"$T/$1.failed"
    return
  }
  awk -f "$J/ours.awk" "$T/$name.ours" "$T/$name.clicks" >"$T/$name.ours.dec"
  # A recording the fixture lacks (reported below) is set beside no decisions and no actions.
  [ -e "$T/$name.li" ] || : >"$T/$name.li"
  [ -e "$T/$name.li.actions" ] || : >"$T/$name.li.actions"
  awk -v rec="$2" -v lat="$T/$1.lat" -f "$J/row.awk" "$T/$name.li" "$T/$name.ours.dec" >"$T/$1.row"
}

Tests/DeviceLab/judge/list.sh >"$T/list" || { echo "judge-check: FAIL: Tests/DeviceLab/judge/list.sh"; exit 1; }
i=0
while read -r rec desc opts; do
  i=$((i + 1))
  # shellcheck disable=SC2086 # the options are words
  judge_one $i "$rec" "$desc" $opts &
  [ "$(jobs -rp | wc -l)" -ge "$jobs" ] && wait -n
done <"$T/list"
wait

passed=0
failed=0
fail() { echo "judge-check: FAIL: $*"; failed=$((failed + 1)); }
: >"$T/rows"
k=0
while read -r rec desc; do
  k=$((k + 1))
  if [ -e "$T/$k.failed" ]; then fail "$rec: $(cat "$T/$k.failed")"; continue; fi
  cat "$T/$k.row" >>"$T/rows"
done <"$T/list"
# The list and the fixture name the same recordings.
cut -d' ' -f1 "$T/list" >"$T/list.recs"
while read -r rec; do
  fail "$rec: not in $fixture (the lab writes it: LAB_JUDGE_WRITE=1)"
done < <(grep -vxF -f "$T/fixture.recs" "$T/list.recs")
while read -r rec; do
  fail "$rec: in $fixture but no longer judged"
done < <(grep -vxF -f "$T/list.recs" "$T/fixture.recs")

# Decision latency per kind over the agreeing rows (row.awk's `lat` lines): the table between
# LIBINPUT-JUDGE.md's latency markers.
cat "$T"/*.lat 2>/dev/null | awk -f "$J/latency.awk" >"$T/latency.md"

if [ $write = 1 ]; then
  awk -f "$J/write.awk" "$T/rows" Recordings/SUMMARY.txt "$table" >"$T/table.md" &&
    awk -v new="$T/latency.md" '
      /^<!-- latency begin/ { print; while ((getline l <new) > 0) print l; skip = 1; next }
      /^<!-- latency end/ { skip = 0 }
      !skip' "$T/table.md" >"$T/table2.md" && cp "$T/table2.md" "$table" &&
    echo "judge-check: wrote $(grep -c . "$T/rows") rows and the latency table into $table from $fixture: review git diff"
  exit $?
fi
if ! awk '/^<!-- latency end/ { exit } p; /^<!-- latency begin/ { p = 1 }' "$table" | cmp -s - "$T/latency.md"; then
  fail "the latency table in $table is not this engine's and fixture's (rewrite it: make judge-table)"
else
  passed=$((passed + 1))
fi

# Each row against the reviewed table (check.awk: ok, changed, moved or stale).
awk -f "$J/check.awk" "$table" "$T/rows" >"$T/check"
while read -r what rec why; do
  case "$what" in
    ok) passed=$((passed + 1)) ;;
    moved) fail "${rec%:} libinput's side is not the table's: $why (the fixture was rewritten: rewrite the table with scripts/judge-check.sh --write)" ;;
    stale) fail "$rec: in LIBINPUT-JUDGE.md but not judged" ;;
    *) fail "${rec%:} $why" ;;
  esac
done <"$T/check"
# The desktop scene: our actions against those libinput's gestures map to.
while read -r rec desc; do
  name=$(echo "$rec" | tr / _)
  [ -e "$T/$name.actions" ] || continue
  if cmp -s "$T/$name.actions" "$T/$name.li.actions" || grep -qF -- "- desktop: $rec:" "$table"; then
    passed=$((passed + 1))
  else
    fail "desktop actions $rec: ours $(paste -sd';' "$T/$name.actions"); libinput's $(paste -sd';' "$T/$name.li.actions")"
  fi
done <"$T/list"
echo "judge-check: $(grep -c '| agree |$' "$T/rows") of $(grep -c . "$T/rows") rows agree with $(basename "$fixture" .txt) ($((SECONDS - start)) s)"
echo "judge-check: $passed passed, $failed failed"
[ "$failed" = 0 ]
