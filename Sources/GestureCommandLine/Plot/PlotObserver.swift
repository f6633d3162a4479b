import GestureActions
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
    if t.to != .failed { _ = recognizer.writeValue(.text, to: value) }
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
