import Gestures

/// A streaming reader of `libinput record` files (YAML, `version: 1`).
///
/// The file is parsed with libyaml's event parser, never loaded, one parser per device (each
/// device after the first reads only its own entry, found by one pass over the file:
/// `LibinputRecordDeviceIndex`); ``next()`` merges the devices in time order one evdev frame
/// at a time. Times are the file's own
/// microseconds, not normalised. The header and devices are validated by ``init(path:)``, events
/// as they are read (a ``TraceError`` naming the file and line); unknown keys are ignored, as
/// libinput's tools do (the Trace formats article). Copies share the reading position.
public final class LibinputRecordReader: TraceSource {
  /// The file being read, as the user named it.
  public let path: String
  /// The devices of the recording, in the file's order. libinput record has no LED or switch
  /// states, so ``/Gestures/DeviceDescription/leds`` and ``/Gestures/DeviceDescription/switches``
  /// are empty.
  public let devices: [DeviceDescription]

  private let streams: [LibinputRecordDeviceStream]
  /// The next row of each device, nil once it has no more.
  private var heads: [LibinputRecordDeviceStream.Row?] = []
  /// The device whose head was just returned and must be read again before merging.
  private var stale: Int?
  /// The device in the middle of a frame, which keeps the turn until its SYN_REPORT.
  private var inFrame: Int?

  /// Opens `path` and reads its header and every device description.
  ///
  /// Throws a ``TraceError`` naming the line for a file that is not a valid version-1
  /// recording: syntax errors, a missing or wrong `version` or `ndevices`, fewer `devices`
  /// entries than `ndevices`, or a device without `evdev` `name`, `id` or `codes`.
  public init(path: String) throws(TraceError) {
    self.path = path
    let first = try LibinputRecordHeader.open(path: path, device: 0)
    let declared = first.declaredDevices
    var devices = [first.description]
    var streams = [LibinputRecordDeviceStream(first, index: 0)]
    if declared > 1 {
      let index = try LibinputRecordDeviceIndex(path: path, declared: declared)
      indexEventCount = index.eventCount
      for d in 1..<declared {
        let position = try index.position(d, path: path, declared: declared)
        devices.append(position.description)
        streams.append(LibinputRecordDeviceStream(position, index: d))
      }
    }
    self.devices = devices
    self.streams = streams
  }

  /// The YAML events parsed so far by every parser of this reader: the work done, which grows
  /// linearly with the file (tests count it).
  var yamlEventCount: Int { indexEventCount + streams.reduce(0) { $0 + $1.eventCount } }
  private var indexEventCount = 0

  /// The next event in time order across devices, or nil at the end of the trace.
  public func next() throws(TraceError) -> TraceRecord? {
    if heads.isEmpty {
      heads.reserveCapacity(streams.count)
      for stream in streams { heads.append(try stream.next()) }
    } else if let d = stale {
      stale = nil
      heads[d] = try streams[d].next()
    }
    let device: Int
    if let d = inFrame {
      device = d
    } else {
      var best = -1
      var bestTime = Int64.max
      for (d, head) in heads.enumerated() {
        if let head, best < 0 || head.event.time < bestTime {
          best = d
          bestTime = head.event.time
        }
      }
      guard best >= 0 else { return nil }
      device = best
    }
    // A device in a frame always has a head: its stream throws rather than end a frame early.
    guard let row = heads[device] else { return nil }
    stale = device
    inFrame = row.endsFrame ? nil : device
    return TraceRecord(device: device, event: row.event, line: row.line)
  }
}
