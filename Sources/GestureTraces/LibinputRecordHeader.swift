import Gestures

/// Reading the non-event parts of a `libinput record` file: the top-level keys and one device's
/// description. Each function leaves the parser just after what it read, so a parser can be
/// walked to device `k` and then hand over to that device's event stream.
enum LibinputRecordHeader {
  /// A parser positioned inside device `index`'s mapping: on its `events` key when
  /// `eventsFollow`, or on the mapping's end when the device has no `events`.
  struct DevicePosition {
    var parser: YAMLEventParser
    var description: DeviceDescription
    /// The `ndevices` the file declares.
    var declaredDevices: Int
    var eventsFollow: Bool
    /// True when the parser reads only this device's entry (``YAMLByteRange``), so the rest of
    /// the file is not its to validate.
    var ownEntry = false
  }

  /// Opens `path` and walks to device `index`, validating the header on the way.
  ///
  /// `version` and `ndevices` must come before `devices` (libinput always writes them first);
  /// a streaming reader cannot look ahead for them. `ndevices` is capped at 256 because every
  /// device holds its own open file while reading.
  static func open(path: String, device index: Int) throws(TraceError) -> DevicePosition {
    let p = try YAMLEventParser(path: path)
    try p.advance()  // stream start
    guard try p.advance() == .documentStart else {
      throw TraceError(file: path, line: nil, "empty file: not a libinput recording")
    }
    guard try p.advance() == .mappingStart else {
      throw p.error(
        "not a libinput recording: expected a mapping with version, ndevices and devices, "
          + "found \(p.describe)")
    }
    var version: Int64?
    var ndevices: Int?
    while true {
      let kind = try p.advance()
      if kind == .mappingEnd {
        if version == nil { throw p.error("missing 'version' (expected 'version: 1')") }
        if ndevices == nil { throw p.error("missing 'ndevices'") }
        throw p.error("missing 'devices' (truncated recording?)")
      }
      if p.isScalar("version") {
        try p.advance()
        guard let v = p.integer else {
          throw p.error("'version' must be an integer, found \(p.describe)")
        }
        guard v == 1 else {
          throw p.error("unsupported libinput record version \(v): only version 1 is supported")
        }
        version = v
      } else if p.isScalar("ndevices") {
        try p.advance()
        guard let n = p.integer else {
          throw p.error("'ndevices' must be an integer, found \(p.describe)")
        }
        guard n >= 1, n <= 256 else { throw p.error("'ndevices' must be 1…256, found \(n)") }
        ndevices = Int(n)
      } else if p.isScalar("devices") {
        guard version != nil else {
          throw p.error("missing 'version' before 'devices' (expected 'version: 1')")
        }
        guard let ndevices else { throw p.error("missing 'ndevices' before 'devices'") }
        return try openDevice(p, index: index, declared: ndevices)
      } else {
        try p.skipNode()  // a complex key
        try p.advance()
        try p.skipNode()  // unknown keys are ignored, as libinput does
      }
    }
  }

  /// From the `devices` key: skips `index` entries and reads the next one up to its `events`.
  private static func openDevice(
    _ p: YAMLEventParser, index: Int, declared: Int
  ) throws(TraceError) -> DevicePosition {
    try p.advance()
    if p.isNull {
      throw p.error("ndevices is \(declared) but 'devices' is empty (truncated recording?)")
    }
    guard p.kind == .sequenceStart else {
      throw p.error("'devices' must be a list, found \(p.describe)")
    }
    for found in 0...index {
      try nextEntry(p, found: found, declared: declared)
      if found < index { try p.skipNode() }
    }
    let (description, eventsFollow) = try readDevice(p, index: index)
    return DevicePosition(
      parser: p, description: description, declaredDevices: declared, eventsFollow: eventsFollow)
  }

  /// Reads device `index`'s entry from its first event up to its `events` key (true) or the
  /// end of its mapping (false).
  static func readDevice(
    _ p: YAMLEventParser, index: Int
  ) throws(TraceError) -> (DeviceDescription, eventsFollow: Bool) {
    guard p.kind == .mappingStart else {
      throw p.error("device \(index) must be a mapping (- node: …), found \(p.describe)")
    }
    let deviceLine = p.line
    var node: String?
    var evdev: DeviceDescription?
    var udev: [String: String] = [:]
    var eventsFollow = false
    keys: while true {
      let kind = try p.advance()
      if kind == .mappingEnd { break }
      if p.isScalar("node") {
        try p.advance()
        guard p.kind == .scalar else { throw p.error("'node' must be a path") }
        node = p.isNull ? nil : p.scalarString
      } else if p.isScalar("evdev") {
        evdev = try readEvdev(p)
      } else if p.isScalar("udev") {
        udev = try readUdev(p)
      } else if p.isScalar("events") {
        eventsFollow = true
        break keys
      } else {
        try p.skipNode()
        try p.advance()
        try p.skipNode()
      }
    }
    guard var description = evdev else {
      throw TraceError(
        file: p.path, line: deviceLine,
        "device \(index) has no 'evdev' block" + (eventsFollow ? " before 'events'" : ""))
    }
    description.node = node
    description.udevProperties = udev
    return (description, eventsFollow)
  }

