extension Region {
  /// Attaches a tap like SwiftUI's `onTapGesture(count:perform:)`: a `TapGesture(count:)` added
  /// with `.gesture`, calling `action` when it ends.
  ///
  /// - Parameter name: the transition log's name; by default `tap`, `double-tap`,
  ///   `triple-tap`, or `N-tap`.
  @discardableResult
  public func onTapGesture(
    count: Int = 1, name: String? = nil, perform action: @escaping () -> Void
  ) -> Region {
    let defaultName: String
    switch count {
    case ...1: defaultName = "tap"
    case 2: defaultName = "double-tap"
    case 3: defaultName = "triple-tap"
    default: defaultName = "\(count)-tap"
    }
    return gesture(TapGesture(count: count).onEnded { _ in action() }, name: name ?? defaultName)
  }

  /// Attaches a long press like SwiftUI's
  /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`: a
  /// `LongPressGesture` added with `.gesture`, calling `action` when it is recognized and
  /// `onPressingChanged` with `true` at touch-down and `false` when the press is recognized or
  /// fails.
  ///
  /// - Parameter name: the transition log's name (`long-press` by default).
  @discardableResult
  public func onLongPressGesture(
    minimumDuration: Double = LongPressGesture.defaultMinimumDuration,
    maximumDistance: Double = LongPressGesture.defaultMaximumDistance,
    name: String = "long-press", perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> Region {
    let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    guard let onPressingChanged else { return gesture(press.onEnded { _ in action() }, name: name) }
    return gesture(
      press.onPressingChanged(onPressingChanged).onEnded { _ in action() }, name: name)
  }
}
