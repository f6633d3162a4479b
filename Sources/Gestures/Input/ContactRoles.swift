/// A set of ``ContactRole``s: which contacts a gesture takes.
public struct ContactRoles: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let finger = ContactRoles(rawValue: 1)
  public static let hovering = ContactRoles(rawValue: 2)
  public static let palm = ContactRoles(rawValue: 4)
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
