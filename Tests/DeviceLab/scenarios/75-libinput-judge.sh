# lab-boot: judge
# libinput as the judge's reference (LIBINPUT-JUDGE.md). Every touchpad recording (judge/list.txt,
# Tests/DeviceLab/judge/list.sh's) is played by lab-play onto a uinput device while the real
# `libinput debug-events --enable-tap` listens; its gestures, scrolls, taps and clicks
# (judge-li.awk) and the desktop scene's actions they map to (judge-desktop.awk) are libinput's
# side of the judge, which the host keeps as a fixture (judge/libinput-VERSION.txt) and sets
# beside our engine's decisions in seconds (scripts/judge-check.sh, make check). Here each
# recording's side is re-derived and compared with the fixture (judge-drift.awk): a recording
# whose decisions or actions moved is reported, and the run fails when more than
# JUDGE_DRIFT_MAX recordings moved (libinput runs live on wall-clock timers, and a hold whose
# timer fires a frame earlier or later comes and goes between runs: 5 of 231 in one run), when
# the fixture lacks a recording or names one not played, or when a play breaks. With judge/write
# in the payload (LAB_JUDGE_WRITE=1) this run's side is printed for run.sh to write the fixture.
J=$LAB/judge
G=$LAB/guest
# The fixture of this guest's libinput (run.sh copies Tests/DeviceLab/judge/libinput-*.txt).
LIBINPUT_VERSION=$(libinput --version 2>/dev/null)
FIXTURE=$J/libinput-$LIBINPUT_VERSION.txt
JUDGE_DRIFT_MAX=${JUDGE_DRIFT_MAX:-15}
# Plays run JUDGE_JOBS at a time, each on its own uinput device with its own debug-events: they
# mostly sleep (lab-play waits for each frame's time, libinput for events), and one at a time
# the ~230 recordings took 18 minutes.
JUDGE_JOBS=${JUDGE_JOBS:-8}

# judge_one INDEX RECORDING DESCRIPTION OPTIONS: plays one recording and leaves what it reports in
# $W/judge.INDEX.log, libinput's side in $W/judge.INDEX.side (the fixture's form), and how it
# differs from the fixture in $W/judge.INDEX.drift (decisions: empty when the same, "missing" or
# "broken WHY") and $W/judge.INDEX.actions (only when the actions differ).
judge_one() {
  name=$(echo "$2" | tr / _)
  src=$REC/$2
  d=$src
  [ "$3" != - ] && d=$REC/$3
  create_dev "$d" "j-$name" || { echo "broken evemu-device failed" >"$W/judge.$1.drift"; return; }
  node=$DEV_NODE
  dev=$DEV_PID
  # shellcheck disable=SC2086 # list.sh's options (libinput's configuration) are words
  libinput debug-events --enable-tap $4 --device "$node" >"$W/$name.li" 2>&1 &
  dbg=$!
  wait_for "$W/$name.li" DEVICE_ADDED 100 || log "$2: debug-events: $(cat "$W/$name.li")"
  # Real-time priorities (src/lab-rt.c), once debug-events has started: it counts its times
  # from its first wake-up, which must come as the first frame is written, and its timers must
  # fire on time; the player above the other jobs' work, below the listener it feeds.
  lab-rt -p 20 $dbg || log "$2: lab-rt: debug-events stays at the normal priority"
  sleep 0.3
  judge_play "$name" "$node" $dev $dbg "$src" "$4"
  awk -f "$G/judge-desktop.awk" "$src" "$W/$name.li" >"$W/$name.li.actions"
  log "$2: $(sed -n 's/^lab-play: //p' "$W/$name.play")"
  sed 's/^/    libinput: /' "$W/$name.li.dec"
  sed 's/^/    action:   /' "$W/$name.li.actions"
  # For LAB_JUDGE_WRITE=1: this run's side, as the fixture holds it.
  { echo "== $2"; sed 's/^/d /' "$W/$name.li.dec"; sed 's/^/a /' "$W/$name.li.actions"; } >"$W/judge.$1.side"
  grep -q DEVICE_REMOVED "$W/$name.li" || { echo "broken debug-events saw no DEVICE_REMOVED: $(tail -c 300 "$W/$name.li")" >"$W/judge.$1.drift"; return; }
  # The fixture's side of this recording: its `d` and `a` lines under `== RECORDING`.
  awk -v r="$2" -v out="$W/$name.fx" '$1 == "==" { on = $2 == r; if (on) { seen = 1; printf "" >(out ".dec"); printf "" >(out ".actions") }; next }
    on && $1 == "d" { sub(/^d /, ""); print >>(out ".dec") } on && $1 == "a" { sub(/^a /, ""); print >>(out ".actions") }
    END { exit !seen }' "$FIXTURE" || { echo "missing" >"$W/judge.$1.drift"; return; }
  awk -f "$G/judge-drift.awk" "$W/$name.fx.dec" "$W/$name.li.dec" >"$W/judge.$1.drift"
  cmp -s "$W/$name.fx.actions" "$W/$name.li.actions" ||
    echo "actions $(paste -sd';' "$W/$name.li.actions") (fixture: $(paste -sd';' "$W/$name.fx.actions"))" >"$W/judge.$1.actions"
}

