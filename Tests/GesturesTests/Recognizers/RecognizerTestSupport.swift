import Testing

@testable import Gestures

/// One contact change in a synthesized frame: positions in mm.
enum Change {
  case down(Int, Double, Double)
  case move(Int, Double, Double)
  /// Lifts at the contact's last position.
  case up(Int)
  case cancel(Int)
}

/// Drives one recognizer the way an engine with no competitor would: starts it on the first
/// touch, hands it every frame (adopting every new contact), fires its deadline before any frame
/// at or after it, and lets it succeed as soon as it says `.ready` (unless `holdsReady`). Times
/// are milliseconds.
final class Driver<Value> {
  let recognizer: TypedGestureRecognizer<Value>
  /// Keep the recognizer waiting in `.ready` (a higher-priority competitor is still possible).
  var holdsReady = false
  /// Phases the engine applied, in order (`began` for a continuous gesture's start).
  private(set) var phases: [GesturePhase] = []
  /// Why it failed or was cancelled.
  private(set) var reason: FailureReason?
  /// Times (ms) of each phase, parallel to `phases`.
  private(set) var phaseTimes: [Double] = []
  /// The value right after each phase (nil when it had none).
  private(set) var values: [Value?] = []
  private var builder = FrameBuilder()

  init(_ gesture: some Gesture<Value>) {
    recognizer = gesture.makeRecognizer()
  }

  var state: RecognizerState { recognizer.state }
  var isTerminal: Bool { recognizer.state.isTerminal }

  func down(_ id: Int, _ x: Double, _ y: Double, at ms: Double) { frame(at: ms, .down(id, x, y)) }
  func move(_ id: Int, _ x: Double, _ y: Double, at ms: Double) { frame(at: ms, .move(id, x, y)) }
  func up(_ id: Int, at ms: Double) { frame(at: ms, .up(id)) }

  /// Fires deadlines due at or before `ms` without a frame.
  func advance(to ms: Double) {
    fireDeadlines(upTo: micro(ms))
  }

  /// A frame at `ms` with `changes`; every other down contact is stationary.
  func frame(at ms: Double, _ changes: Change...) {
    let frame = builder.frame(at: ms, changes)
    let t = frame.time
    let list = frame.contacts
    fireDeadlines(upTo: t)
    guard !isTerminal else { return }
    if recognizer.state == .ready && !recognizer.isContinuous { return }
    if recognizer.state == .idle {
      guard list.contains(where: { $0.phase == .down }) else { return }
      recognizer.engineStart(at: t)
    }
    apply(recognizer.engineReceive(frame, adopting: .all), at: t)
  }

  /// Lets a recognizer held in `.ready` succeed now.
  func recognize(at ms: Double) { win(at: micro(ms)) }

  /// A competitor won: the engine fails (or cancels) the recognizer.
  func defeat(at ms: Double) {
    reason = .defeated(by: "competitor")
    step(.stop, at: micro(ms))
  }

  /// The attempt is over and its touches lifted: back to idle, for the next attempt.
  func retire() {
    recognizer.handle(.retire)
  }

  private func fireDeadlines(upTo t: Int64) {
    while !isTerminal, recognizer.state != .idle, let d = recognizer.deadline, d <= t {
      if recognizer.state == .ready && !recognizer.isContinuous { return }
      apply(recognizer.engineTimeReached(d), at: d)
    }
  }

  private func apply(_ signal: GestureSignal, at t: Int64) {
    switch signal {
    case .none: break
    case .ready:
      step(.ready, at: t)
      if !holdsReady && recognizer.state == .ready { win(at: t) }
    case .changed: step(.changed, at: t)
    case .ended: step(.ended, at: t)
    case .failed(let r):
      reason = r
      step(.failed, at: t)
    case .cancelled(let r):
      reason = r
      step(.cancelled, at: t)
    }
  }

  private func win(at t: Int64) {
    recognizer.engineRecognized(at: t)
    step(recognizer.isContinuous ? .begin : .succeed, at: t)
  }

  /// Applies `event` through the recognizer's lifecycle and records the phase it reports.
  private func step(_ event: LifecycleEvent, at t: Int64) {
    guard let phase = recognizer.handle(event) else { return }
    recognizer.engineTransitioned(to: phase)
    phases.append(phase)
    phaseTimes.append(Double(t) / 1000)
    values.append(recognizer.value)
  }

  private func micro(_ ms: Double) -> Int64 { Int64((ms * 1000).rounded()) }
}

/// Builds touch frames from changes: every contact that is down and not changed appears as
/// stationary; lifted and cancelled contacts appear once.
struct FrameBuilder {
  private var contacts: [Int: Contact] = [:]

  /// A frame at `ms` (milliseconds) with `changes`.
  mutating func frame(at ms: Double, _ changes: [Change]) -> TouchFrame {
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
      fingerCount: list.filter(\.phase.isActive).count)
  }
}

/// True when `a` and `b` differ by at most `tolerance`.
func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

/// `points` in mm.
func pt(_ points: Double) -> Double { Points.toMillimetres(points) }

/// The recognizer's JSON value.
func json(_ recognizer: GestureRecognizer) -> String {
  let out = OutputBuffer()
  recognizer.writeJSONValue(to: out)
  return out.text
}

/// The recognizer's text value.
func text(_ recognizer: GestureRecognizer) -> String {
  let out = OutputBuffer()
  _ = recognizer.writeValue(.text, to: out)
  return out.text
}
