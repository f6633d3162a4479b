/// A pair of thresholds in a device's raw axis units: a touch begins at `begin` or above and
/// ends below `end` (`begin ≥ end`), so a value wavering between them changes nothing.
public struct Hysteresis: Hashable, Sendable {
  public var begin: Int32
  public var end: Int32

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
