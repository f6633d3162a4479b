# Gestures: build, replay a bundled recording, test. The tiers (README.md, "Tests"):
#   make check    what to run after every change, a few minutes: the debug build without
#                 warnings, the unit suites, format lint, the library's rules (no printing,
#                 signals or exit; no file over 400 lines; no unchecked Double → integer
#                 conversion), the synthesized traces, one version, the licence check, the public
#                 API against its baseline, the CLI checks and the libinput judge on the host
#                 (our decisions on every touchpad recording against libinput's, kept as a
#                 fixture: judge-check)
#   make test     everything (the README's test command, what CI runs): make check and the man
#                 page and completions, the plots, a 1 GB trace, the replay soak (2 min), every
#                 fuzz target for 15 s and its regressions, the suite under ASan and TSan, the
#                 example packages, the documentation (docs-check) and the device lab (real
#                 kernel, libinput re-deriving the judge's fixture, the Debian package installed,
#                 run and purged, a 120 s live soak)
# Both run their stages side by side (CHECK_JOBS, TEST_JOBS; make test's device lab beside them
# from the start), each timed by scripts/stage.sh at the idle scheduling class (the lab's guests
# at the normal one, so they keep time), and end with the table of where the time went
# (scripts/stage-table.sh). Each stage is a target of its own too (make unit, make device-lab …).
#   make replay   decode and replay a bundled recording, printing what happened
#   make docs     the DocC documentation of every library module as one static site in
#                 .build/docs-site/ (scripts/docs.sh): fails on any docc warning or undocumented
#                 public symbol; serve it with python3 -m http.server -d .build/docs-site
#   make docs-check  make docs, then the site in headless Chromium: screenshots of the landing,
#                 module and DragGesture pages in .build/docs-site-shots/, their rendered text
#                 and pixels checked; the articles' code checked against Examples/
#   make notice   regenerate NOTICE (third-party data) from Recordings/MANIFEST.tsv
#   make api-baseline  rewrite api/*.json, the public API baseline that api-check holds each
#                 library product to: do it on purpose, with the change in CHANGELOG.md
#   make judge-table  rewrite LIBINPUT-JUDGE.md's table from our engine and the fixture (review
#                 the diff; LAB_JUDGE_WRITE=1 Tests/DeviceLab/run.sh libinput-judge rewrites the
#                 fixture from real libinput)
#   make bench    the benchmark (release build)
#   make man, make completions   rewrite man/gesture-replay.1 and completions/ from the usage
#                 texts (gesture-replay help --man, help --completions bash|zsh|fish)
#   make fuzz     every fuzz target for FUZZ_SECONDS (600), two at a time (Fuzz/README.md)
#   make asan, make tsan   the unit suite under AddressSanitizer / ThreadSanitizer
#   make soak     an hour of synthesized input with known truth, resident memory sampled
#   make examples the example packages (README library example, engine-only link check, app tests)
#   make static   the one release build (scripts/static-build.sh, .build/static): the lab's tools,
#                 big-trace's and soak-smoke's
#   make device-lab  live input under a real kernel: QEMU guests with uinput, udev, libinput
#   make soak-lab    the device lab's live soak alone, for 600 s (LAB_SOAK_SECONDS=N to change)
#   make deb      the Debian package `gestures` (debian/, scripts/deb.sh) in .build/deb/, from the
#                 static build, and lintian on it (fails on any error or warning); the device lab
#                 (make test) makes it the same way and installs, runs and purges it

SWIFT ?= swift
DEMO ?= Recordings/evemu-devices/Wacom_ISDv4_E6_Finger.double-tap-center.events
DEMO_DESC ?= Recordings/evemu-devices/Wacom_ISDv4_E6_Finger.desc
# The flags of every debug build in .build/debug (the unit suites, the CLI checks, the fuzz
# corpora, the examples' haptics-example, the docs' symbol graphs): a build with other -Xswiftc
# flags would compile everything again.
DEBUG_FLAGS := -Xswiftc -warnings-as-errors
export DEBUG_FLAGS
DEBUG_BIN := .build/debug
# The one release build's binaries (scripts/static-build.sh).
STATIC_BIN := .build/static/release
# Stages side by side: two, in make check and beside make test's device lab (its static build,
# then its guests, which mostly sleep: a make of its own, started first).
CHECK_JOBS ?= 2
TEST_JOBS ?= 2
STAGE := @scripts/stage.sh

CHECK_STAGES := lint library-check licence-check version-check synth-check unit api-check \
  cli-check judge-check
# In this order make starts them when a slot is free: the sanitizer builds beside the debug build,
# and last the stages that wait for the lab's static build.
TEST_HOST_STAGES := $(CHECK_STAGES) asan tsan fuzz-smoke cli-docs-check plot-check examples \
  docs-check big-trace soak-smoke

