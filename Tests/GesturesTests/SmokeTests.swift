import Testing

@testable import Gestures

@Test func deviceKindOfBareDeviceIsOther() {
  #expect(DeviceDescription(name: "x").kind == .other)
}
