import Gestures
import Glibc

/// The trace formats the readers understand.
public enum TraceFormat: String, Hashable, Sendable {
  /// evemu-record / evemu-describe output, versions 1.0–1.3.
  case evemu
  /// `libinput record` YAML, version 1.
  case libinputRecord = "libinput-record"

  /// The format a trace written to `path` gets: libinput record for `.yml` and `.yaml`, evemu
  /// otherwise.
  public init(forWriting path: String) {
    let lower = path.lowercased()
    self = lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") ? .libinputRecord : .evemu
  }

  /// Decides a file's format from its first lines: YAML keys (`version:`, `ndevices:`,
  /// `devices:`, `libinput:`) or a `# libinput record` comment mean libinput record; anything
  /// else is read as evemu, whose reader names what is wrong if it is not.
  public static func detect(path: String) throws(TraceError) -> TraceFormat {
    let (fd, problem) = ReadableFile.open(path, streams: false)
    if let problem { throw TraceError(file: path, line: nil, problem) }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard n > 0 else { return .evemu }
    // The first 40 non-empty lines of the head, found in its bytes rather than by splitting all
    // of it into Characters (most of the detection's cost). A line ends at a "\n" that does not
    // follow a "\r": "\r\n" is one Character, which `split(separator: "\n")` did not split at.
    var lines = 0
    var start = 0
    var i = 0
    while i <= n, lines < 40 {
      guard i == n || (buffer[i] == 0x0A && (i == 0 || buffer[i - 1] != 0x0D)) else {
        i += 1
        continue
      }
      defer {
        i += 1
        start = i
      }
      if i == start { continue }
      lines += 1
      if let format = judge(buffer[start..<i]) { return format }
    }
    return .evemu
  }

  /// The format one line of a trace's head means, or nil for a comment or blank line (read on).
  private static func judge(_ line: ArraySlice<UInt8>) -> TraceFormat? {
    guard line.allSatisfy({ $0 < 0x80 }) else {
      return judge(String(decoding: line, as: UTF8.self)[...])
    }
    // ASCII: every Character is one byte but "\r\n", and no prefix or blank test can match
    // one ("\n" is neither " " nor "\r", no prefix holds it), so bytes answer as Characters.
    if line.starts(with: "# libinput record".utf8) { return .libinputRecord }
    if line.first == UInt8(ascii: "#") || line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
      return nil
    }
    for key in keys where line.starts(with: key.utf8) { return .libinputRecord }
    return .evemu
  }

  /// The same for a line that is not ASCII, by Characters.
  private static func judge(_ line: Substring) -> TraceFormat? {
    if line.hasPrefix("# libinput record") { return .libinputRecord }
    if line.hasPrefix("#") || line.allSatisfy({ $0 == " " || $0 == "\r" }) { return nil }
    for key in keys where line.hasPrefix(key) { return .libinputRecord }
    return .evemu
  }

  private static let keys = ["version:", "ndevices:", "devices:", "libinput:", "system:"]
}
