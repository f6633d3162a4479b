import Gestures

/// One force-feedback effect as the device gets it: what `EVIOCSFF` uploads (its `replay`
/// length is the scheduler's business).
public enum ForceFeedbackEffect: Hashable, Sendable {
  /// `FF_RUMBLE`: the heavy (low-frequency) and light (high-frequency) motor, 0 … 0xFFFF.
  case rumble(strong: UInt16, weak: UInt16)
  /// `FF_PERIODIC`: a waveform with a period in whole ms and a magnitude 0 … 0x7FFF.
  case periodic(waveform: ForceFeedbackWaveform, period: UInt16, magnitude: Int16)

  /// Effects of the same slot kind can replace each other in one uploaded slot (the kernel
  /// refuses an in-place update that changes the type or the waveform).
  public var slotKind: String {
    switch self {
    case .rumble: return "rumble"
    case .periodic(let waveform, _, _): return "periodic/" + waveform.rawValue
    }
  }

  /// True when the effect moves nothing.
  public var isSilent: Bool {
    switch self {
    case .rumble(let s, let w): return s == 0 && w == 0
    case .periodic(_, _, let m): return m == 0
    }
  }

  /// How strong the effect is, 0 … 1 (the stronger motor, or the magnitude).
  public var level: Double {
    switch self {
    case .rumble(let s, let w): return Double(max(s, w)) / 0xFFFF
    case .periodic(_, _, let m): return Double(m) / 0x7FFF
    }
  }

  /// Two effects playing at once as the device would feel them: magnitudes add and saturate
  /// (what ff-memless does with concurrent effects); a periodic mix takes the waveform and period
  /// of the stronger one. Effects of different types: the stronger one.
  public func mixed(with other: ForceFeedbackEffect) -> ForceFeedbackEffect {
    switch (self, other) {
    case (.rumble(let s1, let w1), .rumble(let s2, let w2)):
      return .rumble(
        strong: UInt16(min(0xFFFF, Int(s1) + Int(s2))), weak: UInt16(min(0xFFFF, Int(w1) + Int(w2)))
      )
    case (.periodic(let wa, let pa, let ma), .periodic(let wb, let pb, let mb)):
      let m = Int16(min(0x7FFF, Int(ma) + Int(mb)))
      return ma >= mb
        ? .periodic(waveform: wa, period: pa, magnitude: m)
        : .periodic(waveform: wb, period: pb, magnitude: m)
    default:
      return level >= other.level ? self : other
    }
  }
}
