import GestureHaptics
import Gestures

/// What happened when a trace ran through a scene: every transition in order with its typed
/// value, and, when asked for, the decoded contacts and the haptic commands. The same input
/// gives the same result, as it gives `gesture-replay` the same output.
public struct ReplayResult: CustomStringConvertible {
  /// A pattern a haptic binding started.
  public struct PlayedPattern: Hashable, Sendable {
    /// The pattern's name (`success`, `pop.ahap`).
    public var name: String
    /// Seconds from the trace's first event.
    public var seconds: Double
  }

  /// The trace's name (its path, or an in-memory trace's name).
  public var trace: String
  /// The trace's devices, in its order.
  public var devices: [DeviceDescription]
  /// Each device's millimetre geometry, or nil for a device without position axes.
  public var surfaces: [TouchSurface?]
  /// What was assumed about devices without a resolution (`gesture-replay` prints these as
  /// notes).
  public var notices: [String]
  /// The time output counts from: the first event's, in µs (nil for a trace without events).
  public var origin: Int64?
  /// The last event's time, in µs.
  public var endTime: Int64
  /// Every transition, in the order the engine emitted them.
  public var transitions: [RecordedTransition]
  /// Every decoded frame in which something changed, when the replay recorded contacts.
  public var frames: [TouchFrame]
  /// Every force-feedback command the haptic bindings sent (empty without bindings), times in
  /// µs on the trace's clock.
  public var hapticCommands: [HapticCommand]
  /// The patterns the haptic bindings started, in order.
  public var hapticPatterns: [PlayedPattern]
  /// The transition log exactly as `gesture-replay` prints it (text format).
  public var log: String

  /// Seconds from the trace's first event to `time` (µs).
  public func seconds(_ time: Int64) -> Double {
    Double(time - (origin ?? time)) / 1_000_000
  }

  /// The transitions of `gesture` (by name, on any region), in order.
  public func transitions(of gesture: String) -> [RecordedTransition] {
    transitions.filter { $0.gesture == gesture }
  }

  /// The transitions of `gesture` to `phase`, in order.
  public func transitions(of gesture: String, to phase: GesturePhase) -> [RecordedTransition] {
    transitions.filter { $0.gesture == gesture && $0.to == phase }
  }

  /// The times `gesture` ended, in order.
  public func ended(_ gesture: String) -> [RecordedTransition] {
    transitions(of: gesture, to: .ended)
  }

  /// The times `gesture` failed, in order.
  public func failed(_ gesture: String) -> [RecordedTransition] {
    transitions(of: gesture, to: .failed)
  }

  /// The times `gesture` was cancelled, in order.
  public func cancelled(_ gesture: String) -> [RecordedTransition] {
    transitions(of: gesture, to: .cancelled)
  }

  /// The gestures that ended, in order, once per ending.
  public var endedGestures: [String] { transitions.filter { $0.to == .ended }.map(\.gesture) }

  /// `gesture:from→to` per transition, for compact comparisons.
  public var summary: [String] {
    transitions.map { "\($0.gesture):\($0.from.rawValue)→\($0.to.rawValue)" }
  }

  /// The decoded contacts, frame by frame (empty unless the replay recorded contacts).
  public var contacts: [[Contact]] { frames.map(\.contacts) }

  /// The haptic commands as `name#slot@ms` (ms from the first event), like
  /// ``/GestureHaptics/HapticCommandLog/summary``.
  public var hapticSummary: [String] {
    hapticCommands.map { c in
      let ms = (c.time - (origin ?? c.time)) / 1000
      return c.slot.map { "\(c.name)#\($0)@\(ms)" } ?? "\(c.name)@\(ms)"
    }
  }

  /// The transitions one per line, runs of `changed → changed` shortened to their count.
  public var description: String {
    var lines: [String] = []
    var skipped = 0
    for (i, t) in transitions.enumerated() {
      let next = i + 1 < transitions.count ? transitions[i + 1] : nil
      let repeats = t.from == .changed && t.to == .changed
      if repeats, let next, next.gesture == t.gesture, next.from == .changed {
        skipped += 1
        continue
      }
      if skipped > 0 {
        lines.append("    … \(skipped) more \(t.gesture) changes")
        skipped = 0
      }
      lines.append("  " + t.description)
    }
    return lines.isEmpty ? "  (no transitions)" : lines.joined(separator: "\n")
  }
}
