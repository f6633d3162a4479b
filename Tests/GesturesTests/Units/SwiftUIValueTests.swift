import Testing

@testable import Gestures

/// What SwiftUI gesture code does with values besides gestures: `Angle` arithmetic
/// (`finalAmount += currentAmount`), `CGRect`'s and `CGSize`'s members, animations and
/// `withAnimation`.
@Suite struct SwiftUIValueTests {
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

  @Test func withAnimationRunsItsBodyWithTheAnimationAsTheCurrentTransaction() {
    #expect(Transaction.current.animation == nil)
    var seen: Animation?
    let result = withAnimation(.spring()) {
      seen = Transaction.current.animation
      return 42
    }
    #expect(result == 42)
    #expect(seen == .spring)
    withAnimation { seen = Transaction.current.animation }
    #expect(seen == .default)
    #expect(Transaction.current.animation == nil)
  }

  @Test func rectsAndSizesReadAsCGRectAndCGSize() {
    let r = Rect(origin: Point(x: 10, y: 20), size: Size(width: 100, height: 50))
    #expect(r.size == Size(width: 100, height: 50))
    #expect([r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY] == [10, 60, 110, 20, 45, 70])
    #expect(r.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 90, height: 30))
    var offset = Size.zero
    offset += Size(width: 3, height: 4)
    offset -= Size(width: 1, height: 1)
    #expect(offset == Size(width: 2, height: 3))
  }
}
