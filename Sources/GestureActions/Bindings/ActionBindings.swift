import Gestures

/// A ``/Gestures/TransitionSink`` that runs the actions bound to gestures' phases on a performer: a
/// key combination when `swipe-3` ends, volume up per 15° of `rotate`'s change.
///
/// Bindings come from the region tree (`GestureAttachment.actions`) and from a list (scene
/// files' `"actions"`); every binding that matches a transition runs, attachments first, when
/// its conditions hold and its rate limit has passed (the Scene actions article). Use it as a
/// session's observer, so it sees each transition after the log wrote it, while the
/// recognizer's value is current. Transitions of unbound gestures cost one dictionary lookup.
public final class ActionBindings: TransitionSink {
  /// The most steps a repeat runs for one transition (a jump of the value runs no more).
  public static let maximumStepsPerTransition = 32

  /// What runs (or logs) the actions the bindings decide on.
  public let performer: ActionPerformer
  /// How many actions ran (not counting those skipped by a rate limit).
  public private(set) var performedCount = 0
  /// Called with the device when a gesture that has actions begins (a continuous gesture took
  /// its touches): `live --grab` then stops passing them on to the compositor.
  public var onClaim: ((Int) -> Void)?

  struct Entry {
    var id: Int
    /// ``ActionContext/binding`` of its first action; the others follow.
    var firstAction: Int
    /// Its node's index in ``nodes`` (nil: any node): transitions match entries by it, one node
    /// comparison per transition instead of one per entry.
    var nodeIndex: Int?
    var phase: GesturePhase
    var actions: [Action]
    /// Per action, what `run` reads on every transition, without copying the action (its
    /// texts, sets and reverse actions are retained on a copy).
    var plans: [Plan]
  }

  /// An action's repeat rule, and whether it has filters to check.
  struct Plan {
    var rule: ActionRepeat?
    var filtered: Bool

    init(_ a: Action) {
      rule = a.repeatRule
      filtered = a.directions != nil || a.minimumChange != nil || a.devices != nil
    }
  }

  struct StepKey: Hashable {
    var entry: Int
    var action: Int
    var device: Int
    var node: String

    // Hashed without the node: keys of one entry, action and device differ in it only when a
    // binding without a node fires in several regions, and hashing a string on every
    // transition of a repeat costs more than those rare collisions.
    func hash(into hasher: inout Hasher) {
      hasher.combine(entry)
      hasher.combine(action)
      hasher.combine(device)
    }
  }

  struct RepeatState {
    var anchor: Double
    var axis: ActionRepeat.Axis
  }

  /// A repeat's state for one device and region (a binding without a node may fire in
  /// several).
  struct RepeatAnchor {
    var device: Int
    var node: String
    var state: RepeatState
  }

  // Read on every transition: no runtime exclusivity checks (the bindings belong to one
  // session, which is single-threaded, and no access to these nests in another).
  @exclusivity(unchecked) private var byGesture: [String: [Entry]] = [:] {
    didSet { lastLookup = nil }
  }
  /// The last gesture name looked up and its entries: a gesture's `changed` transitions come in
  /// runs, and comparing a name costs less than hashing it.
  @exclusivity(unchecked) private var lastLookup: (gesture: String, entries: [Entry]?)?
  /// The entries' distinct nodes, numbered as added.
  private var nodes: [String] = []
  /// The last transition's node and the index in ``nodes`` of the equal one (nil: none). A
  /// region's path is made per gesture, so equal nodes are mostly distinct strings, and a
  /// 16-byte one is not small: comparing it is a call.
  @exclusivity(unchecked) private var lastNode: (text: String, index: Int?)?
  /// How many entries were added: the next entry's id.
  private(set) var entryCount = 0
  @exclusivity(unchecked) private var devices: [Int: DeviceIdentity] = [:] {
    didSet { lastDevice = nil }
  }
  /// The last device looked up and its identity (``identity(of:)``).
  @exclusivity(unchecked) private var lastDevice: (index: Int, identity: DeviceIdentity?)?
  @exclusivity(unchecked) private var surfaces: [Int: Rect] = [:]
  /// Per action (its ``ActionContext/binding``), the anchors of its repeats under way: none or
  /// one mostly, found by a short scan (hashing a key on every `changed` transition cost more
  /// than the repeat's own arithmetic).
  @exclusivity(unchecked) private var anchors: [[RepeatAnchor]] = []
  /// How many anchors ``anchors`` holds in all: none, the common case, skips the forgetting.
  @exclusivity(unchecked) private var anchorCount = 0
  @exclusivity(unchecked) private var lastRun: [StepKey: Int64] = [:]
  private var actionCount = 0

