/// Expectations about the patterns haptic bindings played.
extension ReplayExpectation {
  /// The pattern `name` (`success`, `pop.ahap`) started `times` times (nil: at least once);
  /// with `seconds`, the first start was `seconds` ± `tolerance` after the first event.
  public static func played(
    _ name: String, times: Int? = 1, at seconds: Double? = nil, within tolerance: Double = 0.001
  ) -> ReplayExpectation {
    var words = "pattern \(name) to play \(count(times))"
    if let seconds { words += " at \(Format.seconds(seconds)) ± \(Format.seconds(tolerance))" }
    return ReplayExpectation(words) { result in
      let mine = result.hapticPatterns.filter { $0.name == name }
      let all = result.hapticPatterns.map { "\($0.name) at \(Format.seconds($0.seconds))" }
      let played = all.isEmpty ? "no pattern played" : "played: " + all.joined(separator: ", ")
      if mine.isEmpty { return played }
      if let times, mine.count != times { return played }
      if let seconds, abs(mine[0].seconds - seconds) > tolerance { return played }
      return nil
    }
  }
}
