import GestureActions
import GestureSession
import GestureTestSupport
import GestureTesting
import GestureTraces
import Gestures
import Glibc
import Testing

/// Programs that hang hold nothing back: every tap still runs its action, the children are
/// still running when the replay is done, and at the end bounded ones are ended and collected
/// while unbounded ones are left running.
@Suite(.serialized) struct HangingProgramTests {
  /// Passes each action to the system performer and counts them.
  final class Counting: ActionPerformer {
    let system: SystemActionPerformer
    var count = 0
    init(_ system: SystemActionPerformer) { self.system = system }
    func perform(_ action: Action, context: ActionContext) {
      count += 1
      system.perform(action, context: context)
    }
  }

  func replayTaps(_ action: Action, into performer: Counting) throws {
    let root = Region(name: "root")
    root.gesture(TapGesture(), name: "tap").action(action, on: .ended)
    let p = Point(x: 100, y: 80)
    let script = TouchScript.tap(at: p).followed(by: .tap(at: p), after: 0.5)
      .followed(by: .tap(at: p), after: 0.5)
    var stream = TouchStream(source: try script.trace())
    let bindings = ActionBindings(root: root, performer: performer)
    let session = Session(root: root, output: OutputBuffer(), observer: bindings)
    try session.replay(&stream)
  }

  func isGone(_ pid: Int32) -> Bool {
    var status: Int32 = 0
    return waitpid(pid, &status, WNOHANG) < 0 && errno == ECHILD
  }

  @Test func boundedHangingProgramsAreEndedAndCollectedAtTheEnd() throws {
    let system = try SystemActionPerformer(kinds: [])
    let counting = Counting(system)
    try replayTaps(.run(["sleep", "30"], timeout: 60), into: counting)
    // Every tap ran its action, and all three children still run: none was waited for.
    #expect(counting.count == 3)
    #expect(system.launcher.running == 3)
    let pids = system.launcher.runningPIDs
    system.service(now: MonotonicClock.now())
    #expect(system.launcher.running == 3)
    var exits: [ChildExit] = []
    system.onExit = { exits.append($0) }
    let left = system.finish(grace: 2, now: MonotonicClock.now())
    #expect(left.isEmpty)
    #expect(exits.count == 3 && exits.allSatisfy { $0.signalSent == SIGTERM && $0.timedOut })
    #expect(pids.allSatisfy(isGone), "no zombie or child left")
  }

  @Test func unboundedProgramsAreLeftRunningAndNamed() throws {
    let system = try SystemActionPerformer(kinds: [])
    let counting = Counting(system)
    try replayTaps(.run(["sleep", "30"]), into: counting)
    #expect(counting.count == 3)
    let left = system.finish(grace: 0.05, now: MonotonicClock.now())
    #expect(left.count == 3 && left.allSatisfy { $0.program == "sleep" })
    for child in left {
      kill(child.pid, SIGKILL)
      var status: Int32 = 0
      #expect(waitpid(child.pid, &status, 0) == child.pid)
    }
  }

  @Test func aProgramThatCannotStartIsReportedAndTheRestRun() throws {
    let system = try SystemActionPerformer(kinds: [])
    var errors: [String] = []
    system.onError = { error, action in errors.append("\(action.text): \(error.description)") }
    let counting = Counting(system)
    try replayTaps(.run(["no-such-program-gestures-test"]), into: counting)
    #expect(counting.count == 3 && errors.count == 3)
    #expect(errors[0].contains("no such program in PATH"), "\(errors)")
  }

  @Test func keysWithoutTheirDeviceAreAnErrorNotACrash() throws {
    let system = try SystemActionPerformer(kinds: [])
    var errors: [String] = []
    system.onError = { error, _ in errors.append(error.description) }
    let counting = Counting(system)
    try replayTaps(Action.keys("super+d")!, into: counting)
    #expect(errors.count == 3 && errors[0].contains("no virtual keyboard"))
  }
}

/// Without a `SIGCHLD` handler, the loop looks for ended programs at a deadline while any run.
@Suite struct ProgramCollectionDeadlineTests {
  @Test func runningProgramsAskTheLoopToWakeWithinASecond() throws {
    let system = try SystemActionPerformer(kinds: [])
    #expect(system.nextDeadline == nil)
    let now = MonotonicClock.now()
    system.perform(
      .run(["sleep", "5"]),
      context: ActionContext(
        time: now, device: 0, deviceName: "", node: "root", gesture: "tap", phase: .ended,
        fingers: 1))
    #expect(system.nextDeadline == now + SystemActionPerformer.collectInterval)
    system.service(now: now + 400_000)
    #expect(system.nextDeadline == now + 1_400_000)
    for pid in system.launcher.runningPIDs { kill(pid, SIGKILL) }
    var status: Int32 = 0
    for pid in system.launcher.runningPIDs { waitpid(pid, &status, 0) }
    system.service(now: now + 500_000)
    #expect(system.launcher.running == 0 && system.nextDeadline == nil)
  }
}
