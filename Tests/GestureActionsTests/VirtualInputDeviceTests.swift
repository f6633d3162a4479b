import CLinuxInput
import Foundation
import GestureLive
import Glibc
import Testing

@testable import GestureActions

/// ``VirtualInputDevice``: the errors of a node that is missing, has no driver, may not be
/// written or is not uinput, each caused for real; and, where `/dev/uinput` works, both devices
/// created and their events read back from `/dev/input/eventN`. Without a usable `/dev/uinput`
/// (a container without the uinput module) those are skipped; the device lab's guest has one.
@Suite struct VirtualInputDeviceTests {
  typealias T = ActionsTestSupport

  /// True when the uinput driver is registered (`/proc/misc` lists it).
  static let uinputDriverLoaded: Bool = {
    let misc = (try? String(contentsOfFile: "/proc/misc", encoding: .utf8)) ?? ""
    return misc.split(separator: "\n").contains { $0.hasSuffix(" uinput") }
  }()

  /// True when this process can write to `/dev/uinput` and the driver is there.
  static let uinputUsable = uinputDriverLoaded && access("/dev/uinput", W_OK) == 0

  /// A read-only sysfs attribute: sysfs refuses to open it for writing with `EACCES`, even for
  /// root, which no file mode does here (root bypasses permission bits).
  static let readOnlyAttribute = "/sys/kernel/uevent_seqnum"

