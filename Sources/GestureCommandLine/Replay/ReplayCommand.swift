import GestureActions
import GestureHaptics
import GestureLive
import GestureSession
import GestureTraces
import Gestures
import Glibc

/// The `gesture-replay` command: parses arguments, replays each trace and returns the exit
/// status. The executable only calls ``run(arguments:)``; tests call it too.
public enum ReplayCommand {
  /// Runs the command with `arguments` (without the program name), printing to `output` and
  /// `errors`. Returns the exit status: 0 success, 1 bad input, 2 bad usage.
  public static func run(
    arguments: [String], output: OutputBuffer = OutputBuffer(fd: 1),
    errors: OutputBuffer = OutputBuffer(fd: 2)
  ) -> Int32 {
    let status = dispatch(arguments: arguments, output: output, errors: errors)
    output.flush()
    // A full disk or a failing device shows up at the last flush as often as before it.
    if let code = output.writeFailure {
      errors.append(string: "gesture-replay: standard output: \(String(cString: strerror(code)))")
      errors.lineEnded()
      errors.flush()
      return 1
    }
    errors.flush()
    return status
  }

  /// Closes standard output once the command is done and returns the exit status: `status`,
  /// or 1 when closing fails (a file system that reports a full disk only then). For the
  /// executable, after ``run(arguments:output:errors:)``; tests keep their standard output.
  public static func closeStandardOutput(after status: Int32) -> Int32 {
    guard close(1) != 0 else { return status }
    let code = errno
    // Already closed by whoever started us: the writes, if any, said so.
    if code == EBADF { return status }
    let errors = OutputBuffer(fd: 2)
    errors.append(string: "gesture-replay: standard output: \(String(cString: strerror(code)))")
    errors.lineEnded()
    errors.flush()
    return 1
  }

  private static func dispatch(
    arguments: [String], output: OutputBuffer, errors: OutputBuffer
  ) -> Int32 {
    switch arguments.first {
    case "haptics":
      return HapticsCommand.run(
        arguments: Array(arguments.dropFirst()), output: output, errors: errors)
    case "live":
      return LiveCommand.run(
        arguments: Array(arguments.dropFirst()), output: output, errors: errors)
    case "devices":
      return DevicesCommand.run(
        arguments: Array(arguments.dropFirst()), output: output, errors: errors)
    case "plot":
      return PlotCommand.run(
        arguments: Array(arguments.dropFirst()), output: output, errors: errors)
    case "help":
      return HelpCommand.run(
        arguments: Array(arguments.dropFirst()), output: output, errors: errors)
    default: break
    }
    let start = CommandSupport.start(ReplayOptions.self, arguments, output: output, errors: errors)
    guard var options = start.options else { return start.status }
    guard
      let (scene, sceneHaptics, sceneActions) = CommandSupport.loadScene(
        options.scenePath, errors: errors),
      let quirks = CommandSupport.loadQuirks(
        options.quirks, program: "gesture-replay", errors: errors)
    else { return 1 }
    options.touchpad.underlay(scene)
    var haptics: HapticsSetup?
    if options.haptics.enabled {
      do {
        haptics = try HapticsSetup(options: options.haptics, format: options.format, output: output)
      } catch {
        errors.append(escaped: "gesture-replay: \(error.description)")
        errors.lineEnded()
        return 1
      }
    }
    for path in options.traces {
      do {
        var source = try TraceFile.open(path: path, descriptionPath: options.descriptionPath)
        try replay(
          &source, scene: scene, sceneHaptics: sceneHaptics, sceneActions: sceneActions,
          quirks: quirks, options: options, output: output, errors: errors, haptics: haptics)
      } catch {
        output.flush()
        errors.append(escaped: error.description)
        errors.lineEnded()
        return 1
      }
    }
    return 0
  }

  /// Opens the touch stream of one trace: prints the devices' scale notices once, and the
  /// trace's name when several are replayed as text.
  static func startStream<Source: TraceSource>(
    _ source: Source, quirks: LibinputQuirks, options: ReplayOptions, output: OutputBuffer,
    errors: OutputBuffer
  ) -> TouchStream<Source> {
    let stream = TouchStream(
      source: source, quirks: quirks, touchpad: options.touchpad.configuration)
    for decoder in stream.decoders {
      guard let notice = decoder.surface?.notice else { continue }
      errors.append(escaped: "gesture-replay: note: \(notice)")
      errors.lineEnded()
      errors.flush()
    }
    if options.traces.count > 1 && options.format == .text {
      output.append(escaped: "# \(stream.source.path)")
      output.lineEnded()
    }
    return stream
  }

  /// Prints the transitions of the scene (or the contacts) of one trace.
  static func replay(
    _ source: inout some TraceSource, scene: Scene?, sceneHaptics: SceneHaptics?,
    sceneActions: SceneActions? = nil, quirks: LibinputQuirks = LibinputQuirks(),
    options: ReplayOptions, output: OutputBuffer,
    errors: OutputBuffer,
    haptics: HapticsSetup? = nil
  ) throws(TraceError) {
    var stream = startStream(
      source, quirks: quirks, options: options, output: output, errors: errors)
    let configuration = SessionConfiguration(
      mode: options.mode == .touches ? .touches : .transitions, format: options.format,
      explain: options.explain)
    if haptics != nil {
      for note in sceneHaptics?.notes ?? [] {
        errors.append(escaped: "gesture-replay: note: \(note)")
        errors.lineEnded()
      }
    }
    // Actions are logged (replay runs nothing): a fresh setup per trace, so repeats and rate
    // limits start over.
    let actions =
      options.actions.enabled
      ? ActionsSetup(
        options: options.actions, format: options.format, output: output, scene: scene,
        actions: sceneActions) : nil
    actions?.setDevices(stream.source.devices, surfaces: stream.decoders.map(\.surface))
    let session = Session(
      scene: scene, configuration: configuration,
      haptics: haptics?.sessionHaptics(sceneHaptics), output: output,
      deviceNames: stream.source.devices.map(\.name), observer: actions?.bindings)
    actions?.attach(to: session)
    if let haptics {
      HapticsSetup.reportFailures(of: session, to: errors)
      haptics.pace(session, output: output, errors: errors)
    }
    try session.replay(&stream)
    for decoder in stream.decoders {
      for note in decoder.notes {
        errors.append(escaped: "gesture-replay: note: \(note)")
        errors.lineEnded()
      }
    }
  }
}
