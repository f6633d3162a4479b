import Gestures
import Glibc

/// libinput's touchpad events as frames (`--backend libinput`): libinput gives a touchpad's
/// decisions, not its fingers, so each decision comes in a frame of made-up contacts around the
/// surface's centre that carries it (``/Gestures/TouchFrame/decision``). The device's
/// touchpad stage follows the decisions, so ``/Gestures/TouchpadGesture``s act on libinput's
/// own; the contacts drive the contact gestures: a pinch is two contacts whose separation
/// follows libinput's scale and whose angle its rotation (`magnify`, `rotate`); a swipe, hold
/// or scroll is its finger count of contacts moving (or resting) together; a tap or a click is
/// one contact held as its button is.
struct LibinputTouchpadFrames {
  static let pinchSeparation = LibinputSource.pinchSeparation
  static let fingerSpacing = LibinputSource.fingerSpacing
  /// libinput's unaccelerated deltas (and its finger scroll values) are in 1000-dpi units.
  static let millimetresPerUnit = 25.4 / 1000

  /// The device's session index.
  let device: Int
  /// The surface's centre, mm: where a gesture's contacts start.
  let home: Point
  /// How the device's libinput is set up: every frame carries it (``/Gestures/TouchFrame/touchpad``).
  let configuration: TouchpadConfiguration
  /// The fingers of a swipe libinput just cancelled, until the next event: three-finger drag
  /// cancels its swipe and presses BTN_LEFT at the next frame
  /// (`tp_gesture_handle_state_3fg_drag_start`), which begins a drag, not a tap.
  private var cancelledSwipe = 0
  /// The button a three-finger drag holds.
  private var dragButton: PadButtons?
  private var nextID = 1
  /// The running gesture's (or scroll's) contacts and kind.
  private var gesture: [Contact] = []
  private var kind: TouchpadGesture.Kind?
  private var centre = Point.zero
  private var angle = 0.0
  private var separation = pinchSeparation
  /// A contact for each button held (a tap's, or a physical press).
  private var held: [(button: PadButtons, contact: Contact)] = []
  /// The physical buttons held.
  private var physical = PadButtons()

  /// Frames of `device`, whose surface is `width` × `height` mm.
  init(device: Int, width: Double, height: Double, configuration: TouchpadConfiguration) {
    self.device = device
    home = Point(x: width / 2, y: height / 2)
    self.configuration = configuration
  }

  /// libinput began a gesture of `kind` with `fingers` fingers at `time` (µs); one that ran
  /// ends cancelled in the same frame (libinput ends one before it begins another).
  mutating func begin(_ kind: TouchpadGesture.Kind, fingers: Int, at time: Int64) -> TouchFrame {
    cancelledSwipe = 0
    var lifted = endContacts(cancelled: true)
    self.kind = kind
    centre = home
    angle = 0
    separation = Self.pinchSeparation
    let count = kind == .pinch ? 2 : max(1, fingers)
    gesture = (0..<count).map { i in Contact(id: nextID + i, slot: i, x: 0, y: 0, phase: .down) }
    nextID += count
    place()
    lifted.append(contentsOf: gesture)
    return frame(at: time, lifted, .began(kind, fingers: fingers))
  }

  /// The gesture moved by `dx`, `dy` (libinput's unaccelerated 1000-dpi units); a pinch to
  /// `scale` (since its begin), turned by `angle` degrees clockwise. Nil with no gesture.
  mutating func change(
    dx: Double, dy: Double, scale: Double = 1, angle da: Double = 0, at time: Int64
  )
    -> TouchFrame?
  {
    guard kind != nil else { return nil }
    let mm = (x: dx * Self.millimetresPerUnit, y: dy * Self.millimetresPerUnit)
    centre = Point(x: centre.x + mm.x, y: centre.y + mm.y)
    if kind == .pinch {
      angle += da * .pi / 180
      separation = Self.pinchSeparation * scale
    }
    place()
    for i in gesture.indices { gesture[i].phase = .moved }
    return frame(at: time, gesture, .changed(dx: mm.x, dy: mm.y, scale: scale, angle: da))
  }

  /// A finger scroll event moving by `dx`, `dy` (libinput's scroll values, 1000-dpi units):
  /// the first begins a scroll of two fingers (libinput's scroll events carry no count) and
  /// moves it, each next one moves it, and libinput's stop (every axis at 0) ends it.
  mutating func scroll(dx: Double, dy: Double, at time: Int64) -> [TouchFrame] {
    if dx == 0 && dy == 0 {
      guard kind == .scroll else { return [] }
      return end(cancelled: false, at: time).map { [$0] } ?? []
    }
    var frames: [TouchFrame] = []
    if kind != .scroll { frames.append(begin(.scroll, fingers: 2, at: time)) }
    if let f = change(dx: dx, dy: dy, at: time) { frames.append(f) }
    return frames
  }

