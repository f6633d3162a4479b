import Gestures
import Synchronization

/// Plays haptic patterns on a force-feedback device, shaped like CoreHaptics' `CHHapticEngine`:
/// `start()`, `stop()`, players made from patterns, a stopped handler and a reset handler.
///
/// Times are seconds on the engine's clock (``currentTime``); every method may be called from any
/// thread. An example, and where Linux differs from CoreHaptics, are in the CoreHaptics on Linux
/// article.
public final class HapticEngine: Sendable {
  /// Where the engine's deadlines are served.
  public enum RunMode: Hashable, Sendable {
    /// A thread of its own waits for each deadline.
    case ownThread
    /// The program's loop waits for ``fileDescriptor`` to be readable (or ``nextDeadline``)
    /// and calls ``service()``.
    case eventLoop
  }

  /// Why the engine stopped by itself (`CHHapticEngine.StoppedReason`).
  public enum StoppedReason: Hashable, Sendable {
    /// The device went away (`ENODEV`: unplugged, driver unbound); like CoreHaptics'
    /// `gameControllerDisconnect`.
    case deviceDisconnected
    /// The device refused a command (permission lost, an I/O error).
    case systemError(ForceFeedbackError)
    /// The handler of ``notifyWhenPlayersFinished(_:)`` asked to stop.
    case notifyWhenFinished
  }

  /// What to do once every player finished (`CHHapticEngine.FinishedAction`).
  public enum FinishedAction: Hashable, Sendable {
    /// Stop the engine, with the reason ``StoppedReason/notifyWhenFinished``.
    case stopEngine
    /// Keep the engine running for more patterns.
    case leaveEngineRunning
  }

  /// An output and the profile patterns are rendered with on it.
  struct Opened {
    var output: ForceFeedbackOutput
    var profile: HapticDeviceProfile
  }

  let runtime: HapticEngineRuntime
  /// The device node played on; nil for an engine on an output given in code.
  public let devicePath: String?

  /// What the hardware can play: every force-feedback device, and whether one can be opened.
  public static func capabilitiesForHardware(directory: String = "/dev/input")
    -> HapticHardwareCapabilities
  {
    HapticHardwareCapabilities.scan(directory: directory)
  }

  /// An engine on the device at `path`, or on the first writable force-feedback device
  /// (``HapticHardwareCapabilities/defaultDevice``) when nil. After the device fails, a
  /// ``start()`` opens it again (the same path; the first capable device when none was named).
  ///
  /// - Throws: ``HapticEngineError/noDevice(_:)`` when no device can play,
  ///   ``HapticEngineError/device(_:)`` when the device cannot be opened.
  public convenience init(
    device path: String? = nil, runMode: RunMode = .ownThread, directory: String = "/dev/input"
  ) throws(HapticEngineError) {
    let open = { @Sendable () throws(HapticEngineError) -> (Opened, String) in
      var chosen = path
      if chosen == nil {
        let hardware = HapticHardwareCapabilities.scan(directory: directory)
        guard let d = hardware.defaultDevice else {
          throw HapticEngineError.noDevice(
            hardware.devices.isEmpty
              ? "no device in \(directory) has rumble or periodic force feedback"
              : "no force-feedback device is writable (run as root or add a udev uaccess rule)")
        }
        chosen = d.path
      }
      let device: ForceFeedbackDevice
      do throws(ForceFeedbackError) {
        device = try ForceFeedbackDevice(path: chosen!)
      } catch {
        throw HapticEngineError.device(error)
      }
      return (Opened(output: device, profile: device.capabilities.profile ?? .rumble), chosen!)
    }
    let (opened, chosen) = try open()
    self.init(
      opened: opened, devicePath: chosen, clock: MonotonicHapticClock(), runMode: runMode,
      reopen: { () throws(HapticEngineError) in try open().0 })
  }

