import CLinuxInput
import Glibc

/// The engine's timer and, in ``HapticEngine/RunMode/ownThread``, the thread that waits on it.
///
/// One `timerfd` on CLOCK_MONOTONIC is armed (absolute) at the engine's next deadline after
/// every call, so it is readable exactly when the engine has something to send: its own thread
/// polls it, and a program with its own event loop adds it to its epoll set
/// (``HapticEngine/fileDescriptor``). Arming it to fire at once also wakes the thread to quit.
final class HapticEngineTimer: Sendable {
  let descriptor: Int32

  init() {
    descriptor = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// Fires at `deadline` µs (CLOCK_MONOTONIC), at once when it passed; disarmed when nil.
  func arm(at deadline: Int64?) {
    guard descriptor >= 0 else { return }
    var spec = itimerspec()
    if let deadline {
      // 0 would disarm: a passed deadline is 1 ns, which has passed too.
      let d = max(deadline, 0)
      spec.it_value.tv_sec = Int(d / 1_000_000)
      spec.it_value.tv_nsec = Int(d % 1_000_000) * 1000
      if d == 0 { spec.it_value.tv_nsec = 1 }
    }
    _ = timerfd_settime(descriptor, Int32(TFD_TIMER_ABSTIME), &spec, nil)
  }

  /// Clears a pending expiry (the descriptor is non-blocking).
  func drain() {
    var expiries: UInt64 = 0
    _ = read(descriptor, &expiries, 8)
  }

  /// Waits until the timer fires.
  func wait() {
    var fds = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while poll(&fds, 1, -1) < 0 && errno == EINTR {}
  }
}

/// A POSIX thread running `body` (the library has no Foundation): `join()` waits for it.
final class HapticThread: Sendable {
  private let handle: HapticLock<pthread_t?> = HapticLock(nil)

  private final class Box: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// Starts the thread; false when it cannot be created.
  func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    var thread = pthread_t()
    let rc = pthread_create(
      &thread, nil,
      { raw in
        let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
        box.body()
        return nil
      }, box)
    guard rc == 0 else {
      Unmanaged<Box>.fromOpaque(box).release()
      return false
    }
    handle.withLock { $0 = thread }
    return true
  }

  /// True when called on this thread.
  var isCurrent: Bool {
    guard let t = handle.withLock({ $0 }) else { return false }
    return pthread_equal(t, pthread_self()) != 0
  }

  /// Waits for the thread to end (detaches it when called from the thread itself).
  func join() {
    guard
      let t = handle.withLock({ h -> pthread_t? in
        defer { h = nil }
        return h
      })
    else { return }
    if pthread_equal(t, pthread_self()) != 0 {
      pthread_detach(t)
    } else {
      pthread_join(t, nil)
    }
  }
}
