import Gestures

/// A pattern rendered for one device profile: what the device should play, as effects held over
/// whole-millisecond spans from the pattern's start. Between segments the device is silent.
public struct ForceFeedbackTimeline: Hashable, Sendable {
  /// One effect held from `start` for `length` ms.
  public struct Segment: Hashable, Sendable {
    /// Milliseconds from the pattern's start.
    public var start: Int
    /// Milliseconds, ≥ 1.
    public var length: Int
    /// What the device plays meanwhile.
    public var effect: ForceFeedbackEffect

    /// `effect` held from `start` for `length` ms.
    public init(start: Int, length: Int, effect: ForceFeedbackEffect) {
      self.start = start
      self.length = length
      self.effect = effect
    }

    /// When the segment ends, ms from the pattern's start.
    public var end: Int {
      // Saturating: a segment built in code may hold any values.
      let (sum, overflow) = start.addingReportingOverflow(length)
      return overflow ? .max : sum
    }
  }

  /// Segments in time order, never overlapping.
  public var segments: [Segment]

  /// A timeline of `segments`, in time order and not overlapping.
  public init(segments: [Segment] = []) { self.segments = segments }

  /// When the last segment ends, in ms (0 for an empty timeline).
  public var length: Int { segments.last?.end ?? 0 }

  /// The effect playing `time` ms after the start, nil when silent.
  public func effect(at time: Int) -> ForceFeedbackEffect? {
    segments.first { $0.start <= time && time < $0.end }?.effect
  }

  /// Every time a segment starts or ends, ms, sorted.
  var changeTimes: [Int] {
    var times: [Int] = []
    for s in segments {
      if times.last != s.start { times.append(s.start) }
      times.append(s.end)
    }
    return times
  }
}
