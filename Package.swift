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
    .target(name: "Gestures", dependencies: ["CInput", "CYAML"]),
    .executableTarget(name: "gesture-replay", dependencies: ["Gestures"]),
    .testTarget(
      name: "GesturesTests",
      dependencies: ["Gestures"],
      // Test input files, read by path (#filePath), not bundled.
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
