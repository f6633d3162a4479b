/// Prints transitions as they happen: aligned text for people, or JSON Lines as DESIGN.md's
/// contract fixes it.
///
/// JSON: `{"time": s, "device": name, "node": path, "gesture": name, "from": phase,
/// "to": phase, "value": {...}|null}` plus `"reason"` on failed and cancelled. `time` is seconds
/// from ``origin``.
///
/// Text: `  0.512034  long-press  possible → ended  true`, with the node before the gesture when
/// it is not the root, the device when the input has several, and `— reason` on failures.
public final class TransitionLog: TransitionSink {
  public let format: OutputFormat
  public let output: OutputBuffer
  /// Device names by index.
  public var deviceNames: [String] {
    didSet { deviceJSON = Self.quoted(deviceNames) }
  }
  /// The names as JSON strings, made once rather than on every line.
  private var deviceJSON: [[UInt8]] = []

  private static func quoted(_ names: [String]) -> [[UInt8]] {
    names.map { name in
      let out = OutputBuffer()
      out.appendJSONString(name)
      return out.bytes
    }
  }
  /// The time output counts from, in µs (the trace's first event).
  public var origin: Int64
  /// Number of transitions written.
  public private(set) var count = 0

  public init(format: OutputFormat, output: OutputBuffer, deviceNames: [String], origin: Int64 = 0)
  {
    self.format = format
    self.output = output
    self.deviceNames = deviceNames
    self.deviceJSON = Self.quoted(deviceNames)
    self.origin = origin
  }

  public func record(_ t: Transition, recognizer: GestureRecognizer) {
    count += 1
    let seconds = Double(t.time &- origin) / 1_000_000
    let device = t.device < deviceNames.count ? deviceNames[t.device] : "device \(t.device)"
    let o = output
    switch format {
    case .json:
      o.append("{\"time\":")
      o.append(fixed: seconds, decimals: 6)
      o.append(",\"device\":")
      if t.device < deviceJSON.count {
        o.append(bytes: deviceJSON[t.device])
      } else {
        o.appendJSONString(device)
      }
      o.append(",\"node\":")
      o.appendJSONString(t.node)
      o.append(",\"gesture\":")
      o.appendJSONString(t.gesture)
      o.append(",\"from\":\"")
      o.append(string: t.from.rawValue)
      o.append("\",\"to\":\"")
      o.append(string: t.to.rawValue)
      o.append("\",\"value\":")
      // A gesture that failed never produced a value worth reporting.
      if t.to == .failed {
        o.append("null")
      } else {
        GestureValueFormatter.writeJSON(recognizer.gestureValue, to: o)
      }
      if let reason = t.reason {
        o.append(",\"reason\":")
        o.appendJSONString(reason.description)
      }
      o.append("}")
    case .text:
      o.append(fixed: seconds, decimals: 6, width: 11)
      o.append("  ")
      if deviceNames.count > 1 {
        o.append("[")
        o.append(string: device)
        o.append("] ")
      }
      if t.node != "root" {
        o.append(string: t.node)
        o.append(": ")
      }
      o.append(string: t.gesture)
      o.appendSpaces(11 - t.gesture.utf8.count)
      o.append(" ")
      o.append(string: t.from.rawValue)
      o.append(" → ")
      o.append(string: t.to.rawValue)
      o.appendSpaces(10 - t.to.rawValue.utf8.count)
      let mark = o.count
      if t.to != .failed { GestureValueFormatter.writeText(recognizer.gestureValue, to: o) }
      if o.count > mark { o.append("  ") }
      if let reason = t.reason {
        o.append("— ")
        o.append(string: reason.description)
      }
      while o.lastByte == 0x20 { o.removeLast() }
    }
    o.lineEnded()
  }
}
