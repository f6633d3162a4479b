import Gestures

/// Numbers for messages, fixed-point like the transition log (no Foundation).
enum Format {
  /// `v` with `decimals` decimals.
  static func number(_ v: Double, decimals: Int = 3) -> String {
    guard v.isFinite else { return "\(v)" }
    let out = OutputBuffer()
    out.append(fixed: v, decimals: decimals)
    return out.text
  }

  /// `0.230 s`.
  static func seconds(_ v: Double) -> String { number(v) + " s" }

  /// `(20.000, 0.000)`.
  static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }
}
