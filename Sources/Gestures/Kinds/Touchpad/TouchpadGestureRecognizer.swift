/// The recognizer of a ``TouchpadGesture``: listens to its device's `TouchpadStage` (libinput's
/// gesture decisions for the whole pad, made once per frame before any gesture hears of it) and
/// acts on the gestures of its kind and finger count.
///
/// States: `waiting` (the stage has not started this gesture) → `ready` when it starts it →
/// `active` → ended when the stage ends it, cancelled when it cancels it. While waiting, the
/// stage's other decisions do not fail it: libinput may decide again after a finger-count
/// change. It fails when the touches lift, naming what libinput decided instead.
public final class TouchpadGestureRecognizer: TypedGestureRecognizer<TouchpadGesture.Value> {
  /// What the fingers must do.
  public let kind: TouchpadGesture.Kind
  /// How many fingers.
  public let fingers: Int

  enum Stage { case waiting, ready, active, finished }
  private var stage = Stage.waiting

  /// Waiting for the stage to begin its kind (not a tap's or a click's, which follow their
  /// touches), it takes its touches' positions from the stage when it begins.
  override var ignoresMoves: Bool { stage == .waiting && kind != .tap && kind != .click }
  /// The device's stage, which the arena offers when it makes the recognizer
  /// (``engineJoin(_:)``); a recognizer driven without an arena runs its own.
  private var pad = TouchpadStage()
  private var ownsPad = true
  /// The stage's step this recognizer last acted on: each step's decisions are acted on once.
  private var seenStep = -1
  private var machine: TouchpadGestureStateMachine { pad.machine }
  private var beganAt: Int64 = 0
  /// The fingers libinput counted when it began the gesture (a scroll's may be more than 2).
  private var beganFingers = 0
  private var startLocation = Point.zero
  private var location = Point.zero
  private var scale = 1.0
  private var angle = 0.0
  /// A tap's: where libinput's tapping was before the touches lifted (it is idle after).
  private var tapState: TouchpadTapping.State?
  /// A tap's: when it last took a press, kept across attempts: an attempt that starts again in
  /// the frame that pressed (a finger landing as another lifts) must not take it twice.
  private var pressTaken: Int64?
  /// A click's: when it last took a press, kept across attempts. libinput sends one button
  /// event per press (`tp_post_clickpadbutton_buttons`, `tp_post_physical_buttons`), however
  /// the touch under it hovers: a touch keeps its `tp_touch` from its tracking id to its
  /// lift, and BTN_TOUCH or pressure only hover and unhover it (`tp_new_touch`,
  /// `tp_unhover_touches`), where the decoder ends the contact and begins another. An attempt
  /// that starts on that other contact in the press's frame must not take the press again.
  private var clickTaken: Int64?
  /// The pad's physical buttons as the frame before the current one left them: libinput's
  /// tapping runs before the frame's own button changes are posted (tp_post_events).
  /// A click's: the button libinput sent for a press in the last frame (``TouchFrame/click``).
  private var click = PadButtons()
  private var physicalBefore = PadButtons()
  private var physical = PadButtons()
  /// Done with fingers still down, the machine ran on (libinput's does) and began a gesture of
  /// this kind: the new attempt takes that begin without running the machine again.
  private var beginsAgain = false

  /// A recognizer of `kind` with `fingers` fingers.
  public init(kind: TouchpadGesture.Kind, fingers: Int) {
    self.kind = kind
    self.fingers = fingers
    isInstant = kind == .tap || kind == .click
    hasDeadlines = !isInstant || kind == .tap
    // Any number of touches: libinput follows the fingers as their count changes.
    super.init(touchCount: nil)
  }

  // A tap is pressed at one instant; the others run while the fingers do.
  public override var isContinuous: Bool { !isInstant }
  /// A tap or a click: pressed at one instant, with no machine of its own to keep.
  private let isInstant: Bool
  /// The gesture follows the stage's deadlines: all but a click.
  private let hasDeadlines: Bool
  // libinput debounces finger-count changes itself (its 100 ms switch timeout).
  override var holdsLiftsAsBounces: Bool { false }
  // libinput decides again when a finger lands beside fingers that stay down (a pinch after a
  // cancelled one): a done attempt starts again, keeping those fingers.
  override var startsAgainWithTouchesDown: Bool { true }
  // libinput's gestures go on through a touch's jump (tp_detect_jumps).
  override var followsJumps: Bool { true }
  // A touch that turns palm is no finger of libinput's gestures any more: it leaves.
  override var palmLeaves: Bool { true }

