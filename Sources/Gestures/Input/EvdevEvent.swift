/// One kernel input event, as `struct input_event` carries it.
///
/// `time` is in microseconds. From a trace it is the trace's own clock (relative or absolute, as
/// the file has it); from a live device it is CLOCK_MONOTONIC.
public struct EvdevEvent: Hashable, Sendable {
  /// The latest event time a trace may hold, in whole seconds: 9·10⁹ s (about 285 years, within
  /// the engine's ±2⁵³ µs). CLOCK_MONOTONIC and CLOCK_REALTIME stamps are far below it; the
  /// trace readers reject a later one.
  public static let latestSecond: Int64 = 9_000_000_000

  /// Event time in microseconds.
  public var time: Int64
  /// Event type (`EV_SYN`, `EV_KEY`, `EV_ABS`, …), see ``EventType``.
  public var type: UInt16
  /// Event code within the type (`ABS_MT_SLOT`, `BTN_TOUCH`, …).
  public var code: UInt16
  /// Event value; signed (a released tracking id is −1).
  public var value: Int32

  /// The event `type` `code` `value` at `time`, µs.
  public init(time: Int64, type: UInt16, code: UInt16, value: Int32) {
    self.time = time
    self.type = type
    self.code = code
    self.value = value
  }

  /// True for the `SYN_REPORT` that closes an evdev frame.
  @inlinable public var isSynReport: Bool { type == EventType.syn && code == SynCode.report }
}
