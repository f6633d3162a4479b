import Testing

@testable import Gestures

/// The frame gestures see while a bounce is bridged (``LiftBounce``): the device's frame with its
/// contacts renamed, everything else as the device sent it.
@Suite struct LiftBounceTests {
  private func frame(_ ms: Int64, _ contacts: [(Int, Double, ContactPhase)]) -> TouchFrame {
    let placed = contacts.map { Contact(id: $0.0, slot: $0.0, x: $0.1, y: 20, phase: $0.2) }
    return TouchFrame(
      time: ms * 1000, device: 0, contacts: placed,
      fingerCount: placed.filter(\.isFingerDown).count)
  }

  /// Two fingers down, the second lifts and lands 30 ms later 1 mm away: bridged, its new
  /// contact renamed to the old one for as long as it stays down.
  private func bridged() -> LiftBounce {
    var bounce = LiftBounce()
    #expect(!bounce.filter(frame(0, [(1, 40, .down), (2, 60, .down)])) { _ in true })
    #expect(bounce.filter(frame(100, [(1, 40, .stationary), (2, 60, .up)])) { _ in true })
    #expect(bounce.filter(frame(130, [(1, 40, .stationary), (3, 61, .down)])) { _ in true })
    #expect(bounce.out.contacts.map(\.id) == [1, 2])
    return bounce
  }

  @Test func aFrameWithNothingHeldIsSeenAsItIs() {
    var bounce = LiftBounce()
    #expect(!bounce.filter(frame(0, [(1, 40, .down)])) { _ in true })
    #expect(!bounce.filter(frame(10, [(1, 41, .moved)])) { _ in true })
  }

  @Test func aBridgedFrameKeepsTheDevicesClickThumbLinesAndDecision() {
    var bounce = bridged()
    var next = frame(140, [(1, 40, .stationary), (3, 62, .moved)])
    next.click = [.left]
    next.buttons = [.left]
    next.detectsThumbs = true
    next.upperThumbLine = 50
    next.lowerThumbLine = 60
    next.buttonAreaTop = 55
    next.decision = .tapped(fingers: 2)
    #expect(bounce.filter(next) { _ in true })
    #expect(bounce.out.contacts.map(\.id) == [1, 2])
    #expect(bounce.out.click == [.left])
    #expect(bounce.out.buttons == [.left])
    #expect(bounce.out.detectsThumbs)
    #expect(bounce.out.upperThumbLine == 50 && bounce.out.lowerThumbLine == 60)
    #expect(bounce.out.buttonAreaTop == 55)
    #expect(bounce.out.decision == .tapped(fingers: 2))
  }

  /// A lift held in a frame that clicked, whose window closes: the frame of the expired lift is
  /// the arena's own, so it repeats neither the click nor libinput's decision, and keeps the
  /// pad's buttons and thumb lines.
  @Test func anExpiredLiftsFrameRepeatsNoClickOrDecision() {
    var bounce = LiftBounce()
    #expect(!bounce.filter(frame(0, [(1, 40, .down), (2, 60, .down)])) { _ in true })
    var lift = frame(100, [(1, 40, .stationary), (2, 60, .up)])
    lift.click = [.left]
    lift.buttons = [.left]
    lift.upperThumbLine = 50
    lift.decision = .tapped(fingers: 2)
    #expect(bounce.filter(lift) { _ in true })
    #expect(bounce.out.click == [.left])
    let expired = bounce.expire(at: 200_000, device: 0, fingerCount: 2)
    #expect(expired?.contacts.map(\.id) == [1, 2])
    #expect(expired?.contacts.last?.phase == .up)
    #expect(expired?.click == [])
    #expect(expired?.decision == .unchanged)
    #expect(expired?.buttons == [.left])
    #expect(expired?.upperThumbLine == 50)
  }
}
