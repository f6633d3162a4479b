# `gesture-replay devices` sees a uinput touchscreen and touchpad with their kind, size and
# slots, and says it can open them.
create_dev "$REC/evemu-devices/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events" ts || true
ts=$DEV_NODE
create_dev "$REC/InputActions/hold_1" tp || true
tp=$DEV_NODE
gesture-replay devices >"$W/devices.txt" 2>&1
rc=$?
sed 's/^/  /' "$W/devices.txt"
gesture-replay devices --format json >"$W/devices.json" 2>&1
if [ $rc = 0 ] && grep -q "^$ts  touchscreen .* slots  open: yes" "$W/devices.txt" &&
  grep -q "^$tp  touchpad .* slots  open: yes" "$W/devices.txt" &&
  grep -q "\"node\":\"$tp\".*\"kind\":\"touchpad\"" "$W/devices.json"; then
  pass "devices lists touchscreen and touchpad"
else
  fail "devices lists touchscreen and touchpad" "rc=$rc"
fi
