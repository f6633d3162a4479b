import Glibc

/// Reads the inputs the reproducer is given: files, and every regular file directly in a
/// given directory (sorted by name, hidden files skipped), as libFuzzer treats corpus folders.
enum InputFiles {
  /// The files `paths` name, directories expanded; nil (with a message on stderr) when one
  /// cannot be read.
  static func expand(_ paths: [String]) -> [String]? {
    var files: [String] = []
    for path in paths {
      var st = stat()
      guard stat(path, &st) == 0 else {
        complain("\(path): no such file or directory")
        return nil
      }
      if (st.st_mode & S_IFMT) != S_IFDIR {
        files.append(path)
        continue
      }
      guard let dir = opendir(path) else {
        complain("\(path): cannot read the directory")
        return nil
      }
      var names: [String] = []
      while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
        }
        if name.hasPrefix(".") { continue }
        var entryStat = stat()
        if stat(path + "/" + name, &entryStat) == 0, (entryStat.st_mode & S_IFMT) == S_IFREG {
          names.append(name)
        }
      }
      closedir(dir)
      files += names.sorted().map { path + "/" + $0 }
    }
    return files
  }

  /// The bytes of the file at `path`, nil when it cannot be read.
  static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if n == 0 { break }
      bytes += chunk[0..<n]
    }
    return ferror(file) == 0 ? bytes : nil
  }

  /// Writes `message` and a newline to stderr.
  static func complain(_ message: String) {
    write("gesture-fuzz: \(message)\n", to: 2)
  }

  /// Writes `bytes` to the descriptor `fd`; false when it could not all be written.
  @discardableResult
  static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, $0.count - done) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      done += n
    }
    return true
  }

  /// Writes `text` to the descriptor `fd`.
  static func write(_ text: String, to fd: Int32) { write(Array(text.utf8), to: fd) }
}
