/// libinput's configuration of one touchpad, as one value: what a compositor sets through
/// `libinput_device_config_tap_*` (or `libinput debug-events` through its options), and so what
/// the engine decides as that libinput would. ``MultitouchDecoder`` takes one per device.
///
/// The defaults are libinput 1.31.3's once tapping is on: tap-and-drag on, drag lock off
/// (`tp_drag_lock_default`). Tapping itself is on by default here, as the desktops this engine
/// runs beside set it and as the lab's judge runs libinput (`--enable-tap`); libinput's own
/// default is off on a pad with a left button (`tp_tap_default`).
public struct TouchpadConfiguration: Hashable, Sendable {
  /// libinput's `enum libinput_config_drag_lock_state` (1.27 and later).
  public enum DragLock: String, Hashable, Sendable, CaseIterable {
    /// `LIBINPUT_CONFIG_DRAG_LOCK_DISABLED`: a tap-and-drag ends when its finger lifts.
    case disabled
    /// `LIBINPUT_CONFIG_DRAG_LOCK_ENABLED_TIMEOUT`: the button stays held for
    /// ``TouchpadTapping/dragLockTimeout`` after the lift, for the finger to come back and
    /// drag on.
    case timeout
    /// `LIBINPUT_CONFIG_DRAG_LOCK_ENABLED_STICKY`: the button stays held after the lift until
    /// a tap ends the drag.
    case sticky
  }

  /// Tap-to-click (`libinput_device_config_tap_set_enabled`): one, two and three fingers
  /// tapping press the left, right and middle button. Off, no tap is decided and no gesture
  /// waits for one.
  public var tapping: Bool
  /// Tap-and-drag (`libinput_device_config_tap_set_drag_enabled`): a finger landing soon after
  /// a tap and moving drags with the tap's button held. Off, a tap's button is released at
  /// once.
  public var tapAndDrag: Bool
  /// What a tap-and-drag does when its finger lifts
  /// (`libinput_device_config_tap_set_drag_lock_enabled`).
  public var dragLock: DragLock

  /// The settings in words, for a note: `tapping on, tap-and-drag on, drag lock off`.
  public var summary: String {
    let lock = dragLock == .disabled ? "off" : dragLock.rawValue
    return "tapping \(tapping ? "on" : "off"), tap-and-drag \(tapAndDrag ? "on" : "off"), "
      + "drag lock \(lock)"
  }

  /// A configuration; each default is the one this type's summary gives.
  public init(tapping: Bool = true, tapAndDrag: Bool = true, dragLock: DragLock = .disabled) {
    self.tapping = tapping
    self.tapAndDrag = tapAndDrag
    self.dragLock = dragLock
  }
}
