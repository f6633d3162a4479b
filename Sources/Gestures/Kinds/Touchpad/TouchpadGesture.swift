/// A touchpad gesture as libinput decides it: a scroll, swipe, pinch or hold with a number of
/// fingers. Every touchpad gesture on a pad follows libinput's one decision for the pad
/// (`TouchpadGestureStateMachine`, `evdev-mt-touchpad-gestures.c`), so two of them never
/// both run: a scroll whose fingers drift apart stays a scroll, and three fingers moving
/// together swipe at any speed, with no time limit. Use these on touchpads where a desktop
/// acts as libinput's clients do; on touchscreens use ``DragGesture``, ``MagnifyGesture`` and
/// the others, as SwiftUI does.
///
/// Continuous, but for ``Kind/tap``: it begins when libinput would send its begin (a scroll's
/// first scroll event), changes as the fingers move, ends when they lift, and is cancelled when
/// libinput cancels it (a hold when the fingers move, any gesture when the finger count changes for
/// 100 ms).
public struct TouchpadGesture: Gesture, Hashable, Sendable {
  /// What libinput decided the fingers do.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Two fingers moving together (libinput's two-finger scrolling).
    case scroll
    /// Three or four fingers moving together (`LIBINPUT_EVENT_GESTURE_SWIPE_*`).
    case swipe
    /// Two or more fingers moving apart or together (`LIBINPUT_EVENT_GESTURE_PINCH_*`).
    case pinch
    /// Fingers resting (`LIBINPUT_EVENT_GESTURE_HOLD_*`): 40 ms with one or two, 180 ms with
    /// more.
    case hold
    /// One, two or three fingers tapped: libinput's tap-to-click pressed its button (left,
    /// right, middle) — a tap, each tap of a double tap, the tap that begins a tap-and-drag
    /// (``TouchpadTapping``). Discrete: it ends when the button is pressed, as the fingers
    /// lift (the third finger's landing for a three-finger tap followed by another).
    case tap
    /// The pad was clicked and libinput sends this button (numbered as a tap's: 1 left,
    /// 2 right, 3 middle): a clickpad's soft button under the fingers, or its finger count on
    /// a pad that clicks by fingers (``TouchFrame/click``). Discrete: it ends at the press.
    case click
    /// Three or four fingers dragging with the left button held: libinput 1.28's three-finger
    /// drag, when ``TouchpadConfiguration/threeFingerDrag`` is on for this many fingers. Fingers
    /// that move less than 5 mm in their first 80 ms drag (faster ones swipe); it begins when
    /// libinput presses the button, changes as they move, goes on when they lift and come back
    /// within 700 ms, and ends when libinput releases the button.
    case drag
  }

  /// The state of a touchpad gesture. Positions are surface millimetres.
  public struct Value: Hashable, Sendable {
    /// What the fingers do.
    public var kind: Kind
    /// How many fingers do it.
    public var fingers: Int
    /// Where the fingers' centroid was when the gesture began, in mm.
    public var startLocation: Point
    /// Where it is now, in mm.
    public var location: Point
    /// `location − startLocation`, in mm: a scroll's or swipe's motion.
    public var translation: Point
    /// A pinch's spread over its spread when libinput decided it was a pinch (1 otherwise).
    public var scale: Double
    /// A pinch's turn since libinput decided it, clockwise on the surface positive (zero
    /// otherwise).
    public var angle: Angle
    /// Seconds since the gesture began.
    public var duration: Double

    /// A value from its parts (mm, seconds).
    public init(
      kind: Kind, fingers: Int, startLocation: Point, location: Point, scale: Double = 1,
      angle: Angle = .zero, duration: Double
    ) {
      self.kind = kind
      self.fingers = fingers
      self.startLocation = startLocation
      self.location = location
      self.translation = location - startLocation
      self.scale = scale
      self.angle = angle
      self.duration = duration
    }

    /// The direction of the whole motion along its main axis (left, right, up or down), nil
    /// before the fingers moved: what a desktop's swipe and scroll actions read at the end.
    public var direction: SwipeGesture.Directions? {
      let t = translation
      guard t.x != 0 || t.y != 0 else { return nil }
      if abs(t.x) >= abs(t.y) { return t.x > 0 ? .right : .left }
      return t.y > 0 ? .down : .up
    }
  }

  /// What the fingers must do.
  public var kind: Kind
  /// How many fingers (1 … 4 for a hold, 2 for a scroll, 3 or 4 for a swipe, 2 … 4 for a
  /// pinch, 1 … 3 for a tap, 3 or 4 for a drag; libinput has no gestures with five or more);
  /// for a click, the button as a tap numbers it (1 left, 2 right, 3 middle).
  public var touches: Int

  /// - Parameters:
  ///   - kind: scroll, swipe, pinch, hold, tap, click or drag.
  ///   - touches: the fingers; nil takes libinput's smallest for the kind (2 for a scroll and
  ///     a pinch, 3 for a swipe and a drag, 1 for a hold and a tap). Clamped to what libinput can decide.
  public init(_ kind: Kind, touches: Int? = nil) {
    self.kind = kind
    let range = Self.fingers(of: kind)
    self.touches = min(max(touches ?? range.lowerBound, range.lowerBound), range.upperBound)
  }

  /// The finger counts libinput decides `kind` for.
  public static func fingers(of kind: Kind) -> ClosedRange<Int> {
    switch kind {
    case .scroll: return 2...2
    case .swipe: return 3...4
    case .pinch: return 2...4
    case .hold: return 1...4
    case .tap, .click: return 1...3
    case .drag: return 3...4
    }
  }

  /// A fresh recognizer for this gesture, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    TouchpadGestureRecognizer(kind: kind, fingers: touches)
  }

  /// Fingers and thumbs: the pad's libinput stage decides which of them count (a thumb
  /// libinput leaves out of tapping may still pinch, or be revived when left alone). A click
  /// takes every contact: libinput sends the pad's button whatever rests on it
  /// (`tp_post_clickpadbutton_buttons` reads every touch's soft-button area, palms' and
  /// thumbs' too; clickfinger and separate buttons send theirs with no finger down, a hovering
  /// one included). A press with no contact at all reaches no region and is not reported.
  public var defaultContactRoles: ContactRoles {
    kind == .click ? [.finger, .palm, .thumb, .hovering] : [.finger, .thumb]
  }
}
