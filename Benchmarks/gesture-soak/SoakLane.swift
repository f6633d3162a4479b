import GestureHaptics
import GestureLive
import GestureSession
import GestureTesting
import GestureTraces
import Gestures

/// One scene's share of the soak: its generated input through a ``TouchStream`` into a
/// ``Session`` with haptics bound (a ``HapticCommandLog``, no device) and its transition log
/// written to `output`, the raw events recorded, and the checker watching every transition.
final class SoakLane {
  let scene: SoakScene
  let checker: TruthChecker
  let session: Session
  let log: HapticCommandLog
  let recorder: LiveRecorder
  /// Makes a new copy of the lane's scene (for replaying its recording).
  let makeScene: () -> SoakScene
  private var stream: TouchStream<SoakSource>
  private(set) var frames = 0
  private(set) var hapticFailures = 0
  private(set) var finished = false

  /// A lane running `scene` for `seconds` of input from `seed`, recording to `recordPath`,
  /// logging in `format` (with the explanations when `explain`) to `output`.
  init(
    scene makeScene: @escaping () -> SoakScene, seconds: Double, seed: UInt64, recordPath: String,
    format: OutputFormat,
    explain: Bool, output: OutputBuffer,
    generate: @escaping (inout SoakRandom) -> Episode
  ) throws(TraceError) {
    let scene = makeScene()
    self.scene = scene
    self.makeScene = makeScene
    let device = VirtualDevice.touchscreen(
      frameInterval: 1.0 / 240, name: "Gestures Soak Touchscreen (\(scene.name))")
    checker = TruthChecker(scene: scene)
    recorder = try LiveRecorder(path: recordPath, devices: [(0, device.deviceDescription)])
    let source = SoakSource(
      name: scene.name, device: device, seconds: seconds, seed: seed, checker: checker,
      recorder: recorder, generate: generate)
    stream = TouchStream(source: source)
    log = HapticCommandLog(maximumEffects: 16, printing: output, format: format, keeping: false)
    session = Session(
      root: scene.root, configuration: SessionConfiguration(format: format, explain: explain),
      haptics: SessionHaptics(
        output: log, log: log, profile: .rumble, bindings: scene.bindings),
      output: output, deviceNames: [device.name], observer: checker)
    session.setSurface(stream.decoders[0].surface, device: 0)
    session.bindings?.onFailure = { [unowned self] _ in self.hapticFailures += 1 }
  }

  /// Events read so far.
  var events: Int { stream.eventCount }
  /// Episodes generated so far.
  var episodes: Int { stream.source.episodes }

  /// Handles frames until the input's clock reaches `time` µs, or finishes the lane when the
  /// input ends.
  func run(until time: Int64) throws(TraceError) {
    while !finished && stream.currentTime < time {
      guard let frame = try stream.next() else {
        try finish()
        return
      }
      if session.origin == nil { session.setOrigin(stream.startTime ?? frame.time) }
      session.handle(frame)
      frames += 1
      checker.judge(before: frame.time)
    }
  }

  /// Ends the input as a replay does (timers run out, patterns play to their end), judges the
  /// last episodes and completes the recording.
  private func finish() throws(TraceError) {
    finished = true
    session.finish(at: stream.currentTime)
    session.flush(at: stream.currentTime)
    checker.judgeAll()
    try recorder.finish()
  }
}
