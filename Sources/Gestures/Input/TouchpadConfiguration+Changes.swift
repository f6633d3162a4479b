extension TouchpadConfiguration {
  /// Settings to change in a ``TouchpadConfiguration``, each nil to keep the one it has: a scene
  /// file's `"touchpad"` object, the command line's touchpad options. `live` applies them over
  /// the desktop's own settings (or libinput's defaults), the scene's first, then the command
  /// line's.
  public struct Changes: Hashable, Sendable {
    /// ``TouchpadConfiguration/tapping``, or nil to keep it.
    public var tapping: Bool?
    /// ``TouchpadConfiguration/tapAndDrag``, or nil to keep it.
    public var tapAndDrag: Bool?
    /// ``TouchpadConfiguration/dragLock``, or nil to keep it.
    public var dragLock: DragLock?
    /// ``TouchpadConfiguration/tapButtonMap``, or nil to keep it.
    public var tapButtonMap: ButtonMap?
    /// ``TouchpadConfiguration/clickMethod`` (a method; the device's default cannot be chosen
    /// back), or nil to keep it.
    public var clickMethod: ClickMethod?
    /// ``TouchpadConfiguration/clickfingerButtonMap``, or nil to keep it.
    public var clickfingerButtonMap: ButtonMap?
    /// ``TouchpadConfiguration/threeFingerDrag``, or nil to keep it.
    public var threeFingerDrag: ThreeFingerDrag?

    /// No change.
    public init() {}

    /// True when nothing changes.
    public var isEmpty: Bool { self == Changes() }

    /// `configuration` with these changes.
    public func applied(to configuration: TouchpadConfiguration) -> TouchpadConfiguration {
      var c = configuration
      if let v = tapping { c.tapping = v }
      if let v = tapAndDrag { c.tapAndDrag = v }
      if let v = dragLock { c.dragLock = v }
      if let v = tapButtonMap { c.tapButtonMap = v }
      if let v = clickMethod { c.clickMethod = v }
      if let v = clickfingerButtonMap { c.clickfingerButtonMap = v }
      if let v = threeFingerDrag { c.threeFingerDrag = v }
      return c
    }

    /// `other`'s changes over these: where both change a setting, `other`'s wins.
    public func then(_ other: Changes) -> Changes {
      var c = self
      c.tapping = other.tapping ?? tapping
      c.tapAndDrag = other.tapAndDrag ?? tapAndDrag
      c.dragLock = other.dragLock ?? dragLock
      c.tapButtonMap = other.tapButtonMap ?? tapButtonMap
      c.clickMethod = other.clickMethod ?? clickMethod
      c.clickfingerButtonMap = other.clickfingerButtonMap ?? clickfingerButtonMap
      c.threeFingerDrag = other.threeFingerDrag ?? threeFingerDrag
      return c
    }
  }
}
