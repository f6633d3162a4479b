/// libinput's configuration of one touchpad, as one value: what a compositor sets through
/// `libinput_device_config_tap_*` (or `libinput debug-events` through its options), and so what
/// the engine decides as that libinput would. ``MultitouchDecoder`` takes one per device.
///
/// The defaults are libinput 1.31.3's once tapping is on: tap-and-drag on, drag lock off
/// (`tp_drag_lock_default`), left-right-middle buttons for taps and clickfinger, and the
/// device's own click method. Tapping itself is on by default here, as the desktops this engine
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

  /// libinput's `enum libinput_config_3fg_drag_state` (1.28): which fingers moving together drag
  /// with the left button held instead of swiping (`tp_3fg_drag_set_enabled`). A pad with
  /// fewer than three slots, or a semi-MT one, cannot drag so (`tp_3fg_drag_count`).
  public enum ThreeFingerDrag: String, Hashable, Sendable, CaseIterable {
    /// `LIBINPUT_CONFIG_3FG_DRAG_DISABLED`, libinput's default (`tp_3fg_drag_default`).
    case disabled
    /// `LIBINPUT_CONFIG_3FG_DRAG_ENABLED_3FG`: three fingers drag; four still swipe.
    case threeFingers = "3fg"
    /// `LIBINPUT_CONFIG_3FG_DRAG_ENABLED_4FG`: four fingers drag; three still swipe.
    case fourFingers = "4fg"

    /// The fingers that drag (libinput's `drag_3fg.nfingers`), 0 when off.
    public var fingers: Int {
      switch self {
      case .disabled: return 0
      case .threeFingers: return 3
      case .fourFingers: return 4
      }
    }
  }

  /// libinput's `enum libinput_config_click_method`: which button a clickpad's press sends.
  public enum ClickMethod: String, Hashable, Sendable, CaseIterable {
    /// `LIBINPUT_CONFIG_CLICK_METHOD_NONE` (`none`): no emulated buttons, every press is the
    /// left button.
    case disabled = "none"
    /// `LIBINPUT_CONFIG_CLICK_METHOD_BUTTON_AREAS`: the pad's bottom strip is split into left,
    /// middle and right buttons (`tp_init_softbuttons`), and a touch resting there is a
    /// button, not a finger of a gesture.
    case buttonAreas = "buttonareas"
    /// `LIBINPUT_CONFIG_CLICK_METHOD_CLICKFINGER`: the fingers on the pad choose the button
    /// (``clickfingerButtonMap``); the whole surface is fingers.
    case clickfinger
  }

  /// libinput's `enum libinput_config_tap_button_map` and
  /// `enum libinput_config_clickfinger_button_map`: the buttons of one, two and three fingers.
  public enum ButtonMap: String, Hashable, Sendable, CaseIterable {
    /// Left, right, middle (`…_MAP_LRM`, libinput's default).
    case lrm
    /// Left, middle, right (`…_MAP_LMR`).
    case lmr

    /// The button of `fingers` fingers (1 to 3; more are the third's).
    public func button(fingers: Int) -> PadButtons {
      switch fingers {
      case ...1: return .left
      case 2: return self == .lrm ? .right : .middle
      default: return self == .lrm ? .middle : .right
      }
    }
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
  /// The button a tap of one, two or three fingers presses
  /// (`libinput_device_config_tap_set_button_map`).
  public var tapButtonMap: ButtonMap
  /// How a clickpad's press chooses its button (`libinput_device_config_click_set_method`);
  /// nil for the device's default (`tp_click_get_default_method`: clickfinger on Apple's pads
  /// and on the models ``DeviceQuirks/clicksByFingers`` names, button areas on other
  /// clickpads). Pads with separate buttons send the button pressed
  /// whatever this says.
  public var clickMethod: ClickMethod?
  /// The button a clickfinger press of one, two or three fingers sends
  /// (`libinput_device_config_click_set_clickfinger_button_map`, libinput 1.26).
  public var clickfingerButtonMap: ButtonMap
  /// Three-finger drag (`libinput_device_config_3fg_drag_set_enabled`, libinput 1.28).
  public var threeFingerDrag: ThreeFingerDrag

  /// The settings in words, for a note: `tapping on, tap-and-drag on, drag lock off, tap
  /// buttons lrm, click method default, clickfinger buttons lrm, three-finger drag off`.
  public var summary: String {
    let lock = dragLock == .disabled ? "off" : dragLock.rawValue
    return "tapping \(tapping ? "on" : "off"), tap-and-drag \(tapAndDrag ? "on" : "off"), "
      + "drag lock \(lock), tap buttons \(tapButtonMap.rawValue), "
      + "click method \(clickMethod?.rawValue ?? "default"), "
      + "clickfinger buttons \(clickfingerButtonMap.rawValue), "
      + "three-finger drag \(threeFingerDrag == .disabled ? "off" : threeFingerDrag.rawValue)"
  }

  /// A configuration; each default is the one this type's summary gives.
  public init(
    tapping: Bool = true, tapAndDrag: Bool = true, dragLock: DragLock = .disabled,
    tapButtonMap: ButtonMap = .lrm, clickMethod: ClickMethod? = nil,
    clickfingerButtonMap: ButtonMap = .lrm, threeFingerDrag: ThreeFingerDrag = .disabled
  ) {
    self.tapping = tapping
    self.tapAndDrag = tapAndDrag
    self.dragLock = dragLock
    self.tapButtonMap = tapButtonMap
    self.clickMethod = clickMethod
    self.clickfingerButtonMap = clickfingerButtonMap
    self.threeFingerDrag = threeFingerDrag
  }
}
