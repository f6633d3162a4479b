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
    defer {
      output.flush()
      errors.flush()
    }
    switch arguments.first {
    case "haptics":
      return HapticsCommand.run(
        arguments: Array(arguments.dropFirst()), output: output, errors: errors)
    case "live":
      return LiveCommand.run(
        arguments: Array(arguments.dropFirst()), output: output, errors: errors)
    case "devices":
      return DeviceList.run(arguments: Array(arguments.dropFirst()), output: output, errors: errors)
    default: break
    }
    guard
      let options = CommandSupport.parse(
        arguments, usage: ReplayOptions.usage, errors: errors, ReplayOptions.parse)
    else { return 2 }
    if CommandSupport.printedHelp(options.help, usage: ReplayOptions.usage, output: output) {
      return 0
    }
    let (loaded, scene) = CommandSupport.loadScene(options.scenePath, errors: errors)
    guard loaded else { return 1 }
    var haptics: HapticReplay?
    if options.haptics.enabled {
      do {
        haptics = try HapticReplay(
          options: options.haptics, format: options.format, output: output, errors: errors)
      } catch {
        errors.append(string: "gesture-replay: \(error.description)")
        errors.lineEnded()
        return 1
      }
    }
    for path in options.traces {
      do {
        var source = try TraceFile.open(path: path, descriptionPath: options.descriptionPath)
        switch options.mode {
        case .touches:
          try replayTouches(&source, options: options, output: output, errors: errors)
        case .transitions:
          try replayTransitions(
            &source, scene: scene, options: options, output: output, errors: errors,
            haptics: haptics)
        }
      } catch {
        output.flush()
        errors.append(string: error.description)
        errors.lineEnded()
        return 1
      }
    }
    return 0
  }

  /// Opens the touch stream of one trace: prints the devices' scale notices once, and the
  /// trace's name when several are replayed as text.
  static func startStream<Source: TraceSource>(
    _ source: Source, options: ReplayOptions, output: OutputBuffer, errors: OutputBuffer
  ) -> TouchStream<Source> {
    let stream = TouchStream(source: source)
    for decoder in stream.decoders {
      guard let notice = decoder.surface?.notice else { continue }
      errors.append(string: "gesture-replay: note: \(notice)")
      errors.lineEnded()
      errors.flush()
    }
    if options.traces.count > 1 && options.format == .text {
      output.append(string: "# \(stream.source.path)")
      output.lineEnded()
    }
    return stream
  }

  /// Prints the transitions of the scene over one trace.
  static func replayTransitions(
    _ source: inout some TraceSource, scene: Scene?, options: ReplayOptions,
    output: OutputBuffer, errors: OutputBuffer, haptics: HapticReplay? = nil
  ) throws(TraceError) {
    var stream = startStream(source, options: options, output: output, errors: errors)
    let log = TransitionLog(
      format: options.format, output: output, deviceNames: stream.source.devices.map(\.name))
    var sink: TransitionSink = options.explain ? ExplainLog(wrapping: log) : log
    let root = scene?.root ?? DefaultScene.make()
    if let haptics { sink = haptics.start(sink: sink, root: root, scene: scene) }
    let engine = Engine(root: root, surface: scene?.surface ?? .millimetres, sink: sink)
    for (i, decoder) in stream.decoders.enumerated() {
      if let s = decoder.surface {
        engine.setSurface(Rect(x: 0, y: 0, width: s.width, height: s.height), device: i)
      }
    }
    while let frame = try stream.next() {
      log.origin = stream.startTime ?? 0
      haptics?.setOrigin(log.origin)
      haptics?.reach(frame.time, engine: engine)
      engine.handle(frame)
    }
    if let haptics {
      haptics.finish(engine: engine, at: stream.currentTime)
    } else {
      engine.finish(at: stream.currentTime)
    }
  }

  /// Prints the decoded contacts of one trace.
  static func replayTouches(
    _ source: inout some TraceSource, options: ReplayOptions, output: OutputBuffer,
    errors: OutputBuffer
  ) throws(TraceError) {
    var stream = startStream(source, options: options, output: output, errors: errors)
    let log = TouchLog(
      format: options.format, output: output, deviceNames: stream.source.devices.map(\.name))
    while let frame = try stream.next() {
      log.write(frame, seconds: stream.seconds(frame.time))
    }
  }
}
