import Gestures
import Glibc

/// What a force-feedback device can render and how patterns are fitted to it: its kind (rumble,
/// periodic or on/off), pulse and step lengths in ms, and its intensity → amplitude curve.
///
/// The built-in numbers are starting points to calibrate on hardware (see the Rendering
/// article).
public struct HapticDeviceProfile: Hashable, Sendable {
  /// The rendering strategy.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `FF_RUMBLE` on one or two motors: the level sets their magnitudes, the sharpness
    /// balances the strong and the weak motor.
    case rumble
    /// `FF_PERIODIC`: the level sets the magnitude, the sharpness the period and waveform.
    case periodic
    /// A device that is only on or off: levels become pulses of different lengths.
    case onOff = "onoff"
  }

  /// How patterns are fitted to the device.
  public var kind: Kind
  /// Rumble: 1 (strong motor only) or 2 (strong and weak).
  public var motors: Int
  /// How many effects the device keeps at once (`EVIOCGEFFECTS`).
  public var maximumEffects: Int
  /// Shortest burst the device is given, in ms; shorter ones are lengthened.
  public var minimumPulse: Int
  /// Longest step of a ramp (attack, release, curve), in ms.
  public var step: Int
  /// A transient's pulse length in ms at sharpness 1 (`lowerBound`) and 0 (`upperBound`); on
  /// on/off devices at intensity 0 and 1.
  public var transientPulse: ClosedRange<Int>
  /// Exponent of the intensity → amplitude curve.
  public var gamma: Double
  /// Amplitude of the faintest intensity above 0 (the actuator's dead zone), 0 … 1.
  public var minimumAmplitude: Double
  /// Periodic: the periods in ms sharpness 1 (`lowerBound`) and 0 (`upperBound`) map to.
  public var periods: ClosedRange<Int>

  /// A profile with the given properties (each means what the property of its name says).
  public init(
    kind: Kind, motors: Int = 2, maximumEffects: Int = 16, minimumPulse: Int, step: Int,
    transientPulse: ClosedRange<Int>, gamma: Double = 2, minimumAmplitude: Double,
    periods: ClosedRange<Int> = 4...20
  ) {
    self.kind = kind
    self.motors = max(1, min(2, motors))
    self.maximumEffects = max(1, maximumEffects)
    self.minimumPulse = max(1, minimumPulse)
    self.step = max(1, step)
    self.transientPulse = transientPulse
    self.gamma = gamma
    self.minimumAmplitude = minimumAmplitude
    self.periods = periods
  }

  /// A dual-motor rumble device (a gamepad; a phone vibrator with `motors: 1`).
  public static let rumble = HapticDeviceProfile(
    kind: .rumble, motors: 2, maximumEffects: 16, minimumPulse: 20, step: 20,
    transientPulse: 25...45, minimumAmplitude: 0.15)

  /// A device with real `FF_PERIODIC` effects (an LRA driver, a PID device).
  public static let periodic = HapticDeviceProfile(
    kind: .periodic, motors: 1, maximumEffects: 16, minimumPulse: 10, step: 10,
    transientPulse: 10...30, minimumAmplitude: 0.05)

  /// An on/off vibrator (gpio-vibra).
  public static let onOff = HapticDeviceProfile(
    kind: .onOff, motors: 1, maximumEffects: 16, minimumPulse: 70, step: 10,
    transientPulse: 70...140, minimumAmplitude: 0)

  /// The built-in profile of each kind.
  public static func named(_ name: String) -> HapticDeviceProfile? {
    switch Kind(rawValue: name) {
    case .rumble: return .rumble
    case .periodic: return .periodic
    case .onOff: return .onOff
    case nil: return nil
    }
  }

  /// The profile's name (`rumble`, `periodic`, `onoff`).
  public var name: String { kind.rawValue }

  /// Amplitude 0 … 1 of an intensity 0 … 1, quantized to 1/255.
  public func amplitude(_ intensity: Double) -> Double {
    guard intensity > 0 else { return 0 }
    let power = pow(min(1, intensity), gamma)
    let a = minimumAmplitude + (1 - minimumAmplitude) * power
    return (a * 255).rounded() / 255
  }

  /// The pulse length of a transient, ms.
  public func transientLength(sharpness: Double, intensity: Double) -> Int {
    let x = kind == .onOff ? min(1, max(0, intensity)) : 1 - min(1, max(0, sharpness))
    let ms =
      Double(transientPulse.lowerBound)
      + Double(transientPulse.upperBound - transientPulse.lowerBound) * x
    return max(minimumPulse, Int(clamping: ms.rounded()))
  }

  /// The period in ms for a sharpness: 1000 / f with f = fMin · (fMax / fMin)^sharpness between
  /// the frequencies of `periods` (50 … 250 Hz by default), rounded to whole ms.
  public func period(sharpness: Double) -> UInt16 {
    let fMin = 1000 / Double(periods.upperBound)
    let fMax = 1000 / Double(periods.lowerBound)
    let f = fMin * exp(log(fMax / fMin) * min(1, max(0, sharpness)))
    let ms = (1000 / f).rounded()
    // A profile built in code may hold a period of 0 (f infinite) or beyond u16.
    return ms >= 1 ? UInt16(clamping: ms) : 1
  }

  /// The waveform for a sharpness: sine below 0.5 (round), square from 0.5 (crisp).
  public func waveform(sharpness: Double) -> ForceFeedbackWaveform {
    sharpness < 0.5 ? .sine : .square
  }

  /// A one-line account of the profile for timeline headers.
  public var summary: String {
    var s = "profile \(name)"
    if kind == .rumble { s += ", \(motors) motor" + (motors == 1 ? "" : "s") }
    s += ", \(maximumEffects) effects, pulse ≥ \(minimumPulse) ms"
    s += kind == .onOff ? "" : ", step \(step) ms"
    return s
  }
}
