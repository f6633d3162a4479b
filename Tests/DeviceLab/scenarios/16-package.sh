# lab-boot: seat
# The Debian package (issue 29; debian/, `make deb`): run.sh builds it with scripts/deb.sh from
# the lab's static build (lintian must pass there) and puts it in lab/deb/. Here, in the seat
# boot (systemd, logind, lab logged in at seat0), with the dpkg of the seat layer (the host's
# dpkg and a status listing the host packages whose programs and libraries this guest carries):
#   1. `dpkg -i` installs it: its Depends (libinput10, libevdev2, libudev1, libyaml-0-2, libc6,
#      libstdc++6, libgcc-s1) are met by the guest's status; the postinst runs.
#   2. Its files are there: gesture-replay (`--version` is 0.1.0), the man page, the bash, zsh
#      and fish completions, the udev rule in /lib/udev/rules.d (a touchpad made now is tagged
#      uaccess and lab gets its ACL), the user unit, /usr/share/gestures/desktop.json, the
#      example scenes; `dpkg -L` lists each.
#   3. As lab, `systemctl --user start gestures.service`: the packaged unit runs
#      /usr/bin/gesture-replay with /usr/share/gestures/desktop.json (lab has no scene of its
#      own), sandboxed; a pinch on a uinput touchpad sends super+s on its virtual keyboard.
#   4. With ~/.config/gestures/desktop.json (the pinch-in there sends super+d) a restart runs
#      the user's scene: the same pinch sends super+d. Then `systemctl --user stop`.
#   5. `dpkg --purge gestures` leaves nothing: the files under /usr, /etc, /lib and /var/lib/dpkg
#      are those before the install (dpkg's own status-old aside), no info/gestures.* remains,
#      /usr/bin/dpkg-query knows no gestures.
# 15-permissions.sh runs before this in the same boot and leaves its hand-installed copies:
# /etc/udev/rules.d/70-gestures.rules (which would mask the package's rule of the same name),
# and lab's ~/.config/systemd/user/gestures.service (which would mask the packaged unit),
# ~/.local/bin/gesture-replay and ~/.config/gestures/desktop.json. They are removed first. The
# lab's own /usr/bin/gesture-replay (from the payload, owned by no package) is moved aside while
# the package is installed and put back after the purge, for the scenarios that follow.
t1="package: dpkg -i installs gestures, its dependencies met"
t2="package: the binary (--version 0.1.0), man page, completions, udev rule, user unit and scenes are installed"
t3="package: as lab, systemctl --user start gestures.service runs the packaged daemon: a pinch sends super+s"
t4="package: the unit prefers the user's ~/.config/gestures/desktop.json"
t5="package: dpkg --purge leaves nothing behind"
LH=/home/lab
XDG=/run/user/1000
# dpkg and dpkg-query by their paths: busybox sh runs its own dpkg applet before any PATH entry.
aslab() { su lab -c "export HOME=$LH XDG_RUNTIME_DIR=$XDG; cd $LH; $1"; }
jr() { journalctl --no-pager -o cat _SYSTEMD_USER_UNIT=gestures.service 2>/dev/null; }
acl_of() { getfacl -cp "$1" 2>/dev/null | grep '^user:[a-z]' | tr '\n' ' '; }
DEB=$(ls "$LAB"/deb/gestures_*_amd64.deb 2>/dev/null | head -1)
if [ -z "$DEB" ]; then
  fail "$t1" "no lab/deb/gestures_*_amd64.deb in the payload (run.sh builds it with scripts/deb.sh)"
  exit 0
fi
log "$(basename "$DEB"): $(wc -c <"$DEB") bytes; dpkg $(/usr/bin/dpkg --version | sed -n '1s/.*version \([^ ]*\).*/\1/p'), status: $(grep -c '^Package:' /var/lib/dpkg/status) packages"

# ---------------------------------------------------------------- 15's copies out of the way
aslab "systemctl --user disable --now gestures.service" >/dev/null 2>&1
rm -f /etc/udev/rules.d/70-gestures.rules "$LH/.config/systemd/user/gestures.service" "$LH/.local/bin/gesture-replay"
rm -rf "$LH/.config/gestures"
aslab "systemctl --user daemon-reload" >/dev/null 2>&1
udevadm control --reload
mv /usr/bin/gesture-replay "$W/lab-gesture-replay"
# Put back however the scenario ends (the package's binary, if still installed, is replaced).
trap 'cleanup; mv -f "$W/lab-gesture-replay" /usr/bin/gesture-replay' EXIT

