# --record: a live session recorded while listening replays offline to the same output, to the
# microsecond. Played with evemu-play itself. For each recording, two listeners: one prints
# transitions and records evemu (.events), the other prints contacts and records libinput
# record (.yml). Then:
#   - replaying the .events gives the live transitions, and its contacts equal the live ones;
#   - replaying the .yml gives the live contacts;
#   - the contacts also equal the offline replay of the original file, positions exact (times:
#     evemu-play's drift, reported, not tested; 20-live-equals-replay.sh tests times).
EXACT=0.0000011
for entry in \
  "evemu-devices/Wacom_ISDv4_E6_Finger.double-tap-center.events evemu-devices/Wacom_ISDv4_E6_Finger.desc" \
  "evemu-devices/Atmel_maXTouch_Touchscreen.1-finger-drag-up-down.events -" \
  "InputActions/pinch_in_2 -"; do
  set -- $entry
  src=$REC/$1
  d=
  [ "$2" != - ] && d=$REC/$2
  name=rec-$(basename "$1" | tr -c 'A-Za-z0-9_.\n-' _)
  t="record $(basename "$1")"
  create_dev "${d:-$src}" "$name" || { fail "$t" "evemu-device failed"; continue; }
  node=$DEV_NODE
  dev_pid=$DEV_PID
  listen "$name.tr" --device "$node" --format json --record "$W/$name.events" || { fail "$t" "no listener"; continue; }
  p1=$LIVE_PID
  listen "$name.to" --device "$node" --touches --format json --record "$W/$name.yml" || { fail "$t" "no listener"; continue; }
  p2=$LIVE_PID
  evemu-play "$node" <"$src"
  sleep 0.5 # past a double tap's 0.35 s window
  stop_both $p1 $p2
  rc1=$RC1 rc2=$RC2
  kill $dev_pid 2>/dev/null
  wait $dev_pid 2>/dev/null
  ok=1
  [ "$rc1" = 0 ] && [ "$rc2" = 0 ] || { ok=0; log "live exit $rc1/$rc2: $(tail -2 "$W/$name.tr.err") $(tail -2 "$W/$name.to.err")"; }
  gesture-replay --format json "$W/$name.events" >"$W/$name.events.tr" 2>"$W/$name.events.err" || { ok=0; log "replay of .events: $(cat "$W/$name.events.err")"; }
  gesture-replay --touches --format json "$W/$name.events" >"$W/$name.events.to" 2>/dev/null
  gesture-replay --touches --format json "$W/$name.yml" >"$W/$name.yml.to" 2>"$W/$name.yml.err" || { ok=0; log "replay of .yml: $(cat "$W/$name.yml.err")"; }
  gesture-replay --touches --format json ${d:+--desc "$d"} "$src" >"$W/$name.file.to" 2>/dev/null
  log "$(basename "$1"): $(grep -c '^E:' "$W/$name.events") events recorded (evemu), $(grep -c 'evdev:' "$W/$name.yml") frames (libinput record); $(wc -l <"$W/$name.tr.out") transitions, $(wc -l <"$W/$name.to.out") contact changes live"
  log "transitions, live vs replay of the evemu recording:"
  compare_jsonl "$W/$name.tr.out" "$W/$name.events.tr" $EXACT 0 '' || ok=0
  log "contacts, live vs replay of the evemu recording:"
  compare_jsonl "$W/$name.to.out" "$W/$name.events.to" $EXACT 0 '' || ok=0
  log "contacts, live vs replay of the libinput recording:"
  compare_jsonl "$W/$name.to.out" "$W/$name.yml.to" $EXACT 0 '' || ok=0
  log "contacts, live vs the original file (times: evemu-play's drift, not tested):"
  compare_jsonl "$W/$name.file.to" "$W/$name.to.out" 1000 0 '' || ok=0
  [ -s "$W/$name.to.out" ] || { ok=0; log "no contacts live"; }
  if [ $ok = 1 ]; then pass "$t" "evemu and libinput record replay to the live output"; else fail "$t" "recording differs from the live session"; fi
done
