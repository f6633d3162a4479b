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
      errors.append("gesture-replay: \(error.message)")
      errors.lineEnded()
      errors.append(LiveOptions.usage)
      errors.lineEnded()
      return 2
    }
    if options.help {
      output.append(LiveOptions.usage)
      output.lineEnded()
      return 0
    }
    let loop = LiveLoop(options: options, output: output, errors: errors)
    do {
      try loop.start()
      try loop.run()
    } catch {
      output.flush()
      errors.append("gesture-replay: \(error.description)")
      errors.lineEnded()
      return 1
    }
    return 0
  }
}
