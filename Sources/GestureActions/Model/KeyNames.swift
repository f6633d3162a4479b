import CEvdev

/// Key and button names as bindings write them, resolved to evdev codes through libevdev:
/// `ctrl`, `alt`, `shift`, `super` (the left ones), evdev names with or without `KEY_`
/// (`Right`, `f5`, `KEY_VOLUMEUP`), and the X keysym names of media keys
/// (`XF86AudioRaiseVolume`).
public enum KeyNames {
  static let aliases: [String: String] = [
    "ctrl": "KEY_LEFTCTRL", "control": "KEY_LEFTCTRL", "lctrl": "KEY_LEFTCTRL",
    "rctrl": "KEY_RIGHTCTRL", "shift": "KEY_LEFTSHIFT", "lshift": "KEY_LEFTSHIFT",
    "rshift": "KEY_RIGHTSHIFT", "alt": "KEY_LEFTALT", "lalt": "KEY_LEFTALT",
    "altgr": "KEY_RIGHTALT", "ralt": "KEY_RIGHTALT", "super": "KEY_LEFTMETA",
    "meta": "KEY_LEFTMETA", "logo": "KEY_LEFTMETA", "win": "KEY_LEFTMETA",
    "rsuper": "KEY_RIGHTMETA", "esc": "KEY_ESC", "escape": "KEY_ESC", "return": "KEY_ENTER",
    "del": "KEY_DELETE", "ins": "KEY_INSERT", "pgup": "KEY_PAGEUP", "pgdn": "KEY_PAGEDOWN",
    "pagedn": "KEY_PAGEDOWN", "page_down": "KEY_PAGEDOWN", "page_up": "KEY_PAGEUP",
    "prior": "KEY_PAGEUP", "next": "KEY_PAGEDOWN",
    "print": "KEY_SYSRQ", "printscreen": "KEY_SYSRQ", "menu": "KEY_COMPOSE",
    "xf86audioraisevolume": "KEY_VOLUMEUP", "xf86audiolowervolume": "KEY_VOLUMEDOWN",
    "xf86audiomute": "KEY_MUTE", "xf86audiomicmute": "KEY_MICMUTE",
    "xf86audioplay": "KEY_PLAYPAUSE", "xf86audiopause": "KEY_PAUSECD",
    "xf86audionext": "KEY_NEXTSONG", "xf86audioprev": "KEY_PREVIOUSSONG",
    "xf86audiostop": "KEY_STOPCD", "xf86monbrightnessup": "KEY_BRIGHTNESSUP",
    "xf86monbrightnessdown": "KEY_BRIGHTNESSDOWN", "xf86back": "KEY_BACK",
    "xf86forward": "KEY_FORWARD", "xf86search": "KEY_SEARCH", "xf86explorer": "KEY_FILE",
    "xf86calculator": "KEY_CALC", "xf86mail": "KEY_MAIL", "xf86www": "KEY_WWW",
  ]

  /// The evdev code of the key `name`, nil when there is none. Buttons (`BTN_*`) are not keys.
  public static func code(of name: String) -> UInt16? {
    let lower = name.lowercased()
    let evdevName =
      aliases[lower] ?? (lower.hasPrefix("key_") ? name.uppercased() : "KEY_" + name.uppercased())
    let code = libevdev_event_code_from_name(UInt32(EV_KEY), evdevName)
    guard code >= 0, code < Int32(BTN_MISC) || code >= Int32(KEY_OK) else { return nil }
    return UInt16(code)
  }

  /// The codes of a combination `ctrl+alt+Right`, in the order written; nil and the first
  /// unknown name when one is not a key.
  public static func codes(of combination: String) -> (codes: [UInt16], unknown: String?) {
    var codes: [UInt16] = []
    for part in combination.split(separator: "+") {
      guard let c = code(of: String(part)) else { return (codes, String(part)) }
      codes.append(c)
    }
    return (codes, nil)
  }

  /// The evdev name of an event (`KEY_LEFTCTRL`, `BTN_MIDDLE`, `REL_WHEEL`), or its number.
  public static func name(type: UInt16, code: UInt16) -> String {
    guard let p = libevdev_event_code_get_name(UInt32(type), UInt32(code)) else {
      return String(code)
    }
    return String(cString: p)
  }
}
