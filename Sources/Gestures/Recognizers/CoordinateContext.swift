/// How a recognizer's gesture measures its parameters and gives its values: the engine's
/// surface millimetres against the app's points, and where the coordinate spaces the gesture
/// may ask for (``CoordinateSpace``) have their origins.
///
/// The engine hands it to each recognizer right after making it (and again when the scene moves
/// the recognizer's region; see ``GestureRecognizer/coordinates``); modifiers and composed
/// gestures pass it on to what they wrap. A recognizer made outside an engine has
/// ``surfaceMillimetres``.
public struct CoordinateContext: Hashable, Sendable {
  /// A named space up the tree: its name and its origin in surface millimetres.
  public struct NamedOrigin: Hashable, Sendable {
    /// The space's name (`.coordinateSpace(name:)` on the region).
    public var name: CoordinateSpaceName
    /// The space's origin, in surface millimetres.
    public var origin: Point
    /// The space `name` with its origin at `origin`, surface mm.
    public init(name: CoordinateSpaceName, origin: Point) {
      self.name = name
      self.origin = origin
    }
  }

  /// Millimetres per point of the gesture's parameters (a distance in pt × this = mm; a speed in
  /// pt/s × this = mm/s).
  public var parameterMillimetresPerPoint: Double
  /// Points of the gesture's values per millimetre (a position or vector in mm × this = pt).
  public var valuePointsPerMillimetre: Double
  /// The top-left corner of the gesture's region (``CoordinateSpace/local``), in surface mm.
  public var localOrigin: Point
  /// The named spaces of the region and its ancestors, nearest first.
  public var namedOrigins: [NamedOrigin]

  /// A context; each parameter is the property of its name.
  public init(
    parameterMillimetresPerPoint: Double, valuePointsPerMillimetre: Double, localOrigin: Point,
    namedOrigins: [NamedOrigin] = []
  ) {
    self.parameterMillimetresPerPoint = parameterMillimetresPerPoint
    self.valuePointsPerMillimetre = valuePointsPerMillimetre
    self.localOrigin = localOrigin
    self.namedOrigins = namedOrigins
  }

  /// The command line's surface: parameters in SwiftUI points (1/160 inch), values in surface
  /// millimetres, every space's origin at the surface's.
  public static let surfaceMillimetres = CoordinateContext(
    parameterMillimetresPerPoint: Points.millimetres, valuePointsPerMillimetre: 1,
    localOrigin: .zero)

  /// How far within a threshold a distance counts as meeting it, in mm: a movement of whole
  /// points went to millimetres with about 1e-14 of rounding, so a 10 pt move against a 10 pt
  /// threshold could fall either side. A picometre is far below any sensor's resolution.
  public static let thresholdTolerance = 1e-9

  /// `points` of a gesture parameter, in millimetres.
  public func millimetres(_ points: Double) -> Double { points * parameterMillimetresPerPoint }

  /// The transform from surface millimetres to points of `space` (a `.named` space no region up
  /// the tree carries is `.global`).
  public func transform(for space: CoordinateSpace) -> CoordinateTransform {
    let origin: Point
    switch space {
    case .local: origin = localOrigin
    case .global: origin = .zero
    case .named(let name): origin = namedOrigins.first { $0.name == name }?.origin ?? .zero
    }
    return CoordinateTransform(origin: origin, scale: valuePointsPerMillimetre)
  }
}

/// Surface millimetres to points of one coordinate space: `(p − origin) × scale` for positions,
/// `v × scale` for vectors.
public struct CoordinateTransform: Hashable, Sendable {
  /// The space's origin, in surface millimetres.
  public var origin: Point
  /// Points per millimetre.
  public var scale: Double

  /// A transform to a space with its origin at `origin` (surface mm) and `scale` points per
  /// millimetre.
  public init(origin: Point, scale: Double) {
    self.origin = origin
    self.scale = scale
  }

  /// Surface millimetres as they are: the command line's values.
  public static let identity = CoordinateTransform(origin: .zero, scale: 1)

  /// Position `p` (mm) in the space's points.
  public func position(_ p: Point) -> Point {
    Point(x: exact((p.x - origin.x) * scale), y: exact((p.y - origin.y) * scale))
  }

  /// Vector `v` (mm, or mm/s) in points (or points/s).
  public func vector(_ v: Point) -> Size {
    Size(width: exact(v.x * scale), height: exact(v.y * scale))
  }

  /// The app's points went to millimetres and come back, which leaves about 1e-14 of rounding: a
  /// touch at a whole point would read `100.00000000000001`. A value within 1e-9 pt of a
  /// multiple of 2⁻²⁰ pt (whole points, `wl_fixed`'s 1/256) is that multiple, so it reads back
  /// exactly, as SwiftUI gives it; any other value is left as it is. Millimetres to millimetres
  /// (scale 1, the command line's) make no round trip and are never touched.
  @inline(__always)
  private func exact(_ v: Double) -> Double {
    guard scale != 1, abs(v) < 1e9 else { return v }
    let snapped = (v * 1_048_576).rounded() / 1_048_576
    return abs(snapped - v) < 1e-9 ? snapped : v
  }
}
