import CLinuxInput
import Testing

@testable import GestureHaptics

/// The structures ForceFeedbackDevice fills have the layout a C program compiled against
/// linux/input.h (linux-libc-dev 6.1) printed on x86_64, and the codes it hard-codes match the
/// headers.
@Suite struct ForceFeedbackABITests {
  @Test func structLayouts() {
    #expect(MemoryLayout<ff_effect>.size == 48)
    #expect(MemoryLayout<ff_effect>.offset(of: \ff_effect.id) == 2)
    #expect(MemoryLayout<ff_effect>.offset(of: \ff_effect.replay) == 10)
    #expect(MemoryLayout<ff_effect>.offset(of: \ff_effect.u) == 16)
    #expect(MemoryLayout<ff_periodic_effect>.size == 32)
    #expect(MemoryLayout<input_event>.size == 24)
    #expect(MemoryLayout<input_event>.offset(of: \input_event.type) == 16)
  }

  @Test func codesMatchTheHeaders() {
    #expect(ForceFeedbackCapabilities.rumble == UInt16(FF_RUMBLE))
    #expect(ForceFeedbackCapabilities.periodic == UInt16(FF_PERIODIC))
    #expect(ForceFeedbackCapabilities.constant == UInt16(FF_CONSTANT))
    #expect(ForceFeedbackCapabilities.ramp == UInt16(FF_RAMP))
    #expect(ForceFeedbackCapabilities.custom == UInt16(FF_CUSTOM))
    #expect(ForceFeedbackCapabilities.gain == UInt16(FF_GAIN))
    #expect(ForceFeedbackWaveform.square.code == UInt16(FF_SQUARE))
    #expect(ForceFeedbackWaveform.triangle.code == UInt16(FF_TRIANGLE))
    #expect(ForceFeedbackWaveform.sine.code == UInt16(FF_SINE))
    #expect(ForceFeedbackWaveform.sawUp.code == UInt16(FF_SAW_UP))
    #expect(ForceFeedbackWaveform.sawDown.code == UInt16(FF_SAW_DOWN))
  }

  @Test func aDeviceThatIsNotThereIsAnError() {
    let error = #expect(throws: ForceFeedbackError.self) {
      _ = try ForceFeedbackDevice(path: "/nonexistent/event0")
    }
    #expect(error?.kind == .gone)
    #expect(error?.description.hasPrefix("/nonexistent/event0: cannot open: ") == true)
    let notEvdev = #expect(throws: ForceFeedbackError.self) {
      _ = try ForceFeedbackDevice(path: "/dev/null")
    }
    #expect(notEvdev?.description == "/dev/null: not an evdev device")
  }
}
