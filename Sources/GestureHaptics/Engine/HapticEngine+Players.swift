import Gestures

/// A start time meaning "now" (`CHHapticTimeImmediate`).
public let HapticTimeImmediate: Double = 0

extension HapticEngine {
  /// A player of `pattern` (`makePlayer(with:)`), named `name` in command logs, mixing with the
  /// engine's other patterns by `priority`.
  public func makePlayer(
    with pattern: HapticPattern, name: String? = nil, priority: HapticPriority = .gesture
  ) -> HapticPatternPlayer {
    HapticPatternPlayer(
      engine: self,
      id: runtime.run { core, _ in core.addPlayer(pattern, name: name, priority: priority) })
  }

  /// A player with loops, seeking, a playback rate and pause/resume (`makeAdvancedPlayer(with:)`).
  public func makeAdvancedPlayer(
    with pattern: HapticPattern, name: String? = nil, priority: HapticPriority = .gesture
  ) -> HapticAdvancedPatternPlayer {
    HapticAdvancedPatternPlayer(
      engine: self,
      id: runtime.run { core, _ in core.addPlayer(pattern, name: name, priority: priority) })
  }

  /// A player of the AHAP file at `path` (its notes are dropped; ``AHAPFile/read(path:)`` has
  /// them).
  public func makePlayer(contentsOf path: String, priority: HapticPriority = .gesture)
    throws(AHAPError) -> HapticPatternPlayer
  {
    let document = try AHAPFile.read(path: path)
    let name = String(path.split(separator: "/").last ?? Substring(path))
    return makePlayer(with: document.pattern, name: name, priority: priority)
  }

  /// Plays the AHAP file at `path` now, once (`playPattern(from:)`).
  public func playPattern(fromFile path: String, priority: HapticPriority = .gesture) throws {
    try makePlayer(contentsOf: path, priority: priority).start(atTime: HapticTimeImmediate)
  }

  /// Plays `pattern` once at `time` µs on the engine's clock (now when it passed): what gesture
  /// bindings and feedback generators use. Nothing happens while the engine is not running.
  public func play(
    _ pattern: HapticPattern, name: String, priority: HapticPriority = .gesture, at time: Int64
  ) {
    runtime.run { core, now in
      core.playOnce(
        core.renderer.render(pattern), name: name, priority: priority, at: max(time, now))
    }
  }

  /// Uploads the first effect of `pattern` now (and again after a reset), so that playing it
  /// later is one write; an idle slot may be reused for it (as UIKit's `prepare()`).
  public func prepare(_ pattern: HapticPattern) {
    runtime.run { core, now in
      let timeline = core.renderer.render(pattern)
      if !core.prepared.contains(timeline) { core.prepared.append(timeline) }
      if core.state == .running { core.scheduler.prepare(timeline: timeline, at: now) }
    }
  }

  /// A descriptor (an epoll set of a CLOCK_MONOTONIC timer and the device) that is readable
  /// when the engine has something to send or its device went away: add it to an epoll set and
  /// call ``service()`` when it is (``RunMode/eventLoop``).
  public var fileDescriptor: Int32 { runtime.timer.descriptor }

  /// The next time the engine has something to send, µs on its clock; nil when nothing is due.
  public var nextDeadline: Int64? { runtime.run { core, _ in core.nextDeadline } }

  /// Sends everything due by now (``RunMode/eventLoop``; the engine's thread does this
  /// itself in ``RunMode/ownThread``).
  public func service() { runtime.service() }

  /// The lifecycle steps taken, `state → event → state` (kept once ``keepsTransitions`` is set).
  var transitions: [String] { runtime.run { core, _ in core.transitions } }

  /// Whether ``transitions`` are kept (tests).
  var keepsTransitions: Bool {
    get { runtime.run { core, _ in core.keepsTransitions } }
    set { runtime.run { core, _ in core.keepsTransitions = newValue } }
  }
}
