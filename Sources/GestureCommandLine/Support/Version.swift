/// The version of `gesture-replay` and of the package it is built from: the one place it is
/// written. `--version` prints it, the man page and the completions carry it, and the tests keep
/// it equal to CHANGELOG.md's newest release.
///
/// It lives in the command line rather than the engine: a package that depends on the library
/// learns the version from SwiftPM's resolution (`Package.resolved`), and the library's API
/// carries no constant that changes with every release.
public enum GestureVersion {
  /// The version, `MAJOR.MINOR.PATCH`.
  public static let string = "0.1.0"

  /// What `--version` prints: `gesture-replay 0.1.0`.
  public static let line = "gesture-replay \(string)"
}
