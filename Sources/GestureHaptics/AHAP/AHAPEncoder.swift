import Gestures

/// Writes an ``AHAPDocument`` as AHAP JSON in the layout of Apple's samples: `Version`,
/// `Metadata`, then `Pattern` with the events, the parameter steps and the curves, one entry per
/// line. Event parameters at their default are left out (except intensity and sharpness, always
/// written); numbers use the shortest form that reads back to the same value.
enum AHAPEncoder {
  static func encode(_ document: AHAPDocument) -> String {
    var o = ""
    o += "{\n"
    if let v = document.version { o += "  \"Version\": \(number(v)),\n" }
    if let metadata = document.metadata {
      o += "  \"Metadata\": {"
      o += metadata.map { "\(quoted($0.key)): \(quoted($0.value))" }.joined(separator: ", ")
      o += "},\n"
    }
    var entries: [String] = []
    let p = document.pattern
    for e in p.events { entries.append(event(e)) }
    for s in p.parameters {
      entries.append(
        "{\"Parameter\": {\"ParameterID\": \(quoted(s.parameter.rawValue)), "
          + "\"Time\": \(number(s.time)), \"ParameterValue\": \(number(s.value))}}")
    }
    for c in p.curves {
      let points = c.controlPoints.map {
        "{\"Time\": \(number($0.time)), \"ParameterValue\": \(number($0.value))}"
      }
      entries.append(
        "{\"ParameterCurve\": {\"ParameterID\": \(quoted(c.parameter.rawValue)), "
          + "\"Time\": \(number(c.time)), \"ParameterCurveControlPoints\": ["
          + points.joined(separator: ", ") + "]}}")
    }
    o += "  \"Pattern\": ["
    o += entries.isEmpty ? "" : "\n    " + entries.joined(separator: ",\n    ") + "\n  "
    o += "]\n}\n"
    return o
  }

  static func event(_ e: HapticEvent) -> String {
    var parameters: [(HapticEventParameterID, Double)] = [
      (.intensity, e.intensity), (.sharpness, e.sharpness),
    ]
    for id in [HapticEventParameterID.attackTime, .decayTime, .releaseTime, .sustained] {
      let v = e.value(of: id)
      if v != id.defaultValue { parameters.append((id, v)) }
    }
    var s = "{\"Event\": {\"Time\": \(number(e.time)), \"EventType\": \(quoted(e.kind.rawValue)), "
    if e.kind == .continuous || e.duration > 0 {
      s += "\"EventDuration\": \(number(e.duration)), "
    }
    s += "\"EventParameters\": ["
    s += parameters.map {
      "{\"ParameterID\": \(quoted($0.0.rawValue)), \"ParameterValue\": \(number($0.1))}"
    }.joined(separator: ", ")
    s += "]}}"
    return s
  }

  /// The shortest decimal that reads back as `value` (`1.0`, `0.015`, `1e-05`).
  static func number(_ value: Double) -> String { value.description }

  static func quoted(_ s: String) -> String {
    let out = OutputBuffer()
    out.appendJSONString(s)
    return out.text
  }
}
