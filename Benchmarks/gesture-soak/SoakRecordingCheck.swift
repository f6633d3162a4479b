import GestureSession
import GestureTraces
import Gestures
import Glibc

/// An order-sensitive fingerprint of a sequence of transitions: FNV-1a over each one's time
/// (µs from the input's first event), device, node, gesture, `from` and `to`. Two runs with
/// equal digests made the same transitions at the same times.
struct TransitionDigest: Equatable, CustomStringConvertible {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
  private(set) var count = 0

  mutating func add(_ t: Transition, origin: Int64) {
    count += 1
    var time = UInt64(bitPattern: t.time &- origin)
    for _ in 0..<8 {
      mix(UInt8(truncatingIfNeeded: time))
      time >>= 8
    }
    mix(UInt8(truncatingIfNeeded: t.device))
    for text in [t.node, t.gesture, t.from.rawValue, t.to.rawValue] {
      for byte in text.utf8 { mix(byte) }
      mix(0)
    }
  }

  private mutating func mix(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }

  var description: String { "\(count) transitions, digest \(String(value, radix: 16))" }
}

/// Replays a lane's recording (what ``LiveRecorder`` wrote while the lane ran) through a fresh
/// session of a new copy of the lane's scene (without haptics, which change no transition), as `gesture-replay FILE` would, and digests its transitions: a
/// recording must replay to exactly the session it recorded.
enum SoakRecordingCheck {
  final class Digester: TransitionSink {
    var digest = TransitionDigest()
    func record(_ transition: Transition, recognizer: GestureRecognizer) {
      // Recorded times count from the session's first event.
      digest.add(transition, origin: 0)
    }
  }

  static func replay(path: String, scene: SoakScene) throws(TraceError) -> TransitionDigest {
    let source = try TraceFile.open(path: path)
    return try replay(source, scene: scene)
  }

  private static func replay<Source: TraceSource>(_ source: Source, scene: SoakScene)
    throws(TraceError) -> TransitionDigest
  {
    var stream = TouchStream(source: source)
    let digester = Digester()
    let sink = open("/dev/null", O_WRONLY | O_CLOEXEC)
    defer { close(sink) }
    let session = Session(root: scene.root, output: OutputBuffer(fd: sink), observer: digester)
    try session.replay(&stream)
    return digester.digest
  }
}
