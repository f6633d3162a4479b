# Helpers for the device-lab scenarios (busybox sh, sourced). Each scenario reports with
# `pass NAME [detail]` / `fail NAME why`, which print the `TEST NAME: PASS|FAIL` lines the host
# counts.

LAB=/lab
REC=$LAB/recordings
W=/tmp/work
mkdir -p "$W"

pass() { echo "TEST $1: PASS${2:+ ($2)}"; }
fail() { echo "TEST $1: FAIL $2"; }
log() { echo "  $*"; }
uptime_s() { cut -d' ' -f1 /proc/uptime; }

# Background processes a scenario starts, killed by cleanup (each by its pid).
PIDS=
track() { PIDS="$PIDS $1"; }
cleanup() {
  for p in $PIDS; do kill "$p" 2>/dev/null; done
  for p in $PIDS; do wait "$p" 2>/dev/null; done
  PIDS=
}

# wait_for FILE PATTERN [TENTHS]: wait until FILE contains PATTERN (default 10 s).
wait_for() {
  _w=${3:-100}
  while [ "$_w" -gt 0 ]; do
    grep -q "$2" "$1" 2>/dev/null && return 0
    sleep 0.1
    _w=$((_w - 1))
  done
  return 1
}

# create_dev DESC NAME: creates a uinput device from an evemu description (or full recording)
# with evemu-device, which stays alive until killed; sets DEV_NODE and DEV_PID.
create_dev() {
  evemu-device "$1" >"$W/$2.dev" 2>&1 &
  DEV_PID=$!
  track $DEV_PID
  DEV_NODE=
  _c=100
  while [ $_c -gt 0 ]; do
    DEV_NODE=$(sed -n 's,.*\(/dev/input/event[0-9]*\).*,\1,p' "$W/$2.dev" | head -1)
    [ -n "$DEV_NODE" ] && [ -c "$DEV_NODE" ] && break
    sleep 0.05
    _c=$((_c - 1))
  done
  [ -n "$DEV_NODE" ] || { log "evemu-device $1: $(cat "$W/$2.dev")"; return 1; }
  udevadm settle -t 5 2>/dev/null
  return 0
}

# judge_play NAME NODE DEV_PID DBG_PID SRC OPTIONS: plays SRC onto NODE (lab-play at a real-time
# priority, its report in $W/NAME.play), waits past libinput's timeouts (a tap's and
# tap-and-drag's, 180 ms, 160 + 20 ms a finger; or, with three-finger drag in OPTIONS, its
# button held 700 ms after the lift), removes the device (libinput ends what is still down: two
# recordings end with fingers on the pad), stops `libinput debug-events` DBG_PID, and reduces
# what it printed ($W/NAME.li) to libinput's decisions in $W/NAME.li.dec (judge-li.awk).
judge_play() {
  lab-rt 10 lab-play "$2" <"$5" 2>"$W/$1.play"
  _drag=0
  case "$6" in *3fg-drag*) _drag=1 ;; esac
  if [ $_drag = 1 ]; then sleep 1.0; else sleep 0.6; fi
  kill "$3" 2>/dev/null
  wait "$3" 2>/dev/null
  wait_for "$W/$1.li" DEVICE_REMOVED 30
  kill -INT "$4" 2>/dev/null
  wait "$4" 2>/dev/null
  awk -v drag3fg=$_drag -f "$LAB/guest/judge-li.awk" "$5" "$W/$1.li" >"$W/$1.li.dec"
}

# listen NAME ARGS...: starts `gesture-replay live ARGS` with stdout in $W/NAME.out and stderr
# in $W/NAME.err; waits until it says it is listening. Sets LIVE_PID.
listen() {
  _l=$1
  shift
  gesture-replay live "$@" >"$W/$_l.out" 2>"$W/$_l.err" &
  LIVE_PID=$!
  track $LIVE_PID
  wait_for "$W/$_l.err" 'listening to' 100 || { log "not listening: $(cat "$W/$_l.err")"; return 1; }
  return 0
}

