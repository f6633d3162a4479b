import GestureTestSupport
import Glibc
import Testing

@testable import GestureCommandLine
@testable import GesturePlot
@testable import GestureSession
@testable import GestureTraces
@testable import Gestures

@Suite("live --plot")
struct LivePlotTests {
  @Test("--plot is parsed, and refused with --touches")
  func options() throws {
    #expect(try LiveOptions.parse(["--plot", "x.svg"]).plot == "x.svg")
    #expect(throws: UsageError.self) { try LiveOptions.parse(["--plot", "x.svg", "--touches"]) }
    #expect(throws: UsageError.self) { try LiveOptions.parse(["--plot"]) }
    #expect(LiveOptions.usage.contains("--plot FILE.svg"))
  }

  @Test("a live session's picture is what plot draws of the same input")
  func sameAsReplay() throws {
    let trace = "Recordings/synth/touchscreen-pinch-out.events"
    let path = "/tmp/gesture-live-plot-test-\(getpid()).svg"
    defer { unlink(path) }
    let live = LivePlot(path: path, scene: nil, actions: nil)
    let session = Session(scene: nil, output: OutputBuffer(), observer: live.observer)
    live.attach(to: session)
    let source = try EvemuReader(path: repositoryRoot + "/" + trace)
    var stream = TouchStream(source: source, quirks: LibinputQuirks())
    let names = stream.source.devices.map(\.name)
    for (i, decoder) in stream.decoders.enumerated() {
      live.addedDevice(i, names: names, surface: decoder.surface)
      let d = stream.source.devices[i]
      live.device(i, identity: DeviceIdentity(kind: d.kind, name: d.name))
    }
    try session.replay(&stream) { frame in
      if live.plot.origin == nil, let o = session.origin { live.setOrigin(o) }
      live.frame(frame)
    }
    #expect(live.finish(at: stream.currentTime) == nil)
    let svg = try readTextFile(path)
    let reference = runPlot(trace).svg
    func body(_ s: String) -> [Substring] {
      s.split(separator: "\n").filter { !$0.contains("font-size=\"14\"") }
    }
    #expect(body(svg) == body(reference))
    #expect(svg.contains(">live</text>"))
    #expect(LivePlot(path: "/nonexistent/dir/x.svg", scene: nil, actions: nil).finish(at: 0) != nil)
  }
}
