/// The gestures of one device's touches and the rules that decide between them, in the spirit
/// of Flutter's arena and SwiftUI's priorities: a touch is offered to the enabled gestures of its
/// hit path, gestures that share a touch compete by SwiftUI's precedence, a ready gesture waits
/// for competitors of higher precedence still possible, and the winner fails or cancels the rest.
/// The rules, numbered as the code cites them, are in the Arbitration article.
final class Arena {
  struct Member {
    let name: String
    /// The region's path (the transition log's `node`).
    var node: String
    let priority: GesturePriority
    let waits: Bool
    let recognizer: GestureRecognizer
    /// ``recognizer`` unretained, for the per-frame path: calls through it
    /// (``Arena/withRecognizer(_:_:)``) cost no reference counting; `recognizer` keeps it alive.
    let handle: Unmanaged<GestureRecognizer>
    let region: Region
    /// Index of the attachment in its region's `attachments`.
    let attachment: Int
    /// Its region's node and its slot in ``Arena/scene``; -1 once its region left the scene.
    var sceneNode: Int
    var slot: Int
    /// The slots on the same region it runs alongside (`simultaneousWith`, both directions).
    var simultaneousSlots: [Int]
    /// Bit `id & 63` for every touch it was offered since it was last idle: a superset of its
    /// touches' bits, so two members whose keys do not meet share no touch (tested before the
    /// recognizers' touch lists, which cost far more).
    var touchKeys: UInt64 = 0
    /// The competitor it waited for on the last pass of ``Arena/resolve(at:)``, or -1.
    var waitingFor = -1
    /// The last deadline fired: a recognizer that does not move its deadline on is not fired
    /// twice for the same time.
    var fired: Int64 = .min
    /// The gesture became ready when a deadline fired (rule 3's exception).
    var readyByTime = false
    /// The input step in which the gesture last became done (rule 1's restart).
    var doneAtStep = -1
    /// The input step in which its current attempt started.
    var startedAtStep = -1
    /// It is done because its finger count was wrong, and starts again when it is right (rule
    /// 5).
    var restartsOnCount = false
    /// It listens to the device's ``TouchpadStage``.
    var readsTouchpad = false
    /// Its recognizer may have a deadline (``GestureRecognizer/keepsTime``) of its own, or only
    /// its touchpad stage's (``GestureRecognizer/keepsStageTime``).
    var timed = true
    var stageTimed = false
    /// Its recognizer, done, may start again on the touches it holds
    /// (``GestureRecognizer/startsAgainWithTouchesDown``, fixed for a recognizer).
    var startsAgain = false
  }

