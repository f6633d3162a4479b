import Gestures

extension HapticScheduler {
  /// Uploads, at `time` µs, the effect a start will need, so that the start is one play write:
  /// with `startingAt` (µs; `offset` µs into `timeline`) the mix the start will make, without it
  /// `timeline`'s first effect. Unlike ``preload(timeline:at:keepingFree:)`` it may update or
  /// replace an idle slot (see the Scheduling article).
  public func prepare(
    timeline: ForceFeedbackTimeline, priority: HapticPriority = .gesture, offset: Int64 = 0,
    startingAt start: Int64? = nil, at time: Int64
  ) {
    guard failure == nil else { return }
    let time = Time.clamped(time)
    advance(to: time)
    now = max(now, time)
    guard failure == nil else { return }
    let offset = min(max(0, offset), Time.durations.upperBound)
    let from: Int64
    var mixing: [Voice]
    if let start {
      from = max(Time.clamped(start), time)
      guard
        let voice = Voice(name: "", priority: priority, timeline: timeline, start: from - offset)
      else { return }
      let sounding = voices.filter { $0.sounds(after: from) }
      let preempts = sounding.map(\.priority).max().map { priority > $0 } ?? false
      mixing = (preempts ? [] : sounding) + [voice]
    } else {
      guard let first = timeline.segments.first,
        let voice = Voice(name: "", priority: priority, timeline: timeline, start: 0)
      else { return }
      from = Voice.micros(first.start)
      mixing = [voice]
    }
    guard let effect = Self.mix(mixing, at: from) else { return }
    let (hold, _) = Self.holdLength(of: effect, from: from, voices: mixing)
    let length = hold + Self.safetyMargin
    reserved = reserved.filter { $0.value >= time }
    var busy = Array(reserved.keys)
    if let p = playing { busy.append(p.slot) }
    if case .slot(let id, _) = next?.prepared { busy.append(id) }
    guard slots.idle(holding: effect, length: length, except: playing?.slot) == nil else { return }
    do {
      // Marked preloaded, as ``preload(timeline:at:keepingFree:)``'s are: kept while other
      // slots can serve the changes.
      guard let id = try slots.upload(effect, length: length, at: time, except: busy, to: output)
      else { return }
      slots.add(id: id, effect: effect, length: length, at: time, preloaded: true)
      if start != nil { reserved[id] = from }
    } catch {
      fail(error)
    }
  }
}
