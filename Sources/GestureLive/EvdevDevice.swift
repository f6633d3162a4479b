import CEvdev
import CInput
import CLinuxInput
import GestureTraces
import Gestures
import Glibc

/// One evdev device node read with libevdev: the device's description, its events with
/// CLOCK_MONOTONIC kernel timestamps as libevdev passes them, `SYN_DROPPED` resynchronisation
/// through libevdev's sync mode, and an optional exclusive grab.
///
/// The node is opened non-blocking; ``read(_:)`` delivers every event available now and returns
/// without waiting, so the live loop can poll the descriptor (``fd``).
public final class EvdevDevice {
  /// The device node, as given.
  public let path: String
  /// The open descriptor (non-blocking), for poll/epoll.
  public private(set) var fd: Int32
  /// What the device is: name, ids, codes, axes, properties, force feedback, udev properties.
  public let description: DeviceDescription
  /// How many force-feedback effects the device can hold at once (`EVIOCGEFFECTS`), 0 without
  /// force feedback.
  public let forceFeedbackEffects: Int
  /// True while this client holds an exclusive grab (`EVIOCGRAB`).
  public private(set) var grabbed = false

  private var dev: OpaquePointer?
  /// Where libevdev's messages about the device go (it outlives `dev`).
  private let log: LibraryLog

  /// What ``read(_:)`` found.
  public enum ReadResult: Sendable {
    /// Every available event was delivered; poll again.
    case drained
    /// The device is gone (`ENODEV`): unplugged, or its uinput creator exited.
    case gone
  }

  /// Opens `path` read-only (and, with `grab`, exclusively), sets its event clock to
  /// CLOCK_MONOTONIC and reads its description. libevdev's messages about the device are
  /// dropped (``init(path:grab:log:)`` takes them).
  ///
  /// - Throws: ``LiveError``: permission denied (with what grants access), no such device, not
  ///   an evdev device, grabbed by another client.
  public convenience init(path: String, grab: Bool = false) throws(LiveError) {
    try self.init(path: path, grab: grab, log: nil)
  }

