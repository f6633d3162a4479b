#!/bin/sh
# Builds and runs the example packages in Examples/ against this checkout:
#   - Examples/LibraryExample: the README's "The library" example (LibraryExample), whose
#     output must equal Examples/LibraryExample/expected-output.txt, and EngineOnly, which uses
#     the engine alone: its output must equal engine-only-expected-output.txt and its binary
#     must not link libinput, libevdev, libudev or libyaml (readelf -d NEEDED entries), and
#     PixelApp, an app fed toolkit pixels: its output must equal pixel-app-expected-output.txt;
#   - README.md's "The library" section shows exactly these programs, their output and the
#     test file Examples/GestureTests/Tests/ReplayTests/ScriptTests.swift;
#   - Examples/GestureTests: an app's own Swift Testing tests written with GestureTesting, and
#     SwiftUICompatibility: Apple's SwiftUI gesture examples written for regions;
#   - Examples/HapticsExample (target haptics-example of the package): the README's haptics example.
#   - README.md's "Desktop gestures" blocks are the files of Examples/Desktop, and its first
#     gesture prints first-gesture-expected.txt;
# Builds go to .build/examples/<package> (not into Examples/), without warnings.
# Prints one line per check and a final `examples-check: N passed, M failed`; exits 1 on any
# failure. SWIFT names the swift driver (default: swift).
set -u
SWIFT=${SWIFT:-swift}
root=$(cd "$(dirname "$0")/.." && pwd)
logs="$root/.build/examples/logs"
mkdir -p "$logs"
passed=0
failed=0

pass() {
  passed=$((passed + 1))
  echo "examples-check: ok      $1"
}

fail() {
  failed=$((failed + 1))
  echo "examples-check: FAILED  $1"
}

# check NAME LOG COMMAND...: runs COMMAND with its output in LOG; on failure shows the end of it.
check() {
  name=$1
  log=$2
  shift 2
  if "$@" >"$log" 2>&1; then
    pass "$name"
  else
    fail "$name (log: $log)"
    tail -n 30 "$log" | sed 's/^/    /'
  fi
}

# same NAME EXPECTED ACTUAL: the two files are equal; shows the difference otherwise.
same() {
  if cmp -s "$2" "$3"; then
    pass "$1"
  else
    fail "$1"
    diff -u "$2" "$3" | head -n 40 | sed 's/^/    /'
  fi
}

lib="$root/Examples/LibraryExample"
lib_build="$root/.build/examples/LibraryExample"
check "LibraryExample builds without warnings" "$logs/LibraryExample-build.log" \
  "$SWIFT" build --package-path "$lib" --scratch-path "$lib_build" -Xswiftc -warnings-as-errors
bin=$("$SWIFT" build --package-path "$lib" --scratch-path "$lib_build" --show-bin-path 2>/dev/null)

trace="$root/Recordings/synth/touchscreen-double-tap.events"
check "LibraryExample runs on $(basename "$trace")" "$logs/LibraryExample.out" \
  "$bin/LibraryExample" "$trace"
same "LibraryExample prints expected-output.txt (the README's output)" \
  "$lib/expected-output.txt" "$logs/LibraryExample.out"

# The README shows these programs and what they print: every block of its "The library"
# section must be the file it stands for. readme_block KIND N prints the Nth block of KIND
# (swift, sh, or "" for output).
readme_block() {
  awk -v want="$1" -v n="$2" '
    /^## / { inside = ($0 == "## The library"); next }
    !inside { next }
    /^```/ {
      if (!open) { open = 1; kind = substr($0, 4); seen[kind]++ } else { open = 0 }
      next
    }
    open && kind == want && seen[kind] == n { print }
  ' "$root/README.md"
}
readme_is() {  # KIND N FILE WHAT
  readme_block "$1" "$2" >"$logs/README-$1-$2.txt"
  same "README's $4 is $(realpath --relative-to="$root" "$3")" "$3" "$logs/README-$1-$2.txt"
}
readme_is swift 1 "$lib/Sources/LibraryExample/main.swift" "library example"
readme_is "" 1 "$lib/expected-output.txt" "library example's output"
readme_is swift 2 "$lib/Sources/EngineOnly/main.swift" "toolkit example"
readme_is "" 2 "$lib/engine-only-expected-output.txt" "toolkit example's output"
readme_is swift 3 "$lib/Sources/PixelApp/main.swift" "pixel app example"
readme_is "" 3 "$lib/pixel-app-expected-output.txt" "pixel app example's output"
readme_is swift 4 "$root/Examples/GestureTests/Tests/ReplayTests/ScriptTests.swift" "test example"
readme_is swift 5 "$root/Examples/HapticsExample/main.swift" "haptics example"

# The "Desktop gestures" section: every block is a file of Examples/Desktop, and the first
# gesture's command prints what the README shows.
desktop_block() {
  awk -v want="$1" -v n="$2" '
    /^## / { inside = ($0 == "## Desktop gestures"); next }
    !inside { next }
    /^```/ {
      if (!open) { open = 1; kind = substr($0, 4); seen[kind]++ } else { open = 0 }
      next
    }
    open && kind == want && seen[kind] == n { print }
  ' "$root/README.md"
}
desktop_is() {  # KIND N FILE
  desktop_block "$1" "$2" >"$logs/README-desktop-$1-$2.txt"
  same "README's desktop block $1 $2 is $(realpath --relative-to="$root" "$3")" "$3" \
    "$logs/README-desktop-$1-$2.txt"
}
d="$root/Examples/Desktop"
desktop_is sh 1 "$d/steps/0-package.sh"
desktop_is sh 2 "$d/steps/1-install.sh"
desktop_is sh 3 "$d/steps/2-permissions.sh"
desktop_is sh 4 "$d/steps/3-try.sh"
desktop_is sh 5 "$d/steps/4-start.sh"
desktop_is json 1 "$d/first-gesture.json"
desktop_is sh 6 "$d/steps/5-first-gesture.sh"
desktop_is "" 1 "$d/first-gesture-expected.txt"

