import Testing

@testable import Gestures

/// True when `a` and `b` differ by at most `tolerance`.
func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

/// `points` in mm.
func pt(_ points: Double) -> Double { Points.toMillimetres(points) }

/// The recognizer's JSON value.
func json(_ recognizer: GestureRecognizer) -> String {
  let out = OutputBuffer()
  recognizer.writeJSONValue(to: out)
  return out.text
}

/// The recognizer's text value.
func text(_ recognizer: GestureRecognizer) -> String {
  let out = OutputBuffer()
  _ = recognizer.writeValue(.text, to: out)
  return out.text
}
