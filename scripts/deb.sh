#!/usr/bin/env bash
# make deb: the Debian package of gesture-replay, `gestures` (debian/), in .build/deb/, and
# lintian's verdict on it.
#   1. One version: debian/changelog's upstream version, CHANGELOG.md's newest `## [X.Y.Z]` and
#      GestureVersion.string (Sources/GestureCommandLine/Support/Version.swift) must be equal.
#   2. The static binary: make test's one release build (scripts/static-build.sh, .build/static),
#      which the device lab, big-trace and soak-smoke share; a no-op when it is current.
#   3. The source (git's files, tracked or new, as they are in the work tree) copied into
#      .build/deb/gestures-VERSION, and `dpkg-buildpackage -b` run there with
#      GESTURE_REPLAY_BINARY naming that binary: the results land in .build/deb/, never in the
#      repository or its parent.
#   4. lintian on the .changes (and so the .deb), its output printed (infos and overrides too):
#      any error or warning fails; an unavoidable tag has an override in
#      debian/gestures.lintian-overrides with its reason (`lintian-explain-tags TAG` explains one).
# Usage: scripts/deb.sh [--check-versions]   (--check-versions: step 1 only)
# Environment: SWIFT (default swift).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
SWIFT=${SWIFT:-swift}
OUT=$ROOT/.build/deb
T0=$(date +%s.%N)
say() { printf 'deb: %s\n' "$*"; }
die() { printf 'deb: FAIL: %s\n' "$*" >&2; exit 1; }
since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }

# ---------------------------------------------------------------- 1. one version
changelog_version=$(scripts/version.sh)
swift_version=$(sed -n 's/.*static let string = "\([^"]*\)".*/\1/p' Sources/GestureCommandLine/Support/Version.swift)
debian_full=$(dpkg-parsechangelog -l debian/changelog -S Version 2>/dev/null) ||
  die "dpkg-parsechangelog cannot read debian/changelog (is dpkg-dev installed? scripts/deps.sh)"
debian_version=${debian_full%-*}
[ -n "$changelog_version" ] || die "CHANGELOG.md has no '## [X.Y.Z]' heading"
[ -n "$swift_version" ] || die "no GestureVersion.string in Sources/GestureCommandLine/Support/Version.swift"
if [ "$debian_version" != "$changelog_version" ] || [ "$swift_version" != "$changelog_version" ]; then
  die "versions differ: CHANGELOG.md $changelog_version, GestureVersion $swift_version, debian/changelog $debian_full (upstream $debian_version)"
fi
say "one version: CHANGELOG.md, GestureVersion and debian/changelog ($debian_full) say $changelog_version"
[ "${1:-}" = --check-versions ] && exit 0

for tool in dpkg-buildpackage dh lintian fakeroot; do
  command -v "$tool" >/dev/null || die "$tool not found (scripts/deps.sh installs dpkg-dev, debhelper, lintian, fakeroot)"
done

# ---------------------------------------------------------------- 2. the static binary
mkdir -p "$OUT"
tb=$(date +%s.%N)
scripts/static-build.sh gesture-replay >"$OUT/swift-build.log" 2>&1 ||
  { tail -30 "$OUT/swift-build.log"; die "scripts/static-build.sh gesture-replay failed"; }
BIN=$(scripts/static-build.sh --bin-path)/gesture-replay
v=$("$BIN" --version)
[ "$v" = "gesture-replay $changelog_version" ] || die "$BIN --version says '$v', not 'gesture-replay $changelog_version'"
say "static gesture-replay: $BIN ($(since "$tb") s; $v)"

# ---------------------------------------------------------------- 3. dpkg-buildpackage in a copy
SRC=$OUT/gestures-$changelog_version
rm -rf "$SRC" "$OUT"/gestures_* "$OUT"/gestures-dbgsym_*
mkdir -p "$SRC"
git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
  cpio --null -pdm --quiet "$SRC"
tp=$(date +%s.%N)
(cd "$SRC" && GESTURE_REPLAY_BINARY=$BIN dpkg-buildpackage -b -us -uc >"$OUT/dpkg-buildpackage.log" 2>&1) ||
  { tail -30 "$OUT/dpkg-buildpackage.log"; die "dpkg-buildpackage failed (log: $OUT/dpkg-buildpackage.log)"; }
rm -rf "$SRC"
DEB=$OUT/gestures_${debian_full}_amd64.deb
CHANGES=$OUT/gestures_${debian_full}_amd64.changes
[ -s "$DEB" ] && [ -s "$CHANGES" ] || die "dpkg-buildpackage made no $DEB or $CHANGES"
say "dpkg-buildpackage -b: $(basename "$DEB"), $(du -k "$DEB" | cut -f1) kB ($(since "$tp") s)"
dpkg-deb -I "$DEB" | sed -n 's/^ \(Depends\|Recommends\|Installed-Size\):/deb:   \1:/p'

# ---------------------------------------------------------------- 4. lintian
tl=$(date +%s.%N)
say "lintian --display-info --show-overrides --fail-on error,warning $(basename "$CHANGES"):"
set +e
lintian --display-info --show-overrides --fail-on error,warning "$CHANGES" >"$OUT/lintian.txt" 2>&1
lrc=$?
set -e
sed 's/^/  /' "$OUT/lintian.txt"
[ -s "$OUT/lintian.txt" ] || echo "  (no output: no tags)"
errors=$(grep -c '^E: ' "$OUT/lintian.txt" || true)
warnings=$(grep -c '^W: ' "$OUT/lintian.txt" || true)
say "lintian: $errors errors, $warnings warnings, exit $lrc ($(since "$tl") s)"
# With --show-overrides, lintian's --fail-on counts overridden tags too (exit 2 for the two
# overrides): the verdict is the E: and W: lines; exit 1 (or another) is lintian failing.
case "$lrc" in 0 | 2) ;; *) die "lintian itself failed (exit $lrc)" ;; esac
[ "$errors" = 0 ] && [ "$warnings" = 0 ] || die "lintian found errors or warnings"
say "$DEB ($(since "$T0") s in all)"
