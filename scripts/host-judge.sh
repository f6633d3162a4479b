#!/bin/bash
# Judges the engine of this checkout against libinput's side of an earlier lab run, on the
# host, in a minute instead of the lab's ten: for each recording the lab's libinput judge
# played (its console log, LAB_LOG), our decisions are made here through the judge scene and
# set beside libinput's decisions that the log printed ("libinput: ..." under the recording's
# line), with the lab's own awk (judge-ours.awk, judge-row.awk). A development aid: libinput
# runs live on timers in the lab, so the lab's run stays the judge of record.
#   scripts/host-judge.sh LAB_LOG [BIN]   prints the rows, then "N of M agree"
set -eu
log=$1
bin=${2:-.build/debug/gesture-replay}
G=Tests/DeviceLab/guest
out=$(mktemp -d)
echo "host-judge: $out" >&2
# The lab's log: "  RECORDING: lab-play ..." then "    libinput: KIND ..." lines.
tr -d '\r' <"$log" | sed 's/^  guest| //' | awk -v out="$out" '
  /^  [^ ][^ ]*: [0-9]+ events/ { rec = $1; sub(/:$/, "", rec); name = rec; gsub("/", "_", name); f = out "/" name ".li"; printf "" >f; print rec >(out "/recs"); next }
  /^    libinput: / && f != "" { sub(/^    libinput: /, ""); print >>f }'
n=0
a=0
while read -r rec; do
  name=$(echo "$rec" | tr / _)
  desc=$(awk -F'\t' -v r="$rec" 'NR > 1 && $1 == r { print $14 }' Recordings/MANIFEST.tsv)
  d=()
  [ -n "$desc" ] && d=(--desc "Recordings/$desc")
  "$bin" --scene Tests/DeviceLab/libinput-judge-scene.json --explain --format json "${d[@]}" "Recordings/$rec" \
    2>/dev/null >"$out/$name.ours"
  "$bin" --scene Tests/DeviceLab/libinput-judge-clicks.json --explain --format json "${d[@]}" "Recordings/$rec" \
    2>/dev/null >"$out/$name.clicks"
  awk -f "$G/judge-ours.awk" "$out/$name.ours" "$out/$name.clicks" >"$out/$name.ours.dec"
  awk -v rec="$rec" -f "$G/judge-row.awk" "$out/$name.li" "$out/$name.ours.dec" >>"$out/rows"
done <"$out/recs"
cat "$out/rows"
echo "$(grep -c '| agree |$' "$out/rows") of $(grep -c . "$out/rows") agree"
