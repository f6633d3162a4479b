# lab-boot: soak
# Live soak (issue 12): `live --seat seat0 --haptics FF --record FILE.yml` listens for
# LAB_SOAK_SECONDS (run.sh passes it: 120 by default, 600 for `make soak-lab`; rounded up to a
# multiple of 60) while lab-play feeds three uinput devices without pause, each the synthesized
# traces in turn: a touchscreen and a touchpad that are replugged, and a touchscreen that is kept
# (and so recorded all along: a recording's devices are fixed when it starts). Touchscreens: taps,
# double taps, long presses (the three bound to haptics), drags, pinches, rotations, three-finger
# taps, two-finger drags; the touchpad: taps, a drag, two-finger pinches, scrolls with a thumb or a
# third contact, a palm. Every 30 s one device is removed and created again (evemu-device killed
# and restarted; the seat's udev monitor follows): the touchscreen at 15 s, 75 s, ..., the touchpad
# at 45 s, 105 s, ..., so every multiple of 60 s is 15 s after a touchpad replug. Every 30 s the
# tool's /proc/PID is sampled (descriptors by kind, VmRSS) with the effects uploaded on lab-ff
# (uploaded and not erased, from its log) and the gestures recognized (began or ended) per device.
# Passes when, at the end against 60 s (the same point of the cycle): the descriptors are equal,
# the uploaded effects within lab-ff's 4 slots and VmRSS within 5 %; every 30 s window recognized gestures on each
# device, and the device replugged in it some after it came back; SIGTERM ends the tool with
# status 0, nothing is left uploaded or playing on lab-ff, and the recording replays offline to
# the kept device's live transitions.
SOAK=${LAB_SOAK_SECONDS:-120}
SOAK=$(((SOAK + 59) / 60 * 60))
[ "$SOAK" -lt 120 ] && SOAK=120
t="live soak ${SOAK} s (hotplug every 30 s, haptics, recording)"
EXACT=0.0000011
TS_TRACES="tap double-tap one-finger-drag pinch-in long-press rotate-cw three-finger-tap
  pinch-out two-finger-drag tap rotate-ccw"
KT_TRACES="long-press pinch-out tap rotate-ccw two-finger-drag double-tap one-finger-drag
  three-finger-tap pinch-in rotate-cw tap"
TP_TRACES="hover-tap bounce-150ms bounce-40ms thumb-mid-scroll palm bounce-80ms
  extra-contact-mid-scroll hover-tap"
TS_NAME="Gestures Synthetic Touchscreen"
TP_NAME="Gestures Synthetic Pressure Touchpad"
KT_NAME="Gestures Soak Kept Touchscreen"

# Background pids leave PIDS once reaped: over a long soak the guest's pids wrap around, and
# cleanup must not kill a stranger by a stale pid.
untrack() { PIDS=$(echo " $PIDS " | sed "s/ $1 / /; s/^ *//; s/ *$//"); }
# count FILE PATTERN: lines of FILE matching PATTERN (0 when none).
count() {
  _n=$(grep -c "$2" "$1" 2>/dev/null)
  echo "${_n:-0}"
}
# gestures ts|tp|kt: gestures recognized (began or ended) so far on that device.
gestures() {
  case $1 in ts) _d=$TS_NAME ;; tp) _d=$TP_NAME ;; *) _d=$KT_NAME ;; esac
  count "$W/soak.out" "\"device\":\"$_d\".*\"to\":\"\(began\|ended\)\""
}
# sleep_until UPTIME: sleeps until /proc/uptime reaches UPTIME (seconds).
sleep_until() {
  sleep "$(awk -v t="$1" -v n="$(uptime_s)" 'BEGIN { d = t - n; printf "%.2f", (d > 0 ? d : 0) }')"
}
# wait_more FILE PATTERN N: waits (at most 10 s) until FILE has more than N lines matching PATTERN.
wait_more() {
  _w=100
  while [ "$(count "$1" "$2")" -le "$3" ] && [ $_w -gt 0 ]; do
    sleep 0.1
    _w=$((_w - 1))
  done
  [ $_w -gt 0 ]
}

# The traces, each with ABS_MT_SLOT 0 first: they assume the kernel's current slot is 0, as on a
# new device, and played one after another it is wherever the previous trace left it.
mkdir -p "$W/soak-traces"
for f in $REC/synth/touchscreen-*.events $REC/synth/touchpad-*.events; do
  awk '/^E:/ && !n { print "E: " $2 " 0003 002f 0"; n = 1 } /^E:/' "$f" >"$W/soak-traces/${f##*/}"
done

