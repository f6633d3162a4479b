import Foundation

/// Paths of the haptics test inputs (read from the source tree).
enum HapticFixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let ahap = root.appendingPathComponent("ahap")
  static let broken = root.appendingPathComponent("broken/ahap")
  static let golden = root.appendingPathComponent("haptics-golden")

  /// The sample AHAP files' names, sorted.
  static var samples: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: ahap.path)) ?? [])
      .filter { $0.hasSuffix(".ahap") }.sorted()
  }

  static func sample(_ name: String) -> String { ahap.appendingPathComponent(name).path }
}
