import GestureTraces
import Gestures

/// A trace held in memory: devices and their events, read like a file through
/// ``/GestureTraces/TraceSource`` (so it replays through the same ``/GestureTraces/TouchStream``
/// and decoders as a recording) and written out as evemu or libinput record when asked.
///
/// "Lines" are the 1-based positions of the records, for decode errors.
public struct InMemoryTrace: TraceSource {
  /// The name the trace goes by in messages (and as a replay's ``ReplayResult/trace``).
  public let path: String
  /// The devices, indexed as the records' ``/GestureTraces/TraceRecord/device`` numbers them.
  public let devices: [DeviceDescription]
  /// Every event, in time order across devices.
  public let records: [TraceRecord]
  private var position = 0

  /// A trace of `devices` with `records` in time order.
  public init(path: String = "<memory>", devices: [DeviceDescription], records: [TraceRecord]) {
    self.path = path
    self.devices = devices
    self.records = records
  }

  /// A trace of one device's `events`, in time order.
  public init(path: String = "<memory>", device: DeviceDescription, events: [EvdevEvent]) {
    self.init(
      path: path, devices: [device],
      records: events.enumerated().map { TraceRecord(device: 0, event: $1, line: $0 + 1) })
  }

  /// The events of device `index` (all of them for a one-device trace).
  public func events(of index: Int = 0) -> [EvdevEvent] {
    records.filter { $0.device == index }.map(\.event)
  }

  /// The next record, nil after the last; it never throws.
  public mutating func next() throws(TraceError) -> TraceRecord? {
    guard position < records.count else { return nil }
    position += 1
    return records[position - 1]
  }

  /// Writes the trace to `path` as `format` (by default the one its name asks for: libinput
  /// record for `.yml`/`.yaml`, evemu otherwise; evemu holds one device).
  ///
  /// - Throws: ``/GestureTraces/TraceError`` when the file cannot be written, or evemu is asked for
  ///   several devices.
  public func write(to path: String, format: TraceFormat? = nil) throws(TraceError) {
    switch format ?? TraceFormat(forWriting: path) {
    case .evemu:
      guard devices.count == 1 else {
        throw TraceError(
          file: path, line: nil,
          "evemu holds one device and this trace has \(devices.count); write libinput record")
      }
      let writer = try EvemuWriter(path: path, device: devices[0])
      for r in records { try writer.write(r.event) }
      try writer.finish()
    case .libinputRecord:
      let writer = try LibinputRecordWriter(path: path, devices: devices)
      for r in records { try writer.write(r) }
      try writer.finish()
    }
  }
}
