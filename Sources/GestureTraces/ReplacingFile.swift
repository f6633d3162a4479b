import Gestures
import Glibc

/// An output file that appears at its path only once complete.
///
/// Bytes go to a file with no name in the path's folder (`O_TMPFILE`, close-on-exec, mode
/// 0644 less the umask); ``commit()`` links it beside the path and renames it over the path.
/// Until then a reader of the path sees the previous file, or none (a long recording shows up
/// only when it ends), and a process killed while writing leaves nothing behind. On a file
/// system without `O_TMPFILE` the file is named from the start, beside the path (`O_EXCL`,
/// `.NAME.PID.RANDOM.tmp`, cut to fit `NAME_MAX`). A symbolic link at the path is replaced by
/// the new file and its target is left alone. What is not a regular file (a device such as
/// `/dev/full`, a FIFO) has nothing to replace and is written in place, and so is a
/// descriptor named through `/proc/PID/fd/N`, `/dev/fd/N` or `/dev/stdout` (`--output
/// /dev/stdout > out.svg` writes `out.svg` through the process's own descriptor 1; replacing
/// the link would replace `/dev/stdout` itself). Dropping the value without ``commit()``
/// removes the temporary file.
public final class ReplacingFile {
  /// The path the file appears at, as the caller named it.
  public let path: String
  /// The descriptor to write to (close-on-exec); owned by this value.
  public let fd: Int32
  /// The temporary file's path (bytes, NUL-terminated) once it has one; nil when writing in
  /// place, when it has no name yet, or once committed.
  private var temporary: [CChar]?
  /// The folder (with its `/`, or empty) and the name of a file with no name yet; nil
  /// otherwise.
  private var unnamed: (directory: [UInt8], name: [UInt8])?
  private var closed = false

  /// Opens a temporary file beside `path` (or what `path` names, in place: see above).
  ///
  /// - Throws: ``TraceError`` naming `path` and the system's reason (a directory is refused).
  public init(path: String) throws(TraceError) {
    self.path = path
    let bytes = PathBytes.bytes(path)
    if let descriptor = Self.ownDescriptor(named: bytes) {
      let fd = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
      guard fd >= 0 else { throw Self.error(path, "cannot write to") }
      self.fd = fd
      return
    }
    var status = stat()
    if Self.cPath(bytes, { stat($0, &status) }) == 0 && status.st_mode & S_IFMT != S_IFREG {
      if status.st_mode & S_IFMT == S_IFDIR {
        throw TraceError(file: path, line: nil, "is a directory")
      }
      let fd = Self.cPath(bytes) { open($0, O_WRONLY | O_CLOEXEC) }
      guard fd >= 0 else { throw Self.error(path, "cannot open") }
      self.fd = fd
      return
    }
    let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
    let directory = slash.map { Array(bytes[...$0]) } ?? []
    let name = slash.map { Array(bytes[($0 + 1)...]) } ?? bytes
    // O_TMPFILE (Glibc's module does not export it): __O_TMPFILE | O_DIRECTORY.
    let tmpfile: Int32 = 0o20_000_000 | O_DIRECTORY
    let folder = directory.isEmpty ? [UInt8(ascii: ".")] : directory
    let anonymous = Self.cPath(folder) { open($0, O_WRONLY | tmpfile | O_CLOEXEC, 0o644) }
    if anonymous >= 0 {
      fd = anonymous
      unnamed = (directory, name)
      return
    }
    // O_EXCL makes a name taken by anyone else fail with EEXIST; another name is tried.
    for _ in 0..<100 {
      let candidate = directory + Self.temporaryName(for: name)
      let fd = Self.cPath(candidate) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
      if fd >= 0 {
        self.fd = fd
        temporary = candidate.map { CChar(bitPattern: $0) } + [0]
        return
      }
      if errno != EEXIST { throw Self.error(path, "cannot create a file beside") }
    }
    throw Self.error(path, "cannot create a file beside")
  }

