/// Makes regions and gestures from scene specs.
///
/// Temporary: builds the region tree without attachments until the recognizers land on main.
enum SceneBuilder {
  /// The region tree of `spec`.
  static func region(_ spec: RegionSpec) -> Region {
    let region = Region(
      name: spec.name, frame: spec.frame, shape: spec.shape, hasContent: spec.hasContent)
    region.contentShape = spec.contentShape
    region.allowsHitTesting = spec.allowsHitTesting
    for child in spec.children { region.addChild(self.region(child)) }
    return region
  }
}
