import Glibc

/// Why a JSON file could not be read (before any parsing): the message only, the caller names
/// the file.
package struct JSONFileError: Error {
  package var message: String
}

/// Reads whole JSON files (scene files, AHAP files) into memory.
package enum JSONFile {
  /// The bytes of the file at `path`, at most `maximumSize`; `kind` names what the file should
  /// be in the message for a directory ("is a directory, not a scene file").
  package static func readBytes(path: String, kind: String, maximumSize: Int) throws(JSONFileError)
    -> [UInt8]
  {
    let (fd, problem) = ReadableFile.open(path, streams: true)
    if problem == "is a directory" { throw JSONFileError(message: "is a directory, not a \(kind)") }
    if let problem { throw JSONFileError(message: problem) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw JSONFileError(message: errnoText("cannot read"))
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
      guard bytes.count <= maximumSize else {
        throw JSONFileError(message: "larger than \(maximumSize >> 20) MiB")
      }
    }
    guard !bytes.isEmpty else { throw JSONFileError(message: "empty file") }
    return bytes
  }

  private static func errnoText(_ what: String) -> String {
    let code = errno
    return "\(what): " + String(cString: strerror(code))
  }
}
