import Gestures

/// A picture of one run, built as it happens and written as a self-contained SVG: the touch
/// paths on the surface with the scene's regions, and below them a timeline with a lane per
/// gesture (its phases as spans), the touch sequences' explanations, a lane per contact (per
/// slot past 16 contacts), the haptic commands and the actions.
///
/// Feed it in time order: ``add(_:)-(TouchFrame)`` for each frame, the transitions, sequences,
/// haptic commands and actions as they happen, then ``finish(at:)`` and ``write(to:)``. It keeps
/// only what is drawn, decimated as it comes (paths closer than half a pixel to their line,
/// spans narrower than a pixel merged), so memory stays bounded however long the trace. The
/// same input always gives the same bytes. It never prints.
public final class TracePlot {
  /// The time window, width and title, as the plot was made with.
  public let configuration: PlotConfiguration
  /// Output times count from this time, µs (the trace's first event).
  public var origin: Int64?
  /// How the scene measures the surface: a pixel scene's contacts are drawn in its pixels.
  public var sceneSurface: SceneSurface = .millimetres {
    didSet { updateTolerance() }
  }
  /// The scene's regions, resolved (``PlotRegion/resolve(_:surface:device:)``).
  public var regions: [PlotRegion] = []

  var paths = ContactPaths()
  /// Device surfaces, mm.
  private(set) var surfaces: [Int: Rect] = [:]
  private(set) var lanes: [TimelineLane] = []
  private var laneIndex: [String: Int] = [:]
  /// Per gesture lane: the running attempt's possible start and its open active segment.
  private var attempts: [String: (possibleStart: Int64, segment: Span?)] = [:]
  /// Per contact: its down time, lane and role while down.
  private var down: [Int: (start: Int64, lane: Int, role: ContactRole, note: String?)] = [:]
  /// Haptic slots playing: since when.
  var playing: [Int: Int64] = [:]
  /// The accounts written beside the surface (the first ones only).
  private(set) var sideSequences: [PlotSequence] = []
  private(set) var sequenceCount = 0
  static let sideLimit = 80
  /// The latest time seen, µs from the origin.
  var latest: Int64 = 0
  private(set) var devices = Set<Int>()
  private(set) var ended: Int64?

  /// A plot of `configuration`'s window.
  public init(configuration: PlotConfiguration = PlotConfiguration()) {
    self.configuration = configuration
    updateTolerance()
  }

  /// The window, µs from the origin (clamped to the engine's durations: a bound before the
  /// origin is the origin, one beyond 2⁵³ µs is 2⁵³ µs).
  var windowStart: Int64 { configuration.from.map(Time.microseconds) ?? 0 }
  var windowEnd: Int64? { configuration.to.map(Time.microseconds) }

  func relative(_ t: Int64) -> Int64 { t &- (origin ?? t) }
  func inWindow(_ start: Int64, _ end: Int64) -> Bool {
    end >= windowStart && (windowEnd.map { start <= $0 } ?? true)
  }

  /// Device `index`'s surface, mm: where its contacts are drawn.
  public func setSurface(_ rect: Rect, device index: Int) {
    surfaces[index] = rect
    updateTolerance()
  }

  /// The surface drawn: a pixel scene's, else the devices' together, else what the touches
  /// covered.
  var bounds: Rect {
    if let r = sceneSurface.rect { return r }
    if !surfaces.isEmpty {
      let w = surfaces.values.map { $0.origin.x + $0.width }.max() ?? 1
      let h = surfaces.values.map { $0.origin.y + $0.height }.max() ?? 1
      return Rect(x: 0, y: 0, width: max(w, 1), height: max(h, 1))
    }
    if let s = paths.seen, s.width > 0 || s.height > 0 {
      return Rect(
        x: 0, y: 0, width: max(s.origin.x + s.width, 1), height: max(s.origin.y + s.height, 1))
    }
    return Rect(x: 0, y: 0, width: 100, height: 60)
  }

  private func updateTolerance() {
    let b = bounds
    let scale = PlotLayout.surfaceScale(b, width: configuration.width)
    paths.tolerance = 0.5 / scale
    paths.gridBounds = b
  }

  /// A contact's position in scene units: a pixel scene maps the device's mm onto its pixels.
  private func sceneUnits(_ c: Contact, device: Int) -> (Double, Double) {
    guard case .pixels(let w, let h) = sceneSurface, let s = surfaces[device], s.width > 0,
      s.height > 0
    else { return (c.x, c.y) }
    return ((c.x - s.origin.x) / s.width * w, (c.y - s.origin.y) / s.height * h)
  }

  /// Adds one frame's contacts.
  public func add(_ frame: TouchFrame) {
    if origin == nil { origin = frame.time }
    let t = relative(frame.time)
    latest = max(latest, t)
    devices.insert(frame.device)
    for c in frame.contacts where c.phase != .stationary {
      let key = c.id &* 64 &+ frame.device
      let inside = inWindow(t, t)
      if inside {
        let (x, y) = sceneUnits(c, device: frame.device)
        paths.add(c, device: frame.device, x: x, y: y, time: t)
      }
      if c.phase == .down || down[key] == nil && c.phase.isActive {
        let name = devices.count > 1 ? "d\(frame.device) slot \(c.slot)" : "slot \(c.slot)"
        let lane = self.lane(.contact, "\(frame.device)/\(c.slot)", name: name)
        down[key] = (t, lane, c.role, c.reason?.description)
      }
      if c.phase == .up || c.phase == .cancelled, let d = down.removeValue(forKey: key) {
        addContactSpan(id: c.id, d, end: t, cancelled: c.phase == .cancelled)
      }
    }
  }

