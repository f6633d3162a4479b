extension Region {
  /// Attaches `gesture` when there is one, like SwiftUI's `.gesture(_:including:)` given an
  /// optional (`.gesture(doneCounting ? nil : press)`): nil attaches nothing. Parameters as
  /// ``gesture(_:name:including:waitsForHigherPriority:simultaneousWith:)``.
  @discardableResult
  public func gesture<G: Gesture>(
    _ gesture: G?, name: String? = nil, including mask: GestureMask = .all
  ) -> Region {
    guard let gesture else { return self }
    return self.gesture(gesture, name: name, including: mask)
  }

  /// Attaches `gesture` when `isEnabled`, like SwiftUI's `.gesture(_:isEnabled:)` and
  /// `.gesture(_:name:isEnabled:)`; false attaches nothing.
  @discardableResult
  public func gesture<G: Gesture>(_ gesture: G, name: String? = nil, isEnabled: Bool) -> Region {
    guard isEnabled else { return self }
    return self.gesture(gesture, name: name)
  }

  /// Attaches `gesture` with high priority when `isEnabled`, like SwiftUI's
  /// `.highPriorityGesture(_:isEnabled:)` and `.highPriorityGesture(_:name:isEnabled:)`.
  @discardableResult
  public func highPriorityGesture<G: Gesture>(
    _ gesture: G, name: String? = nil, isEnabled: Bool
  ) -> Region {
    guard isEnabled else { return self }
    return highPriorityGesture(gesture, name: name)
  }

  /// Attaches `gesture` to run beside the others when `isEnabled`, like SwiftUI's
  /// `.simultaneousGesture(_:isEnabled:)` and `.simultaneousGesture(_:name:isEnabled:)`.
  @discardableResult
  public func simultaneousGesture<G: Gesture>(
    _ gesture: G, name: String? = nil, isEnabled: Bool
  ) -> Region {
    guard isEnabled else { return self }
    return simultaneousGesture(gesture, name: name)
  }
}
