import Gestures

/// CLOCK_MONOTONIC, the clock of evdev events and live sessions: what an engine on a device uses.
public struct MonotonicHapticClock: HapticClock {
  /// The system's monotonic clock.
  public init() {}
  /// CLOCK_MONOTONIC now, µs.
  public func now() -> Int64 { MonotonicClock.now() }
}
