import CEvdev
import CInput
import CLinuxInput
import Gestures
import Glibc

/// The evdev devices of this machine: every node with its name, kind, size in millimetres, slots,
/// force-feedback capabilities and whether this user can open it (`gesture-replay devices`).
public enum DeviceList {
  /// One line of the listing.
  public struct Entry: Sendable {
    /// The device node.
    public var node: String
    /// The kernel's device name (from sysfs when the node could not be opened).
    public var name: String
    /// nil when the node could not be opened.
    public var kind: DeviceKind?
    /// Surface size in mm, for devices with position axes.
    public var size: (width: Double, height: Double)?
    /// Protocol-B slots; nil for other protocols.
    public var slots: Int?
    /// How the device reports contacts; nil when the node could not be opened.
    public var touchProtocol: TouchProtocol?
    /// `FF_*` effect types and properties, by name (`rumble`, `periodic`, `sine`, `gain`…).
    public var forceFeedback: [String]
    /// `EVIOCGEFFECTS`: effects the device holds at once.
    public var forceFeedbackEffects: Int
    /// True when this user could open the node.
    public var canOpen: Bool
    /// Why not, when it could not be opened.
    public var error: String?
  }

  /// `/dev/input/event*`, by number.
  public static func eventNodes() -> [String] {
    guard let dir = opendir("/dev/input") else { return [] }
    defer { closedir(dir) }
    var nodes: [String] = []
    while let e = readdir(dir) {
      let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
        PathBytes.string(bytes: raw.prefix(while: { $0 != 0 }))
      }
      if name.hasPrefix("event") { nodes.append("/dev/input/" + name) }
    }
    return nodes.sorted { nodeNumber($0) < nodeNumber($1) }
  }

  /// The N of `/dev/input/eventN` (Int.max for other names), for sorting.
  public static func nodeNumber(_ node: String) -> Int {
    let digits = node.utf8.reversed().prefix { $0 >= 0x30 && $0 <= 0x39 }
    guard !digits.isEmpty, node.dropLast(digits.count).hasSuffix("event") else { return .max }
    return Int(String(node.suffix(digits.count))) ?? .max
  }

  /// Describes `node`, opening it if this user may.
  public static func entry(_ node: String) -> Entry {
    do {
      let device = try EvdevDevice(path: node)
      defer { device.close() }
      return entry(device)
    } catch {
      let sysName = sysfsName(node)
      return Entry(
        node: node, name: sysName ?? "", kind: nil, size: nil, slots: nil, touchProtocol: nil,
        forceFeedback: [], forceFeedbackEffects: 0, canOpen: false, error: error.message)
    }
  }

  package static func entry(_ device: EvdevDevice) -> Entry {
    let d = device.description
    let surface = TouchSurface(device: d)
    let proto = TouchProtocol(device: d)
    let slots = proto == .slots ? Int(d.absInfo[AbsCode.mtSlot]?.maximum ?? 0) + 1 : nil
    return Entry(
      node: device.path, name: d.name, kind: d.kind,
      size: surface.map { (width: $0.width, height: $0.height) }, slots: slots,
      touchProtocol: proto, forceFeedback: d.forceFeedback.sorted().map(forceFeedbackName),
      forceFeedbackEffects: device.forceFeedbackEffects, canOpen: true, error: nil)
  }

  /// `(touchscreen, 10 slots, 345.0 × 194.0 mm)` for a device, as the live loop announces it.
  package static func summary(_ device: EvdevDevice) -> String {
    let e = entry(device)
    var parts = [e.kind?.rawValue ?? "other"]
    if let s = e.slots {
      parts.append("\(s) slots")
    } else if let p = e.touchProtocol, p != .none {
      parts.append(p == .reports ? "protocol A" : "single touch")
    }
    if let size = e.size { parts.append("\(mm(size.width)) × \(mm(size.height)) mm") }
    if !e.forceFeedback.isEmpty { parts.append("force feedback") }
    return "\"\(e.name)\" (\(parts.joined(separator: ", ")))"
  }

  package static func mm(_ v: Double) -> String {
    let tenths = Int(clamping: (v * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// The kernel's name for `node` from sysfs, readable without opening the node.
  package static func sysfsName(_ node: String) -> String? {
    guard let slash = node.lastIndex(of: "/") else { return nil }
    let base = node[node.index(after: slash)...]
    let fd = open("/sys/class/input/\(base)/device/name", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard n > 0 else { return nil }
    var text = String(decoding: buffer[0..<n], as: UTF8.self)
    while text.last == "\n" { text.removeLast() }
    return text
  }

  /// `FF_*` names, lower case without the prefix.
  package static func forceFeedbackName(_ code: UInt16) -> String {
    switch code {
    case 0x50: return "rumble"
    case 0x51: return "periodic"
    case 0x52: return "constant"
    case 0x53: return "spring"
    case 0x54: return "friction"
    case 0x55: return "damper"
    case 0x56: return "inertia"
    case 0x57: return "ramp"
    case 0x58: return "square"
    case 0x59: return "triangle"
    case 0x5a: return "sine"
    case 0x5b: return "saw-up"
    case 0x5c: return "saw-down"
    case 0x5d: return "custom"
    case 0x60: return "gain"
    case 0x61: return "autocenter"
    default: return "ff-0x" + String(code, radix: 16)
    }
  }
}
