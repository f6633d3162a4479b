import Foundation
import GestureTestSupport
import Testing

@testable import GestureCommandLine
@testable import GestureLive
@testable import GestureTraces
@testable import Gestures

/// The live subcommands' argument parsing, errors and recorder, on the host (the device lab
/// tests the live paths against a real kernel).
@Suite struct LiveOptionsTests {
  @Test func parsesEveryOption() throws {
    let o = try LiveOptions.parse([
      "--device", "/dev/input/event3", "--device=/dev/input/event7", "--backend", "evdev",
      "--grab", "--touches", "--format=json", "--record", "out.yml", "--latency",
    ])
    #expect(o.devices == ["/dev/input/event3", "/dev/input/event7"])
    #expect(o.backend == .evdev)
    #expect(o.grab && o.latency)
    #expect(o.mode == .touches)
    #expect(o.format == .json)
    #expect(o.record == "out.yml")
    #expect(o.effectiveSeat == nil)
  }

  @Test func defaultsToSeat0WithoutDevices() throws {
    let o = try LiveOptions.parse([])
    #expect(o.effectiveSeat == "seat0")
    #expect(o.mode == .transitions && o.format == .text && o.backend == .evdev)
    #expect(try LiveOptions.parse(["--seat", "seat1"]).effectiveSeat == "seat1")
    let li = try LiveOptions.parse(["--backend=libinput", "--scene", "s.json", "--explain"])
    #expect(li.backend == .libinput && li.scenePath == "s.json" && li.explain)
  }

  @Test func parsesHapticsOptions() throws {
    let o = try LiveOptions.parse([
      "--device", "/dev/input/event3", "--haptics", "/dev/input/event9", "--haptics-log",
    ])
    #expect(o.haptics.device == "/dev/input/event9")
    #expect(o.haptics.log && o.haptics.enabled)
    #expect(o.haptics.profile == nil)
    let p = try LiveOptions.parse(["--haptics=/dev/input/event4", "--haptics-profile=periodic"])
    #expect(p.haptics.device == "/dev/input/event4")
    #expect(p.haptics.profile == .periodic && !p.haptics.log)
    #expect(try LiveOptions.parse(["--haptics-log"]).haptics.enabled)
    #expect(!(try LiveOptions.parse([]).haptics.enabled))
    for args in [
      ["--haptics"], ["--haptics-profile", "buzz"],
      ["--touches", "--haptics", "/dev/input/event9"],
      ["--touches", "--haptics-log"],
    ] {
      #expect(throws: UsageError.self, "\(args)") { try LiveOptions.parse(args) }
    }
  }

