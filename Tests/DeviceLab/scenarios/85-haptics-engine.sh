# The HapticEngine (issue 13) on lab-ff (src/lab-ff.c, two effect slots): the seed's example
# (haptics-example --log) and the lab's driver (haptics-lab, Tests/DeviceLab/haptics-lab), both
# printing every command the engine sends as a JSON line (absolute CLOCK_MONOTONIC times) and
# the driver its marker lines; guest/ffcheck.py compares them with what lab-ff received and with
# the timelines the host rendered (run.sh: rumble, two motors, as the engine picks for lab-ff).
#  a. the seed example: the server's commands equal the client's, the transient then `success`
#     each make their rendered timeline, everything erased, nothing playing at the end;
#  b. 100 starts at later times (each 60 ms ahead, 40-60 ms apart): each plays at its time with
#     one write; lateness = lab-ff's kernel time of the play - the scheduled start (both
#     CLOCK_MONOTONIC in this guest), beside a bare C timer's lateness as the control;
#  c. two players of equal priority overlap: the device gets their mix (levels added,
#     saturated); a notification pre-empts them (their completions say so), a background
#     player mixes under it;
#  d. lab-ff unplugged mid-pattern: the stopped handler says deviceDisconnected, the program
#     exits 0 within its watchdog, nothing reaches the server after the unplug;
#  e. every generator after prepare(): the call's first command is a play, each preset makes
#     its rendered timeline.
H=$LAB/haptics
# The checker in its HapticEngine mode (client times absolute, commands in time order).
ffcheck() { python3 "$LAB/guest/ffcheck.py" "$@" --engine 1; }
# compact FILE T0_US: the client's commands as NAME#SLOT@MS, ms from T0_US (in the log's order).
compact() {
  sed -n 's/^{"time":\([0-9.]*\),"haptics":"\([a-z]*\)","slot":\([0-9]*\).*/\1 \2 \3/p' "$1" |
    awk -v t0="$2" '{ printf "%s#%s@%.0f ", $2, $3, ($1 * 1e6 - t0) / 1000 }'
}

# a. The seed example.
t="haptics engine: the seed example (transient, then success)"
if start_ff he-seed --max 2; then
  timeout -s KILL 20 haptics-example --log >"$W/he-seed.client" 2>"$W/he-seed.err"
  rc=$?
  sleep 0.05
  stop_ff
  res=$(ffcheck "$W/he-seed.ff" "$W/he-seed.client" --max 2 \
    --patterns "player-0=$H/seed-transient.ahap.rumble.render,success=$H/success.rumble.render")
  sum=$(grep summary "$W/he-seed.ff")
  if [ "$rc" = 0 ] && [ "${res#ok}" != "$res" ] && echo "$sum" | grep -q 'playing-at-end=-'; then
    pass "$t" "${res#ok }; ${sum#summary }"
  else
    sed 's/^/    /' "$W/he-seed.err" "$W/he-seed.client" "$W/he-seed.ff" | head -30
    fail "$t" "exit $rc (137: hung, killed); $res; $sum"
  fi
else
  fail "$t" "lab-ff did not start"
fi

# b. Starts at later times, with the control timer running beside them.
t="haptics engine: a start at a later time starts on time"
: >"$W/he-starts.lat"
lab-timer --period 7000 >"$W/he-timer" 2>/dev/null &
TIMER_PID=$!
track $TIMER_PID
if start_ff he-starts --max 2; then
  timeout -s KILL 30 haptics-lab starts 100 --device "$FF_NODE" >"$W/he-starts.client" 2>"$W/he-starts.err"
  rc=$?
  sleep 0.05
  stop_ff
  kill -TERM $TIMER_PID 2>/dev/null
  wait $TIMER_PID 2>/dev/null
  res=$(ffcheck "$W/he-starts.ff" "$W/he-starts.client" --max 2 --starts "$W/he-starts.lat")
  awk '{ print $1 }' "$W/he-starts.lat" >"$W/he-starts.ms"
  n=$(wc -l <"$W/he-starts.ms")
  lat=$(percentiles "$W/he-starts.ms")
  control=$(percentiles "$W/he-timer")
  p50=$(echo "$lat" | sed -n 's/^p50 \([0-9.-]*\) ms.*/\1/p')
  p99=$(echo "$lat" | sed -n 's/.*p99 \([0-9.-]*\) ms.*/\1/p')
  log "latest starts: $(sort -g -r "$W/he-starts.lat" | head -5 | awk '{ printf "%s %s ms; ", $2, $1 }')"
  c99=$(echo "$control" | sed -n 's/.*p99 \([0-9.-]*\) ms.*/\1/p')
  # The gate: the median within the issue's 5 ms of the schedule; the p99 within 5 ms beyond
  # the control's p99, the lateness the emulated guest gives a bare C timer at the same time (on
  # this shared host its p99 alone was 2.4-7.2 ms, so a fixed 5 ms p99 would judge the host).
  if [ "$rc" = 0 ] && [ "${res#ok}" != "$res" ] && [ "$n" = 100 ] && [ -n "$p99" ] && [ -n "$c99" ] &&
    awk -v a="$p50" -v b="$p99" -v c="$c99" 'BEGIN { exit !(a <= 5 && b <= c + 5) }'; then
    pass "$t" "lateness $lat; control, a bare C timer in the guest meanwhile: $control; ${res#ok }"
  else
    sed 's/^/    /' "$W/he-starts.err" | head
    fail "$t" "exit $rc; $n starts measured; lateness $lat (p50 <= 5 ms, p99 <= the control's + 5 ms); control: $control; $res"
  fi
