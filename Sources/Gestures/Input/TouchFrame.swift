/// The state of a touch surface after one evdev frame (one `SYN_REPORT`).
///
/// `contacts` lists every contact that is down in this frame or ended in it, ordered by slot;
/// each carries its phase for this frame. Contacts that ended appear once, with phase `up` or
/// `cancelled`, and are gone from the next frame.
public struct TouchFrame: Sendable {
  /// Time of the frame's `SYN_REPORT`, in microseconds on the source's clock.
  public var time: Int64
  /// Index of the device in the trace or live session.
  public var device: Int
  /// The tracked contacts, each with its phase in this frame.
  public var contacts: [Contact]
  /// Fingers on the surface as the device counts them: at least the active contacts, more when a
  /// touchpad reports extra fingers through `BTN_TOOL_DOUBLETAP`…`QUINTTAP` than it has slots.
  /// Those extra fingers have no positions and appear in no `Contact`.
  public var fingerCount: Int
  /// Why this frame's `cancelled` contacts were cancelled, when the source knows.
  public var cancellation: CancellationCause?
  /// The contacts are the corners of a box around the fingers, not the fingers
  /// (`INPUT_PROP_SEMI_MT`): their centroid moves with the hand, but their distance and angle
  /// are not a spread or a turn (magnify and rotate fail on such frames, as libinput has no
  /// pinch there).
  public var isBoundingBox = false
  /// The device places one touch only (a single-touch touchpad, or one slot) and counts its
  /// further fingers with `BTN_TOOL_*`: libinput has no gestures there but two-finger
  /// scrolling (``TouchpadGesture``).
  public var placesOneTouch = false
  /// The touchpad's physical buttons pressed at the end of this frame (a click).
  public var buttons = PadButtons()
  /// The button libinput sends for the touchpad's physical press that began in this frame
  /// (empty in other frames): on a clickpad the soft button under the fingers, or the finger
  /// count on a pad that clicks by fingers; on other pads the button pressed. What
  /// ``TouchpadGesture/Kind/click`` reads.
  public var click = PadButtons()
  /// The touchpad is a clickpad (`INPUT_PROP_BUTTONPAD`): its surface is its button.
  public var isClickpad = false
  /// libinput detects thumbs on this pad (`tp_init_thumb`: a clickpad 50 mm high or more): a
  /// still lower finger beside one that moved is a thumb, not a finger of a gesture.
  public var detectsThumbs = false
  /// Where libinput's thumb zone begins, mm from the surface's top (`tp_init_thumb`'s upper
  /// thumb line, 85 % of the pad's height), on a pad that ``detectsThumbs``; nil elsewhere. A
  /// suppressed thumb left alone on the pad below it stays a thumb (`tp_thumb_needs_jail`).
  public var upperThumbLine: Double?
  /// Where libinput's lower thumb line is (`tp_init_thumb`: 92 % of the pad's height), mm
  /// from the surface's top, on a pad that ``detectsThumbs``.
  var lowerThumbLine: Double?
  /// The pad has a thumb pressure or size quirk (libinput's `use_pressure`, `use_size`).
  var measuresThumbs = false
  /// The top of a clickpad's bottom button area, mm from the surface's top (libinput's soft
  /// buttons, `tp_init_softbuttons`: the bottom 10 mm, or 15 % of a pad under 67 mm): a touch
  /// resting there is a button, not a finger of a gesture. Nil without one (not a clickpad,
  /// or an Apple pad, which clicks by finger count).
  public var buttonAreaTop: Double?
  /// The number of the device's report (`SYN_REPORT`) this frame closes, counting the reports
  /// in which nothing changed and that no frame was emitted for; 0 when the source does not
  /// count reports (each frame is then one report). libinput's touchpad rules count frames
  /// (``TouchpadGesture``).
  public var report = 0
  /// libinput's configuration of the touchpad this frame comes from (tapping, its button map,
  /// drag lock, the click method), set by the decoder on a touchpad's frames; nil elsewhere
  /// (touchscreens, and frames an app builds, which then tap nothing). The arena's touchpad
  /// stage taps as it says.
  public var touchpad: TouchpadConfiguration?
  /// libinput's decision in this frame, from a source that has libinput's decisions and not
  /// the fingers (``TouchpadDecision``); nil from one that reads the fingers, whose frames the
  /// touchpad stage decides on itself.
  public var decision: TouchpadDecision?

  /// A frame of `device` at `time`, µs; each parameter is the property of its name.
  public init(
    time: Int64, device: Int, contacts: [Contact] = [], fingerCount: Int = 0,
    cancellation: CancellationCause? = nil
  ) {
    self.time = time
    self.device = device
    self.contacts = contacts
    self.fingerCount = fingerCount
    self.cancellation = cancellation
  }

  /// True when some contact went down, moved, lifted or was cancelled in this frame.
  public var hasChanges: Bool { contacts.contains { $0.phase != .stationary } }
}
