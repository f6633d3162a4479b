# lab-boot: seat
# Permissions (issue 27): Examples/Desktop/70-gestures.rules tags /dev/uinput, touchpads and
# touchscreens `uaccess`, and systemd-logind gives them to the user whose session at the seat is
# the active one. This scenario runs in the seat boot (run.sh, build-seat.sh, seat/): systemd is
# PID 1 with udevd, journald, D-Bus and systemd-logind, and the user lab (in no group but its own)
# is logged in on tty1 by agetty --autologin and login through PAM (pam_systemd): session c1 at
# seat0, active. The user other (no group either) has no session at the seat.
#   1. Before the rule, lab at the seat cannot open /dev/uinput; the rule installed as the
#      README's step 2 does (udevadm control --reload, trigger), logind's ACL gives lab (getfacl:
#      user:lab:rw-) /dev/uinput and a uinput touchpad and touchscreen; lab opens /dev/uinput
#      and `gesture-replay devices` opens both.
#   2. The README's daemon at the seat: as lab, steps 1 and 4 (the binary and scene in ~, the
#      hardened gestures.service under ~/.config/systemd/user, `systemctl --user enable --now`)
#      under lab's own user manager; a pinch on the touchpad makes the daemon's virtual keyboard
#      send super+s; the daemon runs sandboxed (NoNewPrivs 1, a mount namespace of its own).
#   3. other, not at the seat: getfacl names no other; opening /dev/uinput and the touchpad is
#      permission denied; `devices` says "open: no" and `live --device` exits 1 naming uaccess.
#   4. No keyboard or mouse to lab: the daemon's own virtual keyboard, pointer and absolute
#      pointer carry no uaccess tag and no ACL for lab, and lab cannot open them.
#   5. Only while the session is active: with tty2 in front (chvt 2) lab's ACL on the touchpad
#      and /dev/uinput is gone and opening fails; back on tty1 it is there again.
#   6. A service restart leaves the programs an action launched running: the pinch runs a shell
#      that runs `systemd-run --user --collect --wait touch ~/wait-ok` (the home is read-only
#      in the sandbox: the file proves the unit ran outside it), starts `sleep 300` through
#      `systemd-run --user --collect --wait` in the background (what the unit's
#      `--programs-via systemd` does for every program) and execs `sleep 301`; the unit's
#      `--programs-via systemd` started that shell itself as a transient unit, so after
#      `systemctl --user restart gestures.service` both sleep 300 and sleep 301 still run
#      (under the default KillMode a plain child of the daemon would be killed).
t1="permissions: the seat's user gets /dev/uinput, the touchpad and the touchscreen (uaccess)"
t2="permissions: lab, in no group, runs the README's hardened daemon at the seat"
t3="permissions: another user, not at the seat, is refused /dev/uinput and the touchpad"
t4="permissions: no keyboard or mouse is given to the seat's user"
t5="permissions: the seat's user only while the session is active"
t6="permissions: a service restart leaves launched programs running"
R=$LAB/repo
LH=/home/lab
XDG=/run/user/1000
aslab() { su lab -c "export HOME=$LH XDG_RUNTIME_DIR=$XDG; cd $LH; $1"; }
asother() { su other -c "export HOME=/home/other; cd /home/other; $1"; }
# can_open USER NODE MODE: USER opens NODE for reading (r) or reading and writing (rw).
can_open() {
  case "$3" in rw) su "$1" -c "exec 3<>$2" 2>/dev/null ;; *) su "$1" -c "exec 3<$2" 2>/dev/null ;; esac
}
acl_of() { getfacl -cp "$1" 2>/dev/null | grep '^user:[a-z]' | tr '\n' ' '; }
tags() { udevadm info -q property -n "$1" 2>/dev/null | sed -n 's/^CURRENT_TAGS=//p'; }

