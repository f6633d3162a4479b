/// A sink that keeps transitions in memory (tests, tools that post-process).
public final class TransitionRecorder: TransitionSink {
  /// Every transition recorded, in order.
  public private(set) var transitions: [Transition] = []
  /// The JSON value of each transition, in the same order.
  public private(set) var values: [String] = []

  /// An empty recorder.
  public init() {}

  /// Keeps `transition` and the JSON value of `recognizer`'s gesture at that moment.
  public func record(_ transition: Transition, recognizer: GestureRecognizer) {
    transitions.append(transition)
    let out = OutputBuffer()
    recognizer.writeJSONValue(to: out)
    values.append(out.text)
  }

  /// `gesture:from→to` for each transition, for compact assertions.
  public var summary: [String] {
    transitions.map { "\($0.gesture):\($0.from.rawValue)→\($0.to.rawValue)" }
  }

  /// Forgets every transition and value recorded.
  public func removeAll() {
    transitions.removeAll()
    values.removeAll()
  }
}
