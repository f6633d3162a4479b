/// A gesture attached to a region: how to make its recognizer and how it competes.
public struct GestureAttachment {
  /// The name the transition log uses.
  public var name: String
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

  public init<G: Gesture>(
    _ gesture: G, name: String, priority: GesturePriority = .normal,
    waitsForHigherPriority: Bool = true, simultaneousWith: Set<String> = [],
    mask: GestureMask = .all
  ) {
    self.name = name
    self.mask = mask
    self.priority = priority
    self.waitsForHigherPriority = waitsForHigherPriority
    self.simultaneousWith = simultaneousWith
    self.makeRecognizer = { gesture.makeRecognizer() }
    self.acceptedRoles = gesture.defaultContactRoles
  }
}
