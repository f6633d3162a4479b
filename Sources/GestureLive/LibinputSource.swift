import CEvdev
import CInput
import CLinuxInput
import GestureTraces
import Gestures
import Glibc

/// Live input through libinput: the udev seat backend (hotplug) or the path backend (named
/// nodes). Touchscreen touch events become ``/Gestures/TouchFrame``s of contacts in the same
/// millimetres as the evdev backend and trace replay (libinput's transformed coordinates over the
/// surface size that ``/Gestures/TouchSurface`` gives the device). Touchpads give no touch
/// positions through libinput but its decisions: their pinches, swipes, holds, finger scrolls,
/// taps and clicks become frames that carry the decision (``/Gestures/TouchFrame/decision``,
/// which the touchpad gestures follow) and made-up contacts around the surface centre for the
/// contact gestures: a pinch is two contacts whose separation follows libinput's scale and whose
/// angle follows libinput's rotation, so `magnify` and `rotate` are driven by libinput's own
/// pinch; a swipe, hold or scroll is its finger count of contacts moving (or resting) together.
/// Each touchpad is configured as the session's ``/Gestures/TouchpadConfiguration`` for it says
/// (tapping, tap-and-drag, drag lock, the tap button map, the click method), so libinput taps
/// as the evdev backend's stage would.
public final class LibinputSource {
  /// A libinput device the session knows.
  final class Device {
    let index: Int
    let name: String
    let node: String
    let surface: TouchSurface?
    /// Touch slot → contact, for touchscreens.
    var contacts: [Int32: Contact] = [:]
    var nextID = 1
    /// A touchpad's decisions as frames.
    var touchpad: LibinputTouchpadFrames?
    /// A touchpad's node, open to read which of its own buttons are down (`EVIOCGKEY`): a
    /// button libinput sends while the pad's is down is a click, else tapping's. -1: none.
    var keys: Int32 = -1

    init(index: Int, name: String, node: String, surface: TouchSurface?) {
      self.index = index
      self.name = name
      self.node = node
      self.surface = surface
    }

    deinit { if keys >= 0 { close(keys) } }

    /// True when the pad's own BTN_LEFT, BTN_RIGHT or BTN_MIDDLE is down now.
    var physicalButtonDown: Bool {
      guard keys >= 0 else { return false }
      var bits = [UInt8](repeating: 0, count: 96)
      guard cinput_ioctl_eviocgkey(keys, &bits, UInt32(bits.count)) >= 0 else { return false }
      // BTN_LEFT, BTN_RIGHT, BTN_MIDDLE: bits 0x110…0x112, in byte 0x22.
      return bits[0x110 / 8] & 0b111 != 0
    }
  }

  /// What the source tells the session.
  public enum Event {
    /// A device joined: its session index, node, name and what it is.
    case added(
      index: Int, node: String, name: String, kind: DeviceKind, summary: String,
      surface: TouchSurface?)
    /// A device left; its contacts were cancelled in the frame delivered just before.
    case removed(index: Int, node: String, name: String)
    /// A frame of contacts.
    case frame(TouchFrame)
  }

  /// libinput's separation of a synthesized pinch's two contacts at its start, in mm.
  public static let pinchSeparation = 30.0
  /// Spacing of a synthesized swipe's or hold's contacts, in mm.
  public static let fingerSpacing = 15.0

  private let li: OpaquePointer
  private let udev: OpaquePointer?
  /// Poll this; when readable, call ``dispatch(_:)``.
  public let fd: Int32
  private var devices: [OpaquePointer: Device] = [:]
  private var nextIndex: Int
  /// libinput's user data: the grab flag `open_restricted` reads, and the log's receiver.
  private let context: UnsafeMutablePointer<cinput_context>
  /// Where libinput's messages go, and libevdev's about the devices probed (it outlives `li`).
  private let log: LibraryLog
  private let evdevLog: ((String) -> Void)?
  /// libinput keeps a pointer to the interface: it lives as long as the context.
  private let interface: UnsafeMutablePointer<libinput_interface>

  /// How each touchpad is configured, from its description (nil when its node cannot be read).
  private let configure: (DeviceDescription?) -> TouchpadConfiguration

