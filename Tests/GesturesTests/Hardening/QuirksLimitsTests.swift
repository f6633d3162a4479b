import Testing

@testable import Gestures

/// Issue 27, work that grows faster than the input: quirks globs. A 50,000-character
/// `MatchName` against a long name took seconds (glob matching is pattern length × name length);
/// lines are now bounded as libinput bounds them, so matching is linear in the name.
@Suite("Quirks limits")
struct QuirksLimitsTests {
  /// The worst pattern for a one-backtrack glob: a star, then a long run the name almost
  /// matches at every position, and a last character the name never has.
  static func pattern(length: Int) -> String {
    "*" + String(repeating: "a", count: length - 2) + "b"
  }

  static func steps(_ pattern: String, _ name: String) -> Int {
    var steps = 0
    #expect(!Glob.matches(pattern, name, steps: &steps))
    return steps
  }

  /// Guards glob work: at the longest pattern a line can hold, twice the name costs about twice
  /// the comparisons, and never more than pattern × name.
  @Test func globWorkIsLinearInTheName() {
    let p = Self.pattern(length: LibinputQuirks.maxLineBytes - "MatchName=".count)
    let n = Self.steps(p, String(repeating: "a", count: 8000))
    let twice = Self.steps(p, String(repeating: "a", count: 16000))
    #expect(Double(twice) <= 2.2 * Double(n), "N: \(n), 2N: \(twice)")
    #expect(twice <= (p.count + 1) * 16001)
  }

  /// Guards the unbounded pattern: a line longer than libinput reads is refused, naming the file
  /// and line; the longest line libinput reads is accepted.
  @Test func aLineLongerThanLibinputReadsIsRefused() throws {
    let long = String(repeating: "a", count: 50_000)
    let text = "[Long]\nMatchName=\(long)\nAttrPressureRange=10:8\n"
    #expect {
      try LibinputQuirks(files: [("long.quirks", text)])
    } throws: { error in
      (error as? QuirksError)?.message
        == "long.quirks:2: line is 50010 bytes long; libinput reads quirks lines of at most "
        + "511 bytes"
    }
    let longest = "MatchName=" + String(repeating: "a", count: LibinputQuirks.maxLineBytes - 10)
    let fits = try LibinputQuirks(files: [("fits.quirks", "[Fits]\n\(longest)\r\n")])
    #expect(fits.sectionCount == 1)
  }
}
