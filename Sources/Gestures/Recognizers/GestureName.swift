/// How the transition log names gestures whose attachment gives no name
/// (``Gesture/defaultName``): lowercase words joined by hyphens, like the names of the default
/// scene and of scene files (`long-press`, `spatial-tap`).
enum GestureName {
  /// The name of a kind of gesture from its type's name: the last component, without generic
  /// arguments or a `Gesture` suffix, in words (`LongPressGesture` → `long-press`,
  /// `App.PinchToZoomGesture<X>` → `pinch-to-zoom`); `gesture` when nothing is left.
  static func kind(typeName: String) -> String {
    var name = Substring(typeName)
    if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    if name.hasSuffix("Gesture") { name = name.dropLast("Gesture".count) }
    return name.isEmpty ? "gesture" : words(String(name))
  }

  /// A camel-case identifier in lowercase words joined by hyphens (`longPress` → `long-press`,
  /// `HTTPTap` → `http-tap`, `tipTap2` → `tip-tap2`).
  static func words(_ identifier: String) -> String {
    let characters = Array(identifier)
    var out = ""
    for (i, c) in characters.enumerated() {
      if c.isUppercase, i > 0 {
        let previous = characters[i - 1]
        let next = i + 1 < characters.count ? characters[i + 1] : nil
        if previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next?.isLowercase == true)
        {
          out.append("-")
        }
      }
      out.append(contentsOf: c.lowercased())
    }
    return out
  }

  /// A composite's name: its kind and its parts' names (`sequence(long-press,drag)`).
  static func composite(_ kind: String, _ first: String, _ second: String) -> String {
    "\(kind)(\(first),\(second))"
  }

  /// `name`, or `name-2`, `name-3`, … : the first that `isTaken` says is free.
  static func unique(_ name: String, isTaken: (String) -> Bool) -> String {
    guard isTaken(name) else { return name }
    var n = 2
    while isTaken("\(name)-\(n)") { n += 1 }
    return "\(name)-\(n)"
  }
}
