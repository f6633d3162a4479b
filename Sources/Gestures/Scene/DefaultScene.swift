/// The scene `gesture-replay` uses without `--scene`: one region covering the whole surface,
/// named `root`, with the gestures DESIGN.md's contract names, attached as SwiftUI would run
/// `.onTapGesture(count: 2)`, `.onTapGesture`, `.onLongPressGesture`, `.gesture(DragGesture())`
/// and a magnify and a rotate gesture that run together:
///
/// - `double-tap`: `TapGesture(count: 2)`; `tap`: `TapGesture()`, which waits for the double
///   tap's window to close;
/// - `long-press`: `LongPressGesture()` with any number of fingers (a two-finger hold is a long
///   press too); recognized at 0.5 s while still down, which fails the taps;
/// - `drag`: `DragGesture()` with one finger: a second finger fails or cancels it, so a pinch
///   is never a drag;
/// - `magnify` and `rotate`: `MagnifyGesture()` and `RotateGesture()`, two fingers each,
///   simultaneous with each other and exclusive with the rest.
public enum DefaultScene {
  public static func make() -> Region {
    let root = Region(name: "root")
    root.gesture(TapGesture(count: 2), name: "double-tap")
    root.gesture(TapGesture(count: 1), name: "tap")
    root.gesture(LongPressGesture(touches: nil), name: "long-press")
    root.gesture(DragGesture(), name: "drag")
    root.gesture(MagnifyGesture(), name: "magnify", simultaneousWith: ["rotate"])
    root.gesture(RotateGesture(), name: "rotate", simultaneousWith: ["magnify"])
    return root
  }
}