  @Test func missingNodeSaysToLoadTheModule() throws {
    let path = "/tmp/gestures-no-uinput-\(getpid())"
    let error = try #require(throws: ActionSystemError.self) {
      try VirtualInputDevice(kind: .keyboard, path: path)
    }
    #expect(error.kind == .missing)
    #expect(error.subject == path)
    #expect(
      error.description
        == "\(path): open: No such file or directory: there is no uinput device: load the "
        + "module: sudo modprobe uinput (and add uinput to /etc/modules-load.d/ to keep it)")
  }

  /// uinput's device number, 10:223, as Linux encodes numbers this small (`makedev` is a macro
  /// Swift does not import).
  static let uinputDevice = dev_t((10 << 8) | 223)

  /// Makes a uinput node at `path`; false without CAP_MKNOD or on a `nodev` mount.
  static func makeUinputNode(_ path: String) -> Bool {
    mknod(path, S_IFCHR | 0o600, uinputDevice) == 0
  }

  /// True when this process may make device nodes under /tmp.
  static let canMakeNodes: Bool = {
    let path = "/tmp/gestures-mknod-probe-\(getpid())"
    defer { unlink(path) }
    return makeUinputNode(path)
  }()

  /// A uinput node made in a temporary directory while the driver is not loaded: the open fails
  /// with `ENODEV`, as `/dev/uinput` does when udev made it ahead of the module.
  @Test(
    .disabled(if: uinputDriverLoaded, "the uinput driver is loaded: the node would open"),
    .enabled(if: canMakeNodes, "cannot make device nodes (no CAP_MKNOD, or /tmp is nodev)"))
  func nodeWithoutTheDriverSaysToLoadTheModule() throws {
    let dir = try T.temporaryDirectory("uinput-node")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let node = dir + "/uinput"
    #expect(Self.makeUinputNode(node))
    let error = try #require(throws: ActionSystemError.self) {
      try VirtualInputDevice(kind: .pointer, path: node)
    }
    #expect(error.kind == .missing)
    #expect(error.code == ENODEV || error.code == ENXIO)
    #expect(error.description.contains("sudo modprobe uinput"))
  }

  @Test(.enabled(if: access(readOnlyAttribute, F_OK) == 0, "no sysfs"))
  func permissionDeniedNamesTheUdevRuleAndGroup() throws {
    let error = try #require(throws: ActionSystemError.self) {
      try VirtualInputDevice(kind: .keyboard, path: Self.readOnlyAttribute)
    }
    #expect(error.kind == .permission)
    #expect(error.code == EACCES)
    #expect(
      error.description
        == "\(Self.readOnlyAttribute): open: Permission denied: install the udev rule "
        + #"KERNEL=="uinput", SUBSYSTEM=="misc", TAG+="uaccess", OPTIONS+="static_node=uinput" "#
        + "in /etc/udev/rules.d/70-gestures.rules (Examples/Desktop/70-gestures.rules), then "
        + "run sudo udevadm control --reload && sudo udevadm trigger: the user logged in at the "
        + "seat gets /dev/uinput while the session is active (uaccess); no group or root is "
        + "needed")
  }

  /// `EPERM` is mapped directly: nothing here makes `open` fail with it (root, and the sysfs
  /// refusal above is `EACCES`).
  @Test func epermIsAPermissionErrorToo() {
    let error = ActionSystemError(
      errno: EPERM, operation: "open", subject: "/dev/uinput", resource: .uinput)
    #expect(error.kind == .permission)
    #expect(error.description.contains(ActionSystemError.uinputAccessHint))
  }

  /// `EAGAIN` from a write is mapped directly: uinput takes events without waiting, so nothing
  /// here makes its write say `EAGAIN`.
  @Test func eagainIsAnErrorNotAWait() {
    let error = ActionSystemError(
      errno: EAGAIN, operation: "write", subject: "Gestures virtual keyboard", resource: .uinput)
    #expect(error.kind == .wouldBlock)
    #expect(
      error.description
        == "Gestures virtual keyboard: write: Resource temporarily unavailable: the device would "
        + "have had to wait (EAGAIN); the events were not sent")
  }

  @Test func regularFileIsNotAUinputDevice() throws {
    let dir = try T.temporaryDirectory("uinput-file")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/not-uinput"
    try "".write(toFile: file, atomically: false, encoding: .utf8)
    let error = try #require(throws: ActionSystemError.self) {
      try VirtualInputDevice(kind: .keyboard, path: file)
    }
    #expect(error.kind == .other)
    #expect(error.description.hasPrefix("\(file): create the virtual keyboard: "))
    #expect(error.description.hasSuffix(": not a uinput device"))
  }

  @Test func keyboardCodesCoverDesktopKeysButNoButtons() throws {
    let codes = try #require(VirtualDeviceKind.keyboard.eventCodes.first)
    #expect(codes.type == UInt16(EV_KEY))
    let keys = Set(codes.codes.map(Int32.init))
    for key in [KEY_ESC, KEY_A, KEY_LEFTMETA, KEY_VOLUMEUP, KEY_BRIGHTNESSDOWN, KEY_MICMUTE] {
      #expect(keys.contains(key))
    }
    #expect(keys.contains(KEY_OK) && keys.contains(KEY_MAX))
    #expect(!keys.contains(BTN_LEFT) && !keys.contains(BTN_TRIGGER_HAPPY1))
    #expect(!keys.contains(BTN_DPAD_UP) && !keys.contains(KEY_RESERVED))
  }

  // MARK: With a working /dev/uinput

  /// Reads events from `node` until a `SYN_REPORT` has come `frames` times, at most 2 s.
  static func readFrames(_ device: EvdevDevice, frames: Int) throws -> [InputEvent] {
    var events: [InputEvent] = []
    var reports = 0
    for _ in 0..<200 where reports < frames {
      _ = try device.read { event in
        events.append(InputEvent(type: event.type, code: event.code, value: event.value))
        if event.type == UInt16(EV_SYN) && event.code == UInt16(SYN_REPORT) { reports += 1 }
      }
      if reports < frames { usleep(10_000) }
    }
    return events
  }

  static func event(_ type: Int32, _ code: Int32, _ value: Int32) -> InputEvent {
    InputEvent(type: UInt16(type), code: UInt16(code), value: value)
  }

  @Test(.enabled(if: uinputUsable, "needs a writable /dev/uinput with the uinput driver"))
  func keyboardSendsAKeyCombination() throws {
    let keyboard = try VirtualInputDevice(kind: .keyboard)
    let node = try #require(keyboard.devnode)
    #expect(keyboard.syspath != nil)
    let reader = try EvdevDevice(path: node)
    #expect(reader.description.name == "Gestures virtual keyboard")
    #expect(reader.description.id.bustype == UInt16(BUS_VIRTUAL))
    let press = [Self.event(EV_KEY, KEY_LEFTCTRL, 1), Self.event(EV_KEY, KEY_T, 1)]
    let release = [Self.event(EV_KEY, KEY_T, 0), Self.event(EV_KEY, KEY_LEFTCTRL, 0)]
    try keyboard.send(press)
    try keyboard.send(release)
    let syn = Self.event(EV_SYN, SYN_REPORT, 0)
    #expect(try Self.readFrames(reader, frames: 2) == press + [syn] + release + [syn])

    let button = try #require(throws: ActionSystemError.self) {
      try keyboard.send([Self.event(EV_KEY, BTN_LEFT, 1)])
    }
    #expect(button.kind == .unsupported)
    keyboard.close()
    #expect(keyboard.devnode == nil)
    let closed = try #require(throws: ActionSystemError.self) { try keyboard.send(press) }
    #expect(closed.kind == .unsupported)
  }

  @Test(.enabled(if: uinputUsable, "needs a writable /dev/uinput with the uinput driver"))
  func pointerSendsButtonsMotionAndScroll() throws {
    let pointer = try VirtualInputDevice(kind: .pointer, name: "Gestures test pointer")
    let reader = try EvdevDevice(path: try #require(pointer.devnode))
    #expect(reader.description.name == "Gestures test pointer")
    #expect(reader.description.properties.contains(UInt16(INPUT_PROP_POINTER)))
    let frames = [
      [Self.event(EV_KEY, BTN_RIGHT, 1)], [Self.event(EV_KEY, BTN_RIGHT, 0)],
      [Self.event(EV_REL, REL_X, 7), Self.event(EV_REL, REL_Y, -3)],
      [Self.event(EV_REL, REL_WHEEL, -1), Self.event(EV_REL, REL_WHEEL_HI_RES, -120)],
    ]
    for frame in frames { try pointer.send(frame) }
    let syn = Self.event(EV_SYN, SYN_REPORT, 0)
    #expect(try Self.readFrames(reader, frames: 4) == frames.flatMap { $0 + [syn] })
  }
}
