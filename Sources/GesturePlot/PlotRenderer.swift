import Gestures

/// Writes a ``TracePlot`` as SVG: the header with the layout as data, the surface with the
/// regions and paths, the explanations, then the timeline (``PlotRenderer+Timeline``).
struct PlotRenderer {
  let plot: TracePlot
  let layout: PlotLayout
  /// The lanes in drawing order: gestures, explanations, contacts, haptics, actions.
  let lanes: [TimelineLane]

  init(plot: TracePlot) {
    self.plot = plot
    let order: [TimelineLane.Kind] = [.gesture, .sequence, .contact, .haptics, .actions]
    lanes = order.flatMap { k in
      k == .contact ? Self.contactLanes(plot) : plot.lanes.filter { $0.kind == k }
    }
    let end = plot.windowEnd ?? max(plot.latest, plot.ended ?? 0)
    var start = plot.windowStart
    if end <= start { start = min(start, end) }
    // A little room after the end, so the last marks and their times show.
    let span = end > start ? end - start : 100_000
    let pad = plot.windowEnd == nil ? span / 25 : 0
    layout = PlotLayout(
      width: plot.configuration.width, bounds: plot.bounds, laneCount: lanes.count, t0: start,
      t1: start + span + pad)
  }

  /// A lane per contact when there are few (at most 16, none merged), in the order they came
  /// down; else the lanes per slot, each contact a span on its slot's.
  static func contactLanes(_ plot: TracePlot) -> [TimelineLane] {
    let slots = plot.lanes.filter { $0.kind == .contact }
    let spans = slots.flatMap(\.spans)
    guard spans.count <= 16, spans.allSatisfy({ $0.merged.isEmpty }) else { return slots }
    return spans.sorted { ($0.start, $0.colour) < ($1.start, $1.colour) }.map { s in
      var lane = TimelineLane(kind: .contact, name: "contact \(s.label ?? "")", limit: 1)
      lane.add(s, extent: 1, pixels: 1)
      return lane
    }
  }

