import GestureHaptics
import GestureLive
import GestureTraces
import Gestures

/// `gesture-replay haptics …`: render a pattern's force-feedback timeline, play it on a device,
/// list the presets. ``ReplayCommand`` hands it the arguments after `haptics`.
public enum HapticsCommand {
  /// Runs the subcommand; returns the exit status (0 success, 1 bad input, 2 bad usage).
  public static func run(arguments: [String], output: OutputBuffer, errors: OutputBuffer) -> Int32 {
    let start = CommandSupport.start(HapticsOptions.self, arguments, output: output, errors: errors)
    guard let options = start.options else { return start.status }
    switch options.action {
    case .presets:
      listPresets(output)
      return 0
    case .render:
      guard let pattern = load(options, errors: errors) else { return 1 }
      let profile = options.resolvedProfile()
      let timeline = HapticRenderer(profile: profile).render(pattern)
      switch options.format {
      case .text:
        timeline.write(text: output, title: options.pattern!.shortName, profile: profile)
      case .json: timeline.write(json: output)
      }
      return 0
    case .play:
      guard let pattern = load(options, errors: errors) else { return 1 }
      return play(pattern, options: options, output: output, errors: errors)
    }
  }

  /// The pattern named by the options, its notes printed; nil (error printed) when it cannot be
  /// read.
  static func load(_ options: HapticsOptions, errors: OutputBuffer) -> HapticPattern? {
    do {
      let (pattern, notes) = try options.pattern!.load()
      for note in notes {
        errors.append(escaped: "gesture-replay: note: \(note)")
        errors.lineEnded()
      }
      errors.flush()
      return pattern
    } catch {
      errors.append(escaped: error.description)
      errors.lineEnded()
      return nil
    }
  }

  static func listPresets(_ o: OutputBuffer) {
    for preset in HapticPreset.allCases {
      o.append(escaped: preset.name)
      o.appendSpaces(15 - preset.name.utf8.count)
      var first = true
      for e in preset.pattern.events {
        if !first { o.append(", ") }
        first = false
        o.append("transient at ")
        o.append(Int(clamping: (e.time * 1000).rounded()))
        o.append(" ms intensity ")
        o.append(fixed: e.intensity, decimals: 2)
        o.append(" sharpness ")
        o.append(fixed: e.sharpness, decimals: 2)
        if e.decayTime > 0 {
          o.append(" decay ")
          o.append(fixed: e.decayTime, decimals: 2)
        }
      }
      o.lineEnded()
    }
  }
}
