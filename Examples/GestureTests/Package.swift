// swift-tools-version:6.0
// How an app's own tests use GestureTesting (ReplayTests): replay a recording or a synthetic
// touch script through a scene and check what was recognized, with Swift Testing. And Apple's
// SwiftUI gesture examples, run as an app runs them (SwiftUICompatibility). Only the public API.
import PackageDescription

let package = Package(
  name: "GestureTests",
  // A path dependency is known by its folder's name, which depends on the checkout; `name:`
  // fixes it so the products below always resolve.
  dependencies: [.package(name: "Gestures", path: "../..")],
  targets: [
    .testTarget(
      name: "ReplayTests",
      dependencies: [
        .product(name: "Gestures", package: "Gestures"),
        .product(name: "GestureTesting", package: "Gestures"),
      ]),
    // Apple's SwiftUI gesture examples written for regions, with what changed per example.
    .testTarget(
      name: "SwiftUICompatibility",
      dependencies: [.product(name: "Gestures", package: "Gestures")]),
  ],
  swiftLanguageModes: [.v6]
)
