import Foundation
import GestureTestSupport
import GestureTesting
import Testing

@testable import GestureCommandLine
@testable import Gestures

/// libinput's touchpad configuration on the command line: `--enable-tap`, `--disable-tap`,
/// `--enable-drag`, `--disable-drag` and `--drag-lock`, for replay and live, and what a replay
/// decides with them.
@Suite struct TouchpadOptionsTests {
  @Test func theOptionsSetTheConfiguration() throws {
    #expect(try ReplayOptions.parse(["t.events"]).touchpad.configuration == TouchpadConfiguration())
    let r = try ReplayOptions.parse([
      "--disable-tap", "--disable-drag", "--drag-lock", "sticky", "t.events",
    ])
    #expect(
      r.touchpad.configuration
        == TouchpadConfiguration(tapping: false, tapAndDrag: false, dragLock: .sticky))
    // The last word wins, as with libinput debug-events' options.
    let again = try ReplayOptions.parse([
      "--disable-tap", "--enable-tap", "--drag-lock=timeout", "t",
    ])
    #expect(again.touchpad.configuration == TouchpadConfiguration(dragLock: .timeout))
    #expect(
      try ReplayOptions.parse(["--drag-lock", "off", "t"]).touchpad.configuration.dragLock
        == .disabled)
    // libinput debug-events' own spelling: a mode only after `=`, timeout without one.
    for (words, lock) in [
      (["--enable-drag-lock=sticky"], TouchpadConfiguration.DragLock.sticky),
      (["--enable-drag-lock"], .timeout), (["--enable-drag-lock=timeout"], .timeout),
      (["--drag-lock", "sticky", "--disable-drag-lock"], .disabled),
    ] {
      #expect(try ReplayOptions.parse(words + ["t"]).touchpad.configuration.dragLock == lock)
    }
    // Without `=`, the next word is the trace, not the mode.
    #expect(try ReplayOptions.parse(["--enable-drag-lock", "sticky"]).traces == ["sticky"])
    let maps = try ReplayOptions.parse([
      "--set-tap-map", "lmr", "--set-click-method=clickfinger", "--set-clickfinger-map", "lmr",
      "t",
    ])
    #expect(
      maps.touchpad.configuration
        == TouchpadConfiguration(
          tapButtonMap: .lmr, clickMethod: .clickfinger, clickfingerButtonMap: .lmr))
    #expect(maps.touchpad.given)
    for (word, method) in [
      ("none", TouchpadConfiguration.ClickMethod.disabled), ("buttonareas", .buttonAreas),
    ] {
      #expect(
        try ReplayOptions.parse(["--set-click-method", word, "t"]).touchpad.configuration
          .clickMethod == method)
    }
    let live = try LiveOptions.parse(["--disable-tap"])
    #expect(live.touchpad.configuration.tapping == false)
    #expect(
      live.configuration(stopDescriptor: nil, quirks: LibinputQuirks()).touchpad.tapping == false)
    for bad in [
      ["--drag-lock", "never", "t"], ["--drag-lock", "disabled", "t"], ["--enable-tap=yes", "t"],
      ["--set-tap-map", "rml", "t"], ["--set-click-method", "areas", "t"],
      ["--set-clickfinger-map", "t"], ["--enable-drag-lock=on", "t"],
      ["--disable-drag-lock=sticky", "t"],
    ] {
      #expect(throws: UsageError.self, "\(bad)") { try ReplayOptions.parse(bad) }
    }
  }

  @Test func aReplayWithTappingOffTapsNothing() throws {
    // A robot tapping one finger 20 times on a Chromebook Pixel's Atmel pad (libinput taps
    // each: Tests/DeviceLab/LIBINPUT-JUDGE.md).
    let dir = repositoryRoot + "/Recordings/chromiumos-autotest-firmware_TouchMTB/"
    let path = dir + "log-link-20130806_221321-fw_1.0.AA-robot-rapid_taps_20.center.events"
    let desc = dir + "link-Atmel_maXTouch_Touchpad.desc"
    func taps(_ configuration: TouchpadConfiguration) throws -> Int {
      let root = Region(name: "pad")
      root.gesture(TouchpadGesture(.tap, touches: 1), name: "tap")
      let r = try GestureReplay.run(
        path: path, descriptionPath: desc, scene: .region(root), touchpad: configuration)
      return r.transitions(of: "tap").filter { $0.to == .ended }.count
    }
    #expect(try taps(TouchpadConfiguration()) == 20)
    #expect(try taps(TouchpadConfiguration(tapping: false)) == 0)
  }

  @Test("a scene's \"touchpad\" settings apply, and the command line's options change them")
  func sceneSettingsThenOptions() throws {
    let dir = repositoryRoot + "/Recordings/chromiumos-autotest-firmware_TouchMTB/"
    let path = dir + "log-link-20130806_221321-fw_1.0.AA-robot-rapid_taps_20.center.events"
    let desc = dir + "link-Atmel_maXTouch_Touchpad.desc"
    let scenePath = "/tmp/gestures-touchpad-scene-\(getpid()).json"
    defer { unlink(scenePath) }
    func taps(scene: String, _ options: [String] = []) throws -> Int {
      try scene.write(toFile: scenePath, atomically: false, encoding: .utf8)
      let (status, out, err) = replay(["--scene", scenePath, "--desc", desc] + options + [path])
      #expect(status == 0, "\(err)")
      return out.split(separator: "\n").filter { $0.contains("tap") && $0.contains("→ ended") }
        .count
    }
    let gestures =
      #"{"name": "pad", "gestures": [{"name": "tap", "gesture": {"touchpad": {"kind": "tap"}}}]}"#
    #expect(try taps(scene: #"{"root": \#(gestures)}"#) == 20)
    let off = #"{"touchpad": {"tapping": false, "dragLock": "sticky"}, "root": \#(gestures)}"#
    #expect(try taps(scene: off) == 0)
    #expect(try taps(scene: off, ["--enable-tap"]) == 20)
    // A value out of its set names the key's path and what it may be.
    try #"{"touchpad": {"dragLock": "forever"}, "root": \#(gestures)}"#.write(
      toFile: scenePath, atomically: false, encoding: .utf8)
    let (status, _, err) = replay(["--scene", scenePath, path])
    #expect(status != 0)
    #expect(
      err.contains("touchpad.dragLock") && err.contains(#"unknown value "forever""#), "\(err)")
  }

  @Test func changesApplyInOrder() {
    var scene = TouchpadConfiguration.Changes()
    scene.tapping = false
    scene.threeFingerDrag = .threeFingers
    var options = TouchpadConfiguration.Changes()
    options.tapping = true
    let c = scene.then(options).applied(to: TouchpadConfiguration(dragLock: .timeout))
    #expect(c == TouchpadConfiguration(dragLock: .timeout, threeFingerDrag: .threeFingers))
    #expect(TouchpadConfiguration.Changes().isEmpty && !scene.isEmpty)
  }
}
