/// A periodic waveform of the Linux force-feedback ABI (`FF_SINE` …).
public enum ForceFeedbackWaveform: String, CaseIterable, Hashable, Sendable {
  /// `FF_SQUARE`.
  case square
  /// `FF_TRIANGLE`.
  case triangle
  /// `FF_SINE`.
  case sine
  /// `FF_SAW_UP`: a rising ramp, then a drop.
  case sawUp = "saw-up"
  /// `FF_SAW_DOWN`: a drop, then a falling ramp.
  case sawDown = "saw-down"

  /// The `FF_*` code (`FF_SQUARE` 0x58 … `FF_SAW_DOWN` 0x5c).
  public var code: UInt16 {
    switch self {
    case .square: return 0x58
    case .triangle: return 0x59
    case .sine: return 0x5a
    case .sawUp: return 0x5b
    case .sawDown: return 0x5c
    }
  }
}
