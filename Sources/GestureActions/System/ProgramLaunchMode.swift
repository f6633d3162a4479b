import Gestures

/// How ``ProcessLauncher`` starts a program: as its own child, or as a transient unit of the
/// user's systemd manager (the Programs article, "Under systemd").
public enum ProgramLaunchMode: String, Hashable, Sendable, CaseIterable {
  /// `argv` itself, a child of this process: in its cgroup and its sandbox.
  case direct
  /// `systemd-run --user ... -- argv`: the program runs in a transient service of the user
  /// manager, outside this process's cgroup (a restart of the daemon's service does not kill
  /// it) and sandbox, with descriptors 0–2 only (the journal). The launcher's child is the
  /// `systemd-run` client, which waits for the program (`--wait`): the caps count it.
  case systemd

  /// The `systemd-run` options that make the service end what it started at once when it is
  /// stopped: `SIGKILL` this long after `SIGTERM`, as ``ProcessLauncher/killDelay``.
  static let stopTimeout = "TimeoutStopSec=1s"

  /// How much longer than a program's timeout the launcher gives the `systemd-run` client in
  /// ``systemd`` mode, µs: systemd's `RuntimeMaxSec` ends the unit's whole cgroup first (then
  /// `SIGKILL` a second after `SIGTERM`), and the client ends with it; the launcher's own timeout
  /// is the backstop for a client that hangs.
  public static let systemdTimeoutMargin: Int64 = 3_000_000

  /// What the launcher starts for `argv`: `argv` itself (``direct``), or (``systemd``)
  ///
  ///     systemd-run --user --collect --quiet --wait --service-type=exec
  ///       -p TimeoutStopSec=1s [-p RuntimeMaxSec=<timeout>us] [-E NAME=VALUE ...] -- argv...
  ///
  /// with one `-E` per variable of `environment` (sorted by name): the unit gets the user
  /// manager's environment and these, not the daemon's. `timeout` is in seconds.
  public func command(_ argv: [String], environment: [String: String], timeout: Double?)
    -> [String]
  {
    guard self == .systemd else { return argv }
    var command = [
      "systemd-run", "--user", "--collect", "--quiet", "--wait", "--service-type=exec",
      "-p", Self.stopTimeout,
    ]
    if let timeout {
      command += ["-p", "RuntimeMaxSec=\(max(1, Time.microseconds(timeout)))us"]
    }
    for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
      command += ["-E", "\(name)=\(value)"]
    }
    return command + ["--"] + argv
  }
}
