import GestureTraces
import Gestures
import Glibc

/// The files one run reads and the files it writes, checked before anything is written: an
/// output must be none of the inputs and no other output, whatever names them (a link,
/// `/dev/stdout` redirected to the file, `-` for standard input, `./x` and `x`). Writing one
/// would destroy the input, or a first output with the second.
struct RunFiles {
  /// What the run reads: a description ("the trace", "the scene") and its path.
  var inputs: [(what: String, path: String)] = []
  /// What the run writes: the option and its path.
  var outputs: [(option: String, path: String)] = []

  /// Why the outputs cannot be written, naming both files; nil when they can.
  func conflict() -> String? {
    for (k, output) in outputs.enumerated() {
      let target = Self.target(output.path)
      for input in inputs {
        guard let written = target.identity, let read = FileIdentity(path: input.path),
          written == read, target.isRegular || input.what.hasPrefix("the device")
        else { continue }
        return "\(output.option) \(output.path) is \(input.what) \(input.path): not overwritten"
      }
      for other in outputs[..<k] {
        let earlier = Self.target(other.path)
        let same =
          if let a = target.identity, let b = earlier.identity { a == b } else {
            target.canonical != nil && target.canonical == earlier.canonical
          }
        if same {
          return "\(other.option) \(other.path) and \(output.option) \(output.path) are the "
            + "same file: one would replace the other"
        }
      }
    }
    return nil
  }

  /// What `path` names for writing: the existing file's identity and whether it is a regular
  /// file, and for a file not there yet, its canonical path (the folder resolved, the name as
  /// given).
  private static func target(_ path: String) -> (
    identity: FileIdentity?, isRegular: Bool, canonical: [UInt8]?
  ) {
    var status = stat()
    if PathBytes.withCString(path, { stat($0, &status) }) == 0 {
      return (FileIdentity(path: path), status.st_mode & S_IFMT == S_IFREG, nil)
    }
    var bytes = PathBytes.bytes(path)
    let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
    let folder = slash.map { $0 == 0 ? "/" : PathBytes.string(bytes: bytes[..<$0]) } ?? "."
    let name = slash.map { Array(bytes[($0 + 1)...]) } ?? bytes
    guard let real = PathBytes.withCString(folder, { realpath($0, nil) }) else {
      return (nil, false, nil)
    }
    defer { free(real) }
    bytes = Array(
      UnsafeBufferPointer(start: real, count: strlen(real)).map { UInt8(bitPattern: $0) })
    return (nil, false, bytes + [UInt8(ascii: "/")] + name)
  }
}
