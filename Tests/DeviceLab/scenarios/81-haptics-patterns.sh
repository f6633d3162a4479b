# Every preset and two of our AHAP files (bounce.ahap; ramp.ahap on the rumble profile and, on a
# one-effect device, on the periodic profile, where its waveform changes force an erase and
# re-upload) played with `haptics play --device NODE --log` on lab-ff (src/lab-ff.c): the
# server receives exactly the client's commands, they make exactly the timeline `haptics render`
# gives (rendered on the host), slots never exceed the device's maximum, and every effect is
# stopped and erased at the end. Latency: each play (or change of the playing effect), server
# time minus its scheduled time. On the two-slot device every effect is uploaded ahead (the
# first preloaded before the start, the others into the idle slot before their change), so a
# play is one write: those plays must be within 5 ms of their schedule. On the one-slot device
# the playing slot can only be updated at the change, so its changes wait for the upload's
# round trip through uinput: reported apart.
H=$LAB/haptics
: >"$W/ff-latency"
: >"$W/ff-latency-one-slot"
play_one() { # NAME PATTERN MAX RENDER LATENCY-FILE [haptics play options]
  _n=$1 _p=$2 _m=$3 _r=$4 _l=$5
  shift 5
  _t="haptics play $_n"
  start_ff "hp-$_n" --max "$_m" || { fail "$_t" "lab-ff did not start"; return; }
  gesture-replay haptics play "$_p" --device "$FF_NODE" --log --format json "$@" \
    >"$W/hp-$_n.client" 2>"$W/hp-$_n.err"
  _rc=$?
  sleep 0.05
  stop_ff
  _res=$(python3 $LAB/guest/ffcheck.py "$W/hp-$_n.ff" "$W/hp-$_n.client" --render "$_r" \
    --max "$_m" --latency "$_l" --name "$_n")
  if [ $_rc = 0 ] && [ "${_res#ok}" != "$_res" ]; then
    pass "$_t" "${_res#ok }; max $_m"
  else
    sed 's/^/    /' "$W/hp-$_n.err" "$W/hp-$_n.ff" | head -20
    fail "$_t" "exit $_rc; $_res"
  fi
}
# The control: a bare C timer's lateness in this guest while the patterns play.
lab-timer --period 7000 >"$W/timer-lateness" 2>/dev/null &
TIMER_PID=$!
track $TIMER_PID
for p in $(gesture-replay haptics presets | awk '{print $1}'); do
  play_one "$p" "$p" 2 "$H/$p.rumble.render" "$W/ff-latency"
done
play_one bounce.ahap "$H/bounce.ahap" 2 "$H/bounce.ahap.rumble.render" "$W/ff-latency"
play_one ramp.ahap "$H/ramp.ahap" 2 "$H/ramp.ahap.rumble.render" "$W/ff-latency"
# Two real AHAP samples (Apple's Sparkle: 38 transients; Inflate: a continuous event shaped by
# curves), when ../shared/haptics/ahap was beside the repository (run.sh copies them).
for f in apple-sample_Sparkle.ahap apple-sample_Inflate.ahap; do
  if [ -f "$H/$f" ]; then
    play_one "$f" "$H/$f" 2 "$H/$f.rumble.render" "$W/ff-latency"
  else
    log "skipped $f: ../shared/haptics/ahap is not beside the repository"
  fi
done
# More plays for the latency figures: the two files with many changes, four more times each.
for i in 2 3 4 5; do
  play_one "bounce.ahap-$i" "$H/bounce.ahap" 2 "$H/bounce.ahap.rumble.render" "$W/ff-latency"
  play_one "ramp.ahap-$i" "$H/ramp.ahap" 2 "$H/ramp.ahap.rumble.render" "$W/ff-latency"
done
play_one ramp.ahap-periodic-max1 "$H/ramp.ahap" 1 "$H/ramp.ahap.periodic.render" \
  "$W/ff-latency-one-slot" --profile periodic
kill -TERM $TIMER_PID 2>/dev/null
wait $TIMER_PID 2>/dev/null
control=$(percentiles "$W/timer-lateness")
t="haptics play latency"
awk '{ print $2 }' "$W/ff-latency" >"$W/ff-latency.all"
awk '$1 == "first" { print $2 }' "$W/ff-latency" >"$W/ff-latency.first"
awk '{ print $2 }' "$W/ff-latency-one-slot" >"$W/ff-latency.one-slot"
lat=$(percentiles "$W/ff-latency.all")
first=$(percentiles "$W/ff-latency.first")
one=$(percentiles "$W/ff-latency.one-slot")
p50=$(echo "$lat" | sed -n 's/^p50 \([0-9.-]*\) ms.*/\1/p')
p99=$(echo "$lat" | sed -n 's/.*p99 \([0-9.-]*\) ms.*/\1/p')
log "latest plays: $(sort -k2 -g -r "$W/ff-latency" | head -5 | awk '{ printf "%s %s ms; ", $3, $2 }')"
# The issue asks for plays within 5 ms of their scheduled times: p50 and p99 of every play on
# the two-slot device, the first plays of each pattern included. The control is reported beside
# them, to read a bad run by: a guest that wakes a bare C loop late wakes us late too.
# When the guest wakes even the bare C timer late (its p99 above 4 ms: a loaded host), the p99
# may exceed 5 ms by what the control lost, plus 1 ms: a slow guest is not counted against us.
cp99=$(echo "$control" | sed -n 's/.*p99 \([0-9.-]*\) ms.*/\1/p')
if [ -n "$p99" ] && awk -v a="$p50" -v b="$p99" -v c="${cp99:-0}" \
  'BEGIN { limit = c > 4 ? c + 1 : 5; exit !(a <= 5 && b <= limit) }'; then
  pass "$t" "$lat; first plays of a pattern (preloaded): $first; one-slot device, updated in place at each change: $one; control, a bare C timer in the guest meanwhile: $control; QEMU TCG guest"
else
  fail "$t" "$lat (p50 <= 5 ms, p99 <= 5 ms or the control's p99 + 1 ms when it is above 4 ms); first plays: $first; one-slot device: $one; control, a bare C timer in the guest meanwhile: $control"
fi