  /// A udev-backend source for `seat`, or a path-backend source for `paths`; device indices
  /// start at `firstIndex`; each touchpad configured as `touchpad` says for it. libinput's
  /// messages are dropped (``init(seat:paths:grab:firstIndex:touchpad:log:)`` takes them).
  ///
  /// - Throws: ``LiveError`` when libinput cannot be set up or a path cannot be added (with the
  ///   reason from opening the node ourselves: permission, no such device).
  public convenience init(
    seat: String?, paths: [String], grab: Bool, firstIndex: Int = 0,
    touchpad: @escaping (DeviceDescription?) -> TouchpadConfiguration = { _ in
      TouchpadConfiguration()
    }
  ) throws(LiveError) {
    try self.init(
      seat: seat, paths: paths, grab: grab, firstIndex: firstIndex, touchpad: touchpad, log: nil)
  }

  /// A udev-backend source for `seat`, or a path-backend source for `paths`; device indices
  /// start at `firstIndex`; each touchpad configured as `touchpad` says for it. libinput's
  /// messages (at its log priority, ERROR unless changed), which libinput would otherwise write
  /// to stderr as it formatted them, go to `log` (nil drops them) as lines safe for a terminal:
  /// `libinput error: …`, a device's name or path with its control characters escaped; so do
  /// libevdev's about the devices the source reads the size of (`libevdev error: …`).
  ///
  /// - Throws: ``LiveError`` when libinput cannot be set up or a path cannot be added (with the
  ///   reason from opening the node ourselves: permission, no such device).
  public init(
    seat: String?, paths: [String], grab: Bool, firstIndex: Int = 0,
    touchpad: @escaping (DeviceDescription?) -> TouchpadConfiguration = { _ in
      TouchpadConfiguration()
    },
    log: ((String) -> Void)?
  ) throws(LiveError) {
    nextIndex = firstIndex
    configure = touchpad
    self.log = LibraryLog(.libinput, note: log)
    evdevLog = log
    let contextPointer = UnsafeMutablePointer<cinput_context>.allocate(capacity: 1)
    contextPointer.initialize(
      to: cinput_context(
        grab: grab ? 1 : 0, log_line: LibraryLog.receiver, log_context: self.log.context))
    context = contextPointer
    let callbacks = libinput_interface(
      open_restricted: { path, flags, data in
        guard let path else { return -EINVAL }
        let fd = open(path, flags | O_CLOEXEC)
        if fd < 0 { return -errno }
        if let data, data.assumingMemoryBound(to: cinput_context.self).pointee.grab != 0 {
          _ = cinput_ioctl_eviocgrab(fd, 1)
        }
        return fd
      },
      close_restricted: { fd, _ in _ = close(fd) })
    let stored = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
    stored.initialize(to: callbacks)
    interface = stored
    // Until the source is whole, a failure frees what deinit would.
    func release() {
      contextPointer.deallocate()
      stored.deallocate()
    }
    if let seat {
      guard let udev = udev_new() else {
        release()
        throw LiveError(.other, "cannot create a udev context")
      }
      guard let li = libinput_udev_create_context(stored, contextPointer, udev) else {
        udev_unref(udev)
        release()
        throw LiveError(.other, "cannot create a libinput context")
      }
      // Before the seat is assigned: libinput logs about the devices it finds there.
      cinput_log_set_handler(li)
      if libinput_udev_assign_seat(li, seat) != 0 {
        libinput_unref(li)
        udev_unref(udev)
        release()
        throw LiveError(.other, "libinput cannot use seat \(seat)")
      }
      self.li = li
      self.udev = udev
    } else {
      guard let li = libinput_path_create_context(stored, contextPointer) else {
        release()
        throw LiveError(.other, "cannot create a libinput context")
      }
      // Before any device is added: libinput logs why it cannot use one, naming its path.
      cinput_log_set_handler(li)
      self.li = li
      self.udev = nil
    }
    fd = libinput_get_fd(li)
    // Whole from here: a path that cannot be added is undone by deinit.
    guard seat == nil else { return }
    for path in paths {
      // Open it ourselves first: libinput only logs why it could not.
      let probe = PathBytes.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
      if probe < 0 { throw LiveError.open(path: path, errno: errno) }
      close(probe)
      if PathBytes.withCString(path, { libinput_path_add_device(li, $0) }) == nil {
        throw LiveError(.notEvdev, path: path, "libinput cannot use this device")
      }
    }
  }

