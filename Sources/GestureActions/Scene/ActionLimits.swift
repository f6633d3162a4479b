import Gestures

/// The ranges of a scene file's action numbers.
public enum ActionLimits {
  /// Clicks of a button or wheel notches per run: 1 to 100.
  public static let clicks: ClosedRange<Int> = 1...100
  /// Pointer motion per run, each axis: −10000 to 10000.
  public static let motion: ClosedRange<Int> = -10_000...10_000
  /// A program's arguments: 1 to 256, each at most 4096 bytes.
  public static let arguments: ClosedRange<Int> = 1...256
  /// The most bytes of one argument of a program.
  public static let argumentBytes = 4096
  /// Key combinations in one action: 1 to 32, each of 1 to 8 keys.
  public static let combinations: ClosedRange<Int> = 1...32
  /// Keys in one combination (`ctrl+alt+Right` is 3).
  public static let keysPerCombination: ClosedRange<Int> = 1...8
  /// A repeat's step, a `"minimum"` change and an acceleration's speed: 0.001 to 10⁶ (mm,
  /// degrees or magnification; per second for the speed). The lower end keeps the whole steps
  /// of one change (change ÷ step) a number, not an overflow.
  public static let step: ClosedRange<Double> = 0.001...1_000_000
  /// `rateLimit` and `timeout`: above 0, at most 86400 s.
  public static let seconds: ClosedRange<Double> = 0...86_400
  /// `accelerate.maximum`: 1 to 100.
  public static let accelerateMaximum: ClosedRange<Double> = 1...100
  /// Actions bound to one phase: 1 to 64.
  public static let actionsPerPhase: ClosedRange<Int> = 1...64
}
