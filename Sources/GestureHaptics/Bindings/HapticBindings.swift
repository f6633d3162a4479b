import Gestures

/// A ``/Gestures/TransitionSink`` that passes every transition on and plays the bound pattern on
/// each scheduler and engine when a gesture reaches a phase: `long-press` ended → `success`.
///
/// Bindings come from the region tree (``Gestures/GestureAttachment/haptics``, set with
/// `.haptic(_:on:)`) and from a list (scene files' `"haptics"`). When several match a
/// transition the most specific wins: one on the attachment itself, then one naming the
/// gesture's region path, then one naming only the gesture. Patterns start at the transition's
/// time; schedulers are first advanced to it, so their commands stay in time order with the
/// transitions. A scheduler whose device fails is reported (``onFailure``) and dropped. An
/// engine (``HapticEngine``) runs itself: patterns are played on it at the transition's time on
/// its clock, and its failures go to its own stopped handler.
public final class HapticBindings: TransitionSink {
  /// The sink every transition is passed on to first (the log, or the next observer).
  public let inner: TransitionSink
  /// The schedulers still served, one per force-feedback device.
  public private(set) var schedulers: [HapticScheduler]
  /// The engines played on (an app's: its players and the gestures' patterns mix on one device).
  public let engines: [HapticEngine]
  /// Called with the failure when a scheduler's device fails and it is dropped.
  public var onFailure: ((ForceFeedbackError) -> Void)?
  /// The patterns started, as (time µs, name), for tests and reports; kept only while
  /// ``recordsStarted`` is true.
  public private(set) var started: [(time: Int64, name: String)] = []
  /// Whether ``started`` records the patterns started: off by default, since a session of weeks
  /// would grow it without end; replay results and tests turn it on.
  public var recordsStarted = false
  /// How many patterns were started, recorded or not.
  public private(set) var startedCount = 0

  private var byAttachment: [String: [HapticTrigger]] = [:]
  private var byPath: [String: [HapticTrigger]] = [:]
  private var byName: [String: [HapticTrigger]] = [:]
  /// Every trigger in binding order (attachments depth first, then the list).
  private var triggers: [HapticTrigger] = []

  /// Plays the triggers of `root`'s attachments and `bindings` on `schedulers` and `engines`,
  /// passing every transition to `inner` first.
  public init(
    wrapping inner: TransitionSink, root: Region?, bindings: [HapticBinding] = [],
    schedulers: [HapticScheduler], engines: [HapticEngine] = []
  ) {
    self.inner = inner
    self.schedulers = schedulers
    self.engines = engines
    if let root { collect(root) }
    for b in bindings {
      triggers.append(b.trigger)
      if let node = b.node {
        byPath[Self.key(node, b.gesture), default: []].append(b.trigger)
      } else {
        byName[b.gesture, default: []].append(b.trigger)
      }
    }
    for s in schedulers { watch(s) }
  }

  private static func key(_ node: String, _ gesture: String) -> String { node + "\u{0}" + gesture }

  private func collect(_ region: Region) {
    for a in region.attachments where !a.haptics.isEmpty {
      byAttachment[Self.key(region.path, a.name), default: []] += a.haptics
      triggers += a.haptics
    }
    for child in region.children { collect(child) }
  }

  private func watch(_ scheduler: HapticScheduler) {
    scheduler.onFailure = { [weak self, weak scheduler] error in
      guard let self else { return }
      self.schedulers.removeAll { $0 === scheduler }
      self.onFailure?(error)
    }
  }

  /// The trigger for a transition, if any (the most specific binding).
  public func trigger(for t: Transition) -> HapticTrigger? {
    let key = Self.key(t.node, t.gesture)
    for table in [byAttachment[key], byPath[key], byName[t.gesture]] {
      if let hit = table?.first(where: { $0.phase == t.to }) { return hit }
    }
    return nil
  }

  /// Passes `transition` on, then plays the pattern bound to it, if any, at its time.
  public func record(_ transition: Transition, recognizer: GestureRecognizer) {
    for s in schedulers { s.advance(to: transition.time) }
    inner.record(transition, recognizer: recognizer)
    guard let trigger = trigger(for: transition) else { return }
    startedCount += 1
    if recordsStarted { started.append((transition.time, trigger.name)) }
    for s in schedulers {
      s.play(trigger.pattern, name: trigger.name, priority: trigger.priority, at: transition.time)
    }
    for e in engines {
      e.play(trigger.pattern, name: trigger.name, priority: trigger.priority, at: transition.time)
    }
  }

  /// Passes the settled touch sequence on to ``inner``.
  public func arenaSettled(device: Int, time: Int64) {
    inner.arenaSettled(device: device, time: time)
  }

  /// Passes the continued touch on to ``inner``.
  public func touchContinued(
    device: Int, lifted: Int, landed: Int, gap: Int64, distance: Double, time: Int64
  ) {
    inner.touchContinued(
      device: device, lifted: lifted, landed: landed, gap: gap, distance: distance, time: time)
  }

  /// Passes the left-out contact on to ``inner``.
  public func contactLeftOut(_ contact: Contact, device: Int, time: Int64) {
    inner.contactLeftOut(contact, device: device, time: time)
  }

  /// Uploads the first effect of each bound pattern at `time` µs, in binding order, while the
  /// schedulers keep two slots free for the patterns' changes
  /// (``HapticScheduler/preload(_:at:keepingFree:)``): a gesture's pattern then starts with a
  /// play write alone, not an upload.
  public func preload(at time: Int64) {
    var seen = Set<String>()
    for t in triggers where seen.insert(t.name).inserted {
      for s in schedulers { s.preload(t.pattern, at: time, keepingFree: 2) }
      for e in engines { e.prepare(t.pattern) }
    }
  }

  /// The earliest deadline of any scheduler, µs.
  public var nextDeadline: Int64? { schedulers.compactMap(\.nextDeadline).min() }

  /// Advances every scheduler to `time` µs.
  public func advance(to time: Int64) {
    for s in schedulers { s.advance(to: time) }
  }

  /// Plays everything to its end, then stops and erases every slot at the last deadline (or
  /// `time`, whichever is later).
  public func finish(at time: Int64) {
    var end = time
    for s in schedulers { if let last = s.finish() { end = max(end, last) } }
    for s in schedulers { s.close(at: end) }
  }

  /// Stops everything and erases every slot at `time` (an interrupt).
  public func close(at time: Int64) {
    for s in schedulers { s.close(at: time) }
  }
}