  deinit {
    libinput_unref(li)
    if let udev { udev_unref(udev) }
    context.deallocate()
    interface.deallocate()
  }

  /// Reads what libinput has and hands every resulting event to `body`, in order.
  public func dispatch(_ body: (Event) -> Void) {
    libinput_dispatch(li)
    while let event = libinput_get_event(li) {
      handle(event, body)
      libinput_event_destroy(event)
    }
  }

  /// The session indices of the devices still present.
  public var deviceIndices: [Int] { devices.values.map(\.index).sorted() }

  private func handle(_ event: OpaquePointer, _ body: (Event) -> Void) {
    let type = libinput_event_get_type(event)
    guard let dev = libinput_event_get_device(event) else { return }
    switch type {
    case LIBINPUT_EVENT_DEVICE_ADDED:
      added(dev, body)
    case LIBINPUT_EVENT_DEVICE_REMOVED:
      guard let d = devices[dev] else { return }
      if let frame = cancelAll(d, at: MonotonicClock.now()) { body(.frame(frame)) }
      devices[dev] = nil
      libinput_device_unref(dev)
      body(.removed(index: d.index, node: d.node, name: d.name))
    case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP,
      LIBINPUT_EVENT_TOUCH_CANCEL, LIBINPUT_EVENT_TOUCH_FRAME:
      guard let d = devices[dev], let touch = libinput_event_get_touch_event(event) else { return }
      if type == LIBINPUT_EVENT_TOUCH_FRAME {
        let time = Int64(libinput_event_touch_get_time_usec(touch))
        if let frame = touchFrame(d, at: time) { body(.frame(frame)) }
      } else {
        touchEvent(d, touch, type)
      }
    case LIBINPUT_EVENT_GESTURE_PINCH_BEGIN, LIBINPUT_EVENT_GESTURE_PINCH_UPDATE,
      LIBINPUT_EVENT_GESTURE_PINCH_END, LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN,
      LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE, LIBINPUT_EVENT_GESTURE_SWIPE_END,
      LIBINPUT_EVENT_GESTURE_HOLD_BEGIN, LIBINPUT_EVENT_GESTURE_HOLD_END:
      guard let d = devices[dev], let g = libinput_event_get_gesture_event(event) else { return }
      if let frame = gestureEvent(d, g, type) { body(.frame(frame)) }
    case LIBINPUT_EVENT_POINTER_SCROLL_FINGER:
      guard let d = devices[dev], let p = libinput_event_get_pointer_event(event) else { return }
      for frame in scrollEvent(d, p) { body(.frame(frame)) }
    case LIBINPUT_EVENT_POINTER_BUTTON:
      guard let d = devices[dev], let p = libinput_event_get_pointer_event(event),
        let button = PadButtons(code: UInt16(clamping: libinput_event_pointer_get_button(p)))
      else { return }
      let pressed = libinput_event_pointer_get_button_state(p) == LIBINPUT_BUTTON_STATE_PRESSED
      let time = Int64(libinput_event_pointer_get_time_usec(p))
      if let frame = d.touchpad?.button(
        button, pressed: pressed, physical: pressed && d.physicalButtonDown, at: time)
      {
        body(.frame(frame))
      }
    default:
      break
    }
  }

