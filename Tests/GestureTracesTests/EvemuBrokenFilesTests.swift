import Foundation
import GestureTestSupport
import GestureTesting
import Testing

@testable import GestureTraces

@Suite struct EvemuBrokenFilesTests {
  typealias Support = EvemuTestSupport

  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var line: Int?
    var fragment: String
    var desc: String?
    var testDescription: String { file }
  }

  /// The rows of Fixtures/broken/evemu/EXPECTED.tsv: file, line (`-` for none), message fragment,
  /// companion description.
  static let cases: [Case] = BrokenFixtureTable.rows(
    Support.brokenFixtures.appendingPathComponent("EXPECTED.tsv").path
  ).map { f in
    Case(
      file: f[0], line: Int(f[1]), fragment: f[2], desc: f.count > 3 && !f[3].isEmpty ? f[3] : nil)
  }

  @Test func corpusIsComplete() throws {
    #expect(Self.cases.count >= 22)
    let files = try FileManager.default.contentsOfDirectory(atPath: Support.brokenFixtures.path)
      .filter { $0.hasSuffix(".evemu") }
    #expect(Set(files) == Set(Self.cases.map(\.file)), "every fixture has an EXPECTED.tsv row")
  }

  @Test(.timeLimit(.minutes(1)), arguments: cases)
  func brokenFileFails(_ c: Case) throws {
    let path = Support.brokenFixtures.appendingPathComponent(c.file).path
    let desc = c.desc.map { Support.brokenFixtures.appendingPathComponent($0).path }
    let error = try #require(throws: TraceError.self) {
      var reader = try EvemuReader(path: path, descriptionPath: desc)
      while try reader.next() != nil {}
    }
    #expect(error.line == c.line, "\(error)")
    #expect(error.message.contains(c.fragment), "\(error)")
    // The error is in the trace, or (for a broken companion) in its description file.
    #expect(error.file == path || (desc != nil && error.file == desc))
  }

  /// Random bytes (NULs included) never crash or hang the reader; they give a TraceError.
  @Test(.timeLimit(.minutes(1)), arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func randomGarbage(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var bytes = (0..<(4096 * Int(seed))).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
    // Some seeds start like a real file so the garbage hits the description and event parsers.
    if seed % 2 == 0 { bytes = Array("# EVEMU 1.3\nN: x\nI: 1 2 3 4\nE: 0.000001 0".utf8) + bytes }
    let path = try Support.temporaryDirectory().appendingPathComponent("garbage").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(throws: TraceError.self) {
      var reader = try EvemuReader(path: path)
      while try reader.next() != nil {}
    }
  }

  @Test(.timeLimit(.minutes(1))) func hugeLineIsRejectedWithBoundedMemory() throws {
    let path = try Support.temporaryDirectory().appendingPathComponent("long").path
    var text = "N: x\nI: 1 2 3 4\nE: 0.000001 0003 0000 0001\t# "
    text += String(repeating: "x", count: 3 * 1024 * 1024) + "\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: TraceError.self) {
      var reader = try EvemuReader(path: path)
      while try reader.next() != nil {}
    }
    #expect(error?.line == 3)
    #expect(error?.message.contains("line longer than") == true)
  }

  @Test func missingFileAndDirectory() throws {
    let missing = #expect(throws: TraceError.self) {
      try EvemuReader(path: "/nonexistent/file.evemu")
    }
    #expect(missing?.line == nil)
    #expect(missing?.message.contains("cannot open") == true)
    let dir = #expect(throws: TraceError.self) {
      try EvemuReader(path: Support.brokenFixtures.path)
    }
    // Checked before anything is read (ReadableFile).
    #expect(dir?.message == "is a directory")
    let desc = #expect(throws: TraceError.self) {
      try EvemuReader(
        path: Support.write("E: 0.000001 0000 0000 0000\n"), descriptionPath: "/nonexistent.desc")
    }
    #expect(desc?.file == "/nonexistent.desc")
  }
}
