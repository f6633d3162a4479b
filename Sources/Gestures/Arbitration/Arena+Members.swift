/// The arena's members: made when a touch first reaches their region, and carried over (or
/// cancelled) when the scene changes.
extension Arena {
  /// Marks, for each member, the frame's new contacts whose hit path reaches it; makes the
  /// members a touch reaches for the first time.
  func hitTest(_ frame: TouchFrame) {
    for i in adopters { adopt[i] = ContactMask() }
    adopters.removeAll(keepingCapacity: true)
    let sx = surface.width > 0 ? sceneSurface.width / surface.width : 1
    let sy = surface.height > 0 ? sceneSurface.height / surface.height : 1
    for (c, contact) in frame.contacts.enumerated() where contact.phase == .down {
      let role = ContactRoles(contact.role)
      var p = Point(x: contact.x, y: contact.y)
      if identity?.kind == .touchpad {
        // A touchpad reports beyond its advertised range (PS/2 Synaptics pads often do):
        // libinput widens the range (evdev_device_check_abs_axis_range), so such a touch is on
        // the pad, at its edge, and hits what the edge holds.
        // (Inside the far edges too: a rectangle holds its minimum edge, not its maximum.)
        p.x = min(max(p.x, surface.origin.x), (surface.origin.x + surface.width).nextDown)
        p.y = min(max(p.y, surface.origin.y), (surface.origin.y + surface.height).nextDown)
      }
      scene.hitPath(Point(x: p.x * sx, y: p.y * sy), into: &path)
      guard !path.isEmpty else { continue }
      scene.forEachEnabledSlot(on: path) { slot in
        // A member not made yet takes what its attachment says (its recognizer will).
        let m = memberOfSlot[slot]
        if m >= 0 {
          guard withRecognizer(m, { $0.acceptedRoles.contains(role) }) else { return }
        } else {
          guard scene.slotRoles[slot].contains(role) else { return }
        }
        let member = m >= 0 ? m : makeMember(slot)
        if adopt[member].isEmpty { adopters.append(member) }
        adopt[member].insert(c)
        members[member].touchKeys |= Arena.key(contact.id)
      }
    }
  }

  /// Makes the member of `slot` (its recognizer idle); returns its index.
  private func makeMember(_ slot: Int) -> Int {
    let n = scene.slotNode[slot]
    let node = scene.nodes[n]
    let region = scene.regions[n]
    let index = slot - node.slotBase
    let a = region.attachments[index]
    let r = a.makeRecognizer()
    r.acceptedRoles = a.acceptedRoles
    r.bounds = deviceBounds(node.bounds)
    r.engineSetCoordinates(coordinates(of: n))
    members.append(
      Member(
        name: a.name, node: region.path, priority: a.priority,
        waits: a.waitsForHigherPriority, recognizer: r, handle: .passUnretained(r), region: region,
        attachment: index,
        sceneNode: n, slot: slot,
        simultaneousSlots: simultaneousSlots(of: index, on: region, node: n, base: node.slotBase)))
    if r.engineJoin(touchpadStage) {
      members[members.count - 1].readsTouchpad = true
      runsTouchpadStage = true
    }
    members[members.count - 1].timed = r.keepsTime && !r.keepsStageTime
    members[members.count - 1].stageTimed = r.keepsTime && r.keepsStageTime
    members[members.count - 1].startsAgain = r.startsAgainWithTouchesDown
    isLive.append(false)
    ranks.append(scene.slotRank[slot])
    adopt.append(ContactMask())
    memberOfSlot[slot] = members.count - 1
    return members.count - 1
  }

  /// `bounds` (scene units) on the device's surface (millimetres).
  private func deviceBounds(_ bounds: Rect) -> Rect {
    Rect(
      x: bounds.origin.x * scale.x, y: bounds.origin.y * scale.y, width: bounds.width * scale.x,
      height: bounds.height * scale.y)
  }

