/// A gesture attached to a region: how to make its recognizer and how it competes.
public struct GestureAttachment {
  /// The name the transition log uses: the one given, or the gesture's
  /// ``Gesture/defaultName``, which ``Region/attach(_:)`` makes unique on its region.
  public var name: String {
    didSet { nameIsDerived = false }
  }
  /// Whether ``name`` is the gesture's default name rather than one given.
  var nameIsDerived: Bool
  /// How it was attached: `.gesture`, `.highPriorityGesture` or `.simultaneousGesture`.
  public var priority: GesturePriority
  /// When false, the gesture succeeds as soon as its rules are met, without waiting for
  /// higher-priority competitors that are still possible (no double-tap delay for a tap that
  /// opts out).
  public var waitsForHigherPriority: Bool
  /// Names of gestures on the same region it runs alongside instead of competing with (as
  /// UIKit's `shouldRecognizeSimultaneouslyWith`); the relation holds both ways.
  public var simultaneousWith: Set<String>
  /// Which gestures the attachment enables: itself (`.gesture`) and/or what it wraps
  /// (`.subviews`: earlier attachments on the region and the region's descendants), like
  /// SwiftUI's `including:` parameter. See ``GestureMask/enabledAttachments(on:)``.
  public var mask: GestureMask
  /// Makes a fresh recognizer (the engine makes one per device).
  public var makeRecognizer: () -> GestureRecognizer
  /// Which contacts the gesture takes (``ContactRole``): the gesture's
  /// ``Gesture/defaultContactRoles`` (fingers, but for a touchpad's click); add palms, thumbs
  /// or hovering touches for a gesture that wants them (a palm-rejection overlay, a hover
  /// cursor).
  public var acceptedRoles: ContactRoles = .finger
  /// What other modules keep on the attachment (``AttachmentKey``); ignored by the engine.
  public var values = AttachmentValues()

  /// `gesture` attached as `priority` says; the parameters are the properties of the same
  /// names. Without a `name` the transition log uses the gesture's ``Gesture/defaultName``
  /// (`drag`, `long-press`), with a suffix (`drag-2`) when the region already has that name.
  public init<G: Gesture>(
    _ gesture: G, name: String? = nil, priority: GesturePriority = .normal,
    waitsForHigherPriority: Bool = true, simultaneousWith: Set<String> = [],
    mask: GestureMask = .all
  ) {
    self.name = name ?? gesture.defaultName
    nameIsDerived = name == nil
    self.mask = mask
    self.priority = priority
    self.waitsForHigherPriority = waitsForHigherPriority
    self.simultaneousWith = simultaneousWith
    self.makeRecognizer = { gesture.makeRecognizer() }
    self.acceptedRoles = gesture.defaultContactRoles
  }
}
