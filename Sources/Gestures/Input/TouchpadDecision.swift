/// One of libinput's touchpad decisions as libinput's own events give it, for a source that
/// has libinput's decisions and not the fingers (`live --backend libinput`): the device's
/// touchpad stage then follows these instead of running its own rules, so a scene's
/// ``TouchpadGesture``s act the same on either backend.
///
/// Indirect: a frame carries one in a pointer's space, and the frames of a source that reads
/// the fingers carry none.
public indirect enum TouchpadDecision: Hashable, Sendable {
  /// libinput began a gesture of `kind` with `fingers` fingers (`GESTURE_SWIPE_BEGIN`,
  /// `GESTURE_PINCH_BEGIN`, `GESTURE_HOLD_BEGIN`; a scroll's first `POINTER_SCROLL_FINGER`,
  /// counted as 2 fingers: libinput's scroll events carry no count).
  case began(TouchpadGesture.Kind, fingers: Int)
  /// The gesture moved by `dx`, `dy` (mm: a swipe's or pinch's unaccelerated centre motion, a
  /// scroll's values read as 1000-dpi units); a pinch's `scale` since its begin (libinput's,
  /// 1 at the begin) and its rotation `angle`, degrees clockwise, since the last change.
  case changed(dx: Double, dy: Double, scale: Double, angle: Double)
  /// The gesture ended, or libinput cancelled it (`*_END` with `cancelled`; a scroll's stop,
  /// both axes 0).
  case ended(cancelled: Bool)
  /// libinput decided nothing new in this frame (a button released, the contacts of an earlier
  /// decision lifting, a device gone after its gesture's end).
  case unchanged
  /// libinput's tapping pressed the button of a tap of `fingers` fingers (1–3).
  case tapped(fingers: Int)
}