# The haptics example is a target of the package itself (the device lab builds it statically
# and plays it on its force-feedback device); here it runs as a user would run it, from the debug
# build (DEBUG_FLAGS, the Makefile's, so .build/debug is not compiled again).
check "haptics-example builds without warnings" "$logs/haptics-example-build.log" \
  "$SWIFT" build --package-path "$root" --product haptics-example ${DEBUG_FLAGS--Xswiftc -warnings-as-errors}
hbin=$("$SWIFT" build --package-path "$root" --show-bin-path 2>/dev/null)
check "haptics-example runs (exit 0; without a device it says so)" "$logs/haptics-example.out" \
  "$hbin/haptics-example"

# The first gesture's command, as the README runs it (gesture-replay on PATH, from the root).
check "the README's first desktop gesture runs" "$logs/first-gesture.out" \
  sh -c "cd '$root' && PATH='$hbin':\$PATH sh Examples/Desktop/steps/5-first-gesture.sh"
same "it prints Examples/Desktop/first-gesture-expected.txt" "$d/first-gesture-expected.txt" \
  "$logs/first-gesture.out"
# The README's pictures: its "Pictures" block is Examples/Plots/make-plots.sh, and running it
# writes exactly the committed SVGs (plots are deterministic).
awk '/^### / { inside = ($0 == "### Pictures"); next } /^## / { inside = 0 }
  inside && /^```/ { if (open) exit; open = 1; next } inside && open { print }' "$root/README.md" \
  >"$logs/README-pictures.sh"
same "README's pictures block is Examples/Plots/make-plots.sh" "$root/Examples/Plots/make-plots.sh" \
  "$logs/README-pictures.sh"
rm -rf "$logs/plots-before" && mkdir -p "$logs/plots-before"
cp "$root"/Examples/Plots/*.svg "$logs/plots-before/"
check "the README's pictures are made by make-plots.sh" "$logs/make-plots.out" \
  sh -c "cd '$root' && PATH='$hbin':\$PATH sh Examples/Plots/make-plots.sh"
for f in "$logs"/plots-before/*.svg; do
  same "$(basename "$f") is what make-plots.sh draws" "$f" "$root/Examples/Plots/$(basename "$f")"
  cp "$f" "$root/Examples/Plots/"
done

# The desktop scene and the systemd unit's command line load (a bad binding fails here).
check "the desktop scene loads (replay --actions-log on a recording)" "$logs/desktop-scene.out" \
  "$hbin/gesture-replay" --scene "$d/desktop.json" --actions-log \
  "$root/Recordings/InputActions/pinch_in_2"

check "EngineOnly runs" "$logs/EngineOnly.out" "$bin/EngineOnly"
same "EngineOnly prints engine-only-expected-output.txt" \
  "$lib/engine-only-expected-output.txt" "$logs/EngineOnly.out"

check "PixelApp runs" "$logs/PixelApp.out" "$bin/PixelApp"
same "PixelApp prints pixel-app-expected-output.txt (the values its comment works out)" \
  "$lib/pixel-app-expected-output.txt" "$logs/PixelApp.out"

# NEEDED entries naming the libraries the engine must not link.
system_libraries() {
  readelf -d "$1" | grep '(NEEDED)' | grep -E 'lib(input|evdev|udev|yaml)' || true
}
if ! command -v readelf >/dev/null 2>&1; then
  fail "EngineOnly links no system library: readelf not found (install binutils)"
elif [ ! -x "$bin/EngineOnly" ] || [ ! -x "$bin/LibraryExample" ]; then
  fail "EngineOnly links no system library: the binaries were not built"
else
  linked=$(system_libraries "$bin/EngineOnly")
  if [ -z "$linked" ]; then
    pass "EngineOnly links no libinput, libevdev, libudev or libyaml (readelf -d)"
  else
    fail "EngineOnly links system libraries:"
    echo "$linked" | sed 's/^/    /'
  fi
  # The control: a program using the trace readers does link them, so the check above sees
  # NEEDED entries at all.
  if [ -n "$(system_libraries "$bin/LibraryExample")" ]; then
    pass "LibraryExample (trace readers) links libevdev/libyaml, as the control expects"
  else
    fail "readelf shows no system library for LibraryExample either: the check cannot see them"
  fi
fi

tests="$root/Examples/GestureTests"
tests_build="$root/.build/examples/GestureTests"
check "GestureTests builds without warnings" "$logs/GestureTests-build.log" \
  "$SWIFT" build --build-tests --package-path "$tests" --scratch-path "$tests_build" \
  -Xswiftc -warnings-as-errors
check "GestureTests' Swift Testing tests pass (ReplayTests, and SwiftUICompatibility: Apple's examples)" "$logs/GestureTests-test.log" \
  "$SWIFT" test --skip-build --package-path "$tests" --scratch-path "$tests_build"

echo "examples-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