# pinch_keys NAME KBD TOUCHPAD: plays InputActions/pinch_in_2 on the touchpad node while
# lab-read reads the virtual keyboard node KBD into $W/NAME.read; sets PINCH_KEYS to the key
# events it sent, "CODE:VALUE ..." (a desktop scene's inward pinch: "125:1 31:1 31:0 125:0").
pinch_keys() {
  udevadm settle -t 5 2>/dev/null
  lab-read --no-syn kbd="$2" >"$W/$1.read" 2>/dev/null &
  _pk=$!
  track $_pk
  wait_for "$W/$1.read" '^ready' 50
  lab-play "$3" <"$REC/InputActions/pinch_in_2" 2>/dev/null
  sleep 2
  kill -TERM $_pk
  wait $_pk 2>/dev/null
  PINCH_KEYS=$(awk '$1 == "kbd" { printf "%s%s:%s", (n++ ? " " : ""), $4, $5 }' "$W/$1.read")
}

# stop_live PID: SIGINT, then wait (at most 10 s, then SIGKILL) for it to exit; sets STOP_RC
# to its exit status. Not in a subshell: only the parent shell can reap it.
stop_live() {
  kill -INT "$1" 2>/dev/null
  (sleep 10 && kill -KILL "$1" 2>/dev/null) &
  _wd=$!
  wait "$1"
  STOP_RC=$?
  kill "$_wd" 2>/dev/null
}

# stop_both P1 P2: stop_live for two listeners; their exit statuses in RC1 and RC2.
stop_both() {
  stop_live "$1"
  RC1=$STOP_RC
  stop_live "$2"
  RC2=$STOP_RC
}

# compare_jsonl A B TIME_TOL VALUE_REL KEYS: compares two JSON Lines files line by line. The
# text between numbers must be equal; numbers equal, except "time" (absolute tolerance
# TIME_TOL s) and numbers under the keys matching the regex KEYS (relative tolerance
# VALUE_REL, or 1.0 absolute). Prints the first differences; status 0 when equal.
compare_jsonl() {
  awk -v tt="$3" -v vr="$4" -v keys="$5" -f "$LAB/guest/compare.awk" "$1" "$2"
}

# start_ff NAME ARGS...: starts `lab-ff ARGS` (src/lab-ff.c, a logging uinput force-feedback
# device) with its log in $W/NAME.ff; sets FF_NODE and FF_PID.
start_ff() {
  _f=$1
  shift
  lab-ff "$@" >"$W/$_f.ff" 2>&1 &
  FF_PID=$!
  track $FF_PID
  FF_NODE=
  _c=100
  while [ $_c -gt 0 ]; do
    FF_NODE=$(sed -n 's,^node \(/dev/input/event[0-9]*\)$,\1,p' "$W/$_f.ff")
    [ -n "$FF_NODE" ] && [ -c "$FF_NODE" ] && break
    sleep 0.05
    _c=$((_c - 1))
  done
  [ -n "$FF_NODE" ] || { log "lab-ff: $(cat "$W/$_f.ff")"; return 1; }
  udevadm settle -t 5 2>/dev/null
  return 0
}

# stop_ff: SIGTERM to lab-ff (it prints its summary) and wait for it.
stop_ff() {
  kill -TERM "$FF_PID" 2>/dev/null
  wait "$FF_PID" 2>/dev/null
}

# percentiles FILE: "p50 X ms, p99 Y ms, max Z ms (N)" of the numbers in FILE (one a line).
percentiles() {
  sort -n "$1" | awk '{ v[NR] = $1 } END {
    if (NR == 0) { print "no samples"; exit }
    i50 = int(0.5 * (NR - 1) + 0.5) + 1; i99 = int(0.99 * (NR - 1) + 0.5) + 1
    printf "p50 %.2f ms, p99 %.2f ms, max %.2f ms over %d\n", v[i50], v[i99], v[NR], NR }'
}
