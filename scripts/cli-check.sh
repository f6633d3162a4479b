#!/usr/bin/env bash
# End-to-end checks of the gesture-replay executable: usage and exit codes, every recording
# decodes, every broken fixture is rejected with file:line and exit 1, never a crash or a hang.
# Usage: scripts/cli-check.sh PATH/TO/gesture-replay
set -uo pipefail
bin=${1:?usage: cli-check.sh GESTURE_REPLAY}
cd "$(dirname "$0")/.."
passed=0
failed=0
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
ok() { passed=$((passed + 1)); }

# Scratch files in a directory of this run's own: two checkouts checked at once on one machine
# must not read each other's output.
T=$(mktemp -d "${TMPDIR:-/tmp}/cli-check.XXXXXX")
trap 'rm -rf "$T"' EXIT
run() { timeout 60 "$bin" "$@" >"$T/cli-check.out" 2>"$T/cli-check.err"; }

run --help; [ $? -eq 0 ] && grep -q -- '--touches' $T/cli-check.out && ok || fail "--help"
run; [ $? -eq 2 ] && grep -q '^usage:' $T/cli-check.err && ok || fail "no arguments must exit 2 with usage"
run --bogus x; [ $? -eq 2 ] && ok || fail "unknown option must exit 2"
run --format yaml x; [ $? -eq 2 ] && ok || fail "bad --format must exit 2"
run /nonexistent/trace; [ $? -eq 1 ] && grep -q '^/nonexistent/trace: ' $T/cli-check.err && ok || fail "missing file must exit 1 naming it"

# Every recording decodes (exit 0), with its companion description where MANIFEST names one.
while IFS=$'\t' read -r local_path _ _ _ _ _ _ _ _ _ _ _ _ companion _; do
  [ "$local_path" = local_path ] && continue
  args=(--touches --format json)
  [ -n "$companion" ] && args+=(--desc "Recordings/$companion")
  run "${args[@]}" "Recordings/$local_path"
  rc=$?
  [ $rc -eq 0 ] && ok || fail "Recordings/$local_path exited $rc: $(head -c 300 $T/cli-check.err)"
