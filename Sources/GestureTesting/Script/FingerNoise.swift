/// Sensor jitter added to every reported position of a script: each coordinate of each finger in
/// each frame moves by an independent offset, uniform in ±`amplitude` mm, drawn from a
/// generator seeded with `seed`. The same seed gives the same trace, byte for byte.
///
/// With noise, a finger held still still reports a position every frame, as real sensors do.
public struct FingerNoise: Hashable, Sendable {
  /// The largest offset of each coordinate, in mm.
  public var amplitude: Double
  /// The generator's seed.
  public var seed: UInt64

  public init(amplitude: Double, seed: UInt64 = 1) {
    self.amplitude = max(0, amplitude)
    self.seed = seed
  }
}

/// SplitMix64 (Steele, Lea and Flood 2014): small, fast, and the same on every platform, unlike
/// the standard library's seedless generator.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number uniform in −1…1.
  mutating func nextSigned() -> Double {
    Double(next() >> 11) / Double(1 << 53) * 2 - 1
  }
}
