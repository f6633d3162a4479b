/// The bounds on the programs actions start, which hold whatever a scene says: a gesture that
/// flickers (a pad turning back and forth at 1 kHz through a `"changed"` repeat) must not fork
/// hundreds of programs a second. Beyond them an action is dropped and reported (the Programs
/// article, "Storms").
public enum ProgramLimits {
  /// The rate limit of a program action whose scene gives no `rateLimit`, µs: at most one
  /// launch per binding (action, device, region) per 0.1 s. A tenth of a second is below what a
  /// hand does on purpose (a repeat of 5 % brightness per 20° of turn is some 3 steps in a
  /// brisk 0.1 s turn, and one program per step is what the user sees anyway) and above what
  /// a flickering value does; keys and pointer events are not limited by it.
  public static let defaultRateLimit: Int64 = 100_000
  /// The most programs one binding (one action of one scene binding) may have running at once:
  /// a fifth launch while four still run is dropped.
  public static let runningPerBinding = 4
  /// The most programs all actions may have running at once.
  public static let runningOverall = 32
}
