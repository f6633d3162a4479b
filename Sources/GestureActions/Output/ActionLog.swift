import Gestures

/// An ``ActionPerformer`` that writes what would run, in trace time, instead of running it:
/// `--actions-log`. Deterministic, so a scene's actions are tested against recordings.
///
/// Text: the time, the gesture, its phase and the action, with the events it would send or the
/// environment a program would get; JSON Lines: `{"time":0.512034,"action":"key super+Right",…}`
/// with `events`, or `argv` and `environment`, or `skipped` (the Action log article).
public final class ActionLog: ActionPerformer {
  /// Text lines or JSON Lines.
  public let format: OutputFormat
  /// Where the lines are written.
  public let output: OutputBuffer
  /// The time (µs) that output times count from (the trace's first event).
  public var origin: Int64 = 0
  /// Where the origin comes from when it is set later than the log is made (a session's
  /// first event); ``origin`` when it gives nil.
  public var originSource: (() -> Int64?)?
  /// Another performer that gets each action after the log wrote it.
  public var next: ActionPerformer?

  /// A log writing `format` lines to `output`.
  public init(format: OutputFormat, output: OutputBuffer) {
    self.format = format
    self.output = output
  }

  /// Writes what `action` would do for `context`'s transition, then passes it to ``next``.
  public func perform(_ action: Action, context: ActionContext) {
    write(action, context, skipped: nil)
    next?.perform(action, context: context)
  }

  /// Writes that `action` was skipped and why, then passes it to ``next``.
  public func skipped(_ action: Action, context: ActionContext, reason: String) {
    write(action, context, skipped: reason)
    next?.skipped(action, context: context, reason: reason)
  }

  private func write(_ a: Action, _ c: ActionContext, skipped: String?) {
    let seconds = Double(c.time &- (originSource?() ?? origin)) / 1_000_000
    let o = output
    switch format {
    case .json:
      var j = JSONWriter(o)
      j.beginObject()
      j.member("time", fixed: seconds, decimals: 6)
      j.member("action", string: a.text)
      j.member("gesture", string: c.gesture)
      j.member("node", string: c.node)
      j.member("phase", string: c.phase.rawValue)
      j.member("device", string: c.deviceName)
      j.member("step", integer: c.step)
      if let skipped {
        j.member("skipped", string: skipped)
      } else {
        switch a.effect {
        case .clickAtTouch where a.input(for: c) == nil:
          j.member("skipped", string: "the touch's position is not known")
        case .input, .clickAtTouch:
          let (kind, frames) = a.input(for: c)!
          j.key("events")
          j.beginArray()
          for frame in frames {
            for e in frame {
              j.beginArray()
              j.string(kind.rawValue)
              j.string(KeyNames.name(type: e.type, code: e.code))
              j.integer(Int(e.value))
              j.endArray()
            }
          }
          j.endArray()
        case .program(let argv, _):
          j.key("argv")
          j.beginArray()
          for arg in argv { j.string(arg) }
          j.endArray()
          j.key("environment")
          j.beginObject()
          for (k, v) in c.environment.sorted(by: { $0.key < $1.key }) {
            j.key(escaping: k)
            j.string(v)
          }
          j.endObject()
        }
      }
      j.endObject()
    case .text:
      o.append(fixed: seconds, decimals: 6, width: 11)
      o.append("  action ")
      o.append(escaped: c.gesture)
      o.append(" ")
      o.append(string: c.phase.rawValue)
      if c.step != 0 { o.append(c.step > 0 ? " +1" : " −1") }
      o.append(": ")
      o.append(escaped: a.text)
      if let skipped {
        o.append(" — skipped: ")
        o.append(escaped: skipped)
      } else {
        switch a.effect {
        case .program:
          o.append(" (")
          o.append(
            string: c.environment.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" }
              .joined(separator: " "))
          o.append(")")
        case .input, .clickAtTouch:
          guard let (kind, frames) = a.input(for: c) else {
            o.append(" — skipped: the touch's position is not known")
            break
          }
          o.append(" → ")
          o.append(string: kind.rawValue)
          o.append(" ")
          o.append(
            string: frames.flatMap { $0 }.map {
              "\(KeyNames.name(type: $0.type, code: $0.code)) \($0.value)"
            }.joined(separator: ", "))
        }
      }
    }
    o.lineEnded()
  }
}
