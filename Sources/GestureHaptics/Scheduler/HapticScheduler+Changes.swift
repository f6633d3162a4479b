import Gestures

/// The scheduler's changes: planning the next one, preparing its upload ahead, making it on time.
extension HapticScheduler {
  /// One playing pattern.
  struct Voice {
    var name: String
    var priority: HapticPriority
    var timeline: ForceFeedbackTimeline
    var start: Int64
    /// Absolute µs of every segment start and end, sorted.
    var changes: [Int64]
    /// Index of the first change not yet reached.
    var cursor = 0

    /// Nil for an empty timeline.
    init?(name: String, priority: HapticPriority, timeline: ForceFeedbackTimeline, start: Int64) {
      var changes: [Int64] = []
      for s in timeline.segments {
        let a = start + Self.micros(s.start)
        if changes.last != a { changes.append(a) }
        changes.append(start + Self.micros(s.end))
      }
      guard !changes.isEmpty else { return nil }
      self.name = name
      self.priority = priority
      self.timeline = timeline
      self.start = start
      self.changes = changes
    }

    /// A segment's time in µs from the voice's start: its ms clamped to 0 … 2⁴⁰ (35 years;
    /// a timeline built in code may hold any `Int`), so adding it to a clamped time cannot
    /// overflow.
    static func micros(_ ms: Int) -> Int64 { Int64(min(max(ms, 0), 1 << 40)) * 1000 }

    /// The effect of the segment sounding at `time` µs, found by binary search (segments are in
    /// start order and do not overlap, as the renderer makes them; a scan per mix made long
    /// patterns quadratic).
    func effect(at time: Int64) -> ForceFeedbackEffect? {
      let offset = time - start
      let segments = timeline.segments
      var low = 0
      var high = segments.count
      while low < high {
        let mid = (low + high) / 2
        if Self.micros(segments[mid].start) <= offset { low = mid + 1 } else { high = mid }
      }
      guard low > 0 else { return nil }
      let s = segments[low - 1]
      return offset < Self.micros(s.end) ? s.effect : nil
    }

    /// True while the voice has something left at or after `time`.
    func sounds(after time: Int64) -> Bool { changes[changes.count - 1] > time }
  }

  /// An effect to play from a change on, with how long it holds (ms) and its upload's length.
  struct Planned {
    var effect: ForceFeedbackEffect
    var hold: Int
    /// The hold was cut to what one upload can last: upload again when it runs out.
    var capped: Bool
    var length: Int { hold + HapticScheduler.safetyMargin }
  }

  /// What a change does, decided when its upload is prepared.
  enum Prepared {
    /// Stop the slot playing.
    case silence
    /// The effect playing goes on.
    case unchanged
    /// Play this slot, which holds the effect, and stop the one playing.
    case slot(Int, Planned)
    /// No idle slot could be prepared: upload into the playing one at the change.
    case inPlace(Planned)
  }

  /// The next time the mix may change, and what was prepared for it.
  struct Change {
    var time: Int64
    var prepared: Prepared?
  }

  /// Handles the deadline at `time`: prepares the next change's upload, or makes the change.
  func step(at time: Int64) {
    guard let change = next else { return }
    now = max(now, time)
    if let prepared = change.prepared {
      make(prepared, at: change.time)
    } else {
      let prepared = plan(change.time, at: time, uploading: true)
      next = failure == nil ? Change(time: change.time, prepared: prepared) : nil
    }
  }

  /// Decides what the change at `time` does; with `uploading`, uploads its effect at `now`
  /// into an idle slot (nil when an upload is needed but not allowed yet).
  func plan(_ time: Int64, at now: Int64, uploading: Bool) -> Prepared? {
    guard let effect = Self.mix(voices, at: time) else { return .silence }
    if let p = playing, p.effect == effect, refreshAt.map({ time < $0 }) ?? true {
      return .unchanged  // its replay length reaches the next real change
    }
    let (hold, capped) = Self.holdLength(of: effect, from: time, voices: voices)
    let planned = Planned(effect: effect, hold: hold, capped: capped)
    if let id = slots.idle(holding: effect, length: planned.length, except: playing?.slot) {
      return .slot(id, planned)
    }
    guard uploading else { return nil }
    output.annotate(patterns: voices.filter { $0.sounds(after: time) }.map(\.name))
    do {
      let id = try slots.upload(
        effect, length: planned.length, at: now, except: playing?.slot, to: output)
      return id.map { .slot($0, planned) } ?? .inPlace(planned)
    } catch {
      fail(error)
      return nil
    }
  }

