import Foundation
import GestureLive
import GestureTestSupport
import Testing

@testable import GestureCommandLine
@testable import Gestures

/// The desktop's own touchpad settings that `live` takes when no touchpad option is given:
/// GNOME's through the real `gsettings` (its keyfile backend, on a settings file of the test's
/// own), KDE Plasma's `kcminputrc`.
@Suite struct DesktopTouchpadSettingsTests {
  private func directory() throws -> String {
    let path = temporaryPath("desktop")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func gnomeSettingsAreReadThroughGsettings() throws {
    let config = try directory()
    try FileManager.default.createDirectory(
      atPath: config + "/glib-2.0/settings", withIntermediateDirectories: true)
    try """
    [org/gnome/desktop/peripherals/touchpad]
    tap-to-click=true
    tap-and-drag=false
    tap-and-drag-lock=true
    """.write(toFile: config + "/glib-2.0/settings/keyfile", atomically: true, encoding: .utf8)
    let environment = [
      "PATH": "/usr/bin:/bin", "XDG_CONFIG_HOME": config, "GSETTINGS_BACKEND": "keyfile",
      "XDG_CURRENT_DESKTOP": "ubuntu:GNOME", "HOME": config,
    ]
    var reason = ""
    let s = try #require(DesktopTouchpadSettings.read(environment: environment, reason: &reason))
    // GNOME's click method unless set is `fingers`: clickfinger, not libinput's button areas.
    #expect(
      s.all
        == TouchpadConfiguration(
          tapping: true, tapAndDrag: false, dragLock: .timeout, clickMethod: .clickfinger))
    #expect(s.byDevice.isEmpty)
    try """
    [org/gnome/desktop/peripherals/touchpad]
    click-method='areas'
    tap-button-map='lmr'
    """.write(toFile: config + "/glib-2.0/settings/keyfile", atomically: true, encoding: .utf8)
    let areas = try #require(
      DesktopTouchpadSettings.read(environment: environment, reason: &reason))
    // The keys not written are GNOME's defaults: tap-to-click off.
    #expect(
      areas.all
        == TouchpadConfiguration(tapping: false, tapButtonMap: .lmr, clickMethod: .buttonAreas))
    try """
    [org/gnome/desktop/peripherals/touchpad]
    click-method='default'
    """.write(toFile: config + "/glib-2.0/settings/keyfile", atomically: true, encoding: .utf8)
    let own = try #require(DesktopTouchpadSettings.read(environment: environment, reason: &reason))
    #expect(own.all == TouchpadConfiguration(tapping: false))
    #expect(s.description.hasPrefix("GNOME (org.gnome.desktop.peripherals.touchpad): tapping on"))
    // No gsettings on PATH: not read, and why.
    var missing = environment
    missing["PATH"] = config
    #expect(DesktopTouchpadSettings.read(environment: missing, reason: &reason) == nil)
    #expect(reason.contains("gsettings get org.gnome.desktop.peripherals.touchpad tap-to-click"))
  }

  @Test func kdeSettingsAreKeptPerDevice() throws {
    let config = try directory()
    try """
    [Libinput][1739][52619][SYNA8004:00 06CB:CD8B Touchpad]
    PointerAcceleration=0.2
    TapToClick=false
    TapDragLock=true

    [Libinput][1267][12410][ELAN1200:00 04F3:3090 Touchpad]
    TapAndDrag=false
    TapToClick=maybe
    ClickMethod=2
    LmrTapButtonMap=true

    [Libinput][1160][4618][DELL0A1F:00 0488:120A Touchpad]
    ClickMethod=0
    LmrTapButtonMap=false

    [Libinput][1160][4619][DELL0A20:00 0488:120B Touchpad]
    ClickMethod=1
    ClickMethod=3

    [Libinput][Defaults]
    TapToClick=false
    [Mouse]
    TapToClick=false
    """.write(toFile: config + "/kcminputrc", atomically: true, encoding: .utf8)
    var reason = ""
    let s = try #require(
      DesktopTouchpadSettings.read(
        environment: ["XDG_CURRENT_DESKTOP": "KDE", "XDG_CONFIG_HOME": config], reason: &reason))
    #expect(s.all == TouchpadConfiguration())
    #expect(
      s.byDevice == [
        "1739:52619:SYNA8004:00 06CB:CD8B Touchpad": TouchpadConfiguration(
          tapping: false, dragLock: .timeout),
        "1267:12410:ELAN1200:00 04F3:3090 Touchpad": TouchpadConfiguration(
          tapAndDrag: false, tapButtonMap: .lmr, clickMethod: .clickfinger),
        "1160:4618:DELL0A1F:00 0488:120A Touchpad": TouchpadConfiguration(clickMethod: .disabled),
        // A number libinput has no method for is no setting.
        "1160:4619:DELL0A20:00 0488:120B Touchpad": TouchpadConfiguration(
          clickMethod: .buttonAreas),
      ])
    // The loop takes a device's own configuration, the others the common one.
    var live = LiveConfiguration()
    live.touchpadByDevice = s.byDevice
    var synaptics = DeviceDescription(name: "SYNA8004:00 06CB:CD8B Touchpad")
    synaptics.id = DeviceID(bustype: 0x18, vendor: 1739, product: 52619, version: 0)
    #expect(live.touchpad(for: synaptics).tapping == false)
    #expect(live.touchpad(for: DeviceDescription(name: "another")) == TouchpadConfiguration())
    // HOME's .config without XDG_CONFIG_HOME; no file: not read, and why.
    #expect(
      DesktopTouchpadSettings.read(
        environment: ["XDG_CURRENT_DESKTOP": "KDE", "HOME": config + "/nowhere"], reason: &reason)
        == nil)
    #expect(reason.contains("/nowhere/.config/kcminputrc cannot be read"))
  }

  @Test func anotherDesktopIsNotGuessed() {
    var reason = ""
    #expect(DesktopTouchpadSettings.read(environment: [:], reason: &reason) == nil)
    #expect(reason == "XDG_CURRENT_DESKTOP is not set")
    #expect(
      DesktopTouchpadSettings.read(environment: ["XDG_CURRENT_DESKTOP": "sway"], reason: &reason)
        == nil)
    #expect(reason == "the desktop \"sway\" is neither GNOME nor KDE")
  }

  @Test func aHelperProgramIsBounded() {
    let environment = ["PATH": "/usr/bin:/bin"]
    #expect(CommandOutput.read(["printf", "a b"], environment: environment) == "a b")
    // Endless output is cut at the limit and the program killed; a failing one gives nothing.
    #expect(CommandOutput.read(["yes"], environment: environment) == nil)
    #expect(CommandOutput.read(["false"], environment: environment) == nil)
    #expect(CommandOutput.read(["no-such-program-here"], environment: environment) == nil)
  }
}
