# Gestures: build, replay a bundled recording, test.
#   make replay   decode and replay a bundled recording, printing what happened
#   make test     everything: build without warnings, unit/replay tests, format lint, the
#                 library's rules (no printing, signals or exit; no file over 400 lines; no
#                 unchecked Double → integer conversion),
#                 synthesized-trace check, one version (debian/changelog, CHANGELOG.md and
#                 GestureVersion agree), the licence check (every file in Recordings/ has a
#                 licence entry, NOTICE is current), CLI checks (the man page and completions
#                 current, the completions tried in bash, zsh and fish), the public API against
#                 its baseline (no breaking change), a 1 GB trace, the replay
#                 soak (2 min), every fuzz target for 15 s and its regressions, the suite under
#                 ASan and TSan, the example packages, the documentation (docs-check), the device
#                 lab (its live soak for 120 s; it builds the Debian package as make deb does,
#                 lintian failing on any error or warning, and installs, runs and purges it in
#                 its seat guest)
#   make docs     the DocC documentation of every library module as one static site in
#                 .build/docs-site/ (scripts/docs.sh): fails on any docc warning or undocumented
#                 public symbol; serve it with python3 -m http.server -d .build/docs-site
#   make docs-check  make docs, then the site in headless Chromium: screenshots of the landing,
#                 module and DragGesture pages in .build/docs-site-shots/, their rendered text
#                 and pixels checked; the articles' code checked against Examples/
#   make notice   regenerate NOTICE (third-party data) from Recordings/MANIFEST.tsv
#   make api-baseline  rewrite api/*.json, the public API baseline that api-check (in make test)
#                 holds each library product to: do it on purpose, with the change in CHANGELOG.md
#   make bench    the benchmark (release build)
#   make man, make completions   rewrite man/gesture-replay.1 and completions/ from the usage
#                 texts (gesture-replay help --man, help --completions bash|zsh|fish)
#   make fuzz     every fuzz target for FUZZ_SECONDS (600), two at a time (Fuzz/README.md)
#   make asan, make tsan   the unit suite under AddressSanitizer / ThreadSanitizer
#   make soak     an hour of synthesized input with known truth, resident memory sampled
#   make examples the example packages (README library example, engine-only link check, app tests)
#   make device-lab  live input under a real kernel: QEMU guest with uinput, udev, libinput
#   make soak-lab    the device lab's live soak alone, for 600 s (LAB_SOAK_SECONDS=N to change)
#   make deb      the Debian package `gestures` (debian/, scripts/deb.sh) in .build/deb/, from the
#                 lab's static build, and lintian on it (fails on any error or warning); the
#                 device lab (make test) makes it the same way and installs, runs and purges it

SWIFT ?= swift
DEMO ?= Recordings/evemu-devices/Wacom_ISDv4_E6_Finger.double-tap-center.events
DEMO_DESC ?= Recordings/evemu-devices/Wacom_ISDv4_E6_Finger.desc

.PHONY: all deps build deb version-check replay test unit lint library-check synth-check licence-check notice cli-check cli-docs-check plot-check big-trace bench device-lab soak-lab clean man completions api-check api-baseline docs docs-check

all: build

deps:
	@scripts/deps.sh

build: deps
	$(SWIFT) build

replay: build
	$(SWIFT) run -q gesture-replay --desc $(DEMO_DESC) $(DEMO)

test: deps lint library-check licence-check version-check unit api-check synth-check cli-check cli-docs-check plot-check big-trace soak-smoke fuzz-smoke asan tsan examples docs-check device-lab
	@echo "make test: all checks passed"

unit:
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

lint:
	@out=$$($(SWIFT) format lint -r Package.swift Sources Tests Benchmarks Examples Fuzz 2>&1); \
	if [ -n "$$out" ]; then echo "$$out"; echo "swift format lint: not clean (run: swift format -i -r Package.swift Sources Tests Benchmarks Examples Fuzz)"; exit 1; fi

library-check:
	@scripts/library-check.sh
	@scripts/conversion-check.sh

