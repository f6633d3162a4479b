# The README's "Desktop gestures" section followed step by step in the fresh guest, as the user
# lab with a fresh home ($HOME=/tmp/desk-home), from a copy of the repository's Examples/Desktop
# (/lab/repo, Recordings/ beside it). The guest differs from a desktop, and the scenario says
# where:
#   1-install.sh   the build happens on the host: its `install` lines run with the lab's static
#                  gesture-replay in place of `$(swift build ... --show-bin-path)/gesture-replay`;
#   2-permissions  run as root (the guest has no sudo) with a `sudo` shim that execs its
#                  arguments; commands busybox lacks (modprobe without modules.dep, the module
#                  already insmod'ed by /init) get shims that say what they do instead; then
#                  udev must have tagged /dev/uinput and the touchpad `uaccess` (and never the
#                  tool's virtual keyboard or pointer). This guest has no systemd-logind to
#                  turn the tag into an ACL for the user at the seat (15-permissions.sh boots
#                  one that has, and proves that part): here lab is given the tagged nodes
#                  (chown) as logind would give them, and runs `live --actions`;
#   3-try.sh       the first command prints the pinch's super+s action; the second runs in the
#                  background while pinch_in_2 plays on a uinput touchpad, then gets SIGINT;
#   4-start.sh     no systemd: gestures.service's ExecStart with %h substituted, run as lab for a
#                  few seconds while a pinch plays; lab-read must see its key on the virtual
#                  keyboard (the desktop scene runs no program, so `--programs-via systemd`
#                  needs no user manager here);
#   5-first-gesture.sh prints Examples/Desktop/first-gesture-expected.txt exactly.
R=$LAB/repo
STEPS=$R/Examples/Desktop/steps
DH=/tmp/desk-home
ln -sfn "$REC" "$R/Recordings"
mkdir -p "$DH"
chown lab:lab "$DH"
cp /etc/group "$W/desk.group.orig"
asuser() { su lab -c "export HOME=$DH; cd $R; $1"; }
# tool_of PID: the gesture-replay process PID is or has started (su forks here and forwards no
# SIGINT to a background job's child, so the signal goes to the tool itself).
tool_of() {
  _p=$1
  for _i in 1 2 3; do
    [ "$(cat /proc/$_p/comm 2>/dev/null)" = gesture-replay ] && { echo "$_p"; return; }
    _p=$(awk -v p="$_p" 'FNR == 1 { c = $0; sub(/^.*\) /, "", c); split(c, f, " "); if (f[2] == p) { q = FILENAME; sub(/^\/proc\//, "", q); sub(/\/stat$/, "", q); print q } }' /proc/[0-9]*/stat 2>/dev/null | head -1)
    [ -n "$_p" ] || break
  done
  echo "$1"
}

SH=$W/shim
mkdir -p "$SH"
# The guest runs as root and has no sudo: the shim execs its arguments, a shim beside it first
# (busybox sh would run its own modprobe applet before any PATH entry).
cat >"$SH/sudo" <<'EOF'
#!/bin/sh
[ -x "$(dirname "$0")/$1" ] && { c=$(dirname "$0")/$1; shift; exec "$c" "$@"; }
exec "$@"
EOF
shims=sudo
if ! command -v install >/dev/null; then
  # install [-D] [-m MODE] SRC DEST: busybox here has no install; copy, make DEST's directories
  # with -D, set the mode (DEST ending in / is a directory, as in 2-permissions.sh).
  cat >"$SH/install" <<'EOF'
#!/bin/sh
mk= mode=
while [ $# -gt 2 ]; do
  case "$1" in -D) mk=1; shift ;; -m) mode=$2; shift 2 ;; *) echo "install shim: $1?" >&2; exit 2 ;; esac
done
src=$1 dst=$2
case "$dst" in */) dst=$dst$(basename "$src") ;; esac
[ -n "$mk" ] && mkdir -p "$(dirname "$dst")"
cp "$src" "$dst" && { [ -z "$mode" ] || chmod "$mode" "$dst"; }
EOF
  shims="$shims install"
fi
if [ ! -e "/lib/modules/$(uname -r)/modules.dep" ]; then
  # modprobe needs modules.dep, which the guest lacks; /init has loaded uinput with insmod.
  cat >"$SH/modprobe" <<'EOF'
#!/bin/sh
for m; do [ -d /sys/module/$m ] || { echo "modprobe shim: $m is not loaded and the guest has no modules.dep" >&2; exit 1; }; done
echo "modprobe shim: $* already loaded (insmod by the guest's /init)"
EOF
  shims="$shims modprobe"
