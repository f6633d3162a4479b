import Gestures

/// One action of a scene file as written, its shape and ranges checked: ``SceneActions`` resolves
/// its key and button names, naming these JSON paths in its errors.
///
/// `{"key": "ctrl+alt+Right"}`, `{"run": ["notify-send", "hi"]}`, `{"shell": "echo hi"}`,
/// `{"button": "middle"}`, `{"scroll": "down", "clicks": 2}`, `{"move": [10, 0]}`; with
/// conditions (`"direction"`, `"devices"`), a continuous repeat (`"every"`, `"axis"`, `"of"`,
/// `"reverse"`, `"accelerate"`) and limits (`"rateLimit"`, `"timeout"`).
struct ActionSpec: Hashable, Sendable {
  /// What the action does.
  enum Kind: Hashable, Sendable {
    /// A program and its arguments, run without a shell.
    case run([String])
    /// A command line run by `/bin/sh -c`.
    case shell(String)
    /// Key combinations (`ctrl+alt+Right`), each pressed and released in order.
    case key([String])
    /// A mouse button (`left`, `right`, `middle`, `side`, `extra`) clicked `clicks` times, where
    /// the pointer is or (`atTouch`, `"at": "touch"`) where the gesture's touches are.
    case button(String, clicks: Int, atTouch: Bool = false)
    /// The wheel turned `clicks` notches `up`, `down`, `left` or `right`.
    case scroll(String, clicks: Int)
    /// Relative pointer motion in the pointer's units (about a pixel each).
    case move(x: Int, y: Int)
  }

  /// A repeat while the gesture changes: the action runs once per `every` of change.
  struct Repeat: Hashable, Sendable {
    /// The change per run: mm of translation, degrees of rotation, or magnification (1 = the
    /// size at the start).
    var every: Double
    /// Which value: `translation`, `rotation` or `magnification`; nil for the first the
    /// gesture has.
    var of: String?
    /// For translation: `x`, `y`, or `auto` (locked to the axis that first moves a step).
    var axis: String
    /// Speed (value units per second) above which steps shrink, and the most they shrink by:
    /// the step is `every ÷ min(max(speed ÷ accelerateSpeed, 1), accelerateMaximum)`.
    var accelerateSpeed: Double?
    var accelerateMaximum: Double

    init(
      every: Double, of: String? = nil, axis: String = "auto", accelerateSpeed: Double? = nil,
      accelerateMaximum: Double = 4
    ) {
      self.every = every
      self.of = of
      self.axis = axis
      self.accelerateSpeed = accelerateSpeed
      self.accelerateMaximum = accelerateMaximum
    }
  }

  var kind: Kind
  /// The JSON path of the action (`actions["swipe.ended"][0]`).
  var path: String
  /// The JSON path of the value naming keys, a button or a wheel direction.
  var kindPath: String
  /// Directions it runs for: a swipe's or drag's (names of ``/Gestures/SwipeGesture/Directions``),
  /// a pinch's `in`/`out`, a rotation's `clockwise`/`counterclockwise`; nil for any.
  var directions: [String]?
  /// The devices it runs for; nil for any.
  var devices: DeviceFilter?
  /// The least change the gesture's value must show for it to run: mm of a translation or a
  /// swipe, degrees of a rotation, or a magnification's distance from 1; nil for any.
  var minimumChange: Double?
  /// Run once per step of change (on `changed`), instead of once per transition.
  var repeatRule: Repeat?
  /// The actions for a step the other way (a repeat's reverse): volume down for volume up.
  var reverse: [ActionSpec]
  /// The least time between two runs of this action on one device, seconds.
  var rateLimit: Double?
  /// A program's time to run before its process group is terminated, seconds.
  var timeout: Double?

  init(kind: Kind, path: String, kindPath: String? = nil) {
    self.kind = kind
    self.path = path
    self.kindPath = kindPath ?? path
    reverse = []
  }
}
