# Force feedback on a uinput device (src/ff-server.c: rumble, periodic square/triangle/sine,
# gain, 16 effects; it logs what the kernel hands it): `devices` lists its force-feedback
# capabilities, and `gesture-replay haptics play` plays a preset on it and leaves nothing
# behind: every effect it uploaded is erased when it ends.
t1="devices lists force feedback"
t2="haptics play on a uinput force-feedback device"
ff-server >"$W/ff.log" 2>&1 &
ff=$!
track $ff
wait_for "$W/ff.log" 'ff-server: /dev/input/event' 50
node=$(sed -n 's,^ff-server: \(/dev/input/event[0-9]*\)$,\1,p' "$W/ff.log")
udevadm settle -t 5
gesture-replay devices "$node" >"$W/ff.devices" 2>&1
sed 's/^/  /' "$W/ff.devices"
if grep -q 'ff: rumble,periodic,square,triangle,sine,gain (16 effects)' "$W/ff.devices"; then
  pass "$t1"
else
  fail "$t1" "$(cat "$W/ff.devices")"
fi
ok=1
for pattern in success impact-heavy; do
  gesture-replay haptics play "$pattern" --device "$node" --log >"$W/ff-$pattern.out" 2>&1
  rc=$?
  log "haptics play $pattern: exit $rc, $(grep -c . "$W/ff-$pattern.out") log lines"
  sed 's/^/    /' "$W/ff-$pattern.out" | head -6
  [ $rc = 0 ] || ok=0
done
sleep 0.2
kill -TERM $ff
wait $ff 2>/dev/null
summary=$(grep '^ff-server: uploads' "$W/ff.log")
log "$summary"
grep -E 'UPLOAD|PLAY|STOP|ERASE|GAIN' "$W/ff.log" | head -8 | sed 's/^/  server: /'
uploads=$(echo "$summary" | sed -n 's/.*uploads \([0-9]*\).*/\1/p')
plays=$(echo "$summary" | sed -n 's/.*plays \([0-9]*\).*/\1/p')
left=$(echo "$summary" | sed -n 's/.*left-uploaded \([0-9]*\).*/\1/p')
if [ $ok = 1 ] && [ "${uploads:-0}" -ge 1 ] && [ "${plays:-0}" -ge 1 ] && [ "$left" = 0 ]; then
  pass "$t2" "${summary#ff-server: }"
else
  fail "$t2" "${summary:-no summary}"
fi
