import Gestures

/// A scene region as the plot outlines it: its path, its rectangle on the surface (scene
/// units) and what is special about it.
public struct PlotRegion: Hashable, Sendable {
  /// The region's path (`window/list/photo`).
  public var path: String
  /// Its bounds on the surface, mm or a pixel scene's pixels.
  public var rect: Rect
  /// Depth in the tree (0: the root).
  public var depth: Int
  /// Placed along an edge or in a corner of its parent (drawn dashed).
  public var isPlaced: Bool
  /// Drawn as an ellipse (circle and capsule shapes).
  public var isRound: Bool
  /// The devices it serves when filtered (`touchpads`, `name contains "Wacom"`).
  public var deviceNote: String?
  /// False when its device filter leaves out the device drawn (drawn faint).
  public var servesDevice = true

  /// The region at `path` with bounds `rect` (scene units), `depth` levels below the root;
  /// the other parameters are the properties of the same names.
  public init(
    path: String, rect: Rect, depth: Int, isPlaced: Bool = false, isRound: Bool = false,
    deviceNote: String? = nil
  ) {
    self.path = path
    self.rect = rect
    self.depth = depth
    self.isPlaced = isPlaced
    self.isRound = isRound
    self.deviceNote = deviceNote
  }

  /// The regions of the tree under `root`, resolved in `surface` (the device's bounds in
  /// scene units) as hit testing resolves them: a frame, else a placement in the parent's
  /// bounds, else the surface. Parents come before their children. With `device`, regions
  /// whose device filter leaves it out (and their children) are marked as not serving it.
  public static func resolve(_ root: Region, surface: Rect, device: DeviceIdentity? = nil)
    -> [PlotRegion]
  {
    var out: [PlotRegion] = []
    func visit(_ r: Region, parent: Rect, depth: Int, serves: Bool) {
      var serves = serves
      let rect = r.bounds(in: parent, surface: surface)
      var note: String?
      if let f = r.devices {
        var parts: [String] = []
        if let k = f.kind { parts.append("\(k.rawValue)s") }
        if let n = f.nameContains { parts.append("name contains \"\(n)\"") }
        note = parts.joined(separator: ", ")
        if let device, !f.matches(device) { serves = false }
      }
      var round = false
      switch r.shape {
      case .circle, .capsule: round = true
      default: break
      }
      var region = PlotRegion(
        path: r.path, rect: rect, depth: depth, isPlaced: r.frame == nil && r.placement != nil,
        isRound: round, deviceNote: note)
      region.servesDevice = serves
      out.append(region)
      for c in r.children { visit(c, parent: rect, depth: depth + 1, serves: serves) }
    }
    visit(root, parent: surface, depth: 0, serves: true)
    return out
  }
}
