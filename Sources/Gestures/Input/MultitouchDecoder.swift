/// Turns one device's raw evdev events into ``TouchFrame``s of contacts in surface millimetres,
/// exactly as the same events would arrive from the live device: protocol B, protocol A and
/// single touch, finger counts beyond the slots, and `SYN_DROPPED` (a contact whose lift was lost
/// is `cancelled`). No position is invented and nothing is silently lost (the Decoding article).
///
/// Feed every event with ``feed(_:)``; when it returns true, ``frame`` holds the frame that the
/// event (a `SYN_REPORT`) closed. Frames in which nothing changed are not reported.
///
/// The per-event path does not allocate once the frame buffer has grown to the device's size.
public struct MultitouchDecoder {
  /// Most slots (protocol B) or contacts per frame (protocol A) the decoder tracks.
  public static let maximumContacts = 64

  /// The device whose events it decodes.
  public let device: DeviceDescription
  /// The device's index in the trace or session, which its frames carry.
  public let deviceIndex: Int
  /// How the device reports touches (slots, protocol A, single touch), from its codes.
  public let touchProtocol: TouchProtocol
  /// The millimetre mapping, or nil for a device without position axes.
  public let surface: TouchSurface?
  /// The frame closed by the last `feed` that returned true. Read it before feeding more.
  public internal(set) var frame: TouchFrame
  /// How contacts are judged fingers, hovering touches, palms or thumbs.
  public let rules: ContactRules

  let isTouchpad: Bool
  /// Some rule can make a contact other than a finger: contacts are judged every frame.
  let judges: Bool
  /// The pressure axis's minimum and its range (maximum − minimum; 0 without the axis), and the
  /// units per millimetre of a contact's size (1 without a surface): taken once, not for every
  /// contact of every frame (``normalisedPressure(_:)``, ``millimetres(size:)``).
  let pressureMinimum: Int64
  let pressureRange: Double
  let sizeUnitsPerMillimetre: Double
  let hasMajor: Bool
  let hasMinor: Bool
  /// Codes the device's quirks disabled (`type << 16 | code`), whose events are dropped as
  /// libevdev drops them for libinput; usually none.
  @usableFromInline var disabledCodes: [UInt32] = []
  @usableFromInline let slotCount: Int

  @usableFromInline var slots: [SlotState]
  @usableFromInline var currentSlot = 0
  /// Slots `0..<usedSlots` have been written to; those after are still empty, so the passes
  /// over the slots stop there (a touchscreen may have 60 slots and use two).
  @usableFromInline var usedSlots = 0
  var nextContactID = 1
  /// Between SYN_DROPPED and the SYN_REPORT that ends the gap.
  var dropping = false
  /// Pressed `BTN_TOOL_FINGER`…`QUINTTAP` keys, one bit per finger count (bit 0 = 1 finger).
  var toolKeys: UInt8 = 0
  /// libinput's jump detection on touchpads: the finger count of the last frame (a change
  /// resets the touches' motion history) and the last frame's time.
  var historyFingers = 0
  var lastReportTime: Int64 = 0
  /// False on pads whose jumps libinput does not judge (Wacom's).
  let detectsJumps: Bool
  /// libinput's hysteresis (``applyHysteresis(_:history:alone:motion:)``): followed on judged
  /// touchpads; its margins in device units, whether it is on, and the last wobble step's time.
  let followsHysteresis: Bool
  let hysteresisMarginX: Int32
  let hysteresisMarginY: Int32
  var hysteresisOn: Bool
  var wobbleTime: Int64 = 0
  /// What the decoder noticed about the device as it ran (a touchpad reporting beyond its
  /// advertised range), once each, for the command line to print.
  public private(set) var notes: [String] = []
  /// Adds a note (``notes``) from the decoder's other files.
  mutating func note(_ text: String) { notes.append(text) }
  /// Whether a touchpad's position beyond its range was noted (checked until it was).
  var rangeNoted = false
  /// The buttons of the last frame reported, to report a frame in which only they changed.
  var lastButtons = PadButtons()
  var lastFingerCount = 0
  /// libinput's fake touches (``fakeFingers()``) are pressure palms, until they end.
  var fakePalm = false
  /// The area each touch counts for when a clickpad with soft buttons is pressed, and a press
  /// that waits for a touch (``judgeClick(pressed:)``).
  var softButtons = SoftButtonTracker()
  var clickPending = false
  /// How a clickpad's press chooses its button (the configuration's, else the device's
  /// default), and clickfinger's map.
  let clickMethod: TouchpadConfiguration.ClickMethod
  let clickfingerMap: TouchpadConfiguration.ButtonMap

