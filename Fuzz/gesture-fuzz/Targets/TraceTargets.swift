import GestureTraces
import Gestures

/// The trace readers over an input as a file, through the whole decode: every event of every
/// device into its ``MultitouchDecoder``, to the last touch frame. A description the reader
/// accepts must be one a kernel can report: an axis with a problem (`AbsInfo.problem`) traps.
extension FuzzTarget {
  /// An evemu recording (description and events in one file).
  static let evemu = FuzzTarget(
    name: "evemu",
    summary: "an evemu file (description + events): EvemuReader, TouchStream to the last frame",
    run: { bytes in
      let path = ScratchFile.write(bytes)
      guard let reader = try? EvemuReader(path: path) else { return }
      decodeAll(TouchStream(source: reader))
    },
    seed: nil)

  /// A `libinput record` YAML file.
  static let libinputRecord = FuzzTarget(
    name: "libinput-record",
    summary: "a libinput record YAML file: LibinputRecordReader, TouchStream to the last frame",
    run: { bytes in
      let path = ScratchFile.write(bytes)
      guard let reader = try? LibinputRecordReader(path: path) else { return }
      decodeAll(TouchStream(source: reader))
    },
    seed: nil)

  /// Reads `stream` to its end or its first error, touching every frame's contacts.
  static func decodeAll<Source: TraceSource>(_ stream: TouchStream<Source>) {
    for device in stream.source.devices {
      for (code, axis) in device.absInfo {
        if let problem = axis.problem {
          fatalError("gesture-fuzz: the reader accepted axis \(code): \(problem)")
        }
      }
    }
    var stream = stream
    var checksum = 0.0
    while let frame = try? stream.next() {
      for contact in frame.contacts { checksum += contact.x + contact.y }
    }
    blackHole(checksum)
  }
}

/// Keeps a value alive so the work that made it is not optimised away.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
