import Glibc

/// A benchmark failure, printed as `gesture-bench: message`.
struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// One run of one workload, measured in its own process.
struct Measurement: Sendable {
  var events: Int
  var frames: Int?
  var seconds: Double
  var checksum: Int64
  /// The child's peak resident set (VmHWM), in KiB.
  var peakRSSKiB: Int
}

/// Nanoseconds on CLOCK_MONOTONIC.
func monotonicNanos() -> Int64 {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}

/// The peak resident set size of this process (`VmHWM` of /proc/self/status) in KiB, or 0.
///
/// Read in the child rather than taken from `wait4`'s `ru_maxrss`, which on Linux can include
/// the spawning parent's high-water mark carried across `vfork`+`exec`.
func peakRSSKiB() -> Int {
  guard let text = try? readWholeFile("/proc/self/status") else { return 0 }
  for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let digits = line.dropFirst("VmHWM:".count).filter { $0.isNumber }
    return Int(digits) ?? 0
  }
  return 0
}

/// This executable, for re-running it as a child.
func ownExecutable() throws(BenchError) -> String {
  var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
  let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  guard n > 0 else { throw BenchError("cannot find own executable: \(errnoText())") }
  return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The line a child prints on stdout: `events frames nanoseconds checksum peakKiB`, frames -1
/// when the workload does not decode.
func childReport(_ counts: Counts, nanoseconds: Int64) -> String {
  "\(counts.events) \(counts.frames ?? -1) \(nanoseconds) \(counts.checksum) \(peakRSSKiB())"
}

/// Runs `gesture-bench --child WORKLOAD DIRECTORY` and parses its report.
func runChild(executable: String, workload: String, directory: String) throws(BenchError)
  -> Measurement
{
  var pipeEnds: [Int32] = [0, 0]
  guard pipe(&pipeEnds) == 0 else { throw BenchError("pipe: \(errnoText())") }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
  posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
  posix_spawn_file_actions_addclose(&actions, pipeEnds[1])

  let arguments = [executable, "--child", workload, directory]
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { for p in argv { free(p) } }
  var pid: pid_t = 0
  let rc = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
  close(pipeEnds[1])
  guard rc == 0 else {
    close(pipeEnds[0])
    throw BenchError("cannot start \(executable): \(String(cString: strerror(rc)))")
  }

  var output: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 4096)
  while true {
    let n = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
    if n < 0 && errno == EINTR { continue }
    if n <= 0 { break }
    output.append(contentsOf: chunk[0..<n])
  }
  close(pipeEnds[0])
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}

  let exited = status & 0x7f == 0
  let code = (status >> 8) & 0xff
  guard exited && code == 0 else {
    throw BenchError(
      "workload \(workload) failed (\(exited ? "exit status \(code)" : "signal \(status & 0x7f)"))")
  }
  let fields = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace)
  guard fields.count == 5, let events = Int(fields[0]), let frames = Int(fields[1]),
    let nanos = Int64(fields[2]), let checksum = Int64(fields[3]), let peak = Int(fields[4])
  else {
    throw BenchError(
      "workload \(workload): unexpected child output '\(String(decoding: output, as: UTF8.self))'")
  }
  return Measurement(
    events: events, frames: frames < 0 ? nil : frames, seconds: Double(nanos) / 1e9,
    checksum: checksum, peakRSSKiB: peak)
}