  /// The coordinates of a gesture on scene node `n`'s region: the surface's scales, its
  /// region's origin (`.local`) and its named ancestors' (`.named`), in surface millimetres.
  /// Made with the member, never per frame.
  private func coordinates(of n: Int) -> CoordinateContext {
    var named: [CoordinateContext.NamedOrigin] = []
    var region: Region? = scene.regions[n]
    while let r = region {
      if let name = r.coordinateSpaceName, let a = r === scene.regions[n] ? n : scene.node(of: r) {
        named.append(CoordinateContext.NamedOrigin(name: name, origin: origin(of: a)))
      }
      region = r.parent
    }
    return CoordinateContext(
      parameterMillimetresPerPoint: units.parameterMillimetresPerPoint,
      valuePointsPerMillimetre: units.valuePointsPerMillimetre, localOrigin: origin(of: n),
      namedOrigins: named)
  }

  /// The top-left corner of scene node `n`'s region in surface millimetres: its bounds' origin,
  /// or the surface's origin (0, 0) for a region without frame or placement.
  private func origin(of n: Int) -> Point {
    let r = scene.regions[n]
    guard r.frame != nil || r.placement != nil else { return .zero }
    return deviceBounds(scene.nodes[n].bounds).origin
  }

  /// The slots of the attachments on scene node `node`'s region that attachment `index` runs
  /// alongside: those it names and those that name it (names compared here, once, never per
  /// frame; through the region's table, made once).
  private func simultaneousSlots(of index: Int, on region: Region, node: Int, base: Int) -> [Int] {
    var table = simultaneity.removeValue(forKey: node) ?? SimultaneousTable(region.attachments)
    defer { simultaneity[node] = table }
    return table.slots(of: index, in: region.attachments, base: base)
  }

  /// The work of finding members' simultaneous slots since the scene last changed (tests).
  var simultaneityWork: Int { simultaneity.values.reduce(0) { $0 + $1.work } }

  /// The scene changed: makes the arena's copy again. Idle members are dropped (a touch that
  /// reaches them makes them afresh); live ones keep their recognizers and move to their
  /// region's new place, or, when their region (or their attachment) left the scene, fail or
  /// are cancelled (reason: the region was removed).
  func sceneChanged(at time: Int64) {
    scene = SceneIndex(root: root, surface: sceneSurface, identity: identity)
    simultaneity = [:]
    memberOfSlot = Array(repeating: -1, count: scene.slotNode.count)
    var kept: [Member] = []
    var keptRanks: [UInt64] = []
    var removed: [Int] = []
    for i in live {
      var m = members[i]
      if let n = scene.node(of: m.region), m.attachment < scene.nodes[n].slotCount,
        m.region.attachments[m.attachment].name == m.name
      {
        let node = scene.nodes[n]
        m.waitingFor = -1
        m.sceneNode = n
        m.slot = node.slotBase + m.attachment
        keptRanks.append(scene.slotRank[m.slot])
        m.node = m.region.path
        m.simultaneousSlots = simultaneousSlots(
          of: m.attachment, on: m.region, node: n, base: node.slotBase)
        m.recognizer.bounds = deviceBounds(node.bounds)
        m.recognizer.engineSetCoordinates(coordinates(of: n))
        memberOfSlot[m.slot] = kept.count
      } else {
        m.waitingFor = -1
        m.sceneNode = -1
        m.slot = -1
        keptRanks.append(.max)
        m.simultaneousSlots = []
        removed.append(kept.count)
      }
      kept.append(m)
    }
    members = kept
    isLive = Array(repeating: true, count: kept.count)
    adopt = Array(repeating: ContactMask(), count: kept.count)
    adopters.removeAll()
    ranks = keptRanks
    live = kept.indices.sorted { keptRanks[$0] < keptRanks[$1] }
    ready = live.filter { state($0) == .ready }
    for i in removed {
      switch members[i].recognizer.state {
      case .possible, .ready, .active: transition(i, .stop, reason: .regionRemoved, at: time)
      default: break
      }
    }
    if !removed.isEmpty { resolve(at: time) }
    deadlineKnown = false
  }
}
