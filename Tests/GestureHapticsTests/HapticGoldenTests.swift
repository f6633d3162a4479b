import Foundation
import GestureTestSupport
import Testing

@testable import GestureHaptics
@testable import Gestures

/// Every preset, every AHAP file of ours and every shared sample AHAP file on every profile
/// renders exactly its reviewed golden timeline (Fixtures/haptics-golden/PATTERN.PROFILE.txt,
/// made by scripts/update-haptics-golden.sh; REVIEW.md says what was checked by hand). The
/// samples' golden files are our renderer's output and stay committed; they are compared when
/// the samples (../shared/haptics/ahap) are beside the repository.
@Suite struct HapticGoldenTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var pattern: HapticPatternReference
    var testDescription: String { name }
  }

  static let presetCases = HapticPreset.allCases.map { Case(name: $0.name, pattern: .preset($0)) }

  static let ownCases = HapticFixtures.own.map {
    Case(name: String($0.dropLast(5)), pattern: .file(HapticFixtures.own($0)))
  }

  static let sampleCases = HapticFixtures.samples.map {
    Case(name: String($0.dropLast(5)), pattern: .file(HapticFixtures.sample($0)))
  }

  /// The golden files' pattern names (PATTERN of PATTERN.PROFILE.txt), each once.
  static func goldenNames() throws -> Set<String> {
    let files = try FileManager.default.contentsOfDirectory(atPath: HapticFixtures.golden.path)
      .filter { $0.hasSuffix(".txt") }
    var names: [String: Int] = [:]
    for file in files {
      let parts = file.dropLast(4).split(separator: ".")
      names[parts.dropLast().joined(separator: "."), default: 0] += 1
      #expect(
        parts.last.flatMap { HapticDeviceProfile.Kind(rawValue: String($0)) } != nil,
        "\(file): unknown profile")
    }
    for (name, count) in names {
      #expect(count == HapticDeviceProfile.Kind.allCases.count, "\(name): \(count) golden files")
    }
    return Set(names.keys)
  }

  @Test func everyPatternHasAGoldenFilePerProfile() throws {
    #expect(Self.presetCases.count == 9 && Self.ownCases.count == 4)
    let names = try Self.goldenNames()
    let ours = Set((Self.presetCases + Self.ownCases).map(\.name))
    #expect(ours.subtracting(names).isEmpty, "no golden files: \(ours.subtracting(names))")
    // The rest are the shared samples' timelines (14 files when they were last rendered).
    #expect(names.subtracting(ours).count == 14)
  }

  @Test(
    .enabled(if: HapticFixtures.samplesAvailable, "…/shared/haptics/ahap not beside the repository")
  )
  func everySampleHasAGoldenFileAndNoOtherIsLeft() throws {
    let names = try Self.goldenNames()
    let ours = Set((Self.presetCases + Self.ownCases).map(\.name))
    #expect(names.subtracting(ours) == Set(Self.sampleCases.map(\.name)))
  }

  @Test(arguments: presetCases + ownCases)
  func timelineMatchesGolden(_ c: Case) throws {
    try Self.compare(c)
  }

  @Test(
    .enabled(
      if: HapticFixtures.samplesAvailable, "…/shared/haptics/ahap not beside the repository"),
    arguments: sampleCases)
  func sampleTimelineMatchesGolden(_ c: Case) throws {
    try Self.compare(c)
  }

  static func compare(_ c: Case) throws {
    let pattern = try c.pattern.load().pattern
    for kind in HapticDeviceProfile.Kind.allCases {
      let profile = HapticDeviceProfile.named(kind.rawValue)!
      let out = OutputBuffer()
      HapticRenderer(profile: profile).render(pattern)
        .write(text: out, title: c.pattern.shortName, profile: profile)
      let url = HapticFixtures.golden.appendingPathComponent("\(c.name).\(kind.rawValue).txt")
      let golden = try String(contentsOf: url, encoding: .utf8)
      #expect(
        out.text == golden, "\(c.name) on \(kind.rawValue) differs from \(url.lastPathComponent)")
    }
  }
}
