#!/usr/bin/env bash
# Builds the DocC documentation of every library module into one static site, .build/docs-site/
# (`make docs`); fails on any warning.
#
#  1. Symbol graphs from a debug build in its own scratch path (.build/docs, so .build/debug is
#     not invalidated): -emit-symbol-graph for the targets below and everything they import.
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
graphs=$PWD/$scratch/symbol-graphs
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
# Targets whose builds cover every module above (each builds what it imports).
build_targets=(GestureTesting GestureLive GesturePlot)

fail() {
  echo "docs: FAIL: $*" >&2
  exit 1
}
[ -x "$DOCC" ] || DOCC=$(command -v docc) || fail "no docc beside $SWIFT or on PATH"

version=$(scripts/version.sh) ||
  fail "CHANGELOG.md names no release (## [x.y.z])"
echo "docs: Gestures $version, docc $DOCC"

start=$SECONDS
mkdir -p "$graphs"
for t in "${build_targets[@]}"; do
  log=$scratch/build-$t.log
  if ! "$SWIFT" build -j 1 --scratch-path "$scratch" --target "$t" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
    -Xswiftc -emit-extension-block-symbols >"$log" 2>&1; then
    tail -30 "$log" >&2
    fail "swift build --target $t (log: $log)"
  fi
done
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
