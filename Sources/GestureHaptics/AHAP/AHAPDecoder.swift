import Gestures

/// Turns a parsed JSON document into an ``AHAPDocument`` with Apple's loader rules: missing
/// entries take their defaults, out-of-range values are clamped (with a note), unknown keys are
/// ignored, audio events and parameters are skipped (with a note). What cannot be read — a value
/// of the wrong type, an unknown `EventType` or `ParameterID`, a missing required entry, control
/// points out of order — is an ``AHAPError`` naming the value's JSON path.
struct AHAPDecoder {
  let file: String
  var notes: [String] = []

  init(file: String) { self.file = file }

  /// An error at `path` (nil: the whole file, reported without a position).
  func fail(_ path: String?, _ node: JSONNode?, _ message: String) -> AHAPError {
    guard path != nil else { return AHAPError(file: file, path: nil, message) }
    return AHAPError(file: file, path: path, line: node?.line, column: node?.column, message)
  }

  // MARK: Typed access

  /// An object's members; a key given twice is an error, unknown keys are kept for the caller
  /// to ignore.
  func members(_ node: JSONNode, _ path: String?, what: String) throws(AHAPError)
    -> [String: JSONNode]
  {
    guard case .object(let list) = node.value else {
      throw fail(path, node, "expected \(what) (an object), found \(node.typeName)")
    }
    var result: [String: JSONNode] = [:]
    for (key, value) in list {
      guard result[key] == nil else {
        throw fail(join(path, key), value, "duplicate key \"\(key)\"")
      }
      result[key] = value
    }
    return result
  }

  func join(_ path: String?, _ key: String) -> String {
    guard let path else { return key }
    return path + "." + key
  }

  func number(_ node: JSONNode, _ path: String) throws(AHAPError) -> Double {
    try node.number(at: path, in: file)
  }

  func string(_ node: JSONNode, _ path: String) throws(AHAPError) -> String {
    try node.string(at: path, in: file)
  }

  func array(_ node: JSONNode, _ path: String) throws(AHAPError) -> [JSONNode] {
    try node.array(at: path, in: file)
  }

  /// A number clamped into `range`, noting a clamp.
  mutating func clamped(_ node: JSONNode, _ path: String, _ range: ClosedRange<Double>)
    throws(AHAPError) -> Double
  {
    let n = try number(node, path)
    let c = range.clamp(n)
    if c != n {
      notes.append("\(path): \(n.messageText) is out of range, clamped to \(c.messageText)")
    }
    return c
  }

  /// A time in seconds: defaults to 0 when missing, clamped to ≥ 0 (Apple's rule), an error
  /// beyond ``HapticLimits/time``.
  mutating func time(_ members: [String: JSONNode], _ path: String) throws(AHAPError) -> Double {
    guard let t = members["Time"] else { return 0 }
    return try limited(t, path + ".Time", longest: HapticLimits.time.upperBound)
  }

  /// A number of seconds clamped to ≥ 0 with a note, an error above `longest`.
  mutating func limited(_ node: JSONNode, _ path: String, longest: Double) throws(AHAPError)
    -> Double
  {
    let n = try number(node, path)
    guard n <= longest else {
      throw fail(
        path, node, "\(n.messageText) s is beyond the longest pattern, \(longest.messageText) s")
    }
    return try clamped(node, path, 0...longest)
  }

  // MARK: Document

  mutating func document(_ node: JSONNode) throws(AHAPError) -> AHAPDocument {
    let top = try members(node, nil, what: "an AHAP pattern")
    var version: Double?
    if let v = top["Version"] { version = try number(v, "Version") }
    var metadata: [AHAPDocument.MetadataEntry]?
    if let m = top["Metadata"] {
      guard case .object(let list) = m.value else {
        throw fail("Metadata", m, "expected an object, found \(m.typeName)")
      }
      metadata = list.compactMap { key, value in
        guard case .string(let s) = value.value else { return nil }
        return AHAPDocument.MetadataEntry(key: key, value: s)
      }
    }
    guard let p = top["Pattern"] else {
      throw fail(nil, node, "missing key \"Pattern\" (the array of events and parameters)")
    }
    var pattern = HapticPattern()
    for (i, entry) in try array(p, "Pattern").enumerated() {
      try self.entry(entry, "Pattern[\(i)]", into: &pattern)
      if pattern.events.count > HapticLimits.events {
        throw fail("Pattern[\(i)]", entry, "more than \(HapticLimits.events) events in one pattern")
      }
      if max(pattern.parameters.count, pattern.curves.count) > HapticLimits.controls {
        throw fail(
          "Pattern[\(i)]", entry,
          "more than \(HapticLimits.controls) parameters or curves in one pattern")
      }
    }
    return AHAPDocument(pattern: pattern, version: version, metadata: metadata, notes: notes)
  }

  static let entryKinds = ["Event", "Parameter", "ParameterCurve"]

  mutating func entry(_ node: JSONNode, _ path: String, into pattern: inout HapticPattern)
    throws(AHAPError)
  {
    let m = try members(node, path, what: "a pattern entry")
    let kinds = Self.entryKinds.filter { m[$0] != nil }
    guard kinds.count == 1 else {
      throw fail(
        path, node,
        kinds.isEmpty
          ? "expected one of \"Event\", \"Parameter\" or \"ParameterCurve\""
          : "a pattern entry holds one of Event, Parameter, ParameterCurve, found "
            + kinds.map { "\"\($0)\"" }.joined(separator: " and "))
    }
    let kind = kinds[0]
    let inner = m[kind]!
    let ip = path + "." + kind
    switch kind {
    case "Event":
      if let event = try self.event(inner, ip) { pattern.events.append(event) }
    case "Parameter":
      if let step = try parameter(inner, ip) { pattern.parameters.append(step) }
    default:
      if let curve = try curve(inner, ip) { pattern.curves.append(curve) }
    }
  }

