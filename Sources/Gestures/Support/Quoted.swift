/// A value from a file or a device quoted in a message: at most ``limit`` bytes of it, then how
/// long it was, so that a number of a million digits or a 4 MiB key makes a message of a line,
/// not of megabytes.
package enum Quoted {
  /// The most bytes of one value a message quotes: 64.
  package static let limit = 64

  /// `text` whole when it fits ``limit`` bytes, else its first characters that fit and
  /// `… (N bytes)`.
  package static func excerpt(_ text: some StringProtocol) -> String {
    guard text.utf8.count > limit else { return String(text) }
    var out = ""
    var used = 0
    for character in text {
      let size = character.utf8.count
      if used + size > limit { break }
      out.append(character)
      used += size
    }
    return out + "… (\(text.utf8.count) bytes)"
  }
}
