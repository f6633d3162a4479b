# A pattern interrupted: SIGINT in mid-pattern stops and erases (exit 130, nothing left
# playing); a device unplugged in mid-pattern is reported and dropped (exit 1), without a hang.
H=$LAB/haptics
t="haptics play: SIGINT mid-pattern"
if start_ff hi-int --max 2; then
  gesture-replay haptics play "$H/ramp.ahap" --device "$FF_NODE" --log --format json \
    >"$W/hi-int.client" 2>"$W/hi-int.err" &
  cp=$!
  sleep 0.5
  kill -INT $cp
  wait $cp
  rc=$?
  sleep 0.05
  stop_ff
  res=$(python3 $LAB/guest/ffcheck.py "$W/hi-int.ff" "$W/hi-int.client" --max 2)
  # The last commands: a stop, then the erases, within a few ms of each other.
  tail_ops=$(grep -E '^[0-9]+ (play|stop|erase)' "$W/hi-int.ff" | tail -3 | awk '{print $2}' | tr '\n' ' ')
  first=$(awk '$2 == "play" { print $1; exit }' "$W/hi-int.ff")
  stop=$(awk '$2 == "stop" { s = $1 } END { print s }' "$W/hi-int.ff")
  erase=$(awk '$2 == "erase" { e = $1 } END { print e }' "$W/hi-int.ff")
  detail="stopped $(((stop - first) / 1000)) ms into the 1.2 s pattern, last erase $(((erase - stop) / 1000)) ms after the stop"
  log "$detail; last commands: $tail_ops; $(grep summary "$W/hi-int.ff")"
  if [ "$rc" = 130 ] && [ "${res#ok}" != "$res" ] && grep -q 'playing-at-end=-' "$W/hi-int.ff" &&
    [ $(((erase - stop) / 1000)) -le 20 ]; then
    pass "$t" "exit 130; $detail; ${res#ok }"
  else
    sed 's/^/    /' "$W/hi-int.err"
    fail "$t" "exit $rc; $res; $detail"
  fi
else
  fail "$t" "lab-ff did not start"
fi

t="haptics play: device unplugged mid-pattern"
if start_ff hi-unplug --max 2 --unplug-after 300; then
  gesture-replay haptics play "$H/ramp.ahap" --device "$FF_NODE" --log --format json \
    >"$W/hi-unplug.client" 2>"$W/hi-unplug.err" &
  cp=$!
  (sleep 10 && kill -KILL $cp 2>/dev/null) &
  wd=$!
  wait $cp
  rc=$?
  kill $wd 2>/dev/null
  wait $FF_PID 2>/dev/null
  unplug=$(awk '$2 == "unplug" { print $1 }' "$W/hi-unplug.ff")
  first=$(awk '$2 == "play" { print $1; exit }' "$W/hi-unplug.ff")
  msg=$(grep 'device dropped' "$W/hi-unplug.err")
  log "client: $msg"
  log "$(grep summary "$W/hi-unplug.ff")"
  # Nothing reached the server after the unplug (its log ends with it and the summary).
  after=$(awk -v u="$unplug" '$1 ~ /^[0-9]+$/ && $1 > u' "$W/hi-unplug.ff" | wc -l)
  if [ "$rc" = 1 ] && [ -n "$msg" ] && [ -n "$unplug" ] && [ "$after" = 0 ]; then
    pass "$t" "unplugged $(((unplug - first) / 1000)) ms after the first play; exit 1: ${msg#gesture-replay: }"
  else
    sed 's/^/    /' "$W/hi-unplug.err" | head
    fail "$t" "exit $rc (137: hung and killed); unplug at ${unplug:-?}; $after commands after it"
  fi
else
  fail "$t" "lab-ff did not start"
fi