  /// A protocol-A touchpad, its contacts put in slots as libinput 1.31's mtdev plugin does
  /// (``slotReports()``), decoded as `.slots`.
  @usableFromInline let reportsAsSlots: Bool
  /// How the decoder follows the contacts: ``touchProtocol``, but slots for a protocol-A
  /// touchpad.
  @usableFromInline let decodedProtocol: TouchProtocol
  /// The tracking id the next protocol-A contact gets in its slot (mtdev's counter).
  var mtdevTracking: Int32 = 0
  // Protocol A: the frame being collected and the contacts of the last frame.
  var reportEntries: [ReportEntry]
  var reportCount = 0
  var pendingEntry = ReportEntry()
  var frameHasMultitouchData = false
  var reportActive: [ReportContact]
  var matchOld: [Int]
  var matchNew: [Int]
  /// Protocol A: the device's `ABS_PRESSURE`, and whether its touches are pressed (hysteresis).
  var devicePressure: Int32 = 0
  var reportsEngaged = false

  // Single touch, and BTN_TOUCH for protocol A.
  var touchKey = false
  var touchKeyReleasedInFrame = false
  /// libinput's fake-touch detection (``ContactRules/touchesByKey``) on a pad with slots; the
  /// key's state at the last frame, to judge every touch again when it changes.
  let touchesByKey: Bool
  var lastTouchKey = false
  var single = SlotState()

