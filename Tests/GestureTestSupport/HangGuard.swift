import Foundation

/// Runs `body` on a thread of its own and returns what it returned, or nil when it has not
/// returned within `seconds`: a test of a loop that once never ended then fails instead of
/// hanging the whole suite (the stuck thread is left running; the test binary ends anyway).
package func finishing<T: Sendable>(
  within seconds: Double, _ body: @escaping @Sendable () -> T
) -> T? {
  let box = ResultBox<T>()
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    box.value = body()
    done.signal()
  }
  thread.start()
  guard done.wait(timeout: .now() + seconds) == .success else { return nil }
  return box.value
}

/// The value a thread hands back; written before the semaphore is signalled and read after
/// the wait succeeds, so the semaphore orders the two.
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
