/// A gesture's parameters object in a scene file, as its kind reads it: each number checked
/// against its range, each error naming its JSON path
/// (`root.gestures[0].gesture.drag.minimumDistance: must not be negative, found -1`).
public struct SceneGestureParameters {
  let decoder: SceneDecoder
  let object: SceneDecoder.Object
  /// The fingers the gesture takes, given in its parameters or next to its kind
  /// (`{"tap": {}, "touches": 2}`), or inherited from the composite it is part of; nil: the
  /// gesture's default.
  public let touches: Int?

  /// An error about `key`'s value.
  public func error(_ key: String, _ message: String) -> SceneError {
    decoder.fail(object.path(key), object[key], message)
  }

  /// An error about the parameters object itself (a required key is missing).
  public func missing(_ key: String, _ message: String) -> SceneError {
    decoder.fail(object.path, object.node, "missing key \"\(key)\": \(message)")
  }

  /// A duration in seconds, in ``SceneLimits/duration``; nil when not given.
  public func duration(_ key: String) throws(SceneError) -> Double? {
    try number(key, upTo: SceneLimits.duration, unit: " s")
  }

  /// A length in points, in ``SceneLimits/length``; nil when not given.
  public func length(_ key: String) throws(SceneError) -> Double? {
    try number(key, upTo: SceneLimits.length)
  }

  /// A threshold without a unit of length (a scale change, degrees, points per second), in
  /// ``SceneLimits/threshold``; nil when not given.
  public func threshold(_ key: String) throws(SceneError) -> Double? {
    try number(key, upTo: SceneLimits.threshold)
  }

  /// A number from 0 to `range`'s upper bound (`unit` follows it in messages); nil when not
  /// given.
  public func number(_ key: String, upTo range: ClosedRange<Double>, unit: String = "")
    throws(SceneError) -> Double?
  {
    guard let n = object[key] else { return nil }
    return try decoder.distance(n, object.path(key), range, unit: unit)
  }

  /// A whole number in `range`; nil when not given.
  public func integer(_ key: String, in range: ClosedRange<Int>) throws(SceneError) -> Int? {
    guard let n = object[key] else { return nil }
    return try decoder.integer(n, object.path(key), in: range)
  }

  /// One of the names `choices` lists (in the order the error lists them); nil when not given.
  public func choice<T>(_ key: String, _ choices: [(name: String, value: T)])
    throws(SceneError) -> T?
  {
    try decoder.choice(object, key, choices)
  }

  /// `key`'s raw value and its JSON path, for a kind that reads a shape of its own.
  func value(_ key: String) -> (node: JSONNode, path: String)? {
    object[key].map { ($0, object.path(key)) }
  }
}
