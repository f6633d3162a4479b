extension Region {
  /// Names the region's bounds as a coordinate space, like SwiftUI's
  /// `.coordinateSpace(name:)`: gestures of the region and its descendants that ask for
  /// `.named(name)` give their locations from the region's top-left corner (in points). The
  /// name is any `Hashable & Sendable` value (`"scroll"`, `Tab.photos`). Returns the region,
  /// for chaining.
  @discardableResult
  public func coordinateSpace<Name: Hashable & Sendable>(name: Name) -> Region {
    coordinateSpaceName = CoordinateSpaceName(name)
    return self
  }
}
