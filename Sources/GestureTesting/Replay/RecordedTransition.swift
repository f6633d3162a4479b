import Gestures

/// One transition of a replay with the gesture's value at that moment, typed where the gesture
/// is one of the built-in ones (or a composition of them).
///
/// ```swift
/// let drag = result.ended("drag").last
/// drag?.translation   // Point(x: 20.0, y: 0.0), mm
/// drag?.drag?.velocity // the whole DragGesture.Value
/// ```
public struct RecordedTransition: CustomStringConvertible {
  /// The transition as the engine emitted it (times in µs on the trace's clock).
  public var transition: Transition
  /// Seconds from the trace's first event, as `gesture-replay` prints them.
  public var seconds: Double
  /// The recognizer's value when the transition happened (`GestureRecognizer.anyValue`):
  /// `DragGesture.Value`, `MagnifyGesture.Value`, `RotateGesture.Value`,
  /// `SpatialTapGesture.Value`, `Bool` (long press), `()` (tap), a composed gesture's value,
  /// or nil (none yet, or a failed transition, which carries none).
  public var value: Any?
  /// What the value measured then (``/Gestures/GestureRecognizer/measures``; a composed gesture's
  /// parts depth first), nil without a value.
  public var measures: GestureMeasures?

  /// A recorded `transition`, `seconds` from the trace's first event, with the gesture's
  /// `value` and `measures` at that moment.
  public init(
    transition: Transition, seconds: Double, value: Any?, measures: GestureMeasures? = nil
  ) {
    self.transition = transition
    self.seconds = seconds
    self.value = value
    self.measures = measures
  }

  /// The gesture's name in its scene (`tap`, `drag`, …).
  public var gesture: String { transition.gesture }
  /// The path of the region the gesture is attached to (`root`, `window/photo`).
  public var node: String { transition.node }
  /// Index of the device whose touches drove it.
  public var device: Int { transition.device }
  /// The phase the gesture left.
  public var from: GesturePhase { transition.from }
  /// The phase the gesture entered.
  public var to: GesturePhase { transition.to }
  /// Why, for `failed` and `cancelled`.
  public var reason: FailureReason? { transition.reason }
  /// When, in µs on the trace's clock.
  public var time: Int64 { transition.time }

  /// The value as `type`, or the first value of that type inside a composed gesture's value.
  public func value<T>(as type: T.Type) -> T? { ValueSearch.first(type, in: value) }

  /// The drag's value, if the gesture is (or contains) a ``/Gestures/DragGesture``.
  public var drag: DragGesture.Value? { value(as: DragGesture.Value.self) }
  /// The magnification's value, if the gesture is (or contains) a ``/Gestures/MagnifyGesture``.
  public var magnify: MagnifyGesture.Value? { value(as: MagnifyGesture.Value.self) }
  /// The rotation's value, if the gesture is (or contains) a ``/Gestures/RotateGesture``.
  public var rotate: RotateGesture.Value? { value(as: RotateGesture.Value.self) }
  /// The spatial tap's value, if the gesture is (or contains) a ``/Gestures/SpatialTapGesture``.
  public var spatialTap: SpatialTapGesture.Value? { value(as: SpatialTapGesture.Value.self) }

  /// How far a drag (or a swipe) moved, in mm.
  public var translation: Point? { measures?.translation }
  /// A magnification's scale (2 = twice as far apart).
  public var magnification: Double? { measures?.scale }
  /// A rotation's angle in degrees, clockwise on screen positive.
  public var rotation: Double? { measures?.angle?.degrees }
  /// Where a drag is, or where a tap lifted, in mm.
  public var location: Point? { measures?.location }

  /// The value in words, from what it measures: `at (30.000, 20.000) translation (20.000,
  /// 0.000) mm velocity (…) mm/s`, `magnification 1.500`, `rotation 90.000°`, `at (40.000,
  /// 50.000) mm`, `left 12.000 mm`; else `true`, or empty for none or a tap's `()`.
  public var valueSummary: String {
    var parts: [String] = []
    if let m = measures {
      if let t = m.translation {
        let at = m.location.map { "at \(Format.point($0)) " } ?? ""
        let velocity = m.translationVelocity.map { " velocity \(Format.point($0)) mm/s" } ?? ""
        parts.append(at + "translation \(Format.point(t)) mm" + velocity)
      } else if let l = m.location {
        parts.append("at \(Format.point(l)) mm")
      }
      if let s = m.scale { parts.append("magnification \(Format.number(s))") }
      if let a = m.angle { parts.append("rotation \(Format.number(a.degrees))°") }
      if let d = m.direction {
        parts.append(d.name + (m.distance.map { " \(Format.number($0)) mm" } ?? ""))
      }
    }
    if !parts.isEmpty { return parts.joined(separator: ", ") }
    switch value {
    case nil: return ""
    case let b as Bool: return b ? "true" : "false"
    case is Void: return ""
    case let other?: return String(describing: other)
    }
  }

  /// `0.232004  double-tap  possible → ended`, with the node when it is not the root, the
  /// value and the reason.
  public var description: String {
    var line = Format.number(seconds, decimals: 6) + "  "
    if node != "root" { line += node + ": " }
    line += "\(gesture)  \(from.rawValue) → \(to.rawValue)"
    let v = valueSummary
    if !v.isEmpty { line += "  " + v }
    if let reason { line += "  — \(reason)" }
    return line
  }
}
