import CEvdev
import CLinuxInput

/// What `libevdev_next_event` keeps and checks for every event it reads (libevdev.c
/// `sanitize_event`, then `update_state`), kept here instead: the codes the device has, each
/// slot's multitouch values, the current slot, the other axes and the keys. ``EvdevDevice``
/// reads the node itself, passes each event through ``passes(_:)``, and hands the state to
/// libevdev (``store(into:)``) only when the kernel dropped events, for libevdev's sync to
/// compare with the device's. Storage is fixed at creation: an event never allocates.
struct LibevdevReadState {
  /// libevdev's `num_slots`: -1 for a device without slots (or with fake ones).
  let slots: Int32
  /// libevdev's `current_slot`.
  private(set) var slot: Int32
  /// The `EV_ABS` codes the device has, bit per code.
  private let absCodes: UInt64
  /// The `EV_KEY` codes the device has, and those pressed, bit per code.
  private let keyCodes: [UInt64]
  private var keyValues: [UInt64]
  /// Every axis's value: a multitouch axis's is its current slot's, as libevdev's `abs_info`.
  private var axes: [Int32]
  /// Per slot, its multitouch axes (`ABS_MT_SLOT + 1` through `ABS_MT_TOOL_Y`).
  private var slotAxes: [Int32]

  /// The multitouch codes libevdev keeps per slot (`ABS_MT_MIN`…`ABS_MT_MAX`, less the slot).
  static let perSlot = (Int(ABS_MT_SLOT) + 1)...Int(ABS_MT_TOOL_Y)
  private static let keyWords = (Int(KEY_MAX) + 64) / 64

  /// The state libevdev holds for `dev` now.
  init(_ dev: OpaquePointer) {
    slots = libevdev_get_num_slots(dev)
    slot = libevdev_get_current_slot(dev)
    var abs: UInt64 = 0
    axes = [Int32](repeating: 0, count: Int(ABS_MAX) + 1)
    for code in 0...Int(ABS_MAX)
    where libevdev_has_event_code(dev, UInt32(EV_ABS), UInt32(code)) != 0 {
      abs |= 1 << UInt64(code)
      axes[code] = libevdev_get_event_value(dev, UInt32(EV_ABS), UInt32(code))
    }
    absCodes = abs
    var keys = [UInt64](repeating: 0, count: Self.keyWords)
    var pressed = keys
    for code in 0...Int(KEY_MAX)
    where libevdev_has_event_code(dev, UInt32(EV_KEY), UInt32(code)) != 0 {
      keys[code / 64] |= 1 << UInt64(code % 64)
      if libevdev_get_event_value(dev, UInt32(EV_KEY), UInt32(code)) != 0 {
        pressed[code / 64] |= 1 << UInt64(code % 64)
      }
    }
    keyCodes = keys
    keyValues = pressed
    let count = max(Int(slots), 0)
    slotAxes = [Int32](repeating: 0, count: count * Self.perSlot.count)
    for s in 0..<count {
      for code in Self.perSlot where abs & (1 << UInt64(code)) != 0 {
        slotAxes[s * Self.perSlot.count + code - Self.perSlot.lowerBound] =
          libevdev_get_slot_value(dev, UInt32(s), UInt32(code))
      }
    }
  }

  /// libevdev's read of `ev`: false when it drops the event (a code the device lacks, a
  /// tracking id that does not go from -1 to an id or back); a slot index beyond the device's
  /// is capped to its last slot; the state takes the event. Events of other types than
  /// `EV_SYN`, `EV_ABS` and `EV_KEY` go to libevdev (`dev`) itself.
  mutating func passes(_ ev: inout input_event, _ dev: OpaquePointer) -> Bool {
    let code = Int(ev.code)
    switch Int32(ev.type) {
    case EV_SYN:
      return true
    case EV_ABS:
      guard code <= Int(ABS_MAX), absCodes & (1 << UInt64(code)) != 0 else { return false }
      if slots > -1 && code == Int(ABS_MT_SLOT) && (ev.value < 0 || ev.value >= slots) {
        ev.value = slots - 1
      }
      if slots > -1 && code == Int(ABS_MT_TRACKING_ID) && slot >= 0
        && (ev.value == -1) == (slotAxis(Int(slot), code) == -1)
      {
        return false
      }
      update(abs: code, ev.value)
      return true
    case EV_KEY:
      guard code <= Int(KEY_MAX), keyCodes[code / 64] & (1 << UInt64(code % 64)) != 0 else {
        return false
      }
      update(key: code, ev.value)
      return true
    case EV_LED, EV_SW:
      return libevdev_set_event_value(dev, UInt32(ev.type), UInt32(ev.code), ev.value) == 0
    default:
      return libevdev_has_event_code(dev, UInt32(ev.type), UInt32(ev.code)) != 0
    }
  }

  /// Takes an event libevdev made itself (its sync's), unchecked, as its `update_state` does.
  mutating func take(_ ev: input_event) {
    let code = Int(ev.code)
    if Int32(ev.type) == EV_ABS && code <= Int(ABS_MAX) {
      update(abs: code, ev.value)
    } else if Int32(ev.type) == EV_KEY && code <= Int(KEY_MAX) {
      update(key: code, ev.value)
    }
  }

  /// libevdev's `update_key_state`.
  private mutating func update(key code: Int, _ value: Int32) {
    if value != 0 {
      keyValues[code / 64] |= 1 << UInt64(code % 64)
    } else {
      keyValues[code / 64] &= ~(1 << UInt64(code % 64))
    }
  }

  /// libevdev's `update_abs_state`.
  private mutating func update(abs code: Int, _ value: Int32) {
    if code == Int(ABS_MT_SLOT) {
      if slots > -1 { slot = value }
    } else if Self.perSlot.contains(code) && slot >= 0 && slots > 0 {
      slotAxes[Int(slot) * Self.perSlot.count + code - Self.perSlot.lowerBound] = value
    }
    axes[code] = value
  }

  func slotAxis(_ slot: Int, _ code: Int) -> Int32 {
    slotAxes[slot * Self.perSlot.count + code - Self.perSlot.lowerBound]
  }

  /// Gives libevdev (`dev`) this state, as its own reads would have left it.
  func store(into dev: OpaquePointer) {
    for code in 0...Int(ABS_MAX) where absCodes & (1 << UInt64(code)) != 0 {
      if slots > 0 && (code == Int(ABS_MT_SLOT) || Self.perSlot.contains(code)) { continue }
      _ = libevdev_set_event_value(dev, UInt32(EV_ABS), UInt32(code), axes[code])
    }
    if slots > 0 {
      for s in 0..<Int(slots) {
        for code in Self.perSlot where absCodes & (1 << UInt64(code)) != 0 {
          _ = libevdev_set_slot_value(dev, UInt32(s), UInt32(code), slotAxis(s, code))
        }
      }
      // Last: choosing the slot also sets libevdev's multitouch axes to that slot's.
      if slot >= 0 { _ = libevdev_set_event_value(dev, UInt32(EV_ABS), UInt32(ABS_MT_SLOT), slot) }
    }
    for code in 0...Int(KEY_MAX) where keyCodes[code / 64] & (1 << UInt64(code % 64)) != 0 {
      let down: Int32 = keyValues[code / 64] & (1 << UInt64(code % 64)) != 0 ? 1 : 0
      _ = libevdev_set_event_value(dev, UInt32(EV_KEY), UInt32(code), down)
    }
  }
}
