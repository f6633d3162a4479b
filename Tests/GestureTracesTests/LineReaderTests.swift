import Foundation
import Testing

@testable import GestureTraces

@Suite struct LineReaderTests {
  func lines(_ bytes: [UInt8], bufferSize: Int = 16, maximum: Int = 1 << 20) throws -> [String] {
    let path = try EvemuTestSupport.temporaryDirectory().appendingPathComponent("lines").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let reader = try LineReader(path: path, bufferSize: bufferSize, maximumLineLength: maximum)
    var out: [String] = []
    while let line = try reader.nextLine() {
      out.append(String(decoding: line, as: UTF8.self))
      #expect(reader.lineNumber == out.count)
    }
    #expect(try reader.nextLine() == nil)
    return out
  }

  @Test func splitsLinesAcrossBufferRefills() throws {
    let text = (0..<500).map { "line \($0) " + String(repeating: "y", count: $0 % 37) }
    for size in [16, 17, 64, 4096] {
      #expect(
        try lines(Array((text.joined(separator: "\n") + "\n").utf8), bufferSize: size) == text)
    }
  }

  @Test func endings() throws {
    #expect(try lines([]) == [])
    #expect(try lines(Array("\n".utf8)) == [""])
    #expect(try lines(Array("a\r\nb\r\n\r\nc".utf8)) == ["a", "b", "", "c"])
    #expect(try lines(Array("no newline at end".utf8)) == ["no newline at end"])
    #expect(try lines(Array("a\rb\n".utf8)) == ["a\rb"])
  }

  @Test func longLinesGrowTheBufferUpToTheLimit() throws {
    let long = String(repeating: "z", count: 1000)
    #expect(
      try lines(Array("a\n\(long)\nb\n".utf8), bufferSize: 16, maximum: 1000) == ["a", long, "b"])
    #expect(
      try lines(Array("a\n\(long)\r\nb".utf8), bufferSize: 16, maximum: 1000) == ["a", long, "b"])
    let error = #expect(throws: TraceError.self) {
      _ = try lines(Array("a\n\(long)x\nb\n".utf8), bufferSize: 16, maximum: 1000)
    }
    #expect(error?.line == 2)
    let unterminated = #expect(throws: TraceError.self) {
      _ = try lines(Array("a\n\(long)\(long)".utf8), bufferSize: 16, maximum: 1000)
    }
    #expect(unterminated?.line == 2)
  }

  @Test func nulIsBinaryData() throws {
    let error = #expect(throws: TraceError.self) {
      _ = try lines([0x61, 0x0A, 0x62, 0x00, 0x63, 0x0A])
    }
    #expect(error?.line == 2)
    #expect(error?.message.contains("binary") == true)
  }
}
