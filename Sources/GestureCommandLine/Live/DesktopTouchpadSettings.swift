import GestureLive
import GestureTraces
import Gestures
import Glibc

/// The desktop's own touchpad settings, read where the compositor keeps them, so that `live`
/// (the desktop daemon) taps as the compositor's libinput does when no touchpad option is
/// given. Which desktop: `XDG_CURRENT_DESKTOP`, as the session sets it.
/// - GNOME: `org.gnome.desktop.peripherals.touchpad`, read with `gsettings get`, one setting for
///   every touchpad, as Mutter applies it: `tap-to-click` → tapping, `tap-and-drag` →
///   tap-and-drag, `tap-and-drag-lock` → drag lock on a timeout when true (Mutter sets
///   `LIBINPUT_CONFIG_DRAG_LOCK_ENABLED`, libinput 1.27's name for `…_ENABLED_TIMEOUT`), off
///   when false.
///   `click-method` → the click method (`fingers` clickfinger, GNOME's default; `areas` button
///   areas; `none`; `default` the pad's own), `tap-button-map` → the tap buttons (`lrm`, `lmr`;
///   `default` lrm). A GNOME without these two keys keeps libinput's defaults.
/// - KDE Plasma: `kcminputrc` in `XDG_CONFIG_HOME` (else `~/.config`), per device as KWin keeps
///   it: the group `[Libinput][VENDOR][PRODUCT][NAME]` (decimal ids, the kernel's device name)
///   with `TapToClick`, `TapAndDrag`, `TapDragLock` and `LmrTapButtonMap` (`true` or `false`;
///   `TapDragLock` true is a timeout, as KWin sets it) and `ClickMethod` (libinput's numbers: 0
///   none, 1 button areas, 2 clickfinger). A key not written keeps the default: tapping on
///   (Plasma 6's), the rest libinput's.
struct DesktopTouchpadSettings: Hashable, Sendable {
  /// What was read, for the note: `GNOME (org.gnome.desktop.peripherals.touchpad)`.
  var source: String
  /// The configuration of every touchpad without one of its own.
  var all: TouchpadConfiguration
  /// Configurations by device (``LiveConfiguration/deviceKey(_:)``).
  var byDevice: [String: TouchpadConfiguration]

  /// The running desktop's settings, or nil (with why in `reason`) when the desktop is not
  /// one of these or its settings cannot be read.
  static func read(environment: [String: String], reason: inout String) -> DesktopTouchpadSettings?
  {
    let desktops = (environment["XDG_CURRENT_DESKTOP"] ?? "").split(separator: ":").map {
      $0.uppercased()
    }
    if desktops.contains("GNOME") { return gnome(environment: environment, reason: &reason) }
    if desktops.contains("KDE") {
      let config =
        environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        ?? environment["HOME"].map { $0 + "/.config" }
      guard let config else {
        reason = "KDE's kcminputrc has no place: neither XDG_CONFIG_HOME nor HOME is set"
        return nil
      }
      return kde(path: config + "/kcminputrc", reason: &reason)
    }
    reason =
      environment["XDG_CURRENT_DESKTOP"].map { "the desktop \"\($0)\" is neither GNOME nor KDE" }
      ?? "XDG_CURRENT_DESKTOP is not set"
    return nil
  }

  /// GNOME's settings through `gsettings get`, run with `environment`.
  static func gnome(environment: [String: String], reason: inout String)
    -> DesktopTouchpadSettings?
  {
    let schema = "org.gnome.desktop.peripherals.touchpad"
    var values: [String: Bool] = [:]
    for key in ["tap-to-click", "tap-and-drag", "tap-and-drag-lock"] {
      let text = CommandOutput.read(["gsettings", "get", schema, key], environment: environment)
        .map(trimmed)
      guard let text, text == "true" || text == "false" else {
        reason = "gsettings get \(schema) \(key) gave no true or false"
        return nil
      }
      values[key] = text == "true"
    }
    var configuration = TouchpadConfiguration(
      tapping: values["tap-to-click"] ?? true, tapAndDrag: values["tap-and-drag"] ?? true,
      dragLock: values["tap-and-drag-lock"] == true ? .timeout : .disabled)
    // Enumerations, printed quoted ('fingers'); a GNOME without the key keeps the default.
    func word(_ key: String) -> String? {
      guard
        let text = CommandOutput.read(["gsettings", "get", schema, key], environment: environment)
      else { return nil }
      let t = trimmed(text)
      guard t.count >= 2, t.first == "'", t.last == "'" else { return nil }
      return String(t.dropFirst().dropLast())
    }
    switch word("click-method") {
    case "none": configuration.clickMethod = .disabled
    case "areas": configuration.clickMethod = .buttonAreas
    case "fingers": configuration.clickMethod = .clickfinger
    default: break  // "default": the pad's own
    }
    if let map = word("tap-button-map").flatMap(TouchpadConfiguration.ButtonMap.init(rawValue:)) {
      configuration.tapButtonMap = map
    }
    return DesktopTouchpadSettings(source: "GNOME (\(schema))", all: configuration, byDevice: [:])
  }

