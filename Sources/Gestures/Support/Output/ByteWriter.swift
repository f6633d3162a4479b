/// Writes bytes into room an ``OutputBuffer`` reserved (``OutputBuffer/appendReserved(maxCount:_:)``),
/// without a capacity check or a call per piece: a transition's many small pieces (keys,
/// brackets, numbers) are each a few stores.
struct ByteWriter {
  /// The first reserved byte.
  let base: UnsafeMutablePointer<UInt8>
  /// Bytes written so far.
  private(set) var count = 0

  init(base: UnsafeMutablePointer<UInt8>) { self.base = base }

  /// Appends a literal.
  @inline(__always) mutating func put(_ string: StaticString) {
    (base + count).update(from: string.utf8Start, count: string.utf8CodeUnitCount)
    count += string.utf8CodeUnitCount
  }

  /// Appends one byte.
  @inline(__always) mutating func put(_ byte: UInt8) {
    base[count] = byte
    count += 1
  }

  /// Appends a fixed-point number (``FixedPoint/write(_:decimals:to:)``); false when it is not
  /// finite or too large for fixed-point digits, and the caller abandons the whole write.
  @inline(__always) mutating func fixed(_ value: Double, decimals: Int) -> Bool {
    let n = FixedPoint.write(value, decimals: decimals, to: base + count)
    count += n
    return n > 0
  }

  /// Appends `[x,y]`, each with 3 decimals (the log's millimetres); false as for
  /// ``fixed(_:decimals:)``. Not inlined into its callers, so that its digit arithmetic is
  /// compiled once with the decimals a constant.
  mutating func pair(_ p: Point) -> Bool {
    put(UInt8(ascii: "["))
    guard fixed(p.x, decimals: 3) else { return false }
    put(UInt8(ascii: ","))
    guard fixed(p.y, decimals: 3) else { return false }
    put(UInt8(ascii: "]"))
    return true
  }

  /// The most bytes ``pair(_:decimals:)`` writes.
  static let pairLength = 2 * FixedPoint.maxLength + 3
}
