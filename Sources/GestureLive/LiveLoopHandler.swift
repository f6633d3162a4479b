import Gestures

/// What a ``LiveLoop`` delivers, and where it asks for time: a `GestureSession` session
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
  /// One of ``LiveConfiguration/wakeDescriptors`` is readable (`time` is now, µs): serve it
  /// (and so make it unreadable). Called once per wake-up that found it readable, before
  /// ``liveLoop(flushAt:)``, and never otherwise.
  func liveLoop(wakeDescriptorReadable descriptor: Int32, at time: Int64)
  /// Something worth telling the user (a device listened to, skipped, gone, events dropped).
  func liveLoop(note: String)
}

extension LiveLoopHandler {
  /// Does nothing: a handler that keeps no per-device state need not implement it.
  public func liveLoop(removedDevice index: Int) {}
  /// Does nothing: a handler that does not tell devices apart need not implement it.
  public func liveLoop(device index: Int, isA kind: DeviceKind) {}
  /// Does nothing: a handler that gives the loop no wake descriptors need not implement it.
  public func liveLoop(wakeDescriptorReadable descriptor: Int32, at time: Int64) {}
}
