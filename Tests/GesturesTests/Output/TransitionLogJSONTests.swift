import GestureTesting
import Testing

@testable import Gestures

/// JSON Lines from `TransitionLog` match the reference line for line, whatever the names, the
/// devices and the recognizers: its cached headers never show a stale name.
@Suite struct TransitionLogJSONTests {
  static let names = [
    "root", "window/list/photo", "quote\"d", "back\\slash", "tab\there", "new\nline",
    "\u{1}control", "ünïcödé ✋", "a-rather-long-region-name-that-is-not-a-small-string",
  ]
  static let phases = GesturePhase.allCases

  /// Transitions over many recognizers (more than the cache's slots, so slots are shared),
  /// names that need escaping, devices without a name and a recognizer whose names change.
  @Test func linesMatchTheReference() {
    let recognizers: [GestureRecognizer] = (0..<300).map { _ in TapGesture().makeRecognizer() }
    var random = SplitMix64(seed: 3)
    var deviceNames = ["Wacom ISDv4 E6 Finger", "pad \"2\""]
    let out = OutputBuffer()
    let log = TransitionLog(format: .json, output: out, deviceNames: deviceNames, origin: 1000)
    var expected = ""
    for i in 0..<20_000 {
      if i == 10_000 {
        // New names: lines after this must carry them, not the cached old ones.
        deviceNames = ["Other Device", "pad \"2\"", "third"]
        log.deviceNames = deviceNames
      }
      let r = recognizers[Int(random.next() % UInt64(recognizers.count))]
      let to = Self.phases[Int(random.next() % UInt64(Self.phases.count))]
      let t = Transition(
        time: 1000 + Int64(random.next() % 10_000_000_000), device: Int(random.next() % 4),
        node: Self.names[Int(random.next() % UInt64(Self.names.count))],
        gesture: Self.names[Int(random.next() % UInt64(Self.names.count))],
        from: Self.phases[Int(random.next() % UInt64(Self.phases.count))], to: to,
        reason: to == .failed || to == .cancelled
          ? .movedTooFar(distance: Double(i) / 7, maximum: 10) : nil)
      log.record(t, recognizer: r)
      let value = OutputBuffer()
      r.writeJSONValue(to: value)
      expected += OutputReference.jsonLine(
        t, deviceNames: deviceNames, origin: 1000, value: value.text)
    }
    #expect(log.count == 20_000)
    let got = out.text.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(got.count == want.count)
    if let first = got.indices.first(where: { $0 < want.count && got[$0] != want[$0] }) {
      Issue.record("line \(first + 1): \(got[first]) expected \(want[first])")
    }
  }

  /// Names built afresh for each line (equal text, other storage) write the same bytes as
  /// the names they equal, and unequal ones on the same recognizer their own.
  @Test func equalNamesFromOtherStringsWriteTheirOwnText() {
    let r = TapGesture().makeRecognizer()
    let out = OutputBuffer()
    let log = TransitionLog(format: .json, output: out, deviceNames: ["d"])
    var expected = ""
    for i in 0..<6 {
      let node = ["window", "list", String(i % 2)].joined(separator: "/")
      let t = Transition(
        time: Int64(i), device: 0, node: node, gesture: "t" + String(repeating: "a", count: i % 3),
        from: .possible, to: .ended)
      log.record(t, recognizer: r)
      expected += OutputReference.jsonLine(t, deviceNames: ["d"], origin: 0, value: "null")
    }
    #expect(out.text == expected)
  }
}
