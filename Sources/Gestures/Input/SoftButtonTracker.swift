/// libinput's per-touch soft-button state on a clickpad with button areas
/// (`tp_button_handle_state`, without the top buttons of pads with a trackpoint): which area
/// each touch on the pad counts for when the pad is pressed. A touch that lands in the bottom
/// area counts for the button under it (left to 37.5 % of the width, middle to 62.5 %, right
/// beyond, `tp_init_softbuttons`) while it stays there; one that lands above it, or leaves the
/// bottom area, counts for the main area for as long as it stays down, wherever it moves
/// (`BUTTON_STATE_AREA`). Hovering touches count for nothing and start again when they touch.
struct SoftButtonTracker {
  /// Where one touch counts: the main area, or a button of the bottom area.
  enum Area: Equatable {
    case main
    case button(PadButtons)
  }

  private var ids: [Int] = []
  private var slots: [Int] = []
  private var areas: [Area] = []

  init() {
    ids.reserveCapacity(MultitouchDecoder.maximumContacts)
    slots.reserveCapacity(MultitouchDecoder.maximumContacts)
    areas.reserveCapacity(MultitouchDecoder.maximumContacts)
  }

  /// The area a position counts for, by libinput's edges (`is_inside_bottom_*_area`).
  static func area(x: Double, y: Double, top: Double, width: Double) -> Area {
    guard y >= top else { return .main }
    let fraction = x / width
    return .button(fraction > 0.625 ? .right : fraction > 0.375 ? .middle : .left)
  }

  /// Follows the frame's touches: new ones take the area they land in, those in a button
  /// move between buttons or leave for the main area, ended and hovering ones are dropped. A
  /// contact that ends as another comes down in its slot in the same frame (its role changed,
  /// or it jumped) is the same touch to libinput: the new one keeps its area.
  mutating func update(_ contacts: [Contact], top: Double, width: Double) {
    // Most frames: the touches followed are the frame's touching contacts, in order and each
    // once, so none is dropped or added and each is at its own index. Only the areas of those
    // in a button follow them, as below, in the pass that checks it. Where the check fails, the
    // passes below take over; the areas already followed they follow again, to the same.
    var k = 0
    var follows = true
    scan: for c in contacts where c.phase.isActive && c.role != .hovering {
      guard k < ids.count, ids[k] == c.id else {
        follows = false
        break
      }
      for j in 0..<k where ids[j] == c.id {
        follows = false
        break scan
      }
      if case .button = areas[k] { areas[k] = Self.area(x: c.x, y: c.y, top: top, width: width) }
      k += 1
    }
    if follows && k == ids.count { return }
    var i = 0
    while i < ids.count {
      let id = ids[i]
      if contacts.contains(where: { $0.id == id && $0.phase.isActive && $0.role != .hovering }) {
        i += 1
        continue
      }
      let slot = slots[i]
      if let next = contacts.first(where: {
        $0.slot == slot && $0.id != id && $0.phase == .down && $0.role != .hovering
      }), contacts.contains(where: { $0.id == id && !$0.phase.isActive }) {
        ids[i] = next.id
        i += 1
        continue
      }
      ids.remove(at: i)
      slots.remove(at: i)
      areas.remove(at: i)
    }
    for c in contacts where c.phase.isActive && c.role != .hovering {
      let here = Self.area(x: c.x, y: c.y, top: top, width: width)
      if let i = ids.firstIndex(of: c.id) {
        // tp_button_bottom_handle_event: within the bottom area the button follows the
        // touch; out of it, the main area for good (tp_button_area_handle_event).
        if case .button = areas[i] { areas[i] = here }
      } else if ids.count < MultitouchDecoder.maximumContacts {
        ids.append(c.id)
        slots.append(c.slot)
        areas.append(here)
      }
    }
  }

  /// Forgets every touch (the device's touches were cancelled).
  mutating func reset() {
    ids.removeAll(keepingCapacity: true)
    slots.removeAll(keepingCapacity: true)
    areas.removeAll(keepingCapacity: true)
  }

  /// The button a press sends now (`tp_post_clickpadbutton_buttons`): middle before right
  /// before left; left for touches in the main area only; nil with no touch on the pad, when
  /// libinput waits for one (`click_pending`).
  var button: PadButtons? {
    guard !areas.isEmpty else { return nil }
    var pressed = PadButtons()
    for case .button(let b) in areas { pressed.insert(b) }
    return pressed.contains(.middle)
      ? .middle : pressed.contains(.right) ? .right : .left
  }
}
