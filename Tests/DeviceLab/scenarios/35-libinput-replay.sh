# `libinput replay` accepts what `live --record FILE.yml` writes: a session is recorded as
# libinput record while a touchscreen plays; libinput's own replay tool (Python) creates a uinput
# device from the recording and replays it, and gesture-replay listening to that device prints
# the same contacts and the same ended gestures as the original session (positions exact; times
# within 0.1 s, libinput replay's own timing under emulation).
t="libinput replay accepts the live recording"
src=$REC/evemu-devices/Atmel_maXTouch_Touchscreen.1-finger-drag-up-down.events
create_dev "$src" lr-ts || { fail "$t" "evemu-device"; exit 0; }
node=$DEV_NODE
dev=$DEV_PID
listen lr-first --device "$node" --touches --format json --record "$W/lr.yml" || { fail "$t" "no listener"; exit 0; }
p=$LIVE_PID
listen lr-first-tr --device "$node" --format json || { fail "$t" "no listener"; exit 0; }
ptr=$LIVE_PID
lab-play "$node" <"$src" 2>/dev/null
sleep 0.5 # past a double tap's 0.35 s window
stop_live $p
stop_live $ptr
kill $dev
wait $dev 2>/dev/null
rm -f "$W/lr.fifo"
mkfifo "$W/lr.fifo"
PYTHONUNBUFFERED=1 libinput replay "$W/lr.yml" <"$W/lr.fifo" >"$W/lr.replay" 2>&1 &
rp=$!
track $rp
exec 3>"$W/lr.fifo"
wait_for "$W/lr.replay" 'Hit enter' 300 || log "libinput replay: $(cat "$W/lr.replay")"
rnode=$(sed -n 's,^\(/dev/input/event[0-9]*\):.*,\1,p' "$W/lr.replay" | head -1)
log "libinput replay made $rnode: $(head -3 "$W/lr.replay" | tr '\n' ' ')"
if [ -z "$rnode" ]; then
  exec 3>&-
  fail "$t" "libinput replay did not create the device"
  exit 0
fi
udevadm settle -t 5
listen lr-second --device "$rnode" --touches --format json || { fail "$t" "no listener"; exit 0; }
p=$LIVE_PID
listen lr-second-tr --device "$rnode" --format json || { fail "$t" "no listener"; exit 0; }
ptr=$LIVE_PID
echo >&3
n=0
while [ $n -lt 100 ] && [ "$(grep -c 'Hit enter' "$W/lr.replay")" -lt 2 ]; do sleep 0.1; n=$((n + 1)); done
sleep 0.5 # past a double tap's 0.35 s window
exec 3>&-
stop_live $p
rc=$STOP_RC
stop_live $ptr
kill $rp 2>/dev/null
wait $rp 2>/dev/null
ok=1
[ "$rc" = 0 ] || { ok=0; log "exit $rc"; }
log "contacts, first session vs libinput's replay of its recording:"
compare_jsonl "$W/lr-first.out" "$W/lr-second.out" 0.1 0 '' || ok=0
grep '"to":"ended"' "$W/lr-first-tr.out" >"$W/lr-first.ended"
grep '"to":"ended"' "$W/lr-second-tr.out" >"$W/lr-second.ended"
log "ended gestures:"
compare_jsonl "$W/lr-first.ended" "$W/lr-second.ended" 0.1 0.25 'velocity|predicted' || ok=0
[ -s "$W/lr-first.out" ] || ok=0
if [ $ok = 1 ]; then
  pass "$t" "$(wc -l <"$W/lr-first.out") contact changes, $(wc -l <"$W/lr-first.ended") ended gesture(s) again"
else
  fail "$t" "libinput's replay differs from the session"
fi
