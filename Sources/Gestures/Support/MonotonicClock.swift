import Glibc

/// CLOCK_MONOTONIC in µs: the clock of evdev events and of live sessions' deadlines. The engine
/// itself never reads it; time is always a parameter.
public enum MonotonicClock {
  /// The current time, µs.
  public static func now() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
  }
}
