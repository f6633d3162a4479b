import Gestures
import Glibc

/// SIGINT and SIGTERM taken as events instead of ending the process with effects still
/// playing: blocked once, then received by ``wait(until:)``. Only the command line touches
/// signals; the library never does.
enum TerminationSignals {
  /// Blocks SIGINT and SIGTERM (their disposition reset to the default first: shells start
  /// background jobs with SIGINT ignored, and an ignored signal is never delivered).
  static func block() {
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
    var mask = set
    pthread_sigmask(SIG_BLOCK, &mask, nil)
  }

  /// The two signals.
  static var set: sigset_t {
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, SIGINT)
    sigaddset(&mask, SIGTERM)
    return mask
  }

  /// Waits until `deadline` µs of CLOCK_MONOTONIC (or returns at once if it has passed).
  /// Returns the signal number when SIGINT or SIGTERM arrived first (they must be blocked),
  /// nil when the deadline came.
  static func wait(until deadline: Int64) -> Int32? {
    var mask = set
    while true {
      let left = deadline - MonotonicClock.now()
      var timeout = timespec(
        tv_sec: left > 0 ? Int(left / 1_000_000) : 0,  // checked: integer µs
        tv_nsec: left > 0 ? Int(left % 1_000_000) * 1000 : 0)
      let signal = sigtimedwait(&mask, nil, &timeout)
      if signal > 0 { return signal }
      if errno == EINTR { continue }
      if MonotonicClock.now() >= deadline { return nil }
    }
  }
}
