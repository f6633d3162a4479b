extension TouchpadGestureStateMachine {
  /// One of libinput's own decisions (``TouchFrame/decision``, `--backend libinput`) in place of
  /// a step of the rules: the machine takes libinput's state, so the gestures read it as they
  /// read the machine's own.
  mutating func follow(_ decision: TouchpadDecision) {
    began = nil
    ended = nil
    tapping = nil
    steps += 1
    switch decision {
    case .began(let kind, let fingers):
      if started, let current { ended = (current, true) }
      state = Self.state(of: kind)
      (started, fingerCount, announcedFingers) = (true, fingers, fingers)
      (motion, scale, angle, rule) = (.zero, 1, 0, nil)
      decided = (state, fingers)
      began = Notice(kind: kind, fingers: fingers)
    case .changed(let dx, let dy, let s, let a):
      guard started else { return }
      motion = motion + Point(x: dx, y: dy)
      scale = s
      angle += a
    case .ended(let cancelled):
      guard started, let current else { return }
      ended = (current, cancelled)
      (state, started) = (.none, false)
    case .unchanged:
      break
    case .tapped(let fingers):
      var t = TouchpadTapping()
      t.notify(fingers, pressed: true)
      tapping = t
    }
  }

  /// The machine's state in which libinput runs a gesture of `kind`.
  private static func state(of kind: TouchpadGesture.Kind) -> State {
    switch kind {
    case .scroll: return .scroll
    case .swipe: return .swipe
    case .pinch: return .pinch
    case .hold: return .hold
    case .drag: return .drag
    case .tap, .click: return .none
    }
  }
}
