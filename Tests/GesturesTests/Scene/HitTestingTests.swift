import Foundation
import Testing

@testable import Gestures

@Suite struct HitTestingTests {
  let frame = Rect(x: 10, y: 20, width: 100, height: 40)
  let surface = Rect(x: 0, y: 0, width: 300, height: 200)

  func inside(_ shape: RegionShape, _ x: Double, _ y: Double) -> Bool {
    shape.contains(Point(x: x, y: y), in: frame)
  }

  @Test func rectangleEdges() {
    #expect(inside(.rectangle, 10, 20))
    #expect(inside(.rectangle, 109.99, 59.99))
    #expect(!inside(.rectangle, 9.99, 30))
    #expect(!inside(.rectangle, 110, 30))
    #expect(!inside(.rectangle, 50, 19.99))
    #expect(!inside(.rectangle, 50, 60))
  }

  @Test func roundedRectangleCorners() {
    let shape = RegionShape.roundedRectangle(cornerRadius: 10)
    // The top-left corner's quarter circle is centred at (20, 30) with radius 10.
    let d = 10 / 2.0.squareRoot()
    #expect(inside(shape, 20 - d + 0.05, 30 - d + 0.05))
    #expect(!inside(shape, 20 - d - 0.05, 30 - d - 0.05))
    #expect(!inside(shape, 10.5, 20.5))
    #expect(inside(shape, 10, 30))  // the straight edge below the corner
    #expect(inside(shape, 20, 20))  // the straight edge right of the corner
    // Bottom-right corner, centred at (100, 50).
    #expect(inside(shape, 100 + d - 0.05, 50 + d - 0.05))
    #expect(!inside(shape, 100 + d + 0.05, 50 + d + 0.05))
    #expect(!inside(shape, 109.9, 59.9))
    // A radius larger than half the shorter side is clamped: a capsule.
    #expect(
      RegionShape.roundedRectangle(cornerRadius: 100).contains(
        Point(x: 12, y: 22), in: frame)
        == RegionShape.capsule.contains(Point(x: 12, y: 22), in: frame))
    #expect(inside(.roundedRectangle(cornerRadius: 0), 10, 20))
  }

  @Test func circleIsTheLargestCentredCircle() {
    // Centre (60, 40), radius 20 (half the height).
    #expect(inside(.circle, 60, 40))
    #expect(inside(.circle, 60, 20.05))
    #expect(!inside(.circle, 60, 19.95))
    #expect(inside(.circle, 79.95, 40))
    #expect(!inside(.circle, 80.05, 40))
    #expect(inside(.circle, 40.05, 40))
    #expect(!inside(.circle, 39.95, 40))
    #expect(!inside(.circle, 15, 40))  // inside the frame, outside the circle
    let d = 20 / 2.0.squareRoot()
    #expect(inside(.circle, 60 + d - 0.05, 40 + d - 0.05))
    #expect(!inside(.circle, 60 + d + 0.05, 40 + d + 0.05))
  }

  @Test func capsuleHasSemicircularEnds() {
    // Radius 20: end circles centred at (30, 40) and (90, 40).
    #expect(inside(.capsule, 10.05, 40))
    #expect(!inside(.capsule, 11, 22))
    #expect(inside(.capsule, 60, 20.05))
    #expect(inside(.capsule, 30, 20.05))
    let d = 20 / 2.0.squareRoot()
    #expect(inside(.capsule, 90 + d - 0.05, 40 - d + 0.05))
    #expect(!inside(.capsule, 90 + d + 0.05, 40 - d - 0.05))
    // A tall capsule rounds its top and bottom.
    let tall = Rect(x: 0, y: 0, width: 10, height: 50)
    #expect(RegionShape.capsule.contains(Point(x: 5, y: 0.05), in: tall))
    #expect(!RegionShape.capsule.contains(Point(x: 0.5, y: 0.5), in: tall))
  }

  @Test func polygonEvenOdd() {
    // A triangle relative to the frame's origin: (0,0), (100,0), (0,40).
    let triangle = RegionShape.polygon([
      Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 0, y: 40),
    ])
    #expect(inside(triangle, 11, 21))
    // The hypotenuse passes through (60, 40) in surface coordinates (x = 50, y = 20 local).
    #expect(inside(triangle, 59.9, 40))
    #expect(!inside(triangle, 60.1, 40))
    #expect(!inside(triangle, 105, 55))
    // A pentagram's centre is outside by the even-odd rule; its points are inside.
    var star: [Point] = []
    for k in 0..<5 {
      let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
      star.append(Point(x: 20 + 19 * cos(a), y: 20 + 19 * sin(a)))
    }
    let square = Rect(x: 0, y: 0, width: 40, height: 40)
    #expect(!RegionShape.polygon(star).contains(Point(x: 20, y: 20), in: square))
    #expect(RegionShape.polygon(star).contains(Point(x: 20, y: 3), in: square))
    #expect(
      !RegionShape.polygon([Point(x: 0, y: 0), Point(x: 5, y: 5)]).contains(
        Point(x: 1, y: 1), in: square))
  }

  func names(_ path: [Region]) -> [String] { path.map(\.name) }

  @Test func deepestHitAndPath() {
    let root = Region(name: "window")
    let list = Region(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 200))
    let photo = Region(name: "photo", frame: Rect(x: 10, y: 10, width: 50, height: 50))
    root.addChild(list)
    list.addChild(photo)
    #expect(
      names(root.hitTest(Point(x: 20, y: 20), surface: surface)) == ["window", "list", "photo"])
    #expect(names(root.hitTest(Point(x: 80, y: 100), surface: surface)) == ["window", "list"])
    #expect(names(root.hitTest(Point(x: 250, y: 100), surface: surface)) == ["window"])
    #expect(root.hitTest(Point(x: 350, y: 100), surface: surface).isEmpty)
    #expect(root.deepestHit(Point(x: 20, y: 20), surface: surface) === photo)
  }

  @Test func zOrderTopmostChildWins() {
    let root = Region(name: "window", hasContent: false)
    let below = Region(name: "below", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let above = Region(name: "above", frame: Rect(x: 50, y: 50, width: 100, height: 100))
    root.addChild(below).addChild(above)
    #expect(names(root.hitTest(Point(x: 75, y: 75), surface: surface)) == ["window", "above"])
    #expect(names(root.hitTest(Point(x: 25, y: 25), surface: surface)) == ["window", "below"])
    #expect(names(root.hitTest(Point(x: 125, y: 125), surface: surface)) == ["window", "above"])
    #expect(root.hitTest(Point(x: 250, y: 25), surface: surface).isEmpty)
    // A circle on top only covers its circle: the corner of its frame goes to the one below.
    above.shape = .circle
    #expect(names(root.hitTest(Point(x: 52, y: 52), surface: surface)) == ["window", "below"])
  }

  @Test func allowsHitTestingFalseLetsTheRegionBelowBeHit() {
    let root = Region(name: "window", hasContent: false)
    let rectangle = Region(name: "rectangle", frame: Rect(x: 20, y: 20, width: 100, height: 100))
    let circle = Region(
      name: "circle", frame: Rect(x: 20, y: 20, width: 100, height: 100), shape: .circle)
    let badge = Region(name: "badge", frame: Rect(x: 60, y: 60, width: 20, height: 20))
    circle.addChild(badge)
    root.addChild(rectangle).addChild(circle)
    #expect(
      names(root.hitTest(Point(x: 70, y: 70), surface: surface)) == ["window", "circle", "badge"])
    circle.allowsHitTesting = false
    // Neither the circle nor anything inside it is hit.
    #expect(names(root.hitTest(Point(x: 70, y: 70), surface: surface)) == ["window", "rectangle"])
    #expect(names(root.hitTest(Point(x: 40, y: 70), surface: surface)) == ["window", "rectangle"])
    rectangle.allowsHitTesting = false
    #expect(root.hitTest(Point(x: 70, y: 70), surface: surface).isEmpty)
    root.allowsHitTesting = false
    circle.allowsHitTesting = true
    #expect(root.hitTest(Point(x: 70, y: 70), surface: surface).isEmpty)
  }

  @Test func stackGapIsHitOnlyWithContentShape() {
    let root = Region(name: "window", hasContent: false)
    let vstack = Region(
      name: "vstack", frame: Rect(x: 0, y: 0, width: 100, height: 200), hasContent: false)
    let top = Region(name: "top", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    let spacer = Region(
      name: "spacer", frame: Rect(x: 0, y: 30, width: 100, height: 140), hasContent: false)
    let bottom = Region(name: "bottom", frame: Rect(x: 0, y: 170, width: 100, height: 30))
    vstack.addChild(top).addChild(spacer).addChild(bottom)
    root.addChild(vstack)
    let gap = Point(x: 50, y: 100)
    #expect(root.hitTest(gap, surface: surface).isEmpty)
    #expect(
      names(root.hitTest(Point(x: 50, y: 180), surface: surface)) == ["window", "vstack", "bottom"])
    vstack.contentShape = .rectangle
    #expect(names(root.hitTest(gap, surface: surface)) == ["window", "vstack"])
    #expect(
      names(root.hitTest(Point(x: 50, y: 10), surface: surface)) == ["window", "vstack", "top"])
    // The content shape replaces the hit shape: a circle content shape leaves the corners out.
    vstack.contentShape = .circle
    #expect(names(root.hitTest(Point(x: 50, y: 100), surface: surface)) == ["window", "vstack"])
    #expect(root.hitTest(Point(x: 2, y: 40), surface: surface).isEmpty)
    // A region with content but a smaller content shape is hit only inside it.
    let card = Region(name: "card", frame: Rect(x: 150, y: 0, width: 40, height: 40))
    card.contentShape = .polygon([Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 0, y: 40)])
    root.addChild(card)
    #expect(names(root.hitTest(Point(x: 155, y: 5), surface: surface)) == ["window", "card"])
    #expect(root.hitTest(Point(x: 185, y: 35), surface: surface).isEmpty)
  }

  @Test func nilFrameCoversTheSurface() {
    let root = Region(name: "root")
    #expect(names(root.hitTest(Point(x: 299, y: 199), surface: surface)) == ["root"])
    #expect(root.hitTest(Point(x: 300, y: 10), surface: surface).isEmpty)
    let overlay = Region(name: "overlay")
    overlay.allowsHitTesting = true
    root.addChild(overlay)
    #expect(names(root.hitTest(Point(x: 1, y: 1), surface: surface)) == ["root", "overlay"])
  }

  @Test func childrenAreClippedToTheirParentsFrame() {
    let root = Region(name: "root", hasContent: false)
    let parent = Region(name: "parent", frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let overflow = Region(name: "overflow", frame: Rect(x: 40, y: 40, width: 50, height: 50))
    parent.addChild(overflow)
    root.addChild(parent)
    #expect(
      names(root.hitTest(Point(x: 45, y: 45), surface: surface)) == ["root", "parent", "overflow"])
    #expect(root.hitTest(Point(x: 60, y: 60), surface: surface).isEmpty)
  }

  /// 1,000 regions, 10 levels of 2 + fan-out: the hit test visits only the path's siblings.
  @Test func largeTreeStaysCheap() {
    let root = Region(name: "root", hasContent: false)
    var leaves = 0
    func grow(_ region: Region, _ frame: Rect, depth: Int) {
      guard depth < 3 else { return }
      let columns = 10
      let w = frame.width / Double(columns)
      for c in 0..<columns {
        let f = Rect(
          x: frame.origin.x + Double(c) * w, y: frame.origin.y, width: w, height: frame.height)
        let child = Region(name: "r\(c)", frame: f)
        region.addChild(child)
        leaves += 1
        grow(child, f, depth: depth + 1)
      }
    }
    grow(root, Rect(x: 0, y: 0, width: 1000, height: 100), depth: 0)
    #expect(leaves == 1110)
    let path = root.hitTest(
      Point(x: 123.4, y: 50), surface: Rect(x: 0, y: 0, width: 1000, height: 100))
    #expect(path.map(\.path).last == "root/r1/r2/r3")
  }
}
