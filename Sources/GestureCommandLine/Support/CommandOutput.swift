import CLinuxInput
import Gestures
import Glibc

/// What a small helper program prints, for settings only another program can read
/// (`gsettings get`): run with the given environment, standard input and error on
/// `/dev/null`, descriptors 0–2 only, at most ``maximumBytes`` read and ``timeout`` waited;
/// killed when it takes longer.
enum CommandOutput {
  /// The most read of the program's output, in bytes.
  static let maximumBytes = 4096
  /// How long the program may run, in milliseconds.
  static let timeout: Int32 = 2000

  /// The standard output of `argv` (looked up in `environment`'s `PATH`) run with
  /// `environment`, or nil when it cannot start, fails, prints more than ``maximumBytes`` or
  /// runs past ``timeout``.
  static func read(_ argv: [String], environment: [String: String]) -> String? {
    guard !argv.isEmpty, !argv.contains(where: { $0.utf8.contains(0) }),
      !environment.contains(where: { $0.key.utf8.contains(0) || $0.value.utf8.contains(0) })
    else { return nil }
    var ends: [Int32] = [-1, -1]
    guard cinput_pipe_cloexec(&ends) == 0 else { return nil }
    defer { close(ends[0]) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    _ = cinput_spawn_addclosefrom(&actions, 3)
    var arguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
    arguments.append(nil)
    var variables: [UnsafeMutablePointer<CChar>?] = environment.sorted { $0.key < $1.key }.map {
      strdup("\($0.key)=\($0.value)")
    }
    variables.append(nil)
    defer { for pointer in arguments + variables { free(pointer) } }
    var pid: pid_t = 0
    guard let program = resolve(argv[0], path: environment["PATH"]) else { return nil }
    let rc = posix_spawn(&pid, program, &actions, nil, arguments, variables)
    close(ends[1])
    guard rc == 0 else { return nil }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1024)
    let deadline = MonotonicClock.now() / 1000 + Int64(timeout)
    var finished = false
    while output.count <= maximumBytes {
      let left = deadline - MonotonicClock.now() / 1000
      guard left > 0 else { break }
      var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(clamping: left))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { break }
      let n = Glibc.read(ends[0], &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else {
        finished = n == 0
        break
      }
      output.append(contentsOf: buffer[0..<n])
    }
    if !finished { kill(pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // Exited normally with status 0 (WIFEXITED and WEXITSTATUS, macros Swift does not see).
    guard finished, status & 0xffff == 0, output.count <= maximumBytes else { return nil }
    return String(decoding: output, as: UTF8.self)
  }

  /// `name` looked up in `path`'s directories (`/usr/local/bin:/usr/bin:/bin` when unset): the
  /// first executable file; `name` itself when it holds a `/`.
  private static func resolve(_ name: String, path: String?) -> String? {
    if name.contains("/") { return name }
    for dir in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !dir.isEmpty {
      let candidate = "\(dir)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
