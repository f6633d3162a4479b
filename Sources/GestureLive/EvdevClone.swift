import CEvdev
import CLinuxInput
import Gestures
import Glibc

/// A uinput copy of a grabbed device (`live --grab --actions`): the compositor reads the clone
/// instead of the device, and the loop writes every event it reads from the device onto it,
/// except while a gesture with actions has claimed the touches. A claim lifts every touch on
/// the clone at once; the clone stays silent until the device's touches have all lifted, then
/// carries on with the next touch.
final class EvdevClone {
  /// The physical path every clone reports (`EVIOCGPHYS`).
  static let phys = "gestures-clone"

  /// The clone's own node, so the loop never listens to it.
  let devnode: String?
  private var uinput: OpaquePointer?
  private let fd: Int32
  /// The slots with a touch on the clone, and the device's current slot.
  private var activeSlots: Set<Int32> = []
  private var slot: Int32 = 0
  /// The touches are claimed: nothing is written until the device's touches have lifted.
  private(set) var muted = false
  /// Events written, for reports.
  private(set) var written = 0

  /// The uinput copy of `device` (same name, ids, axes and properties) made through `uinput`.
  init(of device: EvdevDevice, uinput path: String) throws(LiveError) {
    let fd = Glibc.open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      let code = errno
      throw LiveError(
        code == EACCES || code == EPERM ? .permissionDenied : .other, path: path,
        "cannot make the clone of a grabbed device: \(LiveError.errnoText(code))"
          + (code == ENOENT || code == ENODEV ? " (load the module: sudo modprobe uinput)" : "")
          + (code == EACCES || code == EPERM
            ? " (see /etc/udev/rules.d/60-gestures-uinput.rules in the README)" : ""))
    }
    var made: OpaquePointer?
    let rc = device.withHandle { handle -> Int32 in
      // The clone's phys says what it is, so no listener (this one included) takes it for a
      // touch device of its own; the device's own phys is put back.
      let phys = libevdev_get_phys(handle).map { String(cString: $0) }
      libevdev_set_phys(handle, Self.phys)
      defer { libevdev_set_phys(handle, phys) }
      return libevdev_uinput_create_from_device(handle, fd, &made)
    }
    guard rc == 0, let made else {
      Glibc.close(fd)
      throw LiveError(
        .other, path: path, "cannot make the clone: \(LiveError.errnoText(-(rc ?? -EINVAL)))")
    }
    self.fd = fd
    uinput = made
    devnode = libevdev_uinput_get_devnode(made).map { String(cString: $0) }
  }

  deinit { close() }

  func close() {
    if let uinput { libevdev_uinput_destroy(uinput) }
    uinput = nil
    if fd >= 0 { Glibc.close(fd) }
  }

  /// Carries `event` onto the clone unless the touches are claimed.
  func forward(_ event: EvdevEvent) {
    track(event)
    guard !muted else { return }
    write(UInt32(event.type), UInt32(event.code), event.value)
  }

  /// A gesture took the touches: every touch lifts on the clone now, and nothing more is
  /// written until ``deviceLifted()``.
  func claim() {
    guard !muted, uinput != nil else { return }
    for s in activeSlots.sorted() {
      write(UInt32(EV_ABS), UInt32(ABS_MT_SLOT), s)
      write(UInt32(EV_ABS), UInt32(ABS_MT_TRACKING_ID), -1)
    }
    for key in [
      BTN_TOUCH, BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP,
      BTN_TOOL_QUADTAP, BTN_TOOL_QUINTTAP, BTN_LEFT,
    ] {
      write(UInt32(EV_KEY), UInt32(key), 0)
    }
    write(UInt32(EV_SYN), UInt32(SYN_REPORT), 0)
    activeSlots.removeAll()
    muted = true
  }

  /// The device's touches have all lifted: the clone carries on, starting at the device's
  /// current slot.
  func deviceLifted() {
    guard muted else { return }
    muted = false
    write(UInt32(EV_ABS), UInt32(ABS_MT_SLOT), slot)
  }

  private func track(_ e: EvdevEvent) {
    guard e.type == UInt16(EV_ABS) else { return }
    if e.code == UInt16(ABS_MT_SLOT) {
      slot = e.value
    } else if e.code == UInt16(ABS_MT_TRACKING_ID), !muted {
      if e.value < 0 { activeSlots.remove(slot) } else { activeSlots.insert(slot) }
    }
  }

  private func write(_ type: UInt32, _ code: UInt32, _ value: Int32) {
    guard let uinput else { return }
    // The kernel drops codes the device lacks; a failed write (the clone gone) is not retried.
    if libevdev_uinput_write_event(uinput, type, code, value) == 0 { written += 1 }
  }
}
