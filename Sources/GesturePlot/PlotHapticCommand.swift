/// One haptic command sent to the (simulated) force-feedback device.
public struct PlotHapticCommand: Hashable, Sendable {
  /// The command: upload, play, stop, erase or gain.
  public enum Kind: String, Hashable, Sendable {
    case upload, play, stop, erase, gain
  }
  /// When it was scheduled, µs.
  public var time: Int64
  public var kind: Kind
  /// The effect slot (nil for gain).
  public var slot: Int?
  /// The command as the haptics log prints it, for its title.
  public var text: String

  public init(time: Int64, kind: Kind, slot: Int?, text: String) {
    self.time = time
    self.kind = kind
    self.slot = slot
    self.text = text
  }
}
