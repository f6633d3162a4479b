import CEvdev
import CInput
import CLinuxInput
import GestureTraces
import Gestures
import Glibc

/// A problem with a live input device or the live loop: a node that cannot be opened or read, a
/// grab refused, a system call that failed. The message names the device and, for permission
/// problems, what grants access.
public struct LiveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The node exists but this user may not open it (`EACCES`, `EPERM`).
    case permissionDenied
    /// There is no such node, or the device is gone (`ENOENT`, `ENODEV`).
    case noDevice
    /// The node is not an evdev device (libevdev refused it).
    case notEvdev
    /// Another client holds an exclusive grab (`EBUSY` on `EVIOCGRAB`).
    case busy
    /// Anything else; the message says what.
    case other
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// The device node, when the problem is about one.
  public var path: String?
  /// What went wrong, for people.
  public var message: String

  /// An error of `kind`, about `path` when given.
  public init(_ kind: Kind, path: String? = nil, _ message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// `path: message`, or the message alone.
  public var description: String { path.map { "\($0): \(message)" } ?? message }

  /// What grants read access to evdev nodes, for permission-denied messages: the README's udev
  /// rule, which tags touchpads and touchscreens `uaccess` (not keyboards), so the user at the
  /// seat may open them while the session is active. The `input` group is not advised: it
  /// reads every keyboard, from any session.
  public static let accessHint =
    "install the udev rule Examples/Desktop/70-gestures.rules in /etc/udev/rules.d/ and run "
    + "sudo udevadm control --reload && sudo udevadm trigger: it tags touchpads and touchscreens "
    + "TAG+=\"uaccess\", so the user logged in at the seat can open them while the session is "
    + "active; no group or root is needed"

  /// The error for an `open` of `path` that failed with `code`.
  public static func open(path: String, errno code: Int32) -> LiveError {
    switch code {
    case EACCES, EPERM:
      return LiveError(.permissionDenied, path: path, "permission denied: \(accessHint)")
    case ENOENT, ENODEV, ENXIO:
      return LiveError(.noDevice, path: path, "no such device")
    default:
      return LiveError(.other, path: path, "cannot open: \(errnoText(code))")
    }
  }

  /// `strerror` as a Swift string.
  package static func errnoText(_ code: Int32) -> String { String(cString: strerror(code)) }
}
