/// A drag, like SwiftUI's `DragGesture`: begins once its touches have moved `minimumDistance`
/// from where they came down, changes as they move, ends when one lifts.
///
/// With `touches` above 1 (our extension) it is an n-finger drag that follows the centroid of
/// its touches; a different number of fingers fails it (more: `tooManyTouches`; lifting before
/// all were down: `tooFewTouches`), and once it has begun, lifting any one ends it.
public struct DragGesture: Gesture, Hashable, Sendable {
  /// SwiftUI's default start distance, in points (`DragGesture(minimumDistance: 10)`).
  public static let defaultMinimumDistance = 10.0

  /// The state of a drag, with SwiftUI's names. Positions are surface millimetres; the vectors
  /// (`translation`, `velocity`, `predictedEndTranslation`) are stored as ``Point``s.
  public struct Value: Hashable, Sendable {
    /// When the value was taken, in µs.
    public var time: Int64
    /// Where the drag is now (centroid of its touches), in mm.
    public var location: Point
    /// Where the drag started: the centroid of its touches when they were all down, in mm.
    public var startLocation: Point
    /// `location − startLocation`, in mm.
    public var translation: Point
    /// The velocity of `location`, in mm/s.
    public var velocity: Point
    /// Where a flick released now would come to rest: `location + velocity × 0.499 s`
    /// (see ``DragGesture/projectionSeconds``).
    public var predictedEndLocation: Point
    /// `predictedEndLocation − startLocation`, in mm.
    public var predictedEndTranslation: Point

    /// A value at `time` (µs) from the positions (mm) and velocity (mm/s); the translation and the
    /// predicted end are derived.
    public init(time: Int64, location: Point, startLocation: Point, velocity: Point) {
      self.time = time
      self.location = location
      self.startLocation = startLocation
      self.translation = location - startLocation
      self.velocity = velocity
      self.predictedEndLocation = location + velocity * DragGesture.projectionSeconds
      self.predictedEndTranslation = predictedEndLocation - startLocation
    }
  }

  /// UIScrollView's normal deceleration rate: a flick keeps this fraction of its velocity per
  /// millisecond (`UIScrollView.DecelerationRate.normal`).
  public static let decelerationRate = 0.998
  /// How far a flick travels, per unit of release velocity, before it comes to rest under
  /// ``decelerationRate``: the sum of the geometric series, rate / (1 − rate) ms, i.e. 0.499 s
  /// (the projection Apple shows in WWDC 2018 "Designing Fluid Interfaces"). SwiftUI does not
  /// document how it predicts the end of a drag; this is our stand-in.
  public static let projectionSeconds = decelerationRate / (1 - decelerationRate) / 1000

  /// How far the touches must move before the drag begins, in points.
  public var minimumDistance: Double
  /// How many fingers drag together (our extension).
  public var touches: Int
  /// What more fingers do once the drag has begun (ignored: a thumb or palm landing mid-drag
  /// does not end it).
  public var extraTouches: ExtraTouches

  /// - Parameters:
  ///   - minimumDistance: how far the touches' centroid must move before the drag begins, in
  ///     points (10, SwiftUI); 0 begins as soon as the touches are down. Lifting before then
  ///     fails with `endedBelowThreshold`.
  ///   - touches: how many fingers drag together (1).
  ///   - extraTouches: what more fingers do once the drag has begun (ignored).
  public init(
    minimumDistance: Double = defaultMinimumDistance, touches: Int = 1,
    extraTouches: ExtraTouches = .ignored
  ) {
    self.minimumDistance = minimumDistance
    self.touches = max(1, touches)
    self.extraTouches = extraTouches
  }

  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    let r = DragGestureRecognizer(minimumDistance: minimumDistance, touches: touches)
    r.extraTouches = extraTouches
    return r
  }
}