log "$(loginctl list-sessions --no-legend 2>&1 | head -3)"
log "seat0: $(tr '\n' ' ' </run/systemd/seats/seat0 2>/dev/null)"
log "lab: $(id lab); other: $(id other)"
# ---------------------------------------------------------------- 1
before_u=no
can_open lab /dev/uinput rw && before_u=yes
log "before the rule: $(ls -l /dev/uinput); lab opens it: $before_u"
mkdir -p /etc/udev/rules.d
cp "$R/Examples/Desktop/70-gestures.rules" /etc/udev/rules.d/
udevadm control --reload && udevadm trigger
udevadm settle -t 10
create_dev "$REC/InputActions/pinch_in_2" perm-tp || { fail "$t1" "evemu-device touchpad"; exit 0; }
tp=$DEV_NODE
create_dev "$REC/evemu-devices/Wacom_ISDv4_E6_Finger.desc" perm-ts || { fail "$t1" "evemu-device touchscreen"; exit 0; }
ts=$DEV_NODE
sleep 0.5
for n in /dev/uinput "$tp" "$ts"; do log "$n: $(ls -l "$n" | cut -c1-11) CURRENT_TAGS=$(tags "$n") ACL: $(acl_of "$n")"; done
ok1=1
for n in /dev/uinput "$tp" "$ts"; do
  case "$(acl_of "$n")" in *user:lab:rw-*) ;; *) ok1=0 ;; esac
done
can_open lab /dev/uinput rw || ok1=0
su lab -c "gesture-replay devices $tp $ts" >"$W/perm-lab.devices" 2>&1
sed 's/^/  lab: /' "$W/perm-lab.devices" | grep -i 'open\|event' | head -6
[ "$(grep -c 'open: yes' "$W/perm-lab.devices")" = 2 ] || ok1=0
if [ $before_u = no ] && [ $ok1 = 1 ] && ! id lab | grep -q input; then
  pass "$t1" "before the rule lab could not open /dev/uinput; after it user:lab:rw- on all three, lab opens /dev/uinput, devices opens both"
else
  fail "$t1" "before: $before_u; ACLs/opens ok: $ok1"
fi

# ---------------------------------------------------------------- 2
# Step 1 (the build is the host's: the lab's binary in its place) and step 4 of the README.
mkdir -p "$LH/.local/bin" "$LH/.config/gestures" "$LH/.config/systemd/user"
cp /usr/bin/gesture-replay "$LH/.local/bin/gesture-replay"
cp "$R/Examples/Desktop/desktop.json" "$LH/.config/gestures/desktop.json"
cp "$R/Examples/Desktop/gestures.service" "$LH/.config/systemd/user/gestures.service"
chown -R lab:lab "$LH"
i=0
while [ ! -S "$XDG/systemd/private" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
aslab "systemctl --user daemon-reload && systemctl --user enable --now gestures.service" >"$W/perm-sd.out" 2>&1
rc=$?
sed 's/^/  systemctl --user: /' "$W/perm-sd.out"
jr() { journalctl --no-pager -o cat _SYSTEMD_USER_UNIT=gestures.service 2>/dev/null; }
i=0
while ! jr | grep -q 'listening to' && [ $i -lt 150 ]; do sleep 0.1; i=$((i + 1)); done
jr >"$W/perm-sd.journal"
if ! grep -q 'listening to' "$W/perm-sd.journal"; then
  journalctl --no-pager -o short-monotonic -n 25 | sed 's/^/  journal (all): /'
  dp=$(aslab "systemctl --user show -p MainPID --value gestures.service" 2>/dev/null)
  log "daemon $dp: $(grep -E '^(State|Threads)' /proc/$dp/status | tr '\n\t' '  ') wchan $(cat /proc/$dp/wchan 2>/dev/null); fds: $(ls -l /proc/$dp/fd 2>/dev/null | awk '{print $NF}' | tr '\n' ' ')"
  for t in /proc/$dp/task/*; do log "  task $t: $(cat $t/wchan 2>/dev/null) $(cut -d' ' -f3 $t/stat)"; done
fi
sed 's/^/  journal: /' "$W/perm-sd.journal" | head -8
kb=$(sed -n 's,.*Gestures virtual keyboard at \(/dev/input/event[0-9]*\).*,\1,p' "$W/perm-sd.journal" | tail -1)
pt=$(sed -n 's,.*Gestures virtual pointer at \(/dev/input/event[0-9]*\).*,\1,p' "$W/perm-sd.journal" | tail -1)
ap=$(sed -n 's,.*Gestures virtual absolute pointer at \(/dev/input/event[0-9]*\).*,\1,p' "$W/perm-sd.journal" | tail -1)
dpid=$(aslab "systemctl --user show -p MainPID --value gestures.service" 2>/dev/null)
log "daemon pid ${dpid:-?}: $(grep -E '^(NoNewPrivs|Seccomp):' /proc/$dpid/status 2>/dev/null | tr '\n\t' '  '); mount ns $(readlink /proc/$dpid/ns/mnt 2>/dev/null), PID 1's $(readlink /proc/1/ns/mnt)"
seq=
if [ -n "$kb" ]; then
  pinch_keys perm-sd "$kb" "$tp"
  seq=$PINCH_KEYS
fi
nnp=$(sed -n 's/^NoNewPrivs:[[:space:]]*//p' /proc/$dpid/status 2>/dev/null)
if [ $rc = 0 ] && [ "$seq" = "125:1 31:1 31:0 125:0" ] && [ "$nnp" = 1 ] &&
  [ "$(readlink /proc/$dpid/ns/mnt)" != "$(readlink /proc/1/ns/mnt)" ]; then
  pass "$t2" "systemctl --user enable --now; the pinch sent super+s ($seq) on its virtual keyboard; NoNewPrivs $nnp, its own mount namespace"
else
  fail "$t2" "systemctl exit $rc; keys: ${seq:-none}; NoNewPrivs ${nnp:-?}; $(aslab 'systemctl --user status gestures.service' 2>&1 | head -12 | tr '\n' '|')"
fi

# ---------------------------------------------------------------- 3
ok3=1
for n in /dev/uinput "$tp" "$ts"; do
  case "$(acl_of "$n")" in *user:other:*) ok3=0 ;; esac
