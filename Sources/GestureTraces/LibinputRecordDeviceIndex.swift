import Gestures

/// Where each device after the first stands in a `libinput record` file, found in one pass.
///
/// Each device needs its own reading position (devices' events are merged in time order), and
/// a parser over the whole file would have to read every device before its own: work growing
/// with the square of the devices. Instead one pass reads every device's description, skips its
/// events and validates the rest of the file, noting where each device's `events` key and
/// entry end stand; each device then reads its own entry only (``YAMLByteRange``). A device
/// whose entry is not in the block layout libinput writes (a `{…}` mapping, a key after an
/// anchor) is read the old way, from the top of the file.
struct LibinputRecordDeviceIndex {
  /// One device's description and how its events are to be read.
  struct Entry {
    var description: DeviceDescription
    /// The device's entry from its `events` key, or nil when it has no events.
    var range: YAMLByteRange?
    /// True when the entry must be read from the top of the file instead.
    var fromTop: Bool
  }

  /// Devices 1…ndevices−1, in order.
  var entries: [Entry] = []
  /// The YAML events the pass read (its work).
  var eventCount = 0

  /// Reads every device after the first, starting from a fresh parser; throws the errors
  /// reading the file from the top would.
  init(path: String, declared: Int) throws(TraceError) {
    let first = try LibinputRecordHeader.open(path: path, device: 0)
    let p = first.parser
    if first.eventsFollow {
      try p.advance()
      try p.skipNode()
      try LibinputRecordHeader.skipRestOfMapping(p)
    }
    /// 0-based lines and columns of each device's `events` key and entry end.
    var marks: [(key: LinePosition, end: LinePosition, block: Bool)?] = []
    for index in 1..<declared {
      try LibinputRecordHeader.nextEntry(p, found: index, declared: declared)
      let block = p.isBlockMapping
      let (description, eventsFollow) = try LibinputRecordHeader.readDevice(p, index: index)
      entries.append(Entry(description: description, range: nil, fromTop: false))
      guard eventsFollow else {
        marks.append(nil)
        continue
      }
      let key = LinePosition(line: p.line - 1, column: p.column)
      try p.advance()
      try p.skipNode()
      try LibinputRecordHeader.skipRestOfMapping(p)
      marks.append((key, LinePosition(line: p.line - 1, column: p.column), block))
    }
    try LibinputRecordHeader.validateTail(p, declared: declared)
    eventCount = p.eventCount
    var wanted: [Int] = []
    for case let mark? in marks { wanted += [mark.key.line, mark.end.line] }
    let lines = try LineStarts(path: path, lines: wanted)
    for (i, mark) in marks.enumerated() {
      guard let mark else { continue }
      if mark.block, let range = lines.range(from: mark.key, to: mark.end) {
        entries[i].range = range
      } else {
        entries[i].fromTop = true
      }
    }
  }

  /// The position (for device `index`, 1 or more) its stream starts from.
  func position(_ index: Int, path: String, declared: Int)
    throws(TraceError) -> LibinputRecordHeader.DevicePosition
  {
    let entry = entries[index - 1]
    if entry.fromTop { return try LibinputRecordHeader.open(path: path, device: index) }
    guard let range = entry.range else {
      let empty = YAMLByteRange(start: 0, end: 0, indent: 0, firstLine: 0)
      return .init(
        parser: try YAMLEventParser(path: path, range: empty), description: entry.description,
        declaredDevices: declared, eventsFollow: false, ownEntry: true)
    }
    let p = try YAMLEventParser(path: path, range: range)
    try p.advance()  // stream start
    try p.advance()  // document start
    guard try p.advance() == .mappingStart, try p.advance() == .scalar, p.isScalar("events")
    else {
      throw p.error("device \(index) changed while it was being read")
    }
    return .init(
      parser: p, description: entry.description, declaredDevices: declared,
      eventsFollow: true, ownEntry: true)
  }
}
