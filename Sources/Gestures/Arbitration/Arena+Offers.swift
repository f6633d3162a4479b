/// Offering a frame to one member: what its state asks for, and whether the frame concerns it.
extension Arena {
  /// True when a frame without a touch-down leaves member i alone, told from its fields and
  /// state without calling into ``offer``: most live members on most frames. A done gesture's
  /// touches matter only to one that starts again with them (rule 5, or libinput deciding
  /// again), to the others only whether they lifted; a gesture under way, only touches that
  /// moved, unless it ignores moves. `concerned`: the finger count, a button or its touchpad
  /// stage's decisions changed.
  @inline(__always)
  func passesOver(_ i: Int, concerned: Bool, hasEnds: Bool, movedKeys: UInt64) -> Bool {
    let state = state(i)
    if state.isTerminal {
      return !hasEnds && !members[i].restartsOnCount && !members[i].startsAgain
    }
    guard state != .ready && !concerned else { return false }
    if members[i].touchKeys & movedKeys == 0 { return true }
    return !hasEnds && withRecognizer(i, { $0.ignoresMoves })
  }

  /// Hands the frame to member i (recognizer `r`) as its state asks: a start, the frame's
  /// rules, or only its touches followed; nothing when the frame does not concern it. Called
  /// for the members a frame without a touch-down does not pass over (``passesOver``).
  /// `hasEnds`: some touch of the frame ended.
  func offer(
    _ frame: TouchFrame, to i: Int, _ r: GestureRecognizer, mine: ContactMask,
    fingersChanged: Bool, hasEnds: Bool, movedKeys: UInt64, allKeys: UInt64
  ) {
    // A done gesture that a new touch reaches retires first (and may keep its touches down).
    let keepingDown = !mine.isEmpty && r.state.isTerminal && r.engineRetireOnNewTouch()
    let touched = fingersChanged || members[i].touchKeys & movedKeys != 0
    switch r.state {
    case .idle:
      guard !mine.isEmpty else { return }
      start(i, frame, mine, keepingDown: keepingDown)
    case .possible, .active:
      guard !mine.isEmpty || (touched && concerns(frame, r, fingersChanged)) else { return }
      if mine.isEmpty && !fingersChanged && !hasEnds && r.ignoresMoves { return }
      receive(i, frame, mine)
    case .ready:
      if r.isContinuous {
        guard !mine.isEmpty || (touched && concerns(frame, r, fingersChanged)) else { return }
        receive(i, frame, mine)
      } else if members[i].touchKeys & allKeys != 0 {
        r.engineFollow(frame)
      }
    case .ended, .failed, .cancelled:
      // (Without a touch-down, one that does not start again was passed over: passesOver.)
      guard members[i].touchKeys & allKeys != 0 else { return }
      // A done gesture may start again on the touches it holds (libinput deciding again).
      guard r.engineFollowWhileDone(frame) else { return }
      r.handle(.retire)
      start(i, frame, mine, keepingDown: true)
    }
  }

  /// True when the frame has a new touch or changes one of the recognizer's touches: a frame
  /// that concerns no gesture costs nothing more.
  func concerns(_ frame: TouchFrame, _ r: GestureRecognizer, _ fingersChanged: Bool) -> Bool {
    // A finger count that changed concerns every attempt with touches: fingers a touchpad
    // counts without placing may still be down after its placed touches lifted.
    if fingersChanged && !r.touches.all.isEmpty { return true }
    for c in frame.contacts where c.phase != .stationary && r.touches.contains(c.id) {
      return true
    }
    return false
  }
}
