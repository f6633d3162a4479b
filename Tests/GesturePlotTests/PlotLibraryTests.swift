import GestureTestSupport
import Testing

@testable import GesturePlot
@testable import Gestures

@Suite("GesturePlot pieces")
struct PlotLibraryTests {
  @Test("a straight path keeps its ends; a pinned point stays; a corner stays")
  func decimation() {
    var d = PathDecimator(tolerance: 0.1)
    for i in 0...1000 { d.add(x: Double(i) * 0.05, y: 10) }
    #expect(d.points.count <= 3)
    #expect(d.points.first == PathDecimator.Point(x: 0, y: 10))
    #expect(d.points.last == PathDecimator.Point(x: 50, y: 10))
    var c = PathDecimator(tolerance: 0.1)
    for i in 0...100 { c.add(x: Double(i), y: 0) }
    for i in 1...100 { c.add(x: 100, y: Double(i)) }
    #expect(c.points.contains(PathDecimator.Point(x: 100, y: 0)))
    #expect(c.points.count <= 8)
    var p = PathDecimator(tolerance: 0.1)
    for i in 0...100 {
      p.add(x: Double(i), y: 0)
      if i == 37 { p.pin() }
    }
    #expect(p.points.contains(PathDecimator.Point(x: 37, y: 0)))
  }

  @Test("a lane merges spans narrower than a pixel and stays bounded")
  func laneMerging() {
    var lane = TimelineLane(kind: .gesture, name: "tap", limit: 400)
    for i in 0..<200_000 {
      let t = Int64(i) * 3000  // 10 minutes of attempts 3 ms apart
      lane.add(
        Span(start: t, end: t, kind: i % 7 == 0 ? .failed : .ended, title: "tap \(i)"),
        extent: t + 1, pixels: 1000)
    }
    #expect(lane.spans.count <= 400)
    #expect(lane.spans.count >= 100)
    let total = lane.spans.map { $0.merged.values.reduce(0, +) }.reduce(0, +)
    #expect(total == 200_000)
    #expect(lane.spans.allSatisfy { $0.kind == .failed })
    let title = TimelineLane.title(of: lane.spans[0], seconds: { Double($0) / 1e6 })
    #expect(title.contains("merged"))
    #expect(title.contains("ended"))
    #expect(title.contains("failed"))
  }

  @Test("ticks adapt to the range")
  func ticks() {
    let tenMinutes = Ticks(from: 0, to: 600, target: 10)
    #expect(tenMinutes.step == 50 || tenMinutes.step == 100)
    #expect((5...14).contains(tenMinutes.values.count))
    let short = Ticks(from: 0, to: 0.032, target: 10)
    #expect(short.step == 0.005 || short.step == 0.002)
    #expect(short.decimals == 3)
    let window = Ticks(from: 12.3, to: 13.1, target: 8)
    #expect(window.values.first! >= 12.3)
    #expect(window.values.last! <= 13.1 + 1e-9)
  }

  @Test("ticks of a subnormal range end: one tick at the start")
  func ticksOfASubnormalRange() {
    // 4e-323 in 8 ticks is a raw step of the least subnormal: a power of ten dividing down to
    // it underflows to 0, and 0 × 10 never grew back (the loop ran forever).
    let tiny = Double.leastNonzeroMagnitude
    for (lower, upper) in [(0, 8 * tiny), (0, tiny), (-8 * tiny, 0), (0, 80 * tiny)] {
      let ticks = finishing(within: 10) { Ticks(from: lower, to: upper, target: 8) }
      #expect(ticks?.values == [lower], "\(lower) … \(upper)")
    }
    // A step below the start's precision: one tick, not a thousand alike.
    let flat = finishing(within: 10) { Ticks(from: 1e6, to: 1e6 + 1e-9, target: 8) }
    #expect(flat.map { Set($0.values).count == $0.values.count } == true)
    #expect((flat?.values.count ?? .max) <= Ticks.maximumCount)
  }

  @Test("a pixel surface of subnormal width and a window far past the trace plot, in bounded time")
  func degeneratePlots() {
    let svg = finishing(within: 20) { () -> String in
      let plot = TracePlot(configuration: PlotConfiguration(from: 1e300, to: .infinity))
      plot.sceneSurface = .pixels(width: 8 * .leastNonzeroMagnitude, height: 100)
      let c = Contact(id: 1, slot: 0, x: 2 * .leastNonzeroMagnitude, y: 50, phase: .down)
      plot.add(TouchFrame(time: 1000, device: 0, contacts: [c]))
      plot.finish(at: 2000)
      return plot.svg
    }
    #expect(svg.map { xmlProblem($0) } == .some(nil))
  }

  @Test("regions resolve with placements and device filters")
  func regions() {
    let root = Region(name: "root")
    root.addChild(Region(name: "left-edge", edge: .left, band: 8))
    let pad = Region(name: "pads-only")
    pad.frame = Rect(x: 10, y: 10, width: 20, height: 20)
    pad.devices = .touchpad
    root.addChild(pad)
    let r = PlotRegion.resolve(root, surface: Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(r.map(\.path) == ["root", "root/left-edge", "root/pads-only"])
    #expect(r[1].rect == Rect(x: 0, y: 0, width: 8, height: 50))
    #expect(r[1].isPlaced)
    #expect(r[2].deviceNote == "touchpads")
  }

  @Test("a long synthetic run plots in bounded state, with density past the path limit")
  func boundedState() {
    let plot = TracePlot(configuration: PlotConfiguration(title: "<long & \"odd\">"))
    plot.setSurface(Rect(x: 0, y: 0, width: 100, height: 60), device: 0)
    var id = 0
    var t: Int64 = 0
    for _ in 0..<3000 {
      id += 1
      for step in 0...20 {
        t += 8000
        let phase: ContactPhase = step == 0 ? .down : step == 20 ? .up : .moved
        let c = Contact(
          id: id, slot: 0, x: 10 + Double(step), y: 10 + Double(id % 40), phase: phase)
        plot.add(TouchFrame(time: t, device: 0, contacts: [c]))
      }
      plot.add(
        PlotTransition(
          time: t, device: 0, node: "root", gesture: "drag", from: .possible, to: .failed,
          reason: "moved < 5 & > 3", attemptStart: t - 160_000))
    }
    plot.finish(at: t + 1000)
    #expect(plot.paths.paths.count == ContactPaths.maximumPaths)
    #expect(plot.paths.overflowed == 3000 - ContactPaths.maximumPaths)
    #expect(plot.lanes.allSatisfy { $0.spans.count <= $0.limit })
    let svg = plot.svg
    #expect(xmlProblem(svg) == nil, "\(xmlProblem(svg) ?? "")")
    #expect(svg.contains("more contacts shown as density"))
    #expect(svg.contains("&lt;long &amp; &quot;odd&quot;&gt;"))
  }
}
