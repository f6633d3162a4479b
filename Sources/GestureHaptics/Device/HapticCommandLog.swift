import Gestures

/// A ``ForceFeedbackOutput`` that records every command with its scheduled time: the exact
/// command timeline a device would get, so haptics are testable without hardware and
/// `gesture-replay --haptics-log` can print it in trace time.
///
/// It behaves like the kernel's slot table: a new upload takes the lowest free slot id, at most
/// ``maximumEffects`` (`ENOSPC` beyond); an update, play, stop or erase of a slot that was never
/// uploaded is refused. Optionally it forwards every command to a real device (`haptics play
/// --log`), prints each as it is recorded, or pretends the device vanished from a given time.
public final class HapticCommandLog: ForceFeedbackOutput {
  /// Every command, in the order sent (none when made with `keeping: false`).
  public private(set) var commands: [HapticCommand] = []
  /// How many commands were recorded, kept or not.
  public private(set) var count = 0
  /// Whether ``commands`` keeps them: a log that only prints, for a live session of weeks,
  /// keeps none (each costs about 130 bytes).
  public let keepsCommands: Bool
  /// The slots uploaded and not erased.
  public private(set) var slots: Set<Int> = []
  /// The slots playing (played and not stopped or erased).
  public private(set) var playing: Set<Int> = []
  /// Most slots in use at once.
  public private(set) var mostSlots = 0
  /// The effect slots of the device it stands for; an upload past them fails as `ENOSPC` would.
  public let maximumEffects: Int
  /// The device commands are forwarded to, if any.
  public let device: ForceFeedbackOutput?
  /// From this time (µs) on every command fails as if the device were unplugged.
  public var vanishes: Int64?
  private var patterns: [String] = []
  private let printer: (format: OutputFormat, output: OutputBuffer)?
  /// The time printed lines count from, µs.
  public var origin: Int64 = 0
  /// Called with every command as it is recorded (a ``HapticEngine``'s command handler).
  var onRecord: ((HapticCommand) -> Void)?

  /// A log of a simulated device with `maximumEffects` slots; each command is printed to
  /// `output` in `format` when given, and kept in ``commands`` unless `keeping` is false.
  public init(
    maximumEffects: Int = 16, printing output: OutputBuffer? = nil, format: OutputFormat = .text,
    keeping: Bool = true
  ) {
    self.maximumEffects = maximumEffects
    keepsCommands = keeping
    device = nil
    printer = output.map { (format, $0) }
  }

  /// A log that forwards every command to `device` (its slot ids and errors are the device's).
  public init(
    forwardingTo device: ForceFeedbackOutput, printing output: OutputBuffer? = nil,
    format: OutputFormat = .text, keeping: Bool = true
  ) {
    self.device = device
    keepsCommands = keeping
    maximumEffects = device.maximumEffects
    printer = output.map { (format, $0) }
  }

  /// The forwarded device's hang-up descriptor; nil without a device.
  public var hangupDescriptor: Int32? { device?.hangupDescriptor }

  /// Names the patterns the next commands are for (``HapticCommand/patterns``).
  public func annotate(patterns: [String]) {
    self.patterns = patterns
    device?.annotate(patterns: patterns)
  }

  private func check(_ time: Int64, slot: Int?) throws(ForceFeedbackError) {
    if let vanishes, time >= vanishes {
      throw ForceFeedbackError(.gone, device: "log", "No such device")
    }
    if let slot, device == nil, !slots.contains(slot) {
      throw ForceFeedbackError(.other, device: "log", "slot \(slot) was never uploaded")
    }
  }

  private func record(_ time: Int64, _ action: HapticCommand.Action) {
    let c = HapticCommand(time: time, action: action, patterns: patterns)
    count += 1
    if keepsCommands { commands.append(c) }
    if let printer { write(c, printer.format, printer.output) }
    onRecord?(c)
  }

  /// Records an upload of `effect` lasting `length` ms into slot `id` (a new slot when nil) at
  /// `time`, µs, and forwards it to ``device``; returns the slot.
  public func upload(_ effect: ForceFeedbackEffect, id: Int?, length: Int, at time: Int64)
    throws(ForceFeedbackError) -> Int
  {
    try check(time, slot: id)
    var slot: Int
    if let device {
      slot = try device.upload(effect, id: id, length: length, at: time)
    } else if let id {
      slot = id
    } else {
      guard slots.count < maximumEffects else {
        throw ForceFeedbackError(.noSpace, device: "log", "No space left on device")
      }
      slot = 0
      while slots.contains(slot) { slot += 1 }
    }
    slots.insert(slot)
    mostSlots = max(mostSlots, slots.count)
    record(time, .upload(id: slot, effect: effect, length: length, new: id == nil))
    return slot
  }

