import GestureActions
import GestureHaptics
import GesturePlot
import Gestures

/// Feeds a ``TracePlot`` from the session: every transition with its value and reason, and
/// each touch sequence's `--explain` account (an ``ExplainLog`` writing to a scratch buffer,
/// taken at each settled sequence). The scene's action bindings, when there are any, see
/// every transition after it.
final class PlotObserver: TransitionSink {
  let plot: TracePlot
  let actions: ActionBindings?
  private let scratch = OutputBuffer()
  private let explain: ExplainLog
  private let value = OutputBuffer()
  /// Per device: when the sequence being explained started, µs.
  private var sequenceStart: [Int: Int64] = [:]
  /// The session's origin, once known (the explanations' times count from it).
  var originSource: () -> Int64? = { nil }

  init(plot: TracePlot, deviceNames: [String], actions: ActionBindings?) {
    self.plot = plot
    self.actions = actions
    explain = ExplainLog(
      wrapping: TransitionLog(format: .text, output: scratch, deviceNames: deviceNames))
  }

  /// The devices' names, as the explanations name them (live devices come and go).
  var deviceNames: [String] {
    get { explain.log.deviceNames }
    set { explain.log.deviceNames = newValue }
  }

  func record(_ t: Transition, recognizer: GestureRecognizer) {
    if let o = originSource() { explain.log.origin = o }
    explain.record(t, recognizer: recognizer)
    scratch.removeAll()
    value.removeAll()
    if t.to != .failed { GestureValueFormatter.writeText(recognizer.gestureValue, to: value) }
    let start = min(t.time, recognizer.startTime)
    sequenceStart[t.device] = min(sequenceStart[t.device] ?? start, start)
    plot.add(
      PlotTransition(
        time: t.time, device: t.device, node: t.node, gesture: t.gesture, from: t.from, to: t.to,
        reason: t.reason?.description, value: value.count > 0 ? value.text : nil,
        attemptStart: start))
    actions?.record(t, recognizer: recognizer)
  }

  func arenaSettled(device: Int, time: Int64) {
    explain.arenaSettled(device: device, time: time)
    var lines: [String] = []
    for line in scratch.text.split(separator: "\n") where line.hasPrefix("#") {
      lines.append(String(line.dropFirst(line.hasPrefix("# ") ? 2 : 1)))
    }
    scratch.removeAll()
    if !lines.isEmpty {
      plot.add(
        PlotSequence(
          start: sequenceStart[device] ?? time, end: time, device: device, lines: lines))
    }
    sequenceStart[device] = nil
    actions?.arenaSettled(device: device, time: time)
  }

  func touchContinued(
    device: Int, lifted: Int, landed: Int, gap: Int64, distance: Double, time: Int64
  ) {
    explain.touchContinued(
      device: device, lifted: lifted, landed: landed, gap: gap, distance: distance, time: time)
    actions?.touchContinued(
      device: device, lifted: lifted, landed: landed, gap: gap, distance: distance, time: time)
  }

  func contactLeftOut(_ contact: Contact, device: Int, time: Int64) {
    explain.contactLeftOut(contact, device: device, time: time)
    sequenceStart[device] = min(sequenceStart[device] ?? time, time)
    actions?.contactLeftOut(contact, device: device, time: time)
  }
}

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
    draw(time, .gain(Int((min(1, max(0, gain)) * 0xFFFF).rounded())))
  }

  func annotate(patterns: [String]) {
    self.patterns = patterns
    log.annotate(patterns: patterns)
  }
}

/// Draws each action the bindings decide to run (nothing runs), as `--actions-log` logs them.
final class PlotActionRecorder: ActionPerformer {
  let plot: TracePlot

  init(plot: TracePlot) { self.plot = plot }

  func perform(_ action: Action, context: ActionContext) {
    plot.add(PlotAction(time: context.time, text: text(action, context)))
  }

  func skipped(_ action: Action, context: ActionContext, reason: String) {
    plot.add(PlotAction(time: context.time, text: text(action, context), skipped: reason))
  }

  private func text(_ a: Action, _ c: ActionContext) -> String {
    let node = c.node == "root" ? "" : "\(c.node)/"
    return "\(node)\(c.gesture) \(c.phase.rawValue): \(a.text)"
  }
}
