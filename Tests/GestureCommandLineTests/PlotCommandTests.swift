import Foundation
import GestureTestSupport
import Glibc
import Testing

@testable import GestureCommandLine
@testable import GesturePlot
@testable import Gestures

@Suite("gesture-replay plot")
struct PlotCommandTests {
  static let doubleTap = "Recordings/synth/touchscreen-double-tap.events"
  static let pinch = "Recordings/synth/touchscreen-pinch-out.events"
  static let cancelledDrag = "Recordings/synth/syn-dropped-mid-drag.events"

  /// The executable, in a process of its own (another hashing seed), writes the same bytes.
  @Test("the same trace gives the same bytes")
  func deterministic() throws {
    for trace in [Self.doubleTap, Self.cancelledDrag, "Recordings/evemu/bcm5974.event"] {
      let a = runPlot(trace)
      let path = temporaryPath("plot.svg")
      defer { unlink(path) }
      let b = try replayInAnotherProcess(["plot", repositoryRoot + "/" + trace, "--output", path])
      #expect(a.status == 0 && b.0 == 0, "\(b.2)")
      #expect(!a.svg.isEmpty)
      #expect(a.svg == (try? String(contentsOfFile: path, encoding: .utf8)), "\(trace)")
    }
  }

  @Test("the SVG is well-formed XML and self-contained")
  func wellFormed() {
    for trace in [Self.doubleTap, Self.pinch, Self.cancelledDrag, "Recordings/evemu/bcm5974.event"]
    {
      let svg = runPlot(trace).svg
      #expect(xmlProblem(svg) == nil, "\(trace): \(xmlProblem(svg) ?? "")")
      #expect(svg.hasPrefix("<?xml"))
      for banned in ["<script", "href", "url(", "@import", "<style", "<image"] {
        #expect(!svg.contains(banned), "\(trace) has \(banned)")
      }
    }
  }

  @Test("a double tap: two taps, the double-tap lane ending at the second lift")
  func doubleTap() throws {
    for (trace, desc) in [
      (Self.doubleTap, nil),
      (
        "Recordings/evemu-devices/Wacom_ISDv4_E6_Finger.double-tap-center.events",
        "Recordings/evemu-devices/Wacom_ISDv4_E6_Finger.desc"
      ),
    ] as [(String, String?)] {
      let r = runPlot(trace, desc.map { ["--desc", repositoryRoot + "/" + $0] } ?? [])
      #expect(r.status == 0, "\(r.errors)")
      let lifts = try liftTimes(trace, desc: desc)
      #expect(lifts.count == 2)
      let t = titles(r.svg)
      // Two contacts, each a path and a span on the contact lane.
      #expect(polylines(r.svg).count == 2)
      #expect(t.filter { $0.hasPrefix("contact ") && $0.contains("(finger)") }.count == 4)
      let ended = t.filter { $0.hasPrefix("double-tap possible → ended at ") }
      #expect(ended == ["double-tap possible → ended at \(lifts[1]) s"], "\(t)")
      #expect(layoutLanes(r.svg).contains { $0.kind == "gesture" && $0.name == "double-tap" })
    }
  }

