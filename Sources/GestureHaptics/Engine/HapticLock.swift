import Glibc

/// A `pthread_mutex_t`. Not the standard library's `Mutex`: on Linux that one waits on a futex
/// ThreadSanitizer cannot see, so every access it guards is reported as a race; a pthread mutex
/// is what TSan understands (as swift-nio's `NIOLock` is).
final class HapticMutex: @unchecked Sendable {
  // @unchecked: the mutex itself is the synchronization.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the mutex held.
  func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

/// A value guarded by a ``HapticMutex``.
final class HapticLock<Value>: @unchecked Sendable {
  // @unchecked: `value` is only touched with `mutex` held.
  private let mutex = HapticMutex()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` on the value with the mutex held.
  func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    try mutex.withLock { () throws(E) -> R in try body(&value) }
  }
}
