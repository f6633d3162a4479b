import Glibc

/// This process's memory, from `/proc/self`.
enum SoakMemory {
  /// Resident set size now, in bytes (`/proc/self/statm`'s second field × the page size).
  static func resident() -> Int {
    let fields = read("/proc/self/statm").split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The largest resident set size so far, in bytes (`VmHWM` of `/proc/self/status`).
  static func peakResident() -> Int {
    for line in read("/proc/self/status").split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let kib = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
      return (kib.flatMap { Int($0) } ?? 0) * 1024
    }
    return 0
  }

  private static func read(_ path: String) -> String {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return "" }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let n = Glibc.read(fd, &bytes, bytes.count)
    return n > 0 ? String(decoding: bytes[0..<n], as: UTF8.self) : ""
  }

  /// Bytes as MiB with one decimal.
  static func mib(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
    return "\(tenths / 10).\(tenths % 10) MiB"
  }
}
