/// Prints decoded contacts one line per contact change, like `libinput debug-events`: aligned
/// text, or JSON Lines with the time (s), device, slot, contact, phase and position (mm), plus
/// pressure, size, finger count and role when known (the Output contract article).
public struct TouchLog {
  /// Aligned text or JSON Lines.
  public let format: OutputFormat
  /// Where the lines are written.
  public let output: OutputBuffer
  /// The device names of the trace, by index.
  public var deviceNames: [String] {
    didSet { shownNames = deviceNames.map(TerminalText.escaped) }
  }
  /// The names escaped for text output once, rather than on every line.
  private var shownNames: [String]

  /// A log writing `format` lines to `output`, naming devices by `deviceNames`.
  public init(format: OutputFormat, output: OutputBuffer, deviceNames: [String]) {
    self.format = format
    self.output = output
    self.deviceNames = deviceNames
    self.shownNames = deviceNames.map(TerminalText.escaped)
  }

  /// Prints the changes of one frame; `seconds` is the frame's time from the trace's start.
  public func write(_ frame: TouchFrame, seconds: Double) {
    var active = 0
    var printed = false
    for c in frame.contacts {
      if c.isFingerDown { active += 1 }
      guard c.phase != .stationary else { continue }
      printed = true
      line(frame, c, seconds: seconds)
    }
    if !printed { fingersLine(frame, seconds: seconds) }
  }

  private func extraFingers(_ frame: TouchFrame) -> Int? {
    var active = 0
    for c in frame.contacts where c.isFingerDown { active += 1 }
    return frame.fingerCount > active ? frame.fingerCount : nil
  }

  /// The start every line shares: the time and the device (`{"time":…,"device":…` in JSON,
  /// whose writer is returned to go on with).
  private func start(_ frame: TouchFrame, seconds: Double) -> JSONWriter {
    let o = output
    let known = frame.device < deviceNames.count
    var j = JSONWriter(o)
    switch format {
    case .text:
      o.append(fixed: seconds, decimals: 6, width: 11)
      o.append("  ")
      o.append(string: known ? shownNames[frame.device] : "device")
    case .json:
      j.beginObject()
      j.member("time", fixed: seconds, decimals: 6)
      j.member("device", string: known ? deviceNames[frame.device] : "device")
    }
    return j
  }

  private func line(_ frame: TouchFrame, _ c: Contact, seconds: Double) {
    let o = output
    var j = start(frame, seconds: seconds)
    switch format {
    case .text:
      o.append("  ")
      o.append(string: c.phase.rawValue)
      o.appendSpaces(9 - c.phase.rawValue.utf8.count)
      o.append(" slot ")
      o.append(c.slot, width: 2)
      o.append("  contact ")
      o.append(c.id, width: 3)
      o.append(fixed: c.x, decimals: 2, width: 9)
      o.append(fixed: c.y, decimals: 2, width: 9)
      o.append(" mm")
      if let p = c.pressure {
        o.append("  pressure ")
        o.append(fixed: p, decimals: 2)
      }
      if let f = extraFingers(frame) {
        o.append("  fingers ")
        o.append(f)
      }
      if c.role != .finger {
        o.append("  ")
        o.append(string: c.role.rawValue)
        if let r = c.reason {
          o.append(" (")
          o.append(string: r.description)
          o.append(")")
        }
      } else if let r = c.reason {
        // A finger's reason says what the decoder did with it (a jump).
        o.append("  (")
        o.append(string: r.description)
        o.append(")")
      }
    case .json:
      j.member("slot", integer: c.slot)
      j.member("contact", integer: c.id)
      j.member("phase", string: c.phase.rawValue)
      j.member("x", fixed: c.x, decimals: 3)
      j.member("y", fixed: c.y, decimals: 3)
      if let p = c.pressure { j.member("pressure", fixed: p, decimals: 4) }
      if let m = c.major { j.member("major", fixed: m, decimals: 3) }
      if let m = c.minor { j.member("minor", fixed: m, decimals: 3) }
      if let f = extraFingers(frame) { j.member("fingers", integer: f) }
      if c.role != .finger { j.member("role", string: c.role.rawValue) }
      if let r = c.reason { j.member("reason", string: r.description) }
      j.endObject()
    }
    o.lineEnded()
  }

  private func fingersLine(_ frame: TouchFrame, seconds: Double) {
    let o = output
    var j = start(frame, seconds: seconds)
    switch format {
    case .text:
      o.append("  fingers   ")
      o.append(frame.fingerCount)
    case .json:
      j.member("phase", name: "fingers")
      j.member("fingers", integer: frame.fingerCount)
      j.endObject()
    }
    o.lineEnded()
  }
}
