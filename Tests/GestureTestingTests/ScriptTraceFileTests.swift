import Foundation
import GestureTestSupport
import GestureTesting
import GestureTraces
import Gestures
import Testing

/// A script written as evemu or libinput record reads back through ``TraceFile`` to the same
/// events and the same transitions as the script replayed in memory.
@Suite struct ScriptTraceFileTests {
  static let scripts: [(String, TouchScript)] = [
    ("double-tap", .doubleTap(at: Point(x: 40, y: 30))),
    ("drag", .drag(from: Point(x: 20, y: 20), to: Point(x: 70, y: 40)).withNoise(amplitude: 0.2)),
    ("pinch", .pinch(center: Point(x: 50, y: 30), from: 20, to: 50)),
    ("rotate", .rotate(center: Point(x: 50, y: 30), by: .degrees(-75), distance: 40)),
  ]

  @Test(arguments: ["trace.events", "trace.yml"], [VirtualDevice.touchscreen(), .touchpad()])
  func writtenTracesReplayTheSame(_ name: String, _ device: VirtualDevice) throws {
    for (label, script) in Self.scripts {
      let trace = try script.trace(on: device)
      let path = temporaryPath(label + "-" + name)
      defer { try? FileManager.default.removeItem(atPath: path) }
      try trace.write(to: path)
      #expect(try TraceFormat.detect(path: path) == TraceFormat(forWriting: name))

      var source = try TraceFile.open(path: path)
      #expect(source.devices == trace.devices)
      var events: [EvdevEvent] = []
      while let r = try source.next() { events.append(r.event) }
      #expect(events == trace.events(), "\(label) as \(name)")

      let fromFile = try GestureReplay.run(path: path)
      let inMemory = try GestureReplay.run(script, on: device)
      #expect(!inMemory.transitions.isEmpty)
      #expect(fromFile.summary == inMemory.summary, "\(label) as \(name)")
      #expect(
        fromFile.transitions.map(\.seconds) == inMemory.transitions.map(\.seconds),
        "\(label) as \(name)")
      #expect(fromFile.log == inMemory.log, "\(label) as \(name)")
      // The command line reads the file the same way.
      let (status, text, _) = replay([path])
      #expect(status == 0)
      #expect(text == inMemory.log)
    }
  }

  @Test func evemuHoldsOneDevice() throws {
    let a = VirtualDevice.touchscreen().deviceDescription
    let two = InMemoryTrace(devices: [a, a], records: [])
    let path = temporaryPath("two.events")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: TraceError.self) { try two.write(to: path) }
  }

  @Test func inMemoryTracesReadLikeFiles() throws {
    var trace = try TouchScript.tap(at: Point(x: 10, y: 10)).trace(on: .touchscreen())
    let all = trace.records
    var read: [TraceRecord] = []
    while let r = try trace.next() { read.append(r) }
    #expect(read == all)
    #expect(read.map(\.line) == Array(1...all.count))
    #expect(try trace.next() == nil)
  }
}
