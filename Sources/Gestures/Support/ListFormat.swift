/// Lists of names in messages.
enum ListFormat {
  /// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
  static func alternatives(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + items.last!
  }
}
