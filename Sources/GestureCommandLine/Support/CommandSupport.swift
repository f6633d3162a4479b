import GestureActions
import GestureHaptics
import GestureLive
import GestureTraces
import Gestures

/// How a command starts: with its options, or with the exit status it returns at once (2 after
/// a usage error, 0 after `--help` or `--version`).
struct CommandStart<Options> {
  var options: Options?
  var status: Int32
}

/// What `gesture-replay` and its subcommands share: parsing with the usage printed on a usage
/// error, `--help`, `--version`, loading a scene file.
enum CommandSupport {
  /// Parses `arguments` as `Options`: on a usage error prints `gesture-replay: message` and the
  /// usage to `errors`, for `--help` the usage to `output`, for `--version` (when `--help` is
  /// not given too) the version line to `output`; in each case there are no options to run with.
  static func start<Options: CommandOptions>(
    _: Options.Type, _ arguments: [String], output: OutputBuffer, errors: OutputBuffer
  ) -> CommandStart<Options> {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      errors.append(escaped: "gesture-replay: \(error.message)")
      errors.lineEnded()
      errors.append(string: Options.usage)
      errors.lineEnded()
      return CommandStart(options: nil, status: 2)
    }
    guard !options.help else {
      output.append(string: Options.usage)
      output.lineEnded()
      return CommandStart(options: nil, status: 0)
    }
    guard !options.version else {
      output.append(string: GestureVersion.line)
      output.lineEnded()
      return CommandStart(options: nil, status: 0)
    }
    return CommandStart(options: options, status: 0)
  }

  /// Loads the scene file at `path`, if one is given, with its haptic bindings' patterns and
  /// its actions' names resolved; on a bad scene prints where it is wrong and returns nil (the
  /// caller exits 1).
  static func loadScene(_ path: String?, errors: OutputBuffer)
    -> (Scene?, SceneHaptics?, SceneActions?)?
  {
    guard let path else { return (nil, nil, nil) }
    do {
      let scene = try SceneFile.load(
        path: path, extensions: [SceneHaptics.sceneKey, SceneActions.sceneKey])
      return (scene, try SceneHaptics(scene), try SceneActions(scene))
    } catch {
      errors.append(escaped: error.description)
      errors.lineEnded()
      return nil
    }
  }

  /// A run's input files besides its traces or devices, for ``RunFiles``: the description, the
  /// scene, the AHAP files it read and the quirks files of `--quirks DIR`.
  static func inputs(
    description: String?, scene: String?, haptics: SceneHaptics?, quirks: String?
  ) -> [(what: String, path: String)] {
    var inputs: [(what: String, path: String)] = []
    if let description { inputs.append(("the description", description)) }
    if let scene { inputs.append(("the scene", scene)) }
    for file in haptics?.files ?? [] { inputs.append(("the haptic pattern", file)) }
    if let quirks, quirks != "none" {
      for file in QuirksFiles.files(in: quirks) { inputs.append(("the quirks file", file)) }
    }
    return inputs
  }

  /// The quirks `--quirks` names: the system's by default, none for `none`, else a directory's
  /// `*.quirks` files (which must exist).
  static func quirks(_ option: String?) throws(QuirksError) -> LibinputQuirks {
    switch option {
    case nil: return try QuirksFiles.system()
    case "none": return LibinputQuirks()
    case let directory?:
      guard QuirksFiles.exists(directory) else {
        throw QuirksError("\(directory): no such directory (--quirks DIR|none)")
      }
      guard QuirksFiles.isDirectory(directory) else {
        throw QuirksError("\(directory): not a directory (--quirks DIR|none)")
      }
      return try QuirksFiles.load(directory: directory)
    }
  }

  /// ``quirks(_:)``, printing the error and returning nil when a file is malformed.
  static func loadQuirks(_ option: String?, program: String, errors: OutputBuffer)
    -> LibinputQuirks?
  {
    do throws(QuirksError) {
      return try quirks(option)
    } catch {
      errors.append(escaped: "\(program): \(error.description)")
      errors.lineEnded()
      return nil
    }
  }
}
