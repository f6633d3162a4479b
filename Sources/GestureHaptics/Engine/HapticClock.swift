/// The clock a ``HapticEngine`` plays by, in µs. Players' times (`start(atTime:)`) are on it,
/// in seconds; the engine's own thread sleeps on CLOCK_MONOTONIC, so a clock other than
/// ``MonotonicHapticClock`` is only for engines driven by hand (``HapticEngine/RunMode/eventLoop``),
/// such as tests on a ``ManualHapticClock``.
public protocol HapticClock: Sendable {
  /// The current time, µs.
  func now() -> Int64
}
