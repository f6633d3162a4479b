import CLinuxInput
import Glibc

/// The engine's wake-ups and, in ``HapticEngine/RunMode/ownThread``, what its thread waits on.
///
/// An epoll set holds a `timerfd` on CLOCK_MONOTONIC, armed (absolute) at the engine's next
/// deadline after every call, and the device's descriptor, watched for a hang-up only (an evdev
/// node reports `EPOLLHUP | EPOLLERR` once its device is gone). So the set is readable exactly
/// when the engine has something to send or its device went away, even while nothing plays:
/// its own thread polls it, and a program with its own event loop adds it to its epoll set
/// (``HapticEngine/fileDescriptor``). Arming the timer to fire at once wakes the thread to quit.
final class HapticEngineTimer: Sendable {
  /// The epoll set.
  let descriptor: Int32
  let timer: Int32

  init() {
    descriptor = epoll_create1(Int32(EPOLL_CLOEXEC))
    timer = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
    var event = epoll_event()
    event.events = EPOLLIN.rawValue
    event.data.fd = timer
    _ = epoll_ctl(descriptor, EPOLL_CTL_ADD, timer, &event)
  }

  deinit {
    if timer >= 0 { close(timer) }
    if descriptor >= 0 { close(descriptor) }
  }

  /// Watches `device` for a hang-up instead of `previous` (nil: neither).
  func watch(_ device: Int32?, insteadOf previous: Int32?) {
    if let previous { _ = epoll_ctl(descriptor, EPOLL_CTL_DEL, previous, nil) }
    guard let device else { return }
    var event = epoll_event()
    event.events = 0  // EPOLLHUP and EPOLLERR are always reported
    event.data.fd = device
    _ = epoll_ctl(descriptor, EPOLL_CTL_ADD, device, &event)
  }

  /// True when `device` has hung up (its device is gone).
  static func hungUp(_ device: Int32) -> Bool {
    var fds = pollfd(fd: device, events: 0, revents: 0)
    return poll(&fds, 1, 0) > 0 && fds.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
  }

  /// Fires at `deadline` µs (CLOCK_MONOTONIC), at once when it passed; disarmed when nil.
  func arm(at deadline: Int64?) {
    guard timer >= 0 else { return }
    var spec = itimerspec()
    if let deadline {
      // 0 would disarm: a passed deadline is 1 ns, which has passed too.
      let d = max(deadline, 0)
      spec.it_value.tv_sec = Int(d / 1_000_000)  // checked: integer µs
      spec.it_value.tv_nsec = Int(d % 1_000_000) * 1000
      if d == 0 { spec.it_value.tv_nsec = 1 }
    }
    _ = timerfd_settime(timer, Int32(TFD_TIMER_ABSTIME), &spec, nil)
  }

  /// Clears a pending expiry (the descriptor is non-blocking).
  func drain() {
    var expiries: UInt64 = 0
    _ = read(timer, &expiries, 8)
  }

  /// Waits until the timer fires or the device hangs up.
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
