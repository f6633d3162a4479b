import CLinuxInput

/// The values an evdev device holds as its events set them: the absolute axes, each slot's
/// multitouch axes, the current slot and a few keys. ``EvdevClone`` keeps one for the device and
/// one for its clone, to write what the clone missed while it was silent. Storage is fixed at
/// creation: applying an event never allocates.
struct EvdevAxisState {
  /// A value no event has set yet.
  static let unknown = Int32.min
  /// `ABS_MT_SLOT`: the codes below it are the single-touch axes.
  static let firstMultitouch = Int(ABS_MT_SLOT)
  /// The per-slot axes, `ABS_MT_TOUCH_MAJOR` through `ABS_MT_TOOL_Y`.
  static let multitouch = Int(ABS_MT_TOUCH_MAJOR)...Int(ABS_MT_TOOL_Y)

  let slots: Int
  /// The slot the last `ABS_MT_SLOT` chose.
  private(set) var slot = 0
  private var axes = [Int32](repeating: unknown, count: firstMultitouch)
  private var slotAxes: [Int32]
  private let keyCodes: [Int32]
  private var keys: [Int32]

  init(slots: Int, keys: [Int32]) {
    self.slots = slots
    slotAxes = [Int32](repeating: Self.unknown, count: slots * Self.multitouch.count)
    // A slot without a touch: what the kernel starts every slot with.
    for s in 0..<slots {
      slotAxes[s * Self.multitouch.count + Int(ABS_MT_TRACKING_ID) - Self.multitouch.lowerBound] =
        -1
    }
    keyCodes = keys
    self.keys = [Int32](repeating: 0, count: keys.count)
  }

  /// True while a slot holds a touch, or (a device without slots) `BTN_TOUCH` is down.
  var hasTouch: Bool {
    for s in 0..<slots where tracking(s) >= 0 { return true }
    if let i = keyCodes.firstIndex(of: BTN_TOUCH), keys[i] != 0 { return true }
    return false
  }

  func axis(_ code: Int) -> Int32 { axes[code] }
  func key(_ index: Int) -> Int32 { keys[index] }
  func slotAxis(_ slot: Int, _ code: Int) -> Int32 {
    slotAxes[slot * Self.multitouch.count + code - Self.multitouch.lowerBound]
  }
  func tracking(_ slot: Int) -> Int32 { slotAxis(slot, Int(ABS_MT_TRACKING_ID)) }

  /// Takes one event's value; other types and codes are ignored.
  mutating func apply(type: UInt16, code: UInt16, value: Int32) {
    let c = Int(code)
    if type == UInt16(EV_ABS) {
      if c < Self.firstMultitouch {
        axes[c] = value
      } else if c == Self.firstMultitouch {
        // The kernel ignores a slot beyond the device's; so does the state.
        if value >= 0 && Int(value) < slots { slot = Int(value) }
      } else if Self.multitouch.contains(c) {
        slotAxes[slot * Self.multitouch.count + c - Self.multitouch.lowerBound] = value
      }
    } else if type == UInt16(EV_KEY), let i = keyCodes.firstIndex(of: Int32(code)) {
      keys[i] = value == 0 ? 0 : 1
    }
  }
}
