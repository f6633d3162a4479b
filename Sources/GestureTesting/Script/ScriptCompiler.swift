import Gestures

/// Compiles a ``TouchScript`` into the event stream a ``VirtualDevice`` sends, the way the
/// kernel's input core does for a multitouch protocol-B driver: per frame the changed slots,
/// then pointer emulation, then `SYN_REPORT`, each value only when it changed (the Touch scripts
/// article). A landing takes the lowest free slot; tracking ids count up from 0.
struct ScriptCompiler {
  let script: TouchScript
  let device: VirtualDevice

  private struct Slot {
    var tracking: Int32 = -1
    var x: Int32?
    var y: Int32?
    var age = 0
  }

  func events() throws(TouchScriptError) -> [EvdevEvent] {
    try validate()
    var slots = Array(repeating: Slot(), count: device.slots)
    var slotOf: [Int?] = Array(repeating: nil, count: script.touches.count)
    var currentSlot = 0
    var keys: [UInt16: Int32] = [:]
    var pointer: (x: Int32, y: Int32)?
    var nextTracking: Int32 = 0
    var age = 0
    var noise = script.noise.map { SplitMix64(seed: $0.seed) }
    var out: [EvdevEvent] = []

    for t in frameTimes() {
      var frame: [(UInt16, UInt16, Int32)] = []
      var perSlot = Array(repeating: [(UInt16, Int32)](), count: slots.count)
      var freed: [Int] = []
      for (i, touch) in script.touches.enumerated() {
        guard let s = slotOf[i], Self.micros(touch.lift) == t else { continue }
        perSlot[s].append((AbsCode.mtTrackingID, -1))
        slots[s].tracking = -1
        slotOf[i] = nil
        freed.append(s)
      }
      for (i, touch) in script.touches.enumerated() where Self.micros(touch.landing) == t {
        guard
          let s = slots.indices.first(where: { slots[$0].tracking == -1 && !freed.contains($0) })
        else {
          throw TouchScriptError(
            "\(script.touches.count(where: { Self.isDown($0, at: t) })) fingers are down at "
              + "\(Format.seconds(Double(t) / 1e6)), more than the \(device.slots) slots of "
              + "\"\(device.name)\"")
        }
        slotOf[i] = s
        slots[s].tracking = nextTracking
        slots[s].age = age
        age += 1
        perSlot[s].append((AbsCode.mtTrackingID, nextTracking))
        nextTracking = nextTracking == 65535 ? 0 : nextTracking + 1
      }
      for (i, touch) in script.touches.enumerated() {
        guard let s = slotOf[i] else { continue }
        var p = touch.position(at: Double(t) / 1e6)
        try check(p, finger: i, time: t)
        if let a = script.noise?.amplitude, a > 0, noise != nil {
          p.x += a * noise!.nextSigned()
          p.y += a * noise!.nextSigned()
        }
        let x = device.units(x: p.x)
        let y = device.units(y: p.y)
        if slots[s].x != x { perSlot[s].append((AbsCode.mtPositionX, x)) }
        if slots[s].y != y { perSlot[s].append((AbsCode.mtPositionY, y)) }
        slots[s].x = x
        slots[s].y = y
      }
      for s in slots.indices where !perSlot[s].isEmpty {
        if s != currentSlot {
          frame.append((EventType.abs, AbsCode.mtSlot, Int32(s)))
          currentSlot = s
        }
        for (code, value) in perSlot[s] { frame.append((EventType.abs, code, value)) }
      }
      let active = slots.indices.filter { slots[$0].tracking != -1 }
      func key(_ code: UInt16, _ value: Int32) {
        guard keys[code, default: 0] != value else { return }
        keys[code] = value
        frame.append((EventType.key, code, value))
      }
      key(KeyCode.btnTouch, active.isEmpty ? 0 : 1)
      for (n, code) in device.toolKeys.enumerated() {
        let fingers = n + 1
        let on = fingers == 5 ? active.count >= 5 : active.count == fingers
        key(code, on ? 1 : 0)
      }
      if let oldest = active.min(by: { slots[$0].age < slots[$1].age }),
        let x = slots[oldest].x, let y = slots[oldest].y
      {
        if pointer?.x != x { frame.append((EventType.abs, AbsCode.x, x)) }
        if pointer?.y != y { frame.append((EventType.abs, AbsCode.y, y)) }
        pointer = (x, y)
      }
      guard !frame.isEmpty else { continue }
      for (type, code, value) in frame {
        out.append(EvdevEvent(time: t, type: type, code: code, value: value))
      }
      out.append(EvdevEvent(time: t, type: EventType.syn, code: SynCode.report, value: 0))
    }
    return out
  }

