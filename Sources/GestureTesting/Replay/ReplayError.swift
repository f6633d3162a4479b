import GestureTraces
import Gestures

/// Why a replay could not run: the trace, the scene or the script is at fault.
public enum ReplayError: Error, CustomStringConvertible {
  /// The trace cannot be read or decoded (`file:line: message`).
  case trace(TraceError)
  /// The scene file is wrong (`file: JSON path: message`), or its haptics cannot be loaded.
  case scene(SceneError)
  /// The script cannot be played on the device.
  case script(TouchScriptError)

  /// The underlying error's message, naming the file and line or JSON path at fault.
  public var description: String {
    switch self {
    case .trace(let e): return e.description
    case .scene(let e): return e.description
    case .script(let e): return e.description
    }
  }
}
