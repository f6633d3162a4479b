import CLinuxInput

/// The event codes and properties a virtual device of each kind is created with.
extension VirtualDeviceKind {
  /// The name a device of this kind gets when none is given.
  public var defaultDeviceName: String {
    switch self {
    case .keyboard: "Gestures virtual keyboard"
    case .pointer: "Gestures virtual pointer"
    case .absolutePointer: "Gestures virtual absolute pointer"
    }
  }

  /// The `(type, codes)` pairs the device supports.
  ///
  /// The keyboard has every key from `KEY_ESC` (1) to `KEY_MICMUTE` (248), which holds the
  /// letters, modifiers and the XF86 media, volume and brightness keys, and the keys from
  /// `KEY_OK` (0x160) to `KEY_MAX` (0x2ff) without the gamepad buttons among them
  /// (`BTN_DPAD_*`, `BTN_TRIGGER_HAPPY*`): with those, udev would call it a joystick. It has no
  /// `BTN_*` below `KEY_OK` either (a mouse button would make it a pointer), and no `EV_REP`
  /// (a batch presses and releases; compositors repeat keys themselves).
  ///
  /// The pointer has `BTN_LEFT`, `BTN_RIGHT`, `BTN_MIDDLE`, `BTN_SIDE`, `BTN_EXTRA`, and
  /// `REL_X`, `REL_Y`, `REL_WHEEL`, `REL_HWHEEL`, `REL_WHEEL_HI_RES`, `REL_HWHEEL_HI_RES`.
  public var eventCodes: [(type: UInt16, codes: [UInt16])] {
    switch self {
    case .keyboard:
      let low = Int32(KEY_ESC)...Int32(KEY_MICMUTE)
      let high = (Int32(KEY_OK)...Int32(KEY_MAX)).filter { code in
        !(Int32(BTN_DPAD_UP)...Int32(BTN_DPAD_RIGHT)).contains(code)
          && !(Int32(BTN_TRIGGER_HAPPY1)...Int32(BTN_TRIGGER_HAPPY40)).contains(code)
      }
      return [(UInt16(EV_KEY), (Array(low) + high).map { UInt16($0) })]
    case .pointer:
      let buttons = [BTN_LEFT, BTN_RIGHT, BTN_MIDDLE, BTN_SIDE, BTN_EXTRA]
      let axes = [REL_X, REL_Y, REL_WHEEL, REL_HWHEEL, REL_WHEEL_HI_RES, REL_HWHEEL_HI_RES]
      return [
        (UInt16(EV_KEY), buttons.map { UInt16($0) }), (UInt16(EV_REL), axes.map { UInt16($0) }),
      ]
    case .absolutePointer:
      // Buttons and ABS_X/ABS_Y without BTN_TOUCH or a tool: udev and libinput take it for an
      // absolute mouse (as a virtual machine's tablet), mapped onto the whole screen.
      let buttons = [BTN_LEFT, BTN_RIGHT, BTN_MIDDLE]
      return [
        (UInt16(EV_KEY), buttons.map { UInt16($0) }),
        (UInt16(EV_ABS), [UInt16(ABS_X), UInt16(ABS_Y)]),
      ]
    }
  }

  /// The input properties the device has: `INPUT_PROP_POINTER` for the pointer.
  public var inputProperties: [UInt16] {
    switch self {
    case .keyboard, .absolutePointer: []
    case .pointer: [UInt16(INPUT_PROP_POINTER)]
    }
  }
}