  /// Moves to the start of entry `found` of `devices`, which must be there.
  static func nextEntry(_ p: YAMLEventParser, found: Int, declared: Int) throws(TraceError) {
    if try p.advance() == .sequenceEnd {
      let entries =
        found == 0 ? "no entries" : found == 1 ? "only 1 entry" : "only \(found) entries"
      throw p.error("ndevices is \(declared) but 'devices' has \(entries) (truncated recording?)")
    }
  }

  /// Skips the rest of a mapping whose key the parser is on or before, leaving it on its end.
  static func skipRestOfMapping(_ p: YAMLEventParser) throws(TraceError) {
    while try p.advance() != .mappingEnd {
      try p.skipNode()
      try p.advance()
      try p.skipNode()
    }
  }

  /// From the end of the last device's mapping: the end of `devices` (more entries than
  /// `ndevices` is an error), the rest of the top level and the end of the file.
  static func validateTail(_ p: YAMLEventParser, declared: Int) throws(TraceError) {
    switch try p.advance() {
    case .sequenceEnd: break
    case .mappingStart, .sequenceStart, .scalar, .alias:
      throw p.error("ndevices is \(declared) but 'devices' has more entries")
    default: throw p.error("unexpected \(p.describe) after the devices")
    }
    try skipRestOfMapping(p)
    try p.advance()  // document end
    if try p.advance() == .documentStart {
      throw p.error("more than one YAML document: a libinput recording has exactly one")
    }
  }

  /// Reads the `evdev:` mapping: name, id, codes, absinfo, properties.
  private static func readEvdev(_ p: YAMLEventParser) throws(TraceError) -> DeviceDescription {
    let evdevLine = p.line
    guard try p.advance() == .mappingStart else {
      throw p.error("'evdev' must be a mapping, found \(p.describe)")
    }
    var name: String?
    var id: DeviceID?
    var codes: [UInt16: Set<UInt16>]?
    var absInfo: [UInt16: AbsInfo] = [:]
    var properties: Set<UInt16> = []
    while try p.advance() != .mappingEnd {
      if p.isScalar("name") {
        try p.advance()
        guard p.kind == .scalar else {
          throw p.error("evdev 'name' must be a string, found \(p.describe)")
        }
        let text = p.scalarString
        name = text
        if text.utf8.count > DeviceDescription.maximumNameLength {
          throw p.error(
            "evdev 'name' of \(text.utf8.count) bytes; a device name has at most "
              + "\(DeviceDescription.maximumNameLength)")
        }
      } else if p.isScalar("id") {
        try p.advance()
        let line = p.line
        let values = try readIntegers(p, what: "evdev 'id'", range: 0...0xffff)
        guard values.count == 4 else {
          throw TraceError(
            file: p.path, line: line,
            "evdev 'id' must be 4 integers [bustype, vendor, product, version], "
              + "found \(values.count)")
        }
        id = DeviceID(
          bustype: UInt16(values[0]), vendor: UInt16(values[1]), product: UInt16(values[2]),
          version: UInt16(values[3]))
      } else if p.isScalar("codes") {
        codes = try readCodes(p)
      } else if p.isScalar("absinfo") {
        absInfo = try readAbsInfo(p)
      } else if p.isScalar("properties") {
        try p.advance()
        properties = Set(
          try readIntegers(p, what: "evdev 'properties'", range: 0...0x1f).map { UInt16($0) })
      } else {
        try p.skipNode()
        try p.advance()
        try p.skipNode()
      }
    }
    func missing(_ key: String) -> TraceError {
      TraceError(file: p.path, line: evdevLine, "'evdev' block has no '\(key)'")
    }
    guard let name else { throw missing("name") }
    guard let id else { throw missing("id") }
    guard let codes else { throw missing("codes") }
    for code in (codes[EventType.abs] ?? []).sorted() where absInfo[code] == nil {
      throw TraceError(
        file: p.path, line: evdevLine, "EV_ABS code \(code) is in 'codes' but has no 'absinfo' row")
    }
    return DeviceDescription(
      name: name, id: id, codes: codes, absInfo: absInfo, properties: properties)
  }

