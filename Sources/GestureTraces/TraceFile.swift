import Gestures
import Glibc

/// Opens trace files of either format.
public enum TraceFile {
  /// Opens `path` with the reader its format needs. `descriptionPath` is the device description
  /// for an event-only evemu file; it is an error with a libinput record file, which carries its
  /// own devices.
  ///
  /// `-` is standard input. Standard input, pipes (`/dev/stdin`, `<(…)`), FIFOs, sockets and
  /// terminals are read once, to their end, before the trace is read (`StreamedTrace`); other
  /// character devices are refused. Opening a FIFO waits for a writer, as `cat` does.
  public static func open(path: String, descriptionPath: String? = nil) throws(TraceError)
    -> any TraceSource
  {
    if path == "-" {
      return try StreamedTrace(fd: 0, name: path, descriptionPath: descriptionPath)
    }
    let fd = PathBytes.withCString(path) { Glibc.open($0, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { throw openError(path: path, errno: errno) }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFIFO, S_IFSOCK:
        return try StreamedTrace(fd: fd, name: path, descriptionPath: descriptionPath)
      case S_IFCHR where isatty(fd) == 1:
        return try StreamedTrace(fd: fd, name: path, descriptionPath: descriptionPath)
      case S_IFCHR:
        throw TraceError(
          file: path, line: nil,
          "is a character device, not a trace file (live input: gesture-replay live --device)")
      default: break
      }
    }
    return try openFile(path: path, descriptionPath: descriptionPath)
  }

  /// Opens a regular file (one that can be read more than once).
  static func openFile(path: String, descriptionPath: String?) throws(TraceError)
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
