# Permissions: evdev nodes are root:input 0660 (udev's default rules). A user outside the
# `input` group is told which group or rule grants access (devices: "open: no" with the reason;
# live: exit 1 with the reason); the same user in the `input` group lists and listens without
# root.
t1="permission denied names the input group"
t2="no root needed in the input group"
create_dev "$REC/evemu-devices/Wacom_ISDv4_E6_Finger.desc" perm || { fail "$t1" "evemu-device"; exit 0; }
node=$DEV_NODE
chgrp input "$node"
chmod 0660 "$node"
log "$(ls -l "$node")"
cp /etc/group "$W/group.orig"
su lab -c "gesture-replay devices $node" >"$W/perm.devices" 2>&1
su lab -c "gesture-replay live --device $node" >"$W/perm.live" 2>&1
rc=$?
sed 's/^/  lab: /' "$W/perm.devices" "$W/perm.live"
if [ $rc = 1 ] && grep -q "open: no .*permission denied: .*'input' group" "$W/perm.devices" &&
  grep -q "$node: permission denied: .*'input' group.*uaccess" "$W/perm.live"; then
  pass "$t1"
else
  fail "$t1" "live exit $rc"
fi
sed -i 's/^input:x:101:$/input:x:101:lab/' /etc/group
su lab -c "id; gesture-replay devices $node" >"$W/perm2.devices" 2>&1
su lab -c "gesture-replay live --device $node --touches --format json" >"$W/perm2.out" 2>"$W/perm2.err" &
p=$!
track $p
wait_for "$W/perm2.err" 'listening to' 100
lab-play "$node" <"$REC/evemu-devices/Wacom_ISDv4_E6_Finger.double-tap-center.events" 2>/dev/null
sleep 0.3
stop_live $p
cp "$W/group.orig" /etc/group
sed 's/^/  lab in input: /' "$W/perm2.devices"
n=$(grep -c '"phase"' "$W/perm2.out")
if grep -q "open: yes" "$W/perm2.devices" && [ "$n" = 4 ]; then
  pass "$t2" "devices opens it, live prints $n contact changes"
else
  fail "$t2" "$n contact changes; $(cat "$W/perm2.err")"
fi
