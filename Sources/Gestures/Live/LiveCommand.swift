/// `gesture-replay live`: listens to live devices and prints transitions (or contacts) as they
/// happen. ``ReplayCommand`` hands it the arguments after `live`.
public enum LiveCommand {
  /// Runs a live session; returns the exit status: 0 after a clean end (SIGINT, SIGTERM, or
  /// every named device gone), 1 when a device cannot be opened or read, 2 on bad usage.
  public static func run(arguments: [String], output: OutputBuffer, errors: OutputBuffer)
    -> Int32
  {
    let options: LiveOptions
    do {
      options = try LiveOptions.parse(arguments)
    } catch {
      errors.append(string: "gesture-replay: \(error.message)")
      errors.lineEnded()
      errors.append(string: LiveOptions.usage)
      errors.lineEnded()
      return 2
    }
    if options.help {
      output.append(string: LiveOptions.usage)
      output.lineEnded()
      return 0
    }
    var scene: Scene?
    if let path = options.scenePath {
      do {
        scene = try SceneFile.load(path: path)
      } catch {
        errors.append(string: error.description)
        errors.lineEnded()
        return 1
      }
    }
    let loop = LiveLoop(options: options, scene: scene, output: output, errors: errors)
    do {
      try loop.start()
      try loop.run()
    } catch {
      output.flush()
      errors.append(string: "gesture-replay: \(error.description)")
      errors.lineEnded()
      return 1
    }
    return 0
  }
}
