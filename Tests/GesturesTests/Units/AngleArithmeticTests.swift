import Testing

@testable import Gestures

/// SwiftUI's `Angle` arithmetic, as rotation code uses it (`finalAmount += currentAmount`).
@Suite struct AngleArithmeticTests {
  @Test func anglesAddSubtractNegateAndScale() {
    var final = Angle.degrees(30)
    let current = Angle(degrees: 15)
    #expect(abs((final + current).degrees - 45) < 1e-12)
    #expect(abs((final - current).degrees - 15) < 1e-12)
    #expect(abs((-current).degrees + 15) < 1e-12)
    #expect(abs((current * 2).degrees - 30) < 1e-12)
    #expect(abs((2 * current).degrees - 30) < 1e-12)
    #expect(abs((current / 3).degrees - 5) < 1e-12)
    final += current
    #expect(abs(final.degrees - 45) < 1e-12)
    final -= .degrees(45)
    #expect(abs(final.radians) < 1e-12)
    final.degrees = 90
    #expect(abs(final.radians - Double.pi / 2) < 1e-12)
    #expect(Angle().radians == 0)
  }

  @Test func springsReadAsSwiftUIs() {
    #expect(Animation.spring(duration: 0.5, bounce: 0.3) == .bouncy)
    #expect(
      Animation.interactiveSpring().curve == .spring(response: 0.15, dampingFraction: 0.86))
    #expect(Animation.easeIn(duration: 2).duration == 2)
    #expect(Transaction(animation: .linear).animation == .linear(duration: 0.35))
  }
}
