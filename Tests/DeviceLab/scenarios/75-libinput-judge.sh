# libinput as the judge (LIBINPUT-JUDGE.md). Every touchpad recording (judge/list.txt, from
# MANIFEST.tsv and Recordings/synth, made by run.sh) is played by lab-play onto a uinput device
# while `libinput debug-events --enable-tap` listens; libinput's gestures, scrolls and taps
# (judge-li.awk) are set beside our engine's decisions for the same file through
# libinput-judge-scene.json (judge-ours.awk; the replay is made on the host), one table row per
# recording with a verdict, agree or differ (judge-row.awk). Each row must be as reviewed in
# LIBINPUT-JUDGE.md (judge-check.awk): same verdict, kinds and finger counts, times and scales
# within tolerance, every difference explained. With judge/write in the payload
# (LAB_JUDGE_WRITE=1) the rows are only reported: run.sh writes them into LIBINPUT-JUDGE.md.
J=$LAB/judge
G=$LAB/guest
: >"$W/judge.rows"
while read -r rec desc <&3; do
  case "$rec" in "" | \#*) continue ;; esac
  name=$(echo "$rec" | tr / _)
  src=$REC/$rec
  d=$src
  [ "$desc" != - ] && d=$REC/$desc
  create_dev "$d" "j-$name" || { fail "libinput judge $rec" "evemu-device"; continue; }
  node=$DEV_NODE
  dev=$DEV_PID
  libinput debug-events --enable-tap --device "$node" >"$W/$name.li" 2>&1 &
  dbg=$!
  track $dbg
  wait_for "$W/$name.li" DEVICE_ADDED 100 || log "$rec: debug-events: $(cat "$W/$name.li")"
  sleep 0.3
  lab-play "$node" <"$src" 2>"$W/$name.play"
  # Past a tap's timeout and tap-and-drag's (180 ms, 160 + 20 ms a finger), then the device
  # goes: libinput ends what is still down (two recordings end with fingers on the pad).
  sleep 0.6
  kill $dev 2>/dev/null
  wait $dev 2>/dev/null
  wait_for "$W/$name.li" DEVICE_REMOVED 30
  kill -INT $dbg 2>/dev/null
  wait $dbg 2>/dev/null
  awk -f "$G/judge-li.awk" "$src" "$W/$name.li" >"$W/$name.li.dec"
  awk -f "$G/judge-ours.awk" "$J/$name.ours" >"$W/$name.ours.dec"
  awk -v rec="$rec" -f "$G/judge-row.awk" "$W/$name.li.dec" "$W/$name.ours.dec" >>"$W/judge.rows"
  # The desktop scene: our actions against those libinput's gestures map to (judge-desktop.awk).
  awk -f "$G/judge-desktop.awk" "$src" "$W/$name.li" >"$W/$name.li.actions"
  if cmp -s "$W/$name.li.actions" "$J/$name.actions"; then
    pass "desktop actions $rec" "$(grep -c . "$J/$name.actions") action(s), as libinput's gestures map"
  elif grep -qF -- "- desktop: $rec:" "$J/LIBINPUT-JUDGE.md"; then
    pass "desktop actions $rec" "differs as LIBINPUT-JUDGE.md explains"
  else
    fail "desktop actions $rec" "ours: $(paste -sd';' "$J/$name.actions"); libinput's: $(paste -sd';' "$W/$name.li.actions")"
  fi
  log "$rec: $(sed -n 's/^lab-play: //p' "$W/$name.play")"
  sed 's/^/    libinput: /' "$W/$name.li.dec"
  grep -v '^seq' "$W/$name.ours.dec" | sed 's/^/    ours:     /'
done 3<"$J/list.txt"

# The table, for the host (LAB_JUDGE_WRITE=1 writes it into LIBINPUT-JUDGE.md) and for people.
sed 's/^/JUDGE-ROW| /' "$W/judge.rows"
m=$(grep -c . "$W/judge.rows")
a=$(grep -c '| agree |$' "$W/judge.rows")
echo "JUDGE-SUMMARY| $a of $m agree"
log "libinput judge: $a of $m agree"

awk -f "$G/judge-check.awk" "$J/LIBINPUT-JUDGE.md" "$W/judge.rows" >"$W/judge.check"
while read -r what rec why; do
  t="libinput judge ${rec%:}"
  row=$(grep -F "| ${rec%:} |" "$W/judge.rows" | head -1 | awk -F'|' '{ v = $13; gsub(/^ +| +$/, "", v); print v }')
  if [ -e "$J/write" ]; then
    pass "$t" "${row:-no row}; table written${why:+, $why}"
  elif [ "$what" = ok ]; then
    pass "$t" "$row, as reviewed"
  elif [ "$what" = stale ]; then
    fail "$t" "in LIBINPUT-JUDGE.md but no recording played it"
  else
    fail "$t" "$why (this run: $row)"
  fi
done <"$W/judge.check"