  /// Records starting slot `id` at `time`, µs, and forwards it.
  public func play(_ id: Int, at time: Int64) throws(ForceFeedbackError) {
    try check(time, slot: id)
    try device?.play(id, at: time)
    playing.insert(id)
    record(time, .play(id: id))
  }

  /// Records stopping slot `id` at `time`, µs, and forwards it.
  public func stop(_ id: Int, at time: Int64) throws(ForceFeedbackError) {
    try check(time, slot: id)
    try device?.stop(id, at: time)
    playing.remove(id)
    record(time, .stop(id: id))
  }

  /// Records freeing slot `id` at `time`, µs, and forwards it.
  public func erase(_ id: Int, at time: Int64) throws(ForceFeedbackError) {
    try check(time, slot: id)
    try device?.erase(id, at: time)
    slots.remove(id)
    playing.remove(id)
    record(time, .erase(id: id))
  }

  /// Records setting the gain to `gain` (0 … 1) at `time`, µs, and forwards it.
  public func setGain(_ gain: Double, at time: Int64) throws(ForceFeedbackError) {
    try check(time, slot: nil)
    try device?.setGain(gain, at: time)
    record(time, .gain(Int(clamping: (min(1, max(0, gain)) * 0xFFFF).rounded())))
  }

  /// `name@ms` for each command, for compact assertions (`upload#0@0`, `play#0@0`, `stop#0@35`),
  /// times in ms from `origin`.
  public var summary: [String] {
    commands.map { c in
      let ms = (c.time - origin) / 1000
      if let slot = c.slot { return "\(c.name)#\(slot)@\(ms)" }
      return "\(c.name)@\(ms)"
    }
  }

  /// Prints one command: text `   0.512034  haptics success: upload #0 rumble … for 85 ms` or a
  /// JSON line `{"time":…,"haptics":"upload","slot":0,…}`, time in seconds from `origin`.
  public func write(_ c: HapticCommand, _ format: OutputFormat, _ o: OutputBuffer) {
    c.write(format, origin: origin, to: o)
  }
}

extension HapticCommand {
  /// The command as ``HapticCommandLog`` prints it, without the line end: text or a JSON
  /// object, its time in seconds from `origin` µs.
  public func line(_ format: OutputFormat, origin: Int64 = 0) -> String {
    let o = OutputBuffer()
    write(format, origin: origin, to: o)
    var text = o.text
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// Writes the command as a line (see ``HapticCommandLog/write(_:_:_:)``).
  func write(_ format: OutputFormat, origin: Int64, to o: OutputBuffer) {
    let c = self
    let seconds = Double(c.time &- origin) / 1_000_000
    switch format {
    case .text:
      o.append(fixed: seconds, decimals: 6, width: 11)
      o.append("  haptics ")
      if !c.patterns.isEmpty {
        o.append(escaped: c.patterns.joined(separator: "+"))
        o.append(": ")
      }
      o.append(escaped: c.name)
      switch c.action {
      case .upload(let id, let effect, let length, let new):
        o.append(" #")
        o.append(id)
        o.append(new ? " (new) " : " ")
        effect.write(text: o)
        o.append(" for ")
        o.append(length)
        o.append(" ms")
      case .play(let id), .stop(let id), .erase(let id):
        o.append(" #")
        o.append(id)
      case .gain(let g):
        o.append(" ")
        o.append(g)
      }
    case .json:
      var j = JSONWriter(o)
      j.beginObject()
      j.member("time", fixed: seconds, decimals: 6)
      j.member("haptics", string: c.name)
      switch c.action {
      case .upload(let id, let effect, let length, let new):
        j.member("slot", integer: id)
        j.member("new", bool: new)
        j.member("length", integer: length)
        j.key("effect")
        j.value { out in
          out.append("{")
          effect.write(jsonMembers: out)
          out.append("}")
        }
      case .play(let id), .stop(let id), .erase(let id):
        j.member("slot", integer: id)
      case .gain(let g):
        j.member("gain", integer: g)
      }
      j.key("patterns")
      j.beginArray()
      for p in c.patterns { j.string(p) }
      j.endArray()
      j.endObject()
    }
    o.lineEnded()
  }
}
