import CInput
import Gestures

/// libinput's touchpad gestures and finger scrolls, as frames carrying its decisions
/// (``LibinputTouchpadFrames``).
extension LibinputSource {
  /// A gesture event of a touchpad, as a frame carrying libinput's decision.
  func gestureEvent(_ d: Device, _ g: OpaquePointer, _ type: libinput_event_type)
    -> TouchFrame?
  {
    let time = Int64(libinput_event_gesture_get_time_usec(g))
    let fingers = Int(libinput_event_gesture_get_finger_count(g))
    switch type {
    case LIBINPUT_EVENT_GESTURE_PINCH_BEGIN:
      return d.touchpad?.begin(.pinch, fingers: fingers, at: time)
    case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN:
      return d.touchpad?.begin(.swipe, fingers: fingers, at: time)
    case LIBINPUT_EVENT_GESTURE_HOLD_BEGIN:
      return d.touchpad?.begin(.hold, fingers: fingers, at: time)
    case LIBINPUT_EVENT_GESTURE_PINCH_UPDATE:
      return d.touchpad?.change(
        dx: libinput_event_gesture_get_dx_unaccelerated(g),
        dy: libinput_event_gesture_get_dy_unaccelerated(g),
        scale: libinput_event_gesture_get_scale(g),
        angle: libinput_event_gesture_get_angle_delta(g), at: time)
    case LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE:
      return d.touchpad?.change(
        dx: libinput_event_gesture_get_dx_unaccelerated(g),
        dy: libinput_event_gesture_get_dy_unaccelerated(g), at: time)
    default:  // the ends
      return d.touchpad?.end(cancelled: libinput_event_gesture_get_cancelled(g) != 0, at: time)
    }
  }

  /// A finger scroll event, as frames (``LibinputTouchpadFrames/scroll(dx:dy:at:)``).
  func scrollEvent(_ d: Device, _ p: OpaquePointer) -> [TouchFrame] {
    guard d.touchpad != nil else { return [] }
    var delta = (x: 0.0, y: 0.0)
    if libinput_event_pointer_has_axis(p, LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL) != 0 {
      delta.x = libinput_event_pointer_get_scroll_value(p, LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL)
    }
    if libinput_event_pointer_has_axis(p, LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL) != 0 {
      delta.y = libinput_event_pointer_get_scroll_value(p, LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL)
    }
    let time = Int64(libinput_event_pointer_get_time_usec(p))
    return d.touchpad!.scroll(dx: delta.x, dy: delta.y, at: time)
  }
}
