#!/usr/bin/env bash
# Regenerates Tests/GesturesTests/Fixtures/haptics-golden/: the timeline of every preset and every
# sample AHAP file on every profile (PATTERN.PROFILE.txt). Review the diff before committing.
# Usage: scripts/update-haptics-golden.sh [PATH/TO/gesture-replay]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-$(swift build --show-bin-path)/gesture-replay}
out=Tests/GesturesTests/Fixtures/haptics-golden
mkdir -p "$out"
rm -f "$out"/*.txt
presets=$("$bin" haptics presets | awk '{print $1}')
for profile in rumble periodic onoff; do
  for p in $presets; do
    "$bin" haptics render "$p" --profile "$profile" >"$out/$p.$profile.txt"
  done
  for f in Tests/GesturesTests/Fixtures/ahap/*.ahap; do
    name=$(basename "$f" .ahap)
    "$bin" haptics render "$f" --profile "$profile" >"$out/$name.$profile.txt"
  done
done
ls "$out" | wc -l
