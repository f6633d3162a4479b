import GestureTesting
import Testing

@testable import Gestures

/// Random touch frames: up to five fingers landing, wandering, jumping, resting and lifting at
/// random moments, some cancelled, on a 200 × 120 mm surface.
func randomFrames(seed: UInt64, count: Int) -> [TouchFrame] {
  var rng = SplitMix64(seed: seed)
  var frames: [TouchFrame] = []
  var down: [(id: Int, x: Double, y: Double)] = []
  var nextID = 1
  var time: Int64 = 0
  for _ in 0..<count {
    // Mostly 8 ms apart, sometimes long pauses so timers fire between frames.
    time += Bool.random(using: &rng) ? 8000 : Int64.random(in: 1000...600_000, using: &rng)
    var contacts: [Contact] = []
    var kept: [(id: Int, x: Double, y: Double)] = []
    for var t in down {
      let roll = Int.random(in: 0..<100, using: &rng)
      if roll < 8 {
        contacts.append(Contact(id: t.id, slot: 0, x: t.x, y: t.y, phase: .up))
      } else if roll < 9 {
        contacts.append(Contact(id: t.id, slot: 0, x: t.x, y: t.y, phase: .cancelled))
      } else if roll < 40 {
        contacts.append(Contact(id: t.id, slot: 0, x: t.x, y: t.y, phase: .stationary))
        kept.append(t)
      } else {
        let step = roll < 45 ? 30.0 : 1.5
        t.x = min(200, max(0, t.x + Double.random(in: -step...step, using: &rng)))
        t.y = min(120, max(0, t.y + Double.random(in: -step...step, using: &rng)))
        contacts.append(Contact(id: t.id, slot: 0, x: t.x, y: t.y, phase: .moved))
        kept.append(t)
      }
    }
    // Sometimes several fingers land in the same frame.
    let landing = Int.random(in: 0..<100, using: &rng) < 30 ? Int.random(in: 1...3, using: &rng) : 0
    for _ in 0..<landing where kept.count < 5 {
      let t = (
        id: nextID, x: Double.random(in: 0...200, using: &rng),
        y: Double.random(in: 0...120, using: &rng)
      )
      nextID += 1
      contacts.append(Contact(id: t.id, slot: 0, x: t.x, y: t.y, phase: .down))
      kept.append(t)
    }
    down = kept
    guard contacts.contains(where: { $0.phase != .stationary }) else { continue }
    for i in contacts.indices { contacts[i].slot = i }
    frames.append(TouchFrame(time: time, device: 0, contacts: contacts, fingerCount: kept.count))
  }
  return frames
}

/// Records transitions with the touches each gesture followed at that moment.
final class CheckingSink: TransitionSink {
  var transitions: [(Transition, Set<Int>, Bool)] = []
  func record(_ t: Transition, recognizer: GestureRecognizer) {
    transitions.append((t, Set(recognizer.touches.all.map(\.id)), recognizer.isContinuous))
  }
}

@Suite struct RandomTraceProperties {
  static let exclusivePairsExempt: Set<Set<String>> = [["magnify", "rotate"]]

  @Test(arguments: 0..<40)
  func defaultSceneStaysLegal(batch: Int) {
    for seed in UInt64(batch * 50)..<UInt64(batch * 50 + 50) {
      let sink = CheckingSink()
      let engine = Engine(root: DefaultScene.make(), sink: sink)
      let frames = randomFrames(seed: seed, count: Int(seed % 150) + 10)
      for f in frames { engine.handle(f) }
      engine.finish(at: (frames.last?.time ?? 0) + 1)
      checkStateMachines(sink, seed: seed)
      checkNoRepeats(sink, seed: seed)
      checkExclusiveSuccesses(sink, seed: seed)
    }
  }

  func checkStateMachines(_ sink: CheckingSink, seed: UInt64) {
    var last: [String: GesturePhase] = [:]
    var previousTime: Int64 = .min
    for (t, _, continuous) in sink.transitions {
      #expect(t.time >= previousTime, "seed \(seed): time went back at \(t)")
      previousTime = t.time
      let before = last[t.gesture].map { $0.isTerminal ? .possible : $0 } ?? .possible
      #expect(t.from == before, "seed \(seed): \(t.gesture) \(t.from)→\(t.to) after \(before)")
      let legal: Set<GesturePhase>
      switch t.from {
      case .possible: legal = continuous ? [.began, .failed] : [.ended, .failed]
      case .began, .changed: legal = [.changed, .ended, .cancelled]
      default: legal = []
      }
      #expect(legal.contains(t.to), "seed \(seed): illegal \(t.gesture) \(t.from)→\(t.to)")
      #expect((t.to == .failed || t.to == .cancelled) == (t.reason != nil), "seed \(seed): reason")
      last[t.gesture] = t.to
    }
  }

  /// A gesture never reports the same ending twice at one moment (a restart that fails again
  /// on the same touches would).
  func checkNoRepeats(_ sink: CheckingSink, seed: UInt64) {
    var seen = Set<String>()
    for (t, touches, _) in sink.transitions where t.to.isTerminal {
      let key = "\(t.gesture) \(t.time) \(t.to) \(touches.sorted())"
      #expect(seen.insert(key).inserted, "seed \(seed): \(key) twice")
    }
  }

  func checkExclusiveSuccesses(_ sink: CheckingSink, seed: UInt64) {
    let successes = sink.transitions.filter { t, _, _ in
      t.from == .possible && (t.to == .began || t.to == .ended)
    }
    for (a, touchesA, _) in successes {
      for (b, touchesB, _) in successes where a.gesture < b.gesture {
        guard !Self.exclusivePairsExempt.contains([a.gesture, b.gesture]) else { continue }
        #expect(
          touchesA.isDisjoint(with: touchesB),
          "seed \(seed): \(a.gesture) and \(b.gesture) both succeeded on touches \(touchesA.intersection(touchesB))"
        )
      }
    }
  }
}
