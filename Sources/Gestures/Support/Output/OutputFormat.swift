/// How the tool prints what it found.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// One aligned line per item, for people.
  case text
  /// JSON Lines: one object per line, for programs.
  case json
}