fi
chmod +x "$SH"/*
log "shims in $SH: $shims"
# ---------------------------------------------------------------- step 1
t="readme 1-install: the binary and the scene in place"
sed "s,\"\$(swift build -c release --show-bin-path)/gesture-replay\",/usr/bin/gesture-replay," "$STEPS/1-install.sh" |
  grep -v '^swift build' >"$W/desk-1.sh"
log "1-install.sh as run (the build is the host's): $(tr '\n' ';' <"$W/desk-1.sh")"
asuser "PATH=$SH:\$PATH; sh -e $W/desk-1.sh" >"$W/desk-1.out" 2>&1
rc=$?
sed 's/^/  /' "$W/desk-1.out"
if [ $rc = 0 ] && [ -x "$DH/.local/bin/gesture-replay" ] && cmp -s "$DH/.config/gestures/desktop.json" "$R/Examples/Desktop/desktop.json"; then
  pass "$t" "~/.local/bin/gesture-replay, ~/.config/gestures/desktop.json"
else
  fail "$t" "exit $rc"
fi
PATH_LAB="$DH/.local/bin:/usr/bin:/bin"

# ---------------------------------------------------------------- step 2
t="readme 2-permissions: /dev/uinput and the touchpad tagged uaccess, no keyboard; lab at the seat runs live --actions"
log "before: $(ls -l /dev/uinput)"
mkdir -p /etc/udev/rules.d /etc/modules-load.d
(cd "$R" && USER=lab PATH="$SH:$PATH" sh -ex "$STEPS/2-permissions.sh") >"$W/desk-2.out" 2>&1
rc=$?
sed 's/^/  /' "$W/desk-2.out"
udevadm settle -t 5 2>/dev/null
create_dev "$REC/InputActions/pinch_in_2" desk-tm || { fail "$t" "evemu-device"; exit 0; }
tm=$DEV_NODE
tags() { udevadm info -q property -n "$1" 2>/dev/null | sed -n 's/^CURRENT_TAGS=//p'; }
tag_u=$(tags /dev/uinput) tag_tm=$(tags "$tm")
log "CURRENT_TAGS: /dev/uinput ${tag_u:-none}; touchpad $tm ${tag_tm:-none}"
# What logind does for the active session at the seat, as this guest has no logind: lab gets
# each node udev tagged uaccess (an ACL there; the owner here, as busybox has no setfacl).
for n in /dev/uinput "$tm"; do
  case "$(tags "$n")" in *:uaccess:*) chown lab "$n" && log "as logind would: lab gets $n" ;; esac
done
perm=$(ls -l /dev/uinput)
log "after: $perm"
asuser "PATH=$PATH_LAB; id; exec gesture-replay live --device $tm --scene ~/.config/gestures/desktop.json --actions" \
  >"$W/desk-2.live.out" 2>"$W/desk-2.live.err" &
p=$!
track $p
wait_for "$W/desk-2.live.err" 'listening to' 100
# The tool's own virtual keyboard and pointer: a keyboard and a mouse, never tagged.
kb=$(sed -n 's,.*actions: Gestures virtual keyboard at \(/dev/input/event[0-9]*\).*,\1,p' "$W/desk-2.live.err")
pt=$(sed -n 's,.*actions: Gestures virtual pointer at \(/dev/input/event[0-9]*\).*,\1,p' "$W/desk-2.live.err")
udevadm settle -t 5 2>/dev/null
tag_kb=$(tags "$kb") tag_pt=$(tags "$pt")
log "CURRENT_TAGS: virtual keyboard $kb ${tag_kb:-none}; virtual pointer $pt ${tag_pt:-none}"
sleep 0.3
kill -INT "$(tool_of $p)"
stop_live $p
sed 's/^/  lab: /' "$W/desk-2.live.out" "$W/desk-2.live.err" | head -6
case "$tag_u" in *:uaccess:*) ok_u=1 ;; *) ok_u=0 ;; esac
case "$tag_tm" in *:uaccess:*) ok_tm=1 ;; *) ok_tm=0 ;; esac
ok_kb=0
[ -n "$kb" ] && [ -n "$pt" ] && case "$tag_kb$tag_pt" in *uaccess*) ;; *) ok_kb=1 ;; esac
if [ $rc = 0 ] && [ $ok_u$ok_tm$ok_kb = 111 ] && grep -q 'actions: Gestures virtual keyboard at' "$W/desk-2.live.err" && [ "$STOP_RC" = 0 ]; then
  pass "$t" "shims: $shims; uaccess on /dev/uinput and the touchpad, not its virtual keyboard or pointer; live --actions as lab made its devices and exited $STOP_RC"
else
  fail "$t" "step exit $rc; tags uinput/touchpad/no keyboard+pointer ok: $ok_u$ok_tm$ok_kb; live exit $STOP_RC"
fi

# ---------------------------------------------------------------- step 3
t="readme 3-try: the pinch's super+s, offline and live"
sed -n 1p "$STEPS/3-try.sh" >"$W/desk-3a.sh"
sed -n 2p "$STEPS/3-try.sh" >"$W/desk-3b.sh"
asuser "PATH=$PATH_LAB; sh $W/desk-3a.sh" >"$W/desk-3a.out" 2>&1
rc=$?
grep '  action ' "$W/desk-3a.out" | sed 's/^/  /'
# exec: su's shell becomes the tool, so the SIGINT below reaches it (as in 15-permissions.sh).
asuser "PATH=$PATH_LAB; exec $(cat "$W/desk-3b.sh")" >"$W/desk-3b.out" 2>"$W/desk-3b.err" &
p=$!
track $p
ok3=0
if wait_for "$W/desk-3b.err" 'listening to' 100; then
  sleep 0.3
  lab-play "$tm" <"$REC/InputActions/pinch_in_2" 2>/dev/null
  sleep 0.5
  kill -INT "$(tool_of $p)"
  (sleep 10 && kill -KILL "$p" 2>/dev/null) &
  wd=$!
  wait $p
  rc3=$?
  kill $wd 2>/dev/null
  ok3=1
fi
sed 's/^/  live: /' "$W/desk-3b.err" | head -4
grep '  action ' "$W/desk-3b.out" | sed 's/^/  live: /'
if [ $rc = 0 ] && grep -q 'action pinch ended: key super+s' "$W/desk-3a.out" && [ $ok3 = 1 ] &&
  grep -q 'action pinch ended: key super+s' "$W/desk-3b.out" && [ "$rc3" = 0 ]; then
  pass "$t" "offline and live (seat0, SIGINT exit $rc3) both print the pinch's super+s"
else
  fail "$t" "offline exit $rc; live exit ${rc3:-?}"
fi

# ---------------------------------------------------------------- step 4
t="readme 4-start: gestures.service's ExecStart sends a key"
exec_line=$(sed -n 's/^ExecStart=//p' "$R/Examples/Desktop/gestures.service" | sed "s,%h,$DH,g")
log "4-start.sh needs systemd; running its unit's ExecStart instead (stdout to /dev/null as StandardOutput=null): $exec_line"
su lab -c "export HOME=$DH; cd $DH; exec $exec_line" >/dev/null 2>"$W/desk-4.err" &
p=$!
track $p
ok4=0
if wait_for "$W/desk-4.err" 'actions: Gestures virtual keyboard at' 100 && wait_for "$W/desk-4.err" 'listening to' 100; then
  kbd=$(sed -n 's,.*actions: Gestures virtual keyboard at \(/dev/input/event[0-9]*\).*,\1,p' "$W/desk-4.err")
  pinch_keys desk-4 "$kbd" "$tm"
  ok4=1
fi
kill -TERM "$(tool_of $p)" 2>/dev/null
wait $p
rc4=$?
sed 's/^/  journal: /' "$W/desk-4.err" | head -5
keys=$(grep -c '^kbd ' "$W/desk-4.read" 2>/dev/null)
# super+s: KEY_LEFTMETA (125) 1, KEY_S (31) 1, KEY_S 0, KEY_LEFTMETA 0.
seq=${PINCH_KEYS:-}
if [ $ok4 = 1 ] && [ "$seq" = "125:1 31:1 31:0 125:0" ] && [ "$rc4" = 0 ]; then
  pass "$t" "the virtual keyboard sent super+s ($seq) for the pinch; SIGTERM exit $rc4"
else
  fail "$t" "key events: ${seq:-none}; exit $rc4"
fi

# ---------------------------------------------------------------- step 5
t="readme 5-first-gesture: prints first-gesture-expected.txt"
asuser "PATH=$PATH_LAB; sh $STEPS/5-first-gesture.sh" >"$W/desk-5.out" 2>"$W/desk-5.err"
rc=$?
if [ $rc = 0 ] && cmp -s "$W/desk-5.out" "$R/Examples/Desktop/first-gesture-expected.txt"; then
  pass "$t" "$(wc -l <"$W/desk-5.out") action lines, as expected"
else
  diff "$R/Examples/Desktop/first-gesture-expected.txt" "$W/desk-5.out" | head -6 | sed 's/^/  /'
  fail "$t" "exit $rc; $(head -2 "$W/desk-5.err")"
fi
cp "$W/desk.group.orig" /etc/group
# The guest's udev as /init left it, without this step's rule.
rm -f /etc/udev/rules.d/70-gestures.rules /etc/modules-load.d/gestures-uinput.conf
udevadm control --reload 2>/dev/null
chown root /dev/uinput