  // MARK: Events

  static let audioEventTypes = ["AudioContinuous", "AudioCustom"]

  /// The event, or nil for an audio event (skipped with a note).
  mutating func event(_ node: JSONNode, _ path: String) throws(AHAPError) -> HapticEvent? {
    let m = try members(node, path, what: "an event")
    guard let typeNode = m["EventType"] else {
      throw fail(
        path, node, "missing key \"EventType\" (HapticTransient, HapticContinuous, …)")
    }
    let type = try string(typeNode, path + ".EventType")
    if Self.audioEventTypes.contains(type) {
      notes.append("\(path): \(type) event skipped (only haptics are played)")
      return nil
    }
    guard let kind = HapticEvent.Kind(rawValue: type) else {
      throw fail(
        path + ".EventType", typeNode,
        "unknown event type \"\(type)\" (expected HapticTransient, HapticContinuous, "
          + "AudioContinuous or AudioCustom)")
    }
    var event = HapticEvent(kind, time: try time(m, path))
    if let d = m["EventDuration"] {
      let dp = path + ".EventDuration"
      event.duration =
        kind == .continuous
        ? try clamped(d, dp, 0...HapticEvent.maximumContinuousDuration)
        : try limited(d, dp, longest: HapticLimits.time.upperBound)
    } else if kind == .continuous {
      throw fail(path, node, "missing key \"EventDuration\" (a HapticContinuous event needs one)")
    }
    if let ps = m["EventParameters"] {
      let pp = path + ".EventParameters"
      for (i, entry) in try array(ps, pp).enumerated() {
        try eventParameter(entry, "\(pp)[\(i)]", into: &event)
      }
    }
    return event
  }

  mutating func eventParameter(_ node: JSONNode, _ path: String, into event: inout HapticEvent)
    throws(AHAPError)
  {
    let m = try members(node, path, what: "an event parameter")
    guard let idNode = m["ParameterID"] else {
      throw fail(path, node, "missing key \"ParameterID\"")
    }
    let name = try string(idNode, path + ".ParameterID")
    guard let id = HapticEventParameterID(rawValue: name) else {
      throw fail(
        path + ".ParameterID", idNode,
        "unknown event parameter \"\(name)\" (expected "
          + HapticEventParameterID.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    guard let v = m["ParameterValue"] else { return }  // the default stays
    let value = try clamped(v, path + ".ParameterValue", id.range)
    event.set(id, to: value)
  }

  // MARK: Dynamic parameters

  func dynamicID(_ m: [String: JSONNode], _ path: String, _ node: JSONNode) throws(AHAPError)
    -> HapticDynamicParameterID
  {
    guard let idNode = m["ParameterID"] else {
      throw fail(path, node, "missing key \"ParameterID\"")
    }
    let name = try string(idNode, path + ".ParameterID")
    guard let id = HapticDynamicParameterID(rawValue: name) else {
      throw fail(
        path + ".ParameterID", idNode,
        "unknown dynamic parameter \"\(name)\" (expected "
          + HapticDynamicParameterID.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    return id
  }

  /// The step, or nil for an audio control (skipped with a note).
  mutating func parameter(_ node: JSONNode, _ path: String) throws(AHAPError)
    -> HapticParameterStep?
  {
    let m = try members(node, path, what: "a dynamic parameter")
    let id = try dynamicID(m, path, node)
    let time = try self.time(m, path)
    var value = id.defaultValue
    if let v = m["ParameterValue"] { value = try clamped(v, path + ".ParameterValue", id.range) }
    if id.isAudio {
      notes.append("\(path): \(id.rawValue) skipped (only haptics are played)")
      return nil
    }
    return HapticParameterStep(id, time: time, value: value)
  }

  /// The curve, or nil for an audio control (skipped with a note).
  mutating func curve(_ node: JSONNode, _ path: String) throws(AHAPError)
    -> HapticParameterCurve?
  {
    let m = try members(node, path, what: "a parameter curve")
    let id = try dynamicID(m, path, node)
    let time = try self.time(m, path)
    guard let pointsNode = m["ParameterCurveControlPoints"] else {
      throw fail(path, node, "missing key \"ParameterCurveControlPoints\"")
    }
    let pp = path + ".ParameterCurveControlPoints"
    let list = try array(pointsNode, pp)
    guard !list.isEmpty else { throw fail(pp, pointsNode, "a curve needs at least one point") }
    guard list.count <= HapticParameterCurve.maximumControlPoints else {
      throw fail(
        pp, pointsNode,
        "\(list.count) control points, more than CoreHaptics' "
          + "\(HapticParameterCurve.maximumControlPoints) (split the curve)")
    }
    var points: [HapticParameterCurve.ControlPoint] = []
    for (i, pointNode) in list.enumerated() {
      let p = "\(pp)[\(i)]"
      let pm = try members(pointNode, p, what: "a control point")
      let t = try self.time(pm, p)
      if let previous = points.last, t < previous.time {
        throw fail(
          p + ".Time", pm["Time"] ?? pointNode,
          "control points must be in time order: \(t.messageText) comes after \(previous.time.messageText)"
        )
      }
      var value = id.defaultValue
      if let v = pm["ParameterValue"] { value = try clamped(v, p + ".ParameterValue", id.range) }
      points.append(.init(time: t, value: value))
    }
    if id.isAudio {
      notes.append("\(path): \(id.rawValue) curve skipped (only haptics are played)")
      return nil
    }
    return HapticParameterCurve(id, time: time, controlPoints: points)
  }
}
