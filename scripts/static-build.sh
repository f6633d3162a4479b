#!/usr/bin/env bash
# The one release build of make test (`make static`): gesture-replay, gesture-soak and the
# HapticEngine's programs (haptics-example, haptics-lab), optimized, with the Swift runtime linked
# statically, in .build/static. The device lab runs these binaries in its guest (which has no
# Swift runtime); big-trace and soak-smoke run the same ones on the host, so the release modules
# are compiled once. Each product after the first links only its own main.swift.
#   scripts/static-build.sh [--bin-path] [PRODUCT...]
#     PRODUCT     build only these (default: all four)
#     --bin-path  print the folder of the binaries instead of building
# Environment: SWIFT (default swift). The build's output goes to .build/static/build.log.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
flags=(-c release --static-swift-stdlib --scratch-path .build/static -Xswiftc -warnings-as-errors)
if [ "${1:-}" = --bin-path ]; then
  exec "$SWIFT" build "${flags[@]}" --show-bin-path
fi
products=("$@")
[ ${#products[@]} -gt 0 ] || products=(gesture-replay gesture-soak haptics-example haptics-lab)
mkdir -p .build/static
: >.build/static/build.log
for p in "${products[@]}"; do
  "$SWIFT" build "${flags[@]}" --product "$p" >>.build/static/build.log 2>&1 || {
    tail -30 .build/static/build.log
    echo "static-build: swift build --product $p failed (log: .build/static/build.log)"
    exit 1
  }
done
echo "static-build: ${products[*]} in $("$SWIFT" build "${flags[@]}" --show-bin-path)"
