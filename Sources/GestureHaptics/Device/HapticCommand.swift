import Gestures

/// One command a ``HapticScheduler`` sent, as ``HapticCommandLog`` records it.
public struct HapticCommand: Hashable, Sendable {
  /// What the command did to the device.
  public enum Action: Hashable, Sendable {
    /// `EVIOCSFF`: into a new slot (`new`) or updating slot `id`; `length` ms.
    case upload(id: Int, effect: ForceFeedbackEffect, length: Int, new: Bool)
    /// Start slot `id`'s effect (an `EV_FF` write of 1).
    case play(id: Int)
    /// Stop slot `id`'s effect (an `EV_FF` write of 0).
    case stop(id: Int)
    /// `EVIOCRMFF`: free slot `id`.
    case erase(id: Int)
    /// `FF_GAIN` as 0 … 0xFFFF.
    case gain(Int)
  }

  /// When it was scheduled, µs.
  public var time: Int64
  /// What it did.
  public var action: Action
  /// The patterns sounding when it was sent (the ones that ended, for a stop at their end).
  public var patterns: [String]

  /// `action` at `time`, µs, while `patterns` sounded.
  public init(time: Int64, action: Action, patterns: [String] = []) {
    self.time = time
    self.action = action
    self.patterns = patterns
  }

  /// The action's name: `upload`, `play`, `stop`, `erase`, `gain`.
  public var name: String {
    switch action {
    case .upload: return "upload"
    case .play: return "play"
    case .stop: return "stop"
    case .erase: return "erase"
    case .gain: return "gain"
    }
  }

  /// The slot, for the commands that name one.
  public var slot: Int? {
    switch action {
    case .upload(let id, _, _, _), .play(let id), .stop(let id), .erase(let id): return id
    case .gain: return nil
    }
  }
}