# What the purge must give back: /usr, /etc, /lib and dpkg's database, after a dpkg run (its
# lock files exist from then on).
/usr/bin/dpkg --configure -a
snapshot() { find /usr /etc /lib/ /var/lib/dpkg 2>/dev/null | sort; }
snapshot >"$W/pkg.before"

# ---------------------------------------------------------------- 1
t0=$(uptime_s)
/usr/bin/dpkg -i "$DEB" >"$W/pkg.install" 2>&1
rc=$?
sed 's/^/  dpkg -i: /' "$W/pkg.install"
st=$(/usr/bin/dpkg-query -W -f='${Status} ${Version}' gestures 2>&1)
log "dpkg -i took $(awk -v a="$t0" -v b="$(uptime_s)" 'BEGIN { printf "%.1f", b - a }') s; dpkg-query: $st"
if [ $rc = 0 ] && [ "$st" = "install ok installed 0.1.0-1" ]; then
  pass "$t1" "exit 0; $st; Depends: $(/usr/bin/dpkg-query -W -f='${Depends}' gestures)"
else
  fail "$t1" "dpkg -i exit $rc; $st"
  for t in "$t2" "$t3" "$t4" "$t5"; do fail "$t" "the package did not install"; done
  exit 0
fi

# ---------------------------------------------------------------- 2
ok2=1
missing=
for f in /usr/bin/gesture-replay /usr/share/man/man1/gesture-replay.1.gz \
  /usr/share/bash-completion/completions/gesture-replay /usr/share/zsh/vendor-completions/_gesture-replay \
  /usr/share/fish/vendor_completions.d/gesture-replay.fish /lib/udev/rules.d/70-gestures.rules \
  /usr/lib/systemd/user/gestures.service /usr/lib/modules-load.d/gestures-uinput.conf \
  /usr/share/gestures/desktop.json /usr/share/doc/gestures/copyright \
  /usr/share/doc/gestures/examples/desktop.json /usr/share/doc/gestures/examples/scenes/long-press-then-drag.json; do
  if [ -s "$f" ] && /usr/bin/dpkg -L gestures | grep -qx "$f"; then :; else ok2=0; missing="$missing $f"; fi
done
ver=$(/usr/bin/gesture-replay --version 2>&1)
[ "$ver" = "gesture-replay 0.1.0" ] || ok2=0
th=$(zcat /usr/share/man/man1/gesture-replay.1.gz 2>/dev/null | grep -m1 '^\.TH')
case "$th" in *0.1.0*) ;; *) ok2=0 ;; esac
grep -q '^ExecStart=.*exec /usr/bin/gesture-replay live' /usr/lib/systemd/user/gestures.service || ok2=0
# The packaged rule, not a copy in /etc: a touchpad made now is tagged uaccess and lab, active
# at seat0, gets it.
create_dev "$REC/InputActions/pinch_in_2" pkg-tp || { fail "$t2" "evemu-device touchpad"; exit 0; }
tp=$DEV_NODE
sleep 0.5
tags=$(udevadm info -q property -n "$tp" | sed -n 's/^CURRENT_TAGS=//p')
log "$tp: CURRENT_TAGS=$tags ACL: $(acl_of "$tp"); /dev/uinput ACL: $(acl_of /dev/uinput); rules in /etc/udev/rules.d: $(ls /etc/udev/rules.d 2>/dev/null | tr '\n' ' ')"
case "$tags" in *:uaccess:*) ;; *) ok2=0 ;; esac
case "$(acl_of "$tp")" in *user:lab:r*) ;; *) ok2=0 ;; esac
log "$(/usr/bin/dpkg -L gestures | wc -l) paths in dpkg -L gestures; --version: $ver; man: $th"
if [ $ok2 = 1 ]; then
  pass "$t2" "--version '$ver'; man .TH names 0.1.0; a new touchpad is tagged uaccess by /lib/udev/rules.d/70-gestures.rules, ACL user:lab"
else
  fail "$t2" "missing or not the package's:${missing:- none}; --version '$ver'; man '$th'; tags '$tags'"
fi

