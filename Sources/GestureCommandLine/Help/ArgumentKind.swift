import GestureHaptics

/// What an option's argument or an operand can be, for the completions: some words, files
/// (with some extensions, or any), directories, evdev device nodes; or nothing to offer (a
/// number, a name).
struct ArgumentKind: Equatable, Sendable {
  /// Words offered as they are (`text`, `json`).
  var words: [String] = []
  /// Files offered: nil none; empty any file; else files with these extensions (and
  /// directories to walk into; any file when none matches).
  var extensions: [String]?
  /// Directories offered.
  var directories = false
  /// `/dev/input/event*` offered.
  var eventDevices = false

  /// Recorded traces: evemu files and libinput record YAML.
  static let traces = ArgumentKind(extensions: ["events", "yml", "yaml"])
  /// Evdev device nodes.
  static let eventDevices = ArgumentKind(eventDevices: true)
  /// A haptic pattern: a preset's name or an AHAP file.
  static let patterns = ArgumentKind(
    words: HapticPreset.allCases.map(\.name), extensions: ["ahap"])

  /// True when there is nothing to offer (the argument is a number or a name).
  var isEmpty: Bool { words.isEmpty && extensions == nil && !directories && !eventDevices }

  /// The kind a placeholder of a usage text stands for, each of its `|` alternatives read:
  /// a lower-case word or a number is itself (`text|json`, `1|2`); `FILE` and `PATH` any
  /// file; `FILE.svg` files ending `.svg`; `DIR` directories; `TRACE` traces; `PATTERN`
  /// patterns; other capitals (`S`, `PX`, `NAME`) nothing.
  init(placeholder: String) {
    for part in placeholder.split(separator: "|").map(String.init) {
      switch part {
      case "FILE", "PATH": merge(ArgumentKind(extensions: []))
      case "DIR": directories = true
      case "TRACE": merge(.traces)
      case "PATTERN": merge(.patterns)
      case _ where part.hasPrefix("FILE."):
        merge(ArgumentKind(extensions: [String(part.dropFirst(5))]))
      case _ where part.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }):
        words.append(part)
      default: break
      }
    }
  }

  init(
    words: [String] = [], extensions: [String]? = nil, directories: Bool = false,
    eventDevices: Bool = false
  ) {
    self.words = words
    self.extensions = extensions
    self.directories = directories
    self.eventDevices = eventDevices
  }

  /// Options whose placeholder alone does not say what they take: a scene is a JSON file,
  /// `--device` and `--haptics` name evdev nodes.
  static let overrides: [String: ArgumentKind] = [
    "--scene": ArgumentKind(extensions: ["json"]),
    "--device": .eventDevices,
    "--haptics": .eventDevices,
  ]

  /// This kind and `other`'s together. Any file takes in files of some extensions.
  mutating func merge(_ other: ArgumentKind) {
    words += other.words.filter { !words.contains($0) }
    switch (extensions, other.extensions) {
    case (nil, let theirs): extensions = theirs
    case (let ours?, let theirs?):
      extensions = ours.isEmpty || theirs.isEmpty ? [] : ours + theirs.filter { !ours.contains($0) }
    case (_, nil): break
    }
    directories = directories || other.directories
    eventDevices = eventDevices || other.eventDevices
  }
}