  let device: Int
  let identity: DeviceIdentity?  // for regions that serve only some devices
  let sink: TransitionSink
  let root: Region
  /// The device's surface in millimetres, and the scene's surface in its own units.
  let surface: Rect
  let sceneSurface: Rect
  /// How the scene's surface measures gestures' parameters and values (``CoordinateContext``).
  let units: SceneSurface
  // Touched for every live gesture on every frame: no runtime exclusivity checks (the arena is
  // single-threaded and never nests accesses to these).
  /// The gestures a touch has reached so far, made when one first does (rule 1), in no order.
  @exclusivity(unchecked) var members: [Member] = []
  /// Members that are not idle, in precedence order: the only ones a frame, a timer or a
  /// decision has to look at, so a big scene costs what its busy gestures cost.
  @exclusivity(unchecked) var live: [Int] = []
  @exclusivity(unchecked) var isLive: [Bool] = []
  /// Per member, its precedence (rule 2): smaller goes first. Apart from the members, as
  /// ordering the live list reads nothing else.
  @exclusivity(unchecked) var ranks: [UInt64] = []
  /// The live members that are ready (waiting to win), in precedence order: what
  /// ``resolve(at:)`` looks at. Kept by ``transition(_:_:reason:at:)``, the only way into and
  /// out of ready; a member that left stays listed until ``compactReady()`` (at the next
  /// ``resolve(at:)`` or entry), so that a win over n ready members costs n, not n².
  @exclusivity(unchecked) var ready: [Int] = []
  /// Some members of ``ready`` are no longer ready (``compactReady()`` drops them).
  @exclusivity(unchecked) var readyHasLeavers = false
  /// Members that may take this frame's new touches, and the scratch list of members to visit.
  @exclusivity(unchecked) var adopters: [Int] = []
  @exclusivity(unchecked) private var visit: [Int] = []
  @exclusivity(unchecked) private var fresh: [Int] = []
  /// Per member, the frame's new contacts it may take (filled on frames with touch-downs).
  @exclusivity(unchecked) var adopt: [ContactMask] = []
  /// The scene as this device sees it, and per slot its member (-1: none made yet).
  @exclusivity(unchecked) var scene: SceneIndex
  @exclusivity(unchecked) var memberOfSlot: [Int]
  /// Each scene node's ``SimultaneousTable``, made when its first member is made.
  @exclusivity(unchecked) var simultaneity: [Int: SimultaneousTable] = [:]
  /// Scratch: a touch's hit path (nodes of `scene`).
  @exclusivity(unchecked) var path: [Int] = []
  /// Scene units to device millimetres.
  let scale: (x: Double, y: Double)
  @exclusivity(unchecked) var step = 0
  /// Some gesture finished in the current step.
  @exclusivity(unchecked) var doneInStep = false
  @exclusivity(unchecked) var lastFingerCount = 0
  @exclusivity(unchecked) var lastButtons = PadButtons()
  /// Held finger lifts (bounces).
  @exclusivity(unchecked) var bounce = LiftBounce()
  /// Whether a touch sequence is under way (for `TransitionSink.arenaSettled`).
  @exclusivity(unchecked) var busy = false
  /// libinput's gesture decisions for the device, which its touchpad gestures read; run only
  /// once one of them joined (``runsTouchpadStage``).
  let touchpadStage = TouchpadStage()
  @exclusivity(unchecked) var runsTouchpadStage = false
  /// ``recognizerDeadline``'s value, while `deadlineKnown`.
  @exclusivity(unchecked) var knownDeadline: Int64?
  @exclusivity(unchecked) var deadlineKnown = false

  init(
    device: Int, identity: DeviceIdentity? = nil, root: Region, surface: Rect,
    sceneSurface: SceneSurface, sink: TransitionSink
  ) {
    self.device = device
    self.identity = identity
    self.sink = sink
    self.root = root
    // A device whose size was never declared: regions without a frame cover everything.
    let surface =
      surface.width > 0 && surface.height > 0
      ? surface : Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
    self.surface = surface
    let scene = sceneSurface.rect(onDevice: surface)
    self.sceneSurface = scene
    units = sceneSurface
    scale = (
      x: scene.width > 0 ? surface.width / scene.width : 1,
      y: scene.height > 0 ? surface.height / scene.height : 1
    )
    self.scene = SceneIndex(root: root, surface: scene, identity: identity)
    memberOfSlot = Array(repeating: -1, count: self.scene.slotNode.count)
    path.reserveCapacity(16)
  }

  // MARK: - Input

  /// Takes a device frame: finger bounces are bridged (``LiftBounce``) before the gestures
  /// see it.
  func handle(_ frame: TouchFrame) {
    let changed = bounce.filter(frame) { id in followedWithAnother(id) }
    for c in bounce.continued {
      sink.touchContinued(
        device: device, lifted: c.lifted, landed: c.landed, gap: c.gap, distance: c.distance,
        time: frame.time)
    }
    if bounce.sawLeftOut {
      for c in frame.contacts where c.phase == .down && c.role != .finger {
        sink.contactLeftOut(c, device: device, time: frame.time)
      }
    }
    if changed {
      handleFiltered(bounce.out)
    } else {
      handleFiltered(frame)
    }
  }