  func write(to o: OutputBuffer) {
    let w = layout.width
    let h = layout.height
    o.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    o.lineEnded()
    o.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"")
    SVGText.attribute("width", w, to: o)
    SVGText.attribute("height", h, to: o)
    o.append(" viewBox=\"0 0 ")
    SVGText.number(w, to: o)
    o.append(" ")
    SVGText.number(h, to: o)
    o.append("\" font-family=\"sans-serif\">")
    o.lineEnded()
    writeLayoutComment(to: o)
    SVGText.rect(x: 0, y: 0, width: w, height: h, fill: "#ffffff", to: o)
    if !plot.configuration.title.isEmpty {
      SVGText.text(plot.configuration.title, x: 10, y: 22, size: 14, to: o)
    }
    writeSurface(to: o)
    writeSide(to: o)
    writeTimeline(to: o)
    o.append("</svg>")
    o.lineEnded()
  }

  /// The lanes' rectangles and swatches as tab-separated data in a comment, for checks.
  private func writeLayoutComment(to o: OutputBuffer) {
    o.append("<!-- plot-layout")
    o.lineEnded()
    let s = layout.surface
    // Clamped: a scene's surface may be any finite size, its panel then NaN or huge.
    let panel = [s.x, s.y, s.width, s.height].map { String(Int(clamping: $0)) }
    o.append(string: "surface\t" + panel.joined(separator: "\t"))
    o.lineEnded()
    for (i, lane) in lanes.enumerated() {
      let y = layout.laneY(i)
      let spans = visibleSpans(lane)
      let shown = spans.count
      // The colours its spans are drawn in, for a check to find them among labels.
      let fills = Set(spans.map { PlotPalette.fill($0.kind, colour: $0.colour) }).sorted()
      o.append(
        string:
          "lane\t\(lane.kind.rawValue)\t\(Int(clamping: PlotLayout.left))\t\(Int(clamping: y))\t"
          + "\(Int(clamping: layout.timelineRight - PlotLayout.left))\t"
          + "\(Int(clamping: PlotLayout.laneHeight))\t\(Int(clamping: PlotLayout.left - 12))\t"
          + "\(Int(clamping: y + PlotLayout.laneHeight / 2))\t"
          + "\(PlotPalette.swatch(lane.kind))\t\(shown)\t\(SVGText.commentSafe(lane.name))\t"
          + fills.joined(separator: ","))
      o.lineEnded()
    }
    o.append("-->")
    o.lineEnded()
  }

  /// The spans of `lane` inside the window.
  func visibleSpans(_ lane: TimelineLane) -> [Span] {
    lane.spans.filter { $0.end >= layout.t0 && $0.start <= layout.t1 }
  }

  private func writeSurface(to o: OutputBuffer) {
    let s = layout.surface
    let b = layout.bounds
    SVGText.rect(
      x: s.x, y: s.y, width: s.width, height: s.height, fill: PlotPalette.background,
      extra: " stroke=\"#888888\"", to: o)
    let unit = plot.sceneSurface.rect == nil ? "mm" : "px"
    let xt = Ticks(from: b.origin.x, to: b.origin.x + b.width, target: 8)
    for v in xt.values {
      let (x, _) = layout.point(v, b.origin.y)
      SVGText.line(x1: x, y1: s.y, x2: x, y2: s.y + s.height, stroke: PlotPalette.grid, to: o)
      SVGText.text(
        label(v, xt.decimals), x: x, y: s.y + s.height + 13, size: 9, fill: PlotPalette.axis,
        anchor: "middle", to: o)
    }
    let yt = Ticks(from: b.origin.y, to: b.origin.y + b.height, target: 6)
    for v in yt.values {
      let (_, y) = layout.point(b.origin.x, v)
      SVGText.line(x1: s.x, y1: y, x2: s.x + s.width, y2: y, stroke: PlotPalette.grid, to: o)
      SVGText.text(
        label(v, yt.decimals), x: s.x - 4, y: y + 3, size: 9, fill: PlotPalette.axis,
        anchor: "end", to: o)
    }
    SVGText.text(
      unit, x: s.x + s.width, y: s.y + s.height + 26, size: 10, fill: PlotPalette.axis,
      anchor: "end", to: o)
    writeRegions(to: o)
    writeDensity(to: o)
    writePaths(to: o)
  }

  func label(_ v: Double, _ decimals: Int) -> String {
    let o = OutputBuffer()
    o.append(fixed: v, decimals: decimals)
    return o.text
  }

  private func writeRegions(to o: OutputBuffer) {
    // Labels of regions with the same corner stack down rather than overprint.
    var labelsAt: [String: Int] = [:]
    for r in plot.regions {
      let (x, y) = layout.point(r.rect.origin.x, r.rect.origin.y)
      let w = r.rect.width * layout.scale
      let h = r.rect.height * layout.scale
      guard w.isFinite, h.isFinite, w > 0, h > 0 else { continue }
      let dash = r.isPlaced || r.deviceNote != nil
      o.append(r.isRound ? "<ellipse" : "<rect")
      if r.isRound {
        SVGText.attribute("cx", x + w / 2, to: o)
        SVGText.attribute("cy", y + h / 2, to: o)
        SVGText.attribute("rx", w / 2, to: o)
        SVGText.attribute("ry", h / 2, to: o)
      } else {
        SVGText.attribute("x", x, to: o)
        SVGText.attribute("y", y, to: o)
        SVGText.attribute("width", w, to: o)
        SVGText.attribute("height", h, to: o)
      }
      o.append(" fill=\"none\" stroke=\"")
      o.append(string: r.servesDevice ? "#5f6b7a" : "#b8bec6")
      o.append("\" stroke-width=\"1\"")
      if dash { o.append(" stroke-dasharray=\"5 3\"") }
      o.append("><title>")
      SVGText.escaped(regionTitle(r), to: o)
      o.append(r.isRound ? "</title></ellipse>" : "</title></rect>")
      o.lineEnded()
      var name = r.path.split(separator: "/").last.map(String.init) ?? r.path
      if let n = r.deviceNote { name += r.servesDevice ? " (\(n))" : " (\(n): not this device)" }
      let key = "\(Int(clamping: x)),\(Int(clamping: y))"
      let k = labelsAt[key, default: 0]
      labelsAt[key] = k + 1
      // A label that would run past the surface's right edge ends at the region's right.
      let right = x + 3 + Double(name.count) * 5.5 > layout.surface.x + layout.surface.width
      SVGText.text(
        name, x: right ? x + w - 3 : x + 3, y: y + 11 + Double(k) * 11, size: 10,
        fill: r.servesDevice ? "#3d4652" : "#9aa3ad", anchor: right ? "end" : "start", to: o)
    }
  }

  private func regionTitle(_ r: PlotRegion) -> String {
    let q = r.rect
    var t = "region \(r.path): \(label(q.origin.x, 1)), \(label(q.origin.y, 1)), "
    t += "\(label(q.width, 1)) × \(label(q.height, 1))"
    if r.isPlaced { t += " (edge or corner placement)" }
    if let n = r.deviceNote { t += "; devices: \(n)" }
    return t
  }

  private func writeDensity(to o: OutputBuffer) {
    let grid = plot.paths.grid
    guard let top = grid.max(), top > 0 else { return }
    let n = ContactPaths.gridSize
    let gb = plot.paths.gridBounds
    let cw = gb.width / Double(n) * layout.scale
    let ch = gb.height / Double(n) * layout.scale
    for gy in 0..<n {
      for gx in 0..<n where grid[gy * n + gx] > 0 {
        let v = Double(grid[gy * n + gx]) / Double(top)
        let (x, y) = layout.point(
          gb.origin.x + Double(gx) * gb.width / Double(n),
          gb.origin.y + Double(gy) * gb.height / Double(n))
        o.append("<rect")
        SVGText.attribute("x", x, to: o)
        SVGText.attribute("y", y, to: o)
        SVGText.attribute("width", cw, to: o)
        SVGText.attribute("height", ch, to: o)
        o.append(" fill=\"#6c7a89\" fill-opacity=\"")
        o.append(fixed: 0.1 + 0.6 * v, decimals: 2)
        o.append("\"/>")
        o.lineEnded()
      }
    }
    let s = layout.surface
    SVGText.text(
      "\(plot.paths.overflowed) more contacts shown as density", x: s.x + 4,
      y: s.y + s.height - 6, size: 9, fill: PlotPalette.axis, to: o)
  }

  private func writePaths(to o: OutputBuffer) {
    // Fingers on top of the contacts left out (a finger and the hovering touch it was).
    let paths = plot.paths.paths
    for p in paths.lazy.filter({ $0.role != .finger || $0.cancelled }) { writePath(p, to: o) }
    for p in paths.lazy.filter({ $0.role == .finger && !$0.cancelled }) { writePath(p, to: o) }
  }

  private func writePath(_ p: ContactPaths.Path, to o: OutputBuffer) {
    let finger = p.role == .finger && !p.cancelled
    let colour = finger ? PlotPalette.contact(p.id) : PlotPalette.other
    o.append("<polyline fill=\"none\" stroke=\"")
    o.append(string: colour)
    o.append("\" stroke-width=\"1.6\" stroke-linejoin=\"round\"")
    if !finger { o.append(" stroke-dasharray=\"4 3\"") }
    o.append(" points=\"")
    for (i, q) in p.points.enumerated() {
      if i > 0 { o.append(" ") }
      let (x, y) = layout.point(Double(q.x), Double(q.y))
      SVGText.number(x, to: o)
      o.append(",")
      SVGText.number(y, to: o)
    }
    o.append("\"><title>")
    var title = "contact \(p.id) (\(p.role.rawValue)\(p.note.map { ": \($0)" } ?? "")) "
    title +=
      "\(SVGText.seconds(Double(p.start) / 1e6))–\(SVGText.seconds(Double(p.end) / 1e6)) s"
    if p.cancelled { title += ", cancelled" }
    SVGText.escaped(title, to: o)
    o.append("</title></polyline>")
    o.lineEnded()
    // The lift as a ring, the landing as a dot inside it when they meet (a tap).
    if p.endsInWindow, let last = p.points.last {
      mark(last, colour: colour, filled: false, to: o)
    }
    if p.startsInWindow, let first = p.points.first {
      mark(first, colour: colour, filled: true, to: o)
    }
  }

  /// A down (filled) or up (hollow) mark.
  private func mark(_ q: PathDecimator.Point, colour: String, filled: Bool, to o: OutputBuffer) {
    let (x, y) = layout.point(Double(q.x), Double(q.y))
    o.append("<circle")
    SVGText.attribute("cx", x, to: o)
    SVGText.attribute("cy", y, to: o)
    o.append(
      filled ? " r=\"2.5\" fill=\"" : " r=\"5\" fill=\"#ffffff\" stroke-width=\"1.5\" stroke=\"")
    o.append(string: colour)
    o.append("\"/>")
    o.lineEnded()
  }
}
