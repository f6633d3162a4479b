extension GestureRecognizer {
  /// Updates ``touches`` and ``time`` from a frame the way the base `engineReceive` does (touches
  /// it follows are updated, `.down` contacts in `adopting` are added), without applying any
  /// rule. Composites and modifiers call it so the engine sees the touches they cover while the
  /// parts they wrap apply the rules. Allocates nothing once the touch set has grown.
  func followTouches(_ frame: TouchFrame, adopting: ContactMask) {
    time = frame.time
    for (i, c) in frame.contacts.enumerated() {
      if let t = touches.index(of: c.id) {
        touches.update(at: t, c, time: frame.time)
      } else if c.phase == .down && adopting.contains(i) {
        touches.add(c, time: frame.time)
      }
    }
  }

  /// A frame at `time` in which every touch that is down is reported as just touching down, at
  /// its current position: how a part that starts late (the second gesture of a sequence) is
  /// handed the touches that are already down. Allocates the frame's contacts.
  func handOverFrame(at time: Int64, device: Int) -> TouchFrame {
    var contacts: [Contact] = []
    contacts.reserveCapacity(touches.all.count)
    for (slot, t) in touches.all.enumerated() where t.isDown {
      contacts.append(Contact(id: t.id, slot: slot, x: t.x, y: t.y, phase: .down))
    }
    return TouchFrame(
      time: time, device: device, contacts: contacts, fingerCount: touches.downCount)
  }
}
