// swift-tools-version:6.0
// Gestures: a gesture and input-event recognition engine for Linux.
//
// Targets follow the data flow; each links only what it needs (ARCHITECTURE.md draws the graph):
//   Gestures            the engine: frames, decoder, recognizers, arbitration, scenes, output.
//                       Links no system library.
//   GestureTraces       evemu and libinput record readers/writers (libyaml, libevdev's names)
//   GestureHaptics      patterns, AHAP, renderer, scheduler, force feedback (linux/input.h)
//   GestureLive         evdev and libinput devices, udev hotplug, the epoll/timerfd loop
//   GestureActions      actions bound to transitions: programs, uinput keys and pointer
//   GestureSession      the output chain and the engine/scheduler deadlines, for replay and live
//   GestureTesting      replay with typed results, synthetic touch scripts, expectations
//   GesturePlot         an SVG picture of a run: touch paths, regions, a timeline of gestures
//   GestureCommandLine  gesture-replay's options, usage, signals, pacing and exit codes
import PackageDescription

let package = Package(
  name: "Gestures",
  products: [
    .library(name: "Gestures", targets: ["Gestures"]),
    .library(name: "GestureTraces", targets: ["GestureTraces"]),
    .library(name: "GestureHaptics", targets: ["GestureHaptics"]),
    .library(name: "GestureLive", targets: ["GestureLive"]),
    .library(name: "GestureSession", targets: ["GestureSession"]),
    .library(name: "GestureTesting", targets: ["GestureTesting"]),
    .library(name: "GesturePlot", targets: ["GesturePlot"]),

    .executable(name: "gesture-replay", targets: ["gesture-replay"]),
  ],
  targets: [
    // linux/input.h, uinput, timerfd/epoll/signalfd with inline ioctl shims; links nothing.
    .systemLibrary(name: "CLinuxInput"),
    // libevdev: live devices, and event code names for the trace formats.
    .systemLibrary(
      name: "CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
    // libinput and libudev: the libinput backend and udev hotplug.
    .systemLibrary(
      name: "CInput", pkgConfig: "libinput", providers: [.apt(["libinput-dev", "libudev-dev"])]),
    // libyaml, for libinput record files.
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    .target(name: "Gestures", linkerSettings: [.linkedLibrary("m")]),
    .target(name: "GestureTraces", dependencies: ["Gestures", "CEvdev", "CYAML"]),
    .target(name: "GestureHaptics", dependencies: ["Gestures", "CLinuxInput"]),
    .target(
      name: "GestureLive",
      dependencies: ["Gestures", "GestureTraces", "CLinuxInput", "CEvdev", "CInput"]),
    .target(name: "GestureSession", dependencies: ["Gestures", "GestureTraces", "GestureHaptics"]),
    // Actions bound to transitions: programs, and key/pointer events on uinput devices.
    .target(name: "GestureActions", dependencies: ["Gestures", "CEvdev", "CLinuxInput"]),
    // An SVG picture of a run (gesture-replay plot): plain data in, SVG out; the engine only.
    .target(name: "GesturePlot", dependencies: ["Gestures"]),
    .target(
      name: "GestureTesting",
      dependencies: [
        "Gestures", "GestureTraces", "GestureHaptics", "GestureSession", "GestureActions",
      ]),
    .target(
      name: "GestureCommandLine",
      dependencies: [
        "Gestures", "GestureTraces", "GestureHaptics", "GestureLive", "GestureSession",
        "GestureActions", "GesturePlot", "CLinuxInput",
      ]),
    .executableTarget(name: "gesture-replay", dependencies: ["GestureCommandLine"]),
    // The seed's CoreHaptics example written with this library (README, "Haptics"); the device
    // lab runs it on its force-feedback device.
    .executableTarget(
      name: "haptics-example", dependencies: ["GestureHaptics"], path: "Examples/HapticsExample"),
    // The device lab's driver for the engine's checks (Tests/DeviceLab/scenarios/
    // 85-haptics-engine.sh): future starts, mixing and pre-emption, unplug, generators.
    .executableTarget(
      name: "haptics-lab", dependencies: ["GestureHaptics"], path: "Tests/DeviceLab/haptics-lab"),
    // libevemu, the reference reader the benchmark compares against.
    .systemLibrary(
      name: "CEvemu", path: "Benchmarks/CEvemu", pkgConfig: "evemu",
      providers: [.apt(["libevemu-dev"])]),
    // Throughput and peak-RSS benchmark: swift build -c release --product gesture-bench.
    .executableTarget(
      name: "gesture-bench",
      dependencies: ["Gestures", "GestureTraces", "GestureHaptics", "CEvemu"],
      path: "Benchmarks/gesture-bench"),
    // Replay soak: an hour of synthesized input with known truth through Session, with RSS:
    // swift build -c release --product gesture-soak (make soak, make soak-smoke).
    .executableTarget(
      name: "gesture-soak",
      dependencies: [
        "Gestures", "GestureTraces", "GestureHaptics", "GestureLive", "GestureSession",
        "GestureTesting",
      ],
      path: "Benchmarks/gesture-soak"),
    // libFuzzer's LLVMFuzzerRunDriver, declared only (Fuzz/README.md): -sanitize=fuzzer links it.
    .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
    // Fuzz targets: a reproducer in every build, a libFuzzer binary built with
    // -sanitize=fuzzer,address -DFUZZING (make fuzz, make fuzz-smoke).
    .executableTarget(
      name: "gesture-fuzz",
      dependencies: [
        "Gestures", "GestureTraces", "GestureHaptics", "GestureActions", "GestureCommandLine",
        "CLibFuzzer",
      ],
      path: "Fuzz/gesture-fuzz"),
    // Tests: a target per module, and one support target they share (the repository's paths and
    // fixtures, the broken-file tables, sanitizer detection). Test inputs are read from the
    // source tree via #filePath, not bundled.
    .target(
      name: "GestureTestSupport",
      dependencies: [
        "Gestures", "GestureTraces", "GestureHaptics", "GestureActions", "GestureCommandLine",
      ],
      path: "Tests/GestureTestSupport"),
    .testTarget(
      name: "GesturesTests",
      dependencies: ["Gestures", "GestureTraces", "GestureTesting", "GestureTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "GestureTracesTests",
      dependencies: ["Gestures", "GestureTraces", "GestureTesting", "GestureTestSupport"]),
    .testTarget(
      name: "GestureHapticsTests",
      dependencies: [
        "Gestures", "GestureHaptics", "GestureTesting", "GestureTestSupport", "CLinuxInput",
      ]),
    .testTarget(
      name: "GestureLiveTests",
      dependencies: [
        "Gestures", "GestureLive", "GestureHaptics", "GestureSession", "GestureTestSupport",
      ]),
    .testTarget(
      name: "GestureActionsTests",
      dependencies: [
        "Gestures", "GestureActions", "GestureSession", "GestureTraces", "GestureTesting",
        "GestureLive", "GestureTestSupport", "CLinuxInput",
      ]),
    .testTarget(
      name: "GestureSessionTests",
      dependencies: ["Gestures", "GestureSession", "GestureHaptics", "GestureTestSupport"]),
    .testTarget(
      name: "GestureTestingTests",
      dependencies: [
        "Gestures", "GestureTesting", "GestureTraces", "GestureHaptics", "GestureTestSupport",
      ]),
    .testTarget(
      name: "GesturePlotTests", dependencies: ["Gestures", "GesturePlot", "GestureTestSupport"]),
    .testTarget(
      name: "GestureCommandLineTests",
      dependencies: [
        "Gestures", "GestureCommandLine", "GestureTraces", "GestureHaptics", "GestureLive",
        "GestureSession", "GestureActions", "GesturePlot", "GestureTesting", "GestureTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
