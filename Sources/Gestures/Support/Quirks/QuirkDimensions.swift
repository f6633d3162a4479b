/// A quirk's `WIDTHxHEIGHT` value (`AttrSizeHint` in mm, `AttrResolutionHint` in units per mm),
/// as libinput's `parse_dimension_property` reads it: whole numbers 1…2147483647.
public struct QuirkDimensions: Hashable, Sendable {
  /// The first number: a width, or the x axis' units per mm.
  public var width: Int32
  /// The second number: a height, or the y axis' units per mm.
  public var height: Int32

  /// `width` × `height`.
  public init(width: Int32, height: Int32) {
    self.width = width
    self.height = height
  }

  /// `WIDTHxHEIGHT`, both 1…2147483647, or nil.
  init?(_ text: String) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int32(parts[0]), let h = Int32(parts[1]), w > 0, h > 0
    else { return nil }
    self.init(width: w, height: h)
  }
}
