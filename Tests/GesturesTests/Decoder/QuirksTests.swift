import Testing

@testable import Gestures

/// libinput's quirks files (`quirks.c`, `util-prop-parsers.c`): how they are read, which
/// sections apply, and what they change in the device and in the decoder's rules.
@Suite struct QuirksTests {
  @Test func axisHintsGiveAResolutionAsLibinputDoes() throws {
    // evdev_fix_abs_resolution: AttrResolutionHint first, else the range (max − min + 1) over
    // AttrSizeHint, rounded down; an axis pair with a resolution keeps it.
    var d = pressurePad()
    d.absInfo[AbsCode.mtPositionX] = AbsInfo(minimum: -4824, maximum: 5342)
    d.absInfo[AbsCode.mtPositionY] = AbsInfo(minimum: -172, maximum: 5820)
    let sized = try LibinputQuirks(files: [
      ("q.quirks", "[A]\nMatchName=Test Pressure Touchpad\nAttrSizeHint=104x75\n")
    ])
    let hinted = sized.quirks(for: d).applyingDeviceFixes(to: d)
    #expect(hinted.absInfo[AbsCode.mtPositionX]?.resolution == 97)  // 10167 / 104
    #expect(hinted.absInfo[AbsCode.mtPositionY]?.resolution == 79)  // 5993 / 75
    #expect(TouchSurface(device: hinted)?.scaleSource == .resolution)
    let both = try LibinputQuirks(files: [
      (
        "q.quirks",
        "[A]\nMatchName=Test Pressure Touchpad\nAttrSizeHint=104x75\nAttrResolutionHint=31x30\n"
      )
    ])
    let byResolution = both.quirks(for: d).applyingDeviceFixes(to: d)
    #expect(byResolution.absInfo[AbsCode.mtPositionX]?.resolution == 31)
    #expect(byResolution.absInfo[AbsCode.mtPositionY]?.resolution == 30)
    var own = d
    own.absInfo[AbsCode.mtPositionX]?.resolution = 12
    own.absInfo[AbsCode.mtPositionY]?.resolution = 12
    #expect(sized.quirks(for: own).applyingDeviceFixes(to: own) == own)
    for bad in ["0x75", "104x", "104", "-1x5"] {
      #expect(throws: QuirksError.self, "\(bad)") {
        try LibinputQuirks(files: [
          ("q.quirks", "[A]\nMatchName=Test Pressure Touchpad\nAttrSizeHint=\(bad)\n")
        ])
      }
    }
  }

  /// tp_init_pressurepad: on a pressure pad (INPUT_PROP_PRESSUREPAD from the kernel, or set
  /// by a quirk's AttrInputProp as libinput 1.31's Goodix, Elan and HONOR entries do) pressure
  /// is force: no touch, palm or thumb is judged by it.
  @Test func aPressurePadIsNotJudgedByPressure() throws {
    let plain = pressurePad()
    #expect(ContactRules(device: plain).pressure != nil)
    #expect(ContactRules(device: plain).palmPressure == 130)
    var flagged = plain
    flagged.properties.insert(InputProperty.pressurePad)
    #expect(ContactRules(device: flagged).pressure == nil)
    #expect(ContactRules(device: flagged).palmPressure == nil)
    let quirks = try LibinputQuirks(files: [
      (
        "q.quirks",
        "[A]\nMatchName=Test Pressure Touchpad\nAttrInputProp=+INPUT_PROP_PRESSUREPAD;-0x02\n"
          + "AttrPalmPressureThreshold=200\n"
      )
    ])
    let q = quirks.quirks(for: plain)
    #expect(q.inputProperties == [InputProperty.pressurePad: true, InputProperty.buttonpad: false])
    let fixed = q.applyingDeviceFixes(to: plain)
    #expect(fixed.properties.contains(InputProperty.pressurePad))
    #expect(!fixed.properties.contains(InputProperty.buttonpad))
    #expect(ContactRules(device: fixed, quirks: q).palmPressure == nil)
    // A later section's word for a property replaces an earlier one's.
    let cleared = try LibinputQuirks(files: [
      (
        "a.quirks", "[A]\nMatchName=Test Pressure Touchpad\nAttrInputProp=+INPUT_PROP_PRESSUREPAD\n"
      ),
      (
        "b.quirks", "[B]\nMatchName=Test Pressure Touchpad\nAttrInputProp=-INPUT_PROP_PRESSUREPAD\n"
      ),
    ])
    #expect(
      !cleared.quirks(for: plain).applyingDeviceFixes(to: plain).properties.contains(
        InputProperty.pressurePad))
    for bad in ["INPUT_PROP_PRESSUREPAD", "+INPUT_PROP_NONSENSE", "+20", ";", "+7;x", ""] {
      #expect(throws: QuirksError.self, "\(bad)") {
        try LibinputQuirks(files: [
          ("q.quirks", "[A]\nMatchName=Test Pressure Touchpad\nAttrInputProp=\(bad)\n")
        ])
      }
    }
  }

  /// AttrEventCode as libinput reads it (`parse_evcode_property`): kernel names, `EV_TYPE` and
  /// `EV_TYPE:0xCODE`, a trailing `;` as libinput's own files have; a name of a code that does
  /// not change decoding (`KEY_A`) is read and skipped, a word that is no code is refused.
  @Test func eventCodeQuirksChangeTheDeviceAsLibinputSeesIt() throws {
    var d = pressurePad()
    d.properties.remove(InputProperty.buttonpad)
    d.codes[EventType.key]!.formUnion([KeyCode.btnLeft, KeyCode.btnLeft + 1, 0x118])
    func fixed(_ value: String) throws -> DeviceDescription {
      let q = try LibinputQuirks(files: [
        ("q.quirks", "[A]\nMatchName=Test Pressure Touchpad\nAttrEventCode=\(value)\n")
      ])
      return q.quirks(for: d).applyingDeviceFixes(to: d)
    }
    // A left button and a right one: no clickpad, until the right one is taken away.
    #expect(!MultitouchDecoder.isClickpad(d))
    let noRight = try fixed("-BTN_RIGHT")
    #expect(!noRight.has(type: EventType.key, code: KeyCode.btnLeft + 1))
    #expect(MultitouchDecoder.isClickpad(noRight))
    #expect(!(try fixed("-KEY_A;-EV_KEY:0x118;")).has(type: EventType.key, code: 0x118))
    #expect(try fixed("-KEY_A").codes == d.codes)
    let noPressure = try fixed("-ABS_MT_PRESSURE")
    #expect(noPressure.absInfo[AbsCode.mtPressure] == nil)
    #expect(ContactRules(device: noPressure).pressure == nil)
    #expect(try fixed("+BTN_MIDDLE").has(type: EventType.key, code: KeyCode.btnLeft + 2))
    for bad in ["-NOT_A_CODE", "-EV_KEY:0xzz", "-EV_KEY:0x300", "BTN_RIGHT", ";"] {
      #expect(throws: QuirksError.self, "\(bad)") { try fixed(bad) }
    }
  }

  /// libevdev drops the events of a code libinput disabled (`libevdev_disable_event_code`):
  /// a pad that advertises a right button libinput's quirks take away never right-clicks.
  @Test func eventsOfDisabledCodesAreDropped() throws {
    var d = pressurePad()
    d.properties.remove(InputProperty.buttonpad)
    d.codes[EventType.key]!.formUnion([KeyCode.btnLeft, KeyCode.btnLeft + 1])
    let q = try LibinputQuirks(files: [
      ("q.quirks", "[A]\nMatchName=Test Pressure Touchpad\nAttrEventCode=-BTN_RIGHT\n")
    ]).quirks(for: d)
    #expect(
      q.disabledEventCodes(of: d) == [UInt32(EventType.key) << 16 | UInt32(KeyCode.btnLeft + 1)])
    func buttons(_ quirks: DeviceQuirks) throws -> [PadButtons] {
      var s = EventScript()
      s.touch(slot: 0, id: 1, x: 500, y: 300)
      s.key(KeyCode.btnTouch, 1)
      s.syn()
      s.at(20)
      s.key(KeyCode.btnLeft + 1, 1)
      s.syn()
      s.at(40)
      s.key(KeyCode.btnLeft, 1)
      s.syn()
      var decoder = MultitouchDecoder(device: d, quirks: quirks)
      var out: [PadButtons] = []
      for e in s.events where try decoder.feed(e) { out.append(decoder.frame.buttons) }
      return out
    }
    // Without the quirk the right button is pressed at 20 ms; with it, only the left at 40 ms.
    let plain = try buttons(DeviceQuirks())
    #expect(plain == [[], .right, [.right, .left]], "\(plain)")
    #expect(try buttons(q) == [[], .left])
  }

  @Test("a Chromebook's (and five other models') pad clicks by fingers by default, as libinput")
  func modelQuirksChooseClickfinger() throws {
    let pad = pressurePad()
    func quirks(_ model: String) throws -> DeviceQuirks {
      try LibinputQuirks(files: [
        ("q.quirks", "[A]\nMatchName=Test Pressure Touchpad\n\(model)\n")
      ]).quirks(for: pad)
    }
    // tp_click_get_default_method: the clickpad's default is button areas, with its strip.
    #expect(MultitouchDecoder(device: pad, quirks: DeviceQuirks()).clickMethod == .buttonAreas)
    #expect(MultitouchDecoder(device: pad, quirks: DeviceQuirks()).frame.buttonAreaTop != nil)
    for model in DeviceQuirks.clickfingerModels {
      let d = MultitouchDecoder(device: pad, quirks: try quirks(model + "=1"))
      #expect(d.clickMethod == .clickfinger, "\(model)")
      #expect(d.frame.buttonAreaTop == nil, "\(model)")
    }
    // A flag set to 0, another model's flag, or a click method chosen keep libinput's choice.
    #expect(try quirks("ModelChromebook=0").clicksByFingers == false)
    #expect(try quirks("ModelLenovoT450Touchpad=1").clicksByFingers == false)
    let areas = TouchpadConfiguration(clickMethod: .buttonAreas)
    let chosen = MultitouchDecoder(
      device: pad, quirks: try quirks("ModelChromebook=1"), touchpad: areas)
    #expect(chosen.clickMethod == .buttonAreas)
    #expect(throws: QuirksError.self) { try quirks("ModelChromebook=yes") }
  }

  @Test func quirksSetThresholdsAndLaterSectionsWin() throws {
    let quirks = try LibinputQuirks(files: [
      (
        "10-a.quirks",
        """
        # comment
        [Test pads]
        MatchUdevType=touchpad
        MatchName=Test*Touchpad
        AttrPressureRange=10:8
        AttrPalmPressureThreshold=200
        ModelSomething=1
        AttrKeyboardIntegration=internal

        [Only on one laptop]
        MatchName=Test*
        MatchDMIModalias=dmi:*svnACME:*
        AttrPressureRange=50:40
        """
      ),
      (
        "20-b.quirks",
        "[Override]\nMatchName=Test Pressure Touchpad\nAttrPalmPressureThreshold=220\n"
      ),
    ])
    let q = quirks.quirks(for: pressurePad())
    #expect(q.pressureRange == Hysteresis(begin: 10, end: 8))
    #expect(q.palmPressureThreshold == 220)
    #expect(q.sections == ["Test pads", "Override"])
    let onLaptop = quirks.quirks(for: pressurePad(), dmiModalias: "dmi:bvnX:svnACME:pnY:")
    #expect(onLaptop.pressureRange == Hysteresis(begin: 50, end: 40))
    let rules = ContactRules(device: pressurePad(), quirks: q)
    #expect(rules.pressure == Hysteresis(begin: 10, end: 8))
    #expect(rules.palmPressure == 220)
    // A touchscreen matches no touchpad section.
    #expect(quirks.quirks(for: TestDevices.touchscreenB()).isEmpty)
    var off = DeviceQuirks()
    off.pressureRange = Hysteresis(begin: 0, end: 0)
    #expect(ContactRules(device: pressurePad(), quirks: off).pressure == nil)
  }

  @Test func malformedQuirksNameTheFileAndLine() {
    let cases: [(String, String)] = [
      (
        "[A]\nMatchName=x\nAttrPressureRange=8:10\n",
        "q.quirks:3: AttrPressureRange=8:10: expected HIGH:LOW"
      ),
      ("[A]\nMatchName=x\nnonsense\n", "q.quirks:3: expected KEY=VALUE"),
      ("AttrPalmSizeThreshold=4\n", "q.quirks:1: AttrPalmSizeThreshold outside a [Section]"),
      ("[A]\nAttrPalmSizeThreshold=4\n", "q.quirks: section [A] has no Match line"),
      ("[A]\nMatchName=x\nAttrPalmSizeThreshold=-4\n", "q.quirks:3: AttrPalmSizeThreshold=-4"),
      ("[A\nMatchName=x\n", "q.quirks:1: section header without a closing ]"),
    ]
    for (text, message) in cases {
      #expect(throws: QuirksError.self) { try LibinputQuirks(files: [("q.quirks", text)]) }
      do {
        _ = try LibinputQuirks(files: [("q.quirks", text)])
      } catch {
        #expect(error.message.hasPrefix(message), "\(error.message)")
      }
    }
  }

  /// libinput's `parse_range_property`: signed numbers, LOW strictly below HIGH, or `none`.
  /// libinput 1.31.3's own 50-system-google.quirks holds `AttrPressureRange=-0:-2`, below the
  /// axis' minimum: libinput reads it and then discards the range (`tp_init_pressure`).
  @Test func pressureRangesReadAsLibinputReadsThem() throws {
    func section(_ range: String) -> String {
      "[A]\nMatchName=Test Pressure Touchpad\nAttrPressureRange=\(range)\n"
    }
    let negative = try LibinputQuirks(files: [("q.quirks", section("-0:-2"))])
    #expect(negative.quirks(for: pressurePad()).pressureRange == Hysteresis(begin: 0, end: -2))
    #expect(
      ContactRules(device: pressurePad(), quirks: negative.quirks(for: pressurePad())).pressure
        == nil)
    let none = try LibinputQuirks(files: [("q.quirks", section("none"))])
    #expect(none.quirks(for: pressurePad()).pressureRange == Hysteresis(begin: 0, end: 0))
    for bad in ["10:10", "8:10", "x:1", "1:", "2147483648:1"] {
      #expect(throws: QuirksError.self, "\(bad)") {
        try LibinputQuirks(files: [("q.quirks", section(bad))])
      }
    }
  }

  @Test func globsMatchLikeFnmatch() {
    #expect(Glob.matches("*CyPS/2 Cypress Trackpad", "CyPS/2 Cypress Trackpad"))
    #expect(Glob.matches("Apple*MTP*", "Apple MTP multi-touch"))
    #expect(!Glob.matches("Apple*MTP*", "Apple Keyboard"))
    #expect(Glob.matches("*Elan Touchpad*", "ELAN0001:00 04F3:3140 Elan Touchpad"))
    #expect(Glob.matches("[ab]x?", "bxz"))
    #expect(!Glob.matches("[!ab]x", "ax"))
  }
}
