import Gestures

/// Expectations about the value a gesture ended with (its last ending), within a tolerance.
extension ReplayExpectation {
  /// `gesture` (a drag, or a composition with one) last ended with a translation within
  /// `tolerance` mm (distance) of `translation` (mm).
  public static func ended(_ gesture: String, translation: Point, within tolerance: Double = 0.5)
    -> ReplayExpectation
  {
    endValue(
      gesture, "translation ≈ \(Format.point(translation)) mm ± \(Format.number(tolerance)) mm",
      read: { $0.translation.map { ($0, Format.point($0) + " mm") } },
      accept: { ($0 - translation).length <= tolerance })
  }

  /// `gesture` (a drag or a spatial tap) last ended at a location within `tolerance` mm of
  /// `location` (mm).
  public static func ended(_ gesture: String, location: Point, within tolerance: Double = 0.5)
    -> ReplayExpectation
  {
    endValue(
      gesture, "location ≈ \(Format.point(location)) mm ± \(Format.number(tolerance)) mm",
      read: { $0.location.map { ($0, Format.point($0) + " mm") } },
      accept: { ($0 - location).length <= tolerance })
  }

  /// `gesture` (a magnify gesture) last ended with a magnification within `tolerance` of
  /// `magnification`.
  public static func ended(
    _ gesture: String, magnification: Double, within tolerance: Double = 0.01
  ) -> ReplayExpectation {
    endValue(
      gesture, "magnification ≈ \(Format.number(magnification)) ± \(Format.number(tolerance))",
      read: { $0.magnification.map { ($0, Format.number($0)) } },
      accept: { abs($0 - magnification) <= tolerance })
  }

  /// `gesture` (a rotate gesture) last ended with a rotation within `tolerance` degrees of
  /// `rotation` degrees (clockwise on screen positive).
  public static func ended(_ gesture: String, rotation: Double, within tolerance: Double = 0.5)
    -> ReplayExpectation
  {
    endValue(
      gesture, "rotation ≈ \(Format.number(rotation))° ± \(Format.number(tolerance))°",
      read: { $0.rotation.map { ($0, Format.number($0) + "°") } },
      accept: { abs($0 - rotation) <= tolerance })
  }

  /// `gesture` last ended with a value `accept` takes; `words` say which (`velocity above 200
  /// mm/s`).
  public static func ended(
    _ gesture: String, with words: String, where accept: @escaping (RecordedTransition) -> Bool
  ) -> ReplayExpectation {
    endValue(gesture, words, read: { ($0, $0.valueSummary) }, accept: accept)
  }

  private static func endValue<T>(
    _ gesture: String, _ words: String, read: @escaping (RecordedTransition) -> (T, String)?,
    accept: @escaping (T) -> Bool
  ) -> ReplayExpectation {
    ReplayExpectation("\(gesture) to end with \(words)") { result in
      guard let last = result.ended(gesture).last else {
        return "it never ended; \(history(of: gesture, in: result))"
      }
      guard let (value, text) = read(last) else {
        return "it ended at \(Format.seconds(last.seconds)) with no such value ("
          + (last.valueSummary.isEmpty ? "none" : last.valueSummary) + ")"
      }
      return accept(value)
        ? nil : "it ended at \(Format.seconds(last.seconds)) with \(text)"
    }
  }
}
