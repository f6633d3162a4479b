import Gestures
import Glibc

/// An output file that appears at its path only once complete.
///
/// Bytes go to a temporary file beside the path (same directory, created with `O_EXCL` and
/// `O_CLOEXEC`, mode 0644 less the umask); ``commit()`` renames it over the path. Until then a
/// reader of the path sees the previous file, or none: a long recording shows up only when it
/// ends. A symbolic link at the path is replaced by the new file and its target is left alone.
/// A path naming something that is not a regular file (a device such as `/dev/stdout` or
/// `/dev/full`, a FIFO) has nothing to replace and is written in place. Dropping the value
/// without ``commit()`` removes the temporary file.
public final class ReplacingFile {
  /// The path the file appears at, as the caller named it.
  public let path: String
  /// The descriptor to write to (close-on-exec); owned by this value.
  public let fd: Int32
  /// The temporary file's path; nil when writing in place or once committed.
  private var temporary: String?
  private var closed = false

  /// Opens a temporary file beside `path` (or `path` itself, when not a regular file).
  ///
  /// - Throws: ``TraceError`` naming `path` and the system's reason.
  public init(path: String) throws(TraceError) {
    self.path = path
    var status = stat()
    if stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG {
      let fd = open(path, O_WRONLY | O_CLOEXEC)
      guard fd >= 0 else { throw Self.error(path, "cannot open") }
      self.fd = fd
      return
    }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    // O_EXCL makes a name taken by anyone else fail with EEXIST; another name is tried.
    for _ in 0..<100 {
      let candidate = "\(directory).\(name).\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp"
      let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if fd >= 0 {
        self.fd = fd
        temporary = candidate
        return
      }
      if errno != EEXIST { throw Self.error(path, "cannot create a file beside") }
    }
    throw Self.error(path, "cannot create a file beside")
  }

  deinit { abandon() }

  /// Writes all of `bytes`, retrying short writes and interruptions.
  ///
  /// - Throws: ``TraceError`` naming ``path`` and the system's reason (`No space left on device`).
  public func write(_ bytes: UnsafeRawBufferPointer) throws(TraceError) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let n = Glibc.write(fd, base + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        throw Self.error(path, "write failed")
      }
      offset += n
    }
  }

  /// Closes the file and renames it into place; a failure removes the temporary file.
  ///
  /// - Throws: ``TraceError`` naming ``path`` when closing (a full disk can show only here) or
  ///   renaming fails.
  public func commit() throws(TraceError) {
    closed = true
    if Glibc.close(fd) != 0 {
      let failure = Self.error(path, "write failed")
      abandon()
      throw failure
    }
    guard let temporary else { return }
    if rename(temporary, path) != 0 {
      let failure = Self.error(path, "cannot replace")
      abandon()
      throw failure
    }
    self.temporary = nil
  }

  /// Closes the file and removes the temporary file: the path keeps what it had.
  public func abandon() {
    if !closed { _ = Glibc.close(fd) }
    closed = true
    if let temporary { unlink(temporary) }
    temporary = nil
  }

  /// Whether `a` and `b` name the same file: the same device and inode once links are followed,
  /// or, for paths that do not exist yet, the same text.
  public static func sameFile(_ a: String, _ b: String) -> Bool {
    var sa = stat()
    var sb = stat()
    guard stat(a, &sa) == 0, stat(b, &sb) == 0 else { return a == b }
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
  }

  private static func error(_ path: String, _ what: String) -> TraceError {
    TraceError(file: path, line: nil, "\(what): \(LineReader.errnoText())")
  }
}
