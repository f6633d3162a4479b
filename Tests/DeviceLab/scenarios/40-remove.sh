# A device removed in mid-drag: the tool listens to two touchscreens; a drag starts on the first,
# whose uinput device is then destroyed (evemu-device killed) while the finger is down. Its
# contact must end `cancelled` (and, with a drag gesture in the scene, the drag `cancelled` with
# a reason), the tool must say the device went away, keep serving the second device (a tap on it
# is printed), and exit 0 on SIGINT.
A=$REC/evemu-devices/Atmel_maXTouch_Touchscreen.1-finger-drag-up-down.events
B=$REC/evemu-devices/Wacom_ISDv4_E6_Finger.double-tap-center.events
BD=$REC/evemu-devices/Wacom_ISDv4_E6_Finger.desc
t="device removed mid-drag"
create_dev "$A" remove-a || { fail "$t" "evemu-device A"; return 0 2>/dev/null || exit 0; }
na=$DEV_NODE
pa=$DEV_PID
create_dev "$BD" remove-b || { fail "$t" "evemu-device B"; return 0 2>/dev/null || exit 0; }
nb=$DEV_NODE
# The first 60 frames of the drag: the finger is down and has moved.
awk '/^E:/ { print; if ($3 == "0000" && $4 == "0000") { n++; if (n == 60) exit } }' "$A" >"$W/half-drag.events"
listen remove.tr --device "$na" --device "$nb" --format json || { fail "$t" "no listener"; return 0 2>/dev/null || exit 0; }
p1=$LIVE_PID
listen remove.to --device "$na" --device "$nb" --touches --format json || { fail "$t" "no listener"; return 0 2>/dev/null || exit 0; }
p2=$LIVE_PID
lab-play "$na" <"$W/half-drag.events" 2>/dev/null
sleep 0.2
kill $pa
wait $pa 2>/dev/null
wait_for "$W/remove.to.err" 'went away\|was removed' 50
sleep 0.3
lab-play "$nb" <"$B" 2>/dev/null
sleep 0.5 # past a double tap's 0.35 s window
stop_both $p1 $p2
rc1=$RC1 rc2=$RC2
sed 's/^/  stderr: /' "$W/remove.to.err"
ok=1
[ "$rc1" = 0 ] && [ "$rc2" = 0 ] || { ok=0; log "exit status $rc1/$rc2"; }
grep -q "$na .*went away\|$na .*was removed" "$W/remove.to.err" || { ok=0; log "no 'went away' notice"; }
grep -q '"device":"Atmel maXTouch Touchscreen".*"phase":"cancelled"' "$W/remove.to.out" || { ok=0; log "no cancelled contact on the removed device"; }
grep '"phase":"cancelled"' "$W/remove.to.out" | sed 's/^/  /'
after=$(awk '/"phase":"cancelled"/ { seen = 1; next } seen && /Wacom/ { n++ } END { print n + 0 }' "$W/remove.to.out")
[ "$after" -ge 2 ] || { ok=0; log "the other device was not served after the removal ($after contact changes)"; }
# With a drag gesture in the scene, the drag on the removed device is cancelled, saying the device
# was removed.
if gesture-replay --format json "$A" 2>/dev/null | grep -q '"gesture":"drag"'; then
  if grep -q '"gesture":"drag".*"to":"cancelled".*"reason":"a touch was cancelled: the device was removed"' "$W/remove.tr.out"; then
    grep '"gesture":"drag".*"to":"cancelled"' "$W/remove.tr.out" | sed 's/^/  /'
  else
    ok=0
    log "no cancelled drag with a reason in: $(tail -3 "$W/remove.tr.out")"
  fi
  detail="drag cancelled with a reason; $after contact changes on the other device afterwards"
else
  detail="contact cancelled; $after contact changes on the other device afterwards; the default scene has no drag yet"
fi
if [ $ok = 1 ]; then pass "$t" "$detail"; else fail "$t" "see above"; fi
