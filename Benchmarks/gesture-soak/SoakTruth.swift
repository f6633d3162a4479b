import GestureTesting
import Gestures

/// What the generator knows each gesture of a scene does in one episode: per gesture (its
/// attachment name, unique in the scene), the phases its transitions reach, in order, over every
/// attempt in the episode. A run of `changed` counts as one step (how many frames a drag
/// changes in depends on the frame rate, not on the rules). A gesture not named makes no
/// transition.
struct Truth: Sendable {
  var phases: [String: [GesturePhase]]

  /// Truth written compactly: `["tap": "E", "drag": "B C E", "long-press": "F F"]`, with B
  /// began, C changed (one or more), E ended, F failed, X cancelled.
  init(_ spec: [String: String]) {
    var phases: [String: [GesturePhase]] = [:]
    for (gesture, text) in spec {
      phases[gesture] = text.split(separator: " ").map { letter in
        switch letter {
        case "B": return .began
        case "C": return .changed
        case "E": return .ended
        case "X": return .cancelled
        case "F": return .failed
        default: preconditionFailure("truth letter \(letter) for \(gesture)")
        }
      }
    }
    self.phases = phases
  }

  /// `gestures` all fail once (the losers of an episode), merged under `self`.
  func failing(_ gestures: [String]) -> Truth {
    var copy = self
    for g in gestures where copy.phases[g] == nil { copy.phases[g] = [.failed] }
    return copy
  }

  /// The phases written back in the compact letters.
  static func letters(_ phases: [GesturePhase]) -> String {
    phases.map { p -> String in
      switch p {
      case .began: return "B"
      case .changed: return "C"
      case .ended: return "E"
      case .cancelled: return "X"
      case .failed: return "F"
      case .possible: return "P"
      }
    }.joined(separator: " ")
  }
}

/// One stretch of generated input: what the fingers do (from the script's 0 s, placed at
/// `start` µs on the lane's clock) and what the scene's gestures must do about it.
struct Episode {
  /// The episode's kind (`tap`, `pinch`, …): the report counts them.
  var kind: String
  var script: TouchScript
  var truth: Truth
  /// Where the episode starts on the lane's clock, µs (set by the source).
  var start: Int64 = 0
}
