# Latency: from the kernel's timestamp of each event (set when lab-play's write() injects it
# into the uinput device's event node) to gesture-replay's write() of the output it caused,
# p50/p99 over at least 500 frames of four touchpad recordings. The guest is emulated (QEMU
# TCG): the figures are an upper bound of what real hardware sees.
t="latency over >= 500 frames"
create_dev "$REC/InputActions/pinch_both_2" latency || { fail "$t" "evemu-device"; exit 0; }
node=$DEV_NODE
for mode in touches transitions; do
  if [ $mode = touches ]; then args="--touches"; else args=""; fi
  listen "latency-$mode" --device "$node" $args --format json --latency || { fail "$t" "no listener"; exit 0; }
  p=$LIVE_PID
  frames=0
  for r in pinch_both_2 rotate_both_2 stroke_circle_3 stroke_z_3; do
    lab-play "$node" <"$REC/InputActions/$r" 2>"$W/latency.play"
    f=$(sed -n 's/.* \([0-9]*\) frames.*/\1/p' "$W/latency.play")
    frames=$((frames + f))
  done
  sleep 0.5
  stop_live $p
  line=$(grep 'latency:' "$W/latency-$mode.err")
  log "$mode: $frames frames played; $line"
  eval "rc_$mode=$STOP_RC; line_$mode=\"\$line\"; frames_$mode=$frames"
done
n=$(echo "$line_touches" | sed -n 's/.*latency: \([0-9]*\) samples.*/\1/p')
if [ "$rc_touches" = 0 ] && [ -n "$n" ] && [ "$n" -ge 500 ]; then
  pass "$t" "${line_touches#*latency: }; transitions: ${line_transitions#*latency: }; emulated guest, an upper bound"
else
  fail "$t" "rc=$rc_touches, $line_touches"
fi
