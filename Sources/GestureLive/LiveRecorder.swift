import GestureTraces
import Gestures

/// Records a live session's raw events as they arrive: a libinput record file (`.yml`,
/// `.yaml`; several devices) or an evemu file (any other name; one device).
///
/// Times are written relative to the session's first event, as `libinput record` and
/// `evemu-record` do, so the recording replays to the same transitions as the session (whose
/// output times count from that same event).
public final class LiveRecorder {
  /// The file being written.
  public let path: String
  private var evemu: EvemuWriter?
  private var libinput: LibinputRecordWriter?
  /// Device indices of the session → device indices of the recording.
  private var recorded: [Int: Int]
  /// The time (µs, CLOCK_MONOTONIC) that recorded times count from: the session's first
  /// event. Set it before the first ``write(device:_:)``.
  public var origin: Int64 = 0

  /// Starts a recording of `devices` (session index, description) at `path`.
  ///
  /// - Throws: ``/GestureTraces/TraceError`` when the file cannot be created, or an evemu file is
  ///   asked for several devices.
  public init(path: String, devices: [(index: Int, description: DeviceDescription)])
    throws(TraceError)
  {
    self.path = path
    recorded = [:]
    for (n, d) in devices.enumerated() { recorded[d.index] = n }
    if TraceFormat(forWriting: path) == .libinputRecord {
      libinput = try LibinputRecordWriter(
        path: path, devices: devices.map(\.description), tool: "gesture-replay live")
    } else {
      guard devices.count == 1 else {
        throw TraceError(
          file: path, line: nil,
          "an evemu recording holds one device and \(devices.count) are open; name a .yml file")
      }
      evemu = try EvemuWriter(path: path, device: devices[0].description)
    }
  }

  /// True when the session's device `index` is being recorded (devices added after the start
  /// are not: a recording's devices are fixed in its header).
  public func records(device index: Int) -> Bool { recorded[index] != nil }

  /// Writes one event of the session's device `index`.
  public func write(device index: Int, _ event: EvdevEvent) throws(TraceError) {
    guard let n = recorded[index] else { return }
    var e = event
    e.time = max(0, event.time - origin)
    if let evemu {
      try evemu.write(e)
    } else if let libinput {
      try libinput.write(TraceRecord(device: n, event: e, line: 0))
    }
  }

  /// Stops recording device `index` (it went away); its events so far stay in the file.
  public func stop(device index: Int) { recorded[index] = nil }

  /// Completes and closes the file.
  public func finish() throws(TraceError) {
    if let evemu { try evemu.finish() }
    if let libinput { try libinput.finish() }
    evemu = nil
    libinput = nil
  }
}
