import Gestures

/// What fingers do on a touch surface, in millimetres and seconds: the test's input, like
/// Flutter's `WidgetTester.tap`/`drag` or libinput's litest touch sequences.
///
/// A script is a set of ``TouchPath``s (one per finger) with absolute times, plus optional
/// ``FingerNoise``. Builders make the common gestures (``tap(at:fingers:spacing:duration:)``,
/// ``drag(from:to:duration:profile:fingers:spacing:holdBefore:holdAfter:)``, …);
/// ``followed(by:after:)`` and ``combined(with:)`` compose them; ``trace(on:path:)`` compiles a
/// script to the evdev events a ``VirtualDevice`` would send. Start scripts at 0, as the builders
/// do, so their times agree with a replay's (the Touch scripts article).
public struct TouchScript: Hashable, Sendable {
  /// The fingers, in the order they were added.
  public var touches: [TouchPath]
  /// Jitter added to every reported position, or nil for none.
  public var noise: FingerNoise?

  /// A script of `touches`, one per finger, with `noise` on every reported position.
  public init(_ touches: [TouchPath] = [], noise: FingerNoise? = nil) {
    self.touches = touches
    self.noise = noise
  }

  /// A script of one finger.
  public init(_ touch: TouchPath) { self.init([touch]) }

  /// When the first finger lands, in seconds (0 for an empty script).
  public var start: Double { touches.map(\.landing).min() ?? 0 }

  /// When the last finger lifts, in seconds (0 for an empty script).
  public var end: Double { touches.map(\.lift).max() ?? 0 }

  /// The same script, every finger `seconds` later.
  public func delayed(by seconds: Double) -> TouchScript {
    TouchScript(touches.map { $0.delayed(by: seconds) }, noise: noise)
  }

  /// This script, then `next` starting `gap` seconds after this one's last lift.
  public func followed(by next: TouchScript, after gap: Double) -> TouchScript {
    combined(with: next.delayed(by: end + gap - next.start))
  }

  /// This script and `other` at the same time (their own times kept). The noise is this
  /// script's, or else `other`'s.
  public func combined(with other: TouchScript) -> TouchScript {
    TouchScript(touches + other.touches, noise: noise ?? other.noise)
  }

  /// The same script with sensor jitter of ±`amplitude` mm drawn from `seed`.
  public func withNoise(amplitude: Double, seed: UInt64 = 1) -> TouchScript {
    TouchScript(touches, noise: FingerNoise(amplitude: amplitude, seed: seed))
  }

  /// The events `device` sends for this script, as an in-memory trace.
  ///
  /// - Throws: ``TouchScriptError`` when a finger is scripted outside the surface, at a
  ///   negative time or duration, or more fingers are down at once than the device has slots.
  public func trace(on device: VirtualDevice = .touchscreen(), path: String = "<script>")
    throws(TouchScriptError) -> InMemoryTrace
  {
    let events = try ScriptCompiler(script: self, device: device).events()
    return InMemoryTrace(path: path, device: device.deviceDescription, events: events)
  }
}