.PHONY: all deps build deb version-check replay check test unit debug-build lint library-check \
  synth-check licence-check notice cli-check cli-docs-check plot-check judge-check judge-table \
  big-trace bench static device-lab soak-lab clean man completions api-check api-baseline docs \
  docs-check

all: build

deps:
	$(STAGE) deps scripts/deps.sh

build: deps
	$(SWIFT) build

replay: build
	$(SWIFT) run -q gesture-replay --desc $(DEMO_DESC) $(DEMO)

# The tiers: their stages through a make of their own (side by side, each stage's output together
# when it ends), then the time table; the exit status is the stages'.
check:
	@start=$$(date +%s.%N); \
	$(MAKE) --no-print-directory -k -O -j$(CHECK_JOBS) $(CHECK_STAGES); \
	scripts/stage-table.sh "make check" $$start $$?

# make test: deps first; then the device lab (static, device-lab) in a make of its own, so it
# starts at once, and the other stages beside it (big-trace and soak-smoke wait for the static
# build through scripts/static-build.sh, which SwiftPM's lock on .build/static serializes).
test:
	@start=$$(date +%s.%N); \
	$(MAKE) --no-print-directory deps || exit 1; \
	$(MAKE) --no-print-directory -O -o deps device-lab & lab=$$!; \
	$(MAKE) --no-print-directory -k -O -j$(TEST_JOBS) -o deps $(TEST_HOST_STAGES); rc=$$?; \
	wait $$lab || rc=1; \
	scripts/stage-table.sh "make test" $$start $$rc

# The debug build of everything, tests included, without warnings: what the unit suites, the CLI
# checks, the judge, the examples' haptics-example and the docs use.
debug-build: deps
	$(STAGE) debug-build $(SWIFT) build --build-tests $(DEBUG_FLAGS)

unit: debug-build
	$(STAGE) unit $(SWIFT) test --skip-build

lint: deps
	$(STAGE) lint scripts/lint.sh

library-check: deps
	$(STAGE) library-check sh -c 'scripts/library-check.sh && scripts/conversion-check.sh'

synth-check: deps
	$(STAGE) synth-check sh -c 'if command -v python3 >/dev/null 2>&1; then python3 scripts/synthesize-traces.py --check; \
	  else echo "synth-check: skipped, no python3 (the synthesized traces cannot be regenerated here)"; fi'

# Every file under Recordings/ (git ls-files) has a licence entry and NOTICE is what
# scripts/notice.py writes from Recordings/MANIFEST.tsv; `make notice` rewrites NOTICE.
licence-check: deps
	$(STAGE) licence-check python3 scripts/notice.py --check

notice:
	python3 scripts/notice.py

# The public API of every library product against api/*.json (swift-api-digester): a breaking
# change fails until `make api-baseline` rewrites the baseline on purpose; an addition passes.
api-check: debug-build
	$(STAGE) api-check scripts/api-check.sh $(DEBUG_BIN)/Modules

api-baseline: debug-build
	@scripts/api-check.sh --update $(DEBUG_BIN)/Modules

cli-check: debug-build
	$(STAGE) cli-check scripts/cli-check.sh $(DEBUG_BIN)/gesture-replay

cli-docs-check: debug-build
	$(STAGE) cli-docs-check scripts/cli-docs-check.sh $(DEBUG_BIN)/gesture-replay

# The libinput judge on the host: our decisions on every touchpad recording beside libinput's
# fixture (Tests/DeviceLab/judge/), each row as LIBINPUT-JUDGE.md reviewed it (scripts/judge-check.sh).
judge-check: debug-build
	$(STAGE) judge-check scripts/judge-check.sh $(DEBUG_BIN)/gesture-replay

judge-table: debug-build
	@scripts/judge-check.sh --write $(DEBUG_BIN)/gesture-replay

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

# The documentation: symbol graphs of the debug build's modules, docc per module, merged into
# one site; docs-check looks at it in headless Chromium.
docs: deps
	@SWIFT=$(SWIFT) scripts/docs.sh

docs-check: debug-build
	$(STAGE) docs-check env SWIFT=$(SWIFT) scripts/docs-check.sh

plot-check: debug-build
	$(STAGE) plot-check scripts/plot-check.sh $(DEBUG_BIN)/gesture-replay

# The one release build (gesture-replay, gesture-soak, haptics-example, haptics-lab; static Swift
# runtime): the device lab's guests run it, big-trace and soak-smoke too (each builds, through
# scripts/static-build.sh, the products it runs: nothing when this made them).
static: deps
	$(STAGE) static env SWIFT=$(SWIFT) scripts/static-build.sh