  /// Every time (µs) a frame may be sent: landings, lifts, segment ends, and the device's frame
  /// ticks while a finger is down (ticks closer than a quarter frame to one of the others are
  /// left out, so frames stay about a frame apart).
  func frameTimes() -> [Int64] {
    var marks = Set<Int64>()
    for touch in script.touches {
      marks.insert(Self.micros(touch.landing))
      for end in touch.segmentEnds { marks.insert(Self.micros(end)) }
    }
    let sortedMarks = marks.sorted()
    let interval = max(1, Self.micros(device.frameInterval))
    let margin = interval / 4
    var times = marks
    for touch in script.touches {
      let landing = Self.micros(touch.landing)
      let lift = Self.micros(touch.lift)
      var tick = (landing / interval + 1) * interval
      while tick < lift {
        if !Self.isNear(tick, sortedMarks, margin) { times.insert(tick) }
        tick += interval
      }
    }
    return times.sorted()
  }

  /// Seconds as µs, clamped to the engine's ±2⁵³ µs (NaN is 0): a script's times come from code.
  static func micros(_ seconds: Double) -> Int64 {
    Time.clamped(Int64(clamping: (seconds * 1e6).rounded()))
  }

  private static func isDown(_ touch: TouchPath, at t: Int64) -> Bool {
    micros(touch.landing) <= t && t < micros(touch.lift)
  }

  /// True when a time of `sorted` lies within `margin` µs of `t`.
  private static func isNear(_ t: Int64, _ sorted: [Int64], _ margin: Int64) -> Bool {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < t - margin { low = mid + 1 } else { high = mid }
    }
    return low < sorted.count && sorted[low] <= t + margin
  }

  private func validate() throws(TouchScriptError) {
    for (i, touch) in script.touches.enumerated() {
      guard touch.landing.isFinite, touch.landing >= 0 else {
        throw TouchScriptError("finger \(i) lands at \(touch.landing) s: times start at 0")
      }
      for segment in touch.segments {
        guard segment.duration.isFinite, segment.duration >= 0 else {
          throw TouchScriptError(
            "finger \(i) has a segment of \(segment.duration) s: durations are 0 or more")
        }
      }
      guard Self.micros(touch.lift) > Self.micros(touch.landing) else {
        throw TouchScriptError(
          "finger \(i) lifts as it lands (at \(Format.seconds(touch.landing))): a finger "
            + "must stay down for at least 1 µs")
      }
    }
  }

  private func check(_ p: Point, finger: Int, time: Int64) throws(TouchScriptError) {
    let slack = 1e-9
    guard p.x.isFinite, p.y.isFinite, p.x >= -slack, p.y >= -slack,
      p.x <= device.width + slack, p.y <= device.height + slack
    else {
      throw TouchScriptError(
        "finger \(finger) is at \(Format.point(p)) mm at \(Format.seconds(Double(time) / 1e6)), "
          + "outside the \(Format.number(device.width, decimals: 1)) × "
          + "\(Format.number(device.height, decimals: 1)) mm surface of \"\(device.name)\"")
    }
  }
}
