/// Where a region lies in its parent's bounds when it has no fixed frame: a band along an edge
/// or a square in a corner, like the zone a UIKit `UIScreenEdgePanGestureRecognizer` starts
/// in. The band follows the bounds, so one scene fits every device's surface (a millimetre
/// scene takes each device's size).
///
/// Lengths are in the scene's units (millimetres, pixels of a pixel scene, or an app's points);
/// a band or size beyond the bounds is the whole bounds, a negative or NaN one is 0 (nothing is
/// hit).
public enum RegionPlacement: Hashable, Sendable {
  /// The full length of `edge`, `band` deep (`.edge(.left, band: 8)`: the leftmost 8 mm).
  case edge(RectEdge, band: Double)
  /// A `size` × `size` square in `corner`.
  case corner(RectCorner, size: Double)

  /// The rectangle this placement takes in `bounds` (its parent's bounds).
  public func frame(in bounds: Rect) -> Rect {
    let minX = bounds.origin.x
    let minY = bounds.origin.y
    switch self {
    case .edge(let edge, let band):
      let w = Self.clamp(band, bounds.width)
      let h = Self.clamp(band, bounds.height)
      switch edge {
      case .left: return Rect(x: minX, y: minY, width: w, height: bounds.height)
      case .right: return Rect(x: minX + bounds.width - w, y: minY, width: w, height: bounds.height)
      case .top: return Rect(x: minX, y: minY, width: bounds.width, height: h)
      case .bottom:
        return Rect(x: minX, y: minY + bounds.height - h, width: bounds.width, height: h)
      }
    case .corner(let corner, let size):
      let w = Self.clamp(size, bounds.width)
      let h = Self.clamp(size, bounds.height)
      let right = corner == .topRight || corner == .bottomRight
      let bottom = corner == .bottomLeft || corner == .bottomRight
      return Rect(
        x: right ? minX + bounds.width - w : minX, y: bottom ? minY + bounds.height - h : minY,
        width: w, height: h)
    }
  }

  /// `length` within 0 … `limit` (NaN is 0).
  private static func clamp(_ length: Double, _ limit: Double) -> Double {
    guard length > 0 else { return 0 }
    return min(length, max(0, limit))
  }
}

extension Region {
  /// A region along `edge` of its parent's bounds, `band` deep (scene units: mm, or pixels of
  /// a pixel scene), for gestures that start at an edge: `Region(name: "left-edge", edge:
  /// .left, band: 8)`. A touch that lands in the band hits it; its gestures then follow the
  /// touch wherever it moves.
  public convenience init(
    name: String, edge: RectEdge, band: Double, shape: RegionShape = .rectangle,
    hasContent: Bool = true
  ) {
    self.init(name: name, shape: shape, hasContent: hasContent)
    placement = .edge(edge, band: band)
  }

  /// A `size` × `size` region (scene units) in `corner` of its parent's bounds:
  /// `Region(name: "hot-corner", corner: .topLeft, size: 10)`.
  public convenience init(
    name: String, corner: RectCorner, size: Double, shape: RegionShape = .rectangle,
    hasContent: Bool = true
  ) {
    self.init(name: name, shape: shape, hasContent: hasContent)
    placement = .corner(corner, size: size)
  }

  /// The region's bounds when its parent's are `parent`: its frame, else its placement in
  /// `parent`, else `surface` (a region without frame or placement covers the surface).
  public func bounds(in parent: Rect, surface: Rect) -> Rect {
    frame ?? placement?.frame(in: parent) ?? surface
  }
}