# player NAME PREFIX TRACES: plays soak-traces/PREFIX-TRACE.events onto the node in $W/NAME.node,
# in turn, until $W/soak.stop exists; while $W/NAME.pause exists it waits between traces (saying
# so in $W/NAME.idle), so the device can be replugged between two of them.
player() {
  _p=$1 _pre=$2
  shift 2
  while [ ! -e "$W/soak.stop" ]; do
    for _tr in $*; do
      while [ -e "$W/$_p.pause" ] && [ ! -e "$W/soak.stop" ]; do
        echo idle >"$W/$_p.idle"
        sleep 0.1
      done
      rm -f "$W/$_p.idle"
      [ -e "$W/soak.stop" ] && break
      lab-play "$(cat "$W/$_p.node")" <"$W/soak-traces/$_pre-$_tr.events" 2>>"$W/$_p.play" ||
        echo "$(uptime_s) $_tr" >>"$W/$_p.failed"
      sleep 0.4 # past a double tap's 0.35 s window, so each trace's gestures end on their own
    done
  done
}

# new_dev NAME DESC: (re)creates device NAME (evemu-device DESC), keeps its node in $W/NAME.node
# and its pid in NAME_PID, and waits until the tool, if running, listens to it.
new_dev() {
  _before=$(count "$W/soak.err" 'listening to')
  create_dev "$2" "soak-$1" || return 1
  echo "$DEV_NODE" >"$W/$1.node"
  eval "$1_PID=$DEV_PID"
  [ -z "$LP" ] && return 0
  wait_more "$W/soak.err" 'listening to' "$_before" || { log "$1 ($DEV_NODE) not picked up"; return 1; }
}

# replug NAME DESC: pauses NAME's player between two traces, removes the device, waits until the
# tool says so, creates it again; $W/NAME.replugged keeps the device's gesture count by then.
replug() {
  rm -f "$W/$1.idle"
  : >"$W/$1.pause"
  wait_for "$W/$1.idle" idle 100 || log "$1's player did not pause"
  eval "_pid=\$$1_PID"
  _gone=$(count "$W/soak.err" 'went away\|was removed')
  kill "$_pid"
  wait "$_pid" 2>/dev/null
  untrack "$_pid"
  wait_more "$W/soak.err" 'went away\|was removed' "$_gone" || log "removal of $1 not noticed"
  new_dev "$1" "$2" || replug_failed=1
  echo "$(uptime_s) $(gestures "$1")" >"$W/$1.replugged"
  rm -f "$W/$1.pause"
}

# effects: effect ids uploaded on lab-ff and not erased since, from its log.
effects() {
  awk '$2 == "upload" && $4 == "new" { up[$3] = 1 } $2 == "erase" { delete up[$3] }
    END { n = 0; for (i in up) n++; print n }' "$W/soak.ff"
}

# sample T: a row of $W/soak.samples: T, descriptors (all; evdev nodes; epoll, timerfd,
# signalfd; sockets; the rest), VmRSS (kB), effects uploaded on lab-ff, gestures recognized so
# far on ts, tp, kt, and RssAnon (kB: the heap's share of VmRSS). The descriptors themselves go
# to $W/soak.fd.T.
sample() {
  for f in /proc/$LP/fd/*; do echo "${f##*/} $(readlink "$f")"; done >"$W/soak.fd.$1"
  _fd=$(cut -d' ' -f2- "$W/soak.fd.$1" | awk '
    { n++ }
    /^\/dev\/input\/event/ { ev++; next }
    /eventpoll/ { ep++; next }
    /timerfd/ { tf++; next }
    /signalfd/ { sf++; next }
    /^socket:/ { so++; next }
    { other++ }
    END { printf "%d %d %d %d %d %d %d", n, ev, ep, tf, sf, so, other }')
  _rss=$(awk '/^VmRSS:/ { print $2 }' /proc/$LP/status)
  _anon=$(awk '/^RssAnon:/ { print $2 }' /proc/$LP/status)
  echo "$1 $_fd ${_rss:-0} $(effects) $(gestures ts) $(gestures tp) $(gestures kt) ${_anon:-0}" \
    >>"$W/soak.samples"
}

