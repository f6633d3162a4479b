import Gestures

/// Where a bound action happens: at a transition, for a gesture on a device.
public struct ActionContext: Sendable {
  /// The transition's time, µs on the input's clock.
  public var time: Int64
  /// Index of the device whose touches drove the gesture.
  public var device: Int
  /// The device's name ("" when not known).
  public var deviceName: String
  /// The path of the gesture's region (`root/left-edge`).
  public var node: String
  /// The gesture's name in its scene.
  public var gesture: String
  /// The phase the gesture reached.
  public var phase: GesturePhase
  /// The gesture's finger count.
  public var fingers: Int
  /// A swipe's direction or a drag's main one (`left`, `downRight`), a pinch's `in`/`out`, a
  /// rotation's `clockwise`/`counterclockwise`; nil for other gestures.
  public var direction: String?
  /// The gesture's value as text: a magnification, a rotation in degrees, a translation
  /// `dx,dy` in mm, a swipe's distance in mm; nil when it has none.
  public var value: String?
  /// A repeat's step: +1 forward, −1 the reverse way; 0 for an action run per transition.
  public var step: Int
  /// Where the gesture's touches are (their centroid) as a fraction of the device's surface,
  /// 0…1 from the left and from the top; nil when the surface's size is not known.
  public var position: Point?
  /// The bound action it runs for: one number per action of each binding (its reverse
  /// actions share it), what ``ProgramLimits/runningPerBinding`` counts; nil when not known.
  public var binding: Int?

  /// The context of a transition of `gesture` on `node` to `phase` at `time`, µs; the other
  /// parameters are the properties of the same names (``position`` and ``binding`` are set
  /// afterwards).
  public init(
    time: Int64, device: Int, deviceName: String, node: String, gesture: String,
    phase: GesturePhase, fingers: Int, direction: String? = nil, value: String? = nil, step: Int = 0
  ) {
    self.time = time
    self.device = device
    self.deviceName = deviceName
    self.node = node
    self.gesture = gesture
    self.phase = phase
    self.fingers = fingers
    self.direction = direction
    self.value = value
    self.step = step
  }

  /// The environment a program runs with: `GESTURE_NAME`, `GESTURE_NODE`, `GESTURE_PHASE`,
  /// `GESTURE_FINGERS`, `GESTURE_DEVICE`, and when known `GESTURE_DIRECTION`, `GESTURE_VALUE`,
  /// `GESTURE_STEP`.
  public var environment: [String: String] {
    var e = [
      "GESTURE_NAME": gesture, "GESTURE_NODE": node, "GESTURE_PHASE": phase.rawValue,
      "GESTURE_FINGERS": String(fingers), "GESTURE_DEVICE": deviceName,
    ]
    if let direction { e["GESTURE_DIRECTION"] = direction }
    if let value { e["GESTURE_VALUE"] = value }
    if step != 0 { e["GESTURE_STEP"] = String(step) }
    return e
  }
}
