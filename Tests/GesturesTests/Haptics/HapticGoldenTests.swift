import Foundation
import Testing

@testable import Gestures

/// Every preset and every sample AHAP file on every profile renders exactly its reviewed golden
/// timeline (Fixtures/haptics-golden/PATTERN.PROFILE.txt, made by
/// scripts/update-haptics-golden.sh; REVIEW.md says what was checked by hand).
@Suite struct HapticGoldenTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var pattern: HapticPatternReference
    var testDescription: String { name }
  }

  static let cases: [Case] =
    HapticPreset.allCases.map { Case(name: $0.name, pattern: .preset($0)) }
    + HapticFixtures.samples.map {
      Case(name: String($0.dropLast(5)), pattern: .file(HapticFixtures.sample($0)))
    }

  @Test func everyPatternHasAGoldenFilePerProfile() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: HapticFixtures.golden.path)
      .filter { $0.hasSuffix(".txt") }
    #expect(files.count == Self.cases.count * HapticDeviceProfile.Kind.allCases.count)
    #expect(Self.cases.count == 9 + 14)
  }

  @Test(arguments: cases)
  func timelineMatchesGolden(_ c: Case) throws {
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
