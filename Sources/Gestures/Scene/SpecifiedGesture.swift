/// A gesture a scene description can hold: a value that compares and crosses threads.
public typealias SpecifiedGesture = Gesture & Hashable & Sendable
