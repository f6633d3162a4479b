#!/usr/bin/env bash
# The command line's own documentation: --version, help SUBCOMMAND, the man page and the shell
# completions. The committed man/gesture-replay.1 and completions/* must be what the binary
# makes from its usage texts (make man, make completions rewrite them); the page must render
# without groff warnings; each shell that is installed completes a subcommand, an option and an
# option's argument (a shell that is not installed is skipped, with a message).
# Usage: scripts/cli-docs-check.sh PATH/TO/gesture-replay
set -uo pipefail
bin=${1:?usage: cli-docs-check.sh GESTURE_REPLAY}
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
cd "$(dirname "$0")/.."
root=$PWD
passed=0
failed=0
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
ok() { passed=$((passed + 1)); }
T=$(mktemp -d "${TMPDIR:-/tmp}/cli-docs-check.XXXXXX")
trap 'rm -rf "$T"' EXIT

# --version, help, and a trace named help.
out=$("$bin" --version); [ $? -eq 0 ] && [ "$out" = "gesture-replay $("$bin" -V | cut -d' ' -f2)" ] \
  && [[ $out =~ ^gesture-replay\ [0-9]+\.[0-9]+\.[0-9]+$ ]] && ok || fail "--version: '$out'"
"$bin" help plot | cmp -s - <("$bin" plot --help) && ok || fail "help plot must print plot --help"
"$bin" help nonsense >/dev/null 2>"$T/err"; rc=$?
[ $rc -eq 2 ] && grep -q 'unknown subcommand "nonsense"' "$T/err" && ok || fail "help nonsense: exit $rc"
cp Recordings/synth/touchscreen-tap.events "$T/help"
"$bin" Recordings/synth/touchscreen-tap.events >"$T/expected"
(cd "$T" && "$bin" ./help) | cmp -s - "$T/expected" && ok || fail "./help must replay the trace named help"
(cd "$T" && "$bin" -- help) | cmp -s - "$T/expected" && ok || fail "-- help must replay the trace named help"

# The committed page and scripts are current.
current() { # FILE COMMAND...
  local file=$1
  shift
  if "$bin" "$@" | diff -u "$file" - >"$T/diff"; then ok; else
    fail "$file is not what gesture-replay $* prints (run make man completions):"
    head -40 "$T/diff"
  fi
}
current man/gesture-replay.1 help --man
current completions/gesture-replay.bash help --completions bash
current completions/_gesture-replay help --completions zsh
current completions/gesture-replay.fish help --completions fish

# The page renders without warnings.
if command -v groff >/dev/null 2>&1; then
  warnings=$(groff -man -Tutf8 -ww -z man/gesture-replay.1 2>&1)
  [ -z "$warnings" ] && ok || fail "groff warns about man/gesture-replay.1: $warnings"
else
  echo "cli-docs-check: groff not installed, the page's rendering not checked"
fi

# Completion trials, in a directory with a scene, a trace and another file.
mkdir -p "$T/work/sub" && cd "$T/work" && touch scene.json tap.events notes.txt
expect() { # WHAT WANT GOT
  if [ "$2" = "$3" ]; then ok; else fail "$1: want '$2', got '$3'"; fi
}
# bash: COMP_WORDS as bash would split the line, then the words offered.
bash_complete() {
  bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _gesture_replay
    printf "%s\n" "${COMPREPLY[@]}" | sort | tr "\n" " "' _ "$root/completions/gesture-replay.bash" "$@"
}
expect "bash: gesture-replay pl" "plot " "$(bash_complete gesture-replay pl)"
expect "bash: gesture-replay live --gr" "--grab " "$(bash_complete gesture-replay live --gr)"
expect "bash: gesture-replay --format " "json text " "$(bash_complete gesture-replay --format '')"
expect "bash: gesture-replay --format=j" "json " "$(bash_complete gesture-replay --format = j)"
expect "bash: gesture-replay --scene " "scene.json sub " "$(bash_complete gesture-replay --scene '')"
expect "bash: gesture-replay t" "tap.events " "$(bash_complete gesture-replay t)"
expect "bash: gesture-replay haptics " "play presets render " "$(bash_complete gesture-replay haptics '')"
expect "bash: gesture-replay haptics play impact-l" "impact-light " \
  "$(bash_complete gesture-replay haptics play --gain 50 impact-l)"
