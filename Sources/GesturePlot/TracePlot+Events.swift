import Gestures

extension TracePlot {
  /// Adds one haptic command: a mark at its time, and a span from each play to its stop.
  public func add(_ command: PlotHapticCommand) {
    if origin == nil { origin = command.time }
    let t = relative(command.time)
    latest = max(latest, t)
    let kind: SpanKind
    switch command.kind {
    case .upload, .gain: kind = .hapticUpload
    case .play: kind = .hapticPlay
    case .stop: kind = .hapticStop
    case .erase: kind = .hapticErase
    }
    if let slot = command.slot {
      switch command.kind {
      case .play:
        if playing[slot] != nil { closePlay(slot, at: t, text: command.text) }
        playing[slot] = t
      case .stop, .erase:
        closePlay(slot, at: t, text: command.text)
      default: break
      }
    }
    guard inWindow(t, t) else { return }
    let lane = self.lane(.haptics, "haptics", name: "haptics")
    add(
      Span(
        start: t, end: t, kind: kind,
        title: "\(SVGText.seconds(seconds(t))) s: \(command.text)"), to: lane)
  }

  /// Ends slot `slot`'s play span at `t` (µs from the origin).
  func closePlay(_ slot: Int, at t: Int64, text: String) {
    guard let start = playing.removeValue(forKey: slot), inWindow(start, t) else { return }
    let lane = self.lane(.haptics, "haptics", name: "haptics")
    add(
      Span(
        start: start, end: t, kind: .hapticPlay,
        title:
          "slot #\(slot) playing \(SVGText.seconds(seconds(start)))–\(SVGText.seconds(seconds(t))) s (then \(text))"
      ), to: lane)
  }

  /// Adds one action (run or skipped): a mark at its time.
  public func add(_ action: PlotAction) {
    if origin == nil { origin = action.time }
    let t = relative(action.time)
    latest = max(latest, t)
    guard inWindow(t, t) else { return }
    let lane = self.lane(.actions, "actions", name: "actions")
    var title = "\(SVGText.seconds(seconds(t))) s: \(action.text)"
    if let s = action.skipped { title += " — skipped: \(s)" }
    add(
      Span(
        start: t, end: t, kind: action.skipped == nil ? .action : .actionSkipped, title: title),
      to: lane)
  }

  /// Writes the picture as SVG.
  public func write(to output: OutputBuffer) {
    PlotRenderer(plot: self).write(to: output)
  }

  /// The picture as SVG text.
  public var svg: String {
    let o = OutputBuffer()
    write(to: o)
    return o.text
  }
}