  /// A decoder for `device`; `rules` default to libinput's for the device without quirks; a
  /// touchpad's tapping as `touchpad` configures it (none when tapping is off).
  public init(
    device: DeviceDescription, index: Int = 0, rules: ContactRules? = nil,
    touchpad: TouchpadConfiguration = TouchpadConfiguration()
  ) {
    self.device = device
    self.rules = rules ?? ContactRules(device: device)
    self.judges = self.rules.judgesContacts
    self.deviceIndex = index
    let reported = TouchProtocol(device: device)
    self.touchProtocol = reported
    // libinput 1.31's mtdev plugin: a protocol-A touchpad goes on as a slotted one.
    self.reportsAsSlots = device.kind == .touchpad && reported == .reports
    self.decodedProtocol = reportsAsSlots ? .slots : reported
    self.surface = TouchSurface(device: device)
    self.frame = TouchFrame(time: 0, device: index)
    self.frame.isBoundingBox = device.properties.contains(InputProperty.semiMT)
    self.isTouchpad = device.kind == .touchpad
    // Part of judging contacts: without it (raw tracking ids, as SUMMARY counts them) no jumps.
    self.detectsJumps = isTouchpad && judges && device.id.vendor != 0x056a
    self.touchesByKey = isTouchpad && judges && decodedProtocol == .slots && self.rules.touchesByKey
    let margin = Self.hysteresisMargin(device)
    self.followsHysteresis = isTouchpad && judges && decodedProtocol == .slots
    (self.hysteresisMarginX, self.hysteresisMarginY) = (margin.x, margin.y)
    self.hysteresisOn = margin.on
    let singleTouch = decodedProtocol == .singleTouch
    let pressureAxis = device.absInfo[singleTouch ? AbsCode.pressure : AbsCode.mtPressure]
    self.pressureMinimum = Int64(pressureAxis?.minimum ?? 0)
    // checked: Int32 limits
    self.pressureRange = pressureAxis.map { Double(Int64($0.maximum) - Int64($0.minimum)) } ?? 0
    self.sizeUnitsPerMillimetre = surface?.unitsPerMillimetreX ?? 1
    self.hasMajor = device.absInfo[AbsCode.mtTouchMajor] != nil
    self.hasMinor = device.absInfo[AbsCode.mtTouchMinor] != nil
    let slotMax =
      reportsAsSlots
      ? Self.mtdevSlotCount - 1 : Int(device.absInfo[AbsCode.mtSlot]?.maximum ?? 0)
    self.slotCount =
      decodedProtocol == .slots ? min(max(slotMax, 0) + 1, Self.maximumContacts) : 0
    self.slots = Array(repeating: SlotState(), count: slotCount)
    self.usedSlots = min(1, slotCount)
    let reportCapacity = reported == .reports ? Self.maximumContacts : 0
    self.reportEntries = Array(repeating: ReportEntry(), count: reportCapacity)
    self.reportActive = []
    self.reportActive.reserveCapacity(reportCapacity)
    self.matchOld = Array(repeating: -1, count: reportCapacity)
    self.matchNew = Array(repeating: -1, count: reportCapacity)
    self.frame.contacts.reserveCapacity(max(slotCount, reportCapacity, 1) * 2)
    self.frame.placesOneTouch = singleTouch || (decodedProtocol == .slots && slotCount == 1)
    self.frame.isClickpad = isTouchpad && Self.isClickpad(device)
    self.frame.detectsThumbs = frame.isClickpad && (surface?.height ?? 0) >= 50
    if frame.detectsThumbs, let h = surface?.height {
      self.frame.upperThumbLine = h * 0.85
      self.frame.lowerThumbLine = h * 0.92
      self.frame.measuresThumbs = self.rules.thumbPressure != nil || self.rules.thumbSize != nil
    }
    self.clickMethod = touchpad.clickMethod ?? Self.defaultClickMethod(device)
    self.clickfingerMap = touchpad.clickfingerButtonMap
    if frame.isClickpad && judges && clickMethod == .buttonAreas, let h = surface?.height {
      // tp_init_softbuttons; tp_switch_click_method leaves no bottom area otherwise.
      self.frame.buttonAreaTop = h * 0.15 > 10 ? h - 10 : h * 0.85
    }
    // libinput taps on touchpads only (the arena's touchpad stage, as this says).
    if isTouchpad {
      var pad = touchpad
      // tp_3fg_drag_count: no three-finger drag without gestures (semi-MT, one slot) or with
      // fewer than three slots; libinput refuses the setting there.
      if frame.isBoundingBox || slotCount < 3 { pad.threeFingerDrag = .disabled }
      self.frame.touchpad = pad
    }
  }

  // Inlinable, as is the slot path it leads to: every event of every trace and device crosses
  // the module boundary here (TouchStream, LiveLoop), and an opaque call per event cost the
  // decode benchmark 5 %.
  /// Feeds one event; returns true when it closed a frame in which something changed (a contact
  /// went down, moved, lifted or was cancelled, or the finger count changed), now in ``frame``.
  @inlinable public mutating func feed(_ event: EvdevEvent) throws(DecodeError) -> Bool {
    switch event.type {
    case EventType.syn:
      switch event.code {
      case SynCode.report:
        return finishFrame(at: event.time)
      case SynCode.mtReport:
        if touchProtocol == .reports { try closeReportEntry() }
      case SynCode.dropped:
        beginDrop()
      default:
        break
      }
    case EventType.abs:
      if !disabledCodes.isEmpty && isDisabled(event) { return false }
      switch decodedProtocol {
      case .slots:
        if reportsAsSlots {
          absReports(event.code, event.value)
        } else {
          try absSlots(event.code, event.value)
        }
      case .reports: absReports(event.code, event.value)
      case .singleTouch: absSingle(event.code, event.value)
      case .none: break
      }
    case EventType.key:
      if !disabledCodes.isEmpty && isDisabled(event) { return false }
      key(event.code, event.value)
    default:
      break
    }
    return false
  }

