import Foundation
import GestureTestSupport
import Testing

@testable import GestureTraces

/// Every file in `Fixtures/broken/libinput-record/` must fail with the line and words its row
/// in `EXPECTED.tsv` names (`file<TAB>line<TAB>message fragment`, line `-` for none), whether
/// the error comes from opening the file or from reading its events.
@Suite struct LibinputRecordBrokenFilesTests {
  typealias S = LibinputRecordTestSupport

  struct Expectation: CustomTestStringConvertible, Sendable {
    var file: String
    var line: Int?
    var fragment: String
    var testDescription: String { file }
  }

  static let expectations: [Expectation] = BrokenFixtureTable.rows(S.broken + "/EXPECTED.tsv")
    .compactMap { f in
      guard f.count == 3 else { return nil }
      return Expectation(file: f[0], line: Int(f[1]), fragment: f[2])
    }

  /// Opens and drains the file, returning the error it fails with (nil if none).
  static func failure(of path: String) -> TraceError? {
    do {
      _ = try S.readAll(path: path)
      return nil
    } catch {
      return error
    }
  }

  @Test func everyBrokenFileIsListed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: S.broken)
      .filter { $0 != "EXPECTED.tsv" }
    #expect(Set(files) == Set(Self.expectations.map(\.file)))
    #expect(files.count >= 15)
  }

  @Test(.timeLimit(.minutes(1)), arguments: expectations)
  func brokenFileFailsWithLineAndMessage(_ e: Expectation) throws {
    let path = S.broken + "/" + e.file
    let error = try #require(Self.failure(of: path), "\(e.file) was read without error")
    #expect(error.file == path)
    #expect(error.line == e.line, "\(error)")
    #expect(error.message.contains(e.fragment), "\(error)")
  }
}
