/// A set of ``ContactRole``s: which contacts a gesture takes.
public struct ContactRoles: OptionSet, Hashable, Sendable {
  /// One bit per role.
  public let rawValue: UInt8
  /// The set whose bits are `rawValue`'s.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// ``ContactRole/finger``.
  public static let finger = ContactRoles(rawValue: 1)
  /// ``ContactRole/hovering``.
  public static let hovering = ContactRoles(rawValue: 2)
  /// ``ContactRole/palm``.
  public static let palm = ContactRoles(rawValue: 4)
  /// ``ContactRole/thumb``.
  public static let thumb = ContactRoles(rawValue: 8)

  /// The set holding one role.
  @inlinable public init(_ role: ContactRole) {
    switch role {
    case .finger: self = .finger
    case .hovering: self = .hovering
    case .palm: self = .palm
    case .thumb: self = .thumb
    }
  }
}