  /// `.NAME.PID.RANDOM.tmp`, with NAME cut so that the whole fits `NAME_MAX` (255 bytes).
  static func temporaryName(for name: [UInt8]) -> [UInt8] {
    let suffix = Array(".\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp".utf8)
    let room = 255 - 1 - suffix.count
    return [UInt8(ascii: ".")] + name.prefix(room) + suffix
  }

  /// The descriptor of this process that `path` names through `/proc/PID/fd/N` (PID this
  /// process, or `self`), `/dev/fd/N` or `/dev/stdin|stdout|stderr`, following symbolic links
  /// (at most 40, as the kernel does); nil when it names none.
  static func ownDescriptor(named path: [UInt8]) -> Int32? {
    var current = path
    for _ in 0..<40 {
      let slash = current.lastIndex(of: UInt8(ascii: "/"))
      let directory = slash.map { $0 == 0 ? [UInt8(ascii: "/")] : Array(current[..<$0]) } ?? [46]
      let name = slash.map { Array(current[($0 + 1)...]) } ?? current
      // The directory as the kernel resolves it: /dev/fd and /proc/self/fd are /proc/PID/fd.
      if let real = cPath(directory, { realpath($0, nil) }) {
        let text = String(cString: real)
        free(real)
        if text == "/proc/\(getpid())/fd"
          || text.hasPrefix("/proc/\(getpid())/task/")
            && text.hasSuffix("/fd"),
          let n = Int32(String(decoding: name, as: UTF8.self)), n >= 0
        {
          return n
        }
      }
      var status = stat()
      guard cPath(current, { lstat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFLNK
      else { return nil }
      var target = [UInt8](repeating: 0, count: Int(PATH_MAX))
      let n = cPath(current) { p in
        target.withUnsafeMutableBufferPointer { b in
          b.withMemoryRebound(to: CChar.self) { readlink(p, $0.baseAddress!, $0.count) }
        }
      }
      guard n > 0 else { return nil }
      let link = Array(target[..<n])
      current = link.first == UInt8(ascii: "/") ? link : directory + [UInt8(ascii: "/")] + link
    }
    return nil
  }

  /// Calls `body` with `bytes` as a NUL-terminated C string.
  static func cPath<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
    (bytes + [0]).withUnsafeBufferPointer { b in
      b.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
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

  /// Names the file beside the path, closes it and renames it into place; a failure removes
  /// the temporary file.
  ///
  /// - Throws: ``TraceError`` naming ``path`` when naming, closing (a full disk can show only
  ///   here) or renaming fails.
  public func commit() throws(TraceError) {
    if let unnamed {
      // A name beside the path for the file with none, then the rename: the name exists only
      // between the two calls.
      let procPath = Array("/proc/self/fd/\(fd)".utf8)
      var linked = false
      for _ in 0..<100 where !linked {
        let candidate = unnamed.directory + Self.temporaryName(for: unnamed.name)
        let rc = Self.cPath(procPath) { from in
          Self.cPath(candidate) { linkat(AT_FDCWD, from, AT_FDCWD, $0, AT_SYMLINK_FOLLOW) }
        }
        if rc == 0 {
          temporary = candidate.map { CChar(bitPattern: $0) } + [0]
          linked = true
        } else if errno != EEXIST {
          break
        }
      }
      self.unnamed = nil
      guard linked else {
        let failure = Self.error(path, "cannot create a file beside")
        abandon()
        throw failure
      }
    }
    closed = true
    if Glibc.close(fd) != 0 {
      let failure = Self.error(path, "write failed")
      abandon()
      throw failure
    }
    guard let temporary else { return }
    if PathBytes.withCString(path, { rename(temporary, $0) }) != 0 {
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
    unnamed = nil
  }

  private static func error(_ path: String, _ what: String) -> TraceError {
    TraceError(file: path, line: nil, "\(what): \(LineReader.errnoText())")
  }
}
