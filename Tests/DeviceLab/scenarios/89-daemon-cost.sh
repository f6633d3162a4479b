# What the desktop daemon costs (issue 26): `live --scene desktop.json --actions` (the systemd
# unit's command, its standard output on /dev/null as the unit has it) and `libinput debug-events --enable-tap` listen to the same uinput touchpad
# while lab-play plays the InputActions recordings (pinches, rotations, swipes, holds, strokes:
# real Synaptics TM3276 input) onto it.
#   1. CPU: each process's time on a CPU over the plays (the scheduler's runtime,
#      /proc/PID/task/*/schedstat, and user + system time in clock ticks of 10 ms,
#      /proc/PID/stat), per 1,000 frames played (SYN_REPORTs), side by side; with, per frame, the
#      split into user and system time, the read and write system calls (/proc/PID/io syscr,
#      syscw: read(2), write(2) and their kin) and the wake-ups (context switches), where the
#      two differ;
#   2. idle: with no finger down, each process's wake-ups over 60 s (context switches of all its
#      threads, /proc/PID/task/*/status) — ours must be at most 3: with nothing touching there is
#      nothing to do, and no periodic timer may wake it;
#   3. where ours goes: the plays once more with four lighter listeners beside debug-events, each
#      reported per 1,000 frames (not checked): the desktop scene without --actions (its
#      transitions written to a file), the built-in scene, --touches (the read loop and the
#      decoder, no gesture) and --touches --format json.
A=$LAB/actions

ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
# Nanoseconds on a CPU, all threads (/proc/PID/task/*/schedstat): the scheduler's own count,
# exact where the ticks sample every 10 ms (a run of about 150 ticks is ±8 % by sampling alone).
runtime() {
  cat /proc/"$1"/task/*/schedstat 2>/dev/null | awk '{ n += $1 } END { printf "%.0f", n }'
}
# USER SYSTEM (ticks), READS WRITES (system calls), WAKEUPS (context switches, all threads).
usage() {
  echo "$(awk '{ print $14, $15 }' "/proc/$1/stat") $(awk '/^syscr/ { r = $2 } /^syscw/ { w = $2 } END { print r + 0, w + 0 }' "/proc/$1/io" 2>/dev/null) $(switches "$1")"
}
switches() {
  cat /proc/"$1"/task/*/status 2>/dev/null |
    awk '/^(voluntary|nonvoluntary)_ctxt_switches/ { n += $2 } END { print n + 0 }'
}

create_dev "$REC/InputActions/hold_1" cost || { fail "daemon cost" "evemu-device"; return 0; }
node=$DEV_NODE
# As the systemd unit runs it: standard output on /dev/null (StandardOutput=null).
gesture-replay live --device "$node" --scene "$A/desktop.json" --actions >/dev/null 2>"$W/cost.err" &
ours=$!
track $ours
wait_for "$W/cost.err" 'listening to' 100 ||
  { fail "daemon cost" "live did not start: $(cat "$W/cost.err")"; return 0; }
libinput debug-events --enable-tap --device "$node" >"$W/cost.li" 2>&1 &
li=$!
track $li
wait_for "$W/cost.li" DEVICE_ADDED 100 || log "debug-events: $(cat "$W/cost.li")"
sleep 1

# play_all: every InputActions recording onto the touchpad, each with slot 0 first (as a fresh
# device has it: 86-actions.sh says why); FRAMES, their SYN_REPORTs.
frames=0
for f in "$REC"/InputActions/*; do
  case "$f" in *.actions | *.transitions | */LICENSE) continue ;; esac
  frames=$((frames + $(awk '$1 == "E:" && $3 == "0000" && $4 == "0000"' "$f" | grep -c .)))
