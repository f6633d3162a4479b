import Gestures

/// An AHAP file's content (Apple Haptic and Audio Pattern, JSON): the pattern plus the
/// optional `Version` and `Metadata`, and what loading it noted (audio skipped, values clamped).
///
/// The format and the loader's rules are in the AHAP files article.
public struct AHAPDocument: Hashable, Sendable {
  /// One `Metadata` member with a string value (others are ignored).
  public struct MetadataEntry: Hashable, Sendable {
    /// The member's name.
    public var key: String
    /// Its string value.
    public var value: String

    /// The member `key` with `value`.
    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }

  /// `Version`, when given.
  public var version: Double?
  /// `Metadata`'s string members in file order; nil when there is no `Metadata`.
  public var metadata: [MetadataEntry]?
  /// The haptic content of `Pattern`.
  public var pattern: HapticPattern
  /// What the loader skipped or changed, each `path: what` (audio events skipped, values
  /// clamped, continuous events cut to 30 s).
  public var notes: [String]

  /// A document holding `pattern`, with `version`, `metadata` and the loader's `notes`.
  public init(
    pattern: HapticPattern, version: Double? = 1.0, metadata: [MetadataEntry]? = nil,
    notes: [String] = []
  ) {
    self.pattern = pattern
    self.version = version
    self.metadata = metadata
    self.notes = notes
  }
}
