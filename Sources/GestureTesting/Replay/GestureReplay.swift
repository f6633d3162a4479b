import GestureHaptics
import GestureSession
import GestureTraces
import Gestures

/// Replays input through a scene in one call and returns what happened, deterministically and
/// exactly as `gesture-replay` does: the same readers, the same decoder per device
/// (``/GestureTraces/TouchStream``), each device's surface from its decoder, times from the trace's
/// first event, and ``/GestureSession/Session/finish(at:playingOut:)`` at the trace's last event,
/// so a single tap still ends when its double-tap window closes after the trace stops. Examples are
/// in the Replaying article.
public enum GestureReplay {
  /// Replays the trace file at `path` (evemu or libinput record; `descriptionPath` is the
  /// device description of an event-only evemu file, like `--desc`).
  ///
  /// - Parameters:
  ///   - path: the trace file, evemu or libinput record (told apart by content).
  ///   - descriptionPath: the evemu description file of an event-only evemu trace; nil when
  ///     the trace describes its device.
  ///   - scene: the scene to run (the built-in one by default).
  ///   - recordsContacts: keep every decoded frame (``ReplayResult/frames``).
  ///   - haptics: whether to record the haptic bindings' commands (by default when the scene
  ///     has bindings).
  ///   - touchpad: libinput's configuration of the trace's touchpads (tapping, tap-and-drag,
  ///     drag lock; libinput's defaults with tapping on by default).
  public static func run(
    path: String, descriptionPath: String? = nil, scene: ReplayScene = .default,
    recordsContacts: Bool = false, haptics: ReplayHaptics = .automatic,
    touchpad: TouchpadConfiguration = TouchpadConfiguration()
  ) throws(ReplayError) -> ReplayResult {
    let source: any TraceSource
    do {
      source = try TraceFile.open(path: path, descriptionPath: descriptionPath)
    } catch {
      throw .trace(error)
    }
    return try run(
      source, scene: scene, recordsContacts: recordsContacts, haptics: haptics,
      touchpad: touchpad)
  }

  /// Replays `script` as `device` sends it (compiled by ``TouchScript/trace(on:path:)``,
  /// decoded like a recording).
  public static func run(
    _ script: TouchScript, on device: VirtualDevice = .touchscreen(),
    scene: ReplayScene = .default, recordsContacts: Bool = false,
    haptics: ReplayHaptics = .automatic
  ) throws(ReplayError) -> ReplayResult {
    let trace: InMemoryTrace
    do {
      trace = try script.trace(on: device)
    } catch {
      throw .script(error)
    }
    return try run(trace, scene: scene, recordsContacts: recordsContacts, haptics: haptics)
  }

  /// Replays a trace source: a reader, or an ``InMemoryTrace`` of events; touchpads tap as
  /// `touchpad` configures them (libinput's configuration: tapping, tap-and-drag, drag lock).
  public static func run<Source: TraceSource>(
    _ source: Source, scene: ReplayScene = .default, recordsContacts: Bool = false,
    haptics: ReplayHaptics = .automatic, touchpad: TouchpadConfiguration = TouchpadConfiguration()
  ) throws(ReplayError) -> ReplayResult {
    let loaded: ReplayScene.Loaded
    do {
      loaded = try scene.load()
    } catch {
      throw .scene(error)
    }
    var stream = TouchStream(source: source, touchpad: touchpad)
    let recording = TransitionRecording()
    let output = OutputBuffer()
    var commandLog: HapticCommandLog?
    var sessionHaptics: SessionHaptics?
    let bindings = loaded.bindings + haptics.bindings
    if haptics.isEnabled && (loaded.hasHaptics || !haptics.bindings.isEmpty) {
      let log = HapticCommandLog(maximumEffects: haptics.profile.maximumEffects)
      commandLog = log
      sessionHaptics = SessionHaptics(
        output: log, log: log, profile: haptics.profile, bindings: bindings)
    }
    let session = Session(
      root: loaded.root, surface: loaded.surface, haptics: sessionHaptics, output: output,
      deviceNames: stream.source.devices.map(\.name), observer: recording)
    session.bindings?.recordsStarted = true
    var frames: [TouchFrame] = []
    do {
      try session.replay(&stream) { if recordsContacts { frames.append($0) } }
    } catch {
      throw .trace(error)
    }
    let origin = session.origin ?? stream.startTime
    let seconds = { (t: Int64) in Double(t - (origin ?? t)) / 1_000_000 }
    return ReplayResult(
      trace: stream.source.path, devices: stream.source.devices,
      surfaces: stream.decoders.map(\.surface),
      notices: stream.decoders.compactMap { $0.surface?.notice }, origin: origin,
      endTime: stream.currentTime,
      transitions: recording.entries.map {
        RecordedTransition(
          transition: $0.transition, seconds: seconds($0.transition.time), value: $0.value,
          measures: $0.measures)
      },
      frames: frames, hapticCommands: commandLog?.commands ?? [],
      hapticPatterns: (session.bindings?.started ?? []).map {
        ReplayResult.PlayedPattern(name: $0.name, seconds: seconds($0.time))
      },
      log: output.text)
  }
}
