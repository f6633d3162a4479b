/// The button libinput sends for a touchpad's physical press (`tp_post_clickpadbutton_buttons`,
/// `tp_clickfinger_set_button`): what a desktop sees as the click, which on a clickpad is not
/// the key the pad reported.
extension MultitouchDecoder {
  /// libinput's `tp_guess_clickpad`: `INPUT_PROP_BUTTONPAD`, or a left button without a right
  /// one (the kernel is wrong; libinput's exception, Apple's one-button touchpad of 2008, is
  /// not made here).
  static func isClickpad(_ device: DeviceDescription) -> Bool {
    if device.properties.contains(InputProperty.buttonpad) { return true }
    return device.has(type: EventType.key, code: KeyCode.btnLeft)
      && !device.has(type: EventType.key, code: KeyCode.btnLeft + 1)
  }

  /// libinput's `tp_click_get_default_method`: clickfinger on the models `quirks` flag for it
  /// (``DeviceQuirks/clicksByFingers``: Chromebooks, three System76 models, the Clevo W740SU,
  /// Apple's one-button pads), whatever the pad; else clickfinger on Apple's clickpads, button
  /// areas on other clickpads, none on pads with separate buttons (which send the button
  /// pressed).
  static func defaultClickMethod(
    _ device: DeviceDescription, quirks: DeviceQuirks = DeviceQuirks()
  ) -> TouchpadConfiguration.ClickMethod {
    if quirks.clicksByFingers { return .clickfinger }
    guard isClickpad(device) else { return .disabled }
    return device.id.vendor == 0x05ac ? .clickfinger : .buttonAreas
  }

  /// Sets ``TouchFrame/click`` for the frame being finished: the button of a press that began
  /// in it (`pressed`: the buttons down now and not in the last frame), or of one that waited
  /// for a touch and got it; empty otherwise.
  /// - A pad with separate buttons: the buttons pressed.
  /// - A clickpad with soft buttons (``TouchFrame/buttonAreaTop``): by the area each touch
  ///   counts for (``SoftButtonTracker``). Pressed with no touch on it, libinput waits for
  ///   one while the pad stays down (`click_pending`) and sends nothing if none comes.
  /// - A clickpad that clicks by fingers (Apple's, libinput's clickfinger): by
  ///   ``clickfingerButton``.
  /// - A clickpad without a click method: the left button, once a touch is on it.
  mutating func judgeClick(pressed: PadButtons) {
    frame.click = []
    guard frame.isClickpad else {
      frame.click = pressed
      return
    }
    if clickMethod == .disabled {
      // tp_post_clickpadbutton_buttons: every touch is in the main area, which is the left
      // button; a press with none waits for one.
      if !pressed.isEmpty {
        clickPending = true
      } else if frame.buttons.isEmpty {
        clickPending = false
      }
      guard clickPending,
        frame.contacts.contains(where: { $0.phase.isActive && $0.role != .hovering })
      else { return }
      clickPending = false
      frame.click = .left
      return
    }
    guard let top = frame.buttonAreaTop, let surface else {
      if !pressed.isEmpty, let b = clickfingerButton() { frame.click = b }
      return
    }
    softButtons.update(frame.contacts, top: top, width: surface.width)
    if !pressed.isEmpty {
      clickPending = true
    } else if frame.buttons.isEmpty {
      clickPending = false
    }
    guard clickPending, let b = softButtons.button else { return }
    clickPending = false
    frame.click = b
  }

  /// libinput's clickfinger (`tp_clickfinger_set_button`): by the fingers on the pad, palms
  /// and thumbs not counted; none or one left, two right, three middle (two middle and three
  /// right with the left-middle-right map), four or more nothing.
  /// Two fingers count as one when they are far apart (`tp_clickfinger_within_distance`: more
  /// than 40 mm across or 30 mm along; 20 to 30 mm along on a pad 50 mm high or more, with
  /// one of them in its bottom 20 mm and the other not).
  func clickfingerButton() -> PadButtons? {
    var n = frame.fingerCount
    if n == 2, let surface {
      var first: Contact?
      var second: Contact?
      for c in frame.contacts where c.isFingerDown {
        if first == nil { first = c } else if second == nil { second = c }
      }
      if let a = first, let b = second {
        let dx = abs(a.x - b.x)
        let dy = abs(a.y - b.y)
        let bottom = surface.height - 20
        let apart =
          dx > 40 || dy > 30
          || (dy > 20 && surface.height >= 50 && (a.y > bottom) != (b.y > bottom))
        if apart { n = 1 }
      }
    }
    guard n <= 3 else { return nil }
    return clickfingerMap.button(fingers: n)
  }
}
