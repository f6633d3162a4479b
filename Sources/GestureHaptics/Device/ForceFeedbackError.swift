/// Why a force-feedback command failed.
public struct ForceFeedbackError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// The device went away (`ENODEV`): unplugged, or its driver unbound.
    case gone
    /// No free effect slot (`ENOSPC`).
    case noSpace
    /// Anything else (open, permissions, an effect the device refused).
    case other
  }

  public var kind: Kind
  /// The device's path.
  public var device: String
  public var message: String

  public init(_ kind: Kind, device: String, _ message: String) {
    self.kind = kind
    self.device = device
    self.message = message
  }

  public var description: String { "\(device): \(message)" }
}
