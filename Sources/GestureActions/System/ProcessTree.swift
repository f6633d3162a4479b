import Glibc

/// A process's descendants as `/proc` tells them (`/proc/PID/task/TID/children`, Linux 3.5
/// with `CONFIG_PROC_CHILDREN`, which every distribution kernel has): what a timeout signals
/// besides the program's process group, so a grandchild that called `setsid` does not escape.
enum ProcessTree {
  /// The children of `pid`, of all its threads; empty when it is gone or `/proc` cannot tell.
  static func children(of pid: Int32) -> [Int32] {
    let dir = "/proc/\(pid)/task"
    guard let stream = opendir(dir) else { return [] }
    defer { closedir(stream) }
    var result: [Int32] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let tid = Int32(name) else { continue }
      let text = read(dir + "/\(tid)/children")
      for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
        if let child = Int32(word) { result.append(child) }
      }
    }
    return result
  }

  /// Every descendant of `pid` (children, theirs, ...), parents before their children; at most
  /// `limit` of them (a fork bomb must not make the launcher walk for ever).
  static func descendants(of pid: Int32, limit: Int = 4096) -> [Int32] {
    var result: [Int32] = []
    var seen: Set<Int32> = [pid]
    var next = 0
    var frontier = [pid]
    while next < frontier.count && result.count < limit {
      for child in children(of: frontier[next]) where seen.insert(child).inserted {
        result.append(child)
        frontier.append(child)
      }
      next += 1
    }
    return Array(result.prefix(limit))
  }

  /// A small `/proc` file's text, empty when it cannot be read.
  private static func read(_ path: String) -> String {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return "" }
    defer { close(fd) }
    var text: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      text += buffer[0..<n]
    }
    return String(decoding: text, as: UTF8.self)
  }
}
