import Gestures
import Testing

/// Apple's "Composing SwiftUI gestures" example: press the circle (a shadow appears), hold
/// 0.5 s (a border appears), drag it, and it stays where it was dropped.
///
/// Changes: `CGSize` is `Size`; what fragment 3 draws is read through `offset`,
/// `shadowRadius` and `hasBorder`; the circle's region moves with `viewState` when the app
/// builds it again (``AppScreen/render()``), as SwiftUI's `.offset` would move it.
struct DraggableCircle {

  enum DragState {
    case inactive
    case pressing
    case dragging(translation: Size)

    var translation: Size {
      switch self {
      case .inactive, .pressing:
        return .zero
      case .dragging(let translation):
        return translation
      }
    }

    var isActive: Bool {
      switch self {
      case .inactive:
        return false
      case .pressing, .dragging:
        return true
      }
    }

    var isDragging: Bool {
      switch self {
      case .inactive, .pressing:
        return false
      case .dragging:
        return true
      }
    }
  }

  @GestureState private var dragState = DragState.inactive
  @State private var viewState = Size.zero

  var offset: Size {
    Size(
      width: viewState.width + dragState.translation.width,
      height: viewState.height + dragState.translation.height)
  }
  var shadowRadius: Double { dragState.isActive ? 8 : 0 }
  var hasBorder: Bool { dragState.isDragging }

  var body: Region {
    let minimumLongPressDuration = 0.5
    let longPressDrag = LongPressGesture(minimumDuration: minimumLongPressDuration)
      .sequenced(before: DragGesture())
      .updating($dragState) { value, state, transaction in
        switch value {
        // Long press begins.
        case .first(true):
          state = .pressing
        // Long press confirmed, dragging may begin.
        case .second(true, let drag):
          state = .dragging(translation: drag?.translation ?? .zero)
        // Dragging ended or the long press cancelled.
        default:
          state = .inactive
        }
      }
      .onEnded { value in
        guard case .second(true, let drag?) = value else { return }
        self.viewState.width += drag.translation.width
        self.viewState.height += drag.translation.height
      }

    return Region(
      name: "circle",
      frame: Rect(x: 100 + viewState.width, y: 100 + viewState.height, width: 100, height: 100),
      shape: .circle
    )
    .gesture(longPressDrag)
  }
}

extension AppleExamples {
  @Test func draggableCirclePressesThenDragsAndStaysWhereDropped() {
    let view = DraggableCircle()
    let screen = AppScreen { view.body }
    #expect(view.shadowRadius == 0 && !view.hasBorder && view.offset == .zero)
    screen.down(1, Self.center, at: 0)
    // Pressing: the shadow, no border yet.
    #expect(view.shadowRadius == 8 && !view.hasBorder)
    screen.wait(until: 0.5)
    // The press is confirmed: the border.
    #expect(view.hasBorder)
    for k in 1...10 {
      screen.move(
        1, Point(x: 150 + 6 * Double(k), y: 150 + 3 * Double(k)), at: 0.5 + 0.02 * Double(k))
    }
    #expect(view.offset == Size(width: 60, height: 30))
    screen.up(1, at: 0.8)
    // Dropped: it stays, the shadow and border go.
    #expect(view.offset == Size(width: 60, height: 30))
    #expect(view.shadowRadius == 0 && !view.hasBorder)

    // A drag without the press first does not move it.
    screen.render()
    screen.drag(from: Point(x: 210, y: 180), to: Point(x: 260, y: 180), at: 2)
    #expect(view.offset == Size(width: 60, height: 30))
  }
}
