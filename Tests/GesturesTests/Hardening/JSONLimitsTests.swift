import Testing

@testable import Gestures

/// Issue 27, memory that grows faster than the input: 16 MiB of empty objects (`[{},{},…]`)
/// parsed to some 360 MB of nodes. A document of more than `JSONParser.maximumValues` values is
/// refused at the value past the limit (line and column), before it is all kept.
@Suite("JSON limits")
struct JSONLimitsTests {
  static func emptyObjects(_ count: Int) -> [UInt8] {
    Array(("[" + Array(repeating: "{}", count: count).joined(separator: ",") + "]").utf8)
  }

  @Test func tooManyValuesAreRefusedAtTheOnePastTheLimit() {
    // The array is a value too: its elements reach the limit one before its end.
    let count = JSONParser.maximumValues
    #expect {
      try JSONParser.parse(Self.emptyObjects(count))
    } throws: { error in
      guard let error = error as? JSONSyntaxError else { return false }
      return error.line == 1 && error.column == 2 + 3 * (count - 1)
        && error.message == "more than 1048576 JSON values (objects, arrays and their contents)"
    }
    let node = try? JSONParser.parse(Self.emptyObjects(count - 1))
    #expect(node != nil)
  }
}