synth-check:
	@if command -v python3 >/dev/null 2>&1; then python3 scripts/synthesize-traces.py --check; \
	else echo "synth-check: skipped, no python3 (the synthesized traces cannot be regenerated here)"; fi

# Every file under Recordings/ (git ls-files) has a licence entry and NOTICE is what
# scripts/notice.py writes from Recordings/MANIFEST.tsv; `make notice` rewrites NOTICE.
licence-check: deps
	@python3 scripts/notice.py --check

notice:
	python3 scripts/notice.py

# The public API of every library product against api/*.json (swift-api-digester): a breaking
# change fails until `make api-baseline` rewrites the baseline on purpose; an addition passes.
api-check: unit
	@scripts/api-check.sh "$$($(SWIFT) build --show-bin-path)/Modules"

api-baseline: build
	@scripts/api-check.sh --update "$$($(SWIFT) build --show-bin-path)/Modules"

cli-check: unit
	@scripts/cli-check.sh "$$($(SWIFT) build --show-bin-path)/gesture-replay"

cli-docs-check: unit
	@scripts/cli-docs-check.sh "$$($(SWIFT) build --show-bin-path)/gesture-replay"

# The man page and the completion scripts, made by the tool from its usage texts; committed, and
# cli-docs-check fails when they are not what the tool makes.
man: build
	@bin="$$($(SWIFT) build --show-bin-path)/gesture-replay"; mkdir -p man; \
	"$$bin" help --man >man/gesture-replay.1.new && mv man/gesture-replay.1.new man/gesture-replay.1

