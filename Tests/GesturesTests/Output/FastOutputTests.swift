import GestureTesting
import Testing

@testable import Gestures

/// The fast number and value writers print exactly what the reference writers print.
@Suite struct FastOutputTests {
  /// Edge values: zeros, the smallest and largest doubles, non-finite ones, halves that round at
  /// the last digit, and the neighbours of the fixed-point limit for each count of decimals.
  static var edgeValues: [Double] {
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5, -0.5, 0.0005, -0.0005, 0.0004999, 1.0005, 2.675, -2.675, 999.9995,
      9.9999995, 1e-300, -1e-300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
      .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e20, -1e20,
      .nan, .infinity, -.infinity, 123_456_789.123_456_789, -0.000_000_000_1,
    ]
    var scale = 1.0
    for _ in 0...9 {
      for limit in [9e18 / scale, 1e18 / scale, 1e17 / scale] {
        values += [limit, limit.nextUp, limit.nextDown, -limit, -limit.nextDown]
      }
      scale *= 10
    }
    // Halves at the last digit of 3 and 6 decimals, and their neighbours.
    for k in [0, 1, 7, 15, 999, 123_456, 9_999_999] {
      for half in [(Double(k) + 0.5) / 1000, (Double(k) + 0.5) / 1_000_000] {
        values += [half, half.nextUp, half.nextDown, -half, -half.nextUp]
      }
    }
    return values
  }

  func written(_ value: Double, decimals: Int, width: Int) -> String {
    let out = OutputBuffer()
    out.append(fixed: value, decimals: decimals, width: width)
    return out.text
  }

  @Test func fixedMatchesTheReferenceOnEdgeValues() {
    for value in Self.edgeValues {
      for decimals in [-1, 0, 1, 2, 3, 6, 9, 12] {
        for width in [0, 4, 11, 40] {
          #expect(
            written(value, decimals: decimals, width: width)
              == OutputReference.fixed(value, decimals: decimals, width: width),
            "value \(value) decimals \(decimals) width \(width)")
        }
      }
    }
  }

  @Test func fixedMatchesTheReferenceOnRandomValues() {
    var random = SplitMix64(seed: 16)
    for i in 0..<200_000 {
      let value: Double =
        switch i % 3 {
        // Any bit pattern: every exponent, NaNs with payloads, subnormals.
        case 0: Double(bitPattern: random.next())
        // Millimetres and velocities as the log sees them.
        case 1: Double.random(in: -5000...5000, using: &random)
        // Few digits, so that many land on or next to a rounding half.
        default: Double(Int.random(in: -2_000_000...2_000_000, using: &random)) / 2000
        }
      let decimals = [0, 1, 3, 6, 9][Int(random.next() % 5)]
      let expected = OutputReference.fixed(value, decimals: decimals)
      let got = written(value, decimals: decimals, width: 0)
      if got != expected {
        Issue.record("value \(value) (bits \(value.bitPattern)) decimals \(decimals): \(got)")
        return
      }
    }
  }

  @Test func buffersGrowPastTheirFirstCapacity() {
    // Reserved writes grow the buffer like appends: 4096 bytes at first in memory.
    let out = OutputBuffer()
    var expected = ""
    for i in 0..<2000 {
      let p = Point(x: Double(i) * 1.0001, y: -Double(i) / 7)
      out.appendJSONPair(p)
      expected += OutputReference.pair(p)
    }
    #expect(out.text == expected)
  }

  @Test func dragValuesMatchTheReference() {
    var random = SplitMix64(seed: 1)
    func coordinate() -> Double {
      random.next() % 10 == 0
        ? [1e19, -1e300, .nan, .infinity, 0.0005, -0.0][Int(random.next() % 6)]
        : Double.random(in: -400...400, using: &random)
    }
    for _ in 0..<20_000 {
      let v = DragGesture.Value(
        time: 0, location: Point(x: coordinate(), y: coordinate()),
        startLocation: Point(x: coordinate(), y: coordinate()),
        velocity: Size(width: coordinate() * 10, height: coordinate()))
      let out = OutputBuffer()
      v.writeJSON(to: out)
      #expect(out.text == OutputReference.dragJSON(v))
    }
  }

  @Test func measuresMatchTheReference() {
    var random = SplitMix64(seed: 2)
    for i in 0..<20_000 {
      let m = i % 50 == 0 ? 1e30 : Double.random(in: -10...10, using: &random)
      let velocity = i % 70 == 0 ? Double.nan : Double.random(in: -500...500, using: &random)
      let magnify = MagnifyGesture.Value(
        time: 0, magnification: m, velocity: velocity, startAnchor: UnitPoint(x: 0, y: 0),
        startLocation: .zero)
      let out = OutputBuffer()
      magnify.writeJSON(to: out)
      let expected =
        "{\"magnification\":" + OutputReference.fixed(m, decimals: 3) + ",\"velocity\":"
        + OutputReference.fixed(velocity, decimals: 3) + "}"
      #expect(out.text == expected)
    }
  }
}
