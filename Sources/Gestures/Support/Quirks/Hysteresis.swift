/// A pair of thresholds in a device's raw axis units: a touch begins at `begin` or above and
/// ends below `end` (`begin ≥ end`), so a value wavering between them changes nothing.
public struct Hysteresis: Hashable, Sendable {
  /// The value at or above which a touch begins, raw axis units.
  public var begin: Int32
  /// The value below which a touch ends, raw axis units.
  public var end: Int32

  /// Thresholds `begin` and `end` (`begin ≥ end`).
  public init(begin: Int32, end: Int32) {
    self.begin = begin
    self.end = end
  }

  /// Why a touch at pressure `value` is not touching, or nil when it is: below `end` while it
  /// touches (`engaged`), below `begin` while it does not.
  func pressureBelow(_ value: Int32, engaged: Bool) -> ContactReason? {
    let threshold = engaged ? end : begin
    return value < threshold ? .pressure(value, threshold: threshold) : nil
  }
}