  private func added(_ dev: OpaquePointer, _ body: (Event) -> Void) {
    let touch = libinput_device_has_capability(dev, LIBINPUT_DEVICE_CAP_TOUCH) != 0
    let gesture = libinput_device_has_capability(dev, LIBINPUT_DEVICE_CAP_GESTURE) != 0
    let pointer = libinput_device_has_capability(dev, LIBINPUT_DEVICE_CAP_POINTER) != 0
    guard touch || gesture || pointer else { return }
    let sysname = libinput_device_get_sysname(dev).map { String(cString: $0) } ?? "?"
    let node = "/dev/input/" + sysname
    let name = libinput_device_get_name(dev).map { String(cString: $0) } ?? sysname
    // The same millimetres as the evdev backend and replay: the surface from the node's axes.
    var surface: TouchSurface?
    var description: DeviceDescription?
    var summary = touch ? "(touchscreen, libinput touch)" : "(touchpad, libinput gestures)"
    if let evdev = try? EvdevDevice(path: node, log: evdevLog) {
      surface = TouchSurface(device: evdev.description)
      description = evdev.description
      summary = DeviceList.summary(evdev)
      evdev.close()
    }
    // A touchpad without libinput's gesture capability (semi-MT, single-touch, two slots on
    // some pads) still scrolls, taps and clicks; other pointers (mice) are not touch devices.
    guard touch || gesture || description?.kind == .touchpad else { return }
    if surface == nil {
      var w = 0.0
      var h = 0.0
      if libinput_device_get_size(dev, &w, &h) == 0 {
        var desc = DeviceDescription(name: name)
        desc.absInfo[AbsCode.x] = AbsInfo(
          minimum: 0, maximum: Int32(clamping: w * 100), resolution: 100)
        desc.absInfo[AbsCode.y] = AbsInfo(
          minimum: 0, maximum: Int32(clamping: h * 100), resolution: 100)
        surface = TouchSurface(device: desc)
      }
    }
    let d = Device(index: nextIndex, name: name, node: node, surface: surface)
    if !touch {
      let configuration = configure(description)
      Self.apply(configuration, to: dev)
      d.touchpad = LibinputTouchpadFrames(
        device: d.index, width: surface?.width ?? 60, height: surface?.height ?? 40,
        configuration: configuration)
      d.keys = open(node, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    }
    nextIndex += 1
    devices[libinput_device_ref(dev)] = d
    body(
      .added(
        index: d.index, node: node, name: name, kind: touch ? .touchscreen : .touchpad,
        summary: summary, surface: surface))
  }

  private func touchEvent(_ d: Device, _ touch: OpaquePointer, _ type: libinput_event_type) {
    let slot = max(0, libinput_event_touch_get_slot(touch))
    switch type {
    case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
      // libinput transforms (value - minimum) · width / (maximum - minimum + 1): with that
      // range as the width it gives the raw offset, which the surface turns into millimetres
      // exactly as the evdev decoder does.
      var mmX = libinput_event_touch_get_x(touch)
      var mmY = libinput_event_touch_get_y(touch)
      if let s = d.surface {
        let rangeX = (s.width * s.unitsPerMillimetreX).rounded() + 1
        let rangeY = (s.height * s.unitsPerMillimetreY).rounded() + 1
        mmX =
          libinput_event_touch_get_x_transformed(touch, UInt32(clamping: rangeX))
          / s.unitsPerMillimetreX
        mmY =
          libinput_event_touch_get_y_transformed(touch, UInt32(clamping: rangeY))
          / s.unitsPerMillimetreY
      }
      if type == LIBINPUT_EVENT_TOUCH_DOWN {
        d.contacts[slot] = Contact(
          id: d.nextID, slot: Int(slot), x: mmX, y: mmY, phase: .down)
        d.nextID += 1
      } else if var c = d.contacts[slot] {
        c.x = mmX
        c.y = mmY
        if c.phase != .down { c.phase = .moved }
        d.contacts[slot] = c
      }
    case LIBINPUT_EVENT_TOUCH_UP:
      d.contacts[slot]?.phase = .up
    default:
      d.contacts[slot]?.phase = .cancelled
    }
  }

  private func touchFrame(_ d: Device, at time: Int64) -> TouchFrame? {
    var frame = TouchFrame(time: time, device: d.index)
    for slot in d.contacts.keys.sorted() {
      guard let c = d.contacts[slot] else { continue }
      frame.contacts.append(c)
      if c.phase == .up || c.phase == .cancelled {
        d.contacts[slot] = nil
      } else {
        d.contacts[slot]?.phase = .stationary
      }
    }
    frame.fingerCount = frame.contacts.filter(\.phase.isActive).count
    return frame.hasChanges ? frame : nil
  }

  private func cancelAll(_ d: Device, at time: Int64) -> TouchFrame? {
    if let frame = d.touchpad?.cancelAll(at: time) { return frame }
    var frame = TouchFrame(time: time, device: d.index, cancellation: .deviceRemoved)
    for slot in d.contacts.keys.sorted() {
      guard var c = d.contacts[slot], c.phase.isActive else { continue }
      c.phase = .cancelled
      frame.contacts.append(c)
    }
    d.contacts = [:]
    return frame.contacts.isEmpty ? nil : frame
  }
}
