@testable import GestureHaptics

/// A scheduler on a recording device with `slots` effect slots.
func makeScheduler(_ profile: HapticDeviceProfile = .rumble, slots: Int = 16) -> (
  HapticScheduler, HapticCommandLog
) {
  let log = HapticCommandLog(maximumEffects: slots)
  return (HapticScheduler(output: log, profile: profile), log)
}

/// What the device played, rebuilt from the command log: (start ms, end ms, effect) for each
/// span an effect was playing.
func playedSpans(_ log: HapticCommandLog) -> [ForceFeedbackTimeline.Segment] {
  var contents: [Int: ForceFeedbackEffect] = [:]
  var current: (slot: Int, since: Int64, effect: ForceFeedbackEffect)?
  var out: [ForceFeedbackTimeline.Segment] = []
  func close(_ t: Int64) {
    guard let c = current else { return }
    if t > c.since {
      let start = Int(c.since / 1000)
      let end = Int(t / 1000)
      if let last = out.last, last.end == start, last.effect == c.effect {
        out[out.count - 1].length += end - start
      } else {
        out.append(.init(start: start, length: end - start, effect: c.effect))
      }
    }
    current = nil
  }
  for c in log.commands {
    switch c.action {
    case .upload(let id, let effect, _, _):
      contents[id] = effect
      if current?.slot == id {
        close(c.time)
        current = (id, c.time, effect)
      }
    case .play(let id):
      close(c.time)
      current = (id, c.time, contents[id]!)
    case .stop(let id), .erase(let id):
      if current?.slot == id { close(c.time) }
    case .gain: break
    }
  }
  return out
}
