#!/usr/bin/env bash
# The public API against its baseline (api/MODULE.json, swift-api-digester -dump-sdk): for every
# library product of Package.swift, the toolchain's swift-api-digester lists what a dependent
# package would break on (a declaration removed, renamed, its type or generic signature changed,
# a protocol requirement added, …). Any such change fails the check until the baseline is
# rewritten on purpose (`make api-baseline`, with the change in CHANGELOG.md). Additions are not
# breaking and pass; they enter the baseline when it is next rewritten.
# Usage: scripts/api-check.sh MODULES-DIR          check (MODULES-DIR: `swift build --show-bin-path`/Modules)
#        scripts/api-check.sh --update MODULES-DIR rewrite api/*.json from the current build
set -uo pipefail
update=no
if [ "${1:-}" = --update ]; then update=yes; shift; fi
mods=${1:?usage: api-check.sh [--update] MODULES-DIR}
cd "$(dirname "$0")/.."
digester=$(command -v swift-api-digester || echo "$(dirname "$(command -v swift)")/swift-api-digester")
[ -x "$digester" ] || { echo "api-check: swift-api-digester not found beside swift"; exit 1; }
# The modules' own C modules (module maps under Sources/) and the system headers they include.
inc=(-I "$mods")
for m in Sources/C*/module.modulemap; do inc+=(-I "$(dirname "$m")"); done
for f in $(pkg-config --cflags-only-I libevdev libinput yaml-0.1 2>/dev/null); do inc+=(-Xcc "$f"); done
products=$(sed -n 's/^ *\.library(name: "\([^"]*\)".*/\1/p' Package.swift)
[ -n "$products" ] || { echo "api-check: no library products found in Package.swift"; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/api-check.XXXXXX")
trap 'rm -rf "$T"' EXIT
mkdir -p api
failed=0
for p in $products; do
  [ -f "$mods/$p.swiftmodule" ] || { echo "api-check: $mods/$p.swiftmodule is missing (build first)"; exit 1; }
  if [ $update = yes ]; then
    "$digester" -dump-sdk -module "$p" "${inc[@]}" -avoid-location -avoid-tool-args \
      -o "api/$p.json" || { echo "api-check: dumping $p failed"; exit 1; }
    echo "api/$p.json: $(grep -c '"declKind"' "api/$p.json") declarations"
    continue
  fi
  [ -f "api/$p.json" ] || { echo "FAIL: api/$p.json: no baseline for the library product $p (make api-baseline)"; failed=1; continue; }
  if ! "$digester" -diagnose-sdk -module "$p" "${inc[@]}" -baseline-path "api/$p.json" \
    -o "$T/$p.txt" 2>"$T/$p.err"; then
    echo "FAIL: $p: swift-api-digester failed:"; sed 's/^/  /' "$T/$p.err" | head -20
    failed=1
    continue
  fi
  # The report is section headers ("/* Removed Decls */") and one line per breaking change.
  grep -v '^\s*$' "$T/$p.txt" | grep -v '^/\* .* \*/$' >"$T/$p.breaks" || true
  if [ -s "$T/$p.breaks" ]; then
    echo "FAIL: $p: $(wc -l <"$T/$p.breaks") breaking change(s) against api/$p.json:"
    sed 's/^/  /' "$T/$p.breaks"
    failed=1
  else
    echo "api-check: $p: no breaking change against api/$p.json"
  fi
done
[ $update = yes ] && exit 0
# The check itself: a baseline with one more public type than the module has must report it
# removed, or a module that failed to load would pass silently.
first=${products%%$'\n'*}
python3 - "api/$first.json" "$T/canary.json" <<'PY' || { echo "FAIL: api-check: cannot plant the canary"; exit 1; }
import copy, json, sys
d = json.load(open(sys.argv[1]))
kids = d["ABIRoot"]["children"]
t = copy.deepcopy(next(k for k in kids if k.get("kind") == "TypeDecl"))
t["name"] = t["printedName"] = "APICheckCanary"
t["usr"] = "s:" + t.get("moduleName", "") + "14APICheckCanaryV"
t["children"] = []
kids.append(t)
json.dump(d, open(sys.argv[2], "w"))
PY
"$digester" -diagnose-sdk -module "$first" "${inc[@]}" -baseline-path "$T/canary.json" -o "$T/canary.txt" 2>/dev/null
if ! grep -q 'APICheckCanary has been removed' "$T/canary.txt"; then
  echo "FAIL: api-check: a type planted in a copy of api/$first.json was not reported removed:"
  sed 's/^/  /' "$T/canary.txt" | head -5
  failed=1
else
  echo "api-check: a type planted in a copy of api/$first.json is reported: $(grep -m1 APICheckCanary "$T/canary.txt")"
fi
if [ $failed = 1 ]; then
  echo "api-check: the public API breaks dependents. If that is meant: note it in CHANGELOG.md and run make api-baseline."
  exit 1
fi
