import Gestures
import Glibc

/// What actions read from a gesture's value: the quantities repeats count, a direction and a
/// text for the environment. Composed gestures are searched depth first, so a
/// `magnify` + `rotate` simultaneous gesture has both a magnification and a rotation.
struct GestureReading {
  var translation: Point?
  var translationVelocity = Point.zero
  var rotation: Double?
  var rotationVelocity = 0.0
  var magnification: Double?
  var magnificationVelocity = 0.0
  var swipeDirection: String?
  var swipeDistance: Double?
  /// The first quantity found, for a repeat without `of`.
  var first: ActionRepeat.Quantity?

  init(_ value: GestureValue?) {
    if let value { read(value) }
  }

  private mutating func read(_ value: GestureValue) {
    switch value {
    case .drag(let v):
      if translation == nil {
        translation = v.translation
        translationVelocity = v.velocity
        first = first ?? .translation
      }
    case .magnify(let v):
      if magnification == nil {
        magnification = v.magnification
        magnificationVelocity = v.velocity
        first = first ?? .magnification
      }
    case .rotate(let v):
      if rotation == nil {
        rotation = v.rotation.degrees
        rotationVelocity = v.velocity.degrees
        first = first ?? .rotation
      }
    case .custom(let v):
      if let s = v as? SwipeGesture.Value, swipeDirection == nil {
        swipeDirection = s.direction.name
        swipeDistance = s.distance
      }
    case .sequenceFirst(let v), .exclusiveFirst(let v): read(v)
    case .sequenceSecond(let a, let b):
      if let b { read(b) }
      read(a)
    case .simultaneous(let a, let b):
      if let a { read(a) }
      if let b { read(b) }
    case .exclusiveSecond(let v): if let v { read(v) }
    case .tap, .spatialTap, .longPress, .opaque: break
    }
  }

  /// A swipe's direction, a drag's main one of the eight, a pinch's `in` or `out`, a
  /// rotation's `clockwise` or `counterclockwise` (nil for other gestures, or no change yet).
  var direction: String? {
    if let swipeDirection { return swipeDirection }
    if let m = magnification, m != 1 { return m < 1 ? "in" : "out" }
    if let r = rotation, r != 0 { return r > 0 ? "clockwise" : "counterclockwise" }
    guard let t = translation, t.x != 0 || t.y != 0 else { return nil }
    let degrees = atan2(t.y, t.x) * 180 / Double.pi
    let sector = Int(((degrees + 360 + 22.5).truncatingRemainder(dividingBy: 360)) / 45) % 8
    return SwipeGesture.Directions.names[sector]
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
