/// What the plot shows and how big: the time window and the picture's width.
public struct PlotConfiguration: Hashable, Sendable {
  /// Only what happens from this time on (s from the origin); nil: from the start.
  public var from: Double?
  /// Only what happens up to this time (s from the origin); nil: to the end.
  public var to: Double?
  /// The picture's width in px.
  public var width: Int
  /// A title line at the top (the trace's name).
  public var title: String

  /// A plot of the window `from`…`to` (seconds from the origin; nil: the start, the end),
  /// `width` px wide, titled `title`.
  public init(from: Double? = nil, to: Double? = nil, width: Int = 1200, title: String = "") {
    self.from = from
    self.to = to
    self.width = width
    self.title = title
  }
}
