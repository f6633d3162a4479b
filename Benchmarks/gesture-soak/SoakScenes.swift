import GestureHaptics
import Gestures

/// A scene the soak runs, with what the checker needs to know about it: which recognizer
/// class and which node each gesture name stands for, and the haptic bindings.
struct SoakScene {
  var name: String
  var root: Region
  /// Gesture name → the recognizer class its attachment makes (without generic arguments).
  var recognizers: [String: String]
  /// Gesture name → the path of the region it is attached to.
  var nodes: [String: String]
  /// Bindings by name, besides the triggers on the attachments.
  var bindings: [HapticBinding]

  /// The built-in scene (`DefaultScene`) with its haptics (`DefaultScene.haptics`).
  static func defaultScene() -> SoakScene {
    let recognizers = [
      "double-tap": "TapGestureRecognizer", "tap": "TapGestureRecognizer",
      "long-press": "LongPressGestureRecognizer", "drag": "DragGestureRecognizer",
      "magnify": "MagnifyGestureRecognizer", "rotate": "RotateGestureRecognizer",
    ]
    return SoakScene(
      name: "default", root: DefaultScene.make(), recognizers: recognizers,
      nodes: recognizers.mapValues { _ in "root" }, bindings: DefaultScene.haptics)
  }

  /// A deep scene on the 256 × 160 mm surface (frames in mm):
  ///
  /// ```
  /// window (no content)
  /// ├ sidebar 0,0 64×160 (no content) / list (no content)
  /// │   └ row 4,40 56×80: reorder = long press (0.5 s) sequenced before a drag
  /// │     └ cell (no content) / stack (no content)
  /// │       └ icon 16,56 32×32 circle: icon-tap = spatial tap
  /// ├ canvas 64,0 192×160: zoom-or-select = double tap exclusively before tap,
  /// │   transform = magnify simultaneously with rotate, swipe = three-finger drag
  /// │ ├ photo 150,30 80×60 rounded: photo-like = high-priority double tap, photo-move = drag
  /// │ └ locked 80,100 60×50: locked-hold = long press including .gesture only
  /// │     └ button 90,110 40×30: button-tap = tap (disabled by locked's mask)
  /// └ overlay 0,140 256×20, allowsHitTesting false: overlay-tap = tap (never hit)
  /// ```
  ///
  /// Haptics: on the attachments (reorder began/ended, icon-tap, zoom-or-select, transform
  /// began) and by name (photo-like, locked-hold).
  static func deepScene() -> SoakScene {
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
      Rect(x: x, y: y, width: w, height: h)
    }
    let window = Region(name: "window", hasContent: false)
    let sidebar = Region(name: "sidebar", frame: rect(0, 0, 64, 160), hasContent: false)
    let list = Region(name: "list", frame: rect(0, 0, 64, 160), hasContent: false)
    let row = Region(name: "row", frame: rect(4, 40, 56, 80))
      .gesture(
        LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0)),
        name: "reorder"
      )
      .haptic(.impactLight, on: .began).haptic(.impactSoft, on: .ended)
    let cell = Region(name: "cell", frame: rect(8, 44, 48, 72), hasContent: false)
    let stack = Region(name: "stack", frame: rect(8, 44, 48, 72), hasContent: false)
    let icon = Region(name: "icon", frame: rect(16, 56, 32, 32), shape: .circle)
      .gesture(SpatialTapGesture(), name: "icon-tap").haptic(.selection, on: .ended)
    window.addChild(
      sidebar.addChild(list.addChild(row.addChild(cell.addChild(stack.addChild(icon))))))

    let canvas = Region(name: "canvas", frame: rect(64, 0, 192, 160))
      .gesture(
        TapGesture(count: 2).exclusively(before: TapGesture(count: 1)), name: "zoom-or-select"
      )
      .haptic(.impactMedium, on: .ended)
      .gesture(MagnifyGesture().simultaneously(with: RotateGesture()), name: "transform")
      .haptic(.impactLight, on: .began)
      .gesture(DragGesture(touches: 3), name: "swipe")
    let photo = Region(
      name: "photo", frame: rect(150, 30, 80, 60), shape: .roundedRectangle(cornerRadius: 8)
    )
    .highPriorityGesture(TapGesture(count: 2), name: "photo-like")
    .gesture(DragGesture(), name: "photo-move")
    let locked = Region(name: "locked", frame: rect(80, 100, 60, 50))
      .gesture(LongPressGesture(), name: "locked-hold", including: .gesture)
    let button = Region(name: "button", frame: rect(90, 110, 40, 30))
      .gesture(TapGesture(), name: "button-tap")
    window.addChild(canvas.addChild(photo).addChild(locked.addChild(button)))

    let overlay = Region(name: "overlay", frame: rect(0, 140, 256, 20))
      .gesture(TapGesture(), name: "overlay-tap")
    overlay.allowsHitTesting = false
    window.addChild(overlay)

    return SoakScene(
      name: "deep", root: window,
      recognizers: [
        "reorder": "SequenceGestureRecognizer", "icon-tap": "SpatialTapGestureRecognizer",
        "zoom-or-select": "ExclusiveGestureRecognizer",
        "transform": "SimultaneousGestureRecognizer", "swipe": "DragGestureRecognizer",
        "photo-like": "TapGestureRecognizer", "photo-move": "DragGestureRecognizer",
        "locked-hold": "LongPressGestureRecognizer", "button-tap": "TapGestureRecognizer",
        "overlay-tap": "TapGestureRecognizer",
      ],
      nodes: [
        "reorder": "window/sidebar/list/row", "icon-tap": "window/sidebar/list/row/cell/stack/icon",
        "zoom-or-select": "window/canvas", "transform": "window/canvas", "swipe": "window/canvas",
        "photo-like": "window/canvas/photo", "photo-move": "window/canvas/photo",
        "locked-hold": "window/canvas/locked", "button-tap": "window/canvas/locked/button",
        "overlay-tap": "window/overlay",
      ],
      bindings: [
        HapticBinding(gesture: "photo-like", trigger: HapticTrigger(.success, on: .ended)),
        HapticBinding(gesture: "locked-hold", trigger: HapticTrigger(.warning, on: .ended)),
      ])
  }
}
