/// The coordinate space of a scene's frames, and its scale: how many points a millimetre of the
/// touch surface is.
///
/// An app's surface is ``points(perMillimetre:)``: frames, gesture parameters and values are in
/// its points (SwiftUI's point, 1/160 inch, by default). The command line's surfaces
/// (``millimetres`` and ``pixels(width:height:)``) count a value's point as a millimetre, so its
/// logs stay in millimetres; their gesture parameters are SwiftUI points of 1/160 inch.
public enum SceneSurface: Hashable, Sendable {
  /// Frames are in millimetres on the touch surface (`{"units": "mm"}`); the surface's size is
  /// the device's.
  case millimetres
  /// Frames are in pixels of a `width` × `height` screen mapped onto the touch surface
  /// (`{"width": 1920, "height": 1080}`).
  case pixels(width: Double, height: Double)
  /// An app's surface: frames, gesture parameters and gesture values are in points,
  /// `perMillimetre` of them to a millimetre of the touch surface (SwiftUI's point, 1/160
  /// inch, by default: ``swiftUIPointsPerMillimetre``). The surface's size is the device's.
  case points(perMillimetre: Double = SceneSurface.swiftUIPointsPerMillimetre)

  /// SwiftUI's point is 1/160 inch: 160 / 25.4 ≈ 6.2992 points per millimetre.
  public static let swiftUIPointsPerMillimetre = 160 / 25.4

  /// The surface's rectangle when its size is known (pixel scenes), for regions without frame.
  public var rect: Rect? {
    switch self {
    case .millimetres, .points: return nil
    case .pixels(let width, let height): return Rect(x: 0, y: 0, width: width, height: height)
    }
  }

  /// Points of a gesture's values per millimetre of the surface: the app surface's scale, 1 on
  /// the command line's surfaces (their values are millimetres).
  public var valuePointsPerMillimetre: Double {
    switch self {
    case .millimetres, .pixels: return 1
    case .points(let perMillimetre): return perMillimetre > 0 ? perMillimetre : 1
    }
  }

  /// Millimetres per point of a gesture's parameters (distances, in pt; speeds, in pt/s): the
  /// app surface's point, SwiftUI's (25.4 / 160 mm, ``Points/millimetres``) on the command
  /// line's surfaces.
  public var parameterMillimetresPerPoint: Double {
    switch self {
    case .millimetres, .pixels: return Points.millimetres
    case .points(let perMillimetre):
      return perMillimetre > 0 ? 1 / perMillimetre : Points.millimetres
    }
  }

  /// The scene's rectangle, in its units, on a device whose surface is `device` (mm): a pixel
  /// scene's screen, or the device's surface in millimetres or points.
  func rect(onDevice device: Rect) -> Rect {
    if let rect { return rect }
    let k = unitsPerMillimetre ?? 1
    return Rect(
      x: device.origin.x * k, y: device.origin.y * k, width: device.width * k,
      height: device.height * k)
  }

  /// Scene units per millimetre of the surface when the scene's frames follow the device's
  /// size (millimetre and point scenes): 1, or the point scale. Nil for a pixel scene (its
  /// frames map onto the device's surface).
  var unitsPerMillimetre: Double? {
    switch self {
    case .millimetres: return 1
    case .pixels: return nil
    case .points: return valuePointsPerMillimetre
    }
  }
}
