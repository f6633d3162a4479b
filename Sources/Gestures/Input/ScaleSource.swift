/// Where a device's millimetre scale came from.
public enum ScaleSource: String, Hashable, Sendable {
  /// The axes' own resolution (units/mm).
  case resolution
  /// udev's `ID_INPUT_WIDTH_MM` / `ID_INPUT_HEIGHT_MM`.
  case udev
  /// Neither was available; see ``TouchSurface/fallbackTouchpadSize`` and
  /// ``TouchSurface/fallbackTouchscreenDiagonal``.
  case fallback
}
