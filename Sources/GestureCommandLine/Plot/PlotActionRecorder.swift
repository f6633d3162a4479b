import GestureActions
import GesturePlot
import Gestures

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
