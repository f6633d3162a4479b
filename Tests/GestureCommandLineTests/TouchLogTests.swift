import Foundation
import GestureTestSupport
import Testing

@testable import Gestures

/// `gesture-replay --touches`: one line per contact change, JSON Lines with the contract's keys.
@Suite struct TouchLogTests {
  func lines(_ args: [String]) -> [[String: Any]] {
    let (status, out, _) = replay(args)
    #expect(status == 0)
    return out.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  @Test func jsonLinesCarryTheContractsKeys() {
    let path = repositoryRoot + "/Recordings/synth/touchscreen-tap.events"
    let objects = lines(["--touches", "--format", "json", path])
    #expect(objects.count >= 2)
    for o in objects {
      for key in ["time", "device", "slot", "contact", "phase", "x", "y"] {
        #expect(o[key] != nil, "missing \(key)")
      }
    }
    let phases = objects.map { $0["phase"] as? String ?? "" }
    #expect(phases.first == "down" && phases.last == "up")
    #expect(phases.dropFirst().dropLast().allSatisfy { $0 == "moved" })
    #expect(objects[0]["time"] as? Double == 0)
    #expect(abs((objects[0]["x"] as? Double ?? 0) - 128) < 0.01)
  }

  @Test func extraTouchpadFingersAreCountedWithoutPositions() {
    let path = repositoryRoot + "/Recordings/synth/touchpad-extra-fingers.events"
    let objects = lines(["--touches", "--format", "json", path])
    // Two slots: only contacts 1 and 2 ever have positions; the 3rd and 4th finger show as
    // the `fingers` count on the lines of the frames they are down in.
    #expect(Set(objects.compactMap { $0["contact"] as? Int }) == [1, 2])
    var counts: [Int] = []
    for o in objects {
      if let f = o["fingers"] as? Int, counts.last != f { counts.append(f) }
    }
    #expect(counts == [3, 4, 3])
  }

  @Test func textIsOneAlignedLinePerChange() {
    let path = repositoryRoot + "/Recordings/synth/touchscreen-tap.events"
    let (_, out, _) = replay(["--touches", path])
    let text = out.split(separator: "\n")
    #expect(text.count >= 2)
    #expect(text[0].contains(" down ") && text[0].contains("128.00"))
    #expect(text.last!.contains(" up "))
  }
}
