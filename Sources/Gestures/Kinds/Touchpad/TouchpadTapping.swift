/// libinput's tap-to-click state machine for one touchpad (`evdev-mt-touchpad-tap.c`, libinput
/// 1.31.3, with tap-and-drag and drag lock as the pad's ``TouchpadConfiguration`` sets them),
/// as the arena's touchpad stage runs it over the pad's fingers (`TouchpadTapTracker`).
///
/// One, two and three fingers that land and lift within the tap timeout without moving
/// 1.3 mm press the tap button of that many fingers (libinput's left, right and middle); a
/// finger that lands again soon after a tap and moves drags with the button held. The pad's
/// stage runs it on every frame before the gesture state machine, as libinput's
/// `tp_post_events` does: ``TouchpadGesture``'s taps read its presses, and its other kinds
/// read what libinput's gestures read (motion held back while a tap is possible, no gestures
/// while dragging, the tap timeout as the hold timeout of three fingers).
///
/// Times are µs on the frames' clock. One handler per libinput state (its
/// `tp_tap_*_handle_event`); a transition that libinput logs as its own bug leaves the state.
public struct TouchpadTapping: Hashable, Sendable {
  /// libinput's `enum tp_tap_state`; `fingers` is the tap that is pending or dragging.
  public enum State: Hashable, Sendable {
    /// No finger down.
    case idle
    /// One finger down: a one-finger tap is possible.
    case touch
    /// One finger held past the tap timeout: no tap.
    case hold
    /// A tap of `fingers` fingers pressed its button and lifted; a finger landing soon may
    /// double-tap or drag.
    case tapped(fingers: Int)
    /// Two fingers down: a two-finger tap is possible.
    case touch2
    /// Two fingers held past the tap timeout: no tap.
    case touch2Hold
    /// One of two fingers lifted: a two-finger tap if the other lifts in time.
    case touch2Release
    /// Three fingers down: a three-finger tap is possible.
    case touch3
    /// Three fingers held past the tap timeout: no tap.
    case touch3Hold
    /// One of three fingers lifted.
    case touch3Release
    /// Two of three fingers lifted.
    case touch3Release2
    /// A finger landed soon after a tap: it may tap again (a double tap) or move (a drag).
    case draggingOrDoubleTap(fingers: Int)
    /// The dragging finger came back during ``draggingWait(fingers:)``: moving or waiting
    /// keeps dragging, lifting at once ends the drag.
    case draggingOrTap(fingers: Int)
    /// Dragging with the tap's button held.
    case dragging(fingers: Int)
    /// The dragging finger lifted; the button stays held until the timeout for it to return.
    case draggingWait(fingers: Int)
    /// A second finger landed while dragging.
    case dragging2(fingers: Int)
    /// More than three fingers, motion or a click: no tap until all fingers lift.
    case dead

    /// libinput's name for the state (`TAP_STATE_1FGTAP_TAPPED`), as its debug log shows it.
    public var name: String {
      switch self {
      case .idle: return "TAP_STATE_IDLE"
      case .touch: return "TAP_STATE_TOUCH"
      case .hold: return "TAP_STATE_HOLD"
      case .tapped(let n): return "TAP_STATE_\(n)FGTAP_TAPPED"
      case .touch2: return "TAP_STATE_TOUCH_2"
      case .touch2Hold: return "TAP_STATE_TOUCH_2_HOLD"
      case .touch2Release: return "TAP_STATE_TOUCH_2_RELEASE"
      case .touch3: return "TAP_STATE_TOUCH_3"
      case .touch3Hold: return "TAP_STATE_TOUCH_3_HOLD"
      case .touch3Release: return "TAP_STATE_TOUCH_3_RELEASE"
      case .touch3Release2: return "TAP_STATE_TOUCH_3_RELEASE_2"
      case .draggingOrDoubleTap(let n): return "TAP_STATE_\(n)FGTAP_DRAGGING_OR_DOUBLETAP"
      case .draggingOrTap(let n): return "TAP_STATE_\(n)FGTAP_DRAGGING_OR_TAP"
      case .dragging(let n): return "TAP_STATE_\(n)FGTAP_DRAGGING"
      case .draggingWait(let n): return "TAP_STATE_\(n)FGTAP_DRAGGING_WAIT"
      case .dragging2(let n): return "TAP_STATE_\(n)FGTAP_DRAGGING_2"
      case .dead: return "TAP_STATE_DEAD"
      }
    }
  }

