/// What a span or mark on a timeline lane is: its colour and, when spans merge, which one
/// shows (the later cases win).
enum SpanKind: Int, Hashable, Comparable, CaseIterable {
  case possible, active, ended, cancelled, failed
  case contact, contactOther
  case sequence
  case hapticUpload, hapticPlay, hapticStop, hapticErase
  case action, actionSkipped

  static func < (a: SpanKind, b: SpanKind) -> Bool { a.rawValue < b.rawValue }

  /// A phase's name for merged titles.
  var name: String {
    switch self {
    case .possible: return "possible"
    case .active: return "active"
    case .ended: return "ended"
    case .cancelled: return "cancelled"
    case .failed: return "failed"
    case .contact, .contactOther: return "contacts"
    case .sequence: return "sequences"
    case .hapticUpload: return "uploads"
    case .hapticPlay: return "plays"
    case .hapticStop: return "stops"
    case .hapticErase: return "erases"
    case .action: return "actions"
    case .actionSkipped: return "skipped"
    }
  }
}

/// One span (or, when start equals end, a mark) on a lane, µs from the origin.
struct Span {
  var start: Int64
  var end: Int64
  var kind: SpanKind
  /// Which palette colour (contacts: by id).
  var colour: Int = 0
  /// The hover text.
  var title: String
  /// How many spans this one stands for, by kind (merged spans).
  var merged: [SpanKind: Int] = [:]
  /// A short label drawn beside it when there is room.
  var label: String?
}

/// The spans of one lane, in time order, merged when they get narrower than a pixel: memory
/// stays bounded however long the trace (at most ``limit`` spans; past it, neighbours closer
/// than the current resolution merge and the resolution doubles until they fit).
struct TimelineLane {
  enum Kind: String {
    case gesture, sequence, contact, haptics, actions
  }
  let kind: Kind
  let name: String
  private(set) var spans: [Span] = []
  /// µs below which neighbouring spans are merged (0: none yet).
  private(set) var resolution: Int64 = 0
  /// The most spans kept.
  let limit: Int

  init(kind: Kind, name: String, limit: Int = 2400) {
    self.kind = kind
    self.name = name
    self.limit = limit
  }

  /// Adds a span; `extent` is the timeline's length so far (µs) and `pixels` its width, which
  /// set the resolution when the lane is full.
  mutating func add(_ span: Span, extent: Int64, pixels: Int) {
    if resolution > 0, let last = spans.last, span.end - last.start < resolution {
      spans[spans.count - 1] = Self.merge(last, span)
    } else {
      spans.append(span)
    }
    guard spans.count > limit else { return }
    resolution = min(
      max(min(resolution, 1 << 61) * 2, max(1, extent / Int64(max(1, pixels)))), 1 << 62)
    // Bounded: the resolution doubles each turn and at 2⁶² µs (beyond any time the engine
    // handles) every span is one; a lane of limit 1 keeps its one span.
    while spans.count > max(1, limit / 2), resolution < 1 << 62 {
      compact()
      if spans.count > limit / 2 { resolution *= 2 }
    }
  }

  /// The last span, to extend (an active span growing with each change).
  var last: Span? { spans.last }

  /// Replaces the last span.
  mutating func replaceLast(_ span: Span) {
    if !spans.isEmpty { spans[spans.count - 1] = span }
  }

  private mutating func compact() {
    var out: [Span] = []
    out.reserveCapacity(spans.count)
    for s in spans {
      if let last = out.last, s.end - last.start < resolution {
        out[out.count - 1] = Self.merge(last, s)
      } else {
        out.append(s)
      }
    }
    spans = out
  }

  /// One span covering both, shown as the more important kind, counting what it stands for.
  static func merge(_ a: Span, _ b: Span) -> Span {
    var m = a
    m.start = min(a.start, b.start)
    m.end = max(a.end, b.end)
    m.kind = max(a.kind, b.kind)
    if a.kind > b.kind { m.colour = a.colour } else if b.kind > a.kind { m.colour = b.colour }
    var counts = a.merged.isEmpty ? [a.kind: 1] : a.merged
    for (k, n) in b.merged.isEmpty ? [b.kind: 1] : b.merged { counts[k, default: 0] += n }
    m.merged = counts
    m.label = nil
    if b.kind >= a.kind { m.title = b.title }
    return m
  }

  /// The hover text of a span: its own, or for a merged one what it stands for and the last
  /// notable title.
  static func title(of s: Span, seconds: (Int64) -> Double) -> String {
    guard !s.merged.isEmpty else { return s.title }
    let total = s.merged.values.reduce(0, +)
    let counts = s.merged.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.name)" }
    return
      "\(total) merged, \(SVGText.seconds(seconds(s.start)))–\(SVGText.seconds(seconds(s.end))) s: "
      + counts.joined(separator: ", ") + "; last: " + s.title
  }
}
