extension MapGesture {
  /// The wrapped gesture's name (Gesture/defaultName).
  public var defaultName: String { base.defaultName }

  /// The wrapped gesture's contacts (Gesture/defaultContactRoles).
  public var defaultContactRoles: ContactRoles { base.defaultContactRoles }
}