# ---------------------------------------------------------------- 3, 4
i=0
while [ ! -S "$XDG/systemd/private" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
# pinch start|restart: `systemctl --user start|restart gestures.service` as lab, waits for the
# daemon to listen, plays pinch_in_2 on the touchpad and sets SEQ to the keys its newest virtual
# keyboard sent; DPID is the daemon, SCENE the --scene it was given.
pinch() {
  _n=$(jr | grep -c 'listening to')
  aslab "systemctl --user $1 gestures.service" >"$W/pkg-$1.out" 2>&1
  _rc=$?
  sed 's/^/  systemctl --user: /' "$W/pkg-$1.out"
  _i=0
  while [ $_i -lt 150 ] && [ "$(jr | grep -c 'listening to')" -le "$_n" ]; do sleep 0.1; _i=$((_i + 1)); done
  DPID=$(aslab "systemctl --user show -p MainPID --value gestures.service" 2>/dev/null)
  SCENE=$(tr '\0' '\n' <"/proc/$DPID/cmdline" 2>/dev/null | awk 'p { print; exit } $0 == "--scene" { p = 1 }')
  _kb=$(jr | sed -n 's,.*Gestures virtual keyboard at \(/dev/input/event[0-9]*\).*,\1,p' | tail -1)
  log "systemctl --user $1: exit $_rc; daemon ${DPID:-?}: $(readlink /proc/$DPID/exe 2>/dev/null) --scene ${SCENE:-?}; NoNewPrivs $(sed -n 's/^NoNewPrivs:[[:space:]]*//p' /proc/$DPID/status 2>/dev/null); keyboard ${_kb:-?}"
  SEQ=
  [ $_rc = 0 ] && [ -n "$_kb" ] || { jr | tail -5 | sed 's/^/  journal: /'; return 1; }
  pinch_keys "pkg-$1" "$_kb" "$tp"
  SEQ=$PINCH_KEYS
}
aslab "systemctl --user daemon-reload"
pinch start
if [ "$SEQ" = "125:1 31:1 31:0 125:0" ] && [ "$(readlink /proc/$DPID/exe)" = /usr/bin/gesture-replay ] &&
  [ "$SCENE" = /usr/share/gestures/desktop.json ]; then
  pass "$t3" "/usr/bin/gesture-replay --scene $SCENE; the pinch sent super+s ($SEQ)"
else
  fail "$t3" "keys: ${SEQ:-none}; exe $(readlink /proc/$DPID/exe 2>/dev/null); scene ${SCENE:-?}; $(aslab 'systemctl --user status gestures.service' 2>&1 | head -12 | tr '\n' '|')"
fi
mkdir -p "$LH/.config/gestures"
sed 's/"minimum": 0.2, "key": "super+s"/"minimum": 0.2, "key": "super+d"/' /usr/share/gestures/desktop.json \
  >"$LH/.config/gestures/desktop.json"
chown -R lab:lab "$LH/.config"
grep -q 'super+d' "$LH/.config/gestures/desktop.json" || log "could not rewrite the pinch's key"
pinch restart
if [ "$SEQ" = "125:1 32:1 32:0 125:0" ] && [ "$SCENE" = "$LH/.config/gestures/desktop.json" ]; then
  pass "$t4" "--scene $SCENE; the pinch sent super+d ($SEQ)"
else
  fail "$t4" "keys: ${SEQ:-none}; scene ${SCENE:-?}"
fi
aslab "systemctl --user stop gestures.service"
log "after stop: $(aslab 'systemctl --user is-active gestures.service')"
rm -rf "$LH/.config/gestures"
kill "$DEV_PID" 2>/dev/null

# ---------------------------------------------------------------- 5
/usr/bin/dpkg --purge gestures >"$W/pkg.purge" 2>&1
rc=$?
sed 's/^/  dpkg --purge: /' "$W/pkg.purge"
aslab "systemctl --user daemon-reload" >/dev/null 2>&1
snapshot >"$W/pkg.after"
# dpkg's own backup of its status file is the only new path allowed.
diff "$W/pkg.before" "$W/pkg.after" | grep '^[<>]' | grep -v '^> /var/lib/dpkg/status-old$' >"$W/pkg.diff"
sed 's/^/  left: /' "$W/pkg.diff" | head -20
st=$(/usr/bin/dpkg-query -W -f='${Status}' gestures 2>&1)
info=$(ls /var/lib/dpkg/info/ | grep '^gestures\.' | tr '\n' ' ')
log "after the purge: dpkg-query: $st; info/gestures.*: ${info:-none}; $(wc -l <"$W/pkg.before") paths before, $(wc -l <"$W/pkg.after") after"
if [ $rc = 0 ] && [ ! -s "$W/pkg.diff" ] && [ -z "$info" ] && ! [ -e /usr/bin/gesture-replay ] &&
  case "$st" in *"not-installed"* | *"no packages found"*) true ;; *) false ;; esac; then
  pass "$t5" "exit 0; /usr, /etc, /lib and /var/lib/dpkg as before the install; dpkg-query: $st"
else
  fail "$t5" "purge exit $rc; $(wc -l <"$W/pkg.diff") paths differ; info: ${info:-none}; dpkg-query: $st"
fi
