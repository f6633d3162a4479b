/// The space a gesture gives its locations in, like SwiftUI's `CoordinateSpace`: the region the
/// gesture is attached to (`.local`), the whole surface (`.global`), or the nearest ancestor
/// region (or the region itself) named with ``Region/coordinateSpace(name:)`` (`.named`).
///
/// Locations come in points of that space: `(p − origin) × pointsPerMillimetre` for a position
/// `p` in surface millimetres, where `origin` is the space's top-left corner; vectors
/// (translations, velocities) only scale. A `.named` space no ancestor carries is `.global`.
public enum CoordinateSpace: Hashable, Sendable {
  /// The bounds of the region the gesture is attached to (origin at its top-left corner).
  case local
  /// The surface (origin at the surface's top-left corner).
  case global
  /// The space of the nearest region up the tree with this ``Region/coordinateSpaceName``.
  case named(CoordinateSpaceName)
}

/// The name of a coordinate space: any `Hashable & Sendable` value (SwiftUI takes an
/// `AnyHashable`, which is not `Sendable`), and a string literal, so `.named("scroll")` reads
/// as in SwiftUI.
public struct CoordinateSpaceName: Hashable, @unchecked Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  // Unchecked: only ever made from a Sendable value.
  private let base: AnyHashable

  /// The name `value`.
  public init<Name: Hashable & Sendable>(_ value: Name) {
    if let name = value as? CoordinateSpaceName {
      self = name
    } else {
      base = AnyHashable(value)
    }
  }

  /// The name `value`, written as a string literal (`.named("scroll")`'s `"scroll"`).
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The name's value as text.
  public var description: String { String(describing: base) }
}
