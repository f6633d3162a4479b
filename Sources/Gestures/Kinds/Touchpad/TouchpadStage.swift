/// libinput's gesture decisions for one touchpad (`tp_gesture_handle_state`, then
/// `tp_gesture_post_events`, once per frame in `tp_post_events`): one
/// ``TouchpadGestureStateMachine`` over every finger on the device. The device's arena runs it
/// on each frame before any gesture sees the frame, and at its deadlines; every
/// ``TouchpadGestureRecognizer`` of the device reads its decisions, so gestures of different
/// kinds never disagree and the machine runs once however many gestures listen.
///
/// It decides over the whole pad, as libinput does: a region only chooses which gestures hear
/// the decisions. The touches are the fingers (palms, thumbs and hovering touches as the
/// decoder judged them on landing are not), from the first finger landing on an empty pad to
/// the last lifting; a finger landing on an empty pad starts the machine afresh.
final class TouchpadStage {
  /// The machine, as the last frame or deadline left it.
  private(set) var machine = TouchpadGestureStateMachine()
  /// The fingers since the pad was last empty, in the order they landed.
  private(set) var touches = TouchSet()
  /// Counts the machine's steps (frames and deadlines): a gesture reads a step's decisions
  /// once.
  private(set) var step = 0
  /// The deadline that fired last, until the next frame or deadline: the gestures due at it
  /// read it as theirs (``TouchpadGestureRecognizer/deadline``).
  private(set) var fired: Int64?

  /// libinput's tapping over the pad's fingers, as the frames' configuration has it (nil:
  /// tapping off, or frames that carry none); made again when the configuration changes.
  private var tapTracker: TouchpadTapTracker?

  /// The next time ``timeReached(_:)`` is due, µs.
  var deadline: Int64? { machine.deadline }

  /// True when the last step started or ended a gesture: every listening gesture must hear it,
  /// whether or not the frame moved its own touches.
  var spoke: Bool { machine.began != nil || machine.ended != nil }

  /// One frame of the device (after the arena bridged its finger bounces). Tapping follows
  /// every frame of a touchpad, as libinput's does from the device's first; the gesture
  /// machine runs when `decides` (some gesture of the device listens).
  func update(_ frame: TouchFrame, decides: Bool = true) {
    let tapping = tapping(frame)
    guard decides else { return }
    fired = nil
    step &+= 1
    if touches.allUp && frame.contacts.contains(where: { $0.phase == .down && $0.role == .finger })
    {
      touches.removeAll()
      machine.reset()
    }
    for c in frame.contacts {
      if let t = touches.index(of: c.id) {
        if c.phase == .cancelled && continueJump(t, c, in: frame) { continue }
        touches.update(at: t, c, time: frame.time)
      } else if c.phase == .down && c.role == .finger {
        if touches.all.count == TouchSet.capacity { dropLifted() }
        touches.add(c, time: frame.time)
      }
    }
    machine.update(touches, frame: frame, tapping: tapping)
  }

  /// Tapping as `frame` leaves it: libinput's `tp_tap_handle_state`, run before the gestures
  /// in `tp_post_events`. A device that went away or stopped leaves it idle.
  private func tapping(_ frame: TouchFrame) -> TouchpadTapping? {
    guard let configuration = frame.touchpad, configuration.tapping else {
      tapTracker = nil
      return nil
    }
    if tapTracker?.machine.configuration != configuration {
      tapTracker = TouchpadTapTracker(configuration: configuration)
    }
    let t = tapTracker!.update(frame)
    if frame.cancellation == .deviceRemoved || frame.cancellation == .inputStopped {
      tapTracker!.reset()
      return tapTracker!.machine
    }
    return t
  }

  /// The deadline at `time` fell due.
  func timeReached(_ time: Int64) {
    fired = time
    step &+= 1
    machine.timeReached(time, touches: touches)
  }

  /// A touch cancelled because it jumped goes on as the contact that came down in its slot in
  /// the same frame: libinput keeps the touch and drops the jump's motion (`tp_detect_jumps`).
  private func continueJump(_ t: Int, _ c: Contact, in frame: TouchFrame) -> Bool {
    guard let next = touches.continueJump(at: t, c, in: frame) else { return false }
    machine.touchJumped(from: c.id, to: next)
    return true
  }

  /// Makes room for a finger on a pad that was never empty through ten of them (a thumb
  /// resting while fingers come and go): the lifted ones are forgotten.
  private func dropLifted() {
    machine.forgetLifted(touches)
    touches.removeLifted()
  }
}
