# lab-boot: judge
# The libinput backend gives libinput's decisions (`live --backend libinput`, LIBINPUT-JUDGE.md):
# up to three judge recordings for each kind of decision libinput makes in the fixture (tap,
# click, scroll, swipe, pinch, hold, drag) are played once each while the real `libinput
# debug-events` and two `gesture-replay live --backend libinput` listen to the same device: the
# judge scene's gestures and its clicks scene's (as scripts/judge-check.sh runs them on the
# host). Each side is reduced as the judge reduces it (judge-li.awk, judge/ours.awk) and
# compared: the same decisions (kind, fingers, a pinch's scale and angle, cancelled or not), as
# a set with repeats; times are each side's own clock, and a gesture's end and a button at one
# instant come in either order, so neither times nor order are compared.
# Two libinput contexts run their own timers on one device: a hold whose timer fires on either
# side of a frame can come and go between them as between two judge runs, so a recording may
# differ once; the check fails when more than RACES_MAX do.
J=$LAB/judge
FIXTURE=$J/libinput-$(libinput --version 2>/dev/null).txt
RACES_MAX=2
[ -s "$FIXTURE" ] || { fail "libinput backend decisions" "no fixture $(basename "$FIXTURE")"; exit 0; }
# The recordings: for each kind, the first three the fixture shows it in (each once).
awk '$1 == "==" { r = $2; next }
  $1 == "d" && n[$2] < 3 && !(r in picked) { n[$2]++; picked[r] = 1; print r }' "$FIXTURE" >"$W/lidec.recs"
total=0 same=0 differ=0
while read -r rec <&3; do
  line=$(awk -v r="$rec" '$1 == r { print; exit }' "$J/list.txt")
  [ -n "$line" ] || { fail "libinput backend decisions $rec" "not in judge/list.txt"; continue; }
  set -- $line
  desc=$2
  shift 2
  opts="$*"
  name=lidec-$(echo "$rec" | tr / _)
  src=$REC/$rec
  d=$src
  [ "$desc" != - ] && d=$REC/$desc
  t="libinput backend decisions $rec"
  total=$((total + 1))
  create_dev "$d" "$name" || { fail "$t" "evemu-device failed"; continue; }
  node=$DEV_NODE
  dev=$DEV_PID
  # shellcheck disable=SC2086 # the list's options are words, libinput's and ours alike
  libinput debug-events --enable-tap $opts --device "$node" >"$W/$name.li" 2>&1 &
  dbg=$!
  track $dbg
  wait_for "$W/$name.li" DEVICE_ADDED 100
  # shellcheck disable=SC2086
  listen "$name.ours" --backend libinput --device "$node" --enable-tap $opts \
    --scene "$J/libinput-judge-scene.json" --format json || { fail "$t" "no listener"; kill $dev $dbg; continue; }
  p1=$LIVE_PID
  # shellcheck disable=SC2086
  listen "$name.clk" --backend libinput --device "$node" --enable-tap $opts \
    --scene "$J/libinput-judge-clicks.json" --format json || { fail "$t" "no listener"; kill $dev $dbg $p1; continue; }
  p2=$LIVE_PID
  for p in $dbg $p1 $p2; do lab-rt -p 20 $p 2>/dev/null; done
  sleep 0.3
  judge_play "$name" "$node" $dev $dbg "$src" "$opts"
  stop_both $p1 $p2
  # KIND FINGERS SCALE ANGLE FLAG, sorted.
  cut -d' ' -f1,2,5- "$W/$name.li.dec" | sort >"$W/$name.li.set"
  awk -f "$J/ours.awk" "$W/$name.ours.out" "$W/$name.clk.out" | grep -v '^seq ' | cut -d' ' -f1,2,5- |
    sort >"$W/$name.ours.dec"
  log "$rec (options: ${opts:-none}; $(sed -n 's/^lab-play: //p' "$W/$name.play")):"
  sed 's/^/    libinput: /' "$W/$name.li.set"
  sed 's/^/    ours:     /' "$W/$name.ours.dec"
  if [ "$RC1" != 0 ] || [ "$RC2" != 0 ]; then
    fail "$t" "live exited $RC1/$RC2: $(tail -1 "$W/$name.ours.err") $(tail -1 "$W/$name.clk.err")"
  elif cmp -s "$W/$name.li.set" "$W/$name.ours.dec"; then
    same=$((same + 1))
    pass "$t" "$(grep -c . "$W/$name.li.set") decision(s) as libinput's: $(cut -d' ' -f1,2 "$W/$name.li.set" | paste -sd, -)"
  else
    differ=$((differ + 1))
    pass "$t" "differs (a timer race, at most $RACES_MAX): ours $(paste -sd';' "$W/$name.ours.dec"), libinput's $(paste -sd';' "$W/$name.li.set")"
  fi
done 3<"$W/lidec.recs"
if [ "$total" -gt 0 ] && [ "$differ" -le "$RACES_MAX" ] && [ $((same + differ)) = "$total" ]; then
  pass "libinput backend decisions" "$same of $total recordings decided as libinput's, $differ differ"
else
  fail "libinput backend decisions" "$same of $total recordings decided as libinput's, $differ differ (at most $RACES_MAX)"
fi
