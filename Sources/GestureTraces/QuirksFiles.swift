import Gestures
import Glibc

/// Reads libinput's quirks files from disk (``/Gestures/LibinputQuirks`` parses them).
public enum QuirksFiles {
  /// Where libinput's packages install the quirks.
  public static let systemDirectory = "/usr/share/libinput"
  /// The largest quirks file read, in bytes: 16 MiB (libinput's own are a few KiB each).
  public static let maximumSize = 16 << 20
  /// The machine's own overrides, read after the packaged files.
  public static let localOverrides = "/etc/libinput/local-overrides.quirks"

  /// The quirks libinput itself would read: every `*.quirks` file of ``systemDirectory`` in
  /// name order, then ``localOverrides`` when it exists. No directory: no quirks (the
  /// defaults).
  public static func system() throws(QuirksError) -> LibinputQuirks {
    try load(directory: systemDirectory, overrides: localOverrides)
  }

  /// Every `*.quirks` file of `directory` in name order, then `overrides` if it exists. A
  /// missing directory gives no quirks; a file that cannot be read or parsed throws, naming it.
  public static func load(directory: String, overrides: String? = nil) throws(QuirksError)
    -> LibinputQuirks
  {
    var files: [(name: String, text: String)] = []
    for name in quirksFiles(in: directory) {
      let path = directory + "/" + name
      files.append((path, try read(path)))
    }
    if let overrides, exists(overrides) {
      files.append((overrides, try read(overrides)))
    }
    return try LibinputQuirks(files: files)
  }

  /// The paths of `directory`'s `*.quirks` files in name order (a run's inputs).
  public static func files(in directory: String) -> [String] {
    quirksFiles(in: directory).map { directory + "/" + $0 }
  }

  /// True when `directory` exists.
  public static func exists(_ directory: String) -> Bool {
    PathBytes.withCString(directory) { access($0, F_OK) } == 0
  }

  /// True when `path` is a directory (links followed).
  public static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return PathBytes.withCString(path) { stat($0, &status) } == 0
      && status.st_mode & S_IFMT == S_IFDIR
  }

  private static func quirksFiles(in directory: String) -> [String] {
    guard let dir = PathBytes.withCString(directory, { opendir($0) }) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      // The name's bytes as they are (PathBytes): one that is not UTF-8 still opens.
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { PathBytes.string(cString: $0) }
      }
      if name.hasSuffix(".quirks") { names.append(name) }
    }
    return names.sorted()
  }

  /// The file's lines joined with newlines (LineReader: the same errors as traces, binary data
  /// and over-long lines rejected).
  private static func read(_ path: String) throws(QuirksError) -> String {
    var text = ""
    do {
      let reader = try LineReader(path: path)
      while let line = try reader.nextLine() {
        text += String(decoding: line, as: UTF8.self)
        text += "\n"
        if text.utf8.count > maximumSize { break }
      }
    } catch {
      throw QuirksError(error.description)
    }
    guard text.utf8.count <= maximumSize else {
      throw QuirksError("\(path): larger than \(maximumSize >> 20) MiB; is this a quirks file?")
    }
    return text
  }
}
