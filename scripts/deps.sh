#!/usr/bin/env bash
# Installs the Debian packages the build and tests need, or says exactly what is missing.
# Usage: scripts/deps.sh [extra-package...]
set -euo pipefail

# librsvg2-bin: rsvg-convert, which scripts/plot-check.sh renders the plots with. python3: the
# licence check (scripts/notice.py), which make test never skips. groff-base, zsh, fish:
# scripts/cli-docs-check.sh renders the man page and tries the completions in each shell.
# dpkg-dev, debhelper, fakeroot, lintian, pkgconf: scripts/deb.sh (make deb, and the device lab's
# package scenario) builds the Debian package and lints it (pkgconf: its Build-Depends).
# chromium: scripts/docs-check.sh looks at the documentation site in headless Chromium.
# libglib2.0-bin, gsettings-desktop-schemas: the real gsettings and GNOME's touchpad schema, which
# the tests read GNOME's touchpad settings through (DesktopTouchpadSettingsTests).
packages=(pkg-config binutils libinput-dev libevdev-dev libudev-dev libyaml-dev libevemu-dev librsvg2-bin python3
  groff-base zsh fish chromium libglib2.0-bin gsettings-desktop-schemas
  dpkg-dev debhelper fakeroot lintian pkgconf
  "$@")

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ! command -v swift >/dev/null 2>&1; then
  echo "deps: swift is not on PATH; install a Swift 6 toolchain (swift.org) first." >&2
  exit 1
fi

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo=(sudo -n)
else
  echo "deps: missing Debian packages: ${missing[*]}" >&2
  echo "deps: install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi

echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