  // MARK: - Shared frame handling

  @usableFromInline mutating func beginDrop() {
    dropping = true
    for i in 0..<usedSlots where slots[i].committedTracking != -1 {
      slots[i].staleSinceDrop = true
    }
  }

  @usableFromInline mutating func key(_ code: UInt16, _ value: Int32) {
    if let fingers = KeyCode.fingerCount(ofTool: code) {
      let bit = UInt8(1) << UInt8(fingers - 1)
      if value != 0 { toolKeys |= bit } else { toolKeys &= ~bit }
    } else if let button = PadButtons(code: code), isTouchpad {
      // A clickpad's only button is its surface: libinput ignores the others the kernel sends
      // (tp_process_button, "received BTN_RIGHT button event on a clickpad").
      if frame.isClickpad && button != .left { return }
      if value != 0 { frame.buttons.insert(button) } else { frame.buttons.remove(button) }
    } else if code == KeyCode.btnTouch {
      touchKey = value != 0
      if value == 0 { touchKeyReleasedInFrame = true }
      if decodedProtocol == .singleTouch { single.tracking = value != 0 ? 0 : -1 }
    }
  }

  /// The finger count the `BTN_TOOL_*` keys announce (the highest pressed), 0 when none.
  var toolFingerCount: Int { toolKeys == 0 ? 0 : 8 - toolKeys.leadingZeroBitCount }

  @usableFromInline mutating func finishFrame(at time: Int64) -> Bool {
    // One by one: `removeAll(keepingCapacity:)` is a generic `replaceSubrange`, dearer.
    while !frame.contacts.isEmpty { frame.contacts.removeLast() }
    frame.time = time
    // Counts every report, also those that change nothing and are not emitted.
    frame.report &+= 1
    frame.cancellation = nil
    let resync = dropping
    dropping = false
    switch decodedProtocol {
    case .slots:
      if reportsAsSlots { slotReports() }
      finishSlotsFrame(resync: resync)
    case .reports: finishReportsFrame(resync: resync)
    case .singleTouch: finishSingleFrame(resync: resync)
    case .none: break
    }
    touchKeyReleasedInFrame = false
    var active = 0
    // TouchFrame.hasChanges in the same pass (it was a copy of the frame and a pass of its own).
    var changed = false
    for c in frame.contacts {
      if c.isFingerDown { active += 1 }
      if c.phase != .stationary { changed = true }
    }
    for i in 0..<usedSlots where slots[i].unplaced && slots[i].committedTracking != -1 {
      active += 1
    }
    var fingers = active
    if isTouchpad && decodedProtocol == .slots && !frame.isBoundingBox {
      fingers = active + fakeFingers()
    } else if isTouchpad && decodedProtocol == .slots && toolFingerCount > slotCount {
      // A semi-MT pad is a single-touch one to libinput, its fingers counted by the keys alone
      // (tp_init_slots): the slots' box counts as many as the keys at least.
      fingers = max(active, toolFingerCount)
    } else if isTouchpad && decodedProtocol == .singleTouch && active > 0 {
      // A single-touch touchpad reports its second and third finger only by BTN_TOOL_*.
      fingers = max(active, toolFingerCount)
    }
    frame.fingerCount = fingers
    if isTouchpad && !rangeNoted { noteBeyondRange() }
    let fingersChanged = fingers != lastFingerCount
    lastFingerCount = fingers
    let buttonsChanged = frame.buttons != lastButtons
    if isTouchpad { judgeClick(pressed: frame.buttons.subtracting(lastButtons)) }
    lastButtons = frame.buttons
    return fingersChanged || buttonsChanged || changed
  }
}