  private func addContactSpan(
    id: Int, _ d: (start: Int64, lane: Int, role: ContactRole, note: String?), end: Int64,
    cancelled: Bool
  ) {
    guard inWindow(d.start, end) else { return }
    var title =
      "contact \(id) (\(d.role.rawValue)\(d.note.map { ": \($0)" } ?? "")) "
      + "\(SVGText.seconds(seconds(d.start)))–\(SVGText.seconds(seconds(end))) s"
    if cancelled { title += ", cancelled" }
    let kind: SpanKind = d.role == .finger && !cancelled ? .contact : .contactOther
    add(
      Span(start: d.start, end: end, kind: kind, colour: id, title: title, label: "#\(id)"),
      to: d.lane)
  }

  func seconds(_ t: Int64) -> Double { Double(t) / 1e6 }

  /// The index of the lane `key`, made when first seen.
  func lane(_ kind: TimelineLane.Kind, _ key: String, name: String) -> Int {
    let k = "\(kind.rawValue):\(key)"
    if let i = laneIndex[k] { return i }
    lanes.append(TimelineLane(kind: kind, name: name))
    laneIndex[k] = lanes.count - 1
    return lanes.count - 1
  }

  func add(_ span: Span, to lane: Int) {
    let extent = (windowEnd ?? latest) - windowStart
    lanes[lane].add(
      span, extent: max(extent, 1), pixels: PlotLayout.timelineWidth(configuration.width))
  }

  /// Adds one transition: its gesture's lane gets the span it closes and a mark at its time;
  /// the contacts' newest points are kept on their paths.
  public func add(_ transition: PlotTransition) {
    let tr = transition
    if origin == nil { origin = tr.time }
    let t = relative(tr.time)
    latest = max(latest, t)
    paths.pin()
    let key = "\(tr.device)/\(tr.laneName)"
    let name = devices.count > 1 ? "d\(tr.device) \(tr.laneName)" : tr.laneName
    let lane = self.lane(.gesture, key, name: name)
    var attempt = attempts[key] ?? (possibleStart: relative(tr.attemptStart ?? tr.time), nil)
    let at = " at \(SVGText.seconds(seconds(t))) s"
    func closeSegment() {
      if var s = attempt.segment {
        s.end = t
        if inWindow(s.start, s.end) { add(s, to: lane) }
        attempt.segment = nil
      }
    }
    if tr.from == .possible {
      let s = min(attempt.possibleStart, t)
      if inWindow(s, t) {
        add(
          Span(
            start: s, end: t, kind: .possible,
            title:
              "\(tr.laneName) possible \(SVGText.seconds(seconds(s)))–\(SVGText.seconds(seconds(t))) s"
          ),
          to: lane)
      }
    }
    let value = tr.value.map { ": \($0)" } ?? ""
    let reason = tr.reason.map { " — \($0)" } ?? ""
    switch tr.to {
    case .began, .changed:
      closeSegment()
      attempt.segment = Span(
        start: t, end: t, kind: .active,
        title: "\(tr.laneName) \(tr.from.rawValue) → \(tr.to.rawValue)\(at)\(value)")
      attempts[key] = attempt
      return
    case .ended, .failed, .cancelled:
      closeSegment()
      let kind: SpanKind = tr.to == .ended ? .ended : tr.to == .failed ? .failed : .cancelled
      if inWindow(t, t) {
        add(
          Span(
            start: t, end: t, kind: kind,
            title:
              "\(tr.laneName) \(tr.from.rawValue) → \(tr.to.rawValue)\(at)\(tr.to == .failed ? "" : value)\(reason)",
            label: SVGText.seconds(seconds(t))),
          to: lane)
      }
      attempts[key] = nil
    default:
      attempts[key] = attempt
    }
  }

  /// Ends the run at `time` µs: contacts still down and active spans end there.
  public func finish(at time: Int64) {
    let t = relative(time)
    latest = max(latest, t)
    ended = t
    for key in down.keys.sorted() {
      if let d = down[key] { addContactSpan(id: key / 64, d, end: t, cancelled: false) }
    }
    down.removeAll()
    for key in attempts.keys.sorted() {
      guard var s = attempts[key]?.segment, let i = laneIndex["gesture:\(key)"] else { continue }
      s.end = t
      if inWindow(s.start, s.end) { add(s, to: i) }
    }
    attempts.removeAll()
    for slot in playing.keys.sorted() { closePlay(slot, at: t, text: "the run ended") }
    paths.finish()
  }

  /// Adds the explanation of one touch sequence.
  public func add(_ sequence: PlotSequence) {
    let s = relative(sequence.start)
    let e = relative(sequence.end)
    latest = max(latest, e)
    guard inWindow(s, e) else { return }
    sequenceCount += 1
    if sideSequences.count < Self.sideLimit { sideSequences.append(sequence) }
    let won = sequence.lines.lazy.map { $0.drop { $0 == " " } }.first { $0.hasPrefix("won: ") }
      .map { String($0.dropFirst(5)) }
    let lane = self.lane(.sequence, "explain", name: "explain")
    add(
      Span(
        start: s, end: e, kind: .sequence, title: sequence.lines.joined(separator: "\n"),
        label: won), to: lane)
  }
}