done <Recordings/MANIFEST.tsv
for f in Recordings/synth/*.events; do
  [ -e "$f" ] || continue
  run --touches "$f"; rc=$?
  [ $rc -eq 0 ] && ok || fail "$f exited $rc: $(head -c 300 $T/cli-check.err)"
done

# Every seed scene runs; every broken scene: exit 1 naming the file and the JSON path or line:col.
for scene in Tests/GesturesTests/Fixtures/scenes/*.json; do
  run --scene "$scene" --explain Recordings/synth/touchscreen-tap.events; rc=$?
  [ $rc -eq 0 ] && ok || fail "$scene exited $rc: $(head -c 300 $T/cli-check.err)"
done
while IFS=$'\t' read -r file location fragment; do
  case "$file" in ""|file|\#*) continue ;; esac
  f=Tests/GesturesTests/Fixtures/broken/scene/$file
  run --scene "$f" Recordings/synth/touchscreen-tap.events; rc=$?
  if [ $rc -ne 1 ]; then
    fail "$f exited $rc (want 1): $(head -c 300 $T/cli-check.err)"
  elif ! grep -qF "$file" $T/cli-check.err || ! grep -qF -- "$fragment" $T/cli-check.err; then
    fail "$f: want '$file' and '$fragment', got: $(head -c 300 $T/cli-check.err)"
  else
    ok
  fi
done <Tests/GesturesTests/Fixtures/broken/scene/EXPECTED.tsv

# Every broken trace fixture: exit 1, one line naming file:line, no crash, no hang.
for expected in Tests/GesturesTests/Fixtures/broken/*/EXPECTED.tsv; do
  case "$expected" in */scene/*) continue ;; esac
  dir=$(dirname "$expected")
  [ "$dir" = Tests/GesturesTests/Fixtures/broken/ahap ] && continue  # checked below
  while IFS=$'\t' read -r file line fragment desc _; do
    case "$file" in ""|file|\#*) continue ;; esac
    args=(--touches)
    [ -n "${desc:-}" ] && args+=(--desc "$dir/$desc")
    run "${args[@]}" "$dir/$file"
    rc=$?
    if [ $rc -ne 1 ]; then
      fail "$dir/$file exited $rc (want 1): $(head -c 300 $T/cli-check.err)"
    elif [ -n "$line" ] && [ "$line" != "-" ] && ! grep -qF "$dir/$file:$line: " $T/cli-check.err \
      && ! { [ -n "${desc:-}" ] && grep -qF "$dir/$desc:$line: " $T/cli-check.err; }; then
      fail "$dir/$file: want '$dir/$file:$line: ...', got: $(head -c 300 $T/cli-check.err)"
    else
      ok
    fi
  done <"$expected"
done

# Haptics: every broken AHAP file exits 1 naming file: JSON path (or file:line:column); the
# presets and samples render on every profile.
dir=Tests/GesturesTests/Fixtures/broken/ahap
while IFS=$'\t' read -r file location _; do
  case "$file" in ""|file|\#*) continue ;; esac
  run haptics render "$dir/$file" --profile rumble
  rc=$?
  want="$dir/$file: $location: "
  [ "$location" = - ] && want="$dir/$file: "
  case "$location" in [0-9]*:[0-9]*) want="$dir/$file:$location: " ;; esac
  if [ $rc -ne 1 ]; then
    fail "haptics render $dir/$file exited $rc (want 1): $(head -c 300 $T/cli-check.err)"
  elif ! grep -qF "$want" $T/cli-check.err; then
    fail "haptics render $dir/$file: want '$want...', got: $(head -c 300 $T/cli-check.err)"
  else
    ok
  fi
done <"$dir/EXPECTED.tsv"
run haptics --help; [ $? -eq 0 ] && grep -q -- '--profile' $T/cli-check.out && ok || fail "haptics --help"
run haptics render; [ $? -eq 2 ] && ok || fail "haptics render without PATTERN must exit 2"
run haptics render nosuchpreset; [ $? -eq 2 ] && ok || fail "haptics render with an unknown preset must exit 2"
# Our own AHAP files, plus the shared sample files when ../shared/haptics/ahap is beside the
# repository (they are not committed).
patterns=(success Tests/GesturesTests/Fixtures/ahap/*.ahap)
[ -d ../shared/haptics/ahap ] && patterns+=(../shared/haptics/ahap/*.ahap)
for profile in rumble periodic onoff; do
  for f in "${patterns[@]}"; do
    run haptics render "$f" --profile "$profile" --format json
    [ $? -eq 0 ] && ok || fail "haptics render $f --profile $profile: $(head -c 300 $T/cli-check.err)"
  done
done

# plot: usage, exit codes, a bad trace named file:line (scripts/plot-check.sh renders them all).
run plot --help; [ $? -eq 0 ] && grep -q -- '--output FILE.svg' $T/cli-check.out && ok || fail "plot --help"
run plot Recordings/synth/touchscreen-tap.events; [ $? -eq 2 ] && grep -q 'no --output' $T/cli-check.err && ok || fail "plot without --output must exit 2"
run plot Recordings/synth/touchscreen-tap.events --from 1 --to 0.5 --output $T/cli-check.svg; [ $? -eq 2 ] && ok || fail "plot --to before --from must exit 2"
# A window far beyond any trace (once a trap converting it to µs): a usage error naming the range.
for w in "--from 1e300" "--to 1e300" "--from nan" "--to inf" "--from -1"; do
  run plot Recordings/synth/touchscreen-tap.events $w --output $T/cli-check.svg
  [ $? -eq 2 ] && grep -q -- "${w%% *} wants seconds from 0 to 1000000000" $T/cli-check.err && ok ||
    fail "plot $w must exit 2 naming the range: $(head -c 300 $T/cli-check.err)"
done
run plot Tests/GesturesTests/Fixtures/broken/evemu/id-bad-hex.evemu --output $T/cli-check.svg
[ $? -eq 1 ] && grep -q 'id-bad-hex.evemu:3: ' $T/cli-check.err && ok || fail "plot of a broken trace must exit 1 with file:line"
run plot Recordings/synth/touchscreen-tap.events --output $T/cli-check.svg; [ $? -eq 0 ] && grep -q '^<svg ' $T/cli-check.svg && ok || fail "plot must write an SVG"
# A file name with characters XML 1.0 forbids (U+FFFE, U+FFFF, a C0 control) still gives an SVG
# that parses, and a newline and ESC in it reach the terminal escaped, on one line (issue 27).
hostile=$T$(printf '/cli-check-\xef\xbf\xbe\xef\xbf\xbf\x01\x1b\n.events')
cp Recordings/synth/touchscreen-tap.events "$hostile"
run plot "$hostile" --output $T/cli-check.svg
rc=$?
if [ $rc -ne 0 ]; then
  fail "plot of a hostile file name exited $rc"
elif command -v python3 >/dev/null 2>&1; then
  python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' $T/cli-check.svg 2>$T/cli-check.err \
    && ok || fail "plot of a hostile file name must parse as XML: $(head -c 300 $T/cli-check.err)"
fi
run "$hostile" Recordings/synth/touchscreen-tap.events
[ $? -eq 0 ] && [ "$(grep -c '^# ' $T/cli-check.out)" -eq 2 ] && grep -q '^# .*/cli-check-.*\\e\\n\.events$' $T/cli-check.out \
  && ! grep -q "$(printf '\x1b')" $T/cli-check.out && ok || fail "a trace's path must print escaped on one line"
