/// Why a ``HapticEngine`` or player call failed (CoreHaptics' `CHHapticError` where the meaning
/// is the same).
public enum HapticEngineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No evdev device with rumble or periodic force feedback can be opened for writing.
  case noDevice(String)
  /// The device could not be opened or failed (unplugged: `ENODEV`; permission lost).
  case device(ForceFeedbackError)
  /// The engine is not running: call ``HapticEngine/start()`` first (`engineNotRunning`).
  case engineNotRunning
  /// The engine was stopped while the player played (a player's completion).
  case engineStopped
  /// A pattern of higher priority pre-empted the player (a player's completion).
  case preempted
  /// A time that is negative or not a number (`invalidTime`). Times are seconds on the engine's
  /// clock (``HapticEngine/currentTime``), 0 meaning now.
  case invalidTime(Double)
  /// A value out of its documented range (a playback rate, a loop end, an offset).
  case invalidValue(String)
  /// The player's engine is gone (it was deinitialized).
  case invalidPlayer

  /// What went wrong, in words, for logs and test failures.
  public var description: String {
    switch self {
    case .noDevice(let why): return "no haptic device: \(why)"
    case .device(let error): return error.description
    case .engineNotRunning: return "the haptic engine is not running"
    case .engineStopped: return "the haptic engine was stopped"
    case .preempted: return "pre-empted by a pattern of higher priority"
    case .invalidTime(let t): return "invalid time \(t) (seconds on the engine's clock, >= 0)"
    case .invalidValue(let what): return "invalid value: \(what)"
    case .invalidPlayer: return "the player's engine is gone"
    }
  }
}
