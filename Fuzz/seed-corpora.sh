#!/bin/sh
# Builds the seed corpora of the fuzz targets, one folder per target:
#   Fuzz/seed-corpora.sh REPRODUCER OUT_DIR
# REPRODUCER is a gesture-fuzz binary (the plain debug build will do); OUT_DIR gets
# evemu/, libinput-record/, scene/, ahap/ (the files as they are: Recordings and the test
# fixtures, the broken ones included) and decoder/, engine/, engine-deep/, scheduler/ (the bytes
# `gesture-fuzz --seed TARGET FILE` derives from every recording in Recordings/MANIFEST.tsv).
# Files larger than 64 KiB (the fuzzers' -max_len) are left out. Existing corpus files stay.
set -eu
bin=$1
out=$2
root=$(cd "$(dirname "$0")/.." && pwd)
fixtures=$root/Tests/GesturesTests/Fixtures
max=65536

for t in evemu libinput-record decoder scene ahap scheduler engine engine-deep; do
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
  for t in decoder engine engine-deep scheduler; do
    if "$bin" --seed "$t" "$@" >"$out/$t/$name.bin" 2>/dev/null; then
      if [ "$(wc -c <"$out/$t/$name.bin")" -gt $max ]; then
        head -c $max "$out/$t/$name.bin" >"$out/$t/$name.tmp" && mv "$out/$t/$name.tmp" "$out/$t/$name.bin"
      fi
    else
      rm -f "$out/$t/$name.bin"
    fi
  done
done

for t in evemu libinput-record decoder scene ahap scheduler engine engine-deep; do
  echo "seed-corpora: $t: $(ls "$out/$t" | wc -l) files"
done
