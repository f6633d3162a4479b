import GestureHaptics
import GestureTraces
import Gestures

/// ``HapticScheduler`` on a simulated device (``HapticCommandLog``, printing), fed plays,
/// preloads, stops, gain changes and deadlines at times from the input (``SchedulerBytes``),
/// then played to its end and closed.
extension FuzzTarget {
  static let scheduler = FuzzTarget(
    name: "scheduler",
    summary: "haptic commands (binary): HapticScheduler on a simulated device",
    run: { bytes in
      var input = FuzzBytes(bytes)
      let setup = input.u8()
      let profile = HapticDeviceProfile.Kind.allCases[Int(setup & 3) % 3]
      let log = HapticCommandLog(
        maximumEffects: 1 + Int(setup >> 2) % 16, printing: OutputBuffer(),
        format: setup & 0x40 != 0 ? .json : .text)
      var time = FuzzTime.start(input.u64())
      if setup & 0x80 != 0 { log.vanishes = FuzzTime.advance(time, by: Int64(input.u32())) }
      let scheduler = HapticScheduler(
        output: log, profile: HapticDeviceProfile.named(profile.rawValue)!)
      scheduler.uploadLead = Int64(input.u16()) * 10
      var operations = 0
      while !input.isAtEnd, operations < SchedulerBytes.maximumOperations {
        operations += 1
        let op = input.u8()
        time = FuzzTime.advance(time, by: Int64(input.u16()) * 100)
        SchedulerBytes.apply(op, &input, scheduler, at: time)
      }
      scheduler.finish()
      scheduler.close(at: FuzzTime.advance(time, by: 60_000_000))
      blackHole(log.commands.count)
    },
    seed: { path, description in try SchedulerBytes.seed(path: path, description: description) })
}

/// The scheduler target's bytes after the header (a setup byte: profile, slots, log format,
/// vanishing device; the start time; with the vanishing bit its delay, 32 bits µs; the upload
/// lead, 16 bits of 10 µs): operations to the end, each an op byte and a time step (16 bits,
/// 100 µs), at most ``maximumOperations``. Op bits 0–2: 0–1 play a preset (a byte of preset, a byte of priority, a byte of
/// intensity /128), 2 play a small pattern (``pattern(_:)``, then a priority byte), 3 preload a
/// preset, 4 stop, 5 set the gain (a byte /255), 6 advance to the time, 7 close.
enum SchedulerBytes {
  /// Most operations one input makes: a busy minute of gestures. Every play renders its pattern,
  /// so without a bound the CPU budget would measure the input's length, not the scheduler.
  static let maximumOperations = 256

  static func apply(_ op: UInt8, _ input: inout FuzzBytes, _ s: HapticScheduler, at time: Int64) {
    switch op & 7 {
    case 0, 1:
      let preset = HapticPreset.allCases[input.index(below: HapticPreset.allCases.count)]
      let priority = HapticPriority.allCases[input.index(below: 4)]
      let pattern = preset.pattern(intensity: Double(input.u8()) / 128)
      s.play(pattern, name: preset.name, priority: priority, at: time)
    case 2:
      let pattern = self.pattern(&input)
      s.play(
        pattern, name: "fuzz", priority: HapticPriority.allCases[input.index(below: 4)], at: time)
    case 3:
      let preset = HapticPreset.allCases[input.index(below: HapticPreset.allCases.count)]
      s.preload(preset.pattern, at: time, keepingFree: Int(op >> 3) % 4)
    case 4: s.stop(at: time)
    case 5: s.setGain(Double(input.u8()) / 255, at: time)
    case 6: s.advance(to: time)
    default: s.close(at: time)
    }
  }

  /// A pattern of up to 4 events (a flags byte: bit 0 continuous, bit 1 sustained; start and
  /// duration, 16 bits of ms; intensity, sharpness, attack, decay, release, a byte each /255) and
  /// up to 2 curves (a parameter byte, a 16-bit start in ms, up to 4 points of a 16-bit time in
  /// ms and a value byte /127.5 − 1).
  static func pattern(_ input: inout FuzzBytes) -> HapticPattern {
    var events: [HapticEvent] = []
    for _ in 0..<input.index(below: 5) {
      let flags = input.u8()
      let start = Double(input.u16()) / 1000
      let duration = Double(input.u16()) / 1000
      func unit(_ input: inout FuzzBytes) -> Double { Double(input.u8()) / 255 }
      events.append(
        HapticEvent(
          flags & 1 != 0 ? .continuous : .transient, time: start, duration: duration,
          intensity: unit(&input), sharpness: unit(&input), attackTime: unit(&input),
          decayTime: unit(&input), releaseTime: unit(&input), sustained: flags & 2 != 0))
    }
    var curves: [HapticParameterCurve] = []
    for _ in 0..<input.index(below: 3) {
      let ids = HapticDynamicParameterID.allCases
      let parameter = ids[input.index(below: ids.count)]
      let start = Double(input.u16()) / 1000
      var points: [HapticParameterCurve.ControlPoint] = []
      for _ in 0..<input.index(below: 5) {
        points.append(
          .init(time: Double(input.u16()) / 1000, value: Double(input.u8()) / 127.5 - 1))
      }
      curves.append(HapticParameterCurve(parameter, time: start, controlPoints: points))
    }
    return HapticPattern(events: events, curves: curves)
  }

  /// Plays a trace would make with the default scene: each transition to a phase plays a
  /// preset at its time, as haptic bindings do (began: selection, ended: success, failed and
  /// cancelled: nothing, the rest: impact-light), and the trace's end stops everything.
  static func seed(path: String, description: String?) throws -> [UInt8] {
    let (frames, _) = try EngineRun.decode(
      TraceFile.open(path: path, descriptionPath: description), limit: 20_000)
    let recorder = TransitionRecorder()
    let engine = Engine(root: DefaultScene.make(), sink: recorder)
    for frame in frames { engine.handle(frame) }
    let last = frames.last?.time ?? 0
    engine.finish(at: last)
    var out = FuzzBytesWriter()
    out.u8(0x3c)  // rumble, 16 slots, text
    var time = recorder.transitions.first?.time ?? last
    out.u64(UInt64(max(0, time)))
    out.u16(3000)  // a 30 ms upload lead
    for t in recorder.transitions.prefix(SchedulerBytes.maximumOperations - 1) {
      let preset: HapticPreset
      switch t.to {
      case .began: preset = .selection
      case .ended: preset = .success
      case .failed, .cancelled: continue
      default: preset = .impactLight
      }
      out.u8(0)
      out.u16(clamping: max(0, t.time - time) / 100)
      time = max(time, t.time)
      out.u8(UInt8(HapticPreset.allCases.firstIndex(of: preset)!))
      out.u8(1)
      out.u8(128)
    }
    out.u8(4)
    out.u16(clamping: max(0, last - time) / 100)
    return out.bytes
  }
}
