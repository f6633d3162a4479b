import Foundation
import GestureTestSupport
import Testing

@testable import Gestures

/// `--explain`: after each touch sequence, who competed, who won, why each loser lost.
@Suite struct ExplainTests {
  let doubleTap = [
    "--desc", repositoryRoot + "/Recordings/evemu-devices/Wacom_ISDv4_E6_Finger.desc",
    repositoryRoot + "/Recordings/evemu-devices/Wacom_ISDv4_E6_Finger.double-tap-center.events",
  ]

  @Test func textAccountOfADoubleTap() {
    let (status, out, _) = replay(["--explain"] + doubleTap)
    #expect(status == 0)
    let account = out.split(separator: "\n").filter { $0.hasPrefix("#") }.map(String.init)
    #expect(account.first?.hasPrefix("# sequence 0.000–0.232 s, 2 touches") == true)
    #expect(account.contains("#   won: double-tap"))
    #expect(account.contains("#   tap failed: double-tap won"))
    #expect(account.contains { $0.hasPrefix("#   long-press failed: lifted after 0.032 s") })
    // Every gesture that ran is named once among the competitors.
    let competed = account.first { $0.hasPrefix("#   competed: ") }!
    for name in ["double-tap", "tap", "long-press", "drag", "magnify", "rotate"] {
      #expect(competed.components(separatedBy: name).count >= 2, "\(name) missing")
    }
  }

  @Test func jsonAccountIsOneObject() throws {
    let (_, out, _) = replay(["--explain", "--format", "json"] + doubleTap)
    let explain = try #require(out.split(separator: "\n").first { $0.hasPrefix("{\"explain\"") })
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(explain.utf8)) as? [String: Any])
    let body = try #require(object["explain"] as? [String: Any])
    #expect(body["won"] as? [String] == ["double-tap"])
    #expect(body["touches"] as? Int == 2)
    let lost = try #require(body["lost"] as? [[String: Any]])
    #expect(
      lost.contains {
        $0["gesture"] as? String == "tap" && $0["reason"] as? String == "double-tap won"
      })
  }

  @Test func explainIsForTransitions() {
    let (status, _, err) = replay(["--touches", "--explain"] + doubleTap)
    #expect(status == 2)
    #expect(err.contains("--explain"))
  }
}
