/// One word of a quirk's `AttrEventCode=+CODE;-CODE…`: an event code (or a whole event type)
/// libinput enables or disables on the device (`evdev_pre_configure_model_quirks`).
public struct QuirkEventCode: Hashable, Sendable {
  /// The event type (`EV_KEY` 1, `EV_ABS` 3, …).
  public var type: UInt16
  /// The code, nil for the whole type (`-EV_ABS`).
  public var code: UInt16?

  /// `type`, and `code` (nil: the whole type).
  public init(type: UInt16, code: UInt16?) {
    self.type = type
    self.code = code
  }

  /// The kernel names this engine knows, of the codes that change how a touchpad is decoded
  /// (its buttons, the tool keys that count fingers, the axes touches are judged by). libinput
  /// knows every kernel name; a word naming another code changes nothing here, so it is
  /// skipped (``init(_:)`` gives nil) rather than refused.
  static let names: [String: (UInt16, UInt16)] = [
    "BTN_LEFT": (EventType.key, 0x110), "BTN_RIGHT": (EventType.key, 0x111),
    "BTN_MIDDLE": (EventType.key, 0x112), "BTN_TOOL_FINGER": (EventType.key, 0x145),
    "BTN_TOOL_QUINTTAP": (EventType.key, 0x148), "BTN_TOUCH": (EventType.key, 0x14a),
    "BTN_TOOL_DOUBLETAP": (EventType.key, 0x14d), "BTN_TOOL_TRIPLETAP": (EventType.key, 0x14e),
    "BTN_TOOL_QUADTAP": (EventType.key, 0x14f), "ABS_PRESSURE": (EventType.abs, 0x18),
    "ABS_MT_TOUCH_MAJOR": (EventType.abs, 0x30), "ABS_MT_TOUCH_MINOR": (EventType.abs, 0x31),
    "ABS_MT_TOOL_TYPE": (EventType.abs, 0x37), "ABS_MT_PRESSURE": (EventType.abs, 0x3a),
  ]
  static let types: [String: UInt16] = [
    "EV_SYN": 0, "EV_KEY": EventType.key, "EV_REL": 2, "EV_ABS": EventType.abs, "EV_MSC": 4,
    "EV_SW": 5, "EV_LED": 0x11, "EV_SND": 0x12, "EV_REP": 0x14, "EV_FF": 0x15,
  ]

  /// A word without its sign, as libinput's `parse_evcode_property` reads it: `EV_TYPE`,
  /// `EV_TYPE:0xCODE` (hexadecimal, 0…0x2ff) or a code's kernel name (`BTN_RIGHT`). Throws
  /// for a word that is none of these; nil for a kernel name of a code this engine ignores.
  init?(_ word: Substring) throws(QuirksError) {
    if let (t, c) = Self.names[String(word)] {
      self.init(type: t, code: c)
      return
    }
    let parts = word.split(separator: ":", omittingEmptySubsequences: false)
    if let t = Self.types[String(parts[0])], parts.count <= 2 {
      guard parts.count == 2 else {
        self.init(type: t, code: nil)
        return
      }
      let hex = parts[1].hasPrefix("0x") ? parts[1].dropFirst(2) : parts[1]
      guard let c = UInt16(hex, radix: 16), c <= 0x2ff else {
        throw QuirksError("\(word): expected EV_TYPE:0xCODE, a code 0…0x2ff")
      }
      self.init(type: t, code: c)
      return
    }
    let kernelName = ["KEY_", "BTN_", "ABS_", "REL_", "SW_", "MSC_", "LED_", "SND_", "REP_", "FF_"]
    guard kernelName.contains(where: { word.hasPrefix($0) }), word.count > 4,
      word.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" })
    else {
      throw QuirksError("\(word) is not an event code (EV_TYPE, EV_TYPE:0xCODE or a kernel name)")
    }
    return nil
  }
}
