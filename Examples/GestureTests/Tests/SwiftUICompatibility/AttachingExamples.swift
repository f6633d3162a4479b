import Gestures
import Testing

// Apple's examples of `gesture(_:including:)`, `highPriorityGesture(_:including:)` and
// `simultaneousGesture(_:including:)`: a heart image and a blue rectangle in a 200 × 200 pt
// `VStack(spacing: 25)` with a tap of its own.
//
// Changes in all three: the layout SwiftUI would compute is written out as frames — the image,
// 75 × 75 pt with `.padding()` (16 pt each side), is a 107 × 107 pt region centred at the top;
// the rectangle fills the rest below the 25 pt gap (200 − 107 − 25 = 68 pt high); the stack is a
// container region without content of its own (SwiftUI's stacks are hit only through their
// children). `@State private var message` is unused in Apple's code and kept.

/// The image and rectangle inside `stack`.
func heartAndRectangle(onImageTap: @escaping () -> Void) -> Region {
  let stack = Region(
    name: "vstack", frame: Rect(x: 100, y: 100, width: 200, height: 200), hasContent: false)
  stack.addChild(
    Region(name: "image", frame: Rect(x: 146.5, y: 100, width: 107, height: 107))
      .onTapGesture { onImageTap() })
  stack.addChild(Region(name: "rectangle", frame: Rect(x: 100, y: 232, width: 200, height: 68)))
  return stack
}

/// `gesture(_:including:)`: "Tapping or clicking the image prints a message to the console from
/// the tap gesture handler on the image, while tapping or clicking the rectangle inside the
/// VStack prints a message in the console from the enclosing vertical stack gesture handler."
struct GestureExample {
  @State private var message = "Message"
  let newGesture = TapGesture().onEnded {
    print("Tap on VStack.")
  }

  var body: Region {
    heartAndRectangle { print("Tap on image.") }
      .gesture(newGesture)
  }
}

/// `highPriorityGesture(_:including:)`: "Tapping or clicking any of the views results in a
/// console message from the high priority gesture attached to the enclosing VStack."
struct HighPriorityGestureExample {
  @State private var message = "Message"
  let newGesture = TapGesture().onEnded {
    print("Tap on VStack.")
  }

  var body: Region {
    heartAndRectangle { print("Tap on image.") }
      .highPriorityGesture(newGesture)
  }
}

/// `simultaneousGesture(_:including:)`: "Tapping or clicking the "heart" image sends two
/// messages to the console … Tapping or clicking on the blue rectangle results only in the
/// single message to the console from the tap recognizer attached to the VStack".
struct SimultaneousGestureExample {
  @State private var message = "Message"
  let newGesture = TapGesture().onEnded {
    print("Gesture on VStack.")
  }

  var body: Region {
    heartAndRectangle { print("Gesture on image.") }
      .simultaneousGesture(newGesture)
  }
}

extension AppleExamples {
  static let image = Point(x: 200, y: 150)
  static let rectangle = Point(x: 200, y: 266)

  @Test func aChildsTapWinsOverTheStacksGesture() {
    printed = []
    let screen = AppScreen { GestureExample().body }
    screen.tap(at: Self.image, at: 0)
    #expect(printed == ["Tap on image."])
    printed = []
    screen.tap(at: Self.rectangle, at: 1)
    #expect(printed == ["Tap on VStack."])
  }

  @Test func theStacksHighPriorityTapWinsEverywhere() {
    printed = []
    let screen = AppScreen { HighPriorityGestureExample().body }
    screen.tap(at: Self.image, at: 0)
    #expect(printed == ["Tap on VStack."])
    printed = []
    screen.tap(at: Self.rectangle, at: 1)
    #expect(printed == ["Tap on VStack."])
  }

  @Test func theStacksSimultaneousTapRunsBesideTheImages() {
    printed = []
    let screen = AppScreen { SimultaneousGestureExample().body }
    screen.tap(at: Self.image, at: 0)
    #expect(printed.sorted() == ["Gesture on VStack.", "Gesture on image."])
    printed = []
    screen.tap(at: Self.rectangle, at: 1)
    #expect(printed == ["Gesture on VStack."])
  }
}
