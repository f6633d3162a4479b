import GestureCommandLine
import Gestures
import Glibc

/// `gesture-replay`'s whole command line, in process: the input's first byte sets up standard
/// input (`/dev/null`, a trace file, a pipe holding a trace, or closed and then opened on
/// `/dev/null` as the executable does), each further byte (at most 24) picks an argument word
/// from ``CommandLineRun/palette``: subcommands, options, values, and paths of every kind in a
/// scratch folder (a trace, a link to it, a scene naming an AHAP file, a quirks folder, a
/// directory, a name in bytes that are not UTF-8, a name of 250 bytes, `-`, `/dev/zero`,
/// `/proc/self/fd/0`, a path that does not exist). Findings besides traps: an exit status
/// other than 0, 1 or 2; an input file of the folder changed (an output replaced an input); a
/// temporary file left in the folder; a standard descriptor left closed.
///
/// Not in the palette: `live`, `devices` and `haptics` (they open devices) and a FIFO (a trace
/// named by a FIFO waits for its writer, as `cat` does; the unit tests cover FIFOs).
extension FuzzTarget {
  static let commandLine = FuzzTarget(
    name: "cli",
    summary: "standard input (1 byte) and up to 24 argument words from a palette of options "
      + "and paths of every kind: gesture-replay's command line in process",
    run: { bytes in CommandLineRun.run(bytes) },
    seed: nil)
}

