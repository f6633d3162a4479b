/// Plays rendered patterns on one force-feedback output at their deadlines, in the engine's loop
/// style: nothing here reads a clock. The owner calls ``play(_:name:priority:at:)`` when a pattern
/// should start, arms a timer at ``nextDeadline`` and calls ``advance(to:)`` when it fires (live:
/// CLOCK_MONOTONIC µs; replay: trace µs). The same calls give the same commands.
///
/// How the device is driven (research/haptics.md §6.3–6.4):
/// - At every moment the effect is the mix of the playing patterns' timelines
///   (``ForceFeedbackEffect/mixed(with:)``). When it changes, the slot for its kind (one per
///   rumble or periodic waveform, since an update may not change type or waveform) is updated in
///   place with `EVIOCSFF` and played; when it falls silent, the slot is stopped.
/// - Each upload's replay length is the time until the effect next changes plus
///   ``safetyMargin`` ms, so a stalled program cannot leave the motor running for long; the
///   scheduler still stops it explicitly.
/// - Slots are reused, never more than the device's maximum: a new kind takes a free slot, or
///   the least recently used idle one is erased first.
/// - Nothing is left playing: a pattern's end stops the slot, ``stop(at:)`` stops everything,
///   ``close(at:)`` stops and erases every slot (and closing the device's descriptor makes the
///   kernel erase them too).
/// - A failing output (a device unplugged: `ENODEV`) is reported once through ``onFailure`` and
///   dropped: the scheduler forgets its patterns and sends nothing more.
public final class HapticScheduler {
  /// Extra replay length beyond the planned hold, ms.
  public static let safetyMargin = 50

  struct Voice {
    var name: String
    var priority: HapticPriority
    var timeline: ForceFeedbackTimeline
    var start: Int64
    /// Absolute µs of every segment start and end, sorted.
    var changes: [Int64]
    /// Index of the first change not yet reached.
    var cursor = 0

    func effect(at time: Int64) -> ForceFeedbackEffect? {
      let ms = time - start
      for s in timeline.segments where Int64(s.start) * 1000 <= ms && ms < Int64(s.end) * 1000 {
        return s.effect
      }
      return nil
    }
  }

  /// What ``play(_:name:priority:at:)`` did with a pattern.
  public enum Outcome: Hashable, Sendable {
    /// Nothing else was playing.
    case started
    /// Mixed with the patterns already playing.
    case mixed
    /// Stopped the patterns named (they had lower priority).
    case preempted([String])
    /// The output has failed; nothing was played.
    case dropped
  }

  public let output: ForceFeedbackOutput
  public let renderer: HapticRenderer
  /// Called once when the output fails; the scheduler is dropped afterwards.
  public var onFailure: ((ForceFeedbackError) -> Void)?
  /// The failure that dropped the output, if any.
  public private(set) var failure: ForceFeedbackError?

  private var voices: [Voice] = []
  private var slots: [String: Int] = [:]
  private var lastUse: [Int: Int64] = [:]
  private var playingSlot: Int?
  private var playingEffect: ForceFeedbackEffect?
  /// When the effect playing must be uploaded again because its hold was longer than one
  /// upload's replay length can be (about 32.7 s).
  private var refreshAt: Int64?
  private var now: Int64 = .min

  /// A scheduler for `output`, rendering with `profile`.
  public init(output: ForceFeedbackOutput, profile: HapticDeviceProfile) {
    self.output = output
    var p = profile
    p.maximumEffects = output.maximumEffects
    renderer = HapticRenderer(profile: p)
  }

  /// Sets the device's gain (0 … 1, `FF_GAIN`; device-global and kept by the kernel).
  public func setGain(_ gain: Double, at time: Int64) {
    guard failure == nil else { return }
    do { try output.setGain(gain, at: time) } catch { fail(error) }
  }

  /// True while a pattern is playing.
  public var isPlaying: Bool { !voices.isEmpty }

  /// The patterns playing, by name.
  public var playingNames: [String] { voices.map(\.name) }

  /// Renders and starts `pattern` at `time` µs (see ``HapticPriority`` for what happens to the
  /// patterns already playing). Deadlines before `time` are processed first.
  @discardableResult
  public func play(
    _ pattern: HapticPattern, name: String, priority: HapticPriority = .gesture, at time: Int64
  ) -> Outcome {
    play(timeline: renderer.render(pattern), name: name, priority: priority, at: time)
  }

  /// Starts an already rendered timeline at `time` µs.
  @discardableResult
  public func play(
    timeline: ForceFeedbackTimeline, name: String, priority: HapticPriority = .gesture,
    at time: Int64
  ) -> Outcome {
    advance(to: time)
    guard failure == nil else { return .dropped }
    var outcome = Outcome.started
    if let top = voices.map(\.priority).max() {
      if priority > top {
        outcome = .preempted(voices.map(\.name))
        voices.removeAll()
      } else {
        outcome = .mixed
      }
    }
    var changes: [Int64] = []
    for s in timeline.segments {
      let a = time + Int64(s.start) * 1000
      if changes.last != a { changes.append(a) }
      changes.append(time + Int64(s.end) * 1000)
    }
    if !changes.isEmpty {
      voices.append(
        Voice(name: name, priority: priority, timeline: timeline, start: time, changes: changes))
    }
    apply(at: time)
    return outcome
  }