completions: build
	@bin="$$($(SWIFT) build --show-bin-path)/gesture-replay"; mkdir -p completions; \
	for s in bash:gesture-replay.bash zsh:_gesture-replay fish:gesture-replay.fish; do \
	  "$$bin" help --completions $${s%%:*} >completions/$${s#*:}.new && \
	  mv completions/$${s#*:}.new completions/$${s#*:} || exit 1; \
	done

# The documentation: symbol graphs from a build in .build/docs (so .build/debug is untouched),
# docc per module, merged into one site; docs-check looks at it in headless Chromium.
docs: deps
	@SWIFT=$(SWIFT) scripts/docs.sh

docs-check: deps
	@SWIFT=$(SWIFT) scripts/docs-check.sh

plot-check: unit
	@scripts/plot-check.sh "$$($(SWIFT) build --show-bin-path)/gesture-replay"

big-trace: deps
	@SWIFT=$(SWIFT) scripts/big-trace-check.sh

device-lab: deps
	@SWIFT=$(SWIFT) Tests/DeviceLab/run.sh

# The Debian package (scripts/deb.sh): versions checked equal, dpkg-buildpackage -b in a copy of
# the source under .build/deb/, lintian's output printed.
deb: deps
	@SWIFT=$(SWIFT) scripts/deb.sh

# One version: debian/changelog's, CHANGELOG.md's newest and GestureVersion's (the unit tests
# check the last two, `make deb` all three again).
version-check: deps
	@scripts/deb.sh --check-versions

# The live soak (Tests/DeviceLab/scenarios/90-soak.sh) alone, 600 s; `make test` runs it for 120 s.
LAB_SOAK_SECONDS ?= 600
soak-lab: deps
	@SWIFT=$(SWIFT) LAB_SOAK_SECONDS=$(LAB_SOAK_SECONDS) Tests/DeviceLab/run.sh soak

# The example packages in Examples/ (the README's library example, an engine-only program that
# must link no system library, an app's GestureTesting tests), built in .build/examples/.
.PHONY: examples
examples: deps
	@SWIFT=$(SWIFT) scripts/examples-check.sh

bench: deps
	$(SWIFT) build -c release --product gesture-bench
	"$$($(SWIFT) build -c release --show-bin-path)/gesture-bench"

clean:
	rm -rf .build

# --- Sanitizers and the replay soak (issue 12) -------------------------------------------------
#   make asan        the unit suite under AddressSanitizer (+ LeakSanitizer), in .build/asan
#   make tsan        the unit suite under ThreadSanitizer, in .build/tsan
#   make soak        gesture-soak (release): SOAK_MINUTES (60) simulated minutes of synthesized
#                    input with known truth per scene, resident memory sampled every minute
#   make soak-smoke  the same for 2 simulated minutes, recordings written to .build/soak-smoke
#                    and replayed: each must replay to its session's transitions
# Each sanitizer builds in its own scratch path, so the normal .build/debug is untouched. A
# sanitizer report fails the run (ASan aborts; LSan and TSan exit non-zero). Suppressions, one
# reason per entry: scripts/sanitizers/. Tests of resident memory are disabled under a sanitizer
# (Tests/GestureTestSupport/SanitizerSupport.swift says why).
SANITIZERS := $(CURDIR)/scripts/sanitizers
SOAK_MINUTES ?= 60

.PHONY: asan tsan soak soak-smoke
asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan -Xswiftc -warnings-as-errors
	LSAN_OPTIONS=suppressions=$(SANITIZERS)/lsan.supp:print_suppressions=0 \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan

tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan -Xswiftc -warnings-as-errors
	TSAN_OPTIONS=halt_on_error=0:exitcode=66 \
	  $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan

soak: deps
	$(SWIFT) build -c release --product gesture-soak -Xswiftc -warnings-as-errors
	"$$($(SWIFT) build -c release --show-bin-path)/gesture-soak" --minutes $(SOAK_MINUTES)

soak-smoke: deps
	$(SWIFT) build -c release --product gesture-soak -Xswiftc -warnings-as-errors
	mkdir -p .build/soak-smoke
	"$$($(SWIFT) build -c release --show-bin-path)/gesture-soak" --minutes 2 --record-dir .build/soak-smoke
# --- Fuzzing (Fuzz/README.md) ----------------------------------------------------------------
#   make fuzz         every target FUZZ_SECONDS (default 600), two at a time under nice; keeps
#                     going after findings (.build/fuzz/findings/TARGET/); a summary per target
#   make fuzz-smoke   every target FUZZ_SMOKE_SECONDS (default 15), then Fuzz/regressions/
#                     through the reproducer; fails on any finding
# FUZZ_TARGETS picks targets (default all). -sanitize=undefined is not supported by swiftc on
# Linux, so there is no fuzz-ubsan (Swift's own overflow and bounds checks trap regardless).
FUZZ_SECONDS ?= 600
FUZZ_SMOKE_SECONDS ?= 15
FUZZ_TARGETS ?=
FUZZ_DIR := .build/fuzz
FUZZ_BIN = $(FUZZ_DIR)/release/gesture-fuzz

.PHONY: fuzz fuzz-smoke fuzz-build fuzz-corpora
# (gold warns "Cannot export local symbol" for every ASan check symbol: filtered out.)
fuzz-build: deps
	@mkdir -p $(FUZZ_DIR)
	@$(SWIFT) build -c release --product gesture-fuzz --scratch-path $(FUZZ_DIR) \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING >$(FUZZ_DIR)/build.log 2>&1; \
	  rc=$$?; grep -v "Cannot export local symbol" $(FUZZ_DIR)/build.log | tail -20; exit $$rc

fuzz-corpora: deps
	$(SWIFT) build --product gesture-fuzz
	@Fuzz/seed-corpora.sh "$$($(SWIFT) build --show-bin-path)/gesture-fuzz" $(FUZZ_DIR)/corpus

fuzz: fuzz-build fuzz-corpora
	@Fuzz/run-fuzzers.sh campaign $(FUZZ_SECONDS) $(FUZZ_BIN) \
	  "$$($(SWIFT) build --show-bin-path)/gesture-fuzz" $(FUZZ_DIR) $(FUZZ_TARGETS)

fuzz-smoke: fuzz-build fuzz-corpora
	@Fuzz/run-fuzzers.sh smoke $(FUZZ_SMOKE_SECONDS) $(FUZZ_BIN) \
	  "$$($(SWIFT) build --show-bin-path)/gesture-fuzz" $(FUZZ_DIR) $(FUZZ_TARGETS)
