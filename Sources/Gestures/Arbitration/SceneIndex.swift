/// One arena's flat copy of the scene tree: every region's bounds in scene units, whether the
/// arena's device may hit it, its children (with a ``ChildGrid`` where they are many) and its
/// gesture slots with their precedence. Built when the arena starts and again after the scene
/// changes (``Region/sceneGeneration``); costs a walk over the regions and makes no recognizer,
/// so a scene costs what its touched gestures cost.
///
/// A slot is one attachment of one region (`slotBase` of its region + the attachment's index).
struct SceneIndex {
  /// A region's plain fields (no references: the hit path reads them without retaining).
  struct Node {
    let depth: Int
    let bounds: Rect
    /// False when the region, with its subtree, is never hit by this device's touches.
    let hittable: Bool
    /// Whether a touch may hit the region itself (in `contents[n]`), not only its children.
    let hasContent: Bool
    /// Its children are `children[childStart ..< childStart + childCount]`, in z order.
    var childStart = 0
    var childCount = 0
    let slotBase: Int
    let slotCount: Int
    /// The outermost attachment lacking `.subviews` (it disables what it wraps), or -1.
    let cut: Int
  }

  private(set) var nodes: [Node] = []
  /// Per node: its region, the shape a touch hits the region itself in (nil for a bare
  /// container) and its children's grid.
  private(set) var regions: [Region] = []
  private(set) var contents: [RegionShape?] = []
  private(set) var grids: [ChildGrid?] = []
  private(set) var children: [Int] = []
  /// Per slot: its node, its precedence (smaller first), whether its mask has `.gesture`.
  private(set) var slotNode: [Int] = []
  private(set) var slotRank: [UInt64] = []
  private(set) var slotEnabled: [Bool] = []
  /// Per slot: the contact roles its gesture takes (``GestureAttachment/acceptedRoles``).
  private(set) var slotRoles: [ContactRoles] = []
  /// The root's ``Region/sceneGeneration`` this copy was made from.
  let generation: Int

  init(root: Region, surface: Rect, identity: DeviceIdentity?) {
    generation = root.sceneGeneration
    add(root, depth: 0, parent: surface, surface: surface, identity: identity, hittable: true)
  }

  /// Adds `region` and its subtree in preorder (the order the old eager arena collected them,
  /// which breaks ties of precedence); returns its node.
  @discardableResult
  private mutating func add(
    _ region: Region, depth: Int, parent: Rect, surface: Rect, identity: DeviceIdentity?,
    hittable: Bool
  ) -> Int {
    let n = nodes.count
    let bounds = region.bounds(in: parent, surface: surface)
    let hittable =
      hittable && region.allowsHitTesting && (region.devices?.matches(identity) ?? true)
    let attachments = region.attachments
    let content =
      region.hasContent || region.contentShape != nil ? (region.contentShape ?? region.shape) : nil
    regions.append(region)
    contents.append(content)
    grids.append(nil)
    nodes.append(
      Node(
        depth: depth, bounds: bounds, hittable: hittable, hasContent: content != nil,
        slotBase: slotNode.count, slotCount: attachments.count,
        cut: attachments.indices.last { !attachments[$0].mask.contains(.subviews) } ?? -1))
    appendSlots(attachments, node: n, depth: depth)
    let kids = region.children
    guard !kids.isEmpty else {
      nodes[n].childStart = children.count
      return n
    }
    var ids: [Int] = []
    ids.reserveCapacity(kids.count)
    for child in kids {
      ids.append(
        add(
          child, depth: depth + 1, parent: bounds, surface: surface, identity: identity,
          hittable: hittable))
    }
    nodes[n].childStart = children.count
    nodes[n].childCount = ids.count
    children.append(contentsOf: ids)
    if ids.count >= ChildGrid.minimumChildren {
      grids[n] = ChildGrid(bounds: bounds, children: ids.map { nodes[$0].bounds })
    }
    return n
  }

