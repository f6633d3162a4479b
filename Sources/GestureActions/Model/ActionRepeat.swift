/// A repeat while a gesture changes: the action runs once per `every` of change, its reverse
/// once per `every` the other way.
public struct ActionRepeat: Hashable, Sendable {
  /// Which value the steps count.
  public enum Quantity: String, Hashable, Sendable {
    /// A drag's translation, mm, along ``axis``.
    case translation
    /// A rotation, degrees (clockwise on the surface is positive).
    case rotation
    /// A magnification (1 at the start).
    case magnification
  }

  /// The axis of a translation's steps.
  public enum Axis: String, Hashable, Sendable {
    /// Horizontal: steps count the translation's x.
    case x
    /// Vertical: steps count the translation's y.
    case y
    /// The axis that first moves a whole step, kept until the gesture ends.
    case auto
  }

  /// The change per run, in the quantity's unit.
  public var every: Double
  /// Nil: the first quantity the gesture's value has.
  public var quantity: Quantity?
  /// The axis a translation's steps count along.
  public var axis: Axis
  /// Speed (units per second) above which steps shrink, and the most they shrink by.
  public var accelerateSpeed: Double?
  /// The most steps shrink by at speed: a step is at least `every` divided by this.
  public var accelerateMaximum: Double

  /// A repeat every `every` of `quantity` (its unit), along `axis` for a translation, with
  /// steps shrinking above `accelerateSpeed` by at most `accelerateMaximum`.
  public init(
    every: Double, of quantity: Quantity? = nil, axis: Axis = .auto,
    accelerateSpeed: Double? = nil, accelerateMaximum: Double = 4
  ) {
    self.every = every
    self.quantity = quantity
    self.axis = axis
    self.accelerateSpeed = accelerateSpeed
    self.accelerateMaximum = accelerateMaximum
  }

  /// The step at `speed` (units per second, any sign).
  public func step(atSpeed speed: Double) -> Double {
    guard let s = accelerateSpeed, speed.isFinite else { return every }
    return every / min(max(abs(speed) / s, 1), accelerateMaximum)
  }
}