  @Test("a pinch: two diverging paths, the magnify lane active over them")
  func pinch() throws {
    let r = runPlot(Self.pinch)
    #expect(r.status == 0)
    let paths = polylines(r.svg)
    try #require(paths.count == 2)
    func gap(_ i: Int) -> Double {
      let a = i == 0 ? paths[0].first! : paths[0].last!
      let b = i == 0 ? paths[1].first! : paths[1].last!
      return ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)).squareRoot()
    }
    #expect(gap(1) > gap(0) * 1.5, "the paths diverge")
    let t = titles(r.svg)
    let began = t.first { $0.hasPrefix("magnify possible → began at ") }
    let ended = t.first { $0.hasPrefix("magnify changed → ended at ") }
    #expect(began != nil)
    #expect(ended != nil)
    #expect(
      t.filter { $0.hasPrefix("magnify changed → changed at ") && $0.contains(": x") }.count > 5)
    // The contacts span the magnify's active time.
    let contacts = t.filter { $0.hasPrefix("contact ") && $0.contains("–") && !$0.contains("at ") }
    #expect(contacts.count >= 2)
  }

  @Test("a cancelled drag's reason is in its title")
  func cancelledDrag() {
    let r = runPlot(Self.cancelledDrag)
    #expect(r.status == 0)
    let t = titles(r.svg)
    #expect(
      t.contains {
        $0.hasPrefix("drag changed → cancelled at 0.320 s")
          && $0.hasSuffix("— a touch was cancelled: its lift was lost to SYN_DROPPED")
      }, "\(t.filter { $0.contains("cancelled") })")
    // Failures carry theirs too, and the explanation names the cancellation.
    #expect(t.contains { $0.contains("failed at") && $0.contains("more than the maximum") })
    #expect(t.contains { $0.contains("drag was cancelled: a touch was cancelled") })
  }

  @Test("--from and --to draw only that stretch")
  func window() {
    let late = runPlot(Self.cancelledDrag, ["--from", "0.5"])
    #expect(late.status == 0)
    let lt = titles(late.svg)
    #expect(!lt.contains { $0.contains("cancelled at 0.320") })
    #expect(lt.contains { $0.hasPrefix("drag changed → ended at 0.720 s") })
    #expect(polylines(late.svg).count == 1)
    let early = runPlot(Self.cancelledDrag, ["--to", "0.4"])
    let et = titles(early.svg)
    #expect(et.contains { $0.contains("cancelled at 0.320") })
    #expect(!et.contains { $0.contains("ended at 0.720") })
    #expect(polylines(early.svg).count == 1)
    let both = runPlot(Self.cancelledDrag, ["--from", "0.1", "--to", "0.2"])
    #expect(both.status == 0)
    #expect(titles(both.svg).contains { $0.hasPrefix("drag changed → changed at 0.152 s") })
    #expect(!titles(both.svg).contains { $0.contains("at 0.040 s") })
  }

  @Test("bad options exit 2 with the usage; a bad trace exits 1 with file:line")
  func badInput() {
    for args in [
      ["--from", "x"], ["--to", "-1"], ["--from", "0.5", "--to", "0.2"], ["--bogus"],
      ["--width", "5"], [repositoryRoot + "/" + Self.pinch],
    ] {
      let r = runPlot(Self.doubleTap, args)
      #expect(r.status == 2, "\(args)")
      #expect(r.errors.contains("usage: gesture-replay plot"), "\(args)")
    }
    #expect(runPlot(Self.doubleTap, output: false).status == 2)
    #expect(runPlot(nil).status == 2)
    let broken = "Tests/GesturesTests/Fixtures/broken/evemu/id-bad-hex.evemu"
    let r = runPlot(broken)
    #expect(r.status == 1)
    #expect(r.errors.contains("id-bad-hex.evemu:3: "), "\(r.errors)")
    #expect(r.svg.isEmpty)
    let missing = runPlot("/nonexistent/trace")
    #expect(missing.status == 1)
    #expect(missing.errors.hasPrefix("/nonexistent/trace: "))
    let unwritable = runPlot(Self.doubleTap, ["--output", "/nonexistent/dir/x.svg"], output: false)
    #expect(unwritable.status == 1)
    let help = runPlot(nil, ["--help"], output: false)
    #expect(help.status == 0)
  }

  @Test("--from and --to beyond 10⁹ s, not finite or negative are usage errors, not a trap")
  func windowRange() throws {
    for value in ["1e300", "inf", "nan", "-1", "1000000001"] {
      for name in ["--from", "--to"] {
        #expect(throws: UsageError("\(name) wants seconds from 0 to 1000000000, not '\(value)'")) {
          try PlotOptions.parse(["trace", "--output", "x.svg", name, value])
        }
      }
    }
    #expect(try PlotOptions.parse(["trace", "--output", "x.svg", "--from", "1e9"]).from == 1e9)
    // The whole command: exit 2 with the usage (it trapped converting the window to µs).
    let r = runPlot("Recordings/synth/touchscreen-tap.events", ["--from", "1e300"])
    #expect(r.status == 2)
    #expect(r.errors.contains("--from wants seconds from 0 to 1000000000, not '1e300'"))
  }

  @Test("a pixel scene of subnormal width plots in bounded time (its ticks once never ended)")
  func subnormalSurface() throws {
    let scene = "/tmp/gesture-plot-subnormal-\(getpid()).json"
    defer { unlink(scene) }
    let json = """
      {"surface": {"width": 4e-323, "height": 100},
       "root": {"name": "screen", "gestures": [{"name": "tap", "gesture": {"tap": {}}}]}}
      """
    let fd = open(scene, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = json.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
    close(fd)
    let r = finishing(within: 60) {
      runPlot("Recordings/synth/touchscreen-tap.events", ["--scene", scene])
    }
    #expect(r?.status == 0, "\(r?.errors ?? "did not finish within 60 s")")
    #expect(r.map { xmlProblem($0.svg) } == .some(nil))
  }

  @Test("a pixel scene draws in its pixels, with its regions and their names")
  func pixelScene() throws {
    let scene = "/tmp/gesture-plot-pixels-\(getpid()).json"
    defer { unlink(scene) }
    let json = """
      {"surface": {"width": 1920, "height": 1080},
       "root": {"name": "screen", "children": [
         {"name": "left-half", "frame": [0, 0, 1200, 1080],
          "gestures": [{"name": "tap", "gesture": {"tap": {}}}]},
         {"name": "corner", "frame": {"corner": "topRight", "size": 100}}]}}
      """
    let fd = open(scene, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = json.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
    close(fd)
    let r = runPlot("Recordings/synth/touchscreen-tap.events", ["--scene", scene])
    #expect(r.status == 0, "\(r.errors)")
    #expect(r.svg.contains(">px</text>"))
    #expect(r.svg.contains(">1000</text>"), "pixel ticks")
    #expect(r.svg.contains(">left-half</text>"))
    #expect(r.svg.contains(">corner</text>"))
    let t = titles(r.svg)
    #expect(t.contains("region screen/left-half: 0.0, 0.0, 1200.0 × 1080.0"))
    #expect(
      t.contains("region screen/corner: 1820.0, 0.0, 100.0 × 100.0 (edge or corner placement)"))
    #expect(layoutLanes(r.svg).contains { $0.name == "screen/left-half/tap" })
    #expect(xmlProblem(r.svg) == nil)
  }

  @Test("a scene's haptics and actions get their lanes")
  func hapticsAndActions() {
    let h = runPlot(
      "Recordings/synth/touchscreen-tap.events",
      ["--scene", repositoryRoot + "/Tests/GesturesTests/Fixtures/scenes/haptics.json"])
    #expect(h.status == 0, "\(h.errors)")
    #expect(layoutLanes(h.svg).contains { $0.kind == "haptics" && $0.spans > 0 })
    #expect(titles(h.svg).contains { $0.contains(": play #") })
    let a = runPlot(
      "Recordings/synth/touchscreen-long-press.events",
      ["--scene", repositoryRoot + "/Examples/Desktop/desktop.json"])
    #expect(a.status == 0, "\(a.errors)")
    #expect(layoutLanes(a.svg).contains { $0.kind == "actions" && $0.spans == 1 })
    #expect(titles(a.svg).contains { $0.contains("long-press ended: button right") })
    #expect(xmlProblem(a.svg) == nil)
  }
}
