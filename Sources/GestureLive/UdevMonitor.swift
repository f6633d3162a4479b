import CInput
import Glibc

/// A udev monitor for input devices: its descriptor becomes readable when a device is added or
/// removed; ``next()`` says which.
public final class UdevMonitor {
  /// What happened to a device.
  public enum Action: String, Sendable {
    /// A device node appeared (plugged in, or its driver bound).
    case add
    /// A device node went away (unplugged, or its driver unbound).
    case remove
  }

  private let udev: OpaquePointer
  private let monitor: OpaquePointer
  /// Poll this; it is non-blocking.
  public let fd: Int32
  let seat: String

  /// A monitor of udev's (processed, rules applied) input events for `seat`.
  public init(seat: String) throws(LiveError) {
    guard let udev = udev_new() else { throw LiveError(.other, "cannot create a udev context") }
    guard let monitor = udev_monitor_new_from_netlink(udev, "udev") else {
      udev_unref(udev)
      throw LiveError(.other, "cannot create a udev monitor (is udevd running?)")
    }
    udev_monitor_filter_add_match_subsystem_devtype(monitor, "input", nil)
    guard udev_monitor_enable_receiving(monitor) == 0 else {
      udev_monitor_unref(monitor)
      udev_unref(udev)
      throw LiveError(.other, "cannot receive udev events")
    }
    let fd = udev_monitor_get_fd(monitor)
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    self.udev = udev
    self.monitor = monitor
    self.fd = fd
    self.seat = seat
  }

  deinit {
    udev_monitor_unref(monitor)
    udev_unref(udev)
  }

  /// The next touch-device event node added to or removed from the seat, or nil when no more
  /// events are waiting. Other udev events are skipped.
  public func next() -> (action: Action, node: String)? {
    while let device = udev_monitor_receive_device(monitor) {
      defer { udev_device_unref(device) }
      guard let a = udev_device_get_action(device),
        let action = Action(rawValue: String(cString: a))
      else { continue }
      // A removed device may have lost its properties: match removals on the node alone.
      if action == .remove, let n = udev_device_get_devnode(device) {
        let node = String(cString: n)
        if node.hasPrefix("/dev/input/event") { return (action, node) }
        continue
      }
      if let node = Udev.isTouchNode(device, seat: seat, anyInput: false) {
        return (action, node)
      }
    }
    return nil
  }
}
