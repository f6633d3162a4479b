import GestureLive
import GestureTesting
import GestureTraces
import Gestures

/// A lane's input, made as it is read: episodes one after another on a ``VirtualDevice``, each
/// compiled to its evdev events when the previous one is used up, so memory holds one episode
/// whatever the length. Every event read is also written to the lane's ``LiveRecorder`` (the
/// recorder `gesture-replay live --record` uses), and every episode is handed to the checker
/// before its first event.
struct SoakSource: TraceSource {
  let path: String
  let devices: [DeviceDescription]
  let device: VirtualDevice
  let checker: TruthChecker
  let recorder: LiveRecorder
  /// The first event's time, µs: 1 s, so no time is 0.
  static let origin: Int64 = 1_000_000
  /// Quiet after an episode's last lift before the next lands, s: longer than the tap windows
  /// (0.35 s) and the lift bounce (0.1 s), so an episode's timers run out inside its window.
  static let settle = 0.6
  /// No episode starts at or after this time, µs.
  let end: Int64
  private var random: SoakRandom
  private let generate: (inout SoakRandom) -> Episode
  private var events: [EvdevEvent] = []
  private var index = 0
  private var nextStart = SoakSource.origin
  private var line = 0
  /// The slot the device's stream has selected (`ABS_MT_SLOT`), and the next tracking id.
  private var selectedSlot: Int32 = 0
  private var trackingBase: Int32 = 0
  private(set) var episodes = 0

  init(
    name: String, device: VirtualDevice, seconds: Double, seed: UInt64, checker: TruthChecker,
    recorder: LiveRecorder, generate: @escaping (inout SoakRandom) -> Episode
  ) {
    path = "<soak \(name)>"
    self.device = device
    devices = [device.deviceDescription]
    end = Self.origin + Int64(seconds * 1e6)
    random = SoakRandom(seed: seed)
    self.checker = checker
    self.recorder = recorder
    self.generate = generate
    recorder.origin = Self.origin
  }

  mutating func next() throws(TraceError) -> TraceRecord? {
    while index == events.count {
      guard nextStart < end else { return nil }
      try load()
    }
    let event = events[index]
    index += 1
    line += 1
    try recorder.write(device: 0, event)
    return TraceRecord(device: 0, event: event, line: line)
  }

  /// Compiles the next episode at `nextStart`.
  private mutating func load() throws(TraceError) {
    var episode = generate(&random)
    episode.start = nextStart
    let trace: InMemoryTrace
    do {
      trace = try episode.script.trace(on: device)
    } catch {
      throw TraceError(file: path, line: line, "episode \(episodes) (\(episode.kind)): \(error)")
    }
    events = trace.events()
    // Each script compiles as if the device were fresh: slot 0 selected, tracking ids from 0.
    // The device is not fresh, so its stream goes on as a kernel's would: the slot the last
    // episode left selected is changed back first, and tracking ids keep counting.
    if selectedSlot != 0 {
      events.insert(
        EvdevEvent(
          time: events.first?.time ?? 0, type: EventType.abs, code: AbsCode.mtSlot, value: 0),
        at: 0)
    }
    var landings: Int32 = 0
    for i in events.indices {
      events[i].time += episode.start
      guard events[i].type == EventType.abs else { continue }
      if events[i].code == AbsCode.mtSlot {
        selectedSlot = events[i].value
      } else if events[i].code == AbsCode.mtTrackingID, events[i].value >= 0 {
        landings = max(landings, events[i].value + 1)
        events[i].value = (events[i].value + trackingBase) & 0xFFFF
      }
    }
    trackingBase = (trackingBase + landings) & 0xFFFF
    index = 0
    episodes += 1
    checker.register(episode)
    let length = Int64((episode.script.end + Self.settle) * 1e6)
    nextStart = episode.start + max(length, 1)
  }
}
