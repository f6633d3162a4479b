@testable import Gestures

/// One contact change in a synthesized frame: positions in mm.
package enum Change {
  case down(Int, Double, Double)
  case move(Int, Double, Double)
  /// Lifts at the contact's last position.
  case up(Int)
  case cancel(Int)
}

/// How long the arena holds a finger's lift beside another finger that is down, as a possible
/// bounce, before its gestures see it (``LiftBounce``), in ms.
package let bounceWindow = Double(LiftBounce.window) / 1000

/// Builds touch frames from changes as a decoder reports them: every contact that is down and
/// not changed appears as stationary; lifted and cancelled contacts appear once.
package struct FrameBuilder {
  private var contacts: [Int: Contact] = [:]
  /// Frames made so far: each is one report of the device (``TouchFrame/report``), also one in
  /// which nothing changed and that the engine hands no gesture.
  private var reports = 0

  package init() {}

  /// A frame at `ms` (milliseconds) with `changes`; `extra` fingers are counted but not placed.
  package mutating func frame(at ms: Double, _ changes: [Change], extra: Int = 0) -> TouchFrame {
    let listed = changes.map { change -> (Int, Double, Double, ContactPhase) in
      switch change {
      case .down(let id, let x, let y): return (id, x, y, .down)
      case .move(let id, let x, let y): return (id, x, y, .moved)
      case .up(let id): return (id, contacts[id]?.x ?? 0, contacts[id]?.y ?? 0, .up)
      case .cancel(let id): return (id, contacts[id]?.x ?? 0, contacts[id]?.y ?? 0, .cancelled)
      }
    }
    return frame(at: ms, contacts: listed, extra: extra)
  }

  /// A frame at `ms` in which the contacts listed have those positions and phases (a listed
  /// stationary contact is only placed), every other contact down is stationary.
  package mutating func frame(
    at ms: Double, contacts listed: [(Int, Double, Double, ContactPhase)], extra: Int = 0
  ) -> TouchFrame {
    var changed: [Int: ContactPhase] = [:]
    for (id, x, y, phase) in listed {
      if phase == .down { contacts[id] = Contact(id: id, slot: id, x: x, y: y, phase: .down) }
      contacts[id]?.x = x
      contacts[id]?.y = y
      if phase != .stationary { changed[id] = phase }
    }
    var list: [Contact] = []
    for id in contacts.keys.sorted() {
      var c = contacts[id]!
      c.phase = changed[id] ?? .stationary
      list.append(c)
    }
    for (id, phase) in changed where !phase.isActive { contacts[id] = nil }
    reports += 1
    var frame = TouchFrame(
      time: Int64((ms * 1000).rounded()), device: 0, contacts: list,
      fingerCount: list.filter(\.phase.isActive).count + extra)
    frame.report = reports
    return frame
  }
}