  /// The gesture ended, or libinput cancelled it. Nil with no gesture.
  mutating func end(cancelled: Bool, at time: Int64) -> TouchFrame? {
    guard let k = kind else { return nil }
    let fingers = gesture.count
    let f = frame(at: time, endContacts(cancelled: cancelled), .ended(cancelled: cancelled))
    cancelledSwipe = k == .swipe && cancelled ? fingers : 0
    return f
  }

  /// libinput pressed or released `button`; `physical` when the pad's own button is down (a
  /// click; else it is tapping's). A tap's press carries its finger count by the tap button map.
  mutating func button(
    _ button: PadButtons, pressed: Bool, physical isPhysical: Bool, at time: Int64
  )
    -> TouchFrame?
  {
    defer { cancelledSwipe = 0 }
    let dragFingers = configuration.threeFingerDrag.fingers
    if pressed && !isPhysical && button == .left && dragFingers > 0 && cancelledSwipe == dragFingers
    {
      dragButton = button
      return begin(.drag, fingers: dragFingers, at: time)
    }
    if !pressed && button == dragButton {
      dragButton = nil
      return end(cancelled: false, at: time)
    }
    if pressed {
      guard !held.contains(where: { $0.button == button }) else { return nil }
      let c = Contact(id: nextID, slot: 8 + held.count, x: home.x, y: home.y, phase: .down)
      nextID += 1
      held.append((button, c))
      var decision = TouchpadDecision.unchanged
      if isPhysical {
        physical.insert(button)
      } else if let n = (1...3).first(where: {
        configuration.tapButtonMap.button(fingers: $0) == button
      }) {
        decision = .tapped(fingers: n)
      }
      var f = frame(at: time, [c], decision)
      if isPhysical { f.click = button }
      return f
    }
    guard let i = held.firstIndex(where: { $0.button == button }) else { return nil }
    var c = held.remove(at: i).contact
    c.phase = .up
    physical.remove(button)
    return frame(at: time, [c], .unchanged)
  }

  /// The device went away: everything down is cancelled, a running gesture with it.
  mutating func cancelAll(at time: Int64) -> TouchFrame? {
    let wasInGesture = kind != nil
    var contacts = endContacts(cancelled: true)
    for (_, var c) in held {
      c.phase = .cancelled
      contacts.append(c)
    }
    held = []
    physical = []
    dragButton = nil
    guard !contacts.isEmpty else { return nil }
    var f = frame(at: time, contacts, wasInGesture ? .ended(cancelled: true) : .unchanged)
    f.cancellation = .deviceRemoved
    return f
  }

  /// The running gesture's contacts lifted (or cancelled), and the gesture forgotten.
  private mutating func endContacts(cancelled: Bool) -> [Contact] {
    var ended = gesture
    for i in ended.indices { ended[i].phase = cancelled ? .cancelled : .up }
    gesture = []
    kind = nil
    return ended
  }

  /// A frame of `changed` contacts (the others down stationary) carrying `decision`.
  private func frame(at time: Int64, _ changed: [Contact], _ decision: TouchpadDecision)
    -> TouchFrame
  {
    var contacts = changed
    for c in gesture where !changed.contains(where: { $0.id == c.id }) {
      var s = c
      s.phase = .stationary
      contacts.append(s)
    }
    for (_, c) in held where !changed.contains(where: { $0.id == c.id }) {
      var s = c
      s.phase = .stationary
      contacts.append(s)
    }
    var f = TouchFrame(time: time, device: device, contacts: contacts)
    f.fingerCount = contacts.filter(\.phase.isActive).count
    f.buttons = physical
    f.touchpad = configuration
    f.decision = decision
    return f
  }

  /// Puts the gesture's contacts around its centre: a pinch's two at its separation along
  /// its angle, the others in a row ``fingerSpacing`` apart.
  private mutating func place() {
    if kind == .pinch, gesture.count == 2 {
      let dx = cos(angle) * separation / 2
      let dy = sin(angle) * separation / 2
      gesture[0].x = centre.x - dx
      gesture[0].y = centre.y - dy
      gesture[1].x = centre.x + dx
      gesture[1].y = centre.y + dy
    } else {
      let n = Double(gesture.count)
      for i in gesture.indices {
        gesture[i].x = centre.x + (Double(i) - (n - 1) / 2) * Self.fingerSpacing
        gesture[i].y = centre.y
      }
    }
  }
}
