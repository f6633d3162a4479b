import Gestures

extension PlotRenderer {
  /// The explanations beside the surface, as many as fit; the rest are in the explain lane's
  /// titles.
  func writeSide(to o: OutputBuffer) {
    let sequences = plot.sideSequences
    guard !sequences.isEmpty else { return }
    let x = layout.sideX
    let maxChars = max(20, Int(clamping: (layout.width - x - 10) / 5.4))
    let bottom = layout.timelineTop - 24
    var y = layout.surface.y + 10
    SVGText.text("explain", x: x, y: y, size: 11, fill: PlotPalette.swatch(.sequence), to: o)
    y += 14
    var shown = 0
    outer: for s in sequences {
      for line in s.lines {
        guard y <= bottom else { break outer }
        let text = line.count > maxChars ? String(line.prefix(maxChars - 1)) + "…" : line
        let head = !line.hasPrefix(" ")
        SVGText.text(
          text, x: x + (head ? 0 : 8), y: y, size: 9, fill: head ? "#222222" : "#444444", to: o)
        y += 11
      }
      shown += 1
      y += 3
    }
    if shown < plot.sequenceCount, y <= bottom + 11 {
      SVGText.text(
        "… \(plot.sequenceCount - shown) more: hover the explain lane", x: x, y: y, size: 9,
        fill: PlotPalette.axis, to: o)
    }
  }

  func writeTimeline(to o: OutputBuffer) {
    let top = layout.timelineTop
    let bottom = layout.lanesBottom
    let right = layout.timelineRight
    let s0 = Double(layout.t0) / 1e6
    let s1 = Double(layout.t1) / 1e6
    let ticks = Ticks(from: s0, to: s1, target: 10)
    for v in ticks.values {
      let x = layout.x(Int64(clamping: (v * 1e6).rounded()))
      SVGText.line(x1: x, y1: top, x2: x, y2: bottom, stroke: PlotPalette.grid, to: o)
      SVGText.text(
        label(v, ticks.decimals), x: x, y: top - 2, size: 9, fill: PlotPalette.axis,
        anchor: "middle", to: o)
      SVGText.text(
        label(v, ticks.decimals), x: x, y: bottom + 11, size: 9, fill: PlotPalette.axis,
        anchor: "middle", to: o)
    }
    SVGText.text(
      "s", x: right, y: bottom + 24, size: 10, fill: PlotPalette.axis, anchor: "end", to: o)
    for (i, lane) in lanes.enumerated() { writeLane(lane, at: layout.laneY(i), to: o) }
    writeLegend(y: bottom + 40, to: o)
  }

  private func writeLane(_ lane: TimelineLane, at y: Double, to o: OutputBuffer) {
    let h = PlotLayout.laneHeight
    let left = PlotLayout.left
    o.append("<g>")
    o.lineEnded()
    SVGText.rect(
      x: left, y: y, width: layout.timelineRight - left, height: h, fill: PlotPalette.background,
      to: o)
    SVGText.rect(
      x: left - 16, y: y + h / 2 - 4, width: 8, height: 8, fill: PlotPalette.swatch(lane.kind),
      to: o)
    let maxChars = Int((left - 24) / 5.6)  // checked: constants, 27
    let name = lane.name.count > maxChars ? "…" + String(lane.name.suffix(maxChars - 1)) : lane.name
    if name == lane.name {
      SVGText.text(name, x: left - 20, y: y + h / 2 + 4, size: 10, anchor: "end", to: o)
    } else {
      // Shortened: the full name on hover.
      o.append("<g><title>")
      SVGText.escaped(lane.name, to: o)
      o.append("</title>")
      o.lineEnded()
      SVGText.text(name, x: left - 20, y: y + h / 2 + 4, size: 10, anchor: "end", to: o)
      o.append("</g>")
      o.lineEnded()
    }
    let spans = visibleSpans(lane)
    let labelled = spans.count <= 16
    func seconds(_ t: Int64) -> Double { Double(t) / 1e6 }
    for s in spans {
      let x0 = layout.x(s.start)
      let x1 = layout.x(s.end)
      let title = TimelineLane.title(of: s, seconds: seconds)
      let fill = PlotPalette.fill(s.kind, colour: s.colour)
      switch s.kind {
      case .ended, .failed, .cancelled, .hapticUpload, .hapticStop, .hapticErase, .action,
        .actionSkipped:
        // A mark 4 px wide centred on its time, kept inside the lane (a failure at the first
        // event is not half hidden by the lane's edge).
        let w = max(4, x1 - x0)
        let mx = min(max(x0 - 2, PlotLayout.left), layout.timelineRight - w)
        SVGText.rect(x: mx, y: y, width: w, height: h, fill: fill, title: title, to: o)
        if labelled, let l = s.label {
          SVGText.text(l, x: x0 + 3, y: y + h - 3, size: 8, fill: "#333333", to: o)
        }
      case .possible:
        SVGText.rect(
          x: x0, y: y + 4, width: max(1, x1 - x0), height: h - 8, fill: fill, title: title, to: o)
      default:
        // A contact, sequence or play of no visible length still shows (4 px, as a mark).
        let w = max(s.kind == .active ? 1 : 4, x1 - x0)
        // Active segments (one per change) overlap a little so no seam shows between them.
        let overlap = s.kind == .active ? 0.6 : 0
        SVGText.rect(
          x: x0, y: y + 1, width: w + overlap, height: h - 2, fill: fill, title: title, to: o)
        if labelled, let l = s.label, w >= 40, Double(l.count) * 5 + 4 < w {
          let fit = max(0, Int(clamping: w / 5))
          let text = l.count > fit ? String(l.prefix(fit)) : l
          SVGText.text(text, x: x0 + 2, y: y + h - 5, size: 9, fill: "#ffffff", to: o)
        }
      }
    }
    o.append("</g>")
    o.lineEnded()
  }

  private func writeLegend(y: Double, to o: OutputBuffer) {
    let items: [(SpanKind, String)] = [
      (.possible, "possible"), (.active, "began/changed"), (.ended, "ended"),
      (.failed, "failed"), (.cancelled, "cancelled"), (.contactOther, "palm/thumb/hover/cancelled"),
      (.hapticPlay, "haptic play"), (.action, "action"),
    ]
    var x = PlotLayout.left
    let kinds = Set(lanes.map(\.kind))
    for (kind, name) in items {
      if kind == .hapticPlay && !kinds.contains(.haptics) { continue }
      if kind == .action && !kinds.contains(.actions) { continue }
      SVGText.rect(
        x: x, y: y - 8, width: 10, height: 10, fill: PlotPalette.fill(kind, colour: 0), to: o)
      SVGText.text(name, x: x + 14, y: y + 1, size: 10, fill: "#333333", to: o)
      x += 24 + Double(name.count) * 6
    }
  }
}
