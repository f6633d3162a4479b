/// The plot's colours: one per contact (by id), one per phase and lane kind.
enum PlotPalette {
  /// Contact colours, picked by contact id: none red, orange or green, which say failed,
  /// cancelled and ended on the gesture lanes.
  static let contacts = [
    "#1f77b4", "#0f8b8d", "#9467bd", "#17becf", "#8c564b", "#e377c2", "#bcbd22", "#4b5dbd",
    "#7f3c8d", "#6a5acd",
  ]
  /// Contacts that are not fingers (palm, thumb, hovering) and cancelled ones.
  static let other = "#9a9a9a"
  static let background = "#f2f4f7"
  static let grid = "#dde1e6"
  static let axis = "#555555"

  static func contact(_ index: Int) -> String { contacts[abs(index) % contacts.count] }

  /// The fill of a span of `kind` (contacts use ``contact(_:)``).
  static func fill(_ kind: SpanKind, colour: Int) -> String {
    switch kind {
    case .possible: return "#c9ced6"
    case .active: return "#3b7ddd"
    case .ended: return "#1f9d55"
    case .failed: return "#d64545"
    case .cancelled: return "#f08c00"
    case .contact: return contact(colour)
    case .contactOther: return other
    case .sequence: return "#b9a3dc"
    case .hapticUpload: return "#8d99ae"
    case .hapticPlay: return "#e07a1f"
    case .hapticStop: return "#6b3a12"
    case .hapticErase: return "#444444"
    case .action: return "#2f9e44"
    case .actionSkipped: return "#adb5bd"
    }
  }

  /// The swatch beside a lane's name: its kind's colour, which the render check samples.
  static func swatch(_ kind: TimelineLane.Kind) -> String {
    switch kind {
    case .gesture: return "#2b59c3"
    case .sequence: return "#7b4fc0"
    case .contact: return "#12867a"
    case .haptics: return "#c4621a"
    case .actions: return "#2f8f3a"
    }
  }
}
