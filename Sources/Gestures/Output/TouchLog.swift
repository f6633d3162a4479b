/// How the tool prints what it found.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// One aligned line per item, for people.
  case text
  /// JSON Lines: one object per line, for programs.
  case json
}

/// Prints decoded contacts one line per contact change, like `libinput debug-events`.
///
/// Text: `  0.123456  Device Name  down      slot 0  contact 1    12.34   56.78 mm` (pressure
/// and finger count appended when known). JSON Lines: `{"time": s, "device": name, "slot": n,
/// "contact": n, "phase": "down|moved|up|cancelled", "x": mm, "y": mm}` plus `"pressure"`
/// (0–1), `"major"`/`"minor"` (mm) when the device reports them and `"fingers"` when a touchpad
/// counts more fingers than it tracks; `"role"` and `"reason"` for a contact that is not a finger
/// (hovering, palm, thumb: see ``ContactRules``; text appends `hovering (pressure 3 < 31)`). A frame in which only that finger count changed prints
/// one line with `"phase": "fingers"` and no slot, contact or position.
public struct TouchLog {
  public let format: OutputFormat
  public let output: OutputBuffer
  /// The device names of the trace, by index.
  public var deviceNames: [String]

  public init(format: OutputFormat, output: OutputBuffer, deviceNames: [String]) {
    self.format = format
    self.output = output
    self.deviceNames = deviceNames
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

  /// The start every line shares: the time and the device (`{"time":…,"device":…` in JSON).
  private func start(_ frame: TouchFrame, seconds: Double) {
    let o = output
    let name = frame.device < deviceNames.count ? deviceNames[frame.device] : "device"
    switch format {
    case .text:
      o.append(fixed: seconds, decimals: 6, width: 11)
      o.append("  ")
      o.append(string: name)
    case .json:
      o.append("{\"time\":")
      o.append(fixed: seconds, decimals: 6)
      o.append(",\"device\":")
      o.appendJSONString(name)
    }
  }

  private func line(_ frame: TouchFrame, _ c: Contact, seconds: Double) {
    let o = output
    start(frame, seconds: seconds)
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
      }
    case .json:
      o.append(",\"slot\":")
      o.append(c.slot)
      o.append(",\"contact\":")
      o.append(c.id)
      o.append(",\"phase\":\"")
      o.append(string: c.phase.rawValue)
      o.append("\",\"x\":")
      o.append(fixed: c.x, decimals: 3)
      o.append(",\"y\":")
      o.append(fixed: c.y, decimals: 3)
      if let p = c.pressure {
        o.append(",\"pressure\":")
        o.append(fixed: p, decimals: 4)
      }
      if let m = c.major {
        o.append(",\"major\":")
        o.append(fixed: m, decimals: 3)
      }
      if let m = c.minor {
        o.append(",\"minor\":")
        o.append(fixed: m, decimals: 3)
      }
      if let f = extraFingers(frame) {
        o.append(",\"fingers\":")
        o.append(f)
      }
      if c.role != .finger {
        o.append(",\"role\":\"")
        o.append(string: c.role.rawValue)
        o.append("\"")
        if let r = c.reason {
          o.append(",\"reason\":")
          o.appendJSONString(r.description)
        }
      }
      o.append("}")
    }
    o.lineEnded()
  }

  private func fingersLine(_ frame: TouchFrame, seconds: Double) {
    let o = output
    start(frame, seconds: seconds)
    switch format {
    case .text:
      o.append("  fingers   ")
      o.append(frame.fingerCount)
    case .json:
      o.append(",\"phase\":\"fingers\",\"fingers\":")
      o.append(frame.fingerCount)
      o.append("}")
    }
    o.lineEnded()
  }
}
