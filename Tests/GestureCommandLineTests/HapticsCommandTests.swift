import GestureTestSupport
import Glibc
import Testing

@testable import GestureCommandLine
@testable import GestureHaptics
@testable import Gestures

@Suite struct HapticsCommandTests {
  func run(_ arguments: [String]) -> (Int32, String, String) { replay(["haptics"] + arguments) }

  @Test func renderPrintsTheTimeline() {
    let (status, out, _) = run(["render", "success"])
    #expect(status == 0)
    #expect(
      out == """
        # success: profile rumble, 2 motors, 16 effects, pulse ≥ 20 ms, step 20 ms
        #  start  length  effect
               0      35  rumble strong 0x5c5c (36%) weak 0x5c5c (36%)
              90      35  rumble strong 0xffff (100%) weak 0xffff (100%)
        # 2 segments, 125 ms

        """)
    let (_, json, _) = run(["render", "selection", "--profile=periodic", "--format", "json"])
    #expect(
      json
        == "{\"start\":0,\"length\":12,\"type\":\"periodic\",\"waveform\":\"square\",\"period\":5,\"magnitude\":4497}\n"
    )
    let (_, one, _) = run(["render", "impact-medium", "--motors", "1"])
    #expect(one.contains("1 motor,") && one.contains("weak 0x0000"))
  }

  @Test func renderReadsAHAPFilesAndPrintsNotes() {
    let file = HapticFixtures.own("bounce.ahap")
    let (status, out, err) = run(["render", file, "--profile", "onoff"])
    #expect(status == 0 && err.isEmpty)
    #expect(out.hasPrefix("# bounce.ahap: profile onoff"))
    let ramp = HapticFixtures.own("ramp.ahap")
    let (clamped, _, notes) = run(["render", ramp, "--format", "json"])
    #expect(clamped == 0)
    let lines = notes.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines.first
        == "gesture-replay: note: \(ramp): Pattern[0].Event.EventParameters[0].ParameterValue: "
        + "1.25 is out of range, clamped to 1")
    let broken = HapticFixtures.broken.appendingPathComponent("parameter-value-string.ahap").path
    let (bad, _, message) = run(["render", broken])
    #expect(bad == 1)
    #expect(
      message.hasPrefix(
        "\(broken): Pattern[3].Event.EventParameters[0].ParameterValue: expected a number"))
  }

  @Test func presetsAreListed() {
    let (status, out, _) = run(["presets"])
    #expect(status == 0)
    #expect(
      out.split(separator: "\n").map { $0.split(separator: " ")[0] }
        == HapticPreset.allCases.map { Substring($0.name) })
    #expect(
      out.contains(
        "success        transient at 0 ms intensity 0.50 sharpness 0.50, transient at 90 ms"))
  }

  @Test func usageErrorsExitTwo() {
    for args in [
      [], ["render"], ["render", "nope"], ["render", "success", "extra"], ["sing", "success"],
      ["render", "success", "--profile", "loud"], ["render", "success", "--motors", "3"],
      ["render", "success", "--device", "/dev/input/event0"],
      ["play", "success", "--device", "x", "--gain", "150"], ["presets", "success"],
      ["render", "success", "--bogus"],
    ] {
      let (status, _, err) = run(args)
      #expect(status == 2, "\(args)")
      #expect(err.contains("usage: gesture-replay haptics"), "\(args)")
    }
    let (help, out, _) = run(["--help"])
    #expect(help == 0 && out.contains("--profile rumble|periodic|onoff"))
  }

  @Test func playWithoutADeviceFails() {
    let (status, _, err) = run(["play", "success", "--device", "/nonexistent/event3"])
    #expect(status == 1)
    #expect(err.hasPrefix("/nonexistent/event3: cannot open: "))
  }

  @Test func playWithoutADeviceTakesTheFirstWritableOne() throws {
    var options = HapticsOptions()
    options.action = .play
    #expect(throws: Never.self) {
      options = try HapticsOptions.parse(["play", "success", "--log"])
    }
    #expect(options.action == .play && options.device == nil)
    var template = Array("/tmp/gestures-noff-XXXXXX".utf8CString)
    let dir = try #require(mkdtemp(&template).map { String(cString: $0) })
    defer { rmdir(dir) }
    #expect {
      _ = try HapticsCommand.defaultDevice(directory: dir)
    } throws: { error in
      (error as? ForceFeedbackError)?.message
        == "no device with rumble or periodic force feedback (give one with --device)"
    }
  }
}
