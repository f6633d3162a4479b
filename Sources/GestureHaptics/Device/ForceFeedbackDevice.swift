import CLinuxInput
import Gestures
import Glibc

/// An evdev force-feedback device (`/dev/input/eventN`) opened for writing: uploads effects with
/// `EVIOCSFF`, plays and stops them by writing `EV_FF` events, erases them with `EVIOCRMFF`, sets
/// `FF_GAIN`, as the kernel's `Documentation/input/ff.rst` describes.
///
/// The effects belong to this open descriptor: the kernel erases them when it is closed, so a
/// program that dies leaves nothing behind (a playing effect stops at its replay length at the
/// latest). Write access is needed (root, or a udev `uaccess` rule like feedbackd's).
public final class ForceFeedbackDevice: ForceFeedbackOutput {
  /// The device node, as given.
  public let path: String
  /// What the device can do.
  public let capabilities: ForceFeedbackCapabilities
  private var fd: Int32

  /// The effect slots the device reports (`EVIOCGEFFECTS`), at least 1.
  public var maximumEffects: Int { max(1, capabilities.maximumEffects) }

  /// Opens `path` read-write and reads its capabilities.
  ///
  /// - Throws: ``ForceFeedbackError`` when it cannot be opened, is not an evdev device, or has
  ///   no rumble or periodic force feedback.
  public init(path: String) throws(ForceFeedbackError) {
    self.path = path
    fd = PathBytes.withCString(path) { Glibc.open($0, O_RDWR | O_NONBLOCK | O_CLOEXEC) }
    guard fd >= 0 else {
      let code = errno
      var message = "cannot open: " + String(cString: strerror(code))
      if code == EACCES {
        message += " (force feedback needs write access: run as root or add a udev uaccess rule)"
      }
      throw ForceFeedbackError(
        code == ENODEV || code == ENOENT ? .gone : .other, device: path, message)
    }
    switch ForceFeedbackCapabilities.read(descriptor: fd) {
    case .success(let c): capabilities = c
    case .failure(let unreadable):
      Glibc.close(fd)
      throw ForceFeedbackError(.other, device: path, unreadable.message)
    }
    guard capabilities.profile != nil else {
      Glibc.close(fd)
      throw ForceFeedbackError(.other, device: path, "has neither FF_RUMBLE nor FF_PERIODIC")
    }
  }

  deinit { close() }

  /// The device's descriptor (evdev reports `POLLHUP` on it once the device is gone).
  public var hangupDescriptor: Int32? { fd >= 0 ? fd : nil }

  /// Closes the descriptor (the kernel stops and erases this client's effects).
  public func close() {
    if fd >= 0 { Glibc.close(fd) }
    fd = -1
  }

  private func failure(_ what: String) -> ForceFeedbackError {
    let code = errno
    let kind: ForceFeedbackError.Kind = code == ENODEV ? .gone : code == ENOSPC ? .noSpace : .other
    return ForceFeedbackError(kind, device: path, "\(what): " + String(cString: strerror(code)))
  }

  /// Uploads `effect` lasting `length` ms with `EVIOCSFF`, into slot `id` or a new slot when
  /// `id` is nil; returns the slot. `time` is not used: the device acts at once.
  public func upload(_ effect: ForceFeedbackEffect, id: Int?, length: Int, at time: Int64)
    throws(ForceFeedbackError) -> Int
  {
    var e = ff_effect()
    e.id = Int16(id ?? -1)
    e.replay.length = UInt16(min(0x7FFF, max(0, length)))
    switch effect {
    case .rumble(let strong, let weak):
      e.type = UInt16(FF_RUMBLE)
      e.u.rumble.strong_magnitude = strong
      e.u.rumble.weak_magnitude = weak
    case .periodic(let waveform, let period, let magnitude):
      e.type = UInt16(FF_PERIODIC)
      e.u.periodic.waveform = waveform.code
      e.u.periodic.period = period
      e.u.periodic.magnitude = magnitude
    }
    guard cinput_ioctl_eviocsff(fd, &e) == 0 else { throw failure("EVIOCSFF") }
    return Int(e.id)
  }

  private func send(code: UInt16, value: Int32, _ what: String) throws(ForceFeedbackError) {
    var event = input_event()
    event.type = UInt16(EV_FF)
    event.code = code
    event.value = value
    let n = withUnsafeBytes(of: &event) { Glibc.write(fd, $0.baseAddress, $0.count) }
    guard n == MemoryLayout<input_event>.size else { throw failure(what) }
  }

  /// Starts slot `id`'s effect (an `EV_FF` event of value 1), at once.
  public func play(_ id: Int, at time: Int64) throws(ForceFeedbackError) {
    try send(code: UInt16(id), value: 1, "play")
  }

  /// Stops slot `id`'s effect (an `EV_FF` event of value 0), at once.
  public func stop(_ id: Int, at time: Int64) throws(ForceFeedbackError) {
    try send(code: UInt16(id), value: 0, "stop")
  }

  /// Frees slot `id` (`EVIOCRMFF`).
  public func erase(_ id: Int, at time: Int64) throws(ForceFeedbackError) {
    guard cinput_ioctl_eviocrmff(fd, Int32(id)) == 0 else { throw failure("EVIOCRMFF") }
  }

  /// Sets the device-wide gain, 0 … 1, as `FF_GAIN` 0 … 0xFFFF.
  public func setGain(_ gain: Double, at time: Int64) throws(ForceFeedbackError) {
    guard capabilities.codes.contains(ForceFeedbackCapabilities.gain) else { return }
    try send(
      code: UInt16(FF_GAIN), value: Int32(clamping: (min(1, max(0, gain)) * 0xFFFF).rounded()),
      "gain")
  }
}
