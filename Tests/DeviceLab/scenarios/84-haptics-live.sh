# `live --haptics NODE`: the synthesized long press (Recordings/synth/touchscreen-long-press)
# played with lab-play onto a uinput touchscreen while `live --haptics FF --haptics-log` listens:
# `success` plays on lab-ff when `long-press` ends. The delay is the server's time of the first
# play minus the transition's kernel time (lab-play's first write + the transition's time from
# the first event). The commands equal the offline replay's `--haptics-log` (host-made) and what
# the server received; nothing is left playing after the session ends (SIGINT). lab-ff has 16
# slots here, like ff-memless devices and the offline replay's simulated device, so both
# preload the same bound patterns at their start.
H=$LAB/haptics
t="live --haptics: long press plays success"
start_ff hl --max 16 || { fail "$t" "lab-ff did not start"; return 0 2>/dev/null || exit 0; }
create_dev "$H/touchscreen-long-press.events" hl-touch || { fail "$t" "evemu-device"; return 0 2>/dev/null || exit 0; }
touch=$DEV_NODE
listen hl --device "$touch" --haptics "$FF_NODE" --haptics-log --format json ||
  { fail "$t" "no listener"; return 0 2>/dev/null || exit 0; }
lp=$LIVE_PID
lab-play "$touch" <"$H/touchscreen-long-press.events" 2>"$W/hl.play"
sleep 0.3
stop_live $lp
rc=$STOP_RC
sleep 0.05
stop_ff
sed 's/^/  stderr: /' "$W/hl.err"
grep '"long-press"\|"haptics"' "$W/hl.out" | sed 's/^/  /' | head -12
first_write=$(sed -n 's/.*first write at \([0-9]*\) us.*/\1/p' "$W/hl.play")
ended=$(grep '"gesture":"long-press".*"to":"ended"' "$W/hl.out" | head -1 |
  sed -n 's/^{"time":\([0-9.]*\),.*/\1/p')
play=$(awk '$2 == "play" { print $1; exit }' "$W/hl.ff")
grep '"haptics"' "$W/hl.out" >"$W/hl.client"
grep '"haptics"' "$H/long-press.replay" >"$W/hl.expected"
res=$(python3 $LAB/guest/ffcheck.py "$W/hl.ff" "$W/hl.client" --expected "$W/hl.expected" --max 16)
log "$(grep summary "$W/hl.ff"); lab-play: $(cat "$W/hl.play")"
if [ -n "$first_write" ] && [ -n "$ended" ] && [ -n "$play" ]; then
  delay=$(awk -v p="$play" -v f="$first_write" -v e="$ended" 'BEGIN { printf "%.2f", (p - (f + e * 1000000)) / 1000 }')
else
  delay=
fi
# The first upload is the preload at the session's start, before any touch: how long before the
# long press ended, in ms.
upload=$(awk '$2 == "upload" { print $1; exit }' "$W/hl.ff")
[ -n "$delay" ] && [ -n "$upload" ] && up=$(awk -v u="$upload" -v f="$first_write" -v e="$ended" 'BEGIN { printf "%.0f", ((f + e * 1000000) - u) / 1000 }')
log "long-press ended at ${ended:-?} s; success preloaded ${up:-?} ms before, first play ${delay:-?} ms after it"

if [ "$rc" = 0 ] && [ "${res#ok}" != "$res" ] && [ -n "$delay" ] &&
  awk -v d="$delay" 'BEGIN { exit !(d >= -1 && d <= 50) }'; then
  pass "$t" "success played ${delay} ms after long-press ended (preloaded ${up:-?} ms before it) (QEMU TCG guest); ${res#ok }"
else
  fail "$t" "exit $rc; delay ${delay:-?} ms; $res"
fi
