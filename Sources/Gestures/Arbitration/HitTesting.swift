// Hit testing: which region a touch lands on, SwiftUI's rules.

extension RegionShape {
  /// Whether `p` lies inside the shape drawn in `frame`. Every shape lies within its frame,
  /// which is half-open like ``Rect/contains(_:)``; curved edges count as inside. Each shape's
  /// area is in the Arbitration article.
  public func contains(_ p: Point, in frame: Rect) -> Bool {
    guard frame.contains(p) else { return false }
    switch self {
    case .rectangle:
      return true
    case .roundedRectangle(let cornerRadius):
      return Self.roundedContains(p, frame, radius: cornerRadius)
    case .capsule:
      return Self.roundedContains(p, frame, radius: min(frame.width, frame.height) / 2)
    case .circle:
      let r = min(frame.width, frame.height) / 2
      let dx = p.x - (frame.origin.x + frame.width / 2)
      let dy = p.y - (frame.origin.y + frame.height / 2)
      return dx * dx + dy * dy <= r * r
    case .polygon(let vertices):
      return Self.evenOdd(Point(x: p.x - frame.origin.x, y: p.y - frame.origin.y), vertices)
    }
  }

  /// `p` (already inside `frame`) is outside only in a corner square beyond its quarter circle.
  private static func roundedContains(_ p: Point, _ frame: Rect, radius: Double) -> Bool {
    let r = max(0, min(radius, min(frame.width, frame.height) / 2))
    guard r > 0 else { return true }
    let left = frame.origin.x + r
    let right = frame.origin.x + frame.width - r
    let top = frame.origin.y + r
    let bottom = frame.origin.y + frame.height - r
    let cx = p.x < left ? left : (p.x > right ? right : p.x)
    let cy = p.y < top ? top : (p.y > bottom ? bottom : p.y)
    let dx = p.x - cx
    let dy = p.y - cy
    return dx * dx + dy * dy <= r * r
  }

  /// Even-odd rule by ray casting towards +x.
  private static func evenOdd(_ p: Point, _ vertices: [Point]) -> Bool {
    guard vertices.count >= 3 else { return false }
    var inside = false
    var j = vertices.count - 1
    for i in vertices.indices {
      let a = vertices[i]
      let b = vertices[j]
      if (a.y > p.y) != (b.y > p.y) {
        let x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
        if p.x < x { inside.toggle() }
      }
      j = i
    }
    return inside
  }
}

extension Region {
  /// The path from this region (the root) down to the deepest region hit at `p`, root first;
  /// empty when nothing is hit. SwiftUI's rules (topmost child first, content or content shape,
  /// `allowsHitTesting`), plus ``placement`` and ``devices``; one departure: a region's frame
  /// clips its subtree's hit testing, which keeps the cost to O(depth × siblings). The rules are
  /// in the Arbitration article.
  ///
  /// Allocates only the returned array.
  public func hitTest(_ p: Point, surface: Rect, device: DeviceIdentity? = nil) -> [Region] {
    var path: [Region] = []
    path.reserveCapacity(16)
    guard appendHitPath(p, surface: surface, parent: surface, device: device, to: &path)
    else { return [] }
    path.reverse()
    return path
  }

  /// The deepest region hit at `p`, or nil.
  public func deepestHit(_ p: Point, surface: Rect) -> Region? {
    hitTest(p, surface: surface).last
  }

  /// Appends the hit path leaf first, returning whether anything was hit.
  private func appendHitPath(
    _ p: Point, surface: Rect, parent: Rect, device: DeviceIdentity?, to path: inout [Region]
  ) -> Bool {
    guard allowsHitTesting, devices?.matches(device) ?? true else { return false }
    let bounds = self.bounds(in: parent, surface: surface)
    guard bounds.contains(p) else { return false }
    var i = children.endIndex
    while i > children.startIndex {
      i -= 1
      if children[i].appendHitPath(p, surface: surface, parent: bounds, device: device, to: &path) {
        path.append(self)
        return true
      }
    }
    guard hasContent || contentShape != nil else { return false }
    guard (contentShape ?? shape).contains(p, in: bounds) else { return false }
    path.append(self)
    return true
  }
}