done
can_open other /dev/uinput rw && { ok3=0; log "other opened /dev/uinput"; }
can_open other "$tp" r && { ok3=0; log "other opened $tp"; }
asother "exec 3<>/dev/uinput" >"$W/perm-other.sh" 2>&1
sed 's/^/  other: /' "$W/perm-other.sh"
asother "gesture-replay devices $tp" >"$W/perm-other.devices" 2>&1
asother "gesture-replay live --device $tp" >"$W/perm-other.live" 2>&1
rc=$?
sed 's/^/  other: /' "$W/perm-other.devices" "$W/perm-other.live" | grep -i 'open\|denied' | head -4
if [ $ok3 = 1 ] && grep -qi 'denied' "$W/perm-other.sh" && grep -q 'open: no .*permission denied' "$W/perm-other.devices" &&
  [ $rc = 1 ] && grep -q "$tp: permission denied: .*uaccess" "$W/perm-other.live"; then
  pass "$t3" "no ACL for other; /dev/uinput and the touchpad: permission denied; live exit $rc naming uaccess"
else
  fail "$t3" "ACL/opens ok: $ok3; live exit $rc"
fi

# ---------------------------------------------------------------- 4
ok4=1
[ -n "$kb" ] && [ -n "$pt" ] && [ -n "$ap" ] || ok4=0
for n in $kb $pt $ap; do
  log "$n ($(udevadm info -q property -n "$n" | sed -n 's/^ID_INPUT_\(KEYBOARD\|MOUSE\|TABLET\)=1/\1/p' | tr '\n' ' ')): $(ls -l "$n" | cut -c1-11) CURRENT_TAGS=$(tags "$n") ACL: $(acl_of "$n")"
  case "$(tags "$n")$(acl_of "$n")" in *uaccess* | *user:lab*) ok4=0 ;; esac
  can_open lab "$n" r && { ok4=0; log "lab opened $n"; }
done
if [ $ok4 = 1 ]; then
  pass "$t4" "virtual keyboard $kb, pointer $pt, absolute pointer $ap: no uaccess, no ACL for lab, lab cannot open them"
else
  fail "$t4" "keyboard ${kb:-?} pointer ${pt:-?} absolute ${ap:-?}"
fi

# ---------------------------------------------------------------- 5
chvt 2
sleep 1
a2=$(acl_of "$tp")
o2=no
can_open lab "$tp" r && o2=yes
can_open lab /dev/uinput rw && o2=$o2+uinput
log "tty2 in front: seat0 $(grep '^ACTIVE' /run/systemd/seats/seat0 | tr '\n' ' '); touchpad ACL: ${a2:-none}; lab opens it: $o2"
chvt 1
sleep 1
a1=$(acl_of "$tp")
o1=no
can_open lab "$tp" r && o1=yes
log "tty1 in front again: touchpad ACL: ${a1:-none}; lab opens it: $o1"
case "$a2" in *user:lab*) ok5=0 ;; *) ok5=1 ;; esac
if [ $ok5 = 1 ] && [ $o2 = no ] && [ $o1 = yes ]; then
  pass "$t5" "tty2 in front: no ACL, lab cannot open the touchpad or /dev/uinput; tty1 again: it can"
else
  fail "$t5" "tty2: ACL '${a2}', opens $o2; tty1: opens $o1"
fi

