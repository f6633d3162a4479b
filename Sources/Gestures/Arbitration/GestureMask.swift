/// Which gestures an attachment enables, like SwiftUI's `GestureMask`: the attached gesture
/// itself (`.gesture`) and/or the gestures of what it is attached to (`.subviews`): the
/// region's descendants and the attachments made on the same region before it (in SwiftUI each
/// gesture modifier wraps the view with its earlier modifiers, so they are its "subviews").
public struct GestureMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// Bit 0 `.gesture`, bit 1 `.subviews`.
  public let rawValue: UInt32

  /// The mask whose bits are `rawValue`'s.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Disables the added gesture and every gesture below it.
  public static let none = GestureMask([])
  /// Enables the added gesture but disables every gesture below it.
  public static let gesture = GestureMask(rawValue: 1)
  /// Enables the gestures below it but disables the added gesture.
  public static let subviews = GestureMask(rawValue: 2)
  /// Enables both the added gesture and every gesture below it (the default).
  public static let all: GestureMask = [.gesture, .subviews]

  /// `all`, `gesture`, `subviews` or `none`, as scene files spell it.
  public var description: String {
    switch rawValue & 3 {
    case 3: return "all"
    case 1: return "gesture"
    case 2: return "subviews"
    default: return "none"
    }
  }
}

extension GestureMask {
  /// The attachments along `path` (root first, as ``Region/hitTest(_:surface:device:)`` returns it)
  /// that SwiftUI's masks leave enabled, root first and in modifier order within a region.
  ///
  /// - An attachment whose mask lacks `.gesture` is disabled itself.
  /// - An attachment whose mask lacks `.subviews` disables everything it wraps: the
  ///   attachments made before it on the same region and every attachment of the regions below
  ///   it on the path.
  ///
  /// Cost: one pass over the path's attachments.
  public static func enabledAttachments(on path: [Region]) -> [EnabledAttachment] {
    // The deepest point from which everything is disabled: (depth, index) — attachments at a
    // greater depth, or at this depth with a smaller index, are disabled.
    var cutDepth = Int.max
    var cutIndex = 0
    for (depth, region) in path.enumerated() {
      let attachments = region.attachments
      // The outermost (last-made) attachment lacking `.subviews` cuts everything it wraps.
      if let i = attachments.lastIndex(where: { !$0.mask.contains(.subviews) }) {
        cutDepth = depth
        cutIndex = i
        break
      }
    }
    var enabled: [EnabledAttachment] = []
    for (depth, region) in path.enumerated() where depth <= cutDepth {
      for (index, attachment) in region.attachments.enumerated() {
        if depth == cutDepth && index < cutIndex { continue }
        guard attachment.mask.contains(.gesture) else { continue }
        enabled.append(EnabledAttachment(depth: depth, region: region, index: index))
      }
    }
    return enabled
  }
}

extension Region {
  /// Whether `attachments[index]` is enabled on `path` by the masks above it (see
  /// ``GestureMask/enabledAttachments(on:)``); `path` must contain this region.
  public func isEnabled(attachmentAt index: Int, on path: [Region]) -> Bool {
    GestureMask.enabledAttachments(on: path).contains { $0.region === self && $0.index == index }
  }
}