  /// An engine on `output` (a ``HapticCommandLog`` in tests, a device opened by the caller),
  /// rendering with `profile` (its slot count is the output's), on `clock`. The engine calls
  /// `output` from its thread while it runs: the caller must not use it meanwhile (a log's
  /// commands are safe to read once ``stop()`` returned, or between calls in
  /// ``RunMode/eventLoop``).
  public convenience init(
    output: ForceFeedbackOutput, profile: HapticDeviceProfile,
    clock: HapticClock = MonotonicHapticClock(), runMode: RunMode = .ownThread
  ) {
    self.init(
      opened: Opened(output: output, profile: profile), devicePath: nil, clock: clock,
      runMode: runMode, reopen: nil)
  }

  init(
    opened: Opened, devicePath: String?, clock: HapticClock, runMode: RunMode,
    reopen: (@Sendable () throws(HapticEngineError) -> Opened)?
  ) {
    self.devicePath = devicePath
    runtime = HapticEngineRuntime(opened: opened, clock: clock, runMode: runMode, reopen: reopen)
  }

  deinit { runtime.stop() }

  /// The engine's run mode.
  public var runMode: RunMode { runtime.runMode }

  /// Now on the engine's clock, seconds (CLOCK_MONOTONIC on a device).
  public var currentTime: Double { Double(runtime.clock.now()) / 1e6 }

  /// True between ``start()`` and ``stop()`` (or a failure).
  public var isRunning: Bool { runtime.run { core, _ in core.state == .running } }

  /// The device failure that stopped the engine, until a ``start()`` opens it again.
  public var failure: ForceFeedbackError? {
    runtime.run { core, _ in core.state == .failed ? core.scheduler.failure : nil }
  }

  /// The profile patterns are rendered with.
  public var profile: HapticDeviceProfile { runtime.run { core, _ in core.renderer.profile } }

  /// Called when the engine stops by itself: the device went away or failed, or
  /// ``notifyWhenPlayersFinished(_:)`` asked it to. Not called for ``stop()``.
  public var stoppedHandler: (@Sendable (StoppedReason) -> Void)? {
    get { runtime.run { _, _ in runtime.stoppedHandler } }
    set { runtime.run { _, _ in runtime.stoppedHandler = newValue } }
  }

  /// Called when ``start()`` had to open the device again after it failed: its effects were
  /// lost (players are kept and play again when started; patterns prepared by feedback
  /// generators are uploaded again).
  public var resetHandler: (@Sendable () -> Void)? {
    get { runtime.run { _, _ in runtime.resetHandler } }
    set { runtime.run { _, _ in runtime.resetHandler = newValue } }
  }

  /// Called with every command sent to the device (upload, play, stop, erase, gain), in order,
  /// its time on the engine's clock: what a ``HapticCommandLog`` records, for an engine on a
  /// device (``HapticCommand/line(_:origin:)`` prints one). Called like the other handlers, after
  /// the call that sent it.
  public var commandHandler: (@Sendable (HapticCommand) -> Void)? {
    get { runtime.run { _, _ in runtime.commandHandler } }
    set { runtime.run { _, _ in runtime.commandHandler = newValue } }
  }

  /// Starts the engine (and its thread). After a failure it opens the device again first
  /// (``resetHandler``); an engine on a given output cannot, and throws the failure.
  public func start() throws(HapticEngineError) { try runtime.start() }

  /// Stops every player (their completions get ``HapticEngineError/engineStopped``), stops
  /// and erases the device's effects and ends the engine's thread. ``start()`` starts it again.
  public func stop() { runtime.stop() }

  /// Calls `handler` once every player has finished and nothing sounds (no player playing,
  /// paused or due; no pattern of a generator or binding left), after something played; it
  /// says whether to stop the engine. Called once: one handler at a time, a new one replaces it.
  public func notifyWhenPlayersFinished(
    _ handler: @escaping @Sendable (HapticEngineError?) -> FinishedAction
  ) {
    runtime.run { _, _ in runtime.finishedHandler = handler }
  }

  /// Sets the device's gain, 0 … 1 (`FF_GAIN`: device-wide, kept by the kernel; no CoreHaptics
  /// counterpart).
  public func setGain(_ gain: Double) {
    runtime.run { core, now in core.scheduler.setGain(gain, at: now) }
  }
}
