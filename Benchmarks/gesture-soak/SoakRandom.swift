/// The soak's deterministic random numbers (SplitMix64): the same seed makes the same hour of
/// input, so a failure can be replayed.
struct SoakRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number uniform in `range`.
  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) / Double(1 << 53)
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }

  /// An integer uniform in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { uniform(0...1) < p }

  /// One of `items`.
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
