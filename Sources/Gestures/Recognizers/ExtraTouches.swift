/// What touches beyond a gesture's count do once it is active.
public enum ExtraTouches: String, Hashable, Sendable {
  /// They are not the gesture's: it goes on with its own touches.
  case ignored
  /// They cancel it (`tooManyTouches`), as before it is active.
  case cancel
}
