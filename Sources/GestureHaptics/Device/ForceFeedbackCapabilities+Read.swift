import CLinuxInput
import Glibc

extension ForceFeedbackCapabilities {
  /// Why a descriptor's capabilities could not be read.
  public struct Unreadable: Error, Hashable, Sendable {
    /// Which request failed and the system's reason.
    public var message: String
  }

  /// Reads the capabilities of an open evdev descriptor (read access is enough): `EVIOCGBIT`
  /// for the event types, `EV_FF` and `EV_KEY` bits, `EVIOCGEFFECTS`, `EVIOCGNAME`. Fails when
  /// the descriptor is not an evdev device or has no force feedback.
  public static func read(descriptor fd: Int32) -> Result<ForceFeedbackCapabilities, Unreadable> {
    var types = [UInt8](repeating: 0, count: 4)
    var ff = [UInt8](repeating: 0, count: 16)
    var keys = [UInt8](repeating: 0, count: 96)
    var name = [CChar](repeating: 0, count: 256)
    var effects: Int32 = 0
    guard cinput_ioctl_eviocgbit(fd, 0, &types, 4) >= 0 else {
      return .failure(Unreadable(message: "not an evdev device"))
    }
    func has(_ bits: [UInt8], _ code: Int) -> Bool {
      code / 8 < bits.count && bits[code / 8] & (1 << UInt8(code % 8)) != 0
    }
    guard has(types, Int(EV_FF)), cinput_ioctl_eviocgbit(fd, UInt32(EV_FF), &ff, 16) >= 0 else {
      return .failure(Unreadable(message: "has no force feedback (no EV_FF)"))
    }
    _ = cinput_ioctl_eviocgbit(fd, UInt32(EV_KEY), &keys, UInt32(keys.count))
    _ = cinput_ioctl_eviocgeffects(fd, &effects)
    _ = cinput_ioctl_eviocgname(fd, &name, 255)
    var codes = Set<UInt16>()
    for code in 0..<128 where has(ff, code) { codes.insert(UInt16(code)) }
    return .success(
      ForceFeedbackCapabilities(
        codes: codes, maximumEffects: Int(effects),
        name: String(
          decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
        isGamepad: has(keys, Int(BTN_GAMEPAD))))
  }
}
