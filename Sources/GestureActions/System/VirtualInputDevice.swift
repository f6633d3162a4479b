import CEvdev
import CLinuxInput
import Glibc

/// A virtual keyboard or pointer made through uinput, on which actions send key combinations,
/// mouse buttons, scrolling and pointer motion. The compositor sees it as any other input
/// device (`/dev/input/eventN`, bus `BUS_VIRTUAL`).
///
/// The uinput node is opened by this type (read-write, non-blocking, close-on-exec), so the
/// `errno` of a refusal is reported as it is: a missing module, a missing udev rule. No root
/// is needed, only write access to the node (``ActionSystemError/uinputAccessHint``).
///
/// ``send(_:)`` never waits. The device is destroyed by ``close()`` or when this object goes;
/// the kernel also destroys it when the process exits.
public final class VirtualInputDevice {
  /// What the device is.
  public let kind: VirtualDeviceKind
  /// The name the device was created with.
  public let name: String
  /// The uinput node it was made through, as given.
  public let path: String
  /// The evdev node of the device (`/dev/input/eventN`) as libevdev found it; nil when it was
  /// not found, and after ``close()``.
  public private(set) var devnode: String?
  /// The device's directory in sysfs (`/sys/devices/virtual/input/inputN`); nil when it was not
  /// found, and after ``close()``.
  public private(set) var syspath: String?

  private var fd: Int32
  /// The description the device was made from: what ``send(_:)`` checks events against.
  private var dev: OpaquePointer?
  private var uinput: OpaquePointer?

  /// Creates a virtual device of `kind` through the uinput node at `path`, with the codes of
  /// ``VirtualDeviceKind/eventCodes`` and the name `name` (``VirtualDeviceKind/defaultDeviceName``
  /// when nil).
  ///
  /// - Throws: ``ActionSystemError``: ``ActionSystemError/Kind/missing`` when the node or the
  ///   uinput driver is missing (with the `modprobe` to run),
  ///   ``ActionSystemError/Kind/permission`` when the user may not write to it (with the udev
  ///   rule and group that grant it), ``ActionSystemError/Kind/other`` when `path` is not a
  ///   uinput node or the kernel refuses the device.
  public init(kind: VirtualDeviceKind, name: String? = nil, path: String = "/dev/uinput")
    throws(ActionSystemError)
  {
    self.kind = kind
    self.name = name ?? kind.defaultDeviceName
    self.path = path
    let fd = Glibc.open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      throw ActionSystemError(errno: errno, operation: "open", subject: path, resource: .uinput)
    }
    guard let dev = libevdev_new() else {
      Glibc.close(fd)
      throw ActionSystemError(.other, subject: path, "libevdev_new failed (out of memory)")
    }
    libevdev_set_name(dev, self.name)
    libevdev_set_id_bustype(dev, Int32(BUS_VIRTUAL))
    libevdev_set_id_version(dev, 1)
    for (type, codes) in kind.eventCodes {
      libevdev_enable_event_type(dev, UInt32(type))
      for code in codes {
        if type == UInt16(EV_ABS) {
          var info = input_absinfo()
          info.minimum = VirtualDeviceKind.absoluteRange.lowerBound
          info.maximum = VirtualDeviceKind.absoluteRange.upperBound
          libevdev_enable_event_code(dev, UInt32(type), UInt32(code), &info)
        } else {
          libevdev_enable_event_code(dev, UInt32(type), UInt32(code), nil)
        }
      }
    }
    for property in kind.inputProperties { libevdev_enable_property(dev, UInt32(property)) }
    var uinput: OpaquePointer?
    let rc = libevdev_uinput_create_from_device(dev, fd, &uinput)
    guard rc == 0, let uinput else {
      libevdev_free(dev)
      Glibc.close(fd)
      throw ActionSystemError(
        errno: -rc, operation: "create the virtual \(kind.rawValue)", subject: path,
        resource: .uinput)
    }
    self.fd = fd
    self.dev = dev
    self.uinput = uinput
    devnode = libevdev_uinput_get_devnode(uinput).map { String(cString: $0) }
    syspath = libevdev_uinput_get_syspath(uinput).map { String(cString: $0) }
  }

  deinit { close() }

  /// Destroys the device (it disappears from `/dev/input`) and closes the uinput node. Further
  /// sends fail with ``ActionSystemError/Kind/unsupported``.
  public func close() {
    if let uinput { libevdev_uinput_destroy(uinput) }
    uinput = nil
    if let dev { libevdev_free(dev) }
    dev = nil
    if fd >= 0 { Glibc.close(fd) }
    fd = -1
    devnode = nil
    syspath = nil
  }

  /// Writes `events` in order and then one `SYN_REPORT`, so they reach readers as one frame.
  /// An empty batch writes nothing.
  ///
  /// Every event is checked against the device's codes first, so a batch with an event the
  /// device does not have writes nothing. The write never waits.
  ///
  /// - Throws: ``ActionSystemError``: ``ActionSystemError/Kind/unsupported`` for an event the
  ///   device was not created with (or a closed device), ``ActionSystemError/Kind/wouldBlock``
  ///   when the kernel would have made the write wait (`EAGAIN`; the rest of the batch and its
  ///   `SYN_REPORT` are not written), ``ActionSystemError/Kind/missing`` when the device is gone.
  public func send(_ events: [InputEvent]) throws(ActionSystemError) {
    guard !events.isEmpty else { return }
    guard let dev, let uinput else {
      throw ActionSystemError(.unsupported, subject: name, "the virtual device is closed")
    }
    for event in events
    where libevdev_has_event_code(dev, UInt32(event.type), UInt32(event.code)) == 0 {
      throw ActionSystemError(
        .unsupported, subject: name,
        "the virtual \(kind.rawValue) has no event type \(event.type) code \(event.code); "
          + "nothing was sent")
    }
    for event in events {
      try write(uinput, UInt32(event.type), UInt32(event.code), event.value)
    }
    try write(uinput, UInt32(EV_SYN), UInt32(SYN_REPORT), 0)
  }

  private func write(_ uinput: OpaquePointer, _ type: UInt32, _ code: UInt32, _ value: Int32)
    throws(ActionSystemError)
  {
    var rc = libevdev_uinput_write_event(uinput, type, code, value)
    while rc == -EINTR { rc = libevdev_uinput_write_event(uinput, type, code, value) }
    guard rc == 0 else {
      throw ActionSystemError(errno: -rc, operation: "write", subject: name, resource: .uinput)
    }
  }
}