  /// Makes the change at `time`, then plans the next one.
  func make(_ prepared: Prepared, at time: Int64) {
    var ended: [String] = []
    for i in voices.indices {
      while voices[i].cursor < voices[i].changes.count
        && voices[i].changes[voices[i].cursor] <= time
      {
        voices[i].cursor += 1
      }
      if voices[i].cursor == voices[i].changes.count { ended.append(voices[i].name) }
    }
    voices.removeAll { $0.cursor == $0.changes.count }
    switch prepared {
    case .silence:
      silence(at: time, names: voices.map(\.name) + ended)
    case .unchanged:
      break
    case .slot(let id, let planned):
      output.annotate(patterns: voices.map(\.name))
      switchTo(id, planned, at: time)
    case .inPlace(let planned):
      output.annotate(patterns: voices.map(\.name))
      do throws(ForceFeedbackError) {
        if let p = playing, p.effect.slotKind != planned.effect.slotKind {
          try output.stop(p.slot, at: time)
          playing = nil
        }
        // The playing slot (same kind) is updated in place, or the only slot is recycled.
        guard
          let id = try slots.upload(
            planned.effect, length: planned.length, at: time, except: nil, to: output)
        else { throw ForceFeedbackError(.noSpace, device: "scheduler", "no effect slot free") }
        switchTo(id, planned, at: time)
      } catch {
        fail(error)
      }
    }
    guard failure == nil else { return }
    planNext(after: time)
  }

  /// Plays `id`, then stops the slot that was playing (unless it is `id`): the new effect starts
  /// at its deadline and the device is never silent between two effects (for the microseconds
  /// between the two writes both play, as one mix).
  private func switchTo(_ id: Int, _ planned: Planned, at time: Int64) {
    do {
      try output.play(id, at: time)
      if let p = playing, p.slot != id { try output.stop(p.slot, at: time) }
      playing = (id, planned.effect)
      refreshAt = planned.capped ? time + Voice.micros(planned.hold) : nil
      slots.use(id, at: time)
    } catch {
      fail(error)
    }
  }

  /// Plans the first change after `time`; what needs no upload is decided at once, so it costs
  /// no extra deadline.
  func planNext(after time: Int64) {
    let t =
      (voices.compactMap { $0.cursor < $0.changes.count ? $0.changes[$0.cursor] : nil }
      + [refreshAt].compactMap { $0 }).min()
    guard let t else {
      next = nil
      return
    }
    next = Change(time: t, prepared: plan(t, at: time, uploading: false))
  }

  /// Stops the slot playing, if any.
  func silence(at time: Int64, names: [String]) {
    guard let p = playing else { return }
    output.annotate(patterns: names)
    do { try output.stop(p.slot, at: time) } catch { fail(error) }
    playing = nil
    refreshAt = nil
  }

  /// The mixed effect of `voices` at `time`, nil when silent.
  static func mix(_ voices: [Voice], at time: Int64) -> ForceFeedbackEffect? {
    var result: ForceFeedbackEffect?
    for v in voices {
      guard let e = v.effect(at: time) else { continue }
      result = result.map { $0.mixed(with: e) } ?? e
    }
    return result.flatMap { $0.isSilent ? nil : $0 }
  }

  /// How long `effect` stays the mix of `voices` from `time`, ms (until the next change that
  /// alters it), and whether that had to be cut to what one upload can last.
  static func holdLength(of effect: ForceFeedbackEffect, from time: Int64, voices: [Voice])
    -> (Int, Bool)
  {
    var cursors = voices.map(\.cursor)
    var end = time
    while true {
      // The next change of any voice after `end`.
      var next: Int64?
      for (i, v) in voices.enumerated() {
        while cursors[i] < v.changes.count && v.changes[cursors[i]] <= end { cursors[i] += 1 }
        if cursors[i] < v.changes.count { next = min(next ?? .max, v.changes[cursors[i]]) }
      }
      guard let t = next else { break }
      end = t
      if mix(voices, at: t) != effect { break }
    }
    let ms = Int((end - time + 999) / 1000)  // checked: integer µs to ms
    let longest = 0x7FFF - safetyMargin
    return (min(max(1, ms), longest), ms > longest)
  }
}
