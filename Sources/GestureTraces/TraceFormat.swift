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
    let head = String(decoding: buffer[0..<n], as: UTF8.self)
    for line in head.split(separator: "\n", omittingEmptySubsequences: true).prefix(40) {
      if line.hasPrefix("# libinput record") { return .libinputRecord }
      if line.hasPrefix("#") || line.allSatisfy({ $0 == " " || $0 == "\r" }) { continue }
      for key in ["version:", "ndevices:", "devices:", "libinput:", "system:"]
      where line.hasPrefix(key) {
        return .libinputRecord
      }
      return .evemu
    }
    return .evemu
  }
}