  func handleFiltered(_ device: TouchFrame) {
    deadlineKnown = false
    defer { deadlineKnown = false }
    if root.sceneGeneration != scene.generation { sceneChanged(at: device.time) }
    step += 1
    // libinput judges a touchpad's thumbs first; the gestures see the touches that landed as
    // thumbs as such (TouchpadStage.presented).
    if runsTouchpadStage || device.touchpad != nil {
      touchpadStage.judgeThumbs(device)
      if let presented = touchpadStage.presented(device) {
        for c in presented.contacts where c.phase == .down && c.role == .thumb {
          sink.contactLeftOut(c, device: self.device, time: device.time)
        }
        return handle(presented, device: device)
      }
    }
    handle(device, device: device)
  }

  /// Hands `frame` (`device`'s frame as the gestures see it) to the gestures.
  private func handle(_ frame: TouchFrame, device: TouchFrame) {
    let hasDowns = frame.contacts.contains { $0.phase == .down }
    if hasDowns { hitTest(frame) }
    // libinput decides before its clients hear of the frame (tp_post_events); it taps from a
    // touchpad's first frame, whether or not a gesture listens yet.
    // (A touchpad gesture the hit test just joined decides from this frame on.)
    if runsTouchpadStage || device.touchpad != nil {
      touchpadStage.update(device, decides: runsTouchpadStage)
    }
    // A changed finger count or button concerns every attempt with touches (a click fails taps).
    let fingersChanged = frame.fingerCount != lastFingerCount || frame.buttons != lastButtons
    // A gesture the touchpad's stage started or ended concerns every gesture listening to it.
    let stageSpoke = runsTouchpadStage && touchpadStage.spoke
    lastFingerCount = frame.fingerCount
    lastButtons = frame.buttons
    if hasDowns {
      visit.removeAll(keepingCapacity: true)
      // The live members (in precedence order) and the ones this frame's touches reach
      // afresh, merged in precedence order (ties: live ones first, as a stable sort would).
      fresh.removeAll(keepingCapacity: true)
      // Adopters come root first, and ranks run mostly leaf first: reversed, they are nearly
      // in order, which the sort's insertion runs take in linear time.
      for i in adopters.reversed() where !isLive[i] { fresh.append(i) }
      fresh.sort { ranks[$0] < ranks[$1] }
      var k = 0
      for f in fresh {
        let rank = ranks[f]
        while k < live.count && ranks[live[k]] <= rank {
          visit.append(live[k])
          k += 1
        }
        visit.append(f)
      }
      visit.append(contentsOf: live[k...])
    }
    // The frame's touches as touch keys: a member whose keys meet neither holds none of them,
    // so the frame concerns it only through its finger count.
    var allKeys: UInt64 = 0
    var movedKeys: UInt64 = 0
    var hasEnds = false
    for c in frame.contacts {
      allKeys |= Self.key(c.id)
      if c.phase != .stationary { movedKeys |= Self.key(c.id) }
      if !c.phase.isActive { hasEnds = true }
    }
    // Without a touch-down the live list is the visit (a copy of it cost as much as a member's
    // visit): taken as it is, so that a change to it while the members are offered the frame
    // copies it then. By index: iterating an array itself would retain its storage again.
    let order = hasDowns ? visit : live
    for k in 0..<order.count {
      let i = order[k]
      let concerned = fingersChanged || (stageSpoke && members[i].readsTouchpad)
      if !hasDowns && passesOver(i, concerned: concerned, hasEnds: hasEnds, movedKeys: movedKeys) {
        continue
      }
      let mine = hasDowns ? adopt[i] : ContactMask()
      withRecognizer(i) { r in
        offer(
          frame, to: i, r, mine: mine, fingersChanged: concerned, hasEnds: hasEnds,
          movedKeys: movedKeys, allKeys: allKeys)
      }
    }
    resolve(at: frame.time)
    if hasDowns { restartWithNewTouches(frame) }
    if hasDowns || hasEnds { restartWithRightCount(frame, hasDowns: hasDowns) }
    // Only a lift (or a gesture finishing) can make a done gesture's touches all up.
    if doneInStep || hasEnds { retireDone() }
    doneInStep = false
    settleIfQuiet(at: frame.time)
  }

