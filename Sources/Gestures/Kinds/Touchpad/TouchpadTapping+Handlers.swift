/// libinput's per-state handlers (`tp_tap_<state>_handle_event`, evdev-mt-touchpad-tap.c),
/// case for case. libinput's "tap bug" pairs (an event a state cannot get) change nothing.
extension TouchpadTapping {
  mutating func onIdle(_ event: Event, at time: Int64) {
    switch event {
    case .touch:
      state = .touch
      savedPressTime = time
      setTimer(time)
    case .button: state = .dead
    case .palm: state = .idle
    case .release, .motion, .timeout, .thumb, .palmUp: break
    }
  }

  mutating func onTouch(_ event: Event, at time: Int64) {
    switch event {
    case .touch:
      state = .touch2
      savedPressTime = time
      setTimer(time)
    case .release:
      notify(1, pressed: true)
      savedReleaseTime = time
      tapped(1, timerFrom: time)
    case .motion: moveToDead()
    case .timeout:
      state = .hold
      deadline = nil
      gestureTapTimeout()
    case .button: state = .dead
    case .thumb:
      state = .idle
      fingerLifted()
      deadline = nil
    case .palm:
      state = .idle
      deadline = nil
    case .palmUp: break
    }
  }

  mutating func onHold(_ event: Event, at time: Int64) {
    switch event {
    case .touch:
      state = .touch2
      savedPressTime = time
      setTimer(time)
    case .release: state = .idle
    case .motion: moveToDead()
    case .button: state = .dead
    case .thumb:
      state = .idle
      fingerLifted()
    case .palm: state = .idle
    case .timeout, .palmUp: break
    }
  }

  mutating func onTapped(_ event: Event, at time: Int64, fingers n: Int) {
    switch event {
    case .touch:
      state = .draggingOrDoubleTap(fingers: n)
      savedPressTime = time
      setTimer(time)
    case .timeout:
      state = .idle
      notify(n, pressed: false)
    case .button:
      state = .dead
      notify(n, pressed: false)
    case .motion, .release, .thumb, .palm, .palmUp: break
    }
  }

  mutating func onTouch2(_ event: Event, at time: Int64) {
    switch event {
    case .touch:
      state = .touch3
      savedPressTime = time
      setTimer(time)
    case .release:
      state = .touch2Release
      savedReleaseTime = time
      setTimer(time)
    case .motion: moveToDead()
    case .timeout:
      state = .touch2Hold
      gestureTapTimeout()
    case .button: state = .dead
    case .palm: state = .touch
    case .thumb, .palmUp: break
    }
  }

  mutating func onTouch2Hold(_ event: Event, at time: Int64) {
    switch event {
    case .touch:
      state = .touch3
      savedPressTime = time
      setTimer(time)
    case .release: state = .hold
    case .motion: moveToDead()
    case .timeout: state = .touch2Hold
    case .button: state = .dead
    case .palm: state = .hold
    case .thumb, .palmUp: break
    }
  }

  mutating func onTouch2Release(_ event: Event, at time: Int64) {
    switch event {
    case .touch:
      // The lifted finger's tap is dead; libinput marks the new touch dead.
      state = .touch2Hold
      deadline = nil
    case .release:
      notify(2, pressed: true)
      tapped(2, timerFrom: time)
    case .motion: moveToDead()
    case .timeout: state = .hold
    case .button: state = .dead
    case .palm:
      notify(1, pressed: true)
      tapped(1, timerFrom: nil)
    case .thumb, .palmUp: break
    }
  }

  mutating func onTouch3(_ event: Event, at time: Int64) {
    switch event {
    case .touch:
      state = .dead
      deadline = nil
    case .motion: moveToDead()
    case .timeout:
      state = .touch3Hold
      deadline = nil
      gestureTapTimeout()
    case .release:
      state = .touch3Release
      savedReleaseTime = time
      setTimer(time)
    case .button: state = .dead
    case .palm: state = .touch2
    case .thumb, .palmUp: break
    }
  }

  mutating func onTouch3Hold(_ event: Event, at time: Int64) {
    switch event {
    case .touch:
      state = .dead
      setTimer(time)
    case .release: state = .touch2Hold
    case .motion: moveToDead()
    case .button: state = .dead
    case .palm: state = .touch2Hold
    case .timeout, .thumb, .palmUp: break
    }
  }

  /// A three-finger tap whose press and release libinput sends at once.
  mutating func tapThree() {
    notify(3, pressed: true)
    notify(3, pressed: false)
  }

