import Foundation
import Gestures
import Testing

/// The `EXPECTED.tsv` of a broken-fixture corpus (`Fixtures/broken/*`): one row per file, the
/// header dropped, each row split at tabs (empty fields kept). Empty when the table is missing,
/// which the corpus tests then report as an incomplete corpus.
package enum BrokenFixtureTable {
  package static func rows(_ path: String) -> [[String]] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }
}

/// A broken JSON document (scene or AHAP file) and what it must be rejected with: `location` is
/// a JSON path, `line:column` for a syntax error, or `-` for a whole-file error.
package struct BrokenJSONCase: CustomTestStringConvertible, Sendable {
  package var file: String
  package var location: String
  package var fragment: String
  package var testDescription: String { file }

  /// The rows of `directory`'s EXPECTED.tsv: file, location, message fragment.
  package static func cases(in directory: URL) -> [BrokenJSONCase] {
    BrokenFixtureTable.rows(directory.appendingPathComponent("EXPECTED.tsv").path).map {
      BrokenJSONCase(file: $0[0], location: $0[1], fragment: $0[2])
    }
  }

  /// Expects `error` to name `path`, this case's location (in its fields and its description)
  /// and its message fragment.
  package func expectRejection(
    _ error: JSONDocumentError, path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(error.file == path, sourceLocation: sourceLocation)
    #expect(error.message.contains(fragment), "\(error)", sourceLocation: sourceLocation)
    let parts = location.split(separator: ":")
    if location == "-" {
      #expect(error.path == nil && error.line == nil, "\(error)", sourceLocation: sourceLocation)
      #expect(error.description.hasPrefix("\(path): "), sourceLocation: sourceLocation)
    } else if parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) {
      #expect(error.path == nil, "\(error)", sourceLocation: sourceLocation)
      #expect(
        error.line == line && error.column == column, "\(error)", sourceLocation: sourceLocation)
      #expect(
        error.description.hasPrefix("\(path):\(line):\(column): JSON syntax error: "),
        sourceLocation: sourceLocation)
    } else {
      #expect(error.path == location, "\(error)", sourceLocation: sourceLocation)
      #expect(
        error.description.hasPrefix("\(path): \(location): "), "\(error)",
        sourceLocation: sourceLocation)
    }
  }
}
