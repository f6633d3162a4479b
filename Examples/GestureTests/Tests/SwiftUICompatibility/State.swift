/// The suite's stand-in for SwiftUI's `@State`: storage the view's gesture closures write
/// through `self` although the view is a struct (a shared box, set without `mutating`). An app
/// keeps its state in its own toolkit's way; this only lets Apple's views stay structs.
@propertyWrapper
struct State<Value> {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let box: Box

  init(wrappedValue: Value) { box = Box(wrappedValue) }

  var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
}

/// The colours Apple's examples fill their shapes with: what a test reads of the view.
enum Color: Hashable {
  case red, green, blue, yellow, gray, orange, purple, pink, white
}

/// What Apple's examples printed, in order: their `print` calls land here, so their code stays as
/// Apple wrote it and a test reads what it printed. Tests that read it run one at a time
/// (``AppleExamples`` is serialized).
nonisolated(unsafe) var printed: [String] = []

/// Records instead of writing to standard output (shadows the standard library's `print` in this
/// target only).
func print(_ items: Any..., separator: String = " ") {
  printed.append(items.map { "\($0)" }.joined(separator: separator))
}
