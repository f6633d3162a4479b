/// A long press, like SwiftUI's `LongPressGesture`: ends (value `true`) once its touches have
/// stayed down for `minimumDuration` without any moving more than `maximumDistance`.
///
/// The pressing callback of SwiftUI's `onLongPressGesture(…onPressingChanged:)` is available
/// through ``onPressingChanged(_:)``: `true` when the first touch comes down, `false` once when
/// the press is recognized or when it fails.
public struct LongPressGesture: Gesture, Hashable, Sendable {
  /// `true` when recognized.
  public typealias Value = Bool

  /// SwiftUI's default minimum duration, in seconds (`LongPressGesture`,
  /// `UILongPressGestureRecognizer.minimumPressDuration`).
  public static let defaultMinimumDuration = 0.5
  /// SwiftUI's default maximum distance, in points (`LongPressGesture`,
  /// `UILongPressGestureRecognizer.allowableMovement`).
  public static let defaultMaximumDistance = 10.0

  /// How long the touches must stay down, in seconds.
  public var minimumDuration: Double
  /// How far each touch may move from where it came down, in points.
  public var maximumDistance: Double
  /// How many fingers must be down when the duration is reached, or nil for any number (our
  /// extension; SwiftUI's long press takes any).
  public var touches: Int?

  /// - Parameters:
  ///   - minimumDuration: how long the touches must stay down, in seconds (0.5, SwiftUI).
  ///     Lifting sooner fails with `liftedTooSoon`.
  ///   - maximumDistance: how far each touch may move, in points (10, SwiftUI). Farther fails
  ///     with `movedTooFar`.
  ///   - touches: fingers required when the duration is reached, or nil for any number. More
  ///     fingers fail with `tooManyTouches`, fewer at the deadline with `tooFewTouches`.
  public init(
    minimumDuration: Double = defaultMinimumDuration,
    maximumDistance: Double = defaultMaximumDistance, touches: Int? = nil
  ) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
    self.touches = touches.map { max(1, $0) }
  }

  /// The same gesture with `action` as its pressing callback: called with `true` when the first
  /// touch comes down, and `false` once when the press is recognized, or when it fails (the
  /// touches lift or stray first, or a competitor wins).
  public func onPressingChanged(_ action: @escaping (Bool) -> Void) -> OnPressingChangedGesture {
    OnPressingChangedGesture(self, action: action)
  }

  public func makeRecognizer() -> TypedGestureRecognizer<Bool> { makePressRecognizer() }

  func makePressRecognizer() -> LongPressGestureRecognizer {
    LongPressGestureRecognizer(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, touches: touches)
  }
}

/// A long press with a pressing callback (``LongPressGesture/onPressingChanged(_:)``).
public struct OnPressingChangedGesture: Gesture {
  public typealias Value = Bool

  /// The long press.
  public var base: LongPressGesture
  /// Called with `true` when the first touch comes down and `false` when the press is
  /// recognized or fails (never twice in a row with the same value).
  public var action: (Bool) -> Void

  /// `base`, calling `action` as its pressing changes.
  public init(_ base: LongPressGesture, action: @escaping (Bool) -> Void) {
    self.base = base
    self.action = action
  }

  public func makeRecognizer() -> TypedGestureRecognizer<Bool> {
    let r = base.makePressRecognizer()
    r.onPressingChanged = action
    return r
  }
}

/// The recognizer of a ``LongPressGesture``.
///
/// States: `waiting` (touches down, deadline at start + minimumDuration) → `complete` (ready at
/// the deadline) or failed. Value `true` once recognized (nil before, so a failed press logs
/// `null`). Pressing itself is reported through ``onPressingChanged``.
public final class LongPressGestureRecognizer: TypedGestureRecognizer<Bool> {
  /// How long the touches must stay down, in seconds.
  public let minimumDuration: Double
  /// How far each touch may move, in points.
  public let maximumDistance: Double
  /// Called with `true` when the first touch comes down, `false` once when the press is
  /// recognized or fails.
  public var onPressingChanged: ((Bool) -> Void)?

  enum Stage { case waiting, complete }
  private var stage = Stage.waiting
  /// The pressing state last reported to ``onPressingChanged``.
  public private(set) var isPressing = false

  private var maximumDistanceMM: Double { Points.toMillimetres(maximumDistance) }

  /// A recognizer with the gesture's parameters (seconds, points, fingers or nil for any).
  public init(minimumDuration: Double, maximumDistance: Double, touches: Int?) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
    super.init(touchCount: touches)
  }

  public override var value: Bool? { stage == .complete ? true : nil }

  public override var deadline: Int64? {
    stage == .waiting ? startTime + Time.microseconds(minimumDuration) : nil
  }

  public override func reset() {
    stage = .waiting
    isPressing = false
  }

  public override func update(frame: TouchFrame) -> GestureSignal {
    guard stage == .waiting else { return .none }
    if !touches.all.isEmpty { setPressing(true) }
    let moved = touches.farthestMovement(of: touches.all.indices)
    if moved > maximumDistanceMM {
      return fail(.movedTooFar(distance: moved, maximum: maximumDistanceMM))
    }
    if touches.allUp && !touches.all.isEmpty {
      return fail(
        .liftedTooSoon(duration: Time.seconds(frame.time - startTime), minimum: minimumDuration))
    }
    return .none
  }

  public override func timeReached(_ time: Int64) -> GestureSignal {
    guard stage == .waiting else { return .none }
    if let required = touchCount, touches.downCount < required {
      return fail(.tooFewTouches(count: touches.downCount, required: required))
    }
    stage = .complete
    return .ready
  }

  public override func recognized() { setPressing(false) }

  public override func transitioned(to phase: GesturePhase) {
    if phase.isTerminal { setPressing(false) }
  }

  /// `true` in JSON; no text, the transition says it all.
  public override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    guard let v = value else { return false }
    if format == .json { v.writeJSON(to: out) }
    return true
  }

  // MARK: - Transitions

  /// waiting → failed.
  private func fail(_ reason: FailureReason) -> GestureSignal {
    setPressing(false)
    return .failed(reason)
  }

  private func setPressing(_ pressing: Bool) {
    guard pressing != isPressing else { return }
    isPressing = pressing
    onPressingChanged?(pressing)
  }
}