done
play_all() {
  for f in "$REC"/InputActions/*; do
    case "$f" in *.actions | *.transitions | */LICENSE) continue ;; esac
    { awk '/^E:/ { print "E: " $2 " 0003 002f 0000"; exit }' "$f"; cat "$f"; } |
      lab-play "$node" 2>/dev/null
    sleep 0.3
  done
  sleep 1
}
o0=$(ticks $ours)
l0=$(ticks $li)
or0=$(runtime $ours)
lr0=$(runtime $li)
ou0=$(usage $ours)
lu0=$(usage $li)
play_all
o1=$(ticks $ours)
l1=$(ticks $li)
or1=$(runtime $ours)
lr1=$(runtime $li)
ou1=$(usage $ours)
lu1=$(usage $li)
per() { awk -v t="$1" -v f="$frames" 'BEGIN { printf "%.0f", t * 10 / f * 1000 }'; }
# ms per 1,000 frames from nanoseconds, and the ratio of two such figures.
perns() { awk -v t="$1" -v f="$frames" 'BEGIN { printf "%.0f", t / 1e6 / f * 1000 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }
pass "daemon cost: CPU per 1,000 frames" \
  "ours $(perns $((or1 - or0))) ms, libinput debug-events $(perns $((lr1 - lr0))) ms, $(ratio $((or1 - or0)) $((lr1 - lr0)))× (the scheduler's runtime); in ticks ours $(per $((o1 - o0))) ms, libinput debug-events $(per $((l1 - l0))) ms, $(ratio $((o1 - o0)) $((l1 - l0)))× ($frames frames, $((o1 - o0)) and $((l1 - l0)) ticks of 10 ms)"
# Per frame: user and system ms, read and write calls, wake-ups (the counters' differences).
perframe() {
  echo "$1 $2" | awk -v f="$frames" '{ printf "user %.3f ms, system %.3f ms, %.2f reads, %.2f writes, %.2f wake-ups", ($6 - $1) * 10 / f, ($7 - $2) * 10 / f, ($8 - $3) / f, ($9 - $4) / f, ($10 - $5) / f }'
}
log "daemon cost per frame: ours $(perframe "$ou0" "$ou1"); libinput debug-events $(perframe "$lu0" "$lu1")"

s0=$(switches $ours)
m0=$(switches $li)
sleep 60
s1=$(switches $ours)
m1=$(switches $li)
woke=$((s1 - s0))
if [ "$woke" -le 3 ]; then
  pass "daemon cost: idle wake-ups in 60 s" "ours $woke, libinput debug-events $((m1 - m0))"
else
  fail "daemon cost: idle wake-ups in 60 s" "ours $woke (at most 3), libinput debug-events $((m1 - m0))"
fi
stop_live $ours
[ "$STOP_RC" = 0 ] || log "live exited $STOP_RC: $(tail -3 "$W/cost.err")"

listen costna --device "$node" --scene "$A/desktop.json" && v1=$LIVE_PID
listen costdef --device "$node" && v2=$LIVE_PID
listen costtouch --device "$node" --touches && v3=$LIVE_PID
listen costjson --device "$node" --touches --format json && v4=$LIVE_PID
if [ -n "${v1:-}" ] && [ -n "${v2:-}" ] && [ -n "${v3:-}" ] && [ -n "${v4:-}" ]; then
  sleep 1
  before="$(runtime $v1) $(runtime $v2) $(runtime $v3) $(runtime $v4) $(runtime $li)"
  play_all
  after="$(runtime $v1) $(runtime $v2) $(runtime $v3) $(runtime $v4) $(runtime $li)"
  log "daemon cost per 1,000 frames (the scheduler's runtime), the plays again: $(echo "$before $after" | awk -v f="$frames" '{
    split("desktop scene without --actions|built-in scene|--touches|--touches --format json|libinput debug-events", n, "|")
    for (i = 1; i <= 5; i++) printf "%s%s %.0f ms", (i > 1 ? "; " : ""), n[i], ($(i + 5) - $i) / 1e6 / f * 1000 }')"
  for p in $v1 $v2 $v3 $v4; do stop_live $p; done
else
  log "daemon cost: a lighter listener did not start"
fi
