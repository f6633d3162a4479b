/// What a gesture's value measures, in the units every reader shares: millimetres of the
/// surface, seconds, degrees. Nil is a quantity the value does not have. Actions read it (a
/// repeat's steps, a direction), tests (``GestureValue/measures`` behind a recorded
/// transition's `translation`), plots; a composed gesture's measures are its parts', the first
/// part found (depth first) giving each quantity.
public struct GestureMeasures: Hashable, Sendable {
  /// A continuous quantity: what a gesture changes as it runs.
  public enum Quantity: String, Hashable, Sendable {
    /// ``GestureMeasures/translation``, mm.
    case translation
    /// ``GestureMeasures/scale``.
    case scale
    /// ``GestureMeasures/angle``.
    case angle
  }

  /// Where the gesture is: a drag's centroid, where a tap lifted, mm.
  public var location: Point?
  /// How far it moved from its start, mm.
  public var translation: Point?
  /// How fast it moves, mm/s.
  public var translationVelocity: Point?
  /// The spread of its touches over their spread at the start (2: twice as far apart).
  public var scale: Double?
  /// How fast ``scale`` changes, per second.
  public var scaleVelocity: Double?
  /// How far its touches turned since the start, clockwise on the surface positive.
  public var angle: Angle?
  /// How fast ``angle`` changes, per second.
  public var angleVelocity: Angle?
  /// The direction it was recognized in (a swipe's).
  public var direction: SwipeGesture.Directions?
  /// The length of a whole motion judged at its end (a swipe's), mm.
  public var distance: Double?
  /// How many fingers made it.
  public var fingers: Int?
  /// The continuous quantity the gesture is about (a drag's translation, a pinch's scale), for
  /// readers that take one.
  public var primary: Quantity?

  /// Measures of the given quantities (nil: the value does not have it); each parameter is
  /// the property of its name.
  public init(
    location: Point? = nil, translation: Point? = nil, translationVelocity: Point? = nil,
    scale: Double? = nil, scaleVelocity: Double? = nil, angle: Angle? = nil,
    angleVelocity: Angle? = nil, direction: SwipeGesture.Directions? = nil,
    distance: Double? = nil, fingers: Int? = nil, primary: Quantity? = nil
  ) {
    self.location = location
    self.translation = translation
    self.translationVelocity = translationVelocity
    self.scale = scale
    self.scaleVelocity = scaleVelocity
    self.angle = angle
    self.angleVelocity = angleVelocity
    self.direction = direction
    self.distance = distance
    self.fingers = fingers
    self.primary = primary
  }

  /// Takes from `other` what this does not measure yet: a quantity and its velocity come
  /// together from the first value that has it.
  public mutating func merge(_ other: GestureMeasures?) {
    guard let other else { return }
    if location == nil { location = other.location }
    if translation == nil {
      translation = other.translation
      translationVelocity = other.translationVelocity
    }
    if scale == nil {
      scale = other.scale
      scaleVelocity = other.scaleVelocity
    }
    if angle == nil {
      angle = other.angle
      angleVelocity = other.angleVelocity
    }
    if direction == nil {
      direction = other.direction
      distance = other.distance
    }
    if fingers == nil { fingers = other.fingers }
    if primary == nil { primary = other.primary }
  }
}
