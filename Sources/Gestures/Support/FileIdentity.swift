import Glibc

/// A file as the kernel knows it (its device and inode), whatever path names it: two paths, a
/// link and its target, `-` and the file standard input was redirected from, are the same file
/// when their identities are equal.
public struct FileIdentity: Hashable, Sendable {
  /// The device holding the file (`st_dev`).
  public let device: UInt64
  /// The file's inode number on that device (`st_ino`).
  public let inode: UInt64

  /// The file `path` names, links followed (`-`: standard input's); nil when nothing is there.
  public init?(path: String) {
    var status = stat()
    let found =
      path == "-" ? fstat(0, &status) : PathBytes.withCString(path) { stat($0, &status) }
    guard found == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// The file open on descriptor `fd`; nil when it is not open.
  public init?(descriptor fd: Int32) {
    var status = stat()
    guard fstat(fd, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