expect "bash: gesture-replay help h" "haptics help " "$(bash_complete gesture-replay help h)"

if command -v zsh >/dev/null 2>&1; then
  # An interactive zsh in a pseudo-terminal: type, press Tab, read what the line became (and
  # the list under it) until it shows the pattern expected ($3, a zsh pattern) or 20 s passed:
  # no fixed sleeps, which a loaded host outlasts (make test runs this beside builds).
  cat >"$T/complete.zsh" <<'ZSH'
zmodload zsh/zpty zsh/datetime
zpty z zsh -f -i
# read_until PATTERN: appends what the shell prints to $out until $out matches *PATTERN*.
read_until() {
  local chunk deadline=$(( EPOCHREALTIME + 20 ))
  while (( EPOCHREALTIME < deadline )) && [[ $out != *${~1}* ]]; do
    zpty -r -t z chunk && out+=$chunk || sleep 0.05
  done
}
# compinit done: the shell prints ready-2 (the typed line, echoed, says ready-$((1+1))).
zpty -w z "PS1='> '; fpath=($1 \$fpath); autoload -U compinit; compinit -u -D; setopt nobeep; print ready-\$((1+1))"
out=
read_until 'ready-2'
out=
zpty -w -n z "$2"$'\t'
read_until "$3"
zpty -d z
print -r -- "${${out//$'\r'/}//$'\b'/}"
ZSH
  zsh_complete() { timeout 60 zsh -f "$T/complete.zsh" "$root/completions" "$1" "$2" 2>&1; }
  got=$(zsh_complete 'gesture-replay pl' 'gesture-replay plot')
  [[ $got == *"gesture-replay plot"* ]] && ok || fail "zsh: gesture-replay pl<Tab> must become plot: $got"
  got=$(zsh_complete 'gesture-replay live --gr' 'gesture-replay live --grab')
  [[ $got == *"gesture-replay live --grab"* ]] && ok || fail "zsh: live --gr<Tab> must become --grab: $got"
  got=$(zsh_complete 'gesture-replay --scene sc' '--scene scene.json')
  [[ $got == *"--scene scene.json"* ]] && ok || fail "zsh: --scene sc<Tab> must become scene.json: $got"
  got=$(zsh_complete 'gesture-replay --format ' 'json*text')
  [[ $got == *json*text* ]] && ok || fail "zsh: --format <Tab> must list json and text: $got"
else
  echo "cli-docs-check: zsh not installed, its completions not tried"
fi

if command -v fish >/dev/null 2>&1; then
  fish_complete() {
    fish --no-config -c "source '$root/completions/gesture-replay.fish'; complete -C '$1'" 2>&1 |
      cut -f1 | sort | tr '\n' ' '
  }
  expect "fish: gesture-replay pl" "plot " "$(fish_complete 'gesture-replay pl')"
  expect "fish: gesture-replay live --gr" "--grab " "$(fish_complete 'gesture-replay live --gr')"
  expect "fish: gesture-replay --format " "json text " "$(fish_complete 'gesture-replay --format ')"
  expect "fish: gesture-replay --scene " "scene.json sub/ " "$(fish_complete 'gesture-replay --scene ')"
  expect "fish: gesture-replay haptics " "play presets render " "$(fish_complete 'gesture-replay haptics ')"
else
  echo "cli-docs-check: fish not installed, its completions not tried"
fi

echo "cli-docs-check: $passed passed, $failed failed"
[ $failed -eq 0 ]
