/// The scene `gesture-replay` uses without `--scene`: one region covering the whole surface,
/// named `root`, with `double-tap`, `tap`, `long-press`, `drag`, and `magnify` and `rotate`
/// simultaneous with each other, attached as SwiftUI would run them
/// (<doc:SceneFiles#The-default-scene>).
public enum DefaultScene {
  /// A new region tree of the default scene, covering whatever surface it is given (no frame).
  public static func make() -> Region {
    let root = Region(name: "root")
    root.gesture(TapGesture(count: 2), name: "double-tap")
    root.gesture(TapGesture(count: 1), name: "tap")
    root.gesture(LongPressGesture(touches: nil), name: "long-press")
    root.gesture(DragGesture(coordinateSpace: .global), name: "drag")
    root.gesture(MagnifyGesture(), name: "magnify", simultaneousWith: ["rotate"])
    root.gesture(RotateGesture(), name: "rotate", simultaneousWith: ["magnify"])
    return root
  }
}
