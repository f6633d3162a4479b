extension MultitouchDecoder {
  /// A decoder for `device` as libinput sees it with the `quirks` that match it: its
  /// properties, codes and axis resolutions fixed first
  /// (``DeviceQuirks/applyingDeviceFixes(to:)``), its contacts judged with the quirks'
  /// thresholds (``ContactRules``), or, with `judgesContacts` false, every tracked touch a
  /// finger (``ContactRules/none``); a touchpad's tapping as `touchpad` configures it.
  public init(
    device: DeviceDescription, index: Int = 0, quirks: DeviceQuirks, judgesContacts: Bool = true,
    touchpad: TouchpadConfiguration = TouchpadConfiguration()
  ) {
    let fixed = quirks.applyingDeviceFixes(to: device)
    var touchpad = touchpad
    // The default click method depends on the model flags, which only the quirks know.
    if touchpad.clickMethod == nil {
      touchpad.clickMethod = Self.defaultClickMethod(fixed, quirks: quirks)
    }
    self.init(
      device: fixed, index: index,
      rules: judgesContacts ? ContactRules(device: fixed, quirks: quirks) : .none,
      touchpad: touchpad)
    disabledCodes = quirks.disabledEventCodes(of: device)
  }

  /// True for an event of a code the quirks disabled (``disabledCodes``).
  @inlinable func isDisabled(_ event: EvdevEvent) -> Bool {
    disabledCodes.contains(UInt32(event.type) << 16 | UInt32(event.code))
  }
}
