# libinput as the judge (LIBINPUT-JUDGE.md). Every touchpad recording (judge/list.txt, from
# MANIFEST.tsv and Recordings/synth, made by run.sh) is played by lab-play onto a uinput device
# while `libinput debug-events --enable-tap` listens; libinput's gestures, scrolls and taps
# (judge-li.awk) are set beside our engine's decisions for the same file through
# libinput-judge-scene.json and its clicks through libinput-judge-clicks.json (judge-ours.awk;
# the replays are made on the host), one table row per
# recording with a verdict, agree or differ (judge-row.awk). Our side of each row must be as
# reviewed in LIBINPUT-JUDGE.md (judge-check.awk: kinds, finger counts, times), every reviewed
# difference explained; libinput's side, live on timers, is reported when it moved. The desktop
# scene's actions on each recording must be those libinput's gestures map to
# (judge-desktop.awk), or the difference explained. With judge/write in the payload
# (LAB_JUDGE_WRITE=1) the rows are only reported: run.sh writes them into LIBINPUT-JUDGE.md.
J=$LAB/judge
G=$LAB/guest
: >"$W/judge.rows"
# Plays run JUDGE_JOBS at a time, each on its own uinput device with its own debug-events: they
# mostly sleep (lab-play waits for each frame's time, libinput for events), and one at a time
# the ~230 recordings took 18 minutes.
JUDGE_JOBS=${JUDGE_JOBS:-4}

# judge_one INDEX RECORDING DESCRIPTION: plays one recording and leaves its row in
# $W/judge.INDEX.row and what it reports in $W/judge.INDEX.log.
judge_one() {
  name=$(echo "$2" | tr / _)
  src=$REC/$2
  d=$src
  [ "$3" != - ] && d=$REC/$3
  create_dev "$d" "j-$name" || { fail "libinput judge $2" "evemu-device"; return; }
  node=$DEV_NODE
  dev=$DEV_PID
  libinput debug-events --enable-tap --device "$node" >"$W/$name.li" 2>&1 &
  dbg=$!
  wait_for "$W/$name.li" DEVICE_ADDED 100 || log "$2: debug-events: $(cat "$W/$name.li")"
  # Real-time priorities (src/lab-rt.c), once debug-events has started: it counts its times
  # from its first wake-up, which must come as the first frame is written, and its timers must
  # fire on time; the player above the other jobs' work, below the listener it feeds.
  lab-rt -p 20 $dbg || log "$2: lab-rt: debug-events stays at the normal priority"
  sleep 0.3
  lab-rt 10 lab-play "$node" <"$src" 2>"$W/$name.play"
  # Past a tap's timeout and tap-and-drag's (180 ms, 160 + 20 ms a finger), then the device
  # goes: libinput ends what is still down (two recordings end with fingers on the pad).
  sleep 0.6
  kill $dev 2>/dev/null
  wait $dev 2>/dev/null
  wait_for "$W/$name.li" DEVICE_REMOVED 30
  kill -INT $dbg 2>/dev/null
  wait $dbg 2>/dev/null
  awk -f "$G/judge-li.awk" "$src" "$W/$name.li" >"$W/$name.li.dec"
  awk -f "$G/judge-ours.awk" "$J/$name.ours" "$J/$name.clicks" >"$W/$name.ours.dec"
  awk -v rec="$2" -f "$G/judge-row.awk" "$W/$name.li.dec" "$W/$name.ours.dec" >"$W/judge.$1.row"
  log "$2: $(sed -n 's/^lab-play: //p' "$W/$name.play")"
  sed 's/^/    libinput: /' "$W/$name.li.dec"
  grep -v '^seq' "$W/$name.ours.dec" | sed 's/^/    ours:     /'
  # The desktop scene: our actions against those libinput's gestures map to (judge-desktop.awk).
  awk -f "$G/judge-desktop.awk" "$src" "$W/$name.li" >"$W/$name.li.actions"
  if cmp -s "$W/$name.li.actions" "$J/$name.actions"; then
    pass "desktop actions $2" "$(grep -c . "$J/$name.actions") action(s), as libinput's gestures map"
  elif grep -qF -- "- desktop: $2:" "$J/LIBINPUT-JUDGE.md"; then
    pass "desktop actions $2" "differs as LIBINPUT-JUDGE.md explains"
  else
    fail "desktop actions $2" "ours: $(paste -sd';' "$J/$name.actions"); libinput's: $(paste -sd';' "$W/$name.li.actions")"
  fi
}

i=0
running=
jobs=0
started=$(uptime_s)
while read -r rec desc <&3; do
  case "$rec" in "" | \#*) continue ;; esac
  i=$((i + 1))
  judge_one $i "$rec" "$desc" >"$W/judge.$i.log" 2>&1 &
  running="$running $!"
  jobs=$((jobs + 1))
  if [ $jobs -ge "$JUDGE_JOBS" ]; then
    set -- $running
    wait "$1"
    shift
    running="$*"
    jobs=$((jobs - 1))
  fi
done 3<"$J/list.txt"
wait
k=1
while [ $k -le $i ]; do
  cat "$W/judge.$k.log"
  cat "$W/judge.$k.row" >>"$W/judge.rows" 2>/dev/null
  k=$((k + 1))
done
log "libinput judge: $i recordings, $JUDGE_JOBS at a time, in $(awk -v a="$started" -v b="$(uptime_s)" 'BEGIN { printf "%.0f", b - a }') s"

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
  elif [ "$what" = moved ]; then
    pass "$t" "$row; ours as reviewed, libinput's side moved: $why"
  elif [ "$what" = stale ]; then
    fail "$t" "in LIBINPUT-JUDGE.md but no recording played it"
  else
    fail "$t" "$why (this run: $row)"
  fi
done <"$W/judge.check"
