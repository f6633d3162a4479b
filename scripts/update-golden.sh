#!/usr/bin/env bash
# Regenerates the transition log beside every recording (Recordings/**/X → X.transitions) with the
# default scene. Golden logs are reviewed by reading them against the recording (MANIFEST.tsv's
# description, SUMMARY.txt's facts) before they are committed: see Recordings/GOLDEN-REVIEW.md.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -q
bin="$(swift build --show-bin-path)/gesture-replay"
while IFS=$'\t' read -r local_path _ _ _ _ _ _ _ _ _ _ _ _ companion _; do
  [ "$local_path" = local_path ] && continue
  args=()
  [ -n "$companion" ] && args+=(--desc "Recordings/$companion")
  "$bin" "${args[@]}" "Recordings/$local_path" >"Recordings/$local_path.transitions"
done <Recordings/MANIFEST.tsv
# A synthesized trace's NAME.options: libinput's configuration it is judged and replayed with.
options() { [ -s "$1.options" ] && head -1 "$1.options"; true; }
for f in Recordings/synth/*.events; do
  # shellcheck disable=SC2046 # the options are words
  "$bin" $(options "$f") "$f" >"$f.transitions"
done
# The desktop scene's actions on every recording (X.actions: the action lines of --actions-log,
# empty when a recording triggers none).
actions() {
  "$bin" --scene Examples/Desktop/desktop.json --actions-log "$@" | { grep -E '^ *[0-9.]+  action ' || true; }
}
while IFS=$'\t' read -r local_path _ _ _ _ _ _ _ _ _ _ _ _ companion _; do
  [ "$local_path" = local_path ] && continue
  args=()
  [ -n "$companion" ] && args+=(--desc "Recordings/$companion")
  actions "${args[@]}" "Recordings/$local_path" >"Recordings/$local_path.actions"
done <Recordings/MANIFEST.tsv
for f in Recordings/synth/*.events; do
  # shellcheck disable=SC2046
  actions $(options "$f") "$f" >"$f.actions"
done
echo "update-golden: actions regenerated; review them against the recordings too"
echo "update-golden: regenerated; review the diff against the recordings before committing"
