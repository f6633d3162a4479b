/// Prints transitions as they happen: aligned text for people, or JSON Lines whose objects hold
/// `time` (seconds from ``origin``), `device`, `node`, `gesture`, `from`, `to`, `value` and, on
/// failed and cancelled, `reason`. Both forms are in the Output contract article.
public final class TransitionLog: TransitionSink {
  /// Aligned text or JSON Lines.
  public let format: OutputFormat
  /// Where the lines are written.
  public let output: OutputBuffer
  /// Device names by index.
  public var deviceNames: [String] {
    didSet {
      deviceJSON = Self.quoted(deviceNames)
      // The cached headers hold the old names.
      headers = Self.emptyHeaders
    }
  }
  /// The names as JSON strings, made once rather than on every line.
  @exclusivity(unchecked) private var deviceJSON: [[UInt8]] = []
  /// Each line's `,"device":…,"node":…,"gesture":…`, escaped once rather than on every line:
  /// direct-mapped by the recognizer's address, checked against the transition's names.
  @exclusivity(unchecked) private var headers = TransitionLog.emptyHeaders

  private struct Header {
    var recognizer: UInt = 0
    var device = -1
    var node = ""
    var gesture = ""
    var bytes: [UInt8] = []
  }
  private static let headerSlots = 64
  private static let emptyHeaders = [Header](repeating: Header(), count: headerSlots)

  private static func quoted(_ names: [String]) -> [[UInt8]] {
    names.map { name in
      let out = OutputBuffer()
      out.appendJSONString(name)
      return out.bytes
    }
  }
  /// The time output counts from, in µs (the trace's first event).
  @exclusivity(unchecked) public var origin: Int64
  /// Number of transitions written.
  @exclusivity(unchecked) public private(set) var count = 0

  /// A log writing `format` lines to `output`, naming devices by `deviceNames`, times counted
  /// from `origin`, µs.
  public init(format: OutputFormat, output: OutputBuffer, deviceNames: [String], origin: Int64 = 0)
  {
    self.format = format
    self.output = output
    self.deviceNames = deviceNames
    self.deviceJSON = Self.quoted(deviceNames)
    self.origin = origin
  }

  /// Writes `t`, with the value of `recognizer`'s gesture at that moment.
  public func record(_ t: Transition, recognizer: GestureRecognizer) {
    count += 1
    let seconds = Double(t.time &- origin) / 1_000_000
    let o = output
    switch format {
    case .json:
      var j = JSONWriter(o)
      j.beginObject()
      j.member("time", fixed: seconds, decimals: 6)
      writeHeader(t, recognizer: recognizer)
      j.member("from", name: Self.name(t.from))
      j.member("to", name: Self.name(t.to))
      j.key("value")
      // A gesture that failed never produced a value worth reporting.
      if t.to == .failed {
        j.null()
      } else {
        j.value { recognizer.writeJSONValue(to: $0) }
      }
      if let reason = t.reason { j.member("reason", string: reason.description) }
      j.endObject()
    case .text:
      let device = t.device < deviceNames.count ? deviceNames[t.device] : "device \(t.device)"
      o.append(fixed: seconds, decimals: 6, width: 11)
      o.append("  ")
      if deviceNames.count > 1 {
        o.append("[")
        o.append(escaped: device)
        o.append("] ")
      }
      if t.node != "root" {
        o.append(escaped: t.node)
        o.append(": ")
      }
      o.append(escaped: t.gesture)
      o.appendSpaces(11 - t.gesture.utf8.count)
      o.append(" ")
      o.append(string: t.from.rawValue)
      o.append(" → ")
      o.append(string: t.to.rawValue)
      o.appendSpaces(10 - t.to.rawValue.utf8.count)
      let mark = o.count
      if t.to != .failed { _ = recognizer.writeValue(.text, to: o) }
      if o.count > mark { o.append("  ") }
      if let reason = t.reason {
        o.append("— ")
        o.append(escaped: reason.description)
      }
      while o.lastByte == 0x20 { o.removeLast() }
    }
    o.lineEnded()
  }

  /// Writes `,"device":…,"node":…,"gesture":…` from the cache, making it on a miss.
  private func writeHeader(_ t: Transition, recognizer: GestureRecognizer) {
    let address = UInt(bitPattern: ObjectIdentifier(recognizer))
    // Objects are 16-byte aligned: the bits above those pick the slot.
    let slot = Int(truncatingIfNeeded: (address >> 4) ^ (address >> 10)) & (Self.headerSlots - 1)
    let hit = headers.withUnsafeBufferPointer { all in
      // Compared in place: a copy of the entry would retain its names and bytes.
      let h = all.baseAddress! + slot
      guard h.pointee.recognizer == address, h.pointee.device == t.device,
        h.pointee.node == t.node, h.pointee.gesture == t.gesture
      else { return false }
      output.append(bytes: h.pointee.bytes)
      return true
    }
    if hit { return }
    let scratch = OutputBuffer()
    var j = JSONWriter(continuingObjectIn: scratch)
    j.key("device")
    if t.device < deviceJSON.count {
      j.value { $0.append(bytes: deviceJSON[t.device]) }
    } else {
      j.string("device \(t.device)")
    }
    j.member("node", string: t.node)
    j.member("gesture", string: t.gesture)
    let header = Header(
      recognizer: address, device: t.device, node: t.node, gesture: t.gesture,
      bytes: scratch.bytes)
    output.append(bytes: header.bytes)
    headers[slot] = header
  }

  /// A phase's name (its raw value) as a literal, so writing it walks no String.
  private static func name(_ phase: GesturePhase) -> StaticString {
    switch phase {
    case .possible: "possible"
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    case .cancelled: "cancelled"
    case .failed: "failed"
    }
  }
}
