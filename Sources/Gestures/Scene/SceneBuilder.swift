/// Makes regions and gestures from scene specs.
enum SceneBuilder {
  /// The region tree of `spec`.
  static func region(_ spec: RegionSpec) -> Region {
    let region = Region(
      name: spec.name, frame: spec.frame, shape: spec.shape, hasContent: spec.hasContent)
    region.placement = spec.placement
    region.contentShape = spec.contentShape
    region.allowsHitTesting = spec.allowsHitTesting
    region.devices = spec.devices
    for attachment in spec.gestures { region.attach(self.attachment(attachment)) }
    for child in spec.children { region.addChild(self.region(child)) }
    return region
  }

  static func attachment(_ spec: AttachmentSpec) -> GestureAttachment {
    let gesture = self.gesture(spec.gesture)
    var a = GestureAttachment(
      gesture, name: spec.name, priority: spec.priority,
      waitsForHigherPriority: spec.waitsForHigherPriority,
      simultaneousWith: Set(spec.simultaneousWith), mask: spec.mask)
    a.acceptedRoles = spec.acceptedRoles
    return a
  }

  /// The gesture `spec` describes, with SwiftUI's defaults for what it leaves out.
  static func gesture(_ spec: GestureSpec) -> any Gesture {
    switch spec {
    case .tap(let t):
      let d = TapGesture()
      return TapGesture(
        count: t.count ?? d.rules.count, touches: t.touches ?? d.rules.touches,
        maximumGap: t.maximumGap ?? d.rules.maximumGap,
        maximumDuration: t.maximumDuration ?? d.rules.maximumDuration,
        maximumMovement: t.maximumMovement ?? d.rules.maximumMovement)
    case .spatialTap(let t):
      let d = SpatialTapGesture()
      return SpatialTapGesture(
        count: t.count ?? d.rules.count, touches: t.touches ?? d.rules.touches,
        maximumGap: t.maximumGap ?? d.rules.maximumGap,
        maximumDuration: t.maximumDuration ?? d.rules.maximumDuration,
        maximumMovement: t.maximumMovement ?? d.rules.maximumMovement)
    case .longPress(let minimumDuration, let maximumDistance, let touches):
      let d = LongPressGesture()
      return LongPressGesture(
        minimumDuration: minimumDuration ?? d.minimumDuration,
        maximumDistance: maximumDistance ?? d.maximumDistance, touches: touches ?? d.touches)
    case .drag(let minimumDistance, let touches, let extraTouches):
      let d = DragGesture()
      return DragGesture(
        minimumDistance: minimumDistance ?? d.minimumDistance, touches: touches ?? d.touches,
        extraTouches: extraTouches ?? d.extraTouches)
    case .magnify(let minimumScaleDelta, let touches):
      let d = MagnifyGesture()
      return MagnifyGesture(
        minimumScaleDelta: minimumScaleDelta ?? d.minimumScaleDelta, touches: touches ?? d.touches)
    case .rotate(let minimumAngleDelta, let touches):
      let d = RotateGesture()
      return RotateGesture(
        minimumAngleDelta: minimumAngleDelta.map { .degrees($0) } ?? d.minimumAngleDelta,
        touches: touches ?? d.touches)
    case .swipe(let w):
      let d = SwipeGesture()
      return SwipeGesture(
        directions: w.directions ?? d.directions, touches: w.touches ?? d.touches,
        minimumDistance: w.minimumDistance ?? d.minimumDistance,
        minimumVelocity: w.minimumVelocity ?? d.minimumVelocity,
        angleTolerance: w.angleTolerance ?? d.angleTolerance,
        maximumDuration: w.maximumDuration ?? d.maximumDuration)
    case .tipTap(let t):
      let d = TipTapGesture()
      return TipTapGesture(
        touches: t.touches ?? d.touches, restingTouches: t.restingTouches ?? d.restingTouches,
        restingDuration: t.restingDuration ?? d.restingDuration,
        maximumDuration: t.maximumDuration ?? d.maximumDuration,
        maximumMovement: t.maximumMovement ?? d.maximumMovement,
        restingMovement: t.restingMovement ?? d.restingMovement)
    case .sequenced(let a, let b):
      return sequenced(gesture(a), gesture(b))
    case .simultaneously(let a, let b):
      return simultaneously(gesture(a), gesture(b))
    case .exclusively(let a, let b):
      return exclusively(gesture(a), gesture(b))
    }
  }

  private static func sequenced<A: Gesture, B: Gesture>(_ a: A, _ b: B) -> any Gesture {
    a.sequenced(before: b)
  }

  private static func simultaneously<A: Gesture, B: Gesture>(_ a: A, _ b: B) -> any Gesture {
    a.simultaneously(with: b)
  }

  private static func exclusively<A: Gesture, B: Gesture>(_ a: A, _ b: B) -> any Gesture {
    a.exclusively(before: b)
  }
}
