#!/usr/bin/env bash
# The library's own rules, checked on the source tree:
#  - library targets never print to stdout/stderr on their own, install a signal handler or call
#    exit (the command line, Sources/GestureCommandLine and Sources/gesture-replay, does);
#  - no Swift source file is over 400 lines.
# Prints one line per violation and a final "library-check: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."

libraries=(Sources/Gestures Sources/GestureTraces Sources/GestureHaptics Sources/GestureLive
  Sources/GestureSession Sources/GestureTesting Sources/GestureActions Sources/GesturePlot)
passed=0
failed=0

# Calls a library must not make, as extended regular expressions (doc comments are skipped).
rules=(
  'exit|\bexit\(|\b_exit\(|abort\(\)'
  'signal handler|\bsignal\(SIG|sigaction\(|pthread_sigmask\(|sigprocmask\(|signalfd\('
  'standard output or error|\bprint\(|debugPrint\(|\bstdout\b|\bstderr\b|STDOUT_FILENO|STDERR_FILENO|OutputBuffer\(fd: [12]\)|write\([12],'
)
for rule in "${rules[@]}"; do
  what=${rule%%|*}
  pattern=${rule#*|}
  hits=$(for d in "${libraries[@]}"; do [ -d "$d" ] && grep -rnE --include='*.swift' "$pattern" "$d"; done |
    grep -vE '^[^:]+:[0-9]+:\s*//' || true)
  if [ -n "$hits" ]; then
    echo "library-check: FAIL: a library source uses $what:"
    echo "$hits" | sed 's/^/  /'
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
done

long=$(find Sources Tests Benchmarks Examples -name '*.swift' -not -path '*/.build/*' 2>/dev/null |
  xargs wc -l | awk '$2 != "total" && $1 > 400 {print "  " $2 ": " $1 " lines"}')
if [ -n "$long" ]; then
  echo "library-check: FAIL: source files over 400 lines:"
  echo "$long"
  failed=$((failed + 1))
else
  passed=$((passed + 1))
fi

echo "library-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
