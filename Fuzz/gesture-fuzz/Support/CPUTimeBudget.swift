import Glibc

/// The per-input time limit: 100 ms of the calling thread's CPU time (CLOCK_THREAD_CPUTIME_ID),
/// measured around each input. libFuzzer's own `-timeout` counts whole seconds of wall time,
/// too coarse for a library that handles a touch frame in microseconds, and wall time on a
/// shared two-core machine measures the neighbours. An input over budget traps with a message
/// naming the target and the time, so libFuzzer saves it as a crash. Under AddressSanitizer the
/// budget is for the instrumented build (some 2–3 times slower than a debug build); set
/// `GESTURE_FUZZ_BUDGET_MS` to change it.
struct CPUTimeBudget {
  /// The limit in nanoseconds.
  let limit: Int64

  /// The budget from `GESTURE_FUZZ_BUDGET_MS`, 100 ms when it is not set or not a number.
  static func fromEnvironment() -> CPUTimeBudget {
    let ms = getenv("GESTURE_FUZZ_BUDGET_MS").flatMap { Int64(String(cString: $0)) } ?? 100
    return CPUTimeBudget(limit: max(1, ms) * 1_000_000)
  }

  /// The calling thread's CPU time so far, ns.
  static func now() -> Int64 {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Int64(t.tv_sec) * 1_000_000_000 + Int64(t.tv_nsec)
  }

  /// Runs `body` and traps when it took more CPU time than the limit.
  func measure(target: String, _ body: () -> Void) {
    let start = Self.now()
    body()
    let used = Self.now() - start
    if used > limit {
      fatalError(
        "gesture-fuzz \(target): slow input: \(used / 1_000_000) ms of CPU time, over the "
          + "budget of \(limit / 1_000_000) ms")
    }
  }
}