/// One protocol-B slot (or the single-touch contact): the values received in the frame being
/// collected, and those committed at the last `SYN_REPORT`.
@usableFromInline struct SlotState {
  @usableFromInline var tracking: Int32 = -1
  @usableFromInline var committedTracking: Int32 = -1
  /// The tracking id changed from one id to another within the frame: a lift and a touch-down.
  @usableFromInline var replaced = false
  @usableFromInline var contactID = 0
  @usableFromInline var x: Int32 = 0
  @usableFromInline var y: Int32 = 0
  @usableFromInline var pressure: Int32 = 0
  @usableFromInline var major: Int32 = 0
  @usableFromInline var minor: Int32 = 0
  @usableFromInline var toolType: Int32 = 0
  @usableFromInline var committedX: Int32 = 0
  @usableFromInline var committedY: Int32 = 0
  @usableFromInline var committedPressure: Int32 = 0
  @usableFromInline var committedMajor: Int32 = 0
  @usableFromInline var committedMinor: Int32 = 0
  @usableFromInline var dirty = false
  /// The contact was turned into a palm and cancelled; its slot is ignored until it is lifted.
  @usableFromInline var palm = false
  /// A position value has been received for the slot (since the decoder started).
  @usableFromInline var knowsX = false
  @usableFromInline var knowsY = false
  /// Down, but not reported: no position is known for it yet (it is counted as a finger).
  @usableFromInline var unplaced = false
  /// Down when a SYN_DROPPED happened and not heard from since.
  @usableFromInline var staleSinceDrop = false
  /// The tracking id changed while the slot was stale: the old contact's lift was lost.
  @usableFromInline var liftLost = false
  /// The role of the slot's reported contact and why (``ContactRules``).
  @usableFromInline var role = ContactRole.finger
  @usableFromInline var reason: ContactReason?
  /// A palm or thumb that stays one until it lifts.
  @usableFromInline var sticky = false
  /// When the contact got its role (µs), and where it came down (raw units), for the edge
  /// palm's release and the thumb's delay.
  @usableFromInline var roleSince: Int64 = 0
  /// libinput's motion history length for the touch (0, 1, 2 or more: only whether it has a
  /// previous point matters), whether it is reset again next frame, and the last frame's
  /// motion (mm per 12 ms) for jump detection (tp_detect_jumps).
  @usableFromInline var history: UInt8 = 0
  @usableFromInline var resetHistoryNext = false
  @usableFromInline var lastMotion = 0.0
  /// libinput's hysteresis for the touch: the filter's centre (raw units) and the last three
  /// steps' directions for the wobble watch (bit 2 the newest, set for a step right).
  @usableFromInline var centerX: Int32 = 0
  @usableFromInline var centerY: Int32 = 0
  @usableFromInline var wobble: UInt8 = 0
  /// libinput's touch speed (`tp_calculate_motion_speed`, for the speed-based thumb rule): its
  /// own motion history's length (up to 4) and reset, the last speed (mm/s) and how many
  /// frames it was over 20 mm/s (counting down when not, at most 15).
  @usableFromInline var speedHistory: UInt8 = 0
  @usableFromInline var speedResetNext = false
  @usableFromInline var lastSpeed = 0.0
  @usableFromInline var speedExceeded: UInt8 = 0
  /// The motion (mm) the speed measured and in which report: the jump detection takes it.
  @usableFromInline var motionLength = 0.0
  @usableFromInline var motionLengthReport = -1
  /// The touch landed alone in the thumb zone and has not left it: libinput's jailed thumb,
  /// which its edge-palm rule does not count as another finger (`tp_touch_active`).
  @usableFromInline var jailed = false
  @usableFromInline var firstX: Int32 = 0
  @usableFromInline var firstY: Int32 = 0

  mutating func commit() {
    committedTracking = tracking
    replaced = false
    dirty = false
    committedX = x
    committedY = y
    committedPressure = pressure
    committedMajor = major
    committedMinor = minor
  }
}
