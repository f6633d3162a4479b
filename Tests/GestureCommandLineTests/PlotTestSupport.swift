import GestureTestSupport
import Glibc
import Testing

@testable import GestureCommandLine
@testable import GesturePlot
@testable import GestureTraces
@testable import Gestures

/// Runs `gesture-replay plot` on `trace` (relative to the repository) with `arguments`, into a
/// temporary file; returns the exit status, the SVG (empty when none was written) and stderr.
func runPlot(_ trace: String?, _ arguments: [String] = [], output: Bool = true) -> (
  status: Int32, svg: String, errors: String
) {
  let path = "/tmp/gesture-plot-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).svg"
  defer { unlink(path) }
  var args = ["plot"]
  if let trace { args.append(trace.hasPrefix("/") ? trace : repositoryRoot + "/" + trace) }
  args += arguments
  if output { args += ["--output", path] }
  let out = OutputBuffer()
  let err = OutputBuffer()
  let status = ReplayCommand.run(arguments: args, output: out, errors: err)
  return (status, (try? readTextFile(path)) ?? "", err.text)
}

/// Times (s from the first event, 3 decimals) of each contact lift in `trace`.
func liftTimes(_ trace: String, desc: String? = nil) throws -> [String] {
  let source = try EvemuReader(
    path: repositoryRoot + "/" + trace, descriptionPath: desc.map { repositoryRoot + "/" + $0 })
  var stream = TouchStream(source: source, quirks: LibinputQuirks())
  var lifts: [String] = []
  var origin: Int64?
  while let frame = try stream.next() {
    let o = origin ?? stream.startTime ?? frame.time
    origin = o
    for c in frame.contacts where c.phase == .up {
      lifts.append(SVGText.seconds(Double(frame.time - o) / 1e6))
    }
  }
  return lifts
}
