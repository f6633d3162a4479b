#!/usr/bin/env bash
# Regenerates Tests/GesturesTests/Fixtures/haptics-golden/: the timeline of every preset, every
# AHAP file of ours (Tests/GesturesTests/Fixtures/ahap) and every shared sample AHAP file
# (../shared/haptics/ahap beside the repository, not committed) on every profile
# (PATTERN.PROFILE.txt). Without the shared folder the samples' golden files are kept as they
# are. Review the diff before committing.
# Usage: scripts/update-haptics-golden.sh [PATH/TO/gesture-replay]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-$(swift build --show-bin-path)/gesture-replay}
out=Tests/GesturesTests/Fixtures/haptics-golden
samples=../shared/haptics/ahap
mkdir -p "$out"
files=(Tests/GesturesTests/Fixtures/ahap/*.ahap)
if [ -d "$samples" ]; then
  rm -f "$out"/*.txt
  files+=("$samples"/*.ahap)
else
  echo "note: $samples not found; the samples' golden files are kept" >&2
fi
presets=$("$bin" haptics presets | awk '{print $1}')
for profile in rumble periodic onoff; do
  for p in $presets; do
    "$bin" haptics render "$p" --profile "$profile" >"$out/$p.$profile.txt"
  done
  for f in "${files[@]}"; do
    name=$(basename "$f" .ahap)
    "$bin" haptics render "$f" --profile "$profile" >"$out/$name.$profile.txt"
  done
done
ls "$out" | grep -c '\.txt$'
