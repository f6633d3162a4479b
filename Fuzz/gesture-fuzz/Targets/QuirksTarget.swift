import Gestures

/// libinput's quirks files over arbitrary text: ``LibinputQuirks`` reads the input as one file,
/// then matches every section against a touchpad and a touchscreen whose name is the input's
/// first line without its leading `#` and blanks (a comment to the reader, so one input carries
/// both a `MatchName` glob and the name it runs against), with and without a real laptop's DMI
/// modalias.
extension FuzzTarget {
  static let quirks = FuzzTarget(
    name: "quirks",
    summary: "a quirks file (first line: the device name): LibinputQuirks, every Match against it",
    run: { bytes in
      let text = String(decoding: bytes, as: UTF8.self)
      guard let quirks = try? LibinputQuirks(files: [("fuzz.quirks", text)]) else { return }
      let line = text.prefix { $0 != "\n" }.drop { $0 == "#" || $0 == " " }
      let name = String(line.prefix(QuirksDevices.maximumName))
      for device in QuirksDevices.named(name) {
        blackHole(quirks.quirks(for: device, dmiModalias: QuirksDevices.dmiModalias))
        blackHole(quirks.quirks(for: device))
      }
    },
    seed: nil)
}

/// The devices the quirks target matches sections against.
enum QuirksDevices {
  /// The longest device name the kernel keeps (`UINPUT_MAX_NAME_SIZE` is 80; evdev names from
  /// other drivers are longer): a generous bound, so the name is a device's, not a file's.
  static let maximumName = 1024

  /// A ThinkPad's `/sys/class/dmi/id/modalias`, as libinput matches `MatchDMIModalias` against.
  static let dmiModalias =
    "dmi:bvnLENOVO:bvrN2HET63W(1.46):bd06/15/2021:br1.46:efr1.22:svnLENOVO:pn20QDCTO1WW:"
    + "pvrThinkPadX1Carbon7th:rvnLENOVO:rn20QDCTO1WW:rvrSDK0J40697WIN:cvnLENOVO:ct10:"
    + "cvrNone:skuLENOVO_MT_20QD_BU_Think_FM_ThinkPadX1Carbon7th:"

  /// A multitouch touchpad on i8042 and a direct touchscreen on USB, both called `name`.
  static func named(_ name: String) -> [DeviceDescription] {
    let touch: Set<UInt16> = [AbsCode.mtPositionX, AbsCode.mtPositionY, AbsCode.x, AbsCode.y]
    let touchpad = DeviceDescription(
      name: name, id: DeviceID(bustype: 0x11, vendor: 0x2, product: 0x7, version: 0x1b1),
      codes: [
        EventType.abs: touch,
        EventType.key: [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnLeft],
      ],
      properties: [InputProperty.pointer, InputProperty.buttonpad])
    let touchscreen = DeviceDescription(
      name: name, id: DeviceID(bustype: 0x3, vendor: 0x56a, product: 0xe6, version: 0x100),
      codes: [EventType.abs: touch, EventType.key: [KeyCode.btnTouch]],
      properties: [InputProperty.direct])
    return [touchpad, touchscreen]
  }
}
