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

  /// Noise of at most `amplitude` mm per coordinate (a negative amplitude is 0), drawn from a
  /// generator seeded with `seed`.
  public init(amplitude: Double, seed: UInt64 = 1) {
    self.amplitude = max(0, amplitude)
    self.seed = seed
  }
}
