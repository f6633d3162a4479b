// swift-tools-version:6.0
// Gestures: a gesture and input-event recognition engine for Linux.
import PackageDescription

let package = Package(
  name: "Gestures",
  products: [
    .library(name: "Gestures", targets: ["Gestures"]),
    .executable(name: "gesture-replay", targets: ["gesture-replay"]),
  ],
  targets: [
    // linux/input.h, uinput, libinput, libevdev, libudev, timerfd/epoll, with inline ioctl shims.
    .systemLibrary(
      name: "CInput",
      pkgConfig: "libevdev",
      providers: [.apt(["libinput-dev", "libevdev-dev", "libudev-dev"])]
    ),
    // libyaml, for libinput record files.
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    .target(
      name: "Gestures", dependencies: ["CInput", "CYAML"], linkerSettings: [.linkedLibrary("m")]),
    .executableTarget(name: "gesture-replay", dependencies: ["Gestures"]),
    // libevemu, the reference reader the benchmark compares against.
    .systemLibrary(
      name: "CEvemu", path: "Benchmarks/CEvemu", pkgConfig: "evemu",
      providers: [.apt(["libevemu-dev"])]),
    // Throughput and peak-RSS benchmark: swift build -c release --product gesture-bench.
    .executableTarget(
      name: "gesture-bench", dependencies: ["Gestures", "CEvemu"], path: "Benchmarks/gesture-bench"),
    .testTarget(
      name: "GesturesTests",
      dependencies: ["Gestures"],
      // Test inputs are read from the source tree via #filePath, not bundled.
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