else
  fail "$t" "lab-ff did not start"
fi

# c. Mixing and pre-emption on one engine: mix-a and mix-b (gesture) overlap from 150 ms,
# success (notification) pre-empts both at 300 ms, impact-light (background) mixes under it
# at 320 ms.
t="haptics engine: two players of equal priority mix"
t2="haptics engine: a player of higher priority pre-empts, a lower one mixes under it"
if start_ff he-mix --max 2; then
  timeout -s KILL 20 haptics-lab mix "$H/mix-a.ahap" "$H/mix-b.ahap" --device "$FF_NODE" \
    >"$W/he-mix.client" 2>"$W/he-mix.err"
  rc=$?
  sleep 0.05
  stop_ff
  # mix-b's start mixes with mix-a, success's pre-empts both: both changes are uploaded ahead.
  # impact-light's cannot be on two slots (one plays, the other holds success's change).
  res=$(ffcheck "$W/he-mix.ff" "$W/he-mix.client" --max 2 --one-write mix-a,mix-b,success --voices \
    "mix-a=$H/mix-a.ahap.rumble.render,mix-b=$H/mix-b.ahap.rumble.render,success=$H/success.rumble.render,impact-light=$H/impact-light.rumble.render")
  done=$(sed -n 's/.*"lab":"completion","player":"\([^"]*\)","result":"\([^"]*\)".*/\1=\2/p' \
    "$W/he-mix.client" | sort | tr '\n' ' ')
  log "completions: $done"
  t0=$(sed -n 's/.*"lab":"start".*"at_us":\([0-9]*\).*/\1/p' "$W/he-mix.client" | head -1)
  log "commands: $(compact "$W/he-mix.client" "$t0")"
  if [ "$rc" = 0 ] && [ "${res#ok}" != "$res" ] && echo "$res" | grep -q 'mixed at 150 ms'; then
    pass "$t" "${res#ok }"
  else
    sed 's/^/    /' "$W/he-mix.err" "$W/he-mix.client" "$W/he-mix.ff" | head -40
    fail "$t" "exit $rc; $res"
  fi
  want="impact-light=finished mix-a=preempted mix-b=preempted success=finished "
  if [ "$rc" = 0 ] && [ "${res#ok}" != "$res" ] && [ "$done" = "$want" ]; then
    pass "$t2" "completions: $done; the timeline is the one the priority rule makes"
  else
    fail "$t2" "exit $rc; completions: $done (want $want); $res"
  fi
else
  fail "$t" "lab-ff did not start"
  fail "$t2" "lab-ff did not start"
fi

# d. Unplugged mid-pattern (ramp.ahap, 1.2 s; lab-ff destroys itself 300 ms after the first
# play).
t="haptics engine: device unplugged mid-pattern"
if start_ff he-unplug --max 2 --unplug-after 300; then
  timeout -s KILL 10 haptics-lab unplug "$H/ramp.ahap" --device "$FF_NODE" \
    >"$W/he-unplug.client" 2>"$W/he-unplug.err"
  rc=$?
  wait "$FF_PID" 2>/dev/null
  res=$(ffcheck "$W/he-unplug.ff" "$W/he-unplug.client" --max 2 --unplugged 1)
  unplug=$(awk '$2 == "unplug" { print $1 }' "$W/he-unplug.ff")
  first=$(awk '$2 == "play" { print $1; exit }' "$W/he-unplug.ff")
  after=$(awk -v u="$unplug" '$1 ~ /^[0-9]+$/ && $1 > u' "$W/he-unplug.ff" | wc -l)
  stopped=$(sed -n 's/.*"lab":"stopped","reason":"\([^"]*\)","at_us":\([0-9]*\).*/\1 \2/p' "$W/he-unplug.client")
  completion=$(sed -n 's/.*"lab":"completion","player":"unplugged","result":"\([^"]*\)".*/\1/p' "$W/he-unplug.client")
  # The client's last command was sent before the unplug (a command that failed is not logged).
  last=$(grep '"haptics"' "$W/he-unplug.client" | tail -1 | sed -n 's/^{"time":\([0-9.]*\),.*/\1/p' |
    awk '{ printf "%d", $1 * 1e6 }')
  detail="stopped handler: ${stopped%% *} $(((${stopped##* } - unplug) / 1000)) ms after the unplug ($(((unplug - first) / 1000)) ms after the first play); completion: $completion; $after commands after the unplug"
  if [ "$rc" = 0 ] && [ "${stopped%% *}" = deviceDisconnected ] && [ "$completion" = device-failed ] &&
    grep -q '"lab":"exit"' "$W/he-unplug.client" && [ -n "$unplug" ] && [ "$after" = 0 ] &&
    [ -n "$last" ] && [ "$last" -lt "$unplug" ] && [ "${res#ok}" != "$res" ]; then
    pass "$t" "$detail; exit 0; ${res#ok }"
  else
    sed 's/^/    /' "$W/he-unplug.err" "$W/he-unplug.client" | head -20
    fail "$t" "exit $rc (137: hung, killed); $detail; last command at ${last:-?}, unplug at ${unplug:-?}; $res"
  fi
