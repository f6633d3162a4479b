/// Why a script cannot be played on a device.
public struct TouchScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in words (a finger off the device's surface, more fingers than slots).
  public var message: String
  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}
