/// The button libinput sends for a touchpad's physical press (`tp_post_clickpadbutton_buttons`,
/// `tp_clickfinger_set_button`): what a desktop sees as the click, which on a clickpad is not
/// the key the pad reported.
extension MultitouchDecoder {
  /// Sets ``TouchFrame/click`` for the frame being finished: the button of a press that began
  /// in it (`pressed`: the buttons down now and not in the last frame), empty otherwise.
  /// - A pad with separate buttons: the buttons pressed.
  /// - A clickpad with soft buttons (``TouchFrame/buttonAreaTop``): by the touches in the
  ///   bottom area (`tp_init_softbuttons`: left to 37.5 % of the width, middle to 62.5 %, right
  ///   beyond), middle before right before left; left with none there. libinput reads the
  ///   area a touch is in by its button state machine; here by its position at the press.
  /// - A clickpad that clicks by fingers (Apple's, libinput's clickfinger): one finger left,
  ///   two right, three or more middle. Not followed: libinput's distance rule (two fingers far
  ///   apart click as one).
  mutating func judgeClick(pressed: PadButtons) {
    frame.click = []
    guard !pressed.isEmpty else { return }
    guard frame.isClickpad else {
      frame.click = pressed
      return
    }
    guard let top = frame.buttonAreaTop, let surface else {
      let n = frame.fingerCount
      frame.click = n >= 3 ? .middle : n == 2 ? .right : .left
      return
    }
    var areas = PadButtons()
    for c in frame.contacts where c.phase.isActive && c.role != .hovering && c.y >= top {
      let x = c.x / surface.width
      areas.insert(x >= 0.625 ? .right : x >= 0.375 ? .middle : .left)
    }
    frame.click = areas.contains(.middle) ? .middle : areas.contains(.right) ? .right : .left
  }
}
