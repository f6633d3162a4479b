/// One state-machine transition of one gesture, as the engine emits it.
public struct Transition: Hashable, Sendable {
  /// When it happened, in µs on the input's clock (trace time, or CLOCK_MONOTONIC live).
  public var time: Int64
  /// Index of the device whose touches drove it.
  public var device: Int
  /// The path of the region the gesture is attached to (`window/list/photo`).
  public var node: String
  /// The gesture's name in its scene (`tap`, `long-press`, …).
  public var gesture: String
  public var from: GesturePhase
  public var to: GesturePhase
  /// Why, for `failed` and `cancelled`.
  public var reason: FailureReason?

  public init(
    time: Int64, device: Int, node: String, gesture: String, from: GesturePhase,
    to: GesturePhase, reason: FailureReason? = nil
  ) {
    self.time = time
    self.device = device
    self.node = node
    self.gesture = gesture
    self.from = from
    self.to = to
    self.reason = reason
  }
}

/// Receives the engine's transitions as they happen. `recognizer` is the gesture's recognizer,
/// whose value is current at that moment (``GestureRecognizer/writeValue(_:to:)``,
/// ``GestureRecognizer/measures``); do not keep it.
public protocol TransitionSink: AnyObject {
  func record(_ transition: Transition, recognizer: GestureRecognizer)
  /// A device's touch sequence is over: no touch is down and no gesture is still running.
  func arenaSettled(device: Int, time: Int64)
  /// A finger lifted and landed again `gap` µs later, `distance` mm away: the new contact
  /// `landed` continues touch `lifted` for the gestures (a bounce).
  func touchContinued(
    device: Int, lifted: Int, landed: Int, gap: Int64, distance: Double, time: Int64)
  /// A contact that is not a finger (hovering, palm, thumb) came down: gestures that do not
  /// ask for it leave it out.
  func contactLeftOut(_ contact: Contact, device: Int, time: Int64)
}

extension TransitionSink {
  public func arenaSettled(device: Int, time: Int64) {}
  public func touchContinued(
    device: Int, lifted: Int, landed: Int, gap: Int64, distance: Double, time: Int64
  ) {}
  public func contactLeftOut(_ contact: Contact, device: Int, time: Int64) {}
}

/// A sink that keeps transitions in memory (tests, tools that post-process).
public final class TransitionRecorder: TransitionSink {
  public private(set) var transitions: [Transition] = []
  /// The JSON value of each transition, in the same order.
  public private(set) var values: [String] = []

  public init() {}

  public func record(_ transition: Transition, recognizer: GestureRecognizer) {
    transitions.append(transition)
    let out = OutputBuffer()
    recognizer.writeJSONValue(to: out)
    values.append(out.text)
  }

  /// `gesture:from→to` for each transition, for compact assertions.
  public var summary: [String] {
    transitions.map { "\($0.gesture):\($0.from.rawValue)→\($0.to.rawValue)" }
  }

  public func removeAll() {
    transitions.removeAll()
    values.removeAll()
  }
}
