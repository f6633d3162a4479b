import Gestures

/// Where a ``HapticScheduler`` sends its commands: a ``ForceFeedbackDevice``, or a
/// ``HapticCommandLog`` that records them. Every command carries the time (µs, CLOCK_MONOTONIC or
/// trace time) it was scheduled for.
public protocol ForceFeedbackOutput: AnyObject {
  /// How many effects the device keeps at once (`EVIOCGEFFECTS`).
  var maximumEffects: Int { get }
  /// Uploads `effect` lasting `length` ms (`EVIOCSFF`): into slot `id`, updating it in place, or
  /// into a new slot when `id` is nil. Returns the slot's id.
  func upload(_ effect: ForceFeedbackEffect, id: Int?, length: Int, at time: Int64)
    throws(ForceFeedbackError) -> Int
  /// Starts the effect in slot `id` (`EV_FF` id, value 1).
  func play(_ id: Int, at time: Int64) throws(ForceFeedbackError)
  /// Stops it (`EV_FF` id, value 0).
  func stop(_ id: Int, at time: Int64) throws(ForceFeedbackError)
  /// Frees the slot (`EVIOCRMFF`).
  func erase(_ id: Int, at time: Int64) throws(ForceFeedbackError)
  /// Sets the device-wide gain 0 … 1 (`EV_FF` `FF_GAIN`, 0 … 0xFFFF).
  func setGain(_ gain: Double, at time: Int64) throws(ForceFeedbackError)
  /// Names the patterns the next commands are for (logs show them; devices ignore it).
  func annotate(patterns: [String])
  /// A descriptor that hangs up (`POLLHUP`) when the device goes away, for an engine to notice
  /// an unplug while it sends nothing; nil when there is none.
  var hangupDescriptor: Int32? { get }
}

extension ForceFeedbackOutput {
  public func annotate(patterns: [String]) {}
  public var hangupDescriptor: Int32? { nil }
}
