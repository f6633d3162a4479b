import GestureHaptics
import GestureTraces
import Gestures
import Glibc

/// Inputs shaped to make work grow faster than their size (issue 12): each is measured at three
/// sizes, doubling, so the figures show how the cost grows — about ×2 per doubling is linear,
/// ×4 quadratic. Wall time, best of three, in the benchmark's own process.
enum PathologicalCost {
  struct Shape: Sendable {
    var name: String
    /// What one unit of `sizes` is.
    var unit: String
    var sizes: [Int]
    /// Builds the input for a size and returns the work to time.
    var prepare: @Sendable (Int) -> () -> Void
  }

  static let shapes: [Shape] = [
    Shape(
      name: "ahap-overlap-onoff", unit: "continuous events and curves overlapping",
      sizes: [100, 200, 400], prepare: { n in render(overlapping(n), .onOff) }),
    Shape(
      name: "ahap-overlap-periodic", unit: "continuous events and curves overlapping",
      sizes: [100, 200, 400], prepare: { n in render(overlapping(n), .periodic) }),
    Shape(
      name: "ahap-many-curves", unit: "curves of 16 points over 60 s",
      sizes: [1000, 2000, 4000], prepare: { n in render(curves(n), .rumble) }),
    Shape(
      name: "evemu-blank-version-line", unit: "KiB of blanks after # EVEMU 1.3",
      sizes: [256, 512, 1000], prepare: { n in readEvemu("# EVEMU 1.3" + blanks(n << 10)) }),
    Shape(
      name: "scene-deep-composition", unit: "levels of nested sequenced gestures",
      sizes: [10, 20, 40], prepare: { n in loadAndRun(deepScene(n)) }),
    Shape(
      name: "region-many-taps", unit: "taps on one region, all ready when one wins",
      sizes: [4000, 8000, 16000], prepare: { n in loadAndTap(manyTaps(n)) }),
  ]

  static func render(_ text: String, _ profile: HapticDeviceProfile) -> () -> Void {
    let pattern = try! AHAPFile.parse(text).pattern
    return { _ = HapticRenderer(profile: profile).render(pattern) }
  }

  /// `n` continuous events of 30 s starting 10 ms apart, and `n` intensity curves.
  static func overlapping(_ n: Int) -> String {
    var entries: [String] = []
    for i in 0..<n {
      let t = Double(i) / 100
      entries.append(
        "{\"Event\": {\"Time\": \(t), \"EventType\": \"HapticContinuous\", \"EventDuration\": 30}}")
      entries.append(
        "{\"ParameterCurve\": {\"ParameterID\": \"HapticIntensityControl\", \"Time\": \(t), "
          + "\"ParameterCurveControlPoints\": [{\"Time\": 0, \"ParameterValue\": 0}, "
          + "{\"Time\": 0.5, \"ParameterValue\": 1}]}}")
    }
    return "{\"Pattern\": [" + entries.joined(separator: ", ") + "]}"
  }

  /// Two continuous events covering 60 s and `n` sharpness curves of 16 points spread over it.
  static func curves(_ n: Int) -> String {
    var entries = [
      "{\"Event\": {\"Time\": 0, \"EventType\": \"HapticContinuous\", \"EventDuration\": 30}}",
      "{\"Event\": {\"Time\": 30, \"EventType\": \"HapticContinuous\", \"EventDuration\": 30}}",
    ]
    for i in 0..<n {
      let points = (0..<16).map { k in
        "{\"Time\": \(Double(k) / 100), \"ParameterValue\": \(Double(k % 2))}"
      }
      entries.append(
        "{\"ParameterCurve\": {\"ParameterID\": \"HapticSharpnessControl\", \"Time\": "
          + "\(Double(i) * 60 / Double(n)), \"ParameterCurveControlPoints\": ["
          + points.joined(separator: ", ") + "]}}")
    }
    return "{\"Pattern\": [" + entries.joined(separator: ", ") + "]}"
  }

  static func blanks(_ n: Int) -> String { String(repeating: " ", count: n) }

