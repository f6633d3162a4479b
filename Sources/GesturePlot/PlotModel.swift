import Gestures

/// One gesture transition as the plot draws it: plain data, its value and reason already
/// written as text.
public struct PlotTransition: Hashable, Sendable {
  /// When it happened, µs on the input's clock.
  public var time: Int64
  public var device: Int
  /// The region's path (`root`, `window/list`).
  public var node: String
  /// The gesture's name in its scene.
  public var gesture: String
  public var from: GesturePhase
  public var to: GesturePhase
  /// Why, for failed and cancelled.
  public var reason: String?
  /// The gesture's value at this transition, as the text log writes it (nil: none).
  public var value: String?
  /// When the attempt began (its first touch), µs; the start of its possible span.
  public var attemptStart: Int64?

  public init(
    time: Int64, device: Int, node: String, gesture: String, from: GesturePhase,
    to: GesturePhase, reason: String? = nil, value: String? = nil, attemptStart: Int64? = nil
  ) {
    self.time = time
    self.device = device
    self.node = node
    self.gesture = gesture
    self.from = from
    self.to = to
    self.reason = reason
    self.value = value
    self.attemptStart = attemptStart
  }

  /// The lane's name: the gesture, after its node unless that is the root.
  public var laneName: String { node == "root" ? gesture : "\(node)/\(gesture)" }
}

/// One haptic command sent to the (simulated) force-feedback device.
public struct PlotHapticCommand: Hashable, Sendable {
  /// The command: upload, play, stop, erase or gain.
  public enum Kind: String, Hashable, Sendable {
    case upload, play, stop, erase, gain
  }
  /// When it was scheduled, µs.
  public var time: Int64
  public var kind: Kind
  /// The effect slot (nil for gain).
  public var slot: Int?
  /// The command as the haptics log prints it, for its title.
  public var text: String

  public init(time: Int64, kind: Kind, slot: Int?, text: String) {
    self.time = time
    self.kind = kind
    self.slot = slot
    self.text = text
  }
}

/// One action the scene's bindings ran (or skipped, held by its rate limit).
public struct PlotAction: Hashable, Sendable {
  /// The transition's time, µs.
  public var time: Int64
  /// What ran (`key super+Right`), and for which gesture and phase.
  public var text: String
  /// Why it was skipped; nil when it ran.
  public var skipped: String?

  public init(time: Int64, text: String, skipped: String? = nil) {
    self.time = time
    self.text = text
    self.skipped = skipped
  }
}

/// The `--explain` account of one touch sequence.
public struct PlotSequence: Hashable, Sendable {
  /// First touch and settling time, µs.
  public var start: Int64
  public var end: Int64
  public var device: Int
  /// The account's lines, without their leading `# `.
  public var lines: [String]

  public init(start: Int64, end: Int64, device: Int, lines: [String]) {
    self.start = start
    self.end = end
    self.device = device
    self.lines = lines
  }
}

/// What the plot shows and how big: the time window and the picture's width.
public struct PlotConfiguration: Hashable, Sendable {
  /// Only what happens from this time on (s from the origin); nil: from the start.
  public var from: Double?
  /// Only what happens up to this time (s from the origin); nil: to the end.
  public var to: Double?
  /// The picture's width in px.
  public var width: Int
  /// A title line at the top (the trace's name).
  public var title: String

  public init(from: Double? = nil, to: Double? = nil, width: Int = 1200, title: String = "") {
    self.from = from
    self.to = to
    self.width = width
    self.title = title
  }
}
