/// One haptic command sent to the (simulated) force-feedback device.
public struct PlotHapticCommand: Hashable, Sendable {
  /// The command: upload, play, stop, erase or gain.
  public enum Kind: String, Hashable, Sendable {
    /// An effect loaded into a slot (`EVIOCSFF`).
    case upload
    /// A slot's effect started.
    case play
    /// A slot's effect stopped.
    case stop
    /// A slot emptied (`EVIOCRMFF`).
    case erase
    /// The device's overall strength set (`FF_GAIN`).
    case gain
  }
  /// When it was scheduled, µs.
  public var time: Int64
  /// What the command does.
  public var kind: Kind
  /// The effect slot (nil for gain).
  public var slot: Int?
  /// The command as the haptics log prints it, for its title.
  public var text: String

  /// A `kind` command on effect `slot` (nil for gain) at `time`, µs, printed as `text`.
  public init(time: Int64, kind: Kind, slot: Int?, text: String) {
    self.time = time
    self.kind = kind
    self.slot = slot
    self.text = text
  }
}