  /// The next time (µs) something must be sent, nil when nothing is playing.
  public var nextDeadline: Int64? {
    let next = voices.compactMap { $0.cursor < $0.changes.count ? $0.changes[$0.cursor] : nil }
      .min()
    guard let refreshAt, let n = next else { return next }
    return min(n, refreshAt)
  }

  /// Sends everything due up to and including `time` µs, in time order.
  public func advance(to time: Int64) {
    while failure == nil, let d = nextDeadline, d <= time { apply(at: d) }
  }

  /// Stops every pattern at `time` µs: the slot playing is stopped, the slots stay uploaded.
  public func stop(at time: Int64) {
    advance(to: time)
    guard !voices.isEmpty || playingSlot != nil else { return }
    let names = voices.map(\.name)
    voices.removeAll()
    silence(at: time, names: names)
  }

  /// Plays every pattern to its end (advancing to the last deadline), then returns the time.
  @discardableResult
  public func finish() -> Int64? {
    var last: Int64?
    while failure == nil, let d = nextDeadline {
      apply(at: d)
      last = d
    }
    return last
  }

  /// Stops everything at `time` and erases every uploaded slot (`EVIOCRMFF`).
  public func close(at time: Int64) {
    stop(at: time)
    guard failure == nil else { return }
    output.annotate(patterns: [])
    for id in slots.values.sorted() {
      do { try output.erase(id, at: time) } catch {
        fail(error)
        return
      }
    }
    slots.removeAll()
    lastUse.removeAll()
  }

  // MARK: - Driving the output

  /// Reaches `time`: passes the voices' changes due, drops finished voices, and sends what the
  /// mix needs.
  private func apply(at time: Int64) {
    now = max(now, time)
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
    guard let effect = mix(at: time) else {
      silence(at: time, names: voices.map(\.name) + ended)
      return
    }
    if effect == playingEffect, playingSlot != nil, refreshAt.map({ time < $0 }) ?? true {
      return  // unchanged, and its replay length reaches the next real change
    }
    output.annotate(patterns: voices.map(\.name))
    do {
      let (hold, capped) = holdLength(of: effect, from: time)
      refreshAt = capped ? time + Int64(hold) * 1000 : nil
      if let slot = playingSlot, let current = playingEffect, current.slotKind != effect.slotKind {
        try output.stop(slot, at: time)
        playingSlot = nil
      }
      let slot = try self.slot(for: effect, at: time, length: hold + Self.safetyMargin)
      try output.play(slot, at: time)
      playingSlot = slot
      playingEffect = effect
      lastUse[slot] = time
    } catch {
      fail(error)
    }
  }

  /// Stops the slot playing, if any.
  private func silence(at time: Int64, names: [String]) {
    guard let slot = playingSlot else { return }
    output.annotate(patterns: names)
    do { try output.stop(slot, at: time) } catch { fail(error) }
    playingSlot = nil
    playingEffect = nil
    refreshAt = nil
  }

  /// The mixed effect of the voices at `time`, nil when silent.
  private func mix(at time: Int64) -> ForceFeedbackEffect? {
    var result: ForceFeedbackEffect?
    for v in voices {
      guard let e = v.effect(at: time) else { continue }
      result = result.map { $0.mixed(with: e) } ?? e
    }
    return result.flatMap { $0.isSilent ? nil : $0 }
  }

  /// How long `effect` stays the mix from `time`, ms (until the next change that alters it),
  /// and whether that had to be cut to what one upload can last.
  private func holdLength(of effect: ForceFeedbackEffect, from time: Int64) -> (Int, Bool) {
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
      if mix(at: t) != effect { break }
    }
    let ms = Int((end - time + 999) / 1000)
    let longest = 0x7FFF - Self.safetyMargin
    return (min(max(1, ms), longest), ms > longest)
  }

  /// Uploads `effect` into the slot of its kind, making or freeing one if needed.
  private func slot(for effect: ForceFeedbackEffect, at time: Int64, length: Int)
    throws(ForceFeedbackError) -> Int
  {
    if let id = slots[effect.slotKind] {
      return try output.upload(effect, id: id, length: length, at: time)
    }
    if slots.count >= output.maximumEffects {
      // Erase the least recently used slot that is not playing.
      let idle = slots.filter { $0.value != playingSlot }
      guard let victim = idle.min(by: { (lastUse[$0.value] ?? .min) < (lastUse[$1.value] ?? .min) })
      else { throw ForceFeedbackError(.noSpace, device: "scheduler", "no effect slot free") }
      try output.erase(victim.value, at: time)
      slots[victim.key] = nil
      lastUse[victim.value] = nil
    }
    let id = try output.upload(effect, id: nil, length: length, at: time)
    slots[effect.slotKind] = id
    return id
  }

  private func fail(_ error: ForceFeedbackError) {
    guard failure == nil else { return }
    failure = error
    voices.removeAll()
    playingSlot = nil
    playingEffect = nil
    refreshAt = nil
    slots.removeAll()
    onFailure?(error)
  }
}
