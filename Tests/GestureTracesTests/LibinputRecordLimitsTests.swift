import Foundation
import GestureTestSupport
import Testing

@testable import GestureTraces
@testable import Gestures

/// Issue 27, memory that grows with one value: libyaml holds a whole scalar before producing it
/// (a 64 MiB scalar cost 139 MB). A scalar over 1 MiB is refused, naming the file and line,
/// after reading little more than that.
@Suite struct LibinputRecordLimitsTests {
  @Test func aScalarOverOneMebibyteIsRefused() throws {
    let path = temporaryPath("huge-scalar.yml")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let name = String(repeating: "a", count: 2 << 20)
    let text = "version: 1\nndevices: 1\ndevices:\n- evdev:\n    name: \"\(name)\"\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    #expect {
      try LibinputRecordReader(path: path)
    } throws: { error in
      guard let error = error as? TraceError else { return false }
      return error.file == path && error.line == 5
        && error.message
          == "a YAML scalar or comment longer than 1 MiB: not a libinput recording"
    }
  }

  /// A scalar just under the limit is read.
  @Test func aScalarUnderTheLimitIsRead() throws {
    let path = temporaryPath("large-scalar.yml")
    defer { try? FileManager.default.removeItem(atPath: path) }
    // A udev property's value: a device name is bounded far lower (255 bytes).
    let value = String(repeating: "a", count: (1 << 20) - 64 * 1024)
    let text =
      "version: 1\nndevices: 1\ndevices:\n- evdev:\n    name: \"Pad\"\n"
      + "    id: [1, 2, 3, 4]\n    codes: {0: [0]}\n  udev:\n    properties:\n"
      + "    - LONG=\(value)\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let reader = try LibinputRecordReader(path: path)
    #expect(reader.devices.first?.udevProperties["LONG"]?.count == value.count)
  }
}