  static func readEvemu(_ text: String) -> () -> Void {
    let path = temporaryFile(text + "\nN: Pad\nI: 0003 0001 0001 0001\n")
    return { _ = try? EvemuReader(path: path) }
  }

  /// `sequenced` gestures nested `depth` levels, a tap at the bottom (each level is three JSON
  /// levels, so 40 is near the parser's 128).
  static func deepScene(_ depth: Int) -> String {
    var gesture = "{\"tap\": {}}"
    for _ in 0..<depth { gesture = "{\"sequenced\": [\(gesture), {\"tap\": {}}]}" }
    return "{\"surface\": {\"units\": \"mm\"}, \"root\": {\"name\": \"w\", \"gestures\": "
      + "[{\"name\": \"deep\", \"gesture\": \(gesture)}]}}"
  }

  /// `n` tap gestures on one region: a tap makes them all ready, the first wins, and the
  /// others fail (issue 41: each failure took the ready list's length, so the cost grew as n²).
  static func manyTaps(_ n: Int) -> String {
    let taps = (0..<n).map { "{\"name\": \"t\($0)\", \"gesture\": {\"tap\": {}}}" }
    return "{\"surface\": {\"units\": \"mm\"}, \"root\": {\"name\": \"w\", \"gestures\": ["
      + taps.joined(separator: ", ") + "]}}"
  }

  /// Loads `text` and taps twice, 100 ms each, 300 ms apart.
  static func loadAndTap(_ text: String) -> () -> Void {
    return {
      guard let description = try? SceneFile.parse(text) else { return }
      let engine = Engine(scene: Scene(description), sink: CountingSink())
      for (n, phase) in [ContactPhase.down, .up, .down, .up].enumerated() {
        engine.handle(
          TouchFrame(
            time: Int64(n) * 150_000, device: 0,
            contacts: [Contact(id: n / 2, slot: 0, x: 10, y: 10, phase: phase)],
            fingerCount: phase == .up ? 0 : 1))
      }
      engine.finish(at: 10_000_000)
    }
  }

  static func loadAndRun(_ text: String) -> () -> Void {
    return {
      guard let description = try? SceneFile.parse(text) else { return }
      let engine = Engine(scene: Scene(description), sink: CountingSink())
      for n in 0..<200 {
        let phase: ContactPhase = n % 10 == 0 ? .down : n % 10 == 9 ? .up : .moved
        engine.handle(
          TouchFrame(
            time: Int64(n) * 8000, device: 0,
            contacts: [Contact(id: n / 10, slot: 0, x: 10, y: 10, phase: phase)],
            fingerCount: phase == .up ? 0 : 1))
      }
      engine.finish(at: 10_000_000)
    }
  }

  static func temporaryFile(_ text: String) -> String {
    let base = String(cString: getenv("TMPDIR") ?? strdup("/tmp"))
    var template = Array((base + "/gesture-bench-pathological.XXXXXX").utf8CString)
    let fd = mkstemp(&template)
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var bytes = Array(text.utf8)
    _ = write(fd, &bytes, bytes.count)
    close(fd)
    return path
  }

  /// Each shape's best-of-three time at each size, and the growth per doubling.
  static func measure() -> String {
    var out = ""
    for shape in shapes {
      var times: [Double] = []
      for size in shape.sizes {
        let work = shape.prepare(size)
        var best = Int64.max
        for _ in 0..<3 {
          let start = monotonicNanos()
          work()
          best = min(best, monotonicNanos() - start)
        }
        times.append(Double(best) / 1e6)
      }
      let parts = zip(shape.sizes, times).map { "\($0): \(milliseconds($1)) ms" }
      let growth = zip(times, times.dropFirst()).map { b, a in
        b > 0 ? String(Double(Int(a / b * 10)) / 10) : "-"
      }
      out +=
        "pathological \(shape.name) (\(shape.unit)): \(parts.joined(separator: ", ")); "
        + "×\(growth.joined(separator: ", ×")) per doubling\n"
    }
    return out
  }

  static func milliseconds(_ ms: Double) -> String {
    ms >= 10 ? String(Int(ms.rounded())) : String(Double(Int(ms * 100)) / 100)
  }
}
