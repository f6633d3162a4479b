import Gestures

extension ForceFeedbackEffect {
  /// `rumble strong 0xb3c1 (70%) weak 0x6f3e (43%)` or
  /// `periodic square period 6 ms magnitude 0x5fff (75%)`.
  public func write(text o: OutputBuffer) {
    switch self {
    case .rumble(let strong, let weak):
      o.append("rumble strong ")
      Self.hex(strong, percentOf: 0xFFFF, o)
      o.append(" weak ")
      Self.hex(weak, percentOf: 0xFFFF, o)
    case .periodic(let waveform, let period, let magnitude):
      o.append("periodic ")
      o.append(string: waveform.rawValue)
      o.append(" period ")
      o.append(Int(period))
      o.append(" ms magnitude ")
      Self.hex(UInt16(magnitude), percentOf: 0x7FFF, o)
    }
  }

  /// `"type":"rumble","strong":46017,"weak":28478` or
  /// `"type":"periodic","waveform":"square","period":6,"magnitude":24575` (members only).
  public func write(jsonMembers o: OutputBuffer) {
    switch self {
    case .rumble(let strong, let weak):
      o.append("\"type\":\"rumble\",\"strong\":")
      o.append(Int(strong))
      o.append(",\"weak\":")
      o.append(Int(weak))
    case .periodic(let waveform, let period, let magnitude):
      o.append("\"type\":\"periodic\",\"waveform\":\"")
      o.append(string: waveform.rawValue)
      o.append("\",\"period\":")
      o.append(Int(period))
      o.append(",\"magnitude\":")
      o.append(Int(magnitude))
    }
  }

  static func hex(_ v: UInt16, percentOf full: Int, _ o: OutputBuffer) {
    o.append("0x")
    var s = String(v, radix: 16)
    while s.utf8.count < 4 { s = "0" + s }
    o.append(string: s)
    o.append(" (")
    o.append(Int(clamping: (Double(v) * 100 / Double(full)).rounded()))
    o.append("%)")
  }
}

extension ForceFeedbackTimeline {
  /// Text for people and golden files: a `#` header naming `title` and the profile, one line per
  /// segment (`start length effect`, ms), a `#` footer with the count and length.
  public func write(text o: OutputBuffer, title: String, profile: HapticDeviceProfile) {
    o.append("# ")
    o.append(escaped: title)
    o.append(": ")
    o.append(escaped: profile.summary)
    o.lineEnded()
    o.append("#  start  length  effect")
    o.lineEnded()
    for s in segments {
      o.append(s.start, width: 8)
      o.append(s.length, width: 8)
      o.append("  ")
      s.effect.write(text: o)
      o.lineEnded()
    }
    o.append("# ")
    o.append(segments.count)
    o.append(segments.count == 1 ? " segment, " : " segments, ")
    o.append(length)
    o.append(" ms")
    o.lineEnded()
  }

  /// JSON Lines: one object per segment, `{"start":ms,"length":ms,"type":…}`.
  public func write(json o: OutputBuffer) {
    for s in segments {
      o.append("{\"start\":")
      o.append(s.start)
      o.append(",\"length\":")
      o.append(s.length)
      o.append(",")
      s.effect.write(jsonMembers: o)
      o.append("}")
      o.lineEnded()
    }
  }
}
