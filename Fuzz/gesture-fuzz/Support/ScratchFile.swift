import Glibc

/// A file the trace targets write each input to, since the trace readers read paths (the
/// libinput record reader opens the file once per device). It lives in /dev/shm when that is
/// writable (no disk writes per input), else in TMPDIR or /tmp, is named after the process (fork
/// mode runs several) and is removed when the process exits.
enum ScratchFile {
  /// The file's path.
  static let path: String = {
    var directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    if access("/dev/shm", W_OK) == 0 { directory = "/dev/shm" }
    let path = "\(directory)/gesture-fuzz.\(getpid()).input"
    atexit { _ = unlink(ScratchFile.path) }
    return path
  }()

  /// Replaces the file's contents with `bytes`; traps when it cannot (a harness failure, not
  /// a finding).
  static func write(_ bytes: [UInt8]) -> String {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { fatalError("gesture-fuzz: cannot write \(path)") }
    defer { close(fd) }
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes {
        Glibc.write(fd, $0.baseAddress! + written, $0.count - written)
      }
      guard n > 0 else { fatalError("gesture-fuzz: cannot write \(path)") }
      written += n
    }
    return path
  }
}
