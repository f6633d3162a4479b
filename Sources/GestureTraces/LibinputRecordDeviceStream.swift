import Gestures

/// The events of one device of a `libinput record` file, read lazily with that device's own
/// parser, validated frame by frame.
///
/// Frames are the `- evdev:` items; libinput's verifier requires each to end in `SYN_REPORT`
/// (`[.., 0, 0, ..]`) and no other row of it to be one. Other item kinds (`libinput:`, `hid:`)
/// and unknown keys are skipped. The last device's stream also validates the rest of the file
/// after its events, so every byte has been checked once the trace has been read to the end.
final class LibinputRecordDeviceStream {
  /// One event and where it stands.
  struct Row {
    var event: EvdevEvent
    var line: Int
    /// True for the last row of its `- evdev:` frame (its `SYN_REPORT`).
    var endsFrame: Bool
  }

  private enum State {
    case start, items, itemKeys, frame, done
  }

  /// What remains to be validated after the events, for the last device.
  private enum Tail { case insideDevice, afterDevice }

  private let p: YAMLEventParser
  private let index: Int
  private let declaredDevices: Int
  private let ownEntry: Bool
  private var state: State
  private var pendingTail: Tail?
  private var lastTime = Int64.min
  private var lastTimeLine = 0

  /// Takes over a parser on device `index`'s `events` key (or its mapping end, when it has no
  /// events).
  init(_ position: LibinputRecordHeader.DevicePosition, index: Int) {
    p = position.parser
    self.index = index
    declaredDevices = position.declaredDevices
    ownEntry = position.ownEntry
    state = position.eventsFollow ? .start : .done
    pendingTail = position.eventsFollow ? nil : .afterDevice
  }

  /// The YAML events this device's parser has produced (its work).
  var eventCount: Int { p.eventCount }

  /// The next row, or nil when the device has no more events.
  func next() throws(TraceError) -> Row? {
    while true {
      switch state {
      case .start:
        try p.advance()
        if p.isNull {
          state = .done
          pendingTail = .insideDevice
        } else if p.kind == .sequenceStart {
          state = .items
        } else {
          throw p.error("'events' must be a list of '- evdev:' frames, found \(p.describe)")
        }
      case .items:
        switch try p.advance() {
        case .mappingStart: state = .itemKeys
        case .sequenceEnd:
          state = .done
          pendingTail = .insideDevice
        default:
          throw p.error("each 'events' entry must be a mapping (- evdev: …), found \(p.describe)")
        }
      case .itemKeys:
        if try p.advance() == .mappingEnd {
          state = .items
        } else if p.isScalar("evdev") {
          try p.advance()
          guard p.kind == .sequenceStart else {
            throw p.error(
              "'evdev' must be a list of [sec, usec, type, code, value] rows ending in "
                + "SYN_REPORT, found \(p.describe)")
          }
          if try p.advance() == .sequenceEnd {
            throw p.error("empty evdev frame: a frame must end in SYN_REPORT")
          }
          state = .frame
        } else {
          // `libinput:`, `hid:` and unknown keys of an events item.
          try p.skipNode()
          try p.advance()
          try p.skipNode()
        }
      case .frame:
        // The parser is on the start of the next row (checked in readRow).
        let row = try readRow()
        let isSyn = row.type == EventType.syn && row.code == SynCode.report
        let ends = try p.advance() == .sequenceEnd
        if isSyn && !ends {
          throw TraceError(
            file: p.path, line: row.line,
            "SYN_REPORT in the middle of an evdev frame: it must be the frame's last row")
        }
        if !isSyn && ends {
          throw TraceError(
            file: p.path, line: row.line,
            "evdev frame does not end in SYN_REPORT (last row is type \(row.type) code "
              + "\(row.code), expected [sec, usec, 0, 0, 0])")
        }
        if ends { state = .itemKeys }
        return Row(event: row.event, line: row.line, endsFrame: ends)
      case .done:
        if let tail = pendingTail {
          pendingTail = nil
          try validateTail(from: tail)
        }
        return nil
      }
    }
  }

  private struct ParsedRow {
    var event: EvdevEvent
    var line: Int
    var type: UInt16 { event.type }
    var code: UInt16 { event.code }
  }

  /// Reads one `[sec, usec, type, code, value]` row, leaving the parser on its end.
  private func readRow() throws(TraceError) -> ParsedRow {
    guard p.kind == .sequenceStart else {
      throw p.error("event row must be [sec, usec, type, code, value], found \(p.describe)")
    }
    let line = p.line
    var v: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)
    var n = 0
    while try p.advance() != .sequenceEnd {
      guard let x = p.integer else {
        throw p.error(
          "event row must be 5 integers [sec, usec, type, code, value], found \(p.describe)")
      }
      switch n {
      case 0: v.0 = x
      case 1: v.1 = x
      case 2: v.2 = x
      case 3: v.3 = x
      case 4: v.4 = x
      default:
        throw p.error("event row has more than 5 values, expected [sec, usec, type, code, value]")
      }
      n += 1
    }
    guard n == 5 else {
      throw TraceError(
        file: p.path, line: line,
        "event row has \(n) values, expected 5 [sec, usec, type, code, value]")
    }
    func bad(_ message: String) -> TraceError { TraceError(file: p.path, line: line, message) }
    guard v.0 >= 0, v.0 <= EvdevEvent.latestSecond else {
      throw bad("event sec \(v.0) is out of range 0…\(EvdevEvent.latestSecond) (about 285 years)")
    }
    guard v.1 >= 0, v.1 < 1_000_000 else {
      throw bad("event usec \(v.1) is out of range 0…999999")
    }
    guard (0...Int64(UInt16.max)).contains(v.2) else {
      throw bad("event type \(v.2) is out of range")
    }
    guard (0...Int64(UInt16.max)).contains(v.3) else {
      throw bad("event code \(v.3) is out of range")
    }
    guard (Int64(Int32.min)...Int64(Int32.max)).contains(v.4) else {
      throw bad("event value \(v.4) does not fit in 32 bits")
    }
    let time = v.0 * 1_000_000 + v.1
    if time < lastTime {
      throw bad(
        "time goes backwards: \(Self.seconds(time)) s after \(Self.seconds(lastTime)) s "
          + "(line \(lastTimeLine))")
    }
    lastTime = time
    lastTimeLine = line
    return ParsedRow(
      event: EvdevEvent(time: time, type: UInt16(v.2), code: UInt16(v.3), value: Int32(v.4)),
      line: line)
  }

  private static func seconds(_ us: Int64) -> String {
    let frac = String(us % 1_000_000)
    return "\(us / 1_000_000).\(String(repeating: "0", count: 6 - frac.count))\(frac)"
  }

  /// After the events: the rest of the device's mapping, and for the last device read over the
  /// whole file the rest of the file.
  private func validateTail(from tail: Tail) throws(TraceError) {
    guard ownEntry || index == declaredDevices - 1 else { return }
    if tail == .insideDevice { try LibinputRecordHeader.skipRestOfMapping(p) }
    if ownEntry {
      if tail == .insideDevice, try p.advance() != .documentEnd {
        throw p.error("unexpected \(p.describe) after device \(index)")
      }
    } else if index == declaredDevices - 1 {
      try LibinputRecordHeader.validateTail(p, declared: declaredDevices)
    }
  }
}
