import Glibc

/// A problem the actions' system side met: the uinput node cannot be opened or made a device, an
/// event cannot be written, a program cannot be started. The message names the node or the
/// program and says what to do: load the module, install the udev rule, fix the binding.
///
/// Every `errno` the system side sees becomes an error in one place,
/// ``init(errno:operation:subject:resource:)``, so the texts stay the same wherever the failure
/// happens.
public struct ActionSystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The node or program exists but this user may not use it (`EACCES`, `EPERM`).
    case permission
    /// There is no such node, driver or program (`ENOENT`, `ENODEV`, `ENXIO`).
    case missing
    /// The write would have had to wait (`EAGAIN`): nothing waits, the events were not sent.
    case wouldBlock
    /// The event is not one the device was created with, or the device is closed.
    case unsupported
    /// An argument that cannot be used: an empty command, a NUL in a string, a bad timeout.
    case invalid
    /// Anything else; the message says what.
    case other
  }

  /// What an `errno` is about, which decides the advice in the message.
  public enum Resource: Hashable, Sendable {
    /// The uinput node (`/dev/uinput`) or a virtual device made through it.
    case uinput
    /// A program an action starts.
    case program
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// The node or program the problem is about, when there is one.
  public var subject: String?
  /// The `errno` behind it, when a system call failed.
  public var code: Int32?
  /// What went wrong and what to do, for people.
  public var message: String

  /// An error of `kind` about `subject` (a path or a program), with `code` when a call failed.
  public init(_ kind: Kind, subject: String? = nil, code: Int32? = nil, _ message: String) {
    self.kind = kind
    self.subject = subject
    self.code = code
    self.message = message
  }

  /// `subject: message`, or the message alone.
  public var description: String { subject.map { "\($0): \(message)" } ?? message }

  /// What loads the uinput driver, for "missing" messages.
  public static let uinputModuleHint =
    "load the module: sudo modprobe uinput (and add uinput to /etc/modules-load.d/ to keep it)"

  /// The udev rule line that gives `/dev/uinput` to the user logged in at the seat (`uaccess`:
  /// systemd-logind sets an ACL while that session is active). The README's file tags the
  /// touchpads and touchscreens the same way, and nothing else.
  public static let uinputRule =
    #"KERNEL=="uinput", SUBSYSTEM=="misc", TAG+="uaccess", OPTIONS+="static_node=uinput""#

  /// Where ``uinputRule`` goes (the README's `Examples/Desktop/70-gestures.rules`; below 73, so
  /// the tag is set before systemd's `73-seat-late.rules` applies it).
  public static let uinputRuleFile = "/etc/udev/rules.d/70-gestures.rules"

  /// What grants write access to `/dev/uinput`, for permission messages: the rule and
  /// reloading udev. No group: the `input` group would read every keyboard, from any session.
  public static let uinputAccessHint =
    "install the udev rule \(uinputRule) in \(uinputRuleFile) (Examples/Desktop/70-gestures.rules), "
    + "then run sudo udevadm control --reload && sudo udevadm trigger: the user logged in at "
    + "the seat gets /dev/uinput while the session is active (uaccess); no group or root is "
    + "needed"

  /// The error for `operation` on `subject` (a node or a program, as `resource` says) that
  /// failed with `errno` `code`. The one place an `errno` becomes text.
  public init(errno code: Int32, operation: String, subject: String, resource: Resource) {
    let text = "\(operation): \(Self.errnoText(code))"
    switch (resource, code) {
    case (.uinput, EACCES), (.uinput, EPERM):
      self.init(.permission, subject: subject, code: code, "\(text): \(Self.uinputAccessHint)")
    case (.uinput, ENOENT), (.uinput, ENODEV), (.uinput, ENXIO):
      self.init(
        .missing, subject: subject, code: code,
        "\(text): there is no uinput device: \(Self.uinputModuleHint)")
    case (.uinput, ENOTTY), (.uinput, EINVAL):
      self.init(.other, subject: subject, code: code, "\(text): not a uinput device")
    case (.uinput, EAGAIN):
      self.init(
        .wouldBlock, subject: subject, code: code,
        "\(text): the device would have had to wait (EAGAIN); the events were not sent")
    case (.program, ENOENT):
      let advice =
        subject.contains("/")
        ? "no such program" : "no such program in PATH (give its full path or fix PATH)"
      self.init(.missing, subject: subject, code: code, "\(text): \(advice)")
    case (.program, EACCES), (.program, EPERM):
      self.init(
        .permission, subject: subject, code: code,
        "\(text): not executable by this user (check its mode and its directories')")
    case (.program, ENOEXEC):
      self.init(.other, subject: subject, code: code, "\(text): not an executable format")
    default:
      self.init(.other, subject: subject, code: code, text)
    }
  }

  /// `strerror` as a Swift string.
  package static func errnoText(_ code: Int32) -> String { String(cString: strerror(code)) }
}
