import Testing

@testable import Gestures

@Suite struct GestureMaskTests {
  let probe = ProbeGesture(rule: { _, _ in .none })

  @Test func optionSetValues() {
    #expect(GestureMask.none.rawValue == 0)
    #expect(GestureMask.gesture.rawValue == 1)
    #expect(GestureMask.subviews.rawValue == 2)
    #expect(GestureMask.all == [.gesture, .subviews])
    #expect(GestureMask.all.rawValue == 3)
    #expect(
      [GestureMask.all, .gesture, .subviews, .none].map(\.description) == [
        "all", "gesture", "subviews", "none",
      ])
  }

  /// window (outer) > list (middle) > photo (inner), one gesture each; the middle one's mask
  /// varies.
  func tree(middle mask: GestureMask) -> [Region] {
    let window = Region(name: "window")
    let list = Region(name: "list")
    let photo = Region(name: "photo")
    window.addChild(list)
    list.addChild(photo)
    window.gesture(probe, name: "outer")
    list.gesture(probe, name: "middle", including: mask)
    photo.gesture(probe, name: "inner")
    return [window, list, photo]
  }

  func enabled(_ path: [Region]) -> [String] {
    GestureMask.enabledAttachments(on: path).map { "\($0.region.name).\($0.attachment.name)" }
  }

  @Test func allEnablesEverything() {
    #expect(enabled(tree(middle: .all)) == ["window.outer", "list.middle", "photo.inner"])
  }

  @Test func gestureDisablesTheSubtree() {
    #expect(enabled(tree(middle: .gesture)) == ["window.outer", "list.middle"])
  }

  @Test func subviewsDisablesOnlyTheAddedGesture() {
    #expect(enabled(tree(middle: .subviews)) == ["window.outer", "photo.inner"])
  }

  @Test func noneDisablesTheGestureAndTheSubtree() {
    #expect(enabled(tree(middle: .none)) == ["window.outer"])
  }

  @Test func masksOnlyAffectWhatIsBelowOnThePath() {
    // A path that stops at the list: the photo is not on it.
    let path = Array(tree(middle: .gesture).prefix(2))
    #expect(enabled(path) == ["window.outer", "list.middle"])
    // A mask on the leaf disables nothing above it.
    let leaf = tree(middle: .all)
    leaf[2].gesture(probe, name: "inner-2", including: .none)
    #expect(enabled(leaf) == ["window.outer", "list.middle"])
  }

  @Test func modifierOrderOnOneRegion() {
    // `.gesture(a).gesture(b, including: .gesture)`: b wraps a, so a is among b's "subviews".
    let region = Region(name: "card")
    region.gesture(probe, name: "a")
    region.gesture(probe, name: "b", including: .gesture)
    region.gesture(probe, name: "c")
    #expect(enabled([region]) == ["card.b", "card.c"])
    // The same with high-priority and simultaneous attachments.
    let other = Region(name: "card")
    other.simultaneousGesture(probe, name: "a")
    other.highPriorityGesture(probe, name: "b", including: .subviews)
    other.simultaneousGesture(probe, name: "c", including: .none)
    other.gesture(probe, name: "d")
    #expect(enabled([other]) == ["card.d"])
  }

  @Test func outermostCutWins() {
    let path = tree(middle: .none)
    path[0].gesture(probe, name: "outer-2", including: .gesture)
    // window.outer-2 wraps window.outer and everything below.
    #expect(enabled(path) == ["window.outer-2"])
    #expect(path[0].isEnabled(attachmentAt: 1, on: path))
    #expect(!path[0].isEnabled(attachmentAt: 0, on: path))
    #expect(!path[2].isEnabled(attachmentAt: 0, on: path))
  }

  @Test func attachmentsKeepTheirMask() {
    let region = Region(name: "r")
    region.gesture(probe, name: "a")
    region.highPriorityGesture(probe, name: "b", including: .gesture)
    region.simultaneousGesture(probe, name: "c", including: .subviews)
    #expect(region.attachments.map(\.mask) == [.all, .gesture, .subviews])
    #expect(region.attachments.map(\.priority) == [.normal, .high, .simultaneous])
  }
}
