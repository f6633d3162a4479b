#!/usr/bin/env bash
# Builds the DocC documentation of every library module into one static site, .build/docs-site/
# (`make docs`); fails on any warning.
#
#  1. Symbol graphs of the debug build's modules (.build/debug, built with DEBUG_FLAGS, the
#     Makefile's flags of every debug build, when it is not current): swift package
#     dump-symbol-graph, which reads the built modules and compiles nothing more.
#  2. Every public symbol has a doc comment (scripts/docs-undocumented.py): a symbol without one
#     that is not listed in scripts/docs-undocumented.txt, the ones still to document, fails.
#  3. `docc convert` per module (its catalog, Sources/MODULE/MODULE.docc, and its symbol graphs),
#     for static hosting; any warning (a broken link, an undocumented parameter) fails.
#  4. `docc merge` of the archives into one site with a landing page listing the modules.
#
# The version shown is CHANGELOG.md's newest release (`## [x.y.z]`), GestureVersion's.
# Usage: scripts/docs.sh [OUTPUT-DIR]   (default .build/docs-site; serve it over HTTP, e.g.
# python3 -m http.server -d .build/docs-site, and open /documentation/gestures)
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
DOCC=${DOCC:-$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/docc}
site=${1:-.build/docs-site}
scratch=.build/docs
work=$scratch/docc
# Modules in dependency order: each links to the symbols of the modules it imports, through their
# archives (docc's --dependency), so a module's archive is built before those that import it.
modules=(Gestures GestureTraces GestureHaptics GestureActions GesturePlot GestureLive
  GestureSession GestureTesting)
declare -A imports=(
  [GestureTraces]="Gestures" [GestureHaptics]="Gestures" [GestureActions]="Gestures"
  [GesturePlot]="Gestures" [GestureLive]="Gestures GestureTraces"
  [GestureSession]="Gestures GestureTraces GestureHaptics"
  [GestureTesting]="Gestures GestureTraces GestureHaptics GestureSession GestureActions"
)

fail() {
  echo "docs: FAIL: $*" >&2
  exit 1
}
[ -x "$DOCC" ] || DOCC=$(command -v docc) || fail "no docc beside $SWIFT or on PATH"

version=$(scripts/version.sh) ||
  fail "CHANGELOG.md names no release (## [x.y.z])"
echo "docs: Gestures $version, docc $DOCC"

start=$SECONDS
# From the debug build's modules (swift-symbolgraph-extract, through SwiftPM), with the flags of
# every debug build (the Makefile's DEBUG_FLAGS), so nothing is compiled again when the unit
# suite's build is current.
log=$scratch/dump-symbol-graph.log
mkdir -p "$scratch"
# shellcheck disable=SC2086
if ! "$SWIFT" package ${DEBUG_FLAGS--Xswiftc -warnings-as-errors} dump-symbol-graph \
  --minimum-access-level public --emit-extension-block-symbols --skip-inherited-docs >"$log" 2>&1; then
  tail -30 "$log" >&2
  fail "swift package dump-symbol-graph (log: $log)"
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -1)
[ -d "$graphs" ] || fail "swift package dump-symbol-graph named no folder (log: $log)"
echo "docs: symbol graphs built ($((SECONDS - start)) s)"

python3 scripts/docs-undocumented.py "$graphs" scripts/docs-undocumented.txt "${modules[@]}" ||
  fail "public symbols without a doc comment (above)"

rm -rf "$work"
mkdir -p "$work"
warnings=0
archives=()
for m in "${modules[@]}"; do
  catalog=Sources/$m/$m.docc
  [ -d "$catalog" ] || fail "$m has no catalog ($catalog)"
  mkdir -p "$work/graphs/$m"
  # The module's own graph and its extensions of other modules' types (M@Other).
  cp "$graphs/$m.symbols.json" "$work/graphs/$m/"
  for g in "$graphs/$m@"*.symbols.json; do [ -e "$g" ] && cp "$g" "$work/graphs/$m/"; done
  log=$work/$m.log
  deps=()
  for d in ${imports[$m]:-}; do deps+=(--dependency "$work/$d.doccarchive"); done
  "$DOCC" convert "$catalog" --additional-symbol-graph-dir "$work/graphs/$m" \
    --fallback-display-name "$m" --fallback-bundle-identifier "org.gestures.$m" \
    --fallback-bundle-version "$version" --fallback-default-module-kind Library \
    --transform-for-static-hosting --diagnostic-level warning \
    --enable-experimental-external-link-support "${deps[@]}" \
    --output-path "$work/$m.doccarchive" >"$log" 2>&1 || {
    cat "$log" >&2
    fail "docc convert $m"
  }
  n=$(grep -cE '(warning|error):' "$log" || true)
  if [ "$n" -gt 0 ]; then
    grep -E -A6 '(warning|error):' "$log" >&2
    echo "docs: $m: $n warnings" >&2
    warnings=$((warnings + n))
  fi
  archives+=("$work/$m.doccarchive")
done
[ "$warnings" -eq 0 ] || fail "$warnings docc warnings (above)"

rm -rf "$site"
mkdir -p "$(dirname "$site")"
"$DOCC" merge "${archives[@]}" --synthesized-landing-page-name "Gestures $version" \
  --synthesized-landing-page-kind Package --output-path "$site" >"$work/merge.log" 2>&1 || {
  cat "$work/merge.log" >&2
  fail "docc merge"
}
if grep -qE '(warning|error):' "$work/merge.log"; then
  cat "$work/merge.log" >&2
  fail "docc merge warned"
fi
echo "docs: ${#modules[@]} modules, 0 warnings, site in $site ($((SECONDS - start)) s)"
