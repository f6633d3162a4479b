/// One action of a scene file as written, read as data: the engine checks its shape and ranges;
/// the actions module (`GestureActions`) resolves key and button names and performs it, naming
/// these JSON paths in its errors.
///
/// `{"key": "ctrl+alt+Right"}`, `{"run": ["notify-send", "hi"]}`, `{"shell": "echo hi"}`,
/// `{"button": "middle"}`, `{"scroll": "down", "clicks": 2}`, `{"move": [10, 0]}`; with
/// conditions (`"direction"`, `"devices"`), a continuous repeat (`"every"`, `"axis"`, `"of"`,
/// `"reverse"`, `"accelerate"`) and limits (`"rateLimit"`, `"timeout"`).
public struct ActionSpec: Hashable, Sendable {
  /// What the action does.
  public enum Kind: Hashable, Sendable {
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
  public struct Repeat: Hashable, Sendable {
    /// The change per run: mm of translation, degrees of rotation, or magnification (1 = the
    /// size at the start).
    public var every: Double
    /// Which value: `translation`, `rotation` or `magnification`; nil for the first the
    /// gesture has.
    public var of: String?
    /// For translation: `x`, `y`, or `auto` (locked to the axis that first moves a step).
    public var axis: String
    /// Speed (value units per second) above which steps shrink, and the most they shrink by:
    /// the step is `every ÷ min(max(speed ÷ accelerateSpeed, 1), accelerateMaximum)`.
    public var accelerateSpeed: Double?
    public var accelerateMaximum: Double

    public init(
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

  public var kind: Kind
  /// The JSON path of the action (`actions["swipe.ended"][0]`).
  public var path: String
  /// The JSON path of the value naming keys, a button or a wheel direction.
  public var kindPath: String
  /// Directions it runs for: a swipe's or drag's (names of ``SwipeGesture/Directions``), a
  /// pinch's `in`/`out`, a rotation's `clockwise`/`counterclockwise`; nil for any.
  public var directions: [String]?
  /// The devices it runs for; nil for any.
  public var devices: DeviceFilter?
  /// The least change the gesture's value must show for it to run: mm of a translation or a
  /// swipe, degrees of a rotation, or a magnification's distance from 1; nil for any.
  public var minimumChange: Double?
  /// Run once per step of change (on `changed`), instead of once per transition.
  public var repeatRule: Repeat?
  /// The actions for a step the other way (a repeat's reverse): volume down for volume up.
  public var reverse: [ActionSpec]
  /// The least time between two runs of this action on one device, seconds.
  public var rateLimit: Double?
  /// A program's time to run before its process group is terminated, seconds.
  public var timeout: Double?

  public init(kind: Kind, path: String, kindPath: String? = nil) {
    self.kind = kind
    self.path = path
    self.kindPath = kindPath ?? path
    reverse = []
  }
}

/// A scene file's actions for one phase of a gesture: `"ended": {"key": "super+d"}` on an
/// attachment, or one entry of the top-level `"actions"`.
public struct ActionTriggerSpec: Hashable, Sendable {
  /// The phase (a transition's `to`) that runs the actions.
  public var phase: GesturePhase
  public var actions: [ActionSpec]
  /// The JSON path of the trigger.
  public var path: String

  public init(phase: GesturePhase, actions: [ActionSpec], path: String) {
    self.phase = phase
    self.actions = actions
    self.path = path
  }
}

/// A scene file's top-level action binding: `"swipe-3.ended": ACTION` (any region's `swipe-3`)
/// or `"root/left-edge/swipe.ended": [ACTION, …]`.
public struct ActionBindingSpec: Hashable, Sendable {
  /// The region path, nil for a gesture of that name on any region.
  public var node: String?
  public var gesture: String
  public var trigger: ActionTriggerSpec

  public init(node: String?, gesture: String, trigger: ActionTriggerSpec) {
    self.node = node
    self.gesture = gesture
    self.trigger = trigger
  }
}

/// The phases an action can run on, and the ranges of its numbers.
public enum ActionLimits {
  package static let phases: [GesturePhase] = [.began, .changed, .ended, .cancelled, .failed]
  /// Clicks of a button or wheel notches per run: 1 to 100.
  public static let clicks: ClosedRange<Int> = 1...100
  /// Pointer motion per run, each axis: −10000 to 10000.
  public static let motion: ClosedRange<Int> = -10_000...10_000
  /// A program's arguments: 1 to 256, each at most 4096 bytes.
  public static let arguments: ClosedRange<Int> = 1...256
  public static let argumentBytes = 4096
  /// Key combinations in one action: 1 to 32, each of 1 to 8 keys.
  public static let combinations: ClosedRange<Int> = 1...32
  public static let keysPerCombination: ClosedRange<Int> = 1...8
  /// A repeat's step: above 0, at most 10⁶ (mm, degrees or magnification).
  public static let step: ClosedRange<Double> = 0...1_000_000
  /// `rateLimit` and `timeout`: above 0, at most 86400 s.
  public static let seconds: ClosedRange<Double> = 0...86_400
  /// `accelerate.maximum`: 1 to 100.
  public static let accelerateMaximum: ClosedRange<Double> = 1...100
  /// Actions bound to one phase: 1 to 64.
  public static let actionsPerPhase: ClosedRange<Int> = 1...64
}
