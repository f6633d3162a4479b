import Glibc

/// CLOCK_MONOTONIC in µs (the clock of evdev events and of the scheduler's live deadlines), and an
/// interruptible wait for a deadline.
public enum MonotonicClock {
  /// The current time, µs.
  public static func now() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
  }

  /// Blocks SIGINT and SIGTERM so that ``wait(until:)`` receives them instead of the process
  /// dying with effects playing. Call once before the loop.
  public static func blockTerminationSignals() {
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
    var mask = terminationSignals
    pthread_sigmask(SIG_BLOCK, &mask, nil)
  }

  private static var terminationSignals: sigset_t {
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, SIGINT)
    sigaddset(&mask, SIGTERM)
    return mask
  }

  /// Waits until `deadline` µs (or returns at once if it has passed). Returns the signal number
  /// when SIGINT or SIGTERM arrived first (they must be blocked), nil when the deadline came.
  public static func wait(until deadline: Int64) -> Int32? {
    var mask = terminationSignals
    while true {
      let left = deadline - now()
      var timeout = timespec(
        tv_sec: left > 0 ? Int(left / 1_000_000) : 0,
        tv_nsec: left > 0 ? Int(left % 1_000_000) * 1000 : 0)
      let signal = sigtimedwait(&mask, nil, &timeout)
      if signal > 0 { return signal }
      if errno == EINTR { continue }
      if now() >= deadline { return nil }
    }
  }
}