  override func engineJoin(_ stage: TouchpadStage) -> Bool {
    pad = stage
    ownsPad = false
    return true
  }

  public override var value: TouchpadGesture.Value? {
    guard stage != .waiting else { return nil }
    return TouchpadGesture.Value(
      kind: kind, fingers: beganFingers, startLocation: startLocation, location: location,
      scale: scale, angle: .degrees(angle), duration: Time.seconds(time - beganAt))
  }

  public override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    value.write(format, to: out)
  }

  public override var measures: GestureMeasures? { value?.measures }

  /// The stage's deadline, or the one it just handled: the arena runs the stage at its
  /// deadline before the gestures due then.
  public override var deadline: Int64? {
    guard stage != .finished, hasDeadlines else { return nil }
    return pad.fired ?? pad.deadline
  }

  public override func reset() {
    stage = .waiting
    beganAt = 0
    beganFingers = fingers
    startLocation = .zero
    location = .zero
    scale = 1
    angle = 0
    tapState = nil
  }

  public override func update(frame: TouchFrame) -> GestureSignal {
    guard stage != .finished else { return .none }
    if beginsAgain {
      beginsAgain = false
    } else {
      physicalBefore = physical
      physical = frame.buttons
      click = frame.click
      if ownsPad { pad.update(frame) }
    }
    guard takeStep() else { return .none }
    // Fingers the pad counts but does not place are down too: a tap waits for them.
    return react(lifted: touches.allUp && GestureRecognizer.unplacedFingers(in: frame) == 0)
  }

  public override func timeReached(_ time: Int64) -> GestureSignal {
    guard stage != .finished else { return .none }
    if beginsAgain {
      beginsAgain = false
    } else {
      physicalBefore = physical
      if ownsPad { pad.timeReached(time) }
    }
    guard takeStep() else { return .none }
    return react(lifted: false)
  }

  // libinput decides again on fingers that stay down: a hold after a click, a hold or a scroll
  // after pointer motion. Done, the gesture follows them with the machine and starts again
  // when it begins this kind once more (a tap starts again only with a new touch).
  private var followsWhileDone: Bool { !isInstant && stage == .finished && !touches.allUp }

  override func followedWhileDone(_ frame: TouchFrame) -> Bool {
    if kind == .click {
      // Another press with the fingers still down: a click again (however the last attempt
      // ended: a discrete gesture that succeeded stays active to its end).
      guard !touches.allUp,
        frame.click.contains(TouchpadTapping.button(fingers: fingers)), clickTaken != frame.time
      else { return false }
      click = frame.click
      beginsAgain = true
      return true
    }
    guard followsWhileDone else { return false }
    physicalBefore = physical
    physical = frame.buttons
    if ownsPad { pad.update(frame) }
    return beganMineAgain()
  }

  // `pad.fired` is the stage's deadline just handled: never later than the next one.
  override var keepsStageTime: Bool { !ownsPad }

  override var deadlineWhileDone: Int64? {
    followsWhileDone ? pad.fired ?? pad.deadline : nil
  }

  override func timeReachedWhileDone(_ time: Int64) -> Bool {
    guard followsWhileDone else { return false }
    physicalBefore = physical
    if ownsPad { pad.timeReached(time) }
    return beganMineAgain()
  }

  private func beganMineAgain() -> Bool {
    guard seenStep != pad.step, let b = machine.began, isMine(b) else { return false }
    beginsAgain = true
    return true
  }

  /// True the first time this recognizer looks at the stage's current step (a composite may
  /// hand it a deadline of its other part, at which the stage did not step).
  private func takeStep() -> Bool {
    guard seenStep != pad.step else { return false }
    seenStep = pad.step
    return true
  }

  public override func recognized() { stage = .active }

  /// What the machine's last step means for this gesture.
  private func react(lifted: Bool) -> GestureSignal {
    if kind == .tap { return reactToTapping(lifted: lifted) }
    if kind == .click { return reactToClick(lifted: lifted) }
    if let (notice, cancelled) = machine.ended, isMine(notice), stage != .waiting {
      let wasActive = stage == .active
      stage = .finished
      let reason = FailureReason.touchpadCancelled(
        next: machine.state.rawValue, fingers: machine.fingerCount)
      if !wasActive { return .failed(reason) }
      return cancelled ? .cancelled(reason) : .ended
    }
    if let b = machine.began {
      if isMine(b) && stage == .waiting {
        beganAt = time
        beganFingers = b.fingers
        takeStagePositions()
        startLocation = TouchpadGestureStateMachine.centroid(touches)
        location = startLocation
        follow()
        stage = .ready
        return .ready
      }
    }
    if stage == .active, let current = machine.current, isMine(current) {
      let previous = (location, scale, angle)
      follow()
      return (location, scale, angle) != previous ? .changed : .none
    }
    if stage == .waiting && lifted {
      stage = .finished
      guard let decided = machine.decided else {
        return .failed(.touchpadUndecided)
      }
      return .failed(
        .touchpadDecided(
          decided.state.rawValue, fingers: decided.fingers, rule: machine.rule?.rawValue ?? ""))
    }
    return .none
  }

  /// A tap: ready when libinput's tapping pressed the button of this many fingers; failed when
  /// the touches lifted without.
  private func reactToTapping(lifted: Bool) -> GestureSignal {
    guard stage == .waiting else { return .none }
    let tapping = machine.tapping
    if let t = tapping, t.state != .idle { tapState = t.state }
    if let t = tapping, t.pressed(fingers: fingers), pressTaken != time {
      pressTaken = time
      let button = t.button(fingers: fingers)
      if physicalBefore.contains(button) {
        // The pad's own button of the same code is down: libinput's clients see one press,
        // the click's (evdev_pointer_notify_button counts presses per code).
        stage = .finished
        return .failed(.clicked(buttons: button.names))
      }
      return beginAtOnce()
    }
    guard lifted else { return .none }
    stage = .finished
    return .failed(
      .touchpadNotTapped(
        fingers: fingers,
        state: tapping == nil ? "tapping is off" : (tapState ?? .idle).name))
  }

  /// A click: ready when the pad's press sent this button (``TouchFrame/click``); failed when
  /// the touches lifted without.
  private func reactToClick(lifted: Bool) -> GestureSignal {
    guard stage == .waiting else { return .none }
    let button = TouchpadTapping.button(fingers: fingers)
    if click.contains(button), clickTaken != time {
      clickTaken = time
      click = []
      return beginAtOnce()
    }
    guard lifted else { return .none }
    stage = .finished
    return .failed(.touchpadNotClicked(button: button.names))
  }

  /// A tap's or a click's press: the gesture begins (and, discrete, ends) where the fingers are.
  private func beginAtOnce() -> GestureSignal {
    beganAt = time
    beganFingers = fingers
    takeStagePositions()
    startLocation = TouchpadGestureStateMachine.centroid(touches)
    location = startLocation
    stage = .ready
    return .ready
  }

  /// Moves its touches to where the stage, which follows every frame, has them: the arena hands
  /// a waiting gesture no frame that only moves its touches (``ignoresMoves``).
  private func takeStagePositions() {
    if !ownsPad { touches.takePositions(from: pad.touches) }
  }

  /// True for a gesture of this kind and finger count; a scroll of any count (libinput keeps
  /// scrolling when a finger lands before the scroll's first motion, and its scroll events
  /// carry no finger count).
  private func isMine(_ notice: TouchpadGestureStateMachine.Notice) -> Bool {
    notice.kind == kind && (kind == .scroll || notice.fingers == fingers)
  }

  /// Takes the centroid, and a pinch's scale and angle, from the machine's touches.
  private func follow() {
    // The fingers' summed motion, not their centroid: a finger lifting moves the centroid of
    // those left, which is no motion.
    location = startLocation + machine.motion
    if kind == .pinch {
      scale = machine.scale
      angle = machine.angle
    }
  }
}