big-trace: deps
	$(STAGE) big-trace env SWIFT=$(SWIFT) scripts/big-trace-check.sh

# The lab at the normal scheduling class: its guests' players and timers keep time while the
# other stages (idle class) share the host. LAB_ONLY: only the scenarios whose name contains it.
LAB_ONLY ?=
device-lab: static
	@STAGE_PRIORITY=normal scripts/stage.sh device-lab env SWIFT=$(SWIFT) Tests/DeviceLab/run.sh $(LAB_ONLY)

# The Debian package (scripts/deb.sh): versions checked equal, dpkg-buildpackage -b in a copy of
# the source under .build/deb/, lintian's output printed.
deb: deps
	@SWIFT=$(SWIFT) scripts/deb.sh

# One version: debian/changelog's, CHANGELOG.md's newest and GestureVersion's (the unit tests
# check the last two, `make deb` all three again).
version-check: deps
	$(STAGE) version-check scripts/deb.sh --check-versions

# The live soak (Tests/DeviceLab/scenarios/90-soak.sh) alone, 600 s; `make test` runs it for 120 s.
LAB_SOAK_SECONDS ?= 600
soak-lab: deps
	@SWIFT=$(SWIFT) LAB_SOAK_SECONDS=$(LAB_SOAK_SECONDS) Tests/DeviceLab/run.sh soak

# The example packages in Examples/ (the README's library example, an engine-only program that
# must link no system library, an app's GestureTesting tests), built in .build/examples/.
.PHONY: examples
examples: debug-build
	$(STAGE) examples env SWIFT=$(SWIFT) scripts/examples-check.sh

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
#   make soak-smoke  the same for 2 simulated minutes (the static build's gesture-soak),
#                    recordings written to .build/soak-smoke and replayed: each must replay to its
#                    session's transitions
# Each sanitizer builds in its own scratch path, so the normal .build/debug is untouched. A
# sanitizer report fails the run (ASan aborts; LSan and TSan exit non-zero). Suppressions, one
# reason per entry: scripts/sanitizers/. Tests of resident memory are disabled under a sanitizer
# (Tests/GestureTestSupport/SanitizerSupport.swift says why).
SANITIZERS := $(CURDIR)/scripts/sanitizers
SOAK_MINUTES ?= 60

.PHONY: asan tsan asan-build tsan-build soak soak-smoke
asan-build: deps
	$(STAGE) asan-build $(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan $(DEBUG_FLAGS)

asan: asan-build
	$(STAGE) asan env LSAN_OPTIONS=suppressions=$(SANITIZERS)/lsan.supp:print_suppressions=0 \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan

tsan-build: deps
	$(STAGE) tsan-build $(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan $(DEBUG_FLAGS)

tsan: tsan-build
	$(STAGE) tsan env TSAN_OPTIONS=halt_on_error=0:exitcode=66 \
	  $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan

soak: deps
	$(SWIFT) build -c release --product gesture-soak -Xswiftc -warnings-as-errors
	"$$($(SWIFT) build -c release --show-bin-path)/gesture-soak" --minutes $(SOAK_MINUTES)

soak-smoke: deps
	@mkdir -p .build/soak-smoke
	$(STAGE) soak-smoke sh -c 'SWIFT=$(SWIFT) scripts/static-build.sh gesture-soak && \
	  $(STATIC_BIN)/gesture-soak --minutes 2 --record-dir .build/soak-smoke'
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
	$(STAGE) fuzz-build sh -c '$(SWIFT) build -c release --product gesture-fuzz --scratch-path $(FUZZ_DIR) \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING >$(FUZZ_DIR)/build.log 2>&1; \
	  rc=$$?; grep -v "Cannot export local symbol" $(FUZZ_DIR)/build.log | tail -20; exit $$rc'

# The reproducer is the debug build's gesture-fuzz (debug-build built it with the other targets).
fuzz-corpora: debug-build
	@Fuzz/seed-corpora.sh $(DEBUG_BIN)/gesture-fuzz $(FUZZ_DIR)/corpus

fuzz: fuzz-build fuzz-corpora
	@Fuzz/run-fuzzers.sh campaign $(FUZZ_SECONDS) $(FUZZ_BIN) $(DEBUG_BIN)/gesture-fuzz $(FUZZ_DIR) $(FUZZ_TARGETS)

fuzz-smoke: fuzz-build fuzz-corpora
	$(STAGE) fuzz-smoke Fuzz/run-fuzzers.sh smoke $(FUZZ_SMOKE_SECONDS) $(FUZZ_BIN) \
	  $(DEBUG_BIN)/gesture-fuzz $(FUZZ_DIR) $(FUZZ_TARGETS)
