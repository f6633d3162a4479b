/// Finds a typed value inside an untyped gesture value: the value itself, or the first one of
/// that type inside a composed gesture's value (a sequence's `.second(true, drag)`, a
/// simultaneous gesture's `first`/`second`, an exclusive one's case), depth first.
enum ValueSearch {
  /// Composed values nest one level per composition; deeper than this is not a gesture value.
  static let maximumDepth = 8

  static func first<T>(_ type: T.Type, in value: Any?, depth: Int = 0) -> T? {
    guard let value else { return nil }
    if let v = value as? T { return v }
    guard depth < maximumDepth else { return nil }
    for child in Mirror(reflecting: value).children {
      if let v = first(type, in: child.value, depth: depth + 1) { return v }
    }
    return nil
  }
}
