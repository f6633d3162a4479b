/// A drag, like SwiftUI's `DragGesture`: begins once its touches have moved `minimumDistance`
/// from where they came down, changes as they move, ends when one lifts.
///
/// With `touches` above 1 (our extension) it is an n-finger drag that follows the centroid of
/// its touches; a different number of fingers fails it (more: `tooManyTouches`; lifting before
/// all were down: `tooFewTouches`), and once it has begun, lifting any one ends it.
public struct DragGesture: Gesture, Hashable, Sendable {
  /// SwiftUI's default start distance, in points (`DragGesture(minimumDistance: 10)`).
  public static let defaultMinimumDistance = 10.0

  /// The state of a drag, with SwiftUI's names, in points of the gesture's
  /// ``DragGesture/coordinateSpace`` (millimetres of the surface on the command line's
  /// surfaces). The vectors (`translation`, `velocity`, `predictedEndTranslation`) are
  /// ``Size``s, as SwiftUI's are `CGSize`s.
  public struct Value: Hashable, Sendable {
    /// When the value was taken, in µs.
    public var time: Int64
    /// Where the drag is now (centroid of its touches), in points.
    public var location: Point
    /// Where the drag started: the centroid of its touches when they were all down, in points.
    public var startLocation: Point
    /// `location − startLocation`, in points.
    public var translation: Size
    /// The velocity of `location`, in points per second.
    public var velocity: Size
    /// Where a flick released now would come to rest: `location + velocity × 0.499 s`
    /// (see ``DragGesture/projectionSeconds``), in points.
    public var predictedEndLocation: Point
    /// `predictedEndLocation − startLocation`, in points.
    public var predictedEndTranslation: Size

    /// A value at `time` (µs) from the positions (points) and velocity (points/s); the
    /// translation and the predicted end are derived.
    public init(time: Int64, location: Point, startLocation: Point, velocity: Size) {
      self.time = time
      self.location = location
      self.startLocation = startLocation
      self.translation = Size(location - startLocation)
      self.velocity = velocity
      self.predictedEndLocation = location + velocity * DragGesture.projectionSeconds
      self.predictedEndTranslation = Size(predictedEndLocation - startLocation)
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

  /// How far the touches must move before the drag begins, in points of the surface
  /// (``SceneSurface``; SwiftUI's point, 1/160 inch, unless the app's surface says otherwise).
  public var minimumDistance: Double
  /// The space the values' positions are in (`.local`, SwiftUI's default: the region the
  /// gesture is attached to).
  public var coordinateSpace: CoordinateSpace
  /// How many fingers drag together (our extension).
  public var touches: Int
  /// What more fingers do once the drag has begun (ignored: a thumb or palm landing mid-drag
  /// does not end it).
  public var extraTouches: ExtraTouches

  /// - Parameters:
  ///   - minimumDistance: how far the touches' centroid must move before the drag begins, in
  ///     points (10, SwiftUI); 0 begins as soon as the touches are down. Lifting before then
  ///     fails with `endedBelowThreshold`.
  ///   - coordinateSpace: the space of the values' positions (`.local`, SwiftUI).
  ///   - touches: how many fingers drag together (1).
  ///   - extraTouches: what more fingers do once the drag has begun (ignored).
  public init(
    minimumDistance: Double = defaultMinimumDistance, coordinateSpace: CoordinateSpace = .local,
    touches: Int = 1, extraTouches: ExtraTouches = .ignored
  ) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
    self.touches = max(1, touches)
    self.extraTouches = extraTouches
  }

  /// A fresh recognizer for this gesture, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    let r = DragGestureRecognizer(
      minimumDistance: minimumDistance, touches: touches, coordinateSpace: coordinateSpace)
    r.extraTouches = extraTouches
    return r
  }
}
