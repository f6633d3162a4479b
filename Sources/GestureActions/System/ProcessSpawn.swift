import CLinuxInput
import Glibc

/// `posix_spawn` for ``ProcessLauncher``: the C strings, the attributes and the file actions of
/// one start, set up and released around the call.
enum ProcessSpawn {
  /// Starts `argv` and returns its pid without waiting for it: the parent's environment with
  /// `environment` added, stdin from `/dev/null`, stdout onto the parent's stderr, default
  /// signals, its own session and process group, descriptors 0–2 only, `argv[0]` looked up in
  /// `PATH` (`posix_spawnp`).
  /// The whole list and why is in the Programs article.
  ///
  /// - Throws: ``ActionSystemError``: ``ActionSystemError/Kind/invalid`` for an empty `argv`,
  ///   a NUL in a string or a variable name with `=`; the program's error when it cannot be
  ///   started (glibc reports the child's `execve` errno: `ENOENT`, `EACCES`, `ENOEXEC`).
  static func spawn(_ argv: [String], environment: [String: String]) throws(ActionSystemError)
    -> pid_t
  {
    guard let program = argv.first, !program.isEmpty else {
      throw ActionSystemError(.invalid, "an empty command: argv[0] names the program to run")
    }
    if let bad = argv.first(where: { $0.utf8.contains(0) }) {
      throw ActionSystemError(
        .invalid, subject: program, "a NUL in the argument \(bad.debugDescription)")
    }
    for (key, value) in environment
    where key.isEmpty || key.utf8.contains(UInt8(ascii: "=")) || key.utf8.contains(0)
      || value.utf8.contains(0)
    {
      throw ActionSystemError(
        .invalid, subject: program, "the environment variable \(key.debugDescription) cannot be set"
      )
    }

    var arguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
    arguments.append(nil)
    var variables = inheritedEnvironment(without: environment)
    for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
      variables.append(strdup("\(key)=\(value)"))
    }
    variables.append(nil)
    defer {
      for pointer in arguments { free(pointer) }
      for pointer in variables { free(pointer) }
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    let signalFlags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if posix_spawnattr_setflags(&attributes, Int16(signalFlags | setsid)) != 0 {
      // A glibc before 2.26 refuses the flag (EINVAL): the child leads its own process group.
      posix_spawnattr_setpgroup(&attributes, 0)
      posix_spawnattr_setflags(&attributes, Int16(signalFlags | POSIX_SPAWN_SETPGROUP))
    }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, 2, 1)
    // Every descriptor this package opens is close-on-exec; an app's or a library's may not be:
    // the child gets 0–2 only (glibc 2.34 closes the rest with close_range in the child).
    _ = cinput_spawn_addclosefrom(&actions, 3)

    var pid: pid_t = 0
    let rc: Int32
    if program.utf8.contains(UInt8(ascii: "/")) {
      rc = posix_spawn(&pid, program, &actions, &attributes, arguments, variables)
    } else {
      rc = posix_spawnp(&pid, program, &actions, &attributes, arguments, variables)
    }
    guard rc == 0 else {
      throw ActionSystemError(errno: rc, operation: "start", subject: program, resource: .program)
    }
    return pid
  }

  /// glibc's `POSIX_SPAWN_SETSID` (spawn.h, glibc 2.26): the child calls `setsid`. Swift's Glibc
  /// module does not see it (it is behind `__USE_GNU`); glibc's value is part of its ABI.
  private static let setsid: Int32 = 0x80

  /// Copies of the parent's `NAME=value` strings, without the names in `replaced`.
  private static func inheritedEnvironment(without replaced: [String: String])
    -> [UnsafeMutablePointer<CChar>?]
  {
    var copies: [UnsafeMutablePointer<CChar>?] = []
    var entry = environ
    while let string = entry.pointee {
      let text = String(cString: string)
      let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first
      if replaced[name.map(String.init) ?? text] == nil { copies.append(strdup(string)) }
      entry += 1
    }
    return copies
  }
}