  mutating func onTouch3Release(_ event: Event, at time: Int64) {
    switch event {
    case .touch:
      tapThree()
      state = .touch3
      savedPressTime = time
      setTimer(time)
    case .release:
      state = .touch3Release2
      setTimer(time)
    case .motion:
      tapThree()
      moveToDead()
    case .timeout:
      tapThree()
      state = .touch2Hold
    case .button:
      tapThree()
      state = .dead
    case .palm: state = .touch2Release
    case .thumb, .palmUp: break
    }
  }

  mutating func onTouch3Release2(_ event: Event, at time: Int64) {
    switch event {
    case .touch:
      tapThree()
      state = .touch2
      savedPressTime = time
      setTimer(time)
    case .release:
      notify(3, pressed: true)
      tapped(3, timerFrom: time)
    case .motion:
      tapThree()
      moveToDead()
    case .timeout:
      tapThree()
      state = .hold
    case .button:
      tapThree()
      state = .dead
    case .palm:
      notify(2, pressed: true)
      tapped(2, timerFrom: nil)
    case .thumb, .palmUp: break
    }
  }

  /// A tap of `n` fingers pressed its button: with tap-and-drag on, the button stays held for
  /// a drag to begin (the drag timer from `time`, or the timer already running when nil); off,
  /// it is released at once (`tp_tap_touch_handle_event` and the other release handlers'
  /// `drag_enabled` branch).
  mutating func tapped(_ n: Int, timerFrom time: Int64?) {
    guard configuration.tapAndDrag else {
      notify(n, pressed: false)
      state = .idle
      return
    }
    state = .tapped(fingers: n)
    if let time { setDragTimer(time, fingers: n) }
  }

  mutating func onDraggingOrDoubleTap(_ event: Event, at time: Int64, fingers n: Int) {
    switch event {
    case .touch:
      notify(n, pressed: false)
      state = .touch2
      savedPressTime = time
      setTimer(time)
    case .release:
      // A double tap: the first tap's button goes up, a one-finger tap's goes down.
      state = .tapped(fingers: 1)
      notify(n, pressed: false)
      notify(1, pressed: true)
      savedReleaseTime = time
      setTimer(time)
    case .motion, .timeout: state = .dragging(fingers: n)
    case .button:
      state = .dead
      notify(n, pressed: false)
    case .palm: state = .tapped(fingers: n)
    case .thumb, .palmUp: break
    }
  }

  mutating func onDragging(_ event: Event, at time: Int64, fingers n: Int) {
    switch event {
    case .touch: state = .dragging2(fingers: n)
    case .release:
      // Drag lock off (libinput's default): the drag ends with the lift. On, the button stays
      // held for the finger to come back, for 300 ms or (sticky) until a tap
      // (tp_tap_dragging_handle_event).
      switch configuration.dragLock {
      case .disabled:
        notify(n, pressed: false)
        state = .idle
      case .timeout:
        state = .draggingWait(fingers: n)
        setDragLockTimer(time)
      case .sticky:
        state = .draggingWait(fingers: n)
      }
    case .button:
      state = .dead
      notify(n, pressed: false)
    case .palm:
      notify(n, pressed: false)
      state = .idle
    case .motion, .timeout, .thumb, .palmUp: break
    }
  }

  mutating func onDraggingWait(_ event: Event, at time: Int64, fingers n: Int) {
    switch event {
    case .touch:
      state = .draggingOrTap(fingers: n)
      setTimer(time)
    case .timeout:
      state = .idle
      notify(n, pressed: false)
    case .button:
      state = .dead
      notify(n, pressed: false)
    case .release, .motion, .thumb, .palm, .palmUp: break
    }
  }

  mutating func onDraggingOrTap(_ event: Event, at time: Int64, fingers n: Int) {
    switch event {
    case .touch:
      notify(n, pressed: false)
      moveToDead()
    case .release:
      state = .idle
      notify(n, pressed: false)
    case .motion, .timeout: state = .dragging(fingers: n)
    case .button:
      state = .dead
      notify(n, pressed: false)
    case .palm: state = .draggingWait(fingers: n)
    case .thumb, .palmUp: break
    }
  }

  mutating func onDragging2(_ event: Event, at time: Int64, fingers n: Int) {
    switch event {
    case .release: state = .dragging(fingers: n)
    case .touch, .button:
      state = .dead
      notify(n, pressed: false)
    case .palm: state = .dragging(fingers: n)
    case .motion, .timeout, .thumb, .palmUp: break
    }
  }

  mutating func onDead(_ event: Event) {
    switch event {
    case .release, .palm, .palmUp:
      if fingersDown == 0 { state = .idle }
    case .touch, .motion, .timeout, .button, .thumb: break
    }
  }
}
