import GestureActions
import Gestures
import Testing

/// Bad bindings are errors naming their JSON path when the scene is loaded.
@Suite struct BrokenActionBindingTests {
  static let gestures = """
    "root": {"name": "root", "gestures": [
      {"name": "swipe", "gesture": {"swipe": {"touches": 3}}},
      {"name": "rotate", "gesture": {"rotate": {}}}
    ]}
    """

  /// (actions JSON, the path the error names, a part of its message).
  static let cases: [(String, String, String)] = [
    (#"{"swipe.ended": {}}"#, #"actions["swipe.ended"]"#, "needs one of"),
    (
      #"{"swipe.ended": {"key": "a", "button": "left"}}"#, #"actions["swipe.ended"]"#,
      "does one thing"
    ),
    (
      #"{"swipe.ended": {"key": "ctrl+nokey"}}"#, #"actions["swipe.ended"].key"#,
      "unknown key \"nokey\""
    ),
    (#"{"swipe.ended": {"key": "ctrl++a"}}"#, #"actions["swipe.ended"].key"#, "empty key name"),
    (
      #"{"swipe.ended": {"button": "fourth"}}"#, #"actions["swipe.ended"].button"#, "unknown button"
    ),
    (
      #"{"swipe.ended": {"scroll": "sideways"}}"#, #"actions["swipe.ended"].scroll"#,
      "unknown scroll direction"
    ),
    (
      #"{"swipe.ended": {"button": "left", "clicks": 0}}"#, #"actions["swipe.ended"].clicks"#,
      "at least 1"
    ),
    (
      #"{"swipe.ended": {"key": "a", "clicks": 2}}"#, #"actions["swipe.ended"].clicks"#,
      "for \"button\" and \"scroll\""
    ),
    (
      #"{"swipe.ended": {"run": []}}"#, #"actions["swipe.ended"].run"#,
      "a program and its arguments"
    ),
    (
      #"{"swipe.ended": {"run": ["", "x"]}}"#, #"actions["swipe.ended"].run[0]"#,
      "the program is empty"
    ),
    (
      #"{"swipe.ended": {"run": ["ls", 3]}}"#, #"actions["swipe.ended"].run[1]"#,
      "expected a string"
    ),
    (#"{"swipe.ended": {"shell": ""}}"#, #"actions["swipe.ended"].shell"#, "the command is empty"),
    (#"{"swipe.ended": {"move": [1]}}"#, #"actions["swipe.ended"].move"#, "expected [x, y]"),
    (
      #"{"swipe.ended": {"move": [1, 20000]}}"#, #"actions["swipe.ended"].move[1]"#,
      "must be -10000 to 10000"
    ),
    (#"{"swipe.ended": {"move": [1.5, 2]}}"#, #"actions["swipe.ended"].move"#, "whole units"),
    (
      #"{"swipe.ended": {"key": "a", "direction": "north"}}"#, #"actions["swipe.ended"].direction"#,
      "unknown direction"
    ),
    (
      #"{"swipe.ended": {"key": "a", "devices": "tablet"}}"#, #"actions["swipe.ended"].devices"#,
      "unknown device kind"
    ),
    (
      #"{"swipe.ended": {"key": "a", "devices": {}}}"#, #"actions["swipe.ended"].devices"#,
      "needs \"kind\" or \"name\""
    ),
    (
      #"{"swipe.ended": {"key": "a", "at": "touch"}}"#, #"actions["swipe.ended"].at"#,
      "is for \"button\""
    ),
    (
      #"{"swipe.ended": {"button": "left", "at": "cursor"}}"#, #"actions["swipe.ended"].at"#,
      "unknown place"
    ),
    (
      #"{"swipe.ended": {"key": "a", "minimum": -2}}"#, #"actions["swipe.ended"].minimum"#,
      "must be from 0.001 to 1000000, found -2"
    ),
    (
      #"{"swipe.ended": {"key": "a", "rateLimit": 0}}"#, #"actions["swipe.ended"].rateLimit"#,
      "above 0"
    ),
    (
      #"{"swipe.ended": {"key": "a", "timeout": 5}}"#, #"actions["swipe.ended"].timeout"#,
      "for programs"
    ),
    (
      #"{"swipe.ended": {"key": "a", "every": 10}}"#, #"actions["swipe.ended"].every"#,
      "bind it to \"changed\""
    ),
    (
      #"{"rotate.changed": {"key": "a", "every": -1}}"#, #"actions["rotate.changed"].every"#,
      "must be from 0.001 to 1000000, found -1"
    ),
    // A step so small that the steps of one change overflow an Int (it trapped at the first).
    (
      #"{"rotate.changed": {"key": "a", "every": 1e-300}}"#, #"actions["rotate.changed"].every"#,
      "must be from 0.001 to 1000000, found 1e-300"
    ),
    (
      #"{"rotate.changed": {"key": "a", "reverse": {"key": "b"}}}"#,
      #"actions["rotate.changed"].reverse"#, "add \"every\""
    ),
    (
      #"{"rotate.changed": {"key": "a", "axis": "x"}}"#, #"actions["rotate.changed"].axis"#,
      "belongs to a repeat"
    ),
    (
      #"{"rotate.changed": {"key": "a", "every": 5, "of": "speed"}}"#,
      #"actions["rotate.changed"].of"#, "unknown value"
    ),
    (
      #"{"rotate.changed": {"key": "a", "every": 5, "accelerate": {"maximum": 2}}}"#,
      #"actions["rotate.changed"].accelerate"#, "missing key \"speed\""
    ),
    (
      #"{"rotate.changed": {"key": "a", "every": 5, "reverse": {"key": "b", "every": 1}}}"#,
      #"actions["rotate.changed"].reverse.every"#, "no \"every\" of its own"
    ),
    (
      #"{"swipe.ended": {"key": "a", "colour": "red"}}"#, #"actions["swipe.ended"]"#,
      "unknown key \"colour\" in an action"
    ),
    (#"{"swipe.ended": []}"#, #"actions["swipe.ended"]"#, "expected 1 to 64 actions"),
    (
      #"{"swipe.ended": [{"key": "a"}, {"button": "top"}]}"#, #"actions["swipe.ended"][1].button"#,
      "unknown button"
    ),
    (#"{"swipe.landed": {"key": "a"}}"#, #"actions["swipe.landed"]"#, "unknown phase"),
    (#"{"fling.ended": {"key": "a"}}"#, #"actions["fling.ended"]"#, "no gesture named \"fling\""),
    (
      #"{"root/panel/swipe.ended": {"key": "a"}}"#, #"actions["root/panel/swipe.ended"]"#,
      "no region"
    ),
    (#"{"swipe.ended": "super+d"}"#, #"actions["swipe.ended"]"#, "expected an action (an object)"),
  ]

  @Test(arguments: 0..<cases.count) func isRejectedWithItsPath(_ i: Int) throws {
    let (actions, path, message) = Self.cases[i]
    let json = "{\(Self.gestures), \"actions\": \(actions)}"
    do {
      _ = try ActionRun.scene(json)
      Issue.record("accepted: \(actions)")
    } catch {
      #expect(error.path == path, "\(actions): \(error)")
      #expect(error.description.contains(message), "\(actions): \(error)")
    }
  }

  @Test func anAttachmentsActionsNameTheirPath() throws {
    let json = """
      {"root": {"name": "root", "gestures": [
        {"name": "tap", "gesture": {"tap": {}}, "actions": {"ended": {"key": "nokey"}}}]}}
      """
    #expect(throws: SceneError.self) { try ActionRun.scene(json) }
    do {
      _ = try ActionRun.scene(json)
    } catch {
      #expect(error.path == "root.gestures[0].actions.ended.key")
      #expect(error.description.hasPrefix("scene.json"))
    }
    let badPhase = """
      {"root": {"name": "root", "gestures": [
        {"name": "tap", "gesture": {"tap": {}}, "actions": {"done": {"key": "a"}}}]}}
      """
    do {
      _ = try ActionRun.scene(badPhase)
      Issue.record("accepted a phase named done")
    } catch {
      #expect(error.path == "root.gestures[0].actions.done")
    }
  }
}