  func start(_ i: Int, _ frame: TouchFrame, _ mine: ContactMask, keepingDown: Bool = false) {
    withRecognizer(i) { $0.engineStart(at: frame.time, keepingDown: keepingDown) }
    // A fresh attempt holds only the touches it takes now.
    if !keepingDown {
      var keys: UInt64 = 0
      for (k, c) in frame.contacts.enumerated() where mine.contains(k) { keys |= Self.key(c.id) }
      members[i].touchKeys = keys
    }
    members[i].startedAtStep = step
    busy = true
    if !isLive[i] {
      isLive[i] = true
      live.insert(i, at: Self.insertionPoint(of: i, in: live, by: ranks))
    }
    receive(i, frame, mine)
  }

  /// Member i, done, starts again at deadline `time` on the touches it holds
  /// (``GestureRecognizer/timeReachedWhileDone(_:)``); its new attempt gets the deadline.
  func startAgain(_ i: Int, at time: Int64) {
    withRecognizer(i) { r in
      r.handle(.retire)
      r.engineStart(at: time, keepingDown: true)
    }
    members[i].startedAtStep = step
    busy = true
    let signal = withRecognizer(i) { $0.engineTimeReached(time) }
    if case .ready = signal { members[i].readyByTime = true }
    apply(signal, to: i, at: time)
  }

  /// Runs `body` with member i's recognizer, without retaining it: the member holds it, and
  /// no member is dropped while a frame or a deadline is handled (only ``sceneChanged(at:)``
  /// drops members, and only idle ones, before any recognizer is called).
  @inline(__always) @discardableResult
  func withRecognizer<T>(_ i: Int, _ body: (GestureRecognizer) -> T) -> T {
    let h = members[i].handle
    return h._withUnsafeGuaranteedRef(body)
  }

  /// Where member i goes in `list` (in precedence order): after every member of its rank or
  /// less.
  static func insertionPoint(of i: Int, in list: [Int], by ranks: [UInt64]) -> Int {
    let rank = ranks[i]
    var lo = 0
    var hi = list.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if ranks[list[mid]] > rank { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }

  /// The touch key of touch `id` (see ``Member/touchKeys``).
  static func key(_ id: Int) -> UInt64 { 1 << UInt64(id & 63) }

  /// Gestures that are done and whose touches all lifted go back to idle and leave the live
  /// list; the next touch that reaches them starts them afresh.
  private func retireDone() {
    var kept = 0
    for i in live {
      let retires = withRecognizer(i) { r in
        guard r.state.isTerminal && r.touches.allUp else { return false }
        r.handle(.retire)
        return true
      }
      if retires {
        isLive[i] = false
        members[i].touchKeys = 0
      } else {
        live[kept] = i
        kept += 1
      }
    }
    live.removeLast(live.count - kept)
  }

  func receive(_ i: Int, _ frame: TouchFrame, _ mine: ContactMask) {
    // Written only when set: a write is a uniqueness check of the members, on every frame.
    if members[i].readyByTime { members[i].readyByTime = false }
    let signal = withRecognizer(i) { $0.engineReceive(frame, adopting: mine) }
    apply(signal, to: i, at: frame.time)
  }

  /// Tells the sink once a touch sequence is over: no touch down, no gesture still running.
  func settleIfQuiet(at time: Int64) {
    guard busy else { return }
    for i in live {
      let running = withRecognizer(i) { r in
        !r.touches.allUp || r.state == .possible || r.state == .ready || r.state == .active
      }
      if running { return }
    }
    busy = false
    sink.arenaSettled(device: device, time: time)
  }
}
