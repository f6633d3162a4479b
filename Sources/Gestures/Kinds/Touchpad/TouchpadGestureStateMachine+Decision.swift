extension TouchpadGestureStateMachine {
  /// One of libinput's own decisions (``TouchFrame/decision``, `--backend libinput`) in place of
  /// a step of the rules: the machine takes libinput's state, so the gestures read it as they
  /// read the machine's own. `configuration` is the pad's as the source set libinput up (nil:
  /// unknown, as tapping off).
  mutating func follow(_ decision: TouchpadDecision, configuration: TouchpadConfiguration?) {
    began = nil
    ended = nil
    // Tapping idle unless this step tapped, none when libinput's is off: a tap gesture that
    // fails says which.
    tapping = configuration.flatMap { $0.tapping ? TouchpadTapping(configuration: $0) : nil }
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
      if tapping == nil { tapping = TouchpadTapping(configuration: configuration ?? .init()) }
      tapping?.notify(fingers, pressed: true)
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
