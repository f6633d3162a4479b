/// Writes JSON into an ``OutputBuffer`` as it goes, the one writer of every JSON Lines log:
/// objects member by member and arrays element by element, without spaces
/// (`{"time":0.512034,"device":"pad","list":[1,2]}`). Keys are literals, strings are escaped,
/// numbers are fixed-point (non-finite ones `null`). Nesting is up to 64 levels.
public struct JSONWriter {
  /// The buffer written to.
  public let out: OutputBuffer
  /// Bit `d`: the container open at depth `d` already holds a member or element.
  private var filled: UInt64 = 0
  private var depth = 0
  /// A key was written: its value follows without a comma.
  private var afterKey = false

  /// A writer at the top level of `out`.
  public init(_ out: OutputBuffer) { self.out = out }

  /// A writer inside an object of `out` that already holds members: the next member starts
  /// with a comma (a cached run of members written on its own).
  public init(continuingObjectIn out: OutputBuffer) {
    self.out = out
    depth = 1
    filled = 1 << 1
  }

  /// Writes the comma a member or element needs before it.
  @inline(__always)
  private mutating func separate() {
    if needsComma() { out.append(UInt8(ascii: ",")) }
  }

  /// Whether a comma goes before the next member or element; it then counts as written.
  @inline(__always)
  private mutating func needsComma() -> Bool {
    if afterKey {
      afterKey = false
      return false
    }
    let bit: UInt64 = 1 << UInt64(depth & 63)
    defer { filled |= bit }
    return filled & bit != 0
  }

  /// Opens an object (`{`), as a value or an element.
  public mutating func beginObject() {
    separate()
    out.append(UInt8(ascii: "{"))
    open()
  }

  /// Closes the innermost object (`}`).
  public mutating func endObject() {
    depth -= 1
    out.append(UInt8(ascii: "}"))
  }

  /// Opens an array (`[`), as a value or an element.
  public mutating func beginArray() {
    separate()
    out.append(UInt8(ascii: "["))
    open()
  }

  /// Closes the innermost array (`]`).
  public mutating func endArray() {
    depth -= 1
    out.append(UInt8(ascii: "]"))
  }

  private mutating func open() {
    depth += 1
    filled &= ~(1 << UInt64(depth & 63))
  }

  /// Starts the member `key`; its value is what is written next.
  @inline(__always)
  public mutating func key(_ key: StaticString) {
    let comma = needsComma()
    // One capacity check for the comma, the quotes and the name: a log line has many keys.
    _ = out.appendReserved(maxCount: key.utf8CodeUnitCount + 4) { w in
      w.putKey(key, comma: comma)
      return true
    }
    afterKey = true
  }

  /// Starts the member named by `key`, a name that may need escaping (a map's keys).
  public mutating func key(escaping key: String) {
    separate()
    out.appendJSONString(key)
    out.append(":")
    afterKey = true
  }

  /// A string, quoted and escaped.
  public mutating func string(_ value: String) {
    separate()
    out.appendJSONString(value)
  }

  /// A string known to need no escaping (a literal name), quoted.
  @inline(__always)
  public mutating func name(_ value: StaticString) {
    let comma = needsComma()
    _ = out.appendReserved(maxCount: value.utf8CodeUnitCount + 3) { w in
      if comma { w.put(UInt8(ascii: ",")) }
      w.putQuoted(value)
      return true
    }
  }

  /// An integer, in decimal digits.
  public mutating func integer(_ value: Int) {
    separate()
    out.append(value)
  }

  /// A number with `decimals` digits after the point.
  @inline(__always)
  public mutating func fixed(_ value: Double, decimals: Int) {
    let comma = needsComma()
    let fast = out.appendReserved(maxCount: 1 + FixedPoint.maxLength) { w in
      if comma { w.put(UInt8(ascii: ",")) }
      return w.fixed(value, decimals: decimals)
    }
    if fast { return }
    // Beyond the fast digits (or not finite): nothing was kept, the comma included.
    if comma { out.append(UInt8(ascii: ",")) }
    out.append(fixed: value, decimals: decimals)
  }

  /// `true` or `false`.
  public mutating func bool(_ value: Bool) {
    separate()
    out.append(value ? "true" : "false")
  }

  /// `null`.
  public mutating func null() {
    separate()
    out.append("null")
  }

  /// A point as `[x,y]` with 3 decimals (millimetres in every log).
  public mutating func pair(_ p: Point) {
    separate()
    out.appendJSONPair(p)
  }

  /// JSON written elsewhere (by `body`, into the same buffer) as one value.
  public mutating func value(_ body: (OutputBuffer) -> Void) {
    separate()
    body(out)
  }

  // MARK: Members

  /// The member `key` with a string `value`, quoted and escaped.
  public mutating func member(_ key: StaticString, string value: String) {
    self.key(key)
    string(value)
  }

  /// The member `key` with a literal `value` that needs no escaping, quoted.
  @inline(__always)
  public mutating func member(_ key: StaticString, name value: StaticString) {
    let comma = needsComma()
    let count = key.utf8CodeUnitCount + value.utf8CodeUnitCount + 6
    _ = out.appendReserved(maxCount: count) { w in
      w.putKey(key, comma: comma)
      w.putQuoted(value)
      return true
    }
  }

  /// The member `key` with an integer `value`.
  public mutating func member(_ key: StaticString, integer value: Int) {
    self.key(key)
    integer(value)
  }

  /// The member `key` with `value` to `decimals` digits after the point (`null` when not
  /// finite).
  @inline(__always)
  public mutating func member(_ key: StaticString, fixed value: Double, decimals: Int) {
    let comma = needsComma()
    let fast = out.appendReserved(maxCount: key.utf8CodeUnitCount + 4 + FixedPoint.maxLength) {
      w in
      w.putKey(key, comma: comma)
      return w.fixed(value, decimals: decimals)
    }
    if fast { return }
    // Beyond the fast digits (or not finite): nothing was kept; the key, then the slow digits.
    _ = out.appendReserved(maxCount: key.utf8CodeUnitCount + 4) { w in
      w.putKey(key, comma: comma)
      return true
    }
    out.append(fixed: value, decimals: decimals)
  }

  /// The member `key` with `true` or `false`.
  public mutating func member(_ key: StaticString, bool value: Bool) {
    self.key(key)
    bool(value)
  }

}

extension ByteWriter {
  /// `"key":`, after a comma when `comma`: the start of a JSON member.
  @inline(__always) mutating func putKey(_ key: StaticString, comma: Bool) {
    if comma { put(UInt8(ascii: ",")) }
    putQuoted(key)
    put(UInt8(ascii: ":"))
  }

  /// `"name"`, a literal that needs no escaping.
  @inline(__always) mutating func putQuoted(_ name: StaticString) {
    put(UInt8(ascii: "\""))
    put(name)
    put(UInt8(ascii: "\""))
  }
}
