import GestureTesting
import Gestures
import Testing

/// Regions that serve only some devices: one scene for a touchpad and a touchscreen.
@Suite struct RegionDevicesTests {
  let pad = Point(x: 50, y: 30)

  /// A root with a touchpad-only and a touchscreen-only child, each with a tap.
  func scene() -> Region {
    let root = Region(name: "root", hasContent: false)
    let touchpad = Region(name: "touchpad")
    touchpad.devices = .touchpad
    touchpad.gesture(TapGesture(), name: "pad-tap")
    let screen = Region(name: "screen")
    screen.devices = .touchscreen
    screen.gesture(TapGesture(), name: "screen-tap")
    root.addChild(touchpad).addChild(screen)
    return root
  }

  @Test func aTouchHitsOnlyTheRegionsOfItsDevice() throws {
    let root = scene()
    let onScreen = try GestureReplay.run(.tap(at: pad), on: .touchscreen(), scene: .region(root))
    #expect(onScreen.ended("screen-tap").count == 1 && onScreen.ended("pad-tap").isEmpty)
    let onPad = try GestureReplay.run(.tap(at: pad), on: .touchpad(), scene: .region(root))
    #expect(onPad.ended("pad-tap").count == 1 && onPad.ended("screen-tap").isEmpty)
  }

  @Test func aNameFilterAndAnUnknownDevice() {
    let r = Region(name: "r")
    r.devices = DeviceFilter(kind: .touchpad, nameContains: "Synaptics")
    let surface = Rect(x: 0, y: 0, width: 100, height: 60)
    let synaptics = DeviceIdentity(kind: .touchpad, name: "Synaptics TM3276-022")
    let elan = DeviceIdentity(kind: .touchpad, name: "ELAN0501:00 04F3:3060 Touchpad")
    let screen = DeviceIdentity(kind: .touchscreen, name: "Synaptics touchscreen")
    #expect(r.hitTest(pad, surface: surface, device: synaptics).map(\.name) == ["r"])
    #expect(r.hitTest(pad, surface: surface, device: elan).isEmpty)
    #expect(r.hitTest(pad, surface: surface, device: screen).isEmpty)
    // A device that never said what it is passes no filter; without a filter, every device.
    #expect(r.hitTest(pad, surface: surface).isEmpty)
    r.devices = nil
    #expect(r.hitTest(pad, surface: surface).map(\.name) == ["r"])
  }

  @Test func sceneFilesSpellTheFilterAndRejectBadOnes() throws {
    let good = try SceneFile.parse(
      """
      {"root": {"name": "root", "content": false, "children": [
        {"name": "pad", "devices": "touchpad"},
        {"name": "wacom", "devices": {"kind": "touchscreen", "name": "Wacom"}}]}}
      """)
    #expect(good.root.children[0].devices == .touchpad)
    #expect(
      good.root.children[1].devices == DeviceFilter(kind: .touchscreen, nameContains: "Wacom"))
    let scene = Scene(good)
    #expect(scene.root.children[1].devices?.nameContains == "Wacom")
    for (devices, path, message) in [
      (#""mouse""#, "root.devices", "unknown device kind"),
      ("{}", "root.devices", "needs \"kind\" or \"name\""),
      (#"{"name": ""}"#, "root.devices.name", "must not be empty"),
      (#"{"kind": "touchpad", "vendor": 1}"#, "root.devices", "unknown key \"vendor\""),
      ("3", "root.devices", "expected a device filter"),
    ] {
      do {
        _ = try SceneFile.parse(#"{"root": {"name": "root", "devices": \#(devices)}}"#)
        Issue.record("accepted \(devices)")
      } catch {
        #expect(error.path == path, "\(devices): \(error)")
        #expect(error.description.contains(message), "\(devices): \(error)")
      }
    }
  }
}