i=0
running=
jobs=0
started=$(uptime_s)
: >"$W/judge.recs"
while read -r rec desc opts <&3; do
  case "$rec" in "" | \#*) continue ;; esac
  i=$((i + 1))
  echo "$rec" >>"$W/judge.recs"
  judge_one $i "$rec" "$desc" "$opts" >"$W/judge.$i.log" 2>&1 &
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
drifted=0
: >"$W/judge.sides"
k=1
while [ $k -le $i ]; do
  cat "$W/judge.$k.log"
  rec=$(sed -n "${k}p" "$W/judge.recs")
  cat "$W/judge.$k.side" >>"$W/judge.sides" 2>/dev/null
  drift=$(cat "$W/judge.$k.drift" 2>/dev/null)
  if [ "${drift%% *}" = broken ]; then
    fail "libinput judge $rec" "${drift#broken }"
  elif [ -e "$J/write" ]; then
    pass "libinput judge $rec" "$(grep -c . "$W/$(echo "$rec" | tr / _).li.dec") decision(s) written"
  elif [ "$drift" = missing ]; then
    fail "libinput judge $rec" "not in $(basename "$FIXTURE") (write it: LAB_JUDGE_WRITE=1 Tests/DeviceLab/run.sh libinput-judge)"
  elif [ -n "$drift" ]; then
    pass "libinput judge $rec" "drifted from the fixture: $drift"
    drifted=$((drifted + 1))
  else
    pass "libinput judge $rec" "as the fixture"
  fi
  if [ -e "$J/write" ] || [ "$drift" = missing ] || [ "${drift%% *}" = broken ]; then
    :
  elif [ -e "$W/judge.$k.actions" ]; then
    pass "libinput actions $rec" "drifted from the fixture: $(cat "$W/judge.$k.actions")"
    [ -n "$drift" ] || drifted=$((drifted + 1))
  else
    pass "libinput actions $rec" "$(grep -c . "$W/$(echo "$rec" | tr / _).li.actions") action(s), as the fixture"
  fi
  k=$((k + 1))
done
log "libinput judge: $i recordings, $JUDGE_JOBS at a time, in $(awk -v a="$started" -v b="$(uptime_s)" 'BEGIN { printf "%.0f", b - a }') s"

if [ -e "$J/write" ]; then
  # run.sh writes these lines into Tests/DeviceLab/judge/libinput-VERSION.txt.
  echo "JUDGE-VERSION| $LIBINPUT_VERSION"
  sed 's/^/JUDGE-SIDE| /' "$W/judge.sides"
elif [ ! -s "$FIXTURE" ]; then
  fail "libinput judge fixture" "none for this guest's libinput $LIBINPUT_VERSION (write it: LAB_JUDGE_WRITE=1 Tests/DeviceLab/run.sh libinput-judge)"
else
  # Recordings the fixture names that no play made: the list and the fixture must agree.
  stale=$(awk '$1 == "==" { print $2 }' "$FIXTURE" | grep -vxF -f "$W/judge.recs")
  if [ -n "$stale" ]; then
    fail "libinput judge fixture" "names recordings the lab did not play: $(echo "$stale" | paste -sd' ')"
  elif [ $drifted -gt "$JUDGE_DRIFT_MAX" ]; then
    fail "libinput judge fixture" "$drifted of $i recordings drifted from $(basename "$FIXTURE") (at most $JUDGE_DRIFT_MAX): is this libinput $LIBINPUT_VERSION, and was the guest starved?"
  else
    pass "libinput judge fixture" "$drifted of $i recordings drifted from $(basename "$FIXTURE") (at most $JUDGE_DRIFT_MAX)"
  fi
fi
