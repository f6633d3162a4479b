import Gestures

/// What an evdev device says about its force feedback: the `EV_FF` bits (`EVIOCGBIT(EV_FF)`),
/// the number of effect slots (`EVIOCGEFFECTS`), its name and whether it is a gamepad.
public struct ForceFeedbackCapabilities: Hashable, Sendable {
  /// The `FF_*` codes set (`FF_RUMBLE` 0x50, `FF_PERIODIC` 0x51, `FF_CONSTANT` 0x52, `FF_RAMP`
  /// 0x57, waveforms 0x58 … 0x5d, `FF_GAIN` 0x60 …).
  public var codes: Set<UInt16>
  /// Effect slots (`EVIOCGEFFECTS`).
  public var maximumEffects: Int
  /// `EVIOCGNAME`.
  public var name: String
  /// `BTN_GAMEPAD` is set: two rumble motors (heavy and light) are likely.
  public var isGamepad: Bool

  /// The capabilities of device `name`: the `FF_*` `codes` it sets and its `maximumEffects`
  /// slots.
  public init(codes: Set<UInt16>, maximumEffects: Int, name: String, isGamepad: Bool = false) {
    self.codes = codes
    self.maximumEffects = maximumEffects
    self.name = name
    self.isGamepad = isGamepad
  }

  /// `FF_RUMBLE`: a strong and a weak motor's magnitudes.
  public static let rumble: UInt16 = 0x50
  /// `FF_PERIODIC`: a waveform of a period and magnitude.
  public static let periodic: UInt16 = 0x51
  /// `FF_CONSTANT`: a constant force.
  public static let constant: UInt16 = 0x52
  /// `FF_RAMP`: a force changing linearly.
  public static let ramp: UInt16 = 0x57
  /// `FF_CUSTOM`: a periodic effect whose waveform the application supplies.
  public static let custom: UInt16 = 0x5d
  /// `FF_GAIN`: the device's overall strength can be set.
  public static let gain: UInt16 = 0x60

  /// Drivers whose vibrator is only on or off (the kernel's gpio-vibra and aw86927).
  public static let onOffNames = ["gpio-vibrator", "aw86927"]

  /// The profile to render with, with the device's slot count; nil without rumble or periodic
  /// (how the kind is chosen is in the Rendering article).
  public var profile: HapticDeviceProfile? {
    let rumble = codes.contains(Self.rumble)
    let periodic = codes.contains(Self.periodic)
    guard rumble || periodic else { return nil }
    var p: HapticDeviceProfile
    if Self.onOffNames.contains(where: { name.lowercased().contains($0) }) {
      p = .onOff
    } else if periodic
      && (codes.contains(Self.constant) || codes.contains(Self.ramp) || codes.contains(Self.custom))
    {
      p = .periodic
    } else if rumble {
      p = .rumble
      p.motors = isGamepad ? 2 : 1
    } else {
      p = .periodic
    }
    p.maximumEffects = max(1, maximumEffects)
    return p
  }
}