  @Test func rejectsBadUsage() {
    for args in [
      ["--device"], ["--seat", "s", "--device", "/dev/input/event1"], ["--backend", "x11"],
      ["--format", "yaml"], ["--frobnicate"], ["trace.events"],
      ["--device", "/a", "--device", "/b", "--record", "two.events"],
      ["--backend", "libinput", "--record", "raw.yml"],
    ] {
      #expect(throws: UsageError.self, "\(args)") { try LiveOptions.parse(args) }
    }
    // Several devices record to libinput record.
    #expect(
      (try? LiveOptions.parse(["--device", "/a", "--device", "/b", "--record", "two.YAML"]))
        != nil)
  }

  /// A recording or plot written over an input device is refused; another path is fine.
  @Test func refusesAnOutputThatIsADevice() {
    for option in ["--record", "--plot"] {
      let (status, _, err) = replay(["live", "--device", "/dev/null", option, "/dev/../dev/null"])
      #expect(status == 2, "\(option)")
      #expect(err.contains("\(option) /dev/../dev/null is the device /dev/null"), "\(err)")
    }
  }

  @Test func liveAndDevicesAreSubcommands() {
    let out = OutputBuffer()
    let err = OutputBuffer()
    #expect(ReplayCommand.run(arguments: ["live", "--help"], output: out, errors: err) == 0)
    #expect(out.text.hasPrefix("usage: gesture-replay live"))
    #expect(ReplayCommand.run(arguments: ["live", "--bogus"], output: out, errors: err) == 2)
    #expect(err.text.contains("live: unknown option --bogus"))
    let out2 = OutputBuffer()
    #expect(ReplayCommand.run(arguments: ["devices", "--help"], output: out2, errors: err) == 0)
    #expect(out2.text.hasPrefix("usage: gesture-replay devices"))
  }

  @Test func missingDeviceExitsOneNamingIt() {
    let out = OutputBuffer()
    let err = OutputBuffer()
    let status = ReplayCommand.run(
      arguments: ["live", "--device", "/nonexistent/event9"], output: out, errors: err)
    #expect(status == 1)
    #expect(err.text.contains("/nonexistent/event9: no such device"))
  }

  @Test func notAnEvdevNodeIsSaid() {
    #expect(throws: LiveError.self) { try EvdevDevice(path: "/dev/null") }
    let entry = DeviceList.entry("/dev/null")
    #expect(!entry.canOpen)
    #expect(entry.error == "not an evdev device")
  }

  @Test func permissionDeniedNamesTheUaccessRuleNotTheInputGroup() {
    let e = LiveError.open(path: "/dev/input/event4", errno: EACCES)
    #expect(e.kind == .permissionDenied)
    #expect(e.description.hasPrefix("/dev/input/event4: permission denied: "))
    #expect(e.description.contains("70-gestures.rules"))
    #expect(e.description.contains("uaccess"))
    #expect(!e.description.contains("input' group"))
  }

  @Test func nodesSortByNumber() {
    let nodes = ["/dev/input/event10", "/dev/input/event2", "/dev/input/event1"]
    #expect(
      nodes.sorted { DeviceList.nodeNumber($0) < DeviceList.nodeNumber($1) } == [
        "/dev/input/event1", "/dev/input/event2", "/dev/input/event10",
      ])
    #expect(DeviceList.nodeNumber("/dev/input/mouse0") == .max)
  }

  @Test func forceFeedbackNames() {
    #expect(DeviceList.forceFeedbackName(0x50) == "rumble")
    #expect(DeviceList.forceFeedbackName(0x5a) == "sine")
    #expect(DeviceList.forceFeedbackName(0x60) == "gain")
    #expect(DeviceList.forceFeedbackName(0x7f) == "ff-0x7f")
  }

  /// A touchscreen with two slots, as a live device would describe itself.
  static let screen = DeviceDescription(
    name: "Lab Screen", id: DeviceID(bustype: 3, vendor: 1, product: 2, version: 1),
    codes: [
      EventType.syn: [0, 3], EventType.key: [KeyCode.btnTouch],
      EventType.abs: [
        AbsCode.x, AbsCode.y, AbsCode.mtSlot, AbsCode.mtPositionX, AbsCode.mtPositionY,
        AbsCode.mtTrackingID,
      ],
    ],
    absInfo: [
      AbsCode.x: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
      AbsCode.y: AbsInfo(minimum: 0, maximum: 500, resolution: 10),
      AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 1),
      AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
      AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 500, resolution: 10),
      AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
    ], properties: [InputProperty.direct])

  /// Events of one tap at CLOCK_MONOTONIC-like times.
  static func tap(at t0: Int64) -> [EvdevEvent] {
    [
      EvdevEvent(time: t0, type: EventType.abs, code: AbsCode.mtTrackingID, value: 5),
      EvdevEvent(time: t0, type: EventType.abs, code: AbsCode.mtPositionX, value: 400),
      EvdevEvent(time: t0, type: EventType.abs, code: AbsCode.mtPositionY, value: 200),
      EvdevEvent(time: t0, type: EventType.key, code: KeyCode.btnTouch, value: 1),
      EvdevEvent(time: t0, type: EventType.syn, code: SynCode.report, value: 0),
      EvdevEvent(time: t0 + 80_000, type: EventType.abs, code: AbsCode.mtTrackingID, value: -1),
      EvdevEvent(time: t0 + 80_000, type: EventType.key, code: KeyCode.btnTouch, value: 0),
      EvdevEvent(time: t0 + 80_000, type: EventType.syn, code: SynCode.report, value: 0),
    ]
  }

  @Test(arguments: ["live.events", "live.yml"])
  func recorderWritesTimesFromTheFirstEvent(name: String) throws {
    let path = temporaryPath(name)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let t0: Int64 = 1_234_567_890
    let recorder = try LiveRecorder(path: path, devices: [(index: 0, description: Self.screen)])
    recorder.origin = t0
    for e in Self.tap(at: t0) { try recorder.write(device: 0, e) }
    try recorder.finish()
    var source = try TraceFile.open(path: path)
    #expect(source.devices.first?.name == "Lab Screen")
    var events: [EvdevEvent] = []
    while let r = try source.next() { events.append(r.event) }
    #expect(events.map(\.time) == Self.tap(at: 0).map(\.time))
    #expect(events.map(\.code) == Self.tap(at: 0).map(\.code))
  }

  @Test func evemuRecorderRefusesTwoDevices() {
    let path = temporaryPath("two.events")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: TraceError.self) {
      try LiveRecorder(
        path: path,
        devices: [(index: 0, description: Self.screen), (index: 1, description: Self.screen)])
    }
  }
}