else
  fail "$t" "lab-ff did not start"
fi

# d2. Unplugged while idle: the seed's transient (a few tens of ms) has ended when lab-ff
# destroys itself 300 ms after the first play; nothing is being sent, and the engine must still
# notice (its thread watches the device's descriptor for the hang-up evdev reports).
t="haptics engine: device unplugged while idle"
if start_ff he-idle --max 2 --unplug-after 300; then
  timeout -s KILL 10 haptics-lab unplug "$H/seed-transient.ahap" --device "$FF_NODE" \
    >"$W/he-idle.client" 2>"$W/he-idle.err"
  rc=$?
  wait "$FF_PID" 2>/dev/null
  unplug=$(awk '$2 == "unplug" { print $1 }' "$W/he-idle.ff")
  stopped=$(sed -n 's/.*"lab":"stopped","reason":"\([^"]*\)","at_us":\([0-9]*\).*/\1 \2/p' "$W/he-idle.client")
  completion=$(sed -n 's/.*"lab":"completion","player":"unplugged","result":"\([^"]*\)".*/\1/p' "$W/he-idle.client")
  last=$(grep '"haptics"' "$W/he-idle.client" | tail -1 | sed -n 's/^{"time":\([0-9.]*\),.*/\1/p' |
    awk '{ printf "%d", $1 * 1e6 }')
  after=$(awk -v u="$unplug" '$1 ~ /^[0-9]+$/ && $1 > u' "$W/he-idle.ff" | wc -l)
  delay=$(((${stopped##* } - unplug) / 1000))
  detail="stopped handler: ${stopped%% *} $delay ms after the unplug, $(((unplug - last) / 1000)) ms after the last command; the player: $completion"
  if [ "$rc" = 0 ] && [ "${stopped%% *}" = deviceDisconnected ] && [ "$completion" = finished ] &&
    [ -n "$unplug" ] && [ "$after" = 0 ] && [ "$last" -lt "$unplug" ] && [ "$delay" -le 500 ]; then
    pass "$t" "$detail; exit 0"
  else
    sed 's/^/    /' "$W/he-idle.err" "$W/he-idle.client" | head -20
    fail "$t" "exit $rc (137: hung, killed); $detail (want within 500 ms)"
  fi
else
  fail "$t" "lab-ff did not start"
fi

# e. The generators, each call after prepare().
t="haptics engine: generators after prepare() play with one write"
: >"$W/he-calls"
presets=$(gesture-replay haptics presets | awk '{print $1}')
pats=$(for p in $presets; do printf '%s=%s,' "$p" "$H/$p.rumble.render"; done)
if start_ff he-gen --max 2; then
  timeout -s KILL 30 haptics-lab generators --device "$FF_NODE" >"$W/he-gen.client" 2>"$W/he-gen.err"
  rc=$?
  sleep 0.05
  stop_ff
  res=$(ffcheck "$W/he-gen.ff" "$W/he-gen.client" --max 2 --patterns "${pats%,}" --calls "$W/he-calls")
  calls=$(grep -c '"lab":"call"' "$W/he-gen.client")
  awk '{ print $1 }' "$W/he-calls" >"$W/he-calls.ms"
  delay=$(percentiles "$W/he-calls.ms")
  if [ "$rc" = 0 ] && [ "${res#ok}" != "$res" ] && [ "$calls" = 9 ] && [ "$(wc -l <"$W/he-calls")" = 9 ] &&
    ! grep -q not-quiet "$W/he-gen.client"; then
    pass "$t" "9 calls, each first a play; call to the play's kernel time $delay; ${res#ok }"
  else
    sed 's/^/    /' "$W/he-gen.err" | head
    grep -v '^{"time"' "$W/he-gen.client" | sed 's/^/    /' | head -20
    fail "$t" "exit $rc; $calls calls; $res"
  fi
else
  fail "$t" "lab-ff did not start"
fi
