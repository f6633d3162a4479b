import GestureTraces
import Gestures
import Glibc

/// The engine's cost per frame with `contacts` fingers down and moving, under the default
/// scene: every frame moves every finger 0.1 mm, 8 ms apart, so the recognizers that follow
/// them (long press, magnify, rotate fail early; the rest ignore them) run every frame.
struct EngineFrameCost {
  var contacts: Int
  var frames: Int
  var p50: Double
  var p99: Double
  var mean: Double

  /// With `logging`, every transition is also written as JSON Lines to /dev/null (one finger
  /// dragging makes a `changed` line per frame).
  static func measure(contacts: Int = 10, frames: Int = 200_000, logging: Bool = false)
    -> EngineFrameCost
  {
    let devNull = open("/dev/null", O_WRONLY)
    defer { close(devNull) }
    let sink: TransitionSink =
      logging
      ? TransitionLog(format: .json, output: OutputBuffer(fd: devNull), deviceNames: ["bench"])
      : CountingSink()
    let engine = Engine(root: DefaultScene.make(), sink: sink)
    var frame = TouchFrame(time: 0, device: 0, contacts: [], fingerCount: contacts)
    frame.contacts.reserveCapacity(contacts)
    for i in 0..<contacts {
      frame.contacts.append(
        Contact(id: i + 1, slot: i, x: Double(10 + 15 * i), y: 50, phase: .down))
    }
    engine.handle(frame)
    for i in frame.contacts.indices { frame.contacts[i].phase = .moved }
    var samples = [Int64](repeating: 0, count: frames)
    for n in 0..<frames {
      frame.time = Int64(n + 1) * 8000
      for i in frame.contacts.indices {
        frame.contacts[i].x += 0.1
        if frame.contacts[i].x > 300 { frame.contacts[i].x = 0 }
      }
      let start = monotonicNanos()
      engine.handle(frame)
      samples[n] = monotonicNanos() - start
    }
    samples.sort()
    let total = samples.reduce(0, +)
    return EngineFrameCost(
      contacts: contacts, frames: frames, p50: Double(samples[frames / 2]),
      p99: Double(samples[frames * 99 / 100]), mean: Double(total) / Double(frames))
  }

  var text: String {
    "engine frame cost, \(contacts) contact\(contacts == 1 ? "" : "s") moving, default scene: p50 \(Int(p50)) ns, "
      + "p99 \(Int(p99)) ns, mean \(Int(mean)) ns over \(frames) frames\n"
  }

  var json: String {
    "{\"engineFrame\": {\"contacts\": \(contacts), \"frames\": \(frames), \"p50ns\": \(Int(p50)), "
      + "\"p99ns\": \(Int(p99)), \"meanNs\": \(Int(mean))}}"
  }
}

/// Counts transitions and nothing else.
final class CountingSink: TransitionSink {
  var count = 0
  func record(_ transition: Transition, recognizer: GestureRecognizer) { count += 1 }
}
