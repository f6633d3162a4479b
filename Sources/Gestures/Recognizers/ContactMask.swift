/// A set of indices into a frame's contacts (a frame holds at most 128 entries).
package struct ContactMask: Hashable, Sendable {
  var low: UInt64 = 0
  var high: UInt64 = 0

  package init() {}

  /// Every contact of a frame.
  package static let all = ContactMask(low: .max, high: .max)

  init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  package func contains(_ i: Int) -> Bool {
    i < 64 ? low & (1 << UInt64(i)) != 0 : i < 128 && high & (1 << UInt64(i - 64)) != 0
  }

  package mutating func insert(_ i: Int) {
    if i < 64 { low |= 1 << UInt64(i) } else if i < 128 { high |= 1 << UInt64(i - 64) }
  }

  package var isEmpty: Bool { low == 0 && high == 0 }
}
