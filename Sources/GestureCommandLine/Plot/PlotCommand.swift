import GestureActions
import GestureHaptics
import GesturePlot
import GestureSession
import GestureTraces
import Gestures
import Glibc

/// `gesture-replay plot`: replays one trace through the scene with observers that feed a
/// ``TracePlot``, then writes its SVG. The transition log itself goes nowhere.
public enum PlotCommand {
  static func run(arguments: [String], output: OutputBuffer, errors: OutputBuffer) -> Int32 {
    let start = CommandSupport.start(PlotOptions.self, arguments, output: output, errors: errors)
    guard let options = start.options else { return start.status }
    guard let trace = options.trace, let path = options.output else { return 2 }
    var files = RunFiles(inputs: [("the trace", trace)], outputs: [("--output", path)])
    if let problem = files.conflict() {
      errors.append(escaped: "gesture-replay: \(problem)")
      errors.lineEnded()
      return 2
    }
    guard
      let (scene, sceneHaptics, sceneActions) = CommandSupport.loadScene(
        options.scenePath, errors: errors),
      let quirks = CommandSupport.loadQuirks(
        options.quirks, program: "gesture-replay", errors: errors)
    else { return 1 }
    files.inputs += CommandSupport.inputs(
      description: options.descriptionPath, scene: options.scenePath, haptics: sceneHaptics,
      quirks: options.quirks)
    if let problem = files.conflict() {
      errors.append(escaped: "gesture-replay: \(problem)")
      errors.lineEnded()
      return 2
    }
    let plot: TracePlot
    do {
      var source = try TraceFile.open(path: trace, descriptionPath: options.descriptionPath)
      plot = try self.plot(
        &source, scene: scene, haptics: sceneHaptics, actions: sceneActions, quirks: quirks,
        options: options, errors: errors)
    } catch {
      errors.append(escaped: error.description)
      errors.lineEnded()
      return 1
    }
    if let problem = write(plot, to: path) {
      errors.append(escaped: "gesture-replay: \(problem)")
      errors.lineEnded()
      return 1
    }
    return 0
  }

  /// Writes `plot`'s SVG to a file that replaces `path` once complete (``ReplacingFile``);
  /// returns what went wrong, if anything, naming `path`.
  static func write(_ plot: TracePlot, to path: String) -> String? {
    do {
      let file = try ReplacingFile(path: path)
      let buffer = OutputBuffer(fd: file.fd)
      plot.write(to: buffer)
      buffer.flush()
      if let code = buffer.writeFailure {
        file.abandon()
        return "\(path): write failed: \(String(cString: strerror(code)))"
      }
      // The file gets its temporary name only within commit(): SIGINT and SIGTERM wait until
      // it is renamed into place (or removed), so they leave no temporary file behind.
      var signals = TerminationSignals.set
      var previous = sigset_t()
      pthread_sigmask(SIG_BLOCK, &signals, &previous)
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      try file.commit()
      return nil
    } catch {
      return error.description
    }
  }

  /// Replays `source` through `scene` into a plot (what `plot`, its tests and the `plot` fuzz
  /// target draw).
  public static func plot<Source: TraceSource>(
    _ source: inout Source, scene: Scene?, haptics: SceneHaptics?, actions: SceneActions?,
    quirks: LibinputQuirks = LibinputQuirks(), options: PlotOptions, errors: OutputBuffer
  ) throws(TraceError) -> TracePlot {
    var stream = TouchStream(source: source, quirks: quirks)
    for decoder in stream.decoders {
      guard let notice = decoder.surface?.notice else { continue }
      errors.append(escaped: "gesture-replay: note: \(notice)")
      errors.lineEnded()
    }
    let name = stream.source.path.split(separator: "/").last.map(String.init) ?? ""
    var sceneName = options.scenePath?.split(separator: "/").last.map { " — scene \($0)" } ?? ""
    if options.from != nil || options.to != nil {
      let from = options.from.map { "\($0)" } ?? "start"
      let to = options.to.map { "\($0) s" } ?? "end"
      sceneName += " — \(from) to \(to)"
    }
    let plot = TracePlot(
      configuration: PlotConfiguration(
        from: options.from, to: options.to, width: options.width, title: name + sceneName))
    plot.sceneSurface = scene?.surface ?? .millimetres
    let devices = stream.source.devices
    var mm: [Int: Rect] = [:]
    for (i, decoder) in stream.decoders.enumerated() {
      guard let s = decoder.surface else { continue }
      mm[i] = Rect(x: 0, y: 0, width: s.width, height: s.height)
      plot.setSurface(mm[i]!, device: i)
    }
    let root = scene?.root ?? DefaultScene.make()
    if let bounds = scene?.surface.rect ?? mm[0] {
      let identity = devices.first.map { DeviceIdentity(kind: $0.kind, name: $0.name) }
      plot.regions = PlotRegion.resolve(root, surface: bounds, device: identity)
    }
    var bindings: ActionBindings?
    if let scene, let actions, !actions.bindings.isEmpty {
      let b = ActionBindings(
        root: scene.root, bindings: actions.bindings,
        performer: PlotActionRecorder(plot: plot))
      for (i, d) in devices.enumerated() {
        b.setDevice(i, name: d.name, kind: d.kind, surface: scene.surface.rect ?? mm[i])
      }
      bindings = b
    }
    var sessionHaptics: SessionHaptics?
    if let haptics, !haptics.bindings.isEmpty {
      let profile = HapticDeviceProfile.rumble
      let out = PlotHapticOutput(plot: plot, profile: profile)
      sessionHaptics = SessionHaptics(
        output: out, log: out.log, profile: profile, bindings: haptics.bindings)
    }
    let observer = PlotObserver(
      plot: plot, deviceNames: devices.map(\.name), actions: bindings)
    let scratch = OutputBuffer()
    let session = Session(
      scene: scene, configuration: SessionConfiguration(), haptics: sessionHaptics,
      output: scratch, deviceNames: devices.map(\.name), observer: observer)
    observer.originSource = { [unowned session] in session.origin }
    try session.replay(&stream) { [unowned session] frame in
      scratch.removeAll()
      // Times count from the session's origin (the trace's first event).
      if plot.origin == nil { plot.origin = session.origin }
      plot.add(frame)
    }
    if plot.origin == nil { plot.origin = session.origin }
    plot.finish(at: stream.currentTime)
    return plot
  }
}
