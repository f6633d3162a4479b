#!/bin/sh
# Builds the seed corpora of the fuzz targets, one folder per target:
#   Fuzz/seed-corpora.sh REPRODUCER OUT_DIR
# REPRODUCER is a gesture-fuzz binary (the plain debug build will do); OUT_DIR gets
# evemu/, libinput-record/, scene/, ahap/ (the files as they are: Recordings and the test
# fixtures, the broken ones included; libinput-record/ also files of 2, 3 and 8 devices made by
# repeating a recording's device, when under 64 KiB), decoder/, engine/, engine-deep/,
# scheduler/, actions/ (the bytes `gesture-fuzz --seed TARGET FILE` derives from every recording in
# Recordings/MANIFEST.tsv), plot/ (each small recording behind a whole-trace window and a
# 0.2–2 s one), quirks/ (libinput's own quirks files, when installed, each behind a device name
# its first MatchName matches).
# Files larger than 64 KiB (the fuzzers' -max_len) are left out. Existing corpus files stay.
set -eu
bin=$1
out=$2
root=$(cd "$(dirname "$0")/.." && pwd)
fixtures=$root/Tests/GesturesTests/Fixtures
max=65536

targets="evemu libinput-record decoder scene ahap scheduler engine engine-deep actions plot quirks cli"
for t in $targets; do
  mkdir -p "$out/$t"
done

# copy TARGET FILE...: small files into the target's folder, named after their folder and name.
copy() {
  target=$1
  shift
  for f in "$@"; do
    [ -f "$f" ] || continue
    [ "$(wc -c <"$f")" -le $max ] || continue
    name=$(basename "$(dirname "$f")")-$(basename "$f")
    cp "$f" "$out/$target/$name"
  done
}

# Text targets: the files themselves.
copy evemu "$fixtures"/broken/evemu/*.evemu "$fixtures"/broken/decoder/*.events
copy libinput-record "$fixtures"/libinput-record/*.yml "$fixtures"/broken/libinput-record/*.yml \
  "$root"/Recordings/*/*.yml
copy scene "$fixtures"/scenes/*.json "$fixtures"/broken/scene/* "$root"/Examples/Desktop/*.json
copy ahap "$fixtures"/ahap/*.ahap "$fixtures"/broken/ahap/*.ahap
rm -f "$out"/scene/*.tsv "$out"/ahap/*.tsv

# Recordings: each trace with its description file, if it has one.
tail -n +2 "$root/Recordings/MANIFEST.tsv" | cut -f1,14 | while IFS="$(printf '\t')" read -r trace desc; do
  path=$root/Recordings/$trace
  [ -f "$path" ] || continue
  name=$(echo "$trace" | tr '/' '-')
  set -- "$path"
  if [ -n "$desc" ]; then
    set -- "$path" --desc "$root/Recordings/$desc"
  fi
  # evemu: a whole file, description first (the events' own # lines dropped).
  if [ -n "$desc" ]; then
    { cat "$root/Recordings/$desc"; grep -v '^#' "$path"; } | head -c $max \
      >"$out/evemu/$name"
  elif [ "$(wc -c <"$path")" -le $max ]; then
    case $(head -c 200 "$path") in
    *"version: 1"*) cp "$path" "$out/libinput-record/$name" ;;
    *) cp "$path" "$out/evemu/$name" ;;
    esac
  fi
  # plot: the 5-byte window (none; 0.2 s to 2 s, width 600 + 16 × 37) before the trace.
  if [ -z "$desc" ] && [ "$(wc -c <"$path")" -le $((max - 5)) ]; then
    { printf '\000\000\000\000\000'; cat "$path"; } >"$out/plot/$name"
    { printf '\310\000\320\007\020'; cat "$path"; } >"$out/plot/$name.window"
  fi
  for t in decoder engine engine-deep scheduler actions; do
    if "$bin" --seed "$t" "$@" >"$out/$t/$name.bin" 2>/dev/null; then
      if [ "$(wc -c <"$out/$t/$name.bin")" -gt $max ]; then
        head -c $max "$out/$t/$name.bin" >"$out/$t/$name.tmp" && mv "$out/$t/$name.tmp" "$out/$t/$name.bin"
      fi
    else
      rm -f "$out/$t/$name.bin"
    fi
  done
done

# libinput-record: files of several devices, the first device of a small recording repeated
# (the reader's per-device work; a record of `libinput record --all` looks so).
for f in "$fixtures"/libinput-record/touchscreen-and-keyboard.yml "$root"/Recordings/ibus/*.yml; do
  [ -f "$f" ] || continue
  for n in 2 3 8; do
    awk -v n="$n" '
      /^devices:/ { head = head $0 "\n"; body = 1; next }
      !body { if ($0 ~ /^ndevices:/) $0 = "ndevices: " n; head = head $0 "\n"; next }
      /^- / && ++dev > 1 { exit }
      { block = block $0 "\n" }
      END { printf "%s", head; for (i = 0; i < n; i++) printf "%s", block }' "$f" \
      >"$out/libinput-record/multi.tmp"
    # Whole files only: a cut one would be a broken file, of which there are others.
    if [ "$(wc -c <"$out/libinput-record/multi.tmp")" -le $max ]; then
      mv "$out/libinput-record/multi.tmp" "$out/libinput-record/$(basename "$f" .yml)-$n-devices.yml"
    fi
  done
  rm -f "$out/libinput-record/multi.tmp"
done

# quirks: each of libinput's files behind a "# NAME" line, NAME what its first MatchName
# matches (each * as "x"), so the first section applies.
for f in /usr/share/libinput/*.quirks; do
  [ -f "$f" ] || continue
  name=$(sed -n 's/^MatchName=//p' "$f" | head -1 | tr '*?' 'xx')
  { printf '# %s\n' "${name:-Generic Touchpad}"; cat "$f"; } | head -c $max \
    >"$out/quirks/$(basename "$f")"
done

# cli: standard input (0 /dev/null, 1 the trace, 2 a pipe, 3 closed) and palette indices
# (CommandLineTarget.swift): a replay, a plot with a scene and an output, a plot whose output
# is its own standard input's trace, a piped replay, quirks with standard input closed.
printf '\001\032' >"$out/cli/replay"
printf '\000\000\032\007\044\004\034' >"$out/cli/plot-scene-output"
printf '\001\000\022\007\032' >"$out/cli/plot-over-stdin"
printf '\002\022' >"$out/cli/pipe"
printf '\003\006\037\032' >"$out/cli/quirks-closed-stdin"

for t in $targets; do
  echo "seed-corpora: $t: $(ls "$out/$t" | wc -l) files"
done
