# Seat and hotplug (evdev backend): `live --seat seat0` started with no touch device picks up a
# touchscreen plugged in while it listens (udev monitor), prints its contacts, and notices its
# removal.
t="seat hotplug (evdev backend)"
gesture-replay live --seat seat0 --touches --format json >"$W/seat.out" 2>"$W/seat.err" &
p=$!
track $p
wait_for "$W/seat.err" 'waiting for one\|listening to' 100
create_dev "$REC/evemu-devices/Wacom_ISDv4_E6_Finger.desc" seat-ts || { fail "$t" "evemu-device"; exit 0; }
node=$DEV_NODE
dev=$DEV_PID
wait_for "$W/seat.err" "listening to $node" 100 || log "not picked up: $(cat "$W/seat.err")"
lab-play "$node" <"$REC/evemu-devices/Wacom_ISDv4_E6_Finger.double-tap-center.events" 2>/dev/null
sleep 0.3
kill $dev
wait $dev 2>/dev/null
wait_for "$W/seat.err" "$node .*\(went away\|was removed\)" 50
stop_live $p
sed 's/^/  stderr: /' "$W/seat.err"
n=$(grep -c '"device":"Wacom ISDv4 E6 Finger"' "$W/seat.out")
if [ "$STOP_RC" = 0 ] && grep -q "listening to $node" "$W/seat.err" && [ "$n" = 4 ] &&
  grep -q "$node .*\(went away\|was removed\)" "$W/seat.err"; then
  pass "$t" "added, 4 contact changes, removed"
else
  fail "$t" "rc=$STOP_RC, $n contact changes"
fi
