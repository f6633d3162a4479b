import GestureHaptics
import GesturePlot
import Gestures

/// The simulated force-feedback device of a plot: a ``HapticCommandLog`` (the rumble
/// profile's slots, as `--haptics-log` has), each command also drawn.
final class PlotHapticOutput: ForceFeedbackOutput {
  let log: HapticCommandLog
  let plot: TracePlot
  private var patterns: [String] = []

  init(plot: TracePlot, profile: HapticDeviceProfile) {
    self.plot = plot
    log = HapticCommandLog(maximumEffects: profile.maximumEffects, keeping: false)
  }

  var maximumEffects: Int { log.maximumEffects }

  private func draw(_ time: Int64, _ action: HapticCommand.Action) {
    let c = HapticCommand(time: time, action: action, patterns: patterns)
    var text = c.line(.text)
    // The log's line after its time and "haptics " (times have no "h").
    if let h = text.firstIndex(of: "h") { text = String(text[h...].dropFirst(8)) }
    let kind: PlotHapticCommand.Kind
    switch action {
    case .upload: kind = .upload
    case .play: kind = .play
    case .stop: kind = .stop
    case .erase: kind = .erase
    case .gain: kind = .gain
    }
    plot.add(PlotHapticCommand(time: time, kind: kind, slot: c.slot, text: text))
  }

  func upload(_ effect: ForceFeedbackEffect, id: Int?, length: Int, at time: Int64)
    throws(ForceFeedbackError) -> Int
  {
    let slot = try log.upload(effect, id: id, length: length, at: time)
    draw(time, .upload(id: slot, effect: effect, length: length, new: id == nil))
    return slot
  }

  func play(_ id: Int, at time: Int64) throws(ForceFeedbackError) {
    try log.play(id, at: time)
    draw(time, .play(id: id))
  }

  func stop(_ id: Int, at time: Int64) throws(ForceFeedbackError) {
    try log.stop(id, at: time)
    draw(time, .stop(id: id))
  }

  func erase(_ id: Int, at time: Int64) throws(ForceFeedbackError) {
    try log.erase(id, at: time)
    draw(time, .erase(id: id))
  }

  func setGain(_ gain: Double, at time: Int64) throws(ForceFeedbackError) {
    try log.setGain(gain, at: time)
    draw(time, .gain(Int(clamping: (min(1, max(0, gain)) * 0xFFFF).rounded())))
  }

  func annotate(patterns: [String]) {
    self.patterns = patterns
    log.annotate(patterns: patterns)
  }
}
