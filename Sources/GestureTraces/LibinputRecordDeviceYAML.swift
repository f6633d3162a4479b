import Gestures

/// The `devices:` entry of one device in `libinput record` layout (everything but `events:`),
/// as libinput prints it: `node`, `evdev` (`name`, `id`, `codes`, `absinfo`, `properties`)
/// and `udev: properties:` when known.
enum LibinputRecordDeviceYAML {
  /// Checks what the reader would refuse, so the writer never produces an unreadable file.
  static func validate(_ d: DeviceDescription, index: Int) -> String? {
    for (type, _) in d.codes where type > EventType.max {
      return "device \(index): event type \(type) is above EV_MAX"
    }
    for code in (d.codes[EventType.abs] ?? []) where d.absInfo[code] == nil {
      return "device \(index): EV_ABS code \(code) has no AbsInfo"
    }
    for (code, _) in d.absInfo where code > 0x3f {
      return "device \(index): ABS code \(code) is above ABS_MAX"
    }
    for p in d.properties where p > 0x1f {
      return "device \(index): input property \(p) is above INPUT_PROP_MAX"
    }
    for (key, _) in d.udevProperties where key.isEmpty || key.contains("=") {
      return "device \(index): udev property name \"\(key)\" is empty or contains '='"
    }
    return nil
  }

  /// The entry's text, starting with `- ` and ending in a newline, without `events:`.
  static func text(for d: DeviceDescription) -> String {
    var out = ""
    if let node = d.node {
      out += "- node: \(YAMLText.plainIfSafe(node))\n  evdev:\n"
    } else {
      out += "- evdev:\n"
    }
    out += "    name: \(YAMLText.doubleQuoted(d.name))\n"
    out += "    id: [\(d.id.bustype), \(d.id.vendor), \(d.id.product), \(d.id.version)]\n"
    out += "    codes:\n"
    for type in d.codes.keys.sorted() {
      let codes = d.codes[type, default: []].sorted().map(String.init).joined(separator: ", ")
      out += "      \(type): [\(codes)]"
      if let name = typeNames[type] { out += " # \(name)" }
      out += "\n"
    }
    if !d.absInfo.isEmpty {
      out += "    absinfo:\n"
      for code in d.absInfo.keys.sorted() {
        let a = d.absInfo[code]!
        out +=
          "      \(code): [\(a.minimum), \(a.maximum), \(a.fuzz), \(a.flat), \(a.resolution)]\n"
      }
    }
    let props = d.properties.sorted().map(String.init).joined(separator: ", ")
    out += "    properties: [\(props)]\n"
    if !d.udevProperties.isEmpty {
      out += "  udev:\n    properties:\n"
      for key in d.udevProperties.keys.sorted() {
        out += "    - \(YAMLText.plainIfSafe(key + "=" + d.udevProperties[key]!))\n"
      }
    }
    return out
  }

  /// `EV_*` names for the cosmetic comments after each `codes` row.
  private static let typeNames: [UInt16: String] = [
    0x00: "EV_SYN", 0x01: "EV_KEY", 0x02: "EV_REL", 0x03: "EV_ABS", 0x04: "EV_MSC",
    0x05: "EV_SW", 0x11: "EV_LED", 0x12: "EV_SND", 0x14: "EV_REP", 0x15: "EV_FF",
    0x16: "EV_PWR", 0x17: "EV_FF_STATUS",
  ]
}
