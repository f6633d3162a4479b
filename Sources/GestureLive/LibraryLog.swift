import CEvdev
import CInput
import Gestures

/// Where libinput's or libevdev's log messages go instead of stderr: each becomes one line of
/// text, `libinput error: …` or `libevdev info: …` (the library and the priority, as their own
/// default handlers print them), made safe for a terminal (``/Gestures/TerminalText``: a device
/// name's control characters and newlines shown as escapes, so it cannot forge an output line
/// or drive the terminal) and at most about 1 KiB of the library's text.
///
/// The shims in CInput and CEvdev format the libraries' variadic messages; this object is their
/// context, held by what owns the libinput context or the libevdev device, which it outlives.
final class LibraryLog {
  enum Library: String {
    case libinput
    case libevdev
  }

  let library: Library
  /// Takes each line; nil drops them.
  let note: ((String) -> Void)?

  /// A libevdev device's log target (this object, through ``receiver``), for
  /// `cevdev_set_fd_logged`; deallocated with this object.
  let evdevTarget: UnsafeMutablePointer<cevdev_log_target>

  init(_ library: Library, note: ((String) -> Void)?) {
    self.library = library
    self.note = note
    evdevTarget = .allocate(capacity: 1)
    evdevTarget.initialize(to: cevdev_log_target(log_line: nil, log_context: nil))
    evdevTarget.pointee = cevdev_log_target(log_line: Self.receiver, log_context: context)
  }

  deinit { evdevTarget.deallocate() }

  /// The shims' plain C receiver: `context` is an unretained `LibraryLog`.
  static let receiver: cinput_log_line_fn = { context, priority, line in
    guard let context, let line else { return }
    let log = Unmanaged<LibraryLog>.fromOpaque(context).takeUnretainedValue()
    guard let note = log.note else { return }
    note(text(library: log.library, priority: priority, line: line))
  }

  /// This object as the shims' context (unretained: its owner keeps it alive).
  var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// The line the library wrote, as a note: `libinput error: ` and the line without its final
  /// newline, every byte kept (``/Gestures/PathBytes``) and escaped (``/Gestures/TerminalText``).
  static func text(library: Library, priority: Int32, line: UnsafePointer<CChar>) -> String {
    var message = PathBytes.string(cString: line)
    if message.hasSuffix("\n") { message.removeLast() }
    return "\(library.rawValue) \(priorityName(library, priority)): "
      + TerminalText.escaped(message)
  }

  /// libinput's and libevdev's names for their priorities, which number them differently.
  static func priorityName(_ library: Library, _ priority: Int32) -> String {
    let value = UInt32(bitPattern: priority)
    switch library {
    case .libinput:
      switch value {
      case LIBINPUT_LOG_PRIORITY_ERROR.rawValue: return "error"
      case LIBINPUT_LOG_PRIORITY_INFO.rawValue: return "info"
      case LIBINPUT_LOG_PRIORITY_DEBUG.rawValue: return "debug"
      default: return "priority \(priority)"
      }
    case .libevdev:
      switch value {
      case LIBEVDEV_LOG_ERROR.rawValue: return "error"
      case LIBEVDEV_LOG_INFO.rawValue: return "info"
      case LIBEVDEV_LOG_DEBUG.rawValue: return "debug"
      default: return "priority \(priority)"
      }
    }
  }
}
