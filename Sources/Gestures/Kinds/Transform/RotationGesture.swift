/// SwiftUI's older twist (`RotationGesture`), deprecated there and here for ``RotateGesture``:
/// the same gesture, whose value is the rotation alone (clockwise on screen positive,
/// unwrapped).
///
/// ```swift
/// RotationGesture().onChanged { value in angle = value }
/// ```
@available(*, deprecated, renamed: "RotateGesture")
public struct RotationGesture: Gesture, Hashable, Sendable {
  /// How far the touches have turned since they came down, ``RotateGesture/Value/rotation``.
  public typealias Value = Angle

  /// How far the touches must turn (either way) before the twist begins.
  public var minimumAngleDelta: Angle

  /// - Parameter minimumAngleDelta: how far the touches must turn before the twist begins
  ///   (1°, SwiftUI).
  public init(minimumAngleDelta: Angle = RotateGesture.defaultMinimumAngleDelta) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  /// A ``RotateGesture`` reporting its rotation; it logs as `rotate`, its value the angle.
  public var body: MapGesture<RotateGesture, Angle> {
    RotateGesture(minimumAngleDelta: minimumAngleDelta).map(\.rotation)
  }
}
