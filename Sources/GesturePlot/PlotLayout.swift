import Gestures

/// Where everything goes: the surface panel at the top left, the explanations beside it, the
/// timeline's lanes below, each at a fixed height. The render check reads the lanes'
/// rectangles from the SVG's `plot-layout` comment.
struct PlotLayout {
  static let left = 180.0
  static let right = 20.0
  static let surfaceLeft = 60.0
  static let surfaceTop = 50.0
  static let surfaceMaxWidth = 620.0
  static let surfaceMaxHeight = 400.0
  static let laneHeight = 18.0
  static let laneGap = 4.0

  /// The timeline's width in px for a picture `width` px wide.
  static func timelineWidth(_ width: Int) -> Int {
    max(100, width - Int(left + right))  // checked: constants, 200
  }

  /// Px per scene unit for a surface of `bounds`.
  static func surfaceScale(_ bounds: Rect, width: Int) -> Double {
    let maxWidth = min(surfaceMaxWidth, Double(width) - surfaceLeft - 40)
    return min(maxWidth / max(bounds.width, 1e-6), surfaceMaxHeight / max(bounds.height, 1e-6))
  }

  let width: Double
  /// ``width`` as given, px.
  let pixelWidth: Int
  let bounds: Rect
  let scale: Double
  /// The surface panel, px.
  let surface: (x: Double, y: Double, width: Double, height: Double)
  /// The explanations' column.
  let sideX: Double
  let timelineTop: Double
  let lanesTop: Double
  let laneCount: Int
  /// The time window, µs from the origin.
  let t0: Int64
  let t1: Int64

  init(width: Int, bounds: Rect, laneCount: Int, t0: Int64, t1: Int64) {
    self.width = Double(width)
    pixelWidth = width
    self.bounds = bounds
    scale = Self.surfaceScale(bounds, width: width)
    surface = (
      Self.surfaceLeft, Self.surfaceTop, bounds.width * scale, bounds.height * scale
    )
    sideX = surface.x + surface.width + 30
    timelineTop = surface.y + surface.height + 48
    lanesTop = timelineTop + 10
    self.laneCount = laneCount
    self.t0 = t0
    self.t1 = max(t1, t0 + 1)
  }

  /// The surface point (scene units) in px.
  func point(_ x: Double, _ y: Double) -> (Double, Double) {
    (surface.x + (x - bounds.origin.x) * scale, surface.y + (y - bounds.origin.y) * scale)
  }

  /// The timeline's x for `t` µs from the origin, clamped to the window.
  func x(_ t: Int64) -> Double {
    let c = min(max(t, t0), t1)
    return Self.left + Double(c - t0) / Double(t1 - t0) * Double(Self.timelineWidth(pixelWidth))
  }

  var timelineRight: Double { Self.left + Double(Self.timelineWidth(pixelWidth)) }

  /// Lane `i`'s top.
  func laneY(_ i: Int) -> Double { lanesTop + Double(i) * (Self.laneHeight + Self.laneGap) }

  var lanesBottom: Double { laneY(laneCount) }

  /// The picture's height.
  var height: Double { (lanesBottom + 56).rounded(.up) }
}
