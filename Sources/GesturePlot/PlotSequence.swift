/// The `--explain` account of one touch sequence.
public struct PlotSequence: Hashable, Sendable {
  /// First touch and settling time, µs.
  public var start: Int64
  /// When the sequence settled (its last gesture decided), µs.
  public var end: Int64
  /// Index of the device the touches came from.
  public var device: Int
  /// The account's lines, without their leading `# `.
  public var lines: [String]

  /// The account `lines` of the sequence on `device` from `start` to `end`, µs.
  public init(start: Int64, end: Int64, device: Int, lines: [String]) {
    self.start = start
    self.end = end
    self.device = device
    self.lines = lines
  }
}
