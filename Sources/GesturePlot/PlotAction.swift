/// One action the scene's bindings ran (or skipped, held by its rate limit).
public struct PlotAction: Hashable, Sendable {
  /// The transition's time, µs.
  public var time: Int64
  /// What ran (`key super+Right`), and for which gesture and phase.
  public var text: String
  /// Why it was skipped; nil when it ran.
  public var skipped: String?

  /// An action run (or, with `skipped`, skipped for that reason) at `time`, µs, described by
  /// `text`.
  public init(time: Int64, text: String, skipped: String? = nil) {
    self.time = time
    self.text = text
    self.skipped = skipped
  }
}
