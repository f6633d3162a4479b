extension Region {
  /// Attaches a tap like SwiftUI's `onTapGesture(count:perform:)`: a `TapGesture(count:)` added
  /// with `.gesture`, calling `action` when it ends.
  ///
  /// - Parameters:
  ///   - count: the number of taps, each within the tap's maximum gap of the last (1).
  ///   - name: the transition log's name; by default the tap's ``TapGesture/defaultName``
  ///     (`tap`, `double-tap`, `triple-tap`, or `N-tap`), made unique on the region.
  ///   - action: called once when the tap ends.
  @discardableResult
  public func onTapGesture(
    count: Int = 1, name: String? = nil, perform action: @escaping () -> Void
  ) -> Region {
    gesture(TapGesture(count: count).onEnded { _ in action() }, name: name)
  }

  /// Attaches a tap like SwiftUI's `onTapGesture(count:coordinateSpace:perform:)`: a
  /// `SpatialTapGesture(count:coordinateSpace:)` added with `.gesture`, calling `action` with
  /// where the tap landed, in points of `coordinateSpace` (the region's own by default).
  ///
  /// - Parameters:
  ///   - count: the number of taps, each within the tap's maximum gap of the last (1).
  ///   - coordinateSpace: the space `action`'s location is measured in (``CoordinateSpace/local``,
  ///     the region's own, by default).
  ///   - name: as ``onTapGesture(count:name:perform:)``'s.
  ///   - action: called once when the tap ends, with where the last tap landed, in points of
  ///     `coordinateSpace`.
  @discardableResult
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, name: String? = nil,
    perform action: @escaping (Point) -> Void
  ) -> Region {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
        action($0.location)
      },
      name: name)
  }

  /// Attaches a long press like SwiftUI's
  /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`: a
  /// `LongPressGesture` added with `.gesture`, calling `action` when it is recognized and
  /// `onPressingChanged` with `true` at touch-down and `false` when the press is recognized or
  /// fails.
  ///
  /// - Parameters:
  ///   - minimumDuration: how long the touches must stay down, in seconds (0.5).
  ///   - maximumDistance: how far each touch may move, in points (10).
  ///   - name: the transition log's name; by default `long-press`, made unique on the region.
  ///   - action: called once when the press is recognized.
  ///   - onPressingChanged: called with `true` at touch-down and `false` when the press is
  ///     recognized or fails.
  @discardableResult
  public func onLongPressGesture(
    minimumDuration: Double = LongPressGesture.defaultMinimumDuration,
    maximumDistance: Double = LongPressGesture.defaultMaximumDistance,
    name: String? = nil, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> Region {
    attachLongPress(
      LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
      name: name, action: action, pressing: onPressingChanged)
  }

  /// SwiftUI's older form of
  /// ``onLongPressGesture(minimumDuration:maximumDistance:name:perform:onPressingChanged:)``,
  /// with the pressing callback before the action. `pressing` has no default here: without it
  /// the call is the current form's.
  @available(
    *, deprecated,
    renamed: "onLongPressGesture(minimumDuration:maximumDistance:name:perform:onPressingChanged:)"
  )
  @discardableResult
  public func onLongPressGesture(
    minimumDuration: Double = LongPressGesture.defaultMinimumDuration,
    maximumDistance: Double = LongPressGesture.defaultMaximumDistance,
    name: String? = nil, pressing: ((Bool) -> Void)?, perform action: @escaping () -> Void
  ) -> Region {
    attachLongPress(
      LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
      name: name, action: action, pressing: pressing)
  }

  /// SwiftUI's `onLongPressGesture(minimumDuration:perform:onPressingChanged:)` (macOS and
  /// tvOS): the long press with the default maximum distance, 10 points.
  @discardableResult
  public func onLongPressGesture(
    minimumDuration: Double = LongPressGesture.defaultMinimumDuration, name: String? = nil,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> Region {
    attachLongPress(
      LongPressGesture(minimumDuration: minimumDuration), name: name, action: action,
      pressing: onPressingChanged)
  }

  /// SwiftUI's older `onLongPressGesture(minimumDuration:pressing:perform:)` (macOS and tvOS),
  /// with the pressing callback before the action; `pressing` has no default here.
  @available(
    *, deprecated, renamed: "onLongPressGesture(minimumDuration:name:perform:onPressingChanged:)"
  )
  @discardableResult
  public func onLongPressGesture(
    minimumDuration: Double = LongPressGesture.defaultMinimumDuration, name: String? = nil,
    pressing: ((Bool) -> Void)?, perform action: @escaping () -> Void
  ) -> Region {
    attachLongPress(
      LongPressGesture(minimumDuration: minimumDuration), name: name, action: action,
      pressing: pressing)
  }

  /// `press` with `.gesture`, calling `action` when it ends and `pressing` as it presses.
  private func attachLongPress(
    _ press: LongPressGesture, name: String?, action: @escaping () -> Void,
    pressing: ((Bool) -> Void)?
  ) -> Region {
    guard let pressing else { return gesture(press.onEnded { _ in action() }, name: name) }
    return gesture(press.onPressingChanged(pressing).onEnded { _ in action() }, name: name)
  }
}