  /// Opens `path` read-only (and, with `grab`, exclusively), sets its event clock to
  /// CLOCK_MONOTONIC and reads its description; libevdev's messages about the device, which
  /// would otherwise go to stderr as libevdev wrote them, go to `log` (nil drops them) as lines
  /// safe for a terminal: `libevdev error: …`, with the device name's control characters
  /// escaped.
  ///
  /// - Throws: ``LiveError``: permission denied (with what grants access), no such device, not
  ///   an evdev device, grabbed by another client.
  public init(path: String, grab: Bool = false, log: ((String) -> Void)?) throws(LiveError) {
    self.path = path
    self.log = LibraryLog(.libevdev, note: log)
    let fd = PathBytes.withCString(path) { Glibc.open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard fd >= 0 else { throw LiveError.open(path: path, errno: errno) }
    guard let handle = libevdev_new() else {
      Glibc.close(fd)
      throw LiveError(.other, path: path, "cannot allocate a libevdev device")
    }
    // Set before the descriptor: libevdev logs while it reads the device (a name in the line).
    let rc = cevdev_set_fd_logged(handle, fd, self.log.evdevTarget)
    guard rc == 0 else {
      libevdev_free(handle)
      Glibc.close(fd)
      if -rc == ENOTTY || -rc == EINVAL {
        throw LiveError(.notEvdev, path: path, "not an evdev device")
      }
      throw LiveError.open(path: path, errno: -rc)
    }
    if libevdev_set_clock_id(handle, CLOCK_MONOTONIC) != 0 {
      libevdev_free(handle)
      Glibc.close(fd)
      throw LiveError(.other, path: path, "cannot set the event clock to CLOCK_MONOTONIC")
    }
    var effects: Int32 = 0
    if libevdev_has_event_type(handle, UInt32(EV_FF)) != 0 {
      if cinput_ioctl_eviocgeffects(fd, &effects) != 0 { effects = 0 }
    }
    self.buffer = .allocate(capacity: Self.readCapacity)
    self.fd = fd
    self.dev = handle
    self.readState = LibevdevReadState(handle)
    self.forceFeedbackEffects = Int(effects)
    self.description = Self.describe(handle, path: path)
    if grab {
      let g = libevdev_grab(handle, LIBEVDEV_GRAB)
      if g != 0 {
        let code = -g
        libevdev_free(handle)
        Glibc.close(fd)
        self.fd = -1
        self.dev = nil
        if code == EBUSY {
          throw LiveError(.busy, path: path, "cannot grab: another client holds the device")
        }
        throw LiveError(.other, path: path, "cannot grab: \(LiveError.errnoText(code))")
      }
      grabbed = true
    }
  }

  deinit {
    close()
    buffer.deallocate()
  }

  /// Releases the grab, frees libevdev's state and closes the node. Further reads find the
  /// device gone.
  public func close() {
    if let dev {
      if grabbed { _ = libevdev_grab(dev, LIBEVDEV_UNGRAB) }
      libevdev_free(dev)
    }
    dev = nil
    grabbed = false
    if fd >= 0 { Glibc.close(fd) }
    fd = -1
  }

  /// True for a clone this tool made of a grabbed device (``EvdevClone``).
  var isClone: Bool {
    withHandle { libevdev_get_phys($0).map { String(cString: $0) } == EvdevClone.phys } ?? false
  }

  /// Calls `body` with the libevdev handle (for a uinput clone of the device); nil once closed.
  func withHandle<R>(_ body: (OpaquePointer) -> R) -> R? {
    guard let dev else { return nil }
    return body(dev)
  }

  /// Delivers every event available now, in order, without blocking.
  ///
  /// The events come as `libevdev_next_event` would give them: a code the device lacks and a
  /// doubled tracking id are dropped, a slot index beyond the device's is capped
  /// (`LibevdevReadState`). They are read here, in one `read(2)` per wake-up: the
  /// kernel hands out every complete packet that fits (`evdev_read`), so a read that does not
  /// fill the buffer leaves nothing behind, where libevdev reads again until `EAGAIN`.
  ///
  /// After a `SYN_DROPPED` (the kernel's buffer overflowed), `body` gets the `SYN_DROPPED` event
  /// and then libevdev's resync: the events that bring the device's state up to date, ending
  /// with a `SYN_REPORT`. ``/Gestures/MultitouchDecoder`` turns that into a resync frame.
  ///
  /// - Throws: ``LiveError`` for a read error other than the device going away.
  public func read(_ body: (EvdevEvent) -> Void) throws(LiveError) -> ReadResult {
    guard let dev else { return .gone }
    let size = MemoryLayout<input_event>.stride
    while true {
      let n = Glibc.read(fd, buffer, Self.readCapacity * size)
      if n < 0 {
        let code = errno
        switch code {
        case EAGAIN: return .drained
        case EINTR: continue
        case ENODEV: return .gone
        default: throw LiveError(.other, path: path, "read failed: \(LiveError.errnoText(code))")
        }
      }
      let count = n / size
      for k in 0..<count {
        var ev = buffer[k]
        if ev.type == UInt16(EV_SYN) && ev.code == UInt16(SYN_DROPPED) {
          body(Self.event(ev))
          // What followed the drop in this read is discarded with the rest (libevdev's
          // drain_events).
          return try resync(dev, body)
        }
        guard readState.passes(&ev, dev) else { continue }
        body(Self.event(ev))
      }
      if count < Self.readCapacity { return .drained }
    }
  }

  /// Events taken by one `read(2)`.
  private static let readCapacity = 256
  /// ``read(_:)``'s buffer, made once, when the node is open (a failed init frees nothing).
  private let buffer: UnsafeMutablePointer<input_event>
  /// What libevdev's own reads would keep and check (it is handed over for a resync).
  private var readState: LibevdevReadState

  /// libevdev's sync after a `SYN_DROPPED`, forced: it discards what is pending and delivers
  /// the differences between its state of the device (``readState``, handed to it) and the
  /// device's own.
  private func resync(_ dev: OpaquePointer, _ body: (EvdevEvent) -> Void) throws(LiveError)
    -> ReadResult
  {
    var ev = input_event()
    let success = Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue)
    let sync = Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue)
    readState.store(into: dev)
    // Forced, the sync reports that it starts, without an event; its events follow.
    var rc = libevdev_next_event(dev, LIBEVDEV_READ_FLAG_FORCE_SYNC.rawValue, &ev)
    if rc == sync {
      repeat {
        rc = libevdev_next_event(dev, LIBEVDEV_READ_FLAG_SYNC.rawValue, &ev)
        if rc == success || rc == sync {
          readState.take(ev)
          body(Self.event(ev))
        }
      } while rc == success || rc == sync || rc == -EINTR
    }
    switch -rc {
    case EAGAIN: return .drained
    case ENODEV: return .gone
    default:
      throw LiveError(
        .other, path: path, "resynchronising after SYN_DROPPED: \(LiveError.errnoText(-rc))")
    }
  }

  /// The contacts already on the surface when the device was opened, as the events of one frame
  /// stamped `time`: for every protocol-B slot with a tracking id, the slot, its id and its
  /// values, then the pressed `BTN_TOUCH`/`BTN_TOOL_*` keys (or single-touch position) and a
  /// `SYN_REPORT`. Empty when nothing is down. Fed to the decoder first, so a finger that was
  /// already down when listening began is seen.
  public func currentStateEvents(at time: Int64) -> [EvdevEvent] {
    guard let dev else { return [] }
    var events: [EvdevEvent] = []
    func add(_ type: Int32, _ code: Int32, _ value: Int32) {
      events.append(EvdevEvent(time: time, type: UInt16(type), code: UInt16(code), value: value))
    }
    let slots = libevdev_get_num_slots(dev)
    if slots > 0 {
      for slot in 0..<slots {
        let id = libevdev_get_slot_value(dev, UInt32(slot), UInt32(ABS_MT_TRACKING_ID))
        guard id >= 0 else { continue }
        add(EV_ABS, ABS_MT_SLOT, slot)
        for code in ABS_MT_TOUCH_MAJOR...ABS_MT_TOOL_Y
        where code != ABS_MT_TRACKING_ID
          && libevdev_has_event_code(dev, UInt32(EV_ABS), UInt32(code)) != 0
        {
          add(EV_ABS, code, libevdev_get_slot_value(dev, UInt32(slot), UInt32(code)))
        }
        add(EV_ABS, ABS_MT_TRACKING_ID, id)
      }
      if !events.isEmpty {
        add(EV_ABS, ABS_MT_SLOT, libevdev_get_current_slot(dev))
      }
    }
    if libevdev_get_event_value(dev, UInt32(EV_KEY), UInt32(BTN_TOUCH)) != 0 {
      if slots <= 0 {
        for code in [ABS_X, ABS_Y, ABS_PRESSURE]
        where libevdev_has_event_code(dev, UInt32(EV_ABS), UInt32(code)) != 0 {
          add(EV_ABS, code, libevdev_get_event_value(dev, UInt32(EV_ABS), UInt32(code)))
        }
      }
      add(EV_KEY, BTN_TOUCH, 1)
    }
    for code in [BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP, BTN_TOOL_QUADTAP]
    where libevdev_get_event_value(dev, UInt32(EV_KEY), UInt32(code)) != 0 {
      add(EV_KEY, code, 1)
    }
    if libevdev_get_event_value(dev, UInt32(EV_KEY), UInt32(BTN_TOOL_QUINTTAP)) != 0 {
      add(EV_KEY, BTN_TOOL_QUINTTAP, 1)
    }
    guard !events.isEmpty else { return [] }
    add(EV_SYN, SYN_REPORT, 0)
    return events
  }

  static func event(_ ev: input_event) -> EvdevEvent {
    EvdevEvent(
      time: Int64(ev.time.tv_sec) * 1_000_000 + Int64(ev.time.tv_usec), type: ev.type,
      code: ev.code, value: ev.value)
  }

  /// The description of the device behind `dev`: name, ids, supported codes, axes, properties,
  /// current LED and switch states, and the node's udev properties (`ID_INPUT*`, `LIBINPUT*`).
  static func describe(_ dev: OpaquePointer, path: String) -> DeviceDescription {
    let name = libevdev_get_name(dev).map { String(cString: $0) } ?? ""
    var d = DeviceDescription(
      name: name,
      id: DeviceID(
        bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(dev)),
        vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(dev)),
        product: UInt16(truncatingIfNeeded: libevdev_get_id_product(dev)),
        version: UInt16(truncatingIfNeeded: libevdev_get_id_version(dev))),
      node: path)
    for type in 0...UInt32(EV_MAX) where libevdev_has_event_type(dev, type) != 0 {
      var codes = Set<UInt16>()
      let max = libevdev_event_type_get_max(type)
      if max >= 0 {
        for code in 0...UInt32(max) where libevdev_has_event_code(dev, type, code) != 0 {
          codes.insert(UInt16(code))
        }
      }
      d.codes[UInt16(type)] = codes
    }
    for code in d.codes[EventType.abs] ?? [] {
      if let a = libevdev_get_abs_info(dev, UInt32(code)) {
        d.absInfo[code] = AbsInfo(
          minimum: a.pointee.minimum, maximum: a.pointee.maximum, fuzz: a.pointee.fuzz,
          flat: a.pointee.flat, resolution: a.pointee.resolution)
      }
    }
    for prop in 0...UInt32(INPUT_PROP_MAX) where libevdev_has_property(dev, prop) != 0 {
      d.properties.insert(UInt16(prop))
    }
    for code in d.codes[EventType.led] ?? [] {
      d.leds[code] = libevdev_get_event_value(dev, UInt32(EV_LED), UInt32(code))
    }
    for code in d.codes[EventType.sw] ?? [] {
      d.switches[code] = libevdev_get_event_value(dev, UInt32(EV_SW), UInt32(code))
    }
    d.udevProperties = Udev.properties(ofNode: path)
    return d
  }
}