  /// The slots of one region's attachments, ranked as the arena's rule 2 orders them:
  /// high-priority first (ancestors first; on one region the last attached first), then normal
  /// (descendants first, in modifier order), then simultaneous; ties (regions at one depth)
  /// in preorder.
  private mutating func appendSlots(_ attachments: [GestureAttachment], node: Int, depth: Int) {
    var highs = 0
    var normals = 0
    // Fields through the array, never a copy of an attachment (it holds closures to retain).
    for i in attachments.indices {
      switch attachments[i].priority {
      case .high: highs += 1
      case .normal: normals += 1
      case .simultaneous: break
      }
    }
    // k: the attachment's place in its region's precedence order (high ones last-attached
    // first, then normal, then simultaneous ones, each in modifier order).
    var high = 0
    var normal = 0
    var simultaneous = 0
    let d = UInt64(min(depth, 0xFFFF))
    for i in attachments.indices {
      let k: Int
      let key: (UInt64, UInt64)
      switch attachments[i].priority {
      case .high:
        k = highs - 1 - high
        high += 1
        key = (0, d)
      case .normal:
        k = highs + normal
        normal += 1
        key = (1, 0xFFFF - d)
      case .simultaneous:
        k = highs + normals + simultaneous
        simultaneous += 1
        key = (2, 0)
      }
      slotNode.append(node)
      slotRank.append(
        key.0 << 62 | key.1 << 46 | UInt64(min(k, 0x3FFF)) << 32 | UInt64(min(node, 0xFFFF_FFFF)))
      slotEnabled.append(attachments[i].mask.contains(.gesture))
      slotRoles.append(attachments[i].acceptedRoles)
    }
  }

  /// The hit path of `p` (scene units) into `path`, root first, as ``Region/hitTest(_:surface:device:)``
  /// finds it; empty when nothing is hit. Allocation-free once `path` has grown.
  func hitPath(_ p: Point, into path: inout [Int]) {
    path.removeAll(keepingCapacity: true)
    guard !nodes.isEmpty, appendHitPath(0, p, &path) else { return }
    path.reverse()
  }

  /// Appends the hit path below and including node `n`, leaf first.
  private func appendHitPath(_ n: Int, _ p: Point, _ path: inout [Int]) -> Bool {
    let node = nodes[n]
    guard node.hittable, node.bounds.contains(p) else { return false }
    var hitChild = false
    if node.childCount >= ChildGrid.minimumChildren, let grid = grids[n] {
      hitChild = grid.forEachCandidate(at: p) { k in
        appendHitPath(children[node.childStart + k], p, &path)
      }
    } else {
      var k = node.childCount
      while k > 0 && !hitChild {
        k -= 1
        hitChild = appendHitPath(children[node.childStart + k], p, &path)
      }
    }
    if hitChild {
      path.append(n)
      return true
    }
    guard node.hasContent, let shape = contents[n], shape.contains(p, in: node.bounds) else {
      return false
    }
    path.append(n)
    return true
  }

  /// Calls `body` with the slots along `path` (root first) that the masks leave enabled, root
  /// first and in modifier order within a region (``GestureMask/enabledAttachments(on:)``).
  func forEachEnabledSlot(on path: [Int], _ body: (Int) -> Void) {
    // The first region from the root with an attachment lacking `.subviews` cuts what it wraps:
    // the attachments made before it there and every region below.
    var cutDepth = Int.max
    var cutIndex = 0
    for (depth, n) in path.enumerated() where nodes[n].cut >= 0 {
      cutDepth = depth
      cutIndex = nodes[n].cut
      break
    }
    for (depth, n) in path.enumerated() where depth <= cutDepth {
      let node = nodes[n]
      for index in 0..<node.slotCount {
        if depth == cutDepth && index < cutIndex { continue }
        let slot = node.slotBase + index
        if slotEnabled[slot] { body(slot) }
      }
    }
  }

  /// The node of `region` in this copy, or nil when it is no longer in the tree.
  func node(of region: Region) -> Int? {
    var chain: [Region] = []
    var r = region
    while let p = r.parent {
      chain.append(r)
      r = p
    }
    guard !nodes.isEmpty, r === regions[0] else { return nil }
    var n = 0
    for child in chain.reversed() {
      let node = nodes[n]
      guard let k = regions[n].children.firstIndex(where: { $0 === child }), k < node.childCount
      else { return nil }
      n = children[node.childStart + k]
    }
    return n
  }
}