rm -f "$W"/soak.* "$W"/ts.* "$W"/tp.* "$W"/kt.*
replug_failed=0
LP=
TS_DESC=$REC/synth/touchscreen-tap.events
TP_DESC=$REC/synth/touchpad-hover-tap.events
awk -v n="$KT_NAME" '/^E:/ { exit } /^N:/ { print "N: " n; next } 1' "$TS_DESC" >"$W/kept.desc"
# lab-ff's 4 slots (its default): the scheduler keeps effects uploaded for reuse, up to the
# device's maximum. With 16 (84-haptics-live.sh) the table grows to the most effects the three
# devices' patterns ever needed at once (5 here, reached at 30 s or at 90 s as their plays happen
# to coincide): bounded, but not the same at 60 s in every run. With 4 (preloading keeps slots
# free) it stays within the 4 slots: every later upload updates or evicts one of those (37
# uploads into 3 or 4 ids in 120 s); an effect id left behind would show after the tool exits.
start_ff soak || { fail "$t" "lab-ff did not start"; exit 0; }
new_dev ts "$TS_DESC" || { fail "$t" "evemu-device (touchscreen)"; exit 0; }
new_dev tp "$TP_DESC" || { fail "$t" "evemu-device (touchpad)"; exit 0; }
new_dev kt "$W/kept.desc" || { fail "$t" "evemu-device (kept touchscreen)"; exit 0; }
gesture-replay live --seat seat0 --format json --haptics "$FF_NODE" --record "$W/soak.yml" \
  >"$W/soak.out" 2>"$W/soak.err" &
LP=$!
track $LP
wait_more "$W/soak.err" 'listening to' 2 || { fail "$t" "not listening: $(cat "$W/soak.err")"; exit 0; }
T0=$(uptime_s)
player ts touchscreen $TS_TRACES &
PTS=$!
track $PTS
player tp touchpad $TP_TRACES &
PTP=$!
track $PTP
player kt touchscreen $KT_TRACES &
PKT=$!
track $PKT
log "soak: $SOAK s from uptime $T0 s; tool pid $LP; lab-ff $FF_NODE"
sample 0
k=1
while [ $((k * 15)) -le "$SOAK" ]; do
  sleep_until "$(awk -v a="$T0" -v s=$((k * 15)) 'BEGIN { print a + s }')"
  case $((k % 4)) in
    1) replug ts "$TS_DESC" ;;
    3) replug tp "$TP_DESC" ;;
    *)
      sample $((k * 15))
      # The window just ended had a replug in its middle (the touchscreen's in windows ending at
      # odd multiples of 30 s, else the touchpad's): that device's gestures since it came back.
      if [ $((k % 4)) = 2 ]; then _r=ts _c=11; else _r=tp _c=12; fi
      _now=$(awk -v c=$_c 'END { print $c }' "$W/soak.samples")
      _at=$(cut -d' ' -f2 "$W/$_r.replugged" 2>/dev/null)
      echo "$((k * 15)) $_r $((_now - ${_at:-0}))" >>"$W/soak.after"
      tail -1 "$W/soak.samples" | sed 's/^/  sample: /'
      ;;
  esac
  k=$((k + 1))
done
: >"$W/soak.stop"
for p in $PTS $PTP $PKT; do
  wait $p
  untrack $p
done
sleep 0.5
kill -TERM $LP
(sleep 20 && kill -KILL $LP 2>/dev/null) &
wd=$!
wait $LP
rc=$?
kill $wd 2>/dev/null
untrack $LP
sleep 0.1
stop_ff
sed 's/^/  stderr: /' "$W/soak.err" | grep -v 'listening to\|went away\|was removed\|is not recorded' |
  head -20
log "$(count "$W/soak.err" 'listening to') devices listened to, $(count "$W/soak.err" 'went away\|was removed') removals noticed"
log "lab-ff: $(grep summary "$W/soak.ff")"
log "lab-play failures: ts $(count "$W/ts.failed" .), tp $(count "$W/tp.failed" .), kt $(count "$W/kt.failed" .)"
log "descriptors at the end:$(awk '{ printf " %s %s;", $1, $2 }' "$W/soak.fd.$SOAK")"

# The table: each row's gesture counts are those recognized in the 30 s window ending there.
echo "  t(s)  fds evdev epoll timerfd signalfd socket other  VmRSS(kB) RssAnon effects   ts   tp   kt  replugged:after"
awk -v after="$W/soak.after" '
  BEGIN { while ((getline l < after) > 0) { split(l, a, " "); rp[a[1]] = a[2] ":" a[3] } }
  { printf "  %4d %4d %5d %5d %7d %8d %6d %5d %10d %7d %7d %4d %4d %4d  %s\n", $1, $2, $3, $4,
      $5, $6, $7, $8, $9, $14, $10, $11 - ts, $12 - tp, $13 - kt, ($1 in rp) ? rp[$1] : "-"
    ts = $11; tp = $12; kt = $13 }' "$W/soak.samples"
