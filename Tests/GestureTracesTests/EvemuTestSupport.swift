import Foundation
import Testing

@testable import GestureTraces

/// Paths and helpers shared by the evemu tests.
enum EvemuTestSupport {
  /// The repository root, found from this file's path (Tests/GesturesTests/<file>).
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let recordings = root.appendingPathComponent("Recordings")
  static let brokenFixtures = root.appendingPathComponent(
    "Tests/GesturesTests/Fixtures/broken/evemu")

  /// One evemu row of Recordings/MANIFEST.tsv.
  struct Recording: CustomTestStringConvertible, Sendable {
    var path: String
    var format: String
    var events: Int
    var companion: String?
    var testDescription: String { path }
    var fullPath: String { recordings.appendingPathComponent(path).path }
    var companionPath: String? { companion.map { recordings.appendingPathComponent($0).path } }
  }

  /// The evemu recordings listed in MANIFEST.tsv (empty when Recordings/ is missing; the tests
  /// using it then fail in ``manifestIsPresent``).
  static let evemuRecordings: [Recording] = {
    guard
      let text = try? String(
        contentsOf: recordings.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
    else { return [] }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    let header = lines.removeFirst()
    func column(_ name: String) -> Int { header.firstIndex(of: name)! }
    let (path, format, events, companion) = (
      column("local_path"), column("format"), column("n_events"), column("companion_desc")
    )
    return lines.filter { $0[format].hasPrefix("evemu") }.map {
      Recording(
        path: $0[path], format: $0[format], events: Int($0[events])!,
        companion: $0[companion].isEmpty ? nil : $0[companion])
    }
  }()

  /// A fresh temporary directory for one test.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gestures-evemu-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `text` to `name` in a fresh temporary directory and returns the path.
  static func write(_ text: String, named name: String = "trace.evemu") throws -> String {
    let url = try temporaryDirectory().appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// All events of a reader.
  static func drain(_ reader: inout EvemuReader) throws -> [TraceRecord] {
    var records: [TraceRecord] = []
    while let record = try reader.next() { records.append(record) }
    return records
  }
}