  /// KDE Plasma's `kcminputrc` at `path`: its `[Libinput][VENDOR][PRODUCT][NAME]` groups.
  static func kde(path: String, reason: inout String) -> DesktopTouchpadSettings? {
    var byDevice: [String: TouchpadConfiguration] = [:]
    var group: String?
    do {
      // LineReader: the traces' reader, binary data and over-long lines refused.
      let reader = try LineReader(path: path)
      while let raw = try reader.nextLine() {
        let line = trimmed(String(decoding: raw, as: UTF8.self))
        if line.hasPrefix("[") {
          group = deviceGroup(line)
          continue
        }
        guard let group, let eq = line.firstIndex(of: "=") else { continue }
        let key = trimmed(String(line[..<eq]))
        let value = trimmed(String(line[line.index(after: eq)...]))
        let flag = value == "true" || value == "false" ? value == "true" : nil
        var c = byDevice[group] ?? TouchpadConfiguration()
        switch (key, flag) {
        case ("TapToClick", let on?): c.tapping = on
        case ("TapAndDrag", let on?): c.tapAndDrag = on
        case ("TapDragLock", let on?): c.dragLock = on ? .timeout : .disabled
        case ("LmrTapButtonMap", let on?): c.tapButtonMap = on ? .lmr : .lrm
        // libinput's enum values, as KWin writes them: 0 none, 1 button areas, 2 clickfinger.
        case ("ClickMethod", _) where value == "0": c.clickMethod = .disabled
        case ("ClickMethod", _) where value == "1": c.clickMethod = .buttonAreas
        case ("ClickMethod", _) where value == "2": c.clickMethod = .clickfinger
        default: continue
        }
        byDevice[group] = c
      }
    } catch {
      reason = "KDE's \(path) cannot be read: \(error.description)"
      return nil
    }
    return DesktopTouchpadSettings(
      source: "KDE Plasma (\(path), \(byDevice.count) device\(byDevice.count == 1 ? "" : "s"))",
      all: TouchpadConfiguration(), byDevice: byDevice)
  }

  /// What was read, for the note: the source, and the settings of every touchpad or of each
  /// device that has its own.
  var description: String {
    guard !byDevice.isEmpty else { return "\(source): \(all.summary)" }
    let devices = byDevice.sorted { $0.key < $1.key }.map { key, c in
      // VENDOR:PRODUCT:NAME → NAME
      "\(key.split(separator: ":", maxSplits: 2).last.map(String.init) ?? key): \(c.summary)"
    }
    return "\(source): \(devices.joined(separator: "; ")); other touchpads: \(all.summary)"
  }

  /// The process's environment as `NAME: value`.
  static func processEnvironment() -> [String: String] {
    var out: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let eq = text.firstIndex(of: "=") {
        out[String(text[..<eq])] = String(text[text.index(after: eq)...])
      }
      entry += 1
    }
    return out
  }

  /// `[Libinput][1267][12410][ELAN1200:00 04F3:3090 Touchpad]` → `1267:12410:ELAN1200:00 …`.
  private static func deviceGroup(_ line: String) -> String? {
    guard line.hasPrefix("[Libinput]["), line.hasSuffix("]") else { return nil }
    let inner = line.dropFirst("[Libinput][".count).dropLast()
    let parts = inner.split(separator: "][", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, let vendor = UInt16(parts[0]), let product = UInt16(parts[1]) else {
      return nil
    }
    return LiveConfiguration.deviceKey(vendor: vendor, product: product, name: String(parts[2]))
  }

  /// `text` without spaces, tabs and line ends around it.
  private static func trimmed(_ text: String) -> String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    return String(text.drop(while: blank).reversed().drop(while: blank).reversed())
  }
}