  /// Runs the actions of `root`'s attachments and `bindings` on `performer`.
  public init(root: Region?, bindings: [ActionBinding] = [], performer: ActionPerformer) {
    self.performer = performer
    if let root { collect(root) }
    for b in bindings { add(node: b.node, gesture: b.gesture, phase: b.phase, actions: b.actions) }
  }

  private func add(node: String?, gesture: String, phase: GesturePhase, actions: [Action]) {
    // Numbered as added, not recounted per add (issue 27: loading n bindings was O(n²)).
    let id = entryCount
    entryCount += 1
    var nodeIndex: Int?
    if let node {
      nodeIndex = nodes.firstIndex(of: node)
      if nodeIndex == nil {
        nodeIndex = nodes.count
        nodes.append(node)
        lastNode = nil
      }
    }
    byGesture[gesture, default: []].append(
      Entry(
        id: id, firstAction: actionCount, nodeIndex: nodeIndex, phase: phase,
        actions: actions,
        plans: actions.map(Plan.init)))
    actionCount += actions.count
    anchors.append(contentsOf: repeatElement([], count: actions.count))
  }

  private func collect(_ region: Region) {
    for a in region.attachments {
      for t in a.actions {
        add(node: region.path, gesture: a.name, phase: t.phase, actions: t.actions)
      }
    }
    for child in region.children { collect(child) }
  }

  /// Whether any action is bound.
  public var isEmpty: Bool { byGesture.isEmpty }

  /// The kinds of virtual device the bound actions send on.
  public var virtualDevicesNeeded: Set<VirtualDeviceKind> {
    var kinds = Set<VirtualDeviceKind>()
    func visit(_ a: Action) {
      if case .input(let kind, _) = a.effect { kinds.insert(kind) }
      if case .clickAtTouch = a.effect { kinds.insert(.absolutePointer) }
      a.reverse.forEach(visit)
    }
    for entries in byGesture.values { for e in entries { e.actions.forEach(visit) } }
    return kinds
  }

  /// Device `index` is named `name` and is of `kind`: what device filters compare. `surface`
  /// is its surface in the scene's units (mm, or a pixel scene's pixels), for actions at the
  /// touch's position.
  public func setDevice(_ index: Int, name: String, kind: DeviceKind, surface: Rect? = nil) {
    devices[index] = DeviceIdentity(kind: kind, name: name)
    if let surface, surface.width > 0, surface.height > 0 { surfaces[index] = surface }
  }

  /// Runs the actions bound to `transition`'s gesture and phase whose conditions hold, reading
  /// the gesture's value from `recognizer`.
  public func record(_ transition: Transition, recognizer: GestureRecognizer) {
    guard let entries = entries(of: transition.gesture) else { return }
    var reading: GestureReading?
    let node = nodeIndex(of: transition.node)
    if transition.to == .began, let onClaim,
      entries.contains(where: { $0.nodeIndex == nil || $0.nodeIndex == node })
    {
      onClaim(transition.device)
    }
    // By index, the entries' fields read in place: a copy of an entry retains its texts and
    // actions, on every transition.
    for k in entries.indices where entries[k].nodeIndex == nil || entries[k].nodeIndex == node {
      if entries[k].phase == transition.to {
        let r = reading ?? GestureReading(recognizer.measures)
        reading = r
        run(entries, k, transition, recognizer, r)
      }
      // A repeat's anchor is forgotten with its gesture (looked for only when some repeat is
      // kept: a failed attempt of a bound gesture is the common transition).
      if anchorCount > 0
        && (transition.to == .ended || transition.to == .cancelled || transition.to == .failed)
      {
        let first = entries[k].firstAction
        for a in first..<(first + entries[k].actions.count) where !anchors[a].isEmpty {
          let before = anchors[a].count
          anchors[a].removeAll { $0.device == transition.device && $0.node == transition.node }
          anchorCount -= before - anchors[a].count
        }
      }
    }
  }

