import GestureActions
import GestureHaptics
import GestureLive
import GestureTraces
import Gestures

/// What `gesture-replay` and its subcommands share: parsing with the usage printed on a usage
/// error, `--help`, loading a scene file.
enum CommandSupport {
  /// Parses `arguments`; on a usage error prints `gesture-replay: message` and the usage to
  /// `errors` and returns nil (the caller exits 2).
  static func parse<Options>(
    _ arguments: [String], usage: String, errors: OutputBuffer,
    _ parse: ([String]) throws(UsageError) -> Options
  ) -> Options? {
    do {
      return try parse(arguments)
    } catch {
      errors.append(string: "gesture-replay: \(error.message)")
      errors.lineEnded()
      errors.append(string: usage)
      errors.lineEnded()
      return nil
    }
  }

  /// Prints the usage to `output` when `help` is set; returns `help`.
  static func printedHelp(_ help: Bool, usage: String, output: OutputBuffer) -> Bool {
    guard help else { return false }
    output.append(string: usage)
    output.lineEnded()
    return true
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
      errors.append(string: error.description)
      errors.lineEnded()
      return nil
    }
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
      errors.append(string: "\(program): \(error.description)")
      errors.lineEnded()
      return nil
    }
  }
}
