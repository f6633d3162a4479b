import Gestures

/// Plays rendered patterns on one force-feedback output at their deadlines, in the engine's loop
/// style: nothing here reads a clock. The owner calls ``play(_:name:priority:at:)`` when a pattern
/// should start, arms a timer at ``nextDeadline`` and calls ``advance(to:)`` when it fires (live:
/// CLOCK_MONOTONIC µs; replay: trace µs). The same calls give the same commands.
///
/// The effect of each change of the playing patterns' mix is uploaded ahead into a slot that is
/// not playing and played on time; nothing is left playing (see the Scheduling article).
public final class HapticScheduler {
  /// Extra replay length beyond the planned hold, ms.
  public static let safetyMargin = 50
  /// How long before a change its effect is uploaded, µs (default 30 ms).
  public var uploadLead: Int64 = 30_000

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

  /// The device (or log) the scheduler uploads and plays effects on.
  public let output: ForceFeedbackOutput
  /// Fits patterns to the output's device profile.
  public let renderer: HapticRenderer
  /// Called once when the output fails; the scheduler is dropped afterwards.
  public var onFailure: ((ForceFeedbackError) -> Void)?
  /// The failure that dropped the output, if any.
  public internal(set) var failure: ForceFeedbackError?

  var voices: [Voice] = []
  var slots = SlotTable()
  /// The slot playing and its effect.
  var playing: (slot: Int, effect: ForceFeedbackEffect)?
  /// When the effect playing must be uploaded again because its hold was longer than one
  /// upload's replay length can be (about 32.7 s).
  var refreshAt: Int64?
  /// The next change, and what was prepared for it.
  var next: Change?
  /// The latest time reached, µs.
  var now: Int64 = .min
  /// Slots ``prepare(timeline:priority:offset:startingAt:at:)`` filled for a start to come, and
  /// when it comes: another preparation leaves them alone until then.
  var reserved: [Int: Int64] = [:]

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

  /// Starts an already rendered timeline at `time` µs, `offset` µs into it (0: from its start;
  /// a resumed or seeking player starts further in).
  @discardableResult
  public func play(
    timeline: ForceFeedbackTimeline, name: String, priority: HapticPriority = .gesture,
    at time: Int64, offset: Int64 = 0
  ) -> Outcome {
    let time = Time.clamped(time)
    let offset = min(max(0, offset), Time.durations.upperBound)
    advance(to: time)
    now = max(now, time)
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
    if let voice = Voice(name: name, priority: priority, timeline: timeline, start: time - offset),
      voice.sounds(after: time)
    {
      voices.append(voice)
    }
    // The mix may change now: plan again from here (a slot prepared for the old plan stays
    // uploaded, and is played if the new plan wants the same effect).
    next = Change(time: time)
    advance(to: time)
    return outcome
  }

  /// Uploads the first effect of `pattern` (as it starts when played alone) into a free slot at
  /// `time` µs, so that playing it later needs only a play write. Nothing is uploaded unless
  /// `keepingFree` slots stay free for the changes that follow (at least one on a device with a
  /// single slot); preloaded effects are overwritten only when no other slot can serve.
  public func preload(_ pattern: HapticPattern, at time: Int64, keepingFree: Int = 1) {
    preload(timeline: renderer.render(pattern), at: time, keepingFree: keepingFree)
  }

  /// ``preload(_:at:keepingFree:)`` for an already rendered timeline.
  public func preload(timeline: ForceFeedbackTimeline, at time: Int64, keepingFree: Int = 1) {
    guard failure == nil,
      let voice = Voice(name: "", priority: .gesture, timeline: timeline, start: 0),
      let first = timeline.segments.first, !first.effect.isSilent,
      slots.count < max(1, output.maximumEffects - keepingFree)
    else { return }
    let time = Time.clamped(time)
    now = max(now, time)
    let from = Voice.micros(first.start)
    let (hold, _) = Self.holdLength(of: first.effect, from: from, voices: [voice])
    let length = hold + Self.safetyMargin
    guard slots.idle(holding: first.effect, length: length, except: nil) == nil else { return }
    do {
      let id = try output.upload(first.effect, id: nil, length: length, at: time)
      slots.add(id: id, effect: first.effect, length: length, at: time, preloaded: true)
    } catch {
      fail(error)
    }
  }

  /// Stops the patterns named `name` at `time` µs; the others play on (what they mix to is
  /// played from `time`, or the device is stopped when nothing is left).
  public func stop(named name: String, at time: Int64) {
    let time = Time.clamped(time)
    advance(to: time)
    now = max(now, time)
    guard failure == nil, voices.contains(where: { $0.name == name }) else { return }
    voices.removeAll { $0.name == name }
    next = Change(time: time)
    advance(to: time)
  }

  /// Gives the patterns named `name` a new timeline whose 0 is at `start` µs, from `time` µs on
  /// (dynamic parameters sent, a playback rate or muting changed): the mix is planned again from
  /// `time` and, where it stays the same, nothing is sent.
  public func replace(
    named name: String, with timeline: ForceFeedbackTimeline, start: Int64, at time: Int64
  ) {
    let time = Time.clamped(time)
    advance(to: time)
    now = max(now, time)
    guard failure == nil, let old = voices.first(where: { $0.name == name }) else { return }
    voices.removeAll { $0.name == name }
    if let voice = Voice(
      name: name, priority: old.priority, timeline: timeline, start: Time.clamped(start)),
      voice.sounds(after: time)
    {
      voices.append(voice)
    }
    next = Change(time: time)
    advance(to: time)
  }

  /// The next time (µs) something must be sent, nil when nothing is playing.
  public var nextDeadline: Int64? {
    guard let next else { return nil }
    return next.prepared == nil ? max(now, next.time - uploadLead) : next.time
  }

  /// Sends everything due up to and including `time` µs, in time order.
  public func advance(to time: Int64) {
    let time = Time.clamped(time)
    while failure == nil, let d = nextDeadline, d <= time { step(at: d) }
  }

  /// Stops every pattern at `time` µs: the slot playing is stopped, the slots stay uploaded.
  public func stop(at time: Int64) {
    let time = Time.clamped(time)
    advance(to: time)
    now = max(now, time)
    next = nil
    guard !voices.isEmpty || playing != nil else { return }
    let names = voices.map(\.name)
    voices.removeAll()
    silence(at: time, names: names)
  }

  /// Plays every pattern to its end (advancing to the last deadline), then returns the time.
  @discardableResult
  public func finish() -> Int64? {
    var last: Int64?
    while failure == nil, let d = nextDeadline {
      step(at: d)
      last = d
    }
    return last
  }

  /// Stops everything at `time` and erases every uploaded slot (`EVIOCRMFF`).
  public func close(at time: Int64) {
    stop(at: time)
    guard failure == nil else { return }
    output.annotate(patterns: [])
    for id in slots.ids {
      do { try output.erase(id, at: time) } catch {
        fail(error)
        return
      }
      slots.remove(id)
    }
  }

  func fail(_ error: ForceFeedbackError) {
    guard failure == nil else { return }
    failure = error
    voices.removeAll()
    playing = nil
    refreshAt = nil
    next = nil
    slots = SlotTable()
    onFailure?(error)
  }
}
