import Gestures

/// Where a ``LiveLoop`` takes its touches from.
public struct LiveConfiguration: Hashable, Sendable {
  /// How touches are read.
  public enum Backend: String, Hashable, Sendable {
    /// Raw evdev through libevdev: full touch positions on touchscreens and touchpads, the same
    /// decoder as trace replay.
    case evdev
    /// libinput: touch events for touchscreens, and libinput's own gestures on touchpads.
    case libinput
  }

  /// Device nodes to listen to; empty means the seat's devices.
  public var devices: [String]
  /// The udev seat whose touch devices to listen to, following hotplug (used when `devices` is
  /// empty; `seat0` when nil).
  public var seat: String?
  /// How touches are read: evdev (the default) or libinput.
  public var backend: Backend
  /// Take the devices exclusively (`EVIOCGRAB`): no other client sees their events meanwhile.
  public var grab: Bool
  /// With `grab` (evdev backend): give each grabbed device a uinput clone that carries on
  /// every event until ``LiveLoop/claim(device:)``, made through this uinput node; nil for none.
  public var cloneThrough: String? = nil
  /// Keep, for each frame a clone carries on, the time from the device's kernel stamp to the
  /// clone's write (``LiveLoop/cloneLatencies``).
  public var measuresCloneLatency = false
  /// Record the raw events to this file (`.yml`/`.yaml`: libinput record; else evemu, one
  /// device). Needs the evdev backend. The recording is written beside the path and renamed
  /// over it when the session ends: meanwhile a reader of the path sees what was there before.
  public var record: String?
  /// A descriptor that, once readable, ends the session (the command line's signalfd for
  /// SIGINT and SIGTERM); the loop only watches it and never reads it.
  public var stopDescriptor: Int32?
  /// Descriptors that, once readable, wake the loop for the handler's idle work
  /// (``LiveLoopHandler/liveLoop(wakeDescriptorReadable:at:)``): an actions launcher's
  /// (`ProcessLauncher.descriptor`, readable when a program ended). The loop only watches them;
  /// the handler must make them unreadable (reap), or the loop wakes at once again.
  public var wakeDescriptors: [Int32] = []
  /// libinput's quirks, for judging each device's contacts (``/Gestures/ContactRules``); with the
  /// machine's DMI modalias, as libinput matches them. Empty: libinput's defaults.
  public var quirks: LibinputQuirks
  /// libinput's configuration of every touchpad (tapping, tap-and-drag, drag lock) for the
  /// evdev backend; the libinput backend leaves libinput's own.
  public var touchpad = TouchpadConfiguration()
  /// Configurations of single touchpads, by ``deviceKey(vendor:product:name:)``, in place of
  /// ``touchpad`` (a desktop that keeps them per device: KDE Plasma).
  public var touchpadByDevice: [String: TouchpadConfiguration] = [:]

  /// The key of ``touchpadByDevice`` for a device: `VENDOR:PRODUCT:NAME`, the ids in decimal.
  public static func deviceKey(vendor: UInt16, product: UInt16, name: String) -> String {
    "\(vendor):\(product):\(name)"
  }

  /// The configuration `device` decodes with.
  public func touchpad(for device: DeviceDescription) -> TouchpadConfiguration {
    let key = Self.deviceKey(
      vendor: device.id.vendor, product: device.id.product, name: device.name)
    return touchpadByDevice[key] ?? touchpad
  }

  /// Touches from `devices` (or the `seat`'s devices when none are named) through `backend`,
  /// grabbed when `grab`, recorded to `record`, until `stopDescriptor` is readable; the
  /// properties' documentation says what each means. The other settings are set afterwards.
  public init(
    devices: [String] = [], seat: String? = nil, backend: Backend = .evdev, grab: Bool = false,
    record: String? = nil, stopDescriptor: Int32? = nil, quirks: LibinputQuirks = LibinputQuirks()
  ) {
    self.quirks = quirks
    self.devices = devices
    self.seat = seat
    self.backend = backend
    self.grab = grab
    self.record = record
    self.stopDescriptor = stopDescriptor
  }

  /// The seat listened to: nil when devices are named, else `seat` or `seat0`.
  public var effectiveSeat: String? { devices.isEmpty ? (seat ?? "seat0") : nil }
}
