import Testing

@testable import Gestures

@Suite struct SceneJSONTests {
  func parse(_ text: String) throws -> JSONNode { try JSONParser.parse(Array(text.utf8)) }

  func syntaxError(_ text: String) -> JSONSyntaxError? {
    do {
      _ = try JSONParser.parse(Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test func valuesAndPositions() throws {
    let node = try parse(
      "\u{FEFF}\n  {\"a\": [1, -2.5e1, true, false, null, \"x\"],\n \"b\": {}}  \n")
    guard case .object(let members) = node.value else {
      Issue.record("not an object")
      return
    }
    #expect(node.line == 2 && node.column == 3)
    #expect(members.map(\.key) == ["a", "b"])
    guard case .array(let a) = members[0].node.value else {
      Issue.record("not an array")
      return
    }
    #expect(
      a.map(\.typeName) == ["a number", "a number", "a boolean", "a boolean", "null", "a string"])
    if case .number(let n) = a[1].value { #expect(n == -25) }
    #expect(members[1].node.line == 3 && members[1].node.column == 7)
  }

  @Test func escapes() throws {
    let node = try parse(#""a\"\\\/\b\f\n\r\t\u00e9\uD834\uDD1E""#)
    guard case .string(let s) = node.value else {
      Issue.record("not a string")
      return
    }
    #expect(s == "a\"\\/\u{08}\u{0C}\n\r\té𝄞")
  }

  @Test(arguments: [
    ("", "empty document"),
    ("{", "expected a member name"),
    ("[1 2]", "expected ',' or ']'"),
    ("[01]", "leading zero"),
    ("[1.]", "after the decimal point"),
    ("[1e]", "in the exponent"),
    ("[-]", "expected a digit"),
    ("[1e999]", "out of range"),
    ("[tru]", "expected a value"),
    ("[NaN]", "expected a value"),
    ("\"a\u{01}\"", "control character"),
    ("\"\\u12G4\"", "4 hex digits"),
    ("\"\\uDC00\"", "lone UTF-16 surrogate"),
    ("\"\\uD800\\u0041\"", "surrogate pair"),
    ("{\"a\" 1}", "expected ':'"),
    ("[] []", "after the top-level value"),
    ("'a'", "expected a value"),
  ])
  func syntaxErrors(text: String, fragment: String) {
    let error = syntaxError(text)
    #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "[", count: 129) + String(repeating: "]", count: 129)
    #expect(syntaxError(deep)?.message.contains("nested more than 128") == true)
    let ok = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
    #expect(syntaxError(ok) == nil)
  }

  @Test func lineAndColumnOfAnError() {
    let error = syntaxError("{\n  \"a\": 1,\n  \"b\": @\n}")
    #expect(error?.line == 3)
    #expect(error?.column == 8)
  }
}
