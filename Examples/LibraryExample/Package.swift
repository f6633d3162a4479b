// swift-tools-version:6.0
// The README's "The library" example as a package that builds and runs against this
// repository (scripts/examples-check.sh), EngineOnly, a program that uses the engine alone
// and so links no system library, and PixelApp, an app fed its toolkit's pixels with values in
// points of coordinate spaces.
import PackageDescription

let package = Package(
  name: "LibraryExample",
  // A path dependency is known by its folder's name, which depends on the checkout (`Gestures`,
  // `main`, a worktree's name); `name:` fixes it so the products below always resolve.
  dependencies: [.package(name: "Gestures", path: "../..")],
  targets: [
    .executableTarget(
      name: "LibraryExample",
      dependencies: [
        .product(name: "Gestures", package: "Gestures"),
        .product(name: "GestureTraces", package: "Gestures"),
      ]),
    .executableTarget(
      name: "EngineOnly", dependencies: [.product(name: "Gestures", package: "Gestures")]),
    .executableTarget(
      name: "PixelApp", dependencies: [.product(name: "Gestures", package: "Gestures")]),
  ],
  swiftLanguageModes: [.v6]
)
