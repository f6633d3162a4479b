import Gestures

/// CLOCK_MONOTONIC, the clock of evdev events and live sessions: what an engine on a device uses.
public struct MonotonicHapticClock: HapticClock {
  public init() {}
  public func now() -> Int64 { MonotonicClock.now() }
}
