@testable import Gestures

/// The output layer's writers as they were before the fast paths (fixed-point numbers digit by
/// digit through Strings, names escaped on every line), kept as the reference the fast paths
/// must match byte for byte.
enum OutputReference {
  /// `value` with exactly `decimals` digits, rounded half away from zero, right-aligned in
  /// `width`; `null` when not finite; Swift's own form beyond the fixed-point digits.
  static func fixed(_ value: Double, decimals: Int, width: Int = 0) -> String {
    guard value.isFinite else { return "null" }
    let decimals = min(max(decimals, 0), 9)
    var scale: UInt64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = abs(value) * Double(scale) + 0.5
    var text: String
    if scaled < 9e18 {
      let units = UInt64(scaled)
      text = value < 0 && units != 0 ? "-" : ""
      text += String(units / scale)
      if decimals > 0 {
        let fraction = String(units % scale)
        text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
      }
    } else {
      text = String(value)
    }
    return String(repeating: " ", count: max(0, width - text.utf8.count)) + text
  }

  static func pair(_ p: Point, decimals: Int = 3) -> String {
    "[" + fixed(p.x, decimals: decimals) + "," + fixed(p.y, decimals: decimals) + "]"
  }

  /// A drag's JSON value, key by key.
  static func dragJSON(_ v: DragGesture.Value) -> String {
    "{\"location\":" + pair(v.location) + ",\"startLocation\":" + pair(v.startLocation)
      + ",\"translation\":" + pair(v.translation.point) + ",\"velocity\":" + pair(v.velocity.point)
      + ",\"predictedEndLocation\":" + pair(v.predictedEndLocation)
      + ",\"predictedEndTranslation\":" + pair(v.predictedEndTranslation.point) + "}"
  }

  static func jsonString(_ s: String) -> String {
    let out = OutputBuffer()
    out.appendJSONString(s)
    return out.text
  }

  /// One JSON Lines transition as `TransitionLog` wrote it, with the value already written.
  static func jsonLine(
    _ t: Transition, deviceNames: [String], origin: Int64, value: String
  ) -> String {
    let device = t.device < deviceNames.count ? deviceNames[t.device] : "device \(t.device)"
    var line = "{\"time\":" + fixed(Double(t.time &- origin) / 1_000_000, decimals: 6)
    line += ",\"device\":" + jsonString(device) + ",\"node\":" + jsonString(t.node)
    line += ",\"gesture\":" + jsonString(t.gesture)
    line += ",\"from\":\"" + t.from.rawValue + "\",\"to\":\"" + t.to.rawValue + "\",\"value\":"
    line += t.to == .failed ? "null" : value
    if let reason = t.reason { line += ",\"reason\":" + jsonString(reason.description) }
    return line + "}\n"
  }
}
