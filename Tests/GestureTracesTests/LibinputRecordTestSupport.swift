import Foundation
import GestureTestSupport

@testable import GestureTraces
@testable import Gestures

/// Paths and helpers shared by the libinput record tests.
enum LibinputRecordTestSupport {
  static func path(_ relative: String) -> String {
    URL(fileURLWithPath: repositoryRoot).appendingPathComponent(relative).path
  }

  static let fixtures = Fixtures.path("libinput-record")
  static let broken = Fixtures.path("broken/libinput-record")

  /// Reads every event of a trace.
  static func readAll(_ source: inout some TraceSource) throws(TraceError) -> [TraceRecord] {
    var records: [TraceRecord] = []
    while let record = try source.next() { records.append(record) }
    return records
  }

  /// Reads every event of a libinput record file.
  static func readAll(path: String) throws(TraceError) -> (
    devices: [DeviceDescription], records: [TraceRecord]
  ) {
    var reader = try LibinputRecordReader(path: path)
    return (reader.devices, try readAll(&reader))
  }
}
