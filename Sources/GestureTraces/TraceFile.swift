import Gestures
import Glibc

/// Opens trace files of either format.
public enum TraceFile {
  /// Opens `path` with the reader its format needs. `descriptionPath` is the device description
  /// for an event-only evemu file; it is an error with a libinput record file, which carries its
  /// own devices.
  public static func open(path: String, descriptionPath: String? = nil) throws(TraceError)
    -> any TraceSource
  {
    switch try TraceFormat.detect(path: path) {
    case .evemu:
      return try EvemuReader(path: path, descriptionPath: descriptionPath)
    case .libinputRecord:
      if descriptionPath != nil {
        throw TraceError(
          file: path, line: nil,
          "is a libinput record file, which describes its own devices; --desc is for evemu files")
      }
      return try LibinputRecordReader(path: path)
    }
  }

  static func openError(path: String, errno code: Int32) -> TraceError {
    TraceError(file: path, line: nil, "cannot open: \(String(cString: strerror(code)))")
  }
}