  /// libinput's `enum tap_event`.
  public enum Event: Hashable, Sendable {
    /// A finger landed.
    case touch
    /// A finger moved past ``moveThreshold``.
    case motion
    /// A finger lifted.
    case release
    /// A physical button was pressed.
    case button
    /// The tap timer fired.
    case timeout
    /// A touch was judged a thumb.
    case thumb
    /// A touch was judged a palm.
    case palm
    /// A palm lifted.
    case palmUp
  }

  // libinput's constants (evdev-mt-touchpad-tap.c), µs and mm.
  /// `DEFAULT_TAP_TIMEOUT_PERIOD`.
  public static let tapTimeout: Int64 = 180_000
  /// `DEFAULT_DRAG_TIMEOUT_PERIOD_BASE` and `_PERFINGER`: after a tap of n fingers the button
  /// stays pressed 160 + 20 n ms for a drag to begin.
  static let dragTimeoutBase: Int64 = 160_000
  static let dragTimeoutPerFinger: Int64 = 20_000
  /// `DEFAULT_DRAGLOCK_TIMEOUT_PERIOD`: with drag lock on a timeout, a drag's button stays held
  /// this long after its finger lifts.
  public static let dragLockTimeout: Int64 = 300_000
  /// `DEFAULT_TAP_MOVE_THRESHOLD`: a finger that moves farther is no tap.
  public static let moveThreshold = 1.3

  /// Where the machine stands.
  public internal(set) var state = State.idle
  /// The fingers down that may tap (`tap.nfingers_down`).
  public internal(set) var fingersDown = 0
  /// When the tap timer fires, if it runs.
  public internal(set) var deadline: Int64?
  /// The tap buttons held, bit n − 1 for n fingers (`tap.buttons_pressed`).
  public internal(set) var buttonsDown: UInt8 = 0
  /// The tap buttons pressed and released in the last step (a frame, or the timer), bit n − 1
  /// for n fingers: a double tap's second press releases and presses in one step.
  public internal(set) var pressedInStep: UInt8 = 0
  /// The tap buttons released in the last step, bit n − 1 for n fingers.
  public internal(set) var releasedInStep: UInt8 = 0
  /// The last step's timeout was one that libinput passes to the gestures
  /// (`tp_gesture_tap_timeout`: a hold of three fingers begins with it).
  public internal(set) var timedOutTouching = false
  var savedPressTime: Int64 = 0
  var savedReleaseTime: Int64 = 0

  /// Tap-and-drag and drag lock (``TouchpadConfiguration``; its `tapping` decides whether the
  /// pad has a machine at all).
  public let configuration: TouchpadConfiguration

  /// A machine in ``State/idle`` with `configuration`'s tap-and-drag and drag lock.
  public init(configuration: TouchpadConfiguration = TouchpadConfiguration()) {
    self.configuration = configuration
  }

  /// True while motion is held back because a tap is still possible (`tp_tap_handle_state`'s
  /// `filter_motion`).
  public var filtersMotion: Bool {
    switch state {
    case .touch, .tapped, .draggingOrDoubleTap, .draggingOrTap, .touch2, .touch3: return true
    default: return false
    }
  }

  /// True while a tap-and-drag holds the button (`tp_tap_dragging`): libinput's gestures give
  /// way to one-finger pointer motion.
  public var isDragging: Bool {
    switch state {
    case .dragging, .dragging2, .draggingWait, .draggingOrTap: return true
    default: return false
    }
  }

  /// True after a tap, while a finger that landed again may drag or tap twice
  /// (`tp_tap_dragging_or_double_tapping`).
  public var isDraggingOrDoubleTapping: Bool {
    if case .draggingOrDoubleTap = state { return true }
    return false
  }

