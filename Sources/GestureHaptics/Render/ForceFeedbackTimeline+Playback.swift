import Gestures

/// Timelines as a player changes them: cut at a loop's end, repeated, silenced.
extension ForceFeedbackTimeline {
  /// The timeline up to `end` ms: later segments dropped, the one across `end` shortened.
  public func cut(at end: Int) -> ForceFeedbackTimeline {
    var out: [Segment] = []
    for s in segments where s.start < end {
      var s = s
      if s.end > end { s.length = end - s.start }
      out.append(s)
    }
    return ForceFeedbackTimeline(segments: out)
  }

  /// The timeline played `count` times, each `period` ms after the one before (its segments
  /// must end by `period`).
  public func repeated(_ count: Int, every period: Int) -> ForceFeedbackTimeline {
    guard count > 1 else { return self }
    var out: [Segment] = []
    out.reserveCapacity(segments.count * count)
    for pass in 0..<count {
      for s in segments {
        out.append(Segment(start: s.start + pass * period, length: s.length, effect: s.effect))
      }
    }
    return ForceFeedbackTimeline(segments: out)
  }

  /// The same spans with nothing felt (a muted player: its place is kept, its pattern silent).
  public var silenced: ForceFeedbackTimeline {
    ForceFeedbackTimeline(
      segments: segments.map {
        Segment(start: $0.start, length: $0.length, effect: .rumble(strong: 0, weak: 0))
      })
  }

  /// `segments` with each run of contiguous segments of one effect joined into one (as a
  /// device plays them).
  static func joined(_ segments: [Segment]) -> [Segment] {
    var out: [Segment] = []
    for s in segments {
      if let last = out.last, last.end == s.start, last.effect == s.effect {
        out[out.count - 1].length += s.length
      } else {
        out.append(s)
      }
    }
    return out
  }
}
