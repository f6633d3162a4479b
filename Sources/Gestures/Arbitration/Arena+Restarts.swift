/// The arena's restarts: a done gesture that starts a new attempt within the same frame.
extension Arena {
  /// Rule 1's restart: a gesture that became done in this step and holds no touch that is down
  /// other than this frame's new ones starts afresh with them (a tap that ended as the next
  /// touch landed, a double tap whose second tap landed too far away).
  func restartWithNewTouches(_ frame: TouchFrame) {
    var restarted = false
    // Only an attempt from an earlier frame: one that started with these very touches and
    // failed on them would fail the same way again.
    for i in adopters
    where members[i].doneAtStep == step && members[i].startedAtStep < step && !adopt[i].isEmpty {
      let onlyNew = withRecognizer(i) { r in
        r.touches.all.allSatisfy { t in
          !t.isDown || frame.contacts.contains { $0.id == t.id && $0.phase == .down }
        }
      }
      guard onlyNew else { continue }
      members[i].doneAtStep = -1
      withRecognizer(i) { $0.handle(.retire) }
      start(i, frame, adopt[i])
      restarted = true
    }
    if restarted { resolve(at: frame.time) }
  }

  /// Rule 5's restart: a gesture done because its finger count was wrong starts again, with
  /// its touches that are still down and the frame's new ones it may take, when they are as
  /// many as it takes.
  func restartWithRightCount(_ frame: TouchFrame, hasDowns: Bool) {
    var restarted = false
    for i in live where members[i].restartsOnCount && members[i].doneAtStep < step {
      let mine = hasDowns ? adopt[i] : ContactMask()
      let rightCount = withRecognizer(i) { r in
        guard r.state.isTerminal, let n = r.touchCount, n > 0 else { return false }
        var fingers = r.touches.downCount
        for (k, c) in frame.contacts.enumerated() where c.phase == .down && mine.contains(k) {
          fingers += 1
        }
        return fingers == n
      }
      guard rightCount else { continue }
      members[i].restartsOnCount = false
      members[i].doneAtStep = -1
      withRecognizer(i) { r in
        r.handle(.retire)
        r.engineRestart(at: frame.time)
      }
      members[i].startedAtStep = step
      busy = true
      receive(i, frame, mine)
      restarted = true
    }
    if restarted { resolve(at: frame.time) }
  }
}
