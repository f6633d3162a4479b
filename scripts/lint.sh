#!/bin/sh
# swift format lint over every Swift source of the repository (make lint); fails when it prints
# anything, naming the command that fixes it.
cd "$(dirname "$0")/.." || exit 1
dirs="Package.swift Sources Tests Benchmarks Examples Fuzz"
# shellcheck disable=SC2086
out=$(${SWIFT:-swift} format lint -r $dirs 2>&1)
if [ -n "$out" ]; then
  echo "$out"
  echo "swift format lint: not clean (run: swift format -i -r $dirs)"
  exit 1
fi
echo "lint: swift format clean"
