import Gestures
import Glibc

/// What actions read from a gesture's value (its ``/Gestures/GestureMeasures``, a composed
/// gesture's found depth first): the quantities repeats count, a direction and a text for the
/// environment.
struct GestureReading {
  var translation: Point?
  var translationVelocity = Point.zero
  var rotation: Double?
  var rotationVelocity = 0.0
  var magnification: Double?
  var magnificationVelocity = 0.0
  /// A swipe's direction, kept as its bits (its name is made when read): a reading with no
  /// text copies and destroys without reference counting, on every transition.
  var swipeDirection: SwipeGesture.Directions?
  var swipeDistance: Double?
  /// The quantity the gesture is about, for a repeat without `of`.
  var first: ActionRepeat.Quantity?

  init(_ measures: GestureMeasures?) {
    guard let m = measures else { return }
    if let t = m.translation {
      translation = t
      translationVelocity = m.translationVelocity ?? .zero
    }
    if let s = m.scale {
      magnification = s
      magnificationVelocity = m.scaleVelocity ?? 0
    }
    if let a = m.angle {
      rotation = a.degrees
      rotationVelocity = m.angleVelocity?.degrees ?? 0
    }
    if let d = m.direction {
      swipeDirection = d
      swipeDistance = m.distance
    }
    switch m.primary {
    case .translation?: first = .translation
    case .scale?: first = .magnification
    case .angle?: first = .rotation
    case nil: first = nil
    }
  }
  /// A swipe's direction, a drag's main one of the eight, a pinch's `in` or `out`, a
  /// rotation's `clockwise` or `counterclockwise` (nil for other gestures, or no change yet).
  var direction: String? {
    if let swipeDirection { return swipeDirection.name }
    if let m = magnification, m != 1 { return m < 1 ? "in" : "out" }
    if let r = rotation, r != 0 { return r > 0 ? "clockwise" : "counterclockwise" }
    guard let t = translation, t.x != 0 || t.y != 0 else { return nil }
    let degrees = atan2(t.y, t.x) * 180 / Double.pi
    let sector =
      Int(clamping: ((degrees + 360 + 22.5).truncatingRemainder(dividingBy: 360)) / 45) % 8
    return SwipeGesture.Directions.names[sector]
  }

  /// The reading of `quantity` alone: its ``direction`` is a rotation's `clockwise` or
  /// `counterclockwise`, a magnification's `in` or `out`, a translation's main one of the
  /// eight; its ``text`` the quantity for `GESTURE_VALUE`.
  func only(_ quantity: ActionRepeat.Quantity) -> GestureReading {
    var only = GestureReading(nil)
    switch quantity {
    case .rotation: only.rotation = rotation
    case .magnification: only.magnification = magnification
    case .translation: only.translation = translation
    }
    return only
  }

  /// How far the value moved from its start: a swipe's distance or a translation's length
  /// (mm), a rotation's size (degrees), a magnification's distance from 1; nil without one.
  var change: Double? {
    if let d = swipeDistance { return d }
    switch first {
    case .translation: return translation.map { ($0.x * $0.x + $0.y * $0.y).squareRoot() }
    case .rotation: return rotation.map { abs($0) }
    case .magnification: return magnification.map { abs($0 - 1) }
    case nil: return nil
    }
  }

  /// The value as text for `GESTURE_VALUE`.
  var text: String? {
    func f(_ v: Double) -> String { String((v * 1000).rounded() / 1000) }
    if let d = swipeDistance { return f(d) }
    if let m = magnification { return f(m) }
    if let r = rotation { return f(r) }
    if let t = translation { return f(t.x) + "," + f(t.y) }
    return nil
  }
}
