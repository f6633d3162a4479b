/// A gesture: a value that describes what to recognize, like SwiftUI's `Gesture`. Making a
/// recognizer from it gives the state machine that runs it over touches.
///
/// Gestures are values: configure them with their initializers, compose them with
/// `sequenced(before:)`, `simultaneously(with:)`, `exclusively(before:)`, and attach
/// callbacks with `onChanged`, `onEnded`, `updating` and `map`.
///
/// A gesture of an app's own is made of others, as in SwiftUI: a type with only a ``body``
/// takes its value, its recognizer, its contacts and its log name from the body.
///
/// ```swift
/// struct DoubleTapDrag: Gesture {
///   var body: some Gesture { TapGesture(count: 2).sequenced(before: DragGesture()) }
/// }
/// ```
///
/// The engine's own kinds and composites make their recognizers themselves; their ``Body`` is
/// `Never`.
public protocol Gesture<Value> {
  /// What the gesture reports while it runs and when it ends; by default the body's.
  associatedtype Value = Body.Value

  /// The gesture this one is made of, or `Never` for a gesture that makes its own recognizer.
  associatedtype Body: Gesture = Never

  /// The gesture this one is made of (SwiftUI's `body`); never read on a gesture whose
  /// ``Body`` is `Never`.
  var body: Body { get }

  /// A fresh recognizer for this gesture, in the idle state; by default the body's.
  func makeRecognizer() -> TypedGestureRecognizer<Value>

  /// The contacts the gesture takes when its attachment does not say
  /// (``GestureAttachment/acceptedRoles``): fingers, for all but a touchpad's click; a gesture
  /// with a body takes the body's.
  var defaultContactRoles: ContactRoles { get }

  /// The name the transition log gives the gesture when its attachment names none
  /// (``GestureAttachment/init(_:name:priority:waitsForHigherPriority:simultaneousWith:mask:)``):
  /// its kind in the log's style (`drag`, `long-press`, `double-tap`), a composite's
  /// `sequence(A,B)`, `simultaneous(A,B)` or `exclusive(A,B)` of its parts' names, a modifier's
  /// (`onEnded`, `map`, …) the name of what it wraps, a gesture with a body its body's. A
  /// region makes two equal names on it unique with a suffix (`drag`, `drag-2`).
  var defaultName: String { get }
}

extension Gesture where Body == Never {
  /// A gesture that makes its own recognizer has no body; reading it is a programming error.
  public var body: Never { fatalError("\(Self.self) makes its own recognizer and has no body") }

  /// Fingers.
  public var defaultContactRoles: ContactRoles { .finger }

  /// The type's name without a `Gesture` suffix or generic arguments, in lowercase words
  /// joined by hyphens (`PinchToZoomGesture` → `pinch-to-zoom`).
  public var defaultName: String { GestureName.kind(typeName: "\(Self.self)") }
}

extension Gesture where Body.Value == Value {
  /// The body's recognizer.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> { body.makeRecognizer() }
}

extension Gesture {
  /// The body's contacts.
  public var defaultContactRoles: ContactRoles { body.defaultContactRoles }

  /// The body's name.
  public var defaultName: String { body.defaultName }
}
