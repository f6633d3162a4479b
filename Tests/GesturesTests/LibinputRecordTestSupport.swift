import Foundation

@testable import GestureTraces
@testable import Gestures

/// Paths and helpers shared by the libinput record tests.
enum LibinputRecordTestSupport {
  /// The repository root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  static let fixtures = path("Tests/GesturesTests/Fixtures/libinput-record")
  static let broken = path("Tests/GesturesTests/Fixtures/broken/libinput-record")

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

  /// A fresh temporary file path (the file does not exist yet).
  static func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("gestures-\(UUID().uuidString)-\(name)").path
  }
}
