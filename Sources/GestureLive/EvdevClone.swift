import CEvdev
import CLinuxInput
import Gestures
import Glibc

/// A uinput copy of a grabbed device (`live --grab --actions`): the compositor reads the clone
/// instead of the device, and the loop writes every event it reads from the device onto it,
/// except while a gesture with actions has claimed the touches. A claim lifts every touch on
/// the clone at once; the clone stays silent until the device's touches have all lifted, then
/// carries on with the next touch.
///
/// The kernel passes an axis or key value on only when it changed (per slot for the multitouch
/// axes), so while the clone is silent the device's values move on without it: a touch that
/// lands where the last claimed one left its slot sends no position at all. The clone keeps the
/// device's values and its own (``EvdevAxisState``) and, at each frame it carries, writes what
/// differs for the touches it carries before the frame's end.
final class EvdevClone {
  /// The physical path every clone reports (`EVIOCGPHYS`).
  static let phys = "gestures-clone"

  /// The keys a touchpad's frames carry, which a claim releases.
  static let touchKeys: [Int32] = [
    BTN_TOUCH, BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP, BTN_TOOL_QUADTAP,
    BTN_TOOL_QUINTTAP, BTN_LEFT,
  ]

  /// The clone's own node, so the loop never listens to it.
  let devnode: String?
  private var uinput: OpaquePointer?
  private let fd: Int32
  /// What the device holds (from every event read) and what the clone holds (every write).
  private var device: EvdevAxisState
  private var copy: EvdevAxisState
  /// The touches are claimed: nothing is written until the device's touches have lifted.
  private(set) var muted = false
  /// Events written, for reports.
  private(set) var written = 0

  /// The uinput copy of `device` (same name, ids, axes and properties) made through `uinput`.
  init(of device: EvdevDevice, uinput path: String) throws(LiveError) {
    let fd = PathBytes.withCString(path) { Glibc.open($0, O_RDWR | O_CLOEXEC | O_NONBLOCK) }
    guard fd >= 0 else {
      let code = errno
      throw LiveError(
        code == EACCES || code == EPERM ? .permissionDenied : .other, path: path,
        "cannot make the clone of a grabbed device: \(LiveError.errnoText(code))"
          + (code == ENOENT || code == ENODEV ? " (load the module: sudo modprobe uinput)" : "")
          + (code == EACCES || code == EPERM
            ? " (see /etc/udev/rules.d/70-gestures.rules in the README)" : ""))
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
    let slots = Int(max(1, device.withHandle { libevdev_get_num_slots($0) } ?? 1))
    self.device = EvdevAxisState(slots: slots, keys: Self.touchKeys)
    self.copy = EvdevAxisState(slots: slots, keys: Self.touchKeys)
    uinput = made
    devnode = libevdev_uinput_get_devnode(made).map { String(cString: $0) }
  }

  deinit { close() }

  func close() {
    if let uinput { libevdev_uinput_destroy(uinput) }
    uinput = nil
    if fd >= 0 { Glibc.close(fd) }
  }

  /// Carries `event` onto the clone unless the touches are claimed. At the end of a frame in
  /// which the device has no touch left, a claim ends: the clone carries the next touch.
  func forward(_ event: EvdevEvent) {
    device.apply(type: event.type, code: event.code, value: event.value)
    let report = event.type == UInt16(EV_SYN) && event.code == UInt16(SYN_REPORT)
    if muted {
      guard report, !device.hasTouch else { return }
      muted = false
      return
    }
    if report { level() }
    // The kernel passes a slot change on only before a value in the new slot, so after a claim
    // the clone's slot may not be the device's: a value goes into the device's slot.
    if event.type == UInt16(EV_ABS), EvdevAxisState.multitouch.contains(Int(event.code)),
      copy.slot != device.slot
    {
      write(UInt32(EV_ABS), UInt32(ABS_MT_SLOT), Int32(device.slot))
    }
    write(UInt32(event.type), UInt32(event.code), event.value)
  }

  /// A gesture took the touches: every touch lifts on the clone now, and nothing more is
  /// written until the device's touches have all lifted.
  func claim() {
    guard !muted, uinput != nil else { return }
    for s in 0..<copy.slots where copy.tracking(s) >= 0 {
      write(UInt32(EV_ABS), UInt32(ABS_MT_SLOT), Int32(s))
      write(UInt32(EV_ABS), UInt32(ABS_MT_TRACKING_ID), -1)
    }
    for key in Self.touchKeys { write(UInt32(EV_KEY), UInt32(key), 0) }
    write(UInt32(EV_SYN), UInt32(SYN_REPORT), 0)
    muted = device.hasTouch
  }

  /// Brings the clone level with the device before a frame ends: the single-touch axes and the
  /// keys, and each slot with a touch on the device; then the device's current slot.
  private func level() {
    for code in 0..<EvdevAxisState.firstMultitouch {
      let v = device.axis(code)
      if v != EvdevAxisState.unknown && v != copy.axis(code) {
        write(UInt32(EV_ABS), UInt32(code), v)
      }
    }
    for (i, key) in Self.touchKeys.enumerated() where device.key(i) != copy.key(i) {
      write(UInt32(EV_KEY), UInt32(key), device.key(i))
    }
    for s in 0..<device.slots where device.tracking(s) >= 0 {
      for code in EvdevAxisState.multitouch {
        let v = device.slotAxis(s, code)
        guard v != EvdevAxisState.unknown, v != copy.slotAxis(s, code) else { continue }
        if copy.slot != s { write(UInt32(EV_ABS), UInt32(ABS_MT_SLOT), Int32(s)) }
        write(UInt32(EV_ABS), UInt32(code), v)
      }
    }
    if device.slot != copy.slot { write(UInt32(EV_ABS), UInt32(ABS_MT_SLOT), Int32(device.slot)) }
  }

  private func write(_ type: UInt32, _ code: UInt32, _ value: Int32) {
    guard let uinput else { return }
    // The kernel drops codes the device lacks; a failed write (the clone gone) is not retried.
    if libevdev_uinput_write_event(uinput, type, code, value) == 0 { written += 1 }
    copy.apply(type: UInt16(type), code: UInt16(code), value: value)
  }
}
