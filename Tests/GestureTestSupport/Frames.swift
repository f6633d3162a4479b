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

  package init() {}

  /// A frame at `ms` (milliseconds) with `changes`; `extra` fingers are counted but not placed.
  package mutating func frame(at ms: Double, _ changes: [Change], extra: Int = 0) -> TouchFrame {
    var changed: [Int: ContactPhase] = [:]
    for change in changes {
      switch change {
      case .down(let id, let x, let y):
        contacts[id] = Contact(id: id, slot: id, x: x, y: y, phase: .down)
        changed[id] = .down
      case .move(let id, let x, let y):
        contacts[id]!.x = x
        contacts[id]!.y = y
        changed[id] = .moved
      case .up(let id): changed[id] = .up
      case .cancel(let id): changed[id] = .cancelled
      }
    }
    var list: [Contact] = []
    for id in contacts.keys.sorted() {
      var c = contacts[id]!
      c.phase = changed[id] ?? .stationary
      list.append(c)
    }
    for (id, phase) in changed where !phase.isActive { contacts[id] = nil }
    return TouchFrame(
      time: Int64((ms * 1000).rounded()), device: 0, contacts: list,
      fingerCount: list.filter(\.phase.isActive).count + extra)
  }

  /// A frame at `ms` in which the contacts listed have those positions and phases (a lift at
  /// its own position), every other contact down is stationary.
  package mutating func frame(
    at ms: Double, contacts listed: [(Int, Double, Double, ContactPhase)], extra: Int = 0
  )
    -> TouchFrame
  {
    var changes: [Change] = []
    for (id, x, y, phase) in listed {
      switch phase {
      case .down: changes.append(.down(id, x, y))
      case .moved, .stationary: changes.append(.move(id, x, y))
      case .up:
        changes.append(.move(id, x, y))
        changes.append(.up(id))
      case .cancelled:
        changes.append(.move(id, x, y))
        changes.append(.cancel(id))
      }
    }
    var f = frame(at: ms, changes, extra: extra)
    // A listed stationary contact stays stationary (it was listed only to be placed).
    for (id, _, _, phase) in listed where phase == .stationary {
      if let i = f.contacts.firstIndex(where: { $0.id == id }) { f.contacts[i].phase = .stationary }
    }
    return f
  }
}
