import GestureTestSupport

@testable import Gestures

/// Every touchpad gesture on one region (the three-finger drags too when `dragging`), all
/// simultaneous as in the desktop scene, over frames with libinput's tapping on (as a
/// touchpad's decoder runs it).
func touchpadRun(dragging: Bool = false) -> EngineRun {
  let root = Region(name: "pad")
  if dragging {
    for n in 3...4 {
      root.simultaneousGesture(TouchpadGesture(.drag, touches: n), name: "drag-\(n)")
    }
  }
  for n in 1...3 {
    root.simultaneousGesture(TouchpadGesture(.tap, touches: n), name: "tap-\(n)")
  }
  root.simultaneousGesture(TouchpadGesture(.scroll), name: "scroll")
  for n in 3...4 {
    root.simultaneousGesture(TouchpadGesture(.swipe, touches: n), name: "swipe-\(n)")
  }
  for n in 2...4 {
    root.simultaneousGesture(TouchpadGesture(.pinch, touches: n), name: "pinch-\(n)")
  }
  for n in 1...4 {
    root.simultaneousGesture(TouchpadGesture(.hold, touches: n), name: "hold-\(n)")
  }
  let run = EngineRun(root: root)
  run.touchpad = TouchpadConfiguration()
  return run
}

/// `name:phase` of every begin, end and cancel.
func touchpadDecisions(_ run: EngineRun) -> [String] {
  run.transitions.filter { $0.to == .began || $0.to == .ended || $0.to == .cancelled }
    .map { "\($0.gesture):\($0.to.rawValue)@\($0.time / 1000)" }
}
