import Gestures

/// Touch frames as the engine targets' bytes.
///
/// Layout: for each of 4 devices its surface width and height (16 bits each, 1/16 mm; 0 is
/// allowed); the start time (64 bits, mod 10^18 µs). Then frames to the end, each: a head byte
/// (bits 0–1 the device, bit 2 a cancellation cause, bit 3 a bounding box, bits 4–7 the number
/// of contacts), a time step (16 bits, 100 µs), the finger count (a byte, not checked against
/// the contacts), and per contact: its id (a byte, so ids repeat), a byte of phase (bits 0–2,
/// mod 5), role (bits 3–4), pressure and ellipse flags (bits 5, 6), x and y (16-bit signed,
/// 1/16 mm), then with the flags a pressure byte (/255) and the ellipse's major and minor axes
/// (a byte each, 1/8 mm). Each contact's slot is its index.
enum FrameBytes {
  /// Devices the engine targets spread frames over.
  static let devices = 4
  static let phases: [ContactPhase] = [.down, .moved, .stationary, .up, .cancelled]
  static let roles: [ContactRole] = [.finger, .hovering, .palm, .thumb]

  /// The surfaces of the devices and the start time.
  static func header(_ input: inout FuzzBytes) -> (surfaces: [Rect], start: Int64) {
    let surfaces = (0..<devices).map { _ in
      Rect(x: 0, y: 0, width: Double(input.u16()) / 16, height: Double(input.u16()) / 16)
    }
    return (surfaces, FuzzTime.start(input.u64()))
  }

  /// The next frame after `time`, nil at the end of the input.
  static func frame(_ input: inout FuzzBytes, after time: Int64) -> TouchFrame? {
    guard !input.isAtEnd else { return nil }
    let head = input.u8()
    let t = FuzzTime.advance(time, by: Int64(input.u16()) * 100)
    var frame = TouchFrame(time: t, device: Int(head & 3), fingerCount: Int(input.u8()))
    if head & 4 != 0 { frame.cancellation = .lostLift }
    frame.isBoundingBox = head & 8 != 0
    for slot in 0..<Int(head >> 4) {
      let id = Int(input.u8())
      let kind = input.u8()
      var contact = Contact(
        id: id, slot: slot, x: Double(input.i16()) / 16, y: Double(input.i16()) / 16,
        phase: phases[Int(kind & 7) % phases.count], role: roles[Int(kind >> 3) & 3])
      if kind & 0x20 != 0 { contact.pressure = Double(input.u8()) / 255 }
      if kind & 0x40 != 0 {
        contact.major = Double(input.u8()) / 8
        contact.minor = Double(input.u8()) / 8
      }
      frame.contacts.append(contact)
    }
    return frame
  }

  /// The bytes that read back as `frames` (at most 15 contacts each, ids and values quantised)
  /// on devices of the given surfaces.
  static func bytes(surfaces: [Rect], frames: [TouchFrame]) -> [UInt8] {
    var out = FuzzBytesWriter()
    for d in 0..<devices {
      let s = d < surfaces.count ? surfaces[d] : Rect(x: 0, y: 0, width: 0, height: 0)
      out.u16(clamping: Int64((s.width * 16).rounded()))
      out.u16(clamping: Int64((s.height * 16).rounded()))
    }
    var time = frames.first?.time ?? 0
    out.u64(UInt64(max(0, time)))
    for frame in frames {
      let contacts = frame.contacts.prefix(15)
      var head = UInt8(frame.device & 3) | UInt8(contacts.count) << 4
      if frame.cancellation != nil { head |= 4 }
      if frame.isBoundingBox { head |= 8 }
      out.u8(head)
      out.u16(clamping: max(0, frame.time - time) / 100)
      time = max(time, frame.time)
      out.u8(clamping: frame.fingerCount)
      for c in contacts {
        out.u8(UInt8(truncatingIfNeeded: c.id))
        var kind =
          UInt8(phases.firstIndex(of: c.phase)!) | UInt8(roles.firstIndex(of: c.role)!) << 3
        if c.pressure != nil { kind |= 0x20 }
        if c.major != nil || c.minor != nil { kind |= 0x40 }
        out.u8(kind)
        out.i16(clamping: c.x * 16)
        out.i16(clamping: c.y * 16)
        if let p = c.pressure { out.u8(clamping: Int((p * 255).rounded())) }
        if c.major != nil || c.minor != nil {
          out.u8(clamping: Int(((c.major ?? 0) * 8).rounded()))
          out.u8(clamping: Int(((c.minor ?? 0) * 8).rounded()))
        }
      }
    }
    return out.bytes
  }
}
