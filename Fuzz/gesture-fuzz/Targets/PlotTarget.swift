import GestureCommandLine
import GestureTraces
import Gestures

/// `gesture-replay plot` over any trace and any window: the input's first five bytes choose
/// `--from`, `--to` and `--width`, the rest is the trace file (evemu or libinput record, detected
/// as the command line detects it), replayed through the default scene into a ``TracePlot``
/// whose SVG is written to memory. The SVG must hold XML 1.0 characters only and be UTF-8: a
/// name from the trace reaches it.
extension FuzzTarget {
  static let plot = FuzzTarget(
    name: "plot",
    summary: "a window (5 bytes) and a trace: gesture-replay plot's replay and SVG, XML checked",
    run: { bytes in
      var input = FuzzBytes(bytes)
      var options = PlotOptions()
      options.from = PlotWindow.seconds(input.u16())
      options.to = PlotWindow.seconds(input.u16())
      options.width = 600 + Int(input.u8()) * 37
      let path = ScratchFile.write(Array(bytes.dropFirst(5)))
      guard var source = try? TraceFile.open(path: path) else { return }
      guard
        let plot = try? PlotCommand.plot(
          &source, scene: nil, haptics: nil, actions: nil, options: options,
          errors: OutputBuffer())
      else { return }
      let svg = OutputBuffer()
      plot.write(to: svg)
      if let problem = PlotWindow.xmlProblem(svg.bytes) {
        fatalError("gesture-fuzz: the plot's SVG is not XML 1.0: \(problem)")
      }
    },
    seed: nil)
}

/// How the plot target reads a window and checks the picture.
enum PlotWindow {
  /// A `--from`/`--to` from 16 bits: 0 is none; below 0x8000 ms (up to 32.8 s, within most
  /// traces); above, steps of 30 518 s up to `PlotOptions.maximumSeconds` (beyond any trace).
  static func seconds(_ v: UInt16) -> Double? {
    if v == 0 { return nil }
    if v < 0x8000 { return Double(v) / 1000 }
    return Double(v & 0x7fff) / 0x7fff * PlotOptions.maximumSeconds
  }

  /// What makes `bytes` not UTF-8 text of XML 1.0 characters (C0 controls other than tab, line
  /// feed and carriage return; U+FFFE, U+FFFF; surrogates cannot be decoded), nil when it is.
  static func xmlProblem(_ bytes: [UInt8]) -> String? {
    guard let text = String(validating: bytes, as: UTF8.self) else { return "not UTF-8" }
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: continue
      default: return "character U+\(String(scalar.value, radix: 16, uppercase: true))"
      }
    }
    return nil
  }
}
