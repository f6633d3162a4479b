/// SwiftUI's older pinch (`MagnificationGesture`), deprecated there and here for
/// ``MagnifyGesture``: the same gesture, whose value is the magnification alone (SwiftUI's
/// `CGFloat`: the distance between the touches now over the distance when they came down).
///
/// ```swift
/// MagnificationGesture().onChanged { value in scale = value }
/// ```
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture, Hashable, Sendable {
  /// The magnification (2 = twice as far apart, 0.5 = half), ``MagnifyGesture/Value/magnification``.
  public typealias Value = Double

  /// How far the magnification must move from 1 (either way) before the pinch begins.
  public var minimumScaleDelta: Double

  /// - Parameter minimumScaleDelta: how far the magnification must move from 1 before the
  ///   pinch begins (0.01, SwiftUI).
  public init(minimumScaleDelta: Double = MagnifyGesture.defaultMinimumScaleDelta) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  /// A ``MagnifyGesture`` reporting its magnification; it logs as `magnify`, its value the
  /// magnification.
  public var body: MapGesture<MagnifyGesture, Double> {
    MagnifyGesture(minimumScaleDelta: minimumScaleDelta).map(\.magnification)
  }
}
