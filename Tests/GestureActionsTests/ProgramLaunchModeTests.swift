import Testing

@testable import GestureActions

/// The command ``ProgramLaunchMode/systemd`` starts: the program as a transient unit of the user
/// manager, its variables and timeout passed to the unit.
@Suite struct ProgramLaunchModeTests {
  @Test func directStartsTheProgramItself() {
    let argv = ["xdg-open", "https://example.org"]
    #expect(ProgramLaunchMode.direct.command(argv, environment: ["A": "1"], timeout: 5) == argv)
  }

  @Test func systemdRunsATransientUserServiceThatWaits() {
    let command = ProgramLaunchMode.systemd.command(
      ["brightnessctl", "set", "+5%"], environment: ["GESTURE_STEP": "1", "GESTURE_NAME": "b c"],
      timeout: 2.5)
    #expect(
      command == [
        "systemd-run", "--user", "--collect", "--quiet", "--wait", "--service-type=exec",
        "-p", "TimeoutStopSec=1s", "-p", "RuntimeMaxSec=2500000us",
        "-E", "GESTURE_NAME=b c", "-E", "GESTURE_STEP=1",
        "--", "brightnessctl", "set", "+5%",
      ])
  }

  @Test func systemdWithoutATimeoutSetsNoRuntimeMaximum() {
    let command = ProgramLaunchMode.systemd.command(["true"], environment: [:], timeout: nil)
    #expect(!command.contains { $0.hasPrefix("RuntimeMaxSec") })
    #expect(command.suffix(2) == ["--", "true"])
  }

  @Test func theLaunchersClientTimeoutIsLaterThanTheUnits() throws {
    let launcher = ProcessLauncher(mode: .systemd)
    #expect(launcher.mode == .systemd)
    // Whether systemd-run reaches a user manager or not, its client is the child, with the
    // program's timeout plus the margin.
    do {
      let pid = try launcher.launch(["true"], timeout: 1, now: 0)
      #expect(launcher.nextDeadline == 1_000_000 + ProgramLaunchMode.systemdTimeoutMargin)
      _ = ActionsTestSupport.waitForExit(of: pid, launcher, now: 1)
    } catch {
      #expect(error.kind == .missing)  // no systemd-run on this machine
    }
  }
}
