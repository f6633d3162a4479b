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
  /// device). Needs the evdev backend.
  public var record: String?
  /// A descriptor that, once readable, ends the session (the command line's signalfd for
  /// SIGINT and SIGTERM); the loop only watches it and never reads it.
  public var stopDescriptor: Int32?
  /// libinput's quirks, for judging each device's contacts (``ContactRules``); with the
  /// machine's DMI modalias, as libinput matches them. Empty: libinput's defaults.
  public var quirks: LibinputQuirks

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

/// What a ``LiveLoop`` delivers, and where it asks for time: a ``GestureSession`` session
/// behind the command line, or an app's own engine.
public protocol LiveLoopHandler: AnyObject {
  /// The session's first event arrived at `time` µs (CLOCK_MONOTONIC): output times count
  /// from it.
  func liveLoop(originAt time: Int64)
  /// Device `index` was added: its name (for the logs) and its surface (mm), when known.
  func liveLoop(addedDevice index: Int, name: String, surface: TouchSurface?)
  /// Device `index`, just added, is a touchscreen or a touchpad (what bindings filter on).
  func liveLoop(device index: Int, isA kind: DeviceKind)
  /// A decoded frame, handed over in time order across devices.
  func liveLoop(frame: TouchFrame)
  /// Device `index` is gone; the frame cancelling its contacts was handed over first. Its index
  /// is not used again (a device plugged back in gets a new one).
  func liveLoop(removedDevice index: Int)
  /// The earliest time (µs) the handler has something to do without input; the loop's timer
  /// is armed at it.
  var nextDeadline: Int64? { get }
  /// The time has come: run what is due up to `time` µs.
  func liveLoop(advanceTo time: Int64)
  /// The loop is idle until its next wake-up: write what is pending (`time` is now, µs).
  func liveLoop(flushAt time: Int64)
  /// Something worth telling the user (a device listened to, skipped, gone, events dropped).
  func liveLoop(note: String)
}

extension LiveLoopHandler {
  /// Does nothing: a handler that keeps no per-device state need not implement it.
  public func liveLoop(removedDevice index: Int) {}
  /// Does nothing: a handler that does not tell devices apart need not implement it.
  public func liveLoop(device index: Int, isA kind: DeviceKind) {}
}