ok=1
ref=$(awk '$1 == 60' "$W/soak.samples")
end=$(awk -v s="$SOAK" '$1 == s' "$W/soak.samples")
[ -n "$ref" ] && [ -n "$end" ] || { ok=0; log "missing the 60 s or the end sample"; }
set -- $ref
ref_fd="$2 $3 $4 $5 $6 $7 $8" ref_rss=$9 ref_fx=${10}
set -- $end
end_fd="$2 $3 $4 $5 $6 $7 $8" end_rss=$9 end_fx=${10}
[ "$ref_fd" = "$end_fd" ] || {
  ok=0
  log "descriptors at 60 s: $ref_fd; at the end: $end_fd; the difference:"
  diff "$W/soak.fd.60" "$W/soak.fd.$SOAK" | sed 's/^/    /'
}
# The table is bounded by lab-ff's 4 slots, not a count fixed at 60 s: it reached 3 or 4 by
# 60 s, and once 3 at 60 s and 4 at 90 s, as the plays happened to coincide. A leaked id would
# be over the slots (lab-ff counts over-max) or left after the tool exits (both checked below).
[ "$end_fx" -le 4 ] || { ok=0; log "effects uploaded at 60 s: $ref_fx; at the end: $end_fx (over lab-ff's 4 slots)"; }
growth=$(awk -v a="$ref_rss" -v b="$end_rss" 'BEGIN { printf "%+.1f", a ? (b - a) * 100 / a : 100 }')
# RssAnon (the heap) is judged too: VmRSS is mostly the static binary's pages, so a leak per
# replug (the engine kept every removed device's arena, ~16 kB each) hid inside its 5 %. Three
# pages of slack for the allocator; the fixed engine measured 0 kB over 2 and over 18 replugs.
set -- $ref
ref_anon=${14}
set -- $end
end_anon=${14}
log "RssAnon $ref_anon kB at 60 s, $end_anon kB at the end: $((end_anon - ref_anon)) kB over $(((SOAK - 60) / 30)) replugs"
[ $((end_anon - ref_anon)) -le 12 ] ||
  { ok=0; log "RssAnon grew $((end_anon - ref_anon)) kB after 60 s (more than 12 kB): a leak per replug?"; }
awk -v g="$growth" 'BEGIN { exit !(g <= 5 && g >= -5) }' ||
  { ok=0; log "VmRSS $ref_rss kB at 60 s, $end_rss kB at the end ($growth %)"; }
zero=$(awk 'NR > 1 && ($11 == ts || $12 == tp || $13 == kt) { printf " %d s", $1 }
  { ts = $11; tp = $12; kt = $13 }' "$W/soak.samples")
[ -z "$zero" ] || { ok=0; log "a 30 s window without gestures on a device: the one ending at$zero"; }
dead=$(awk '$3 <= 0 { printf " %s in the window ending at %d s", $2, $1 }' "$W/soak.after")
[ -z "$dead" ] || { ok=0; log "no gestures after a replug:$dead"; }
[ "$replug_failed" = 0 ] || { ok=0; log "a replug failed (see above)"; }
[ "$rc" = 0 ] || { ok=0; log "exit status $rc after SIGTERM"; }
fx_after=$(effects)
grep -q 'summary .*over-max=0 playing-at-end=-' "$W/soak.ff" && [ "$fx_after" = 0 ] ||
  { ok=0; log "after the tool exited lab-ff still had $fx_after effects uploaded: $(grep summary "$W/soak.ff")"; }
# The kept touchscreen was recorded all along: the recording replays to its live transitions.
grep "\"device\":\"$KT_NAME\"" "$W/soak.out" >"$W/soak.kept.live"
gesture-replay --format json "$W/soak.yml" 2>"$W/soak.replay.err" | grep "\"device\":\"$KT_NAME\"" \
  >"$W/soak.kept.replay"
log "recording: $(du -k "$W/soak.yml" | cut -f1) kB; kept touchscreen, live vs replay of the recording ($(wc -l <"$W/soak.kept.live") transitions live):"
compare_jsonl "$W/soak.kept.live" "$W/soak.kept.replay" $EXACT 0 '' ||
  { ok=0; log "replay: $(head -3 "$W/soak.replay.err")"; }
total=$(count "$W/soak.out" '"to":"\(began\|ended\)"')
if [ $ok = 1 ]; then
  pass "$t" "descriptors $end_fd at 60 s and at the end, $ref_fx and $end_fx effects uploaded (of 4 slots); VmRSS $ref_rss → $end_rss kB ($growth %), RssAnon $ref_anon → $end_anon kB; $total gestures, $((SOAK / 30)) replugs, gestures after each; SIGTERM: exit 0, all erased; the recording replays to the live output"
else
  fail "$t" "see above"
fi