  /// The button libinput's tapping presses for `fingers` fingers (`tp_tap_notify`'s default
  /// map, left-right-middle).
  public static func button(fingers: Int) -> PadButtons {
    TouchpadConfiguration.ButtonMap.lrm.button(fingers: fingers)
  }

  /// The button this machine's taps of `fingers` fingers press (`tp_tap_notify`, by the
  /// configuration's ``TouchpadConfiguration/tapButtonMap``).
  public func button(fingers: Int) -> PadButtons {
    configuration.tapButtonMap.button(fingers: fingers)
  }

  /// True when a tap button of `fingers` fingers was pressed in the last step.
  public func pressed(fingers: Int) -> Bool {
    (1...3).contains(fingers) && pressedInStep & Self.bit(fingers) != 0
  }

  static func bit(_ fingers: Int) -> UInt8 { UInt8(1) << UInt8(fingers - 1) }

  /// Starts a step: forgets the last step's presses, releases and timeout.
  mutating func beginStep() {
    pressedInStep = 0
    releasedInStep = 0
    timedOutTouching = false
  }

  /// The timer, if it is due at or before `time`: `tp_tap_handle_timeout` at its deadline.
  /// Returns whether it fired.
  @discardableResult
  public mutating func timeReached(_ time: Int64) -> Bool {
    guard let d = deadline, d <= time else { return false }
    beginStep()
    deadline = nil
    handle(.timeout, at: d)
    return true
  }

  /// A finger that may tap landed or lifted: `tp_tap_handle_state` counts it before the event.
  mutating func fingerLanded() { fingersDown += 1 }
  mutating func fingerLifted() { fingersDown = max(0, fingersDown - 1) }

  // MARK: - Dispatch (tp_tap_handle_event)

  /// One event: the current state's handler, then libinput's rule that idle and dead run no
  /// timer.
  mutating func handle(_ event: Event, at time: Int64) {
    switch state {
    case .idle: onIdle(event, at: time)
    case .touch: onTouch(event, at: time)
    case .hold: onHold(event, at: time)
    case .tapped(let n): onTapped(event, at: time, fingers: n)
    case .touch2: onTouch2(event, at: time)
    case .touch2Hold: onTouch2Hold(event, at: time)
    case .touch2Release: onTouch2Release(event, at: time)
    case .touch3: onTouch3(event, at: time)
    case .touch3Hold: onTouch3Hold(event, at: time)
    case .touch3Release: onTouch3Release(event, at: time)
    case .touch3Release2: onTouch3Release2(event, at: time)
    case .draggingOrDoubleTap(let n): onDraggingOrDoubleTap(event, at: time, fingers: n)
    case .dragging(let n): onDragging(event, at: time, fingers: n)
    case .draggingWait(let n): onDraggingWait(event, at: time, fingers: n)
    case .draggingOrTap(let n): onDraggingOrTap(event, at: time, fingers: n)
    case .dragging2(let n): onDragging2(event, at: time, fingers: n)
    case .dead: onDead(event)
    }
    if state == .idle || state == .dead { deadline = nil }
  }

  // MARK: - Actions

  /// `tp_tap_notify`: presses or releases the tap button of `fingers` fingers.
  mutating func notify(_ fingers: Int, pressed: Bool) {
    guard (1...3).contains(fingers) else { return }
    let b = Self.bit(fingers)
    if pressed {
      buttonsDown |= b
      pressedInStep |= b
    } else {
      buttonsDown &= ~b
      releasedInStep |= b
    }
  }

  mutating func setTimer(_ time: Int64) { deadline = time + Self.tapTimeout }
  mutating func setDragLockTimer(_ time: Int64) { deadline = time + Self.dragLockTimeout }
  mutating func setDragTimer(_ time: Int64, fingers: Int) {
    deadline = time + Self.dragTimeoutBase + Int64(fingers) * Self.dragTimeoutPerFinger
  }
  /// `tp_tap_move_to_dead` (the touch's own state is the tracker's).
  mutating func moveToDead() {
    state = .dead
    deadline = nil
  }
  /// A timeout libinput hands to the gestures (`tp_gesture_tap_timeout`).
  mutating func gestureTapTimeout() { timedOutTouching = true }
}
