import GestureHaptics
import Gestures

/// The AHAP loader over arbitrary JSON, then the pattern rendered on every device profile and
/// written as text and JSON, and the document encoded and loaded again (which must succeed: the
/// encoder's output is an AHAP file).
extension FuzzTarget {
  static let ahap = FuzzTarget(
    name: "ahap",
    summary: "an AHAP file: AHAPFile.parse, HapticRenderer on every profile, encode round trip",
    run: { bytes in
      guard let document = try? AHAPFile.parse(bytes, file: "fuzz.ahap") else { return }
      let out = OutputBuffer()
      for kind in HapticDeviceProfile.Kind.allCases {
        let profile = HapticDeviceProfile.named(kind.rawValue)!
        let timeline = HapticRenderer(profile: profile).render(document.pattern)
        timeline.write(text: out, title: "fuzz", profile: profile)
        timeline.write(json: out)
      }
      let encoded = AHAPFile.encode(document)
      do {
        _ = try AHAPFile.parse(encoded, file: "encoded.ahap")
      } catch {
        fatalError("gesture-fuzz ahap: the encoded document does not load: \(error)")
      }
      blackHole(out.count)
    },
    seed: nil)
}
