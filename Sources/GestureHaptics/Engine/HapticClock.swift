import Gestures

/// The clock a ``HapticEngine`` plays by, in µs. Players' times (`start(atTime:)`) are on it,
/// in seconds; the engine's own thread sleeps on CLOCK_MONOTONIC, so a clock other than
/// ``MonotonicHapticClock`` is only for engines driven by hand (``HapticEngine/RunMode/eventLoop``),
/// such as tests on a ``ManualHapticClock``.
public protocol HapticClock: Sendable {
  /// The current time, µs.
  func now() -> Int64
}

/// CLOCK_MONOTONIC, the clock of evdev events and live sessions: what an engine on a device uses.
public struct MonotonicHapticClock: HapticClock {
  public init() {}
  public func now() -> Int64 { MonotonicClock.now() }
}

/// A clock that moves only when told: tests and replays drive an engine with it.
public final class ManualHapticClock: HapticClock {
  private let time: HapticLock<Int64>

  /// A clock reading `time` µs.
  public init(_ time: Int64 = 0) { self.time = HapticLock(time) }

  public func now() -> Int64 { time.withLock { $0 } }

  /// Sets the time, µs (it may go back: an engine keeps its own latest time).
  public func set(_ value: Int64) { time.withLock { $0 = value } }

  /// Moves the time forward by `microseconds`.
  public func advance(by microseconds: Int64) { time.withLock { $0 += microseconds } }
}