rm -f $T/cli-check.svg "$hostile"

# Write errors are errors naming where the bytes went; an output never overwrites its input.
run plot Recordings/synth/touchscreen-tap.events --output /dev/full
[ $? -eq 1 ] && grep -q '/dev/full: write failed: No space left on device' $T/cli-check.err && ok || fail "plot --output /dev/full must exit 1 naming it: $(head -c 300 $T/cli-check.err)"
timeout 60 "$bin" --format json Recordings/synth/touchscreen-tap.events >/dev/full 2>$T/cli-check.err
[ $? -eq 1 ] && grep -q 'standard output: No space left on device' $T/cli-check.err && ok || fail "JSON to a full standard output must exit 1: $(head -c 300 $T/cli-check.err)"
cp Recordings/synth/touchscreen-tap.events $T/cli-check.events
run plot $T/cli-check.events --output $T/cli-check.events; rc=$?
[ $rc -eq 2 ] && cmp -s Recordings/synth/touchscreen-tap.events $T/cli-check.events && ok || fail "plot T --output T must exit 2 and keep T (exit $rc)"
rm -f $T/cli-check.events

# Issue 27: `-` is standard input; pipes, `<(…)` and FIFOs are read once and replay like the
# file (format detection used to read 4 KiB and open the path again: a bogus error, a hang).
for t in Tests/GesturesTests/Fixtures/libinput-record/touchscreen-and-keyboard.yml \
  Recordings/synth/touchscreen-tap.events; do
  run --format json "$t"; cp $T/cli-check.out $T/cli-check.expected
  [ -s $T/cli-check.expected ] || fail "$t must print transitions"
  timeout 60 "$bin" --format json - <"$t" >$T/cli-check.out 2>$T/cli-check.err
  cmp -s $T/cli-check.out $T/cli-check.expected && ok || fail "- <$t must replay like the file"
  cat "$t" | timeout 60 "$bin" --format json - >$T/cli-check.out 2>$T/cli-check.err
  cmp -s $T/cli-check.out $T/cli-check.expected && ok || fail "cat $t | … - must replay like the file"
  cat "$t" | timeout 60 "$bin" --format json /dev/stdin >$T/cli-check.out 2>$T/cli-check.err
  cmp -s $T/cli-check.out $T/cli-check.expected && ok || fail "… /dev/stdin (a pipe) must replay like the file"
  run --format json <(cat "$t")
  cmp -s $T/cli-check.out $T/cli-check.expected && ok || fail "<(cat $t) must replay like the file"
  fifo=$T/cli-check-fifo; mkfifo "$fifo"
  cat "$t" >"$fifo" &
  run --format json "$fifo"; rc=$?
  wait
  [ $rc -eq 0 ] && cmp -s $T/cli-check.out $T/cli-check.expected && ok || fail "a FIFO with a writer must replay like the file (exit $rc)"
  rm -f "$fifo"
done
echo "not a trace" | timeout 60 "$bin" - >$T/cli-check.out 2>$T/cli-check.err
[ $? -eq 1 ] && grep -q '^-:1: ' $T/cli-check.err && ok || fail "a broken trace on standard input must exit 1 naming -:1"
rm -f $T/cli-check.expected

# Issue 27: a file name that is not UTF-8 reaches open() as its bytes and shows escaped.
odd=$T$(printf '/cli-check-\xff.events')
cp Recordings/synth/touchscreen-tap.events "$odd"
run --format json Recordings/synth/touchscreen-tap.events; cp $T/cli-check.out $T/cli-check.expected
run --format json "$odd"; rc=$?
[ $rc -eq 0 ] && cmp -s $T/cli-check.out $T/cli-check.expected && ok || fail "a trace named with byte 0xff must replay (exit $rc): $(head -c 300 $T/cli-check.err)"
printf 'E: x\n' >"$odd"
run "$odd"; rc=$?
[ $rc -eq 1 ] && grep -qF "$T/cli-check-\\xFF.events:1: " $T/cli-check.err && ok || fail "a broken trace named with byte 0xff must be named escaped (exit $rc): $(head -c 300 $T/cli-check.err)"
rm -f "$odd" $T/cli-check.expected

echo "cli-check: $passed passed, $failed failed"
[ $failed -eq 0 ]
