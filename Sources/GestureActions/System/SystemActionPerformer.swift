import Glibc

/// An ``ActionPerformer`` that does the actions: programs through a ``ProcessLauncher`` (never
/// waited for), key and pointer events on ``VirtualInputDevice``s made when it starts.
///
/// Nothing it does blocks the input loop: a launch returns once the child exists, events are
/// written without waiting, and children are collected by ``service(now:)``, which the loop
/// calls when it is idle and at ``nextDeadline`` (a timeout to enforce). Failures at the moment
/// of an action (a program that cannot be started, a device gone) go to ``onError``; programs'
/// exits to ``onExit``.
public final class SystemActionPerformer: ActionPerformer {
  /// Starts and reaps the programs actions run.
  public let launcher: ProcessLauncher
  /// The virtual devices, by kind.
  public let devices: [VirtualDeviceKind: VirtualInputDevice]
  /// An action failed when it was run: what and why.
  public var onError: ((ActionSystemError, Action) -> Void)?
  /// A program ended (collected by ``service(now:)`` or ``finish(grace:now:)``).
  public var onExit: ((ChildExit) -> Void)?
  /// A program action was dropped, not run: too many programs were running (its binding's
  /// ``ProgramLimits/runningPerBinding``, or ``ProgramLimits/runningOverall``); the text says
  /// which.
  public var onDropped: ((Action, String) -> Void)?
  /// How many program actions were dropped by the caps on programs running at once.
  public private(set) var droppedCount = 0
  /// How many events were sent on the virtual devices (`SYN_REPORT` not counted).
  public private(set) var eventsSent = 0

  /// Makes the virtual devices of `kinds` through the uinput node at `uinput`; a missing node
  /// or permission is an error naming what grants it. Programs start as `launchMode` says;
  /// `adoptingOrphans` as ``ProcessLauncher/init(mode:adoptingOrphans:)`` says.
  public init(
    kinds: Set<VirtualDeviceKind>, uinput: String = "/dev/uinput",
    launchMode: ProgramLaunchMode = .direct, adoptingOrphans: Bool = false
  ) throws(ActionSystemError) {
    launcher = ProcessLauncher(mode: launchMode, adoptingOrphans: adoptingOrphans)
    var devices: [VirtualDeviceKind: VirtualInputDevice] = [:]
    for kind in VirtualDeviceKind.allCases where kinds.contains(kind) {
      devices[kind] = try VirtualInputDevice(kind: kind, path: uinput)
    }
    self.devices = devices
  }

  /// Does `action` now: starts its program (not waited for) or writes its events on the
  /// virtual device of its kind; a failure goes to ``onError``.
  public func perform(_ action: Action, context: ActionContext) {
    switch action.effect {
    case .program(let argv, let timeout):
      if let reason = refusal(binding: context.binding) {
        droppedCount += 1
        onDropped?(action, reason)
        return
      }
      do {
        if launcher.running == 0 { lastService = context.time }
        try launcher.launch(
          argv, environment: context.environment, timeout: timeout, now: context.time,
          binding: context.binding)
      } catch {
        onError?(error, action)
      }
    case .input, .clickAtTouch:
      guard let (kind, frames) = action.input(for: context) else {
        onError?(
          ActionSystemError(
            .invalid, subject: action.text, "the touch's position on the screen is not known"),
          action)
        return
      }
      guard let device = devices[kind] else {
        onError?(
          ActionSystemError(
            .missing, subject: kind.rawValue, "no virtual \(kind.rawValue) was made"), action)
        return
      }
      do {
        for frame in frames {
          try device.send(frame)
          eventsSent += frame.count
        }
      } catch {
        onError?(error, action)
      }
    }
  }

  /// Why a program for `binding` may not start now, nil when it may: the caps on programs
  /// running at once.
  private func refusal(binding: Int?) -> String? {
    if launcher.running >= ProgramLimits.runningOverall {
      return "\(launcher.running) programs are running, the most at once"
    }
    if let binding, launcher.running(binding: binding) >= ProgramLimits.runningPerBinding {
      return
        "\(launcher.running(binding: binding)) programs of this binding are running, the most at once"
    }
    return nil
  }

  /// How often programs still running are looked at when the launcher's
  /// ``ProcessLauncher/descriptor`` cannot tell (``ProcessLauncher/needsPolling``) or the caller
  /// does not poll it, µs: a program that ended is collected (not left a zombie) within this.
  public static let collectInterval: Int64 = 1_000_000

  /// The next time (µs, CLOCK_MONOTONIC) ``service(now:)`` has something to do: a timeout to
  /// enforce, or, while programs run, the next look for those that ended
  /// (``collectInterval``; a loop that polls ``ProcessLauncher/descriptor`` is woken by their
  /// ends and need not look).
  public var nextDeadline: Int64? {
    let polled = descriptorPolled && !launcher.needsPolling
    let look = launcher.running > 0 && !polled ? lastService + Self.collectInterval : nil
    switch (launcher.nextDeadline, look) {
    case (let a?, let b?): return min(a, b)
    case (let a, let b): return a ?? b
    }
  }

  private var lastService: Int64 = 0

  /// Set by a loop that polls ``ProcessLauncher/descriptor`` and calls ``service(now:)`` when
  /// it is readable: no look every ``collectInterval`` is then asked for.
  public var descriptorPolled = false

  /// Collects the programs that ended and enforces timeouts; never blocks.
  public func service(now: Int64) {
    lastService = now
    for exit in launcher.reap(now: now) { onExit?(exit) }
  }

  /// At the end of a session: programs with a timeout are ended (`SIGTERM`, then `SIGKILL`
  /// after `grace` seconds) and collected; the others get `grace` seconds to end and are left
  /// running (returned: a gesture may have opened a terminal or a browser). Then the virtual
  /// devices are destroyed.
  @discardableResult
  public func finish(grace: Double, now: Int64) -> [ProcessLauncher.RunningChild] {
    launcher.signalBounded(SIGTERM, now: now)
    var result = launcher.finish(grace: grace, now: now)
    if launcher.hasBoundedChildren {
      launcher.signalBounded(SIGKILL, now: now)
      let again = launcher.finish(grace: 0.1, now: now)
      result.exits += again.exits
      result.leftRunning = again.leftRunning
    }
    for exit in result.exits { onExit?(exit) }
    for d in devices.values { d.close() }
    return result.leftRunning
  }
}
