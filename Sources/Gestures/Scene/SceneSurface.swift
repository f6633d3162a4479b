/// The coordinate space of a scene's frames.
public enum SceneSurface: Hashable, Sendable {
  /// Frames are in millimetres on the touch surface (`{"units": "mm"}`); the surface's size is
  /// the device's.
  case millimetres
  /// Frames are in pixels of a `width` × `height` screen mapped onto the touch surface
  /// (`{"width": 1920, "height": 1080}`).
  case pixels(width: Double, height: Double)

  /// The surface's rectangle when its size is known (pixel scenes), for regions without frame.
  public var rect: Rect? {
    switch self {
    case .millimetres: return nil
    case .pixels(let width, let height): return Rect(x: 0, y: 0, width: width, height: height)
    }
  }
}
