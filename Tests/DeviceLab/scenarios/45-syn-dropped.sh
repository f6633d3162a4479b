# SYN_DROPPED: the listener is stopped (SIGSTOP) in mid-gesture while about 900 events are
# written to a two-slot touchscreen whose evdev buffer holds far fewer, so the kernel drops them
# and queues SYN_DROPPED. Continued, the tool resynchronises through libevdev's sync mode: it
# says so, the fingers still down keep their contacts (no cancel, no new touch), and the rest
# of the gesture plays to the same end as the offline replay: the same final contact changes
# and the same ended gestures.
t="SYN_DROPPED resync mid-gesture"
rec=$REC/evemu-devices/Wacom_ISDv4_E6_Finger.double-center-circle.events
create_dev "$REC/evemu-devices/Wacom_ISDv4_E6_Finger.desc" drop || { fail "$t" "evemu-device"; exit 0; }
node=$DEV_NODE
# frames FROM..TO (1-based) of the recording's events
frames() {
  awk -v from="$1" -v to="$2" '/^E:/ { if (n >= from - 1 && n < to) print; if ($3 == "0000" && $4 == "0000") n++ }' "$rec"
}
frames 1 15 >"$W/drop-1.events"
frames 16 110 >"$W/drop-2.events"
frames 111 100000 >"$W/drop-3.events"
log "parts: $(wc -l <"$W/drop-1.events") + $(wc -l <"$W/drop-2.events") + $(wc -l <"$W/drop-3.events") events"
listen drop --device "$node" --touches --format json || { fail "$t" "no listener"; exit 0; }
p=$LIVE_PID
listen drop-tr --device "$node" --format json || { fail "$t" "no listener"; exit 0; }
ptr=$LIVE_PID
lab-play "$node" <"$W/drop-1.events" 2>/dev/null
sleep 0.3
kill -STOP $p $ptr
lab-play "$node" <"$W/drop-2.events" 2>/dev/null
kill -CONT $p $ptr
sleep 0.3
lab-play "$node" <"$W/drop-3.events" 2>/dev/null
sleep 0.5 # past a double tap's 0.35 s window
stop_live $p
rc=$STOP_RC
stop_live $ptr
sed 's/^/  stderr: /' "$W/drop.err" | grep -v 'reports no axis'
gesture-replay --touches --format json --desc "$REC/evemu-devices/Wacom_ISDv4_E6_Finger.desc" "$rec" >"$W/drop.replay" 2>/dev/null
gesture-replay --format json --desc "$REC/evemu-devices/Wacom_ISDv4_E6_Finger.desc" "$rec" 2>/dev/null | grep '"to":"ended"' | sed 's/"time":[0-9.]*,//' >"$W/drop.replay.ended"
grep '"to":"ended"' "$W/drop-tr.out" | sed 's/"time":[0-9.]*,//' >"$W/drop.live.ended"
ok=1
[ "$rc" = 0 ] || { ok=0; log "exit $rc"; }
grep -q 'SYN_DROPPED' "$W/drop.err" || { ok=0; log "no SYN_DROPPED reported"; }
grep -q '"phase":"cancelled"' "$W/drop.out" && { ok=0; log "a contact was cancelled"; }
ids=$(sed -n 's/.*"contact":\([0-9]*\).*/\1/p' "$W/drop.out" | sort -u | tr '\n' ' ')
rids=$(sed -n 's/.*"contact":\([0-9]*\).*/\1/p' "$W/drop.replay" | sort -u | tr '\n' ' ')
[ "$ids" = "$rids" ] || { ok=0; log "contacts $ids, replay has $rids"; }
# The last 20 contact changes (after the resync) equal the replay's, times aside.
tail -20 "$W/drop.out" | sed 's/"time":[0-9.]*,//' >"$W/drop.tail"
tail -20 "$W/drop.replay" | sed 's/"time":[0-9.]*,//' >"$W/drop.replay.tail"
log "last contact changes:"
compare_jsonl "$W/drop.replay.tail" "$W/drop.tail" 0 0 '' || ok=0
log "ended gestures (times aside):"
compare_jsonl "$W/drop.replay.ended" "$W/drop.live.ended" 0 0.5 'velocity|predicted|magnification|rotation' || ok=0
log "$(wc -l <"$W/drop.out") contact changes live, $(wc -l <"$W/drop.replay") in the replay"
if [ $ok = 1 ]; then pass "$t" "contacts $ids kept across the drop; same end as the replay"; else fail "$t" "see above"; fi
