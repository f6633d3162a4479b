import Gestures

/// The parts of a scene file's action: what it does, its conditions and its repeat.
extension SceneDecoder {
  func actionKind(_ kind: String, _ o: Object, _ path: String) throws(SceneError)
    -> ActionSpec.Kind
  {
    let node = o[kind]!
    var clicks = 1
    if let c = o["clicks"] { clicks = try integer(c, o.path("clicks"), in: ActionLimits.clicks) }
    switch kind {
    case "run":
      let elements = try array(node, path)
      guard ActionLimits.arguments.contains(elements.count) else {
        throw fail(
          path, node,
          "expected a program and its arguments (1 to \(ActionLimits.arguments.upperBound) strings), found \(elements.count)"
        )
      }
      var argv: [String] = []
      for (i, e) in elements.enumerated() {
        argv.append(try argument(e, "\(path)[\(i)]"))
      }
      guard !argv[0].isEmpty else { throw fail("\(path)[0]", elements[0], "the program is empty") }
      return .run(argv)
    case "shell":
      let s = try argument(node, path)
      guard !s.isEmpty else { throw fail(path, node, "the command is empty") }
      return .shell(s)
    case "key":
      var combinations: [String] = []
      if case .array(let elements) = node.value {
        guard ActionLimits.combinations.contains(elements.count) else {
          throw fail(
            path, node,
            "expected 1 to \(ActionLimits.combinations.upperBound) key combinations, found \(elements.count)"
          )
        }
        for (i, e) in elements.enumerated() {
          combinations.append(try combination(e, "\(path)[\(i)]"))
        }
      } else {
        combinations.append(try combination(node, path))
      }
      return .key(combinations)
    case "button":
      var atTouch = false
      if let at = o["at"] {
        let s = try string(at, o.path("at"))
        guard s == "touch" || s == "pointer" else {
          throw fail(
            o.path("at"), at, "unknown place \"\(s)\" (expected \"pointer\" or \"touch\")")
        }
        atTouch = s == "touch"
      }
      return .button(try string(node, path), clicks: clicks, atTouch: atTouch)
    case "scroll":
      let s = try string(node, path)
      guard ["up", "down", "left", "right"].contains(s) else {
        throw fail(
          path, node,
          "unknown scroll direction \"\(s)\" (expected \"up\", \"down\", \"left\" or \"right\")")
      }
      return .scroll(s, clicks: clicks)
    default:
      let elements = try array(node, path)
      guard elements.count == 2 else {
        throw fail(path, node, "expected [x, y] (pointer units), found \(elements.count) numbers")
      }
      let bound = Double(ActionLimits.motion.upperBound)
      let x = try number(elements[0], path + "[0]", in: -bound...bound)
      let y = try number(elements[1], path + "[1]", in: -bound...bound)
      guard x == x.rounded(), y == y.rounded() else {
        throw fail(path, node, "pointer motion is in whole units")
      }
      return .move(x: Int(x), y: Int(y))
    }
  }

  /// A program's argument: a string of at most 4096 bytes without NUL.
  func argument(_ node: JSONNode, _ path: String) throws(SceneError) -> String {
    let s = try string(node, path)
    guard s.utf8.count <= ActionLimits.argumentBytes else {
      throw fail(path, node, "at most \(ActionLimits.argumentBytes) bytes, found \(s.utf8.count)")
    }
    guard !s.utf8.contains(0) else { throw fail(path, node, "must not contain NUL") }
    return s
  }

  /// `ctrl+alt+Right`: 1 to 8 non-empty key names joined by `+`.
  func combination(_ node: JSONNode, _ path: String) throws(SceneError) -> String {
    let s = try string(node, path)
    let keys = s.split(separator: "+", omittingEmptySubsequences: false)
    guard keys.allSatisfy({ !$0.isEmpty }) else {
      throw fail(path, node, "\"\(s)\" has an empty key name (keys are joined by \"+\")")
    }
    guard ActionLimits.keysPerCombination.contains(keys.count) else {
      throw fail(
        path, node,
        "at most \(ActionLimits.keysPerCombination.upperBound) keys in a combination, found \(keys.count)"
      )
    }
    return s
  }

  /// The directions an action can ask for: a swipe's or drag's eight, a pinch's `in` and `out`,
  /// a rotation's `clockwise` and `counterclockwise`.
  static let actionDirectionNames =
    SwipeGesture.Directions.names + ["in", "out", "clockwise", "counterclockwise"]

  /// `"direction": "left"` or `["left", "right"]`.
  func actionDirections(_ node: JSONNode, _ path: String) throws(SceneError) -> [String] {
    var nodes: [(JSONNode, String)] = [(node, path)]
    if case .array(let elements) = node.value {
      guard !elements.isEmpty else { throw fail(path, node, "expected at least one direction") }
      nodes = elements.enumerated().map { ($1, "\(path)[\($0)]") }
    }
    var names: [String] = []
    for (n, p) in nodes {
      let s = try string(n, p)
      guard Self.actionDirectionNames.contains(s) else {
        throw fail(
          p, n,
          "unknown direction \"\(s)\" (expected "
            + Self.actionDirectionNames.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
      }
      names.append(s)
    }
    return names
  }

  /// `"every"` with `"of"`, `"axis"` and `"accelerate"`; nil without `"every"`.
  func actionRepeat(_ o: Object) throws(SceneError) -> ActionSpec.Repeat? {
    guard let e = o["every"] else {
      for key in ["of", "axis", "accelerate"] where o[key] != nil {
        throw fail(o.path(key), o[key], "\"\(key)\" belongs to a repeat: add \"every\"")
      }
      return nil
    }
    var r = ActionSpec.Repeat(
      every: try positive(e, o.path("every"), ActionLimits.step, unit: ""))
    if let of = o["of"] {
      let s = try string(of, o.path("of"))
      guard ["translation", "rotation", "magnification"].contains(s) else {
        throw fail(
          o.path("of"), of,
          "unknown value \"\(s)\" (expected \"translation\", \"rotation\" or \"magnification\")")
      }
      r.of = s
    }
    if let a = o["axis"] {
      let s = try string(a, o.path("axis"))
      guard ["x", "y", "auto"].contains(s) else {
        throw fail(o.path("axis"), a, "unknown axis \"\(s)\" (expected \"x\", \"y\" or \"auto\")")
      }
      r.axis = s
    }
    if let a = o["accelerate"] {
      let ap = o.path("accelerate")
      let ao = try object(a, ap, allowed: ["speed", "maximum"], what: "an acceleration")
      guard let s = ao["speed"] else { throw fail(ap, a, "missing key \"speed\"") }
      r.accelerateSpeed = try positive(s, ao.path("speed"), ActionLimits.step, unit: "")
      if let m = ao["maximum"] {
        r.accelerateMaximum = try number(m, ao.path("maximum"), in: ActionLimits.accelerateMaximum)
      }
    }
    return r
  }
}
