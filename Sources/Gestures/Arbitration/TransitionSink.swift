/// Receives the engine's transitions as they happen. `recognizer` is the gesture's recognizer,
/// whose value is current at that moment (``GestureRecognizer/writeValue(_:to:)``,
/// ``GestureRecognizer/measures``); do not keep it.
public protocol TransitionSink: AnyObject {
  /// A gesture changed phase: `transition` says which and when.
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
