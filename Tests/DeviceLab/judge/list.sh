#!/bin/sh
# The recordings the libinput judge plays: every touchpad of Recordings/MANIFEST.tsv and every
# synthesized trace whose device is a touchpad, one a line, `RECORDING DESCRIPTION [OPTION...]`
# (paths under Recordings/; `-` for a recording that carries its own description; the options, a
# trace's NAME.options, are libinput debug-events' and gesture-replay's, as both spell them:
# `--enable-3fg-drag 3fg`). Run from the repository's
# root; the lab's run.sh and scripts/judge-check.sh both read the list from here.
set -eu
# A touchpad, as the engine's DeviceKind says: not INPUT_PROP_DIRECT, and INPUT_PROP_POINTER or
# BUTTONPAD (the first P: byte's bits 0, 2) or BTN_TOOL_FINGER (key 0x145: byte 40 of the B: 01
# lines, 8 bytes a line, bit 5).
is_touchpad() {
  awk '
    function hex(s,  i, v) { v = 0; for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", tolower(substr(s, i, 1))) - 1; return v }
    /^P:/ && !p { p = 1; props = hex($2) }
    /^B: 01/ { for (i = 3; i <= NF; i++) { if (keyb == 40 && int(hex($i) / 32) % 2) finger = 1; keyb++ } }
    /^E:/ { exit }
    END { direct = int(props / 2) % 2; exit !(!direct && (props % 2 || int(props / 4) % 2 || finger)) }' "$1"
}
awk -F'\t' 'NR > 1 && $7 == "touchpad" { print $1, ($14 == "" ? "-" : $14) }' Recordings/MANIFEST.tsv
for f in Recordings/synth/*.events; do
  is_touchpad "$f" || continue
  opts=
  [ -s "$f.options" ] && opts=" $(head -1 "$f.options")"
  echo "synth/$(basename "$f") -$opts"
done