  /// The index in ``nodes`` of the node equal to `node`, nil when none is.
  private func nodeIndex(of node: String) -> Int? {
    if let last = lastNode, last.text == node { return last.index }
    let index = nodes.firstIndex(of: node)
    lastNode = (node, index)
    return index
  }

  private func entries(of gesture: String) -> [Entry]? {
    if let last = lastLookup, last.gesture == gesture { return last.entries }
    let entries = byGesture[gesture]
    lastLookup = (gesture, entries)
    return entries
  }

  /// Runs `entries[k]`'s actions; the entry is read in place (a copy retained its node,
  /// actions and plans on every call).
  private func run(
    _ entries: [Entry], _ k: Int, _ t: Transition, _ recognizer: GestureRecognizer,
    _ reading: GestureReading
  ) {
    // Looked up when first needed: a repeat without filters mostly runs nothing, and a copy
    // of the identity retains its name.
    var device: DeviceIdentity??
    // Made when an action first runs: a repeat's `changed` transitions mostly run none, and the
    // context's texts would cost an allocation each.
    var made: ActionContext?
    // By index, from the plans: a copy of an action retains its texts, sets and reverse
    // actions; it is read only when it runs or has filters.
    for i in entries[k].plans.indices {
      let plan = entries[k].plans[i]
      if plan.filtered {
        if device == nil { device = identity(of: t.device) }
        if !applies(entries[k].actions[i], reading, device ?? nil) { continue }
      }
      guard let rule = plan.rule else {
        let action = entries[k].actions[i]
        let key = StepKey(entry: entries[k].id, action: i, device: t.device, node: t.node)
        let c = context(
          &made, step: 0, binding: entries[k].firstAction + i, t, recognizer, reading, &device)
        perform(action, c, key: key, limit: action.rateLimit)
        continue
      }
      let steps = self.steps(rule, entries[k].firstAction + i, t.device, t.node, reading)
      guard steps != 0 else { continue }
      let action = entries[k].actions[i]
      let key = StepKey(entry: entries[k].id, action: i, device: t.device, node: t.node)
      var c = context(
        &made, step: steps > 0 ? 1 : -1, binding: entries[k].firstAction + i, t, recognizer,
        reading, &device)
      if let q = rule.quantity {
        // A repeat of a named quantity (a pinch's rotation) tells of that quantity.
        let only = reading.only(q)
        c.direction = only.direction
        c.value = only.text
      }
      for _ in 0..<abs(steps) {
        if steps > 0 {
          perform(action, c, key: key, limit: action.rateLimit)
        } else {
          for r in action.reverse { perform(r, c, key: key, limit: action.rateLimit) }
        }
      }
    }
  }

  /// The context of an action run at `step` as `binding`, from `made` (made and kept there
  /// when the transition's first action runs). A method, not a nested function: a nested one
  /// capturing `made` boxed it, with a runtime exclusivity check on every call of `run`.
  private func context(
    _ made: inout ActionContext?, step: Int, binding: Int, _ t: Transition,
    _ recognizer: GestureRecognizer, _ reading: GestureReading, _ device: inout DeviceIdentity??
  ) -> ActionContext {
    if made == nil, device == nil { device = identity(of: t.device) }
    var c = made ?? makeContext(t, recognizer, reading, device ?? nil)
    made = c
    c.step = step
    c.binding = binding
    return c
  }

  private func makeContext(
    _ t: Transition, _ recognizer: GestureRecognizer, _ reading: GestureReading,
    _ device: DeviceIdentity?
  ) -> ActionContext {
    var context = ActionContext(
      time: t.time, device: t.device, deviceName: device?.name ?? "", node: t.node,
      gesture: t.gesture, phase: t.to,
      fingers: recognizer.touchCount
        ?? (recognizer.touches.all.count + recognizer.touches.overflow),
      direction: reading.direction, value: reading.text)
    if let s = surfaces[t.device] {
      var sum = Point.zero
      var n = 0.0
      for touch in recognizer.touches.all {
        sum = Point(x: sum.x + touch.x, y: sum.y + touch.y)
        n += 1
      }
      if n > 0 {
        context.position = Point(
          x: (sum.x / n - s.origin.x) / s.width, y: (sum.y / n - s.origin.y) / s.height)
      }
    }
    return context
  }