  /// Reads `codes: {type: [code, …]}`.
  private static func readCodes(_ p: YAMLEventParser) throws(TraceError) -> [UInt16: Set<UInt16>] {
    try p.advance()
    if p.isNull { return [:] }
    guard p.kind == .mappingStart else {
      throw p.error("evdev 'codes' must be a mapping {type: [codes]}, found \(p.describe)")
    }
    var codes: [UInt16: Set<UInt16>] = [:]
    while try p.advance() != .mappingEnd {
      guard let type = p.integer, (0...Int64(EventType.max)).contains(type) else {
        throw p.error("evdev 'codes' key must be an event type 0…31, found \(p.describe)")
      }
      try p.advance()
      let list = try readIntegers(p, what: "evdev 'codes' list", range: 0...0xffff)
      codes[UInt16(type), default: []].formUnion(list.map { UInt16($0) })
    }
    return codes
  }

  /// Reads `absinfo: {code: [min, max, fuzz, flat, resolution]}`.
  private static func readAbsInfo(_ p: YAMLEventParser) throws(TraceError) -> [UInt16: AbsInfo] {
    try p.advance()
    if p.isNull { return [:] }
    guard p.kind == .mappingStart else {
      throw p.error("evdev 'absinfo' must be a mapping {code: [min, max, fuzz, flat, res]}")
    }
    var result: [UInt16: AbsInfo] = [:]
    while try p.advance() != .mappingEnd {
      guard let code = p.integer, (0...0x3f).contains(code) else {
        throw p.error("evdev 'absinfo' key must be an ABS code 0…63, found \(p.describe)")
      }
      try p.advance()
      let line = p.line
      let v = try readIntegers(
        p, what: "absinfo row", range: Int64(Int32.min)...Int64(Int32.max))
      guard v.count == 5 else {
        throw TraceError(
          file: p.path, line: line,
          "absinfo row for code \(code) must be 5 integers [min, max, fuzz, flat, resolution], "
            + "found \(v.count)")
      }
      let info = AbsInfo(
        minimum: Int32(v[0]), maximum: Int32(v[1]), fuzz: Int32(v[2]), flat: Int32(v[3]),
        resolution: Int32(v[4]))
      if let problem = info.problem {
        throw TraceError(file: p.path, line: line, "absinfo row for code \(code): \(problem)")
      }
      result[UInt16(code)] = info
    }
    return result
  }

  /// Reads `udev: {properties: [KEY=VALUE, …]}`; other udev keys are ignored.
  private static func readUdev(_ p: YAMLEventParser) throws(TraceError) -> [String: String] {
    try p.advance()
    if p.isNull { return [:] }
    guard p.kind == .mappingStart else {
      throw p.error("'udev' must be a mapping, found \(p.describe)")
    }
    var result: [String: String] = [:]
    while try p.advance() != .mappingEnd {
      guard p.isScalar("properties") else {
        try p.skipNode()
        try p.advance()
        try p.skipNode()
        continue
      }
      try p.advance()
      if p.isNull { continue }
      guard p.kind == .sequenceStart else {
        throw p.error("udev 'properties' must be a list of KEY=VALUE, found \(p.describe)")
      }
      while try p.advance() != .sequenceEnd {
        guard p.kind == .scalar else {
          throw p.error("udev property must be KEY=VALUE, found \(p.describe)")
        }
        let entry = p.scalarString
        guard let eq = entry.firstIndex(of: "="), eq != entry.startIndex else {
          throw p.error("udev property must be KEY=VALUE, found \(p.describe)")
        }
        result[String(entry[..<eq])] = String(entry[entry.index(after: eq)...])
      }
    }
    return result
  }

  /// Reads a flat list of integers in `range` (the parser is on the list's first event).
  static func readIntegers(
    _ p: YAMLEventParser, what: String, range: ClosedRange<Int64>
  ) throws(TraceError) -> [Int64] {
    guard p.kind == .sequenceStart else {
      throw p.error("\(what) must be a list of integers, found \(p.describe)")
    }
    var values: [Int64] = []
    while try p.advance() != .sequenceEnd {
      guard let v = p.integer else {
        throw p.error("\(what) must contain only integers, found \(p.describe)")
      }
      guard range.contains(v) else {
        throw p.error("\(what) value \(v) is out of range \(range.lowerBound)…\(range.upperBound)")
      }
      values.append(v)
    }
    return values
  }
}
