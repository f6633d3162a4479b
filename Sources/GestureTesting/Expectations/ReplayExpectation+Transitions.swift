import Gestures

/// Expectations about which gestures ended, failed or were cancelled, and when. Times are
/// seconds from the trace's first event; gestures are named as in their scene.
extension ReplayExpectation {
  /// `gesture` ended `times` times (nil: at least once); with `seconds`, the first time it
  /// ended was `seconds` ± `tolerance`.
  public static func ended(
    _ gesture: String, times: Int? = 1, at seconds: Double? = nil, within tolerance: Double = 0.001
  ) -> ReplayExpectation {
    var words = "\(gesture) to end \(count(times))"
    if let seconds { words += " at \(Format.seconds(seconds)) ± \(Format.seconds(tolerance))" }
    return ReplayExpectation(words) { result in
      let ended = result.ended(gesture)
      if ended.isEmpty {
        return times == 0 ? nil : "it never ended; \(history(of: gesture, in: result))"
      }
      let list = ended.map { Format.seconds($0.seconds) }.joined(separator: ", ")
      if let times, ended.count != times {
        return "it ended \(count(ended.count)), at \(list)"
      }
      if let seconds, abs(ended[0].seconds - seconds) > tolerance {
        return "it ended at \(list)"
      }
      return nil
    }
  }

  /// `gesture` began (a continuous gesture) `seconds` ± `tolerance` after the first event, or
  /// at all when `seconds` is nil.
  public static func began(
    _ gesture: String, at seconds: Double? = nil, within tolerance: Double = 0.001
  ) -> ReplayExpectation {
    var words = "\(gesture) to begin"
    if let seconds { words += " at \(Format.seconds(seconds)) ± \(Format.seconds(tolerance))" }
    return ReplayExpectation(words) { result in
      let began = result.transitions(of: gesture, to: .began)
      guard let first = began.first else {
        return "it never began; \(history(of: gesture, in: result))"
      }
      if let seconds, abs(first.seconds - seconds) > tolerance {
        return "it began at \(Format.seconds(first.seconds))"
      }
      return nil
    }
  }

  /// `gesture` never ended.
  public static func neverEnded(_ gesture: String) -> ReplayExpectation {
    ReplayExpectation("\(gesture) never to end") { result in
      let ended = result.ended(gesture)
      guard !ended.isEmpty else { return nil }
      return "it ended at " + ended.map { Format.seconds($0.seconds) }.joined(separator: ", ")
    }
  }

  /// No gesture but those in `allowed` ended (none at all when `allowed` is empty).
  public static func noGestureEnded(except allowed: String...) -> ReplayExpectation {
    let words =
      allowed.isEmpty
      ? "no gesture to end" : "no gesture other than \(allowed.joined(separator: ", ")) to end"
    return ReplayExpectation(words) { result in
      let others = result.transitions.filter { $0.to == .ended && !allowed.contains($0.gesture) }
      guard !others.isEmpty else { return nil }
      return
        others.map { "\($0.gesture) ended at \(Format.seconds($0.seconds))" }
        .joined(separator: ", ")
    }
  }

  /// `gesture` failed, for `reason` when given (compared exactly, numbers included).
  public static func failed(_ gesture: String, because reason: FailureReason? = nil)
    -> ReplayExpectation
  {
    ended(gesture, in: .failed, reason: reason.map { "\($0)" }) { $0 == reason }
  }

  /// `gesture` failed for a reason whose text contains `text` (`"double-tap won"`,
  /// `"moved"`).
  public static func failed(_ gesture: String, reasonContaining text: String) -> ReplayExpectation {
    ended(gesture, in: .failed, reason: "… \(text) …") { "\($0)".contains(text) }
  }

  /// `gesture` was cancelled, for `reason` when given.
  public static func cancelled(_ gesture: String, because reason: FailureReason? = nil)
    -> ReplayExpectation
  {
    ended(gesture, in: .cancelled, reason: reason.map { "\($0)" }) { $0 == reason }
  }

  /// `gesture` was cancelled for a reason whose text contains `text`.
  public static func cancelled(_ gesture: String, reasonContaining text: String)
    -> ReplayExpectation
  {
    ended(gesture, in: .cancelled, reason: "… \(text) …") { "\($0)".contains(text) }
  }

  /// `gesture` reached `phase` (failed or cancelled), for a reason `matches` accepts when
  /// `reason` describes one.
  private static func ended(
    _ gesture: String, in phase: GesturePhase, reason: String?,
    matches: @escaping (FailureReason) -> Bool
  ) -> ReplayExpectation {
    let verb = phase == .failed ? "fail" : "be cancelled"
    let words = "\(gesture) to \(verb)" + (reason.map { " because \($0)" } ?? "")
    return ReplayExpectation(words) { result in
      let reached = result.transitions(of: gesture, to: phase)
      if reached.isEmpty {
        return "it never did; \(history(of: gesture, in: result))"
      }
      guard reason != nil else { return nil }
      if reached.contains(where: { $0.reason.map(matches) ?? false }) { return nil }
      return
        reached.map { t in
          "it \(phase.rawValue) at \(Format.seconds(t.seconds)) because "
            + (t.reason.map { "\($0)" } ?? "(no reason)")
        }.joined(separator: "; ")
    }
  }

  /// `once`, `twice`, `3 times`, `at least once`.
  static func count(_ n: Int?) -> String {
    switch n {
    case nil: return "at least once"
    case 0?: return "0 times"
    case 1?: return "once"
    case 2?: return "twice"
    case let n?: return "\(n) times"
    }
  }

  /// The last few transitions of `gesture`, for saying what happened instead.
  static func history(of gesture: String, in result: ReplayResult) -> String {
    let mine = result.transitions(of: gesture)
    guard !mine.isEmpty else { return "it has no transitions" }
    let shown = mine.suffix(4).map { t in
      "\(Format.seconds(t.seconds)) \(t.from.rawValue) → \(t.to.rawValue)"
        + (t.reason.map { " — \($0)" } ?? "")
    }
    return "its last transitions: " + shown.joined(separator: "; ")
  }
}
