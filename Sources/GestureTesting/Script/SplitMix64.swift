/// SplitMix64 (Steele, Lea and Flood 2014): a small, fast random number generator that gives the
/// same numbers for the same seed on every platform, unlike the standard library's seedless one.
/// Scripts' finger noise uses it; so can tests that want reproducible random input.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose numbers are determined by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next number, uniform over all 64-bit values.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number uniform in −1…1.
  public mutating func nextSigned() -> Double {
    Double(next() >> 11) / Double(1 << 53) * 2 - 1
  }
}
