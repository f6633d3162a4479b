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
    var a = GestureAttachment(
      spec.gesture.gesture, name: spec.name, priority: spec.priority,
      waitsForHigherPriority: spec.waitsForHigherPriority,
      simultaneousWith: Set(spec.simultaneousWith), mask: spec.mask)
    a.acceptedRoles = spec.acceptedRoles
    return a
  }
}