/// The scratch folder, the palette and the checks of the `cli` target.
enum CommandLineRun {
  /// The repository's small double-tap recording (read from the source tree).
  static let traceSource: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Fuzz/gesture-fuzz/Targets/CommandLineTarget.swift
    return parts.joined(separator: "/")
      + "/Recordings/evemu-devices/AlpsPS2_ALPS_GlidePoint.double-tap.events"
  }()

  /// The folder and its input files with their contents, made once per process.
  static let folder: (path: String, inputs: [(name: String, bytes: [UInt8])]) = {
    var base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    if access("/dev/shm", W_OK) == 0 { base = "/dev/shm" }
    let path = "\(base)/gesture-fuzz-cli.\(getpid())"
    mkdir(path, 0o700)
    let trace = read(traceSource)
    let scene =
      Array(
        #"{"root": {"name": "w", "gestures": [{"name": "t", "gesture": {"tap": {}}}]}, "#.utf8)
      + Array(#""haptics": {"t.ended": "h.ahap"}}"#.utf8)
    let ahap = Array(
      #"{"Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient"}}]}"#.utf8)
    let quirks = Array("[Pad]\nMatchName=*Pad*\nAttrPalmPressureThreshold=140\n".utf8)
    let inputs: [(String, [UInt8])] = [
      ("trace.events", trace), ("scene.json", scene), ("h.ahap", ahap),
      ("quirks/50-pad.quirks", quirks), (PathBytes.string(bytes: [0xFF]) + ".events", trace),
      (String(repeating: "n", count: 243) + ".events", trace),
    ]
    mkdir(path + "/quirks", 0o700)
    mkdir(path + "/dir", 0o700)
    for (name, bytes) in inputs { write(bytes, to: path + "/" + name) }
    _ = symlink("trace.events", path + "/link.events")
    atexit {
      let p = CommandLineRun.folder.path
      for (name, _) in CommandLineRun.folder.inputs { remove(p + "/" + name) }
      for name in ["link.events", "out.svg", "quirks", "dir"] { remove(p + "/" + name) }
      remove(p)
    }
    return (path, inputs)
  }()

  /// The folder's own entries, as readdir gives their names.
  static let madeNames: Set<String> = {
    var names: Set<String> = [".", "..", "quirks", "dir", "link.events"]
    for (name, _) in folder.inputs where !name.contains("/") {
      names.insert(String(decoding: PathBytes.bytes(name), as: UTF8.self))
    }
    return names
  }()

  /// The words an argument byte picks from.
  static let palette: [String] = {
    let f = folder.path
    return [
      "plot", "help", "--help", "--version", "--scene", "--desc", "--quirks", "--output", "-o",
      "--format", "json", "text", "--touches", "--explain", "--from", "--to", "--width", "--",
      "-", "none", "0", "1.5", "-1", "1e309", "99999999999999999999", "",
      f + "/trace.events", f + "/link.events", f + "/scene.json", f + "/h.ahap",
      f + "/./h.ahap", f + "/quirks", f + "/quirks/50-pad.quirks", f + "/dir",
      f + "/" + PathBytes.string(bytes: [0xFF]) + ".events",
      f + "/" + String(repeating: "n", count: 243) + ".events", f + "/out.svg",
      f + "/missing.events", "/dev/null", "/dev/zero", "/proc/self/fd/0", "/dev/stdin",
    ]
  }()

  static func run(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let arguments = bytes.dropFirst().prefix(24).map { palette[Int($0) % palette.count] }
    let saved = fcntl(0, F_DUPFD_CLOEXEC, 3)
    switch first % 4 {
    case 0: replaceStandardInput(open("/dev/null", O_RDONLY))
    case 1: replaceStandardInput(open(folder.path + "/trace.events", O_RDONLY))
    case 2:
      // A pipe holding the whole trace (8 KiB, within a pipe's buffer), its writer closed.
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else { fatalError("gesture-fuzz: pipe failed") }
      let trace = folder.inputs[0].bytes
      _ = trace.withUnsafeBytes { Glibc.write(fds[1], $0.baseAddress, $0.count) }
      close(fds[1])
      replaceStandardInput(fds[0])
    default:
      close(0)
      StandardDescriptors.openClosedOnDevNull()
    }
    // In the folder: a relative output (`--output 0`, `-o -`) lands there, not in the
    // fuzzer's working directory.
    let workingDirectory = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    _ = PathBytes.withCString(folder.path) { chdir($0) }
    let status = ReplayCommand.run(
      arguments: arguments, output: OutputBuffer(), errors: OutputBuffer())
    if workingDirectory >= 0 {
      _ = fchdir(workingDirectory)
      close(workingDirectory)
    }
    if saved >= 0 {
      dup2(saved, 0)
      close(saved)
    }
    guard (0...2).contains(status) else {
      fatalError("gesture-fuzz: exit status \(status) for \(arguments)")
    }
    for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) < 0 {
      fatalError("gesture-fuzz: descriptor \(fd) closed after \(arguments)")
    }
    let read = inputs(named: arguments, standardInputIsTrace: first % 4 == 1)
    for (name, expected) in folder.inputs where self.read(folder.path + "/" + name) != expected {
      // Named only as an output, it was the user's to replace; named as an input, never.
      if read.contains(name) {
        fatalError("gesture-fuzz: \(name), an input, changed by \(arguments)")
      }
      write(expected, to: folder.path + "/" + name)
    }
    if let dir = opendir(folder.path) {
      defer { closedir(dir) }
      while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name.hasSuffix(".tmp") {
          fatalError("gesture-fuzz: temporary file \(name) left by \(arguments)")
        }
        // What the run wrote (out.svg, a relative output) goes; the inputs stay.
        if !madeNames.contains(name) { remove(folder.path + "/" + name) }
      }
    }
  }

  /// The folder's input files that `arguments` read: operands (traces) and the values of
  /// `--scene`, `--desc` and `--quirks`, through every spelling of them (a link, `./`, a
  /// scene's AHAP file, a quirks folder's file, standard input when it is the trace).
  static func inputs(named arguments: [String], standardInputIsTrace: Bool) -> Set<String> {
    let f = folder.path
    let aliases: [String: [String]] = [
      f + "/trace.events": ["trace.events"], f + "/link.events": ["trace.events"],
      f + "/scene.json": ["scene.json", "h.ahap"], f + "/h.ahap": ["h.ahap"],
      f + "/./h.ahap": ["h.ahap"], f + "/quirks": ["quirks/50-pad.quirks"],
      f + "/quirks/50-pad.quirks": ["quirks/50-pad.quirks"],
      f + "/" + PathBytes.string(bytes: [0xFF]) + ".events": [folder.inputs[4].name],
      f + "/" + String(repeating: "n", count: 243) + ".events": [folder.inputs[5].name],
      "-": standardInputIsTrace ? ["trace.events"] : [],
      "/dev/stdin": standardInputIsTrace ? ["trace.events"] : [],
      "/proc/self/fd/0": standardInputIsTrace ? ["trace.events"] : [],
    ]
    let valued: Set<String> = [
      "--scene", "--desc", "--quirks", "--output", "-o", "--format", "--from", "--to", "--width",
    ]
    var names: Set<String> = []
    var k = 0
    var operandsOnly = false
    while k < arguments.count {
      let word = arguments[k]
      k += 1
      if !operandsOnly && word == "--" {
        operandsOnly = true
      } else if !operandsOnly && valued.contains(word) {
        if k < arguments.count, ["--scene", "--desc", "--quirks"].contains(word) {
          names.formUnion(aliases[arguments[k]] ?? [])
        }
        k += 1
      } else if operandsOnly || !word.hasPrefix("-") || word == "-" {
        names.formUnion(aliases[word] ?? [])
      }
    }
    return names
  }

  /// `fd` as descriptor 0.
  static func replaceStandardInput(_ fd: Int32) {
    guard fd >= 0 else { fatalError("gesture-fuzz: cannot set up standard input") }
    if fd != 0 {
      dup2(fd, 0)
      close(fd)
    }
  }

  static func read(_ path: String) -> [UInt8] {
    let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { return [] }
    defer { close(fd) }
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n <= 0 { return out }
      out += chunk[0..<n]
    }
  }

  static func write(_ bytes: [UInt8], to path: String) {
    let fd = PathBytes.withCString(path) {
      open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    }
    guard fd >= 0 else { fatalError("gesture-fuzz: cannot write \(path)") }
    defer { close(fd) }
    _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
  }

  static func remove(_ path: String) {
    _ = PathBytes.withCString(path) { unlink($0) == 0 || rmdir($0) == 0 }
  }
}
