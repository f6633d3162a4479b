#!/bin/sh
# The one version: CHANGELOG.md's newest release heading, `## [X.Y.Z]`. docs.sh shows it,
# deb.sh checks debian/changelog and GestureVersion against it (GestureVersion's unit test reads
# the same heading). Prints it; exits 1 when there is none.
cd "$(dirname "$0")/.." || exit 1
v=$(sed -n 's/^## \[\([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\)\].*/\1/p' CHANGELOG.md | head -1)
[ -n "$v" ] || exit 1
echo "$v"
