/// A scene: the surface's units and the root of the region tree, with gestures attached.
public struct Scene {
  /// How the frames are measured.
  public var surface: SceneSurface
  /// The root region.
  public var root: Region
  /// What the scene was built from.
  public var description: SceneDescription
  /// The file it was read from (``SceneFile/load(path:)``); AHAP files its haptic bindings
  /// name are relative to its folder.
  public var file: String?

  /// Builds the region tree of `description`, attaching a gesture made from each spec.
  public init(_ description: SceneDescription, file: String? = nil) {
    self.description = description
    self.file = file
    surface = description.surface
    root = SceneBuilder.region(description.root)
  }
}

/// Reads scene files: JSON describing a region tree with gestures (issue 4).
///
/// ```
/// {"surface": {"units": "mm"},                        // or {"width": 1920, "height": 1080}
///  "root": {"name": "window", "frame": [0, 0, 300, 200],
///           "shape": "rectangle", "content": true, "allowsHitTesting": true,
///           "contentShape": "rectangle",
///           "gestures": [{"name": "outer-tap", "priority": "normal", "mask": "all",
///                         "gesture": {"tap": {"count": 1}}}],
///           "children": [ …regions… ]}}
/// ```
///
/// **Top level**: `"root"` (required), `"surface"` (default `{"units": "mm"}`), `"description"`
/// (a string, ignored), `"haptics"` (below).
///
/// **Surface**: `{"units": "mm"}` (frames in millimetres, the device's size) or
/// `{"width": W, "height": H}` (frames in pixels of a W × H screen; `"units": "px"` may be
/// added).
///
/// **Region**: `"name"` (required; non-empty, no `/`, unique among siblings), `"frame"`
/// `[x, y, width, height]` (default: the whole surface) or a place in the parent's bounds
/// (``RegionPlacement``, resolved against each device's surface): `{"edge": "left", "band": b}`
/// (edges `left`, `right`, `top`, `bottom`) or `{"corner": "topLeft", "size": s}` (corners
/// `topLeft`, `topRight`, `bottomLeft`, `bottomRight`), `b` and `s` in the scene's units, above
/// 0 and at most 10⁶ (a touch landing in the band hits the region; its gestures then follow the
/// touch anywhere), `"shape"` and `"contentShape"` (see
/// below; default shape `"rectangle"`, no content shape), `"content"` (default true; false is a
/// bare container, hit only through its children unless it has a content shape),
/// `"allowsHitTesting"` (default true), `"gestures"` (attachments in modifier order),
/// `"children"` (in z-order, the last on top).
///
/// **Shapes**: `"rectangle"`, `"circle"`, `"capsule"`, `{"roundedRectangle": {"cornerRadius":
/// r}}`, `{"polygon": [[x, y], …]}` (at least 3 vertices, relative to the frame's origin,
/// even-odd rule). The simple shapes may also be written `{"circle": {}}`.
///
/// **Attachment**: `"name"` (required, unique within the region), `"gesture"` (required),
/// `"priority"` `"normal"` (`.gesture`, default), `"high"` (`.highPriorityGesture`) or
/// `"simultaneous"` (`.simultaneousGesture`); `"mask"` `"all"` (default), `"gesture"`,
/// `"subviews"` or `"none"`; `"wait"` (default true; false: succeed without waiting for
/// higher-priority competitors); `"simultaneousWith"` (names of other gestures on the same
/// region it runs alongside); `"haptics"` (patterns played when the gesture reaches a phase,
/// below).
///
/// **Haptics** (issue 6): on an attachment `"haptics": {"ended": "success", "began":
/// "impact-light"}`; at the top level `"haptics": {"long-press.ended": "success",
/// "window/photo/tap.ended": "pop.ahap"}` (a gesture of that name on any region, or on the region
/// at that path). Phases: began, changed, ended, cancelled, failed. A pattern is a preset
/// (success, warning, error, impact-light/medium/heavy/soft/rigid, selection), an AHAP file
/// (relative to the scene file's folder) or `{"pattern": P, "priority": "gesture"}` (priorities
/// background, gesture — the default —, notification, alert). When several bindings match a
/// transition, the attachment's wins over a top-level one with a path, which wins over one
/// without.
///
/// **Gestures** (distances in points, durations in seconds, angles in degrees; omitted
/// parameters take SwiftUI's defaults):
/// `{"tap": {"count": n, "maximumGap": s, "maximumDuration": s, "maximumMovement": pt}}`,
/// `{"spatialTap": {…same…}}`, `{"longPress": {"minimumDuration": s, "maximumDistance": pt}}`,
/// `{"drag": {"minimumDistance": pt}}`, `{"magnify": {"minimumScaleDelta": d}}`,
/// `{"rotate": {"minimumAngleDelta": deg}}`, `{"swipe": {"directions": ["left", "right"] or
/// "cardinal" | "diagonal" | "all", "minimumDistance": pt, "minimumVelocity": pt/s,
/// "angleTolerance": deg (0 … 90), "maximumDuration": s}}`, `{"tipTap": {"resting": n,
/// "restingDuration": s, "maximumDuration": s, "maximumMovement": pt, "restingMovement": pt}}`
/// (a tap of `touches` fingers beside at least `resting` fingers, 1 … 64, that rested that
/// long), `{"sequenced": [A, B]}`,
/// `{"simultaneously": [A, B]}`, `{"exclusively": [A, B]}`. Each takes an optional
/// `"touches"` (an integer ≥ 1), inside its parameters (`{"tap": {"touches": 2}}`) or next to its
/// kind (`{"tap": {}, "touches": 2}`, the only place for a composite, where it is the default
/// of both components).
///
/// Unknown keys, wrong types, out-of-range values and duplicate names are errors naming the
/// JSON path of the value at fault (`scene.json: root.children[1].gestures[0].gesture: unknown
/// gesture "tapp"`); bad JSON names its line and column (`scene.json:3:14: …`).
public enum SceneFile {
  /// Largest scene file accepted, in bytes.
  public static let maximumSize = 16 << 20

  /// Reads, checks and builds the scene at `path`. Its `"haptics"` are read as data
  /// (``SceneDescription/haptics``); `GestureHaptics`' `SceneHaptics` loads their patterns.
  public static func load(path: String) throws(SceneError) -> Scene {
    Scene(try read(path: path), file: path)
  }

  /// Reads and checks the scene at `path` without making recognizers.
  public static func read(path: String) throws(SceneError) -> SceneDescription {
    try parse(try readBytes(path: path), file: path)
  }

  /// Checks scene JSON `text`; `file` names it in errors.
  public static func parse(_ text: String, file: String = "scene.json") throws(SceneError)
    -> SceneDescription
  {
    try parse(Array(text.utf8), file: file)
  }

  /// Checks scene JSON `bytes` (UTF-8); `file` names it in errors.
  public static func parse(_ bytes: [UInt8], file: String) throws(SceneError) -> SceneDescription {
    let node: JSONNode
    do {
      node = try JSONParser.parse(bytes)
    } catch {
      throw SceneError(
        file: file, path: nil, line: error.line, column: error.column,
        "JSON syntax error: \(error.message)")
    }
    return try SceneDecoder(file: file).scene(node)
  }

  static func readBytes(path: String) throws(SceneError) -> [UInt8] {
    do {
      return try JSONFile.readBytes(path: path, kind: "scene file", maximumSize: maximumSize)
    } catch {
      throw SceneError(file: path, path: nil, error.message)
    }
  }
}