  /// What device `index` is, as ``setDevice(_:name:kind:surface:)`` said: a transition's
  /// device is mostly the last one's, and comparing an index costs less than hashing it.
  private func identity(of index: Int) -> DeviceIdentity? {
    if let last = lastDevice, last.index == index { return last.identity }
    let identity = devices[index]
    lastDevice = (index, identity)
    return identity
  }

  private func applies(
    _ a: Action, _ reading: GestureReading, _ device: DeviceIdentity?
  ) -> Bool {
    if let set = a.directions {
      guard let d = reading.direction, set.contains(d) else { return false }
    }
    if let minimum = a.minimumChange {
      guard let change = reading.change, change >= minimum else { return false }
    }
    return a.devices?.matches(device) ?? true
  }

  /// The whole steps the value moved since the last, signed, and moves the anchor by them.
  private func steps(
    _ rule: ActionRepeat, _ binding: Int, _ device: Int, _ node: String, _ r: GestureReading
  ) -> Int {
    guard let quantity = rule.quantity ?? r.first else { return 0 }
    let k = anchors[binding].firstIndex { $0.device == device && $0.node == node }
    var state =
      k.map { anchors[binding][$0].state }
      ?? RepeatState(anchor: quantity == .magnification ? 1 : 0, axis: rule.axis)
    var current: Double
    var speed: Double
    switch quantity {
    case .rotation:
      guard let v = r.rotation else { return 0 }
      (current, speed) = (v, r.rotationVelocity)
    case .magnification:
      guard let v = r.magnification else { return 0 }
      (current, speed) = (v, r.magnificationVelocity)
    case .translation:
      guard let t = r.translation else { return 0 }
      if state.axis == .auto {
        guard max(abs(t.x), abs(t.y)) >= rule.every else { return 0 }
        state.axis = abs(t.x) >= abs(t.y) ? .x : .y
      }
      (current, speed) =
        state.axis == .x ? (t.x, r.translationVelocity.x) : (t.y, r.translationVelocity.y)
    }
    let step = rule.step(atSpeed: speed)
    let delta = current - state.anchor
    // Clamped: a huge change over a small step is many steps, capped below, never a trap.
    let n = Self.wholeSteps(abs(delta) / step)
    if n > 0 {
      // A jump beyond the cap moves the anchor to the value: the rest is not owed later.
      state.anchor =
        n == Self.maximumStepsPerTransition
        ? current : state.anchor + (delta > 0 ? 1 : -1) * Double(n) * step
    }
    if let k {
      anchors[binding][k].state = state
    } else {
      anchors[binding].append(RepeatAnchor(device: device, node: node, state: state))
      anchorCount += 1
    }
    return delta > 0 ? n : -n
  }

  /// `min(Int(clamping: q), maximumStepsPerTransition)`, written out: the generic conversion
  /// was a call of some 130 instructions on every `changed` transition of a repeat.
  private static func wholeSteps(_ q: Double) -> Int {
    if q >= Double(maximumStepsPerTransition) { return maximumStepsPerTransition }
    if q > Double(Int.min) { return Int(q) }  // checked: below the cap, above Int.min
    return q.isNaN ? 0 : Int.min
  }

  /// Runs `a` unless its rate limit (the scene's, or for a program
  /// ``ProgramLimits/defaultRateLimit``) has not passed since the last run under `key`.
  private func perform(_ a: Action, _ context: ActionContext, key: StepKey, limit: Int64?) {
    var limit = limit
    if limit == nil, case .program = a.effect { limit = ProgramLimits.defaultRateLimit }
    if let limit, let last = lastRun[key], context.time - last < limit {
      performer.skipped(a, context: context, reason: "rate limit \(Double(limit) / 1_000_000) s")
      return
    }
    lastRun[key] = context.time
    performedCount += 1
    performer.perform(a, context: context)
  }
}
