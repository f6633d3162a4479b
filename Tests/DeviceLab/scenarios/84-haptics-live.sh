# `live --haptics NODE`: a long press played with lab-play onto a uinput touchscreen while
# `live --haptics FF --haptics-log` listens: `success` plays on lab-ff when `long-press` ends.
# Two traces: a real recording (QUANTA OpticalTouchScreen, whot/evemu-devices: one finger held
# 0.93 s at the left edge) and the synthesized long press (Recordings/synth). The delay is the
# server's time of the first play minus the transition's kernel time (lab-play's first write +
# the transition's time from the first event). The commands equal the offline replay's
# `--haptics-log` (host-made) and what the server received; nothing is left playing after the
# session ends (SIGINT). lab-ff has 16 slots here, like ff-memless devices and the offline
# replay's simulated device, so both preload the same bound patterns at their start.
H=$LAB/haptics

live_long_press() { # NAME DESCRIPTION TRACE EXPECTED-REPLAY
  _n=$1 _desc=$2 _trace=$3 _exp=$4
  t="live --haptics: long press plays success ($_n)"
  start_ff "$_n" --max 16 || { fail "$t" "lab-ff did not start"; return; }
  create_dev "$_desc" "$_n-touch" || { fail "$t" "evemu-device"; stop_ff; return; }
  touch=$DEV_NODE
  listen "$_n" --device "$touch" --haptics "$FF_NODE" --haptics-log --format json ||
    { fail "$t" "no listener"; stop_ff; return; }
  lp=$LIVE_PID
  lab-play "$touch" <"$_trace" 2>"$W/$_n.play"
  sleep 0.3
  stop_live $lp
  rc=$STOP_RC
  sleep 0.05
  stop_ff
  sed 's/^/  stderr: /' "$W/$_n.err"
  grep '"long-press"\|"haptics"' "$W/$_n.out" | sed 's/^/  /' | head -12
  first_write=$(sed -n 's/.*first write at \([0-9]*\) us.*/\1/p' "$W/$_n.play")
  ended=$(grep '"gesture":"long-press".*"to":"ended"' "$W/$_n.out" | head -1 |
    sed -n 's/^{"time":\([0-9.]*\),.*/\1/p')
  play=$(awk '$2 == "play" { print $1; exit }' "$W/$_n.ff")
  grep '"haptics"' "$W/$_n.out" >"$W/$_n.client"
  grep '"haptics"' "$_exp" >"$W/$_n.expected"
  res=$(python3 $LAB/guest/ffcheck.py "$W/$_n.ff" "$W/$_n.client" --expected "$W/$_n.expected" --max 16)
  log "$(grep summary "$W/$_n.ff"); lab-play: $(cat "$W/$_n.play")"
  delay=
  if [ -n "$first_write" ] && [ -n "$ended" ] && [ -n "$play" ]; then
    delay=$(awk -v p="$play" -v f="$first_write" -v e="$ended" 'BEGIN { printf "%.2f", (p - (f + e * 1000000)) / 1000 }')
  fi
  # The first upload is the preload at the session's start, before any touch: how long before
  # the long press ended, in ms.
  up=
  upload=$(awk '$2 == "upload" { print $1; exit }' "$W/$_n.ff")
  [ -n "$delay" ] && [ -n "$upload" ] && up=$(awk -v u="$upload" -v f="$first_write" -v e="$ended" 'BEGIN { printf "%.0f", ((f + e * 1000000) - u) / 1000 }')
  log "long-press ended at ${ended:-?} s; success preloaded ${up:-?} ms before, first play ${delay:-?} ms after it"
  if [ "$rc" = 0 ] && [ "${res#ok}" != "$res" ] && [ -n "$delay" ] &&
    awk -v d="$delay" 'BEGIN { exit !(d >= -1 && d <= 50) }'; then
    pass "$t" "success played ${delay} ms after long-press ended (preloaded ${up:-?} ms before it) (QEMU TCG guest); ${res#ok }"
  else
    fail "$t" "exit $rc; delay ${delay:-?} ms; $res"
  fi
}

live_long_press quanta "$REC/evemu-devices/QUANTA_OpticalTouchScreen.desc" \
  "$REC/evemu-devices/QUANTA_OpticalTouchScreen.touch-on-left.events" "$H/quanta-long-press.replay"
live_long_press synth "$H/touchscreen-long-press.events" "$H/touchscreen-long-press.events" \
  "$H/long-press.replay"
