# EXPLORATION (temporary): raw libinput debug-events output for every touchpad recording.
while read -r rec desc <&3; do
  case "$rec" in "" | \#*) continue ;; esac
  name=$(echo "$rec" | tr / _)
  src=$REC/$rec
  d=$src
  [ "$desc" != - ] && d=$REC/$desc
  create_dev "$d" "j-$name" || { fail "judge $rec" "evemu-device"; continue; }
  node=$DEV_NODE
  dev=$DEV_PID
  libinput debug-events --enable-tap --device "$node" >"$W/$name.li" 2>&1 &
  dbg=$!
  track $dbg
  wait_for "$W/$name.li" DEVICE_ADDED 100
  sleep 0.3
  lab-play "$node" <"$src" 2>"$W/$name.play"
  sleep 0.6
  kill $dev 2>/dev/null
  wait $dev 2>/dev/null
  wait_for "$W/$name.li" DEVICE_REMOVED 30
  kill -INT $dbg 2>/dev/null
  wait $dbg 2>/dev/null
  echo "RAW== $rec $(cat "$W/$name.play")"
  grep -v 'POINTER_MOTION\|SWIPE_UPDATE' "$W/$name.li" | sed "s|^|RAW $name |"
  pass "judge raw $rec"
done 3<"$LAB/judge/list.txt"