# ---------------------------------------------------------------- 6
# The desktop scene with its pinch-in running a shell instead of super+s: the shell starts
# `sleep 300` as a transient unit of lab's user manager as --programs-via systemd does for every
# program (`systemd-run --user --collect --wait`, in the background) and then becomes `sleep 301`
# itself. The unit's --programs-via systemd started the shell as a transient unit, out of the
# service's cgroup: a restart kills what is in that cgroup (the default KillMode: the issue's
# complaint) but must leave sleep 300 and sleep 301 running.
# pidof_args ARGS: the process whose command line is ARGS, the program named by its path or not
# (systemd-run starts /bin/sleep).
pidof_args() {
  for d in /proc/[0-9]*; do
    case "$(tr '\0' ' ' 2>/dev/null <$d/cmdline)" in "$1 " | */"$1 ") echo "${d#/proc/}" ;; esac
  done 2>/dev/null | head -1
}
sed 's/"minimum": 0.2, "key": "super+s"/"minimum": 0.2, "shell": "systemd-run --user --collect --wait --quiet touch \/home\/lab\/wait-ok; systemd-run --user --collect --wait --quiet sleep 300 \& exec sleep 301"/' \
  "$R/Examples/Desktop/desktop.json" >"$LH/.config/gestures/desktop.json"
grep -q 'sleep 301' "$LH/.config/gestures/desktop.json" || log "could not rewrite the pinch's action"
# The restarted daemon listens to both devices again: two more "listening to" lines.
nl=$(jr | grep -c 'listening to')
aslab "systemctl --user restart gestures.service"
i=0
while [ $i -lt 150 ] && [ "$(jr | grep -c 'listening to')" -lt $((nl + 2)) ]; do sleep 0.1; i=$((i + 1)); done
sleep 0.5
lab-play "$tp" <"$REC/InputActions/pinch_in_2" 2>/dev/null
i=0
while [ $i -lt 50 ] && { [ -z "$(pidof_args 'sleep 300')" ] || [ -z "$(pidof_args 'sleep 301')" ]; }; do sleep 0.1; i=$((i + 1)); done
s300=$(pidof_args "sleep 300") s301=$(pidof_args "sleep 301")
srun=$(pidof_args "systemd-run --user --collect --wait --quiet sleep 300")
log "the pinch's programs: sleep 300 pid ${s300:-none} in $(cut -d: -f3 /proc/$s300/cgroup 2>/dev/null); its systemd-run --wait pid ${srun:-none} in $(cut -d: -f3 /proc/$srun/cgroup 2>/dev/null); sleep 301 pid ${s301:-none} in $(cut -d: -f3 /proc/$s301/cgroup 2>/dev/null)"
aslab "systemctl --user restart gestures.service"
sleep 2
a300=no a301=no
[ -n "$s300" ] && [ -d /proc/$s300 ] && a300=yes
[ -n "$s301" ] && [ -d /proc/$s301 ] && a301=yes
arun=no
[ -n "$srun" ] && [ -d /proc/$srun ] && arun=yes
log "after systemctl --user restart gestures.service: sleep 300 runs: $a300; its systemd-run --wait: $arun; sleep 301 runs: $a301; the service: $(aslab 'systemctl --user is-active gestures.service')"
[ $a300 = yes ] || jr | grep -v 'listening to\|virtual\|reports no axis' | tail -5 | sed 's/^/  journal: /'
# `systemd-run --user --collect --wait` (the launcher's own form) needs lab's D-Bus session bus:
# its transient unit, outside the sandbox, writes into the read-only home.
wait_ok=no
[ -e "$LH/wait-ok" ] && wait_ok=yes
log "systemd-run --user --collect --wait from inside the sandbox: its unit ran: $wait_ok"
# The unit's --programs-via systemd starts the action's shell itself as a transient unit: its
# `exec sleep 301` survives the restart too.
if [ $a300 = yes ] && [ $a301 = yes ] && [ $wait_ok = yes ]; then
  pass "$t6" "systemd-run --user --wait works from the sandbox; the program started through systemd-run --user --wait survives the restart (its systemd-run: $arun); the action's own program too (--programs-via systemd)"
else
  fail "$t6" "systemd-run --wait: $wait_ok; sleep 300 (systemd-run) after the restart: $a300; sleep 301 (the action's program, started through --programs-via systemd): $a301"
fi
kill $s300 $s301 2>/dev/null
cp "$R/Examples/Desktop/desktop.json" "$LH/.config/gestures/desktop.json"
aslab "systemctl --user disable --now gestures.service" >/dev/null 2>&1
