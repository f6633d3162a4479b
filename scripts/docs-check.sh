#!/usr/bin/env bash
# The documentation site in a real browser (`make docs-check`, part of `make test`):
#  1. scripts/docs.sh builds it, failing on any docc warning or undocumented public symbol;
#  2. the site is served on loopback (python3 -m http.server, a free port);
#  3. headless Chromium renders three pages, the package's landing page, the Gestures module's
#     and one symbol's (DragGesture): a screenshot of each into .build/docs-site-shots/, and its
#     DOM once DocC's JavaScript app has rendered it, which must hold the expected text (the
#     version, the module's and the symbol's abstracts);
#  4. each screenshot must not be blank: scripts/png-check.py counts its colours and the pixels
#     that are not the background;
#  5. the articles' code runs: every swift and json block of Getting started and Testing gestures
#     is in a file under Examples/ (scripts/docs-articles.py; `make examples` builds and runs
#     them), and gesture-replay with Getting started's scene file prints what the library
#     example prints (Examples/LibraryExample/expected-output.txt).
# Any failing step fails the check, saying which. On 2 cores, with the debug build current:
# about 45 s (the symbol graphs 3 s, docc 20 s, Chromium the rest).
set -euo pipefail
cd "$(dirname "$0")/.."

site=.build/docs-site
shots=.build/docs-site-shots
fail() {
  echo "docs-check: FAIL: $*" >&2
  exit 1
}
start=$SECONDS

scripts/docs.sh "$site" || fail "the documentation build (above)"

python3 scripts/docs-articles.py Sources/Gestures/Gestures.docc/GettingStarted.md \
  Sources/GestureTesting/GestureTesting.docc/TestingGestures.md ||
  fail "an article shows code that is not the examples' (above)"
# gesture-replay of the debug build the symbol graphs came from (scripts/docs.sh built it).
bin=$("${SWIFT:-swift}" build --show-bin-path)/gesture-replay
[ -x "$bin" ] || fail "no $bin (scripts/docs.sh builds it)"
"$bin" --scene Examples/LibraryExample/photo.json \
  Recordings/synth/touchscreen-double-tap.events >.build/docs/getting-started.out ||
  fail "gesture-replay --scene Examples/LibraryExample/photo.json"
diff -u Examples/LibraryExample/expected-output.txt .build/docs/getting-started.out ||
  fail "Getting started: gesture-replay with photo.json prints other than the library example"
echo "docs-check: Getting started's scene file prints the library example's output"

chromium=$(command -v chromium || command -v chromium-browser || true)
[ -n "$chromium" ] || fail "no chromium on PATH (scripts/deps.sh installs the Debian package)"

version=$(scripts/version.sh) || fail "CHANGELOG.md names no release (## [x.y.z])"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
tmp=$(mktemp -d)
python3 -m http.server --bind 127.0.0.1 --directory "$site" "$port" >"$tmp/http.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/index.html')" \
    2>/dev/null && break
  sleep 0.1
done

rm -rf "$shots"
mkdir -p "$shots"
browse() { # browse WHAT OPTION...: headless Chromium, its own profile, noise to a log
  local what=$1
  shift
  timeout 120 "$chromium" --headless=new --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir="$tmp/profile" --window-size=1280,1000 --virtual-time-budget=15000 "$@" \
    2>>"$tmp/chromium.log" || {
    tail -20 "$tmp/chromium.log" >&2
    fail "chromium ($what)"
  }
}

# page NAME PATH EXPECTED...: screenshot and DOM of http://127.0.0.1:PORT/PATH; the rendered
# DOM's text must contain each EXPECTED string.
page() {
  local name=$1 path=$2
  shift 2
  local url="http://127.0.0.1:$port/$path"
  browse "$name screenshot" --screenshot="$shots/$name.png" "$url" >/dev/null
  [ -s "$shots/$name.png" ] || fail "no screenshot of $url"
  browse "$name DOM" --dump-dom "$url" >"$shots/$name.html"
  python3 - "$shots/$name.html" "$url" "$@" <<'PYEOF' || fail "$name page: expected text missing"
import html, re, sys
path, url, expected = sys.argv[1], sys.argv[2], sys.argv[3:]
dom = open(path, encoding="utf-8").read()
text = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]*>", " ", re.sub(
    r"<(script|style|noscript)\b.*?</\1>", " ", dom, flags=re.S))))
missing = [e for e in expected if e not in text]
for e in missing:
    print(f"docs-check: {url}: the rendered page does not say {e!r}", file=sys.stderr)
if missing:
    print(f"docs-check: its text begins: {text[:600]}", file=sys.stderr)
sys.exit(1 if missing else 0)
PYEOF
  python3 scripts/png-check.py "$shots/$name.png" || fail "$name screenshot looks blank"
  echo "docs-check: $name ($url): rendered, text found, $shots/$name.png"
}

page landing documentation "Gestures $version" GestureTesting GestureHaptics "View API collection"
page module documentation/gestures \
  "A gesture and input-event recognition engine for Linux" \
  "Getting started" "Coming from SwiftUI"
page symbol documentation/gestures/draggesture "DragGesture" \
  "begins once its touches have moved" \
  "minimumDistance"

echo "docs-check: passed ($((SECONDS - start)) s)"
