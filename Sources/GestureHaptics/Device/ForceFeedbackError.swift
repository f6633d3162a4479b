/// Why a force-feedback command failed.
public struct ForceFeedbackError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure it was, which decides whether the device can still be used.
  public enum Kind: Hashable, Sendable {
    /// The device went away (`ENODEV`): unplugged, or its driver unbound.
    case gone
    /// No free effect slot (`ENOSPC`).
    case noSpace
    /// Anything else (open, permissions, an effect the device refused).
    case other
  }

  /// What kind of failure.
  public var kind: Kind
  /// The device's path.
  public var device: String
  /// What failed, with the system's reason.
  public var message: String

  /// A failure of `kind` on `device` saying `message`.
  public init(_ kind: Kind, device: String, _ message: String) {
    self.kind = kind
    self.device = device
    self.message = message
  }

  /// `device: message`.
  public var description: String { "\(device): \(message)" }
}
