/// A clock that moves only when told: tests and replays drive an engine with it.
public final class ManualHapticClock: HapticClock {
  private let time: HapticLock<Int64>

  /// A clock reading `time` µs.
  public init(_ time: Int64 = 0) { self.time = HapticLock(time) }

  /// The time last set, µs.
  public func now() -> Int64 { time.withLock { $0 } }

  /// Sets the time, µs (it may go back: an engine keeps its own latest time).
  public func set(_ value: Int64) { time.withLock { $0 = value } }

  /// Moves the time forward by `microseconds`.
  public func advance(by microseconds: Int64) { time.withLock { $0 += microseconds } }
}
