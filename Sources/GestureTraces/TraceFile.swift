import Gestures
import Glibc

/// Opens trace files of either format.
public enum TraceFile {
  /// Opens `path` with the reader its format needs. `descriptionPath` is the device description
  /// for an event-only evemu file; it is an error with a libinput record file, which carries its
  /// own devices.
  ///
  /// `-` is standard input. A regular file there is read in place; standard input that is a
  /// pipe, a socket or a terminal, and a path naming a pipe (`/dev/stdin`, `<(…)`), a FIFO or a
  /// socket, are read once, to their end, under a file's limits, before the trace is read
  /// (`StreamedTrace`); other character devices (`/dev/zero`) and directories are refused.
  /// Opening a FIFO waits for a writer, as `cat` does.
  public static func open(path: String, descriptionPath: String? = nil) throws(TraceError)
    -> any TraceSource
  {
    if path == "-" {
      if let refusal = refusal(of: 0, path: path) { throw refusal }
      return try StreamedTrace(fd: 0, name: path, descriptionPath: descriptionPath)
    }
    let fd = PathBytes.withCString(path) { Glibc.open($0, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { throw openError(path: path, errno: errno) }
    defer { close(fd) }
    if let refusal = refusal(of: fd, path: path) { throw refusal }
    var info = stat()
    if fstat(fd, &info) == 0 && info.st_mode & S_IFMT != S_IFREG {
      return try StreamedTrace(fd: fd, name: path, descriptionPath: descriptionPath)
    }
    return try openFile(path: path, descriptionPath: descriptionPath)
  }

  /// Why `fd` (open on `path`) cannot hold a trace: a character device that is not a terminal,
  /// or a directory; nil for what can (a regular file, a pipe, a socket, a terminal).
  static func refusal(of fd: Int32, path: String) -> TraceError? {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFCHR where isatty(fd) != 1:
      return TraceError(
        file: path, line: nil,
        "is a character device, not a trace file (live input: gesture-replay live --device)")
    case S_IFDIR:
      return TraceError(file: path, line: nil, "is a directory, not a trace file")
    default:
      return nil
    }
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
