import Glibc

/// What the hardware can play, like `CHHapticDeviceCapability`: the force-feedback devices and
/// whether any of them can be used.
public struct HapticHardwareCapabilities: Hashable, Sendable {
  /// Every evdev device with rumble or periodic force feedback, in event-number order.
  public var devices: [HapticDeviceInfo]

  /// True when some device can be opened to play (`supportsHaptics`).
  public var supportsHaptics: Bool { devices.contains { $0.isWritable } }

  /// Always false: there is no audio here (`supportsAudio`).
  public var supportsAudio: Bool { false }

  /// The device an engine opens when none is named: the first writable one.
  public var defaultDevice: HapticDeviceInfo? { devices.first { $0.isWritable } }

  /// Scans `directory` (default `/dev/input`) for `event*` nodes, reading each one's
  /// capabilities with read access (a node this process cannot read is left out).
  public static func scan(directory: String = "/dev/input") -> HapticHardwareCapabilities {
    var numbers: [Int] = []
    if let dir = opendir(directory) {
      while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name.hasPrefix("event"), let n = Int(name.dropFirst(5)), n >= 0 { numbers.append(n) }
      }
      closedir(dir)
    }
    var devices: [HapticDeviceInfo] = []
    for n in numbers.sorted() {
      let path = directory + "/event\(n)"
      let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      guard fd >= 0 else { continue }
      defer { close(fd) }
      guard case .success(let c) = ForceFeedbackCapabilities.read(descriptor: fd),
        let profile = c.profile
      else { continue }
      devices.append(
        HapticDeviceInfo(
          path: path, capabilities: c, profile: profile, isWritable: access(path, W_OK) == 0))
    }
    return HapticHardwareCapabilities(devices: devices)
  }
}
