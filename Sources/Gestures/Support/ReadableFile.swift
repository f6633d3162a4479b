import Glibc

/// Opening a file the tool reads (a scene, an AHAP file, a quirks file, a description) so that
/// what is not a file cannot hang it: the open does not block (a FIFO with no writer would
/// wait in `open` for ever), and what the path names is checked before anything is read.
package enum ReadableFile {
  /// Opens `path` for reading (close-on-exec). A regular file is accepted; with `streams`, so is
  /// a pipe, a FIFO or a socket, which is then read blocking (`--scene <(…)`; a FIFO with no
  /// writer reads as empty). Returns the descriptor, or -1 and what is wrong ("cannot open:
  /// …", "is a directory", "is a FIFO, not a regular file").
  package static func open(_ path: String, streams: Bool) -> (fd: Int32, problem: String?) {
    let fd = PathBytes.withCString(path) { Glibc.open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard fd >= 0 else { return (-1, "cannot open: \(String(cString: strerror(errno)))") }
    var status = stat()
    guard fstat(fd, &status) == 0 else {
      let problem = "cannot open: \(String(cString: strerror(errno)))"
      close(fd)
      return (-1, problem)
    }
    let kind = status.st_mode & S_IFMT
    let what: String? =
      switch kind {
      case S_IFREG: nil
      case S_IFIFO where streams, S_IFSOCK where streams: nil
      case S_IFDIR: "is a directory"
      case S_IFIFO: "is a FIFO, not a regular file"
      case S_IFSOCK: "is a socket, not a regular file"
      case S_IFCHR: "is a character device, not a regular file"
      case S_IFBLK: "is a block device, not a regular file"
      default: "is not a regular file"
      }
    if let what {
      close(fd)
      return (-1, what)
    }
    if kind != S_IFREG {
      // A stream is read as it comes: blocking, now that the open did not wait.
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    }
    return (fd, nil)
  }
}
