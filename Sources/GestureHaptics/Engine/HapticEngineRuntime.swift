import Gestures

/// What a ``HapticEngine`` shares with its thread: the lock, the core it guards, the timer and
/// the handlers. The engine owns it; its thread holds it too, never the engine, so the engine
/// can be deinitialized (which stops the thread).
final class HapticEngineRuntime: @unchecked Sendable {
  // @unchecked: `core` and everything below `lock` are only touched with `lock` held.
  let clock: HapticClock
  let runMode: HapticEngine.RunMode
  let timer = HapticEngineTimer()
  private let lock = HapticMutex()
  private let core: HapticEngineCore
  /// Opens the device again after a failure; nil for an engine on a given output.
  private let reopen: (@Sendable () throws(HapticEngineError) -> HapticEngine.Opened)?
  private var thread: HapticThread?
  /// Bumped at every stop: a thread whose generation is not the current one ends.
  private var generation = 0
  /// A stop is waking the thread to end: the timer stays armed to fire at once.
  private var stopping = false
  /// The device descriptor in the timer's epoll set.
  private var watched: Int32?
  /// Notices waiting to be delivered, in order, and whether a thread is delivering them.
  private var queue: [Notice] = []
  private var delivering = false
  var stoppedHandler: (@Sendable (HapticEngine.StoppedReason) -> Void)?
  var resetHandler: (@Sendable () -> Void)?
  var finishedHandler: (@Sendable (HapticEngineError?) -> HapticEngine.FinishedAction)?
  var commandHandler: (@Sendable (HapticCommand) -> Void)? {
    didSet { core.observesCommands = commandHandler != nil }
  }

  init(
    opened: HapticEngine.Opened, clock: HapticClock, runMode: HapticEngine.RunMode,
    reopen: (@Sendable () throws(HapticEngineError) -> HapticEngine.Opened)?
  ) {
    self.clock = clock
    self.runMode = runMode
    self.reopen = reopen
    core = HapticEngineCore(output: opened.output, profile: opened.profile)
  }

  /// Runs `body` on the core with the lock held, at the clock's time (never earlier than the
  /// core's latest): what is due is sent first and after, the timer is armed at the next
  /// deadline, and the notices are delivered once the lock is released.
  func locked<R: Sendable>(
    _ body: (HapticEngineCore, Int64) throws(HapticEngineError) -> R
  ) throws(HapticEngineError) -> R {
    let (result, delivers) = lock.withLock { () -> (Result<R, HapticEngineError>, Bool) in
      let now = clock.now()
      if let fd = watched, HapticEngineTimer.hungUp(fd) { core.deviceHungUp(at: now) }
      core.service(to: now)
      let result = Result { () throws(HapticEngineError) -> R in try body(core, max(now, core.now))
      }
      core.service(to: now)
      timer.arm(at: stopping ? 0 : core.nextDeadline)
      // A failed or stopped engine stops watching (a hang-up stays readable for good).
      let device = core.state == .running ? core.output.hangupDescriptor : nil
      if device != watched {
        timer.watch(device, insteadOf: watched)
        watched = device
      }
      queue += core.notices.map { Notice($0, self) }
      core.notices.removeAll()
      let delivers = !delivering && !queue.isEmpty
      if delivers { delivering = true }
      return (result, delivers)
    }
    if delivers { deliverQueue() }
    return try result.get()
  }

  /// Delivers the queued notices in the order they were queued, until none is left. One thread
  /// delivers at a time (the one that found nobody delivering): notices queued meanwhile by other
  /// threads, or by a handler calling the engine, are delivered by it after the ones before
  /// them, so the command handler sees the commands in the order they were sent.
  private func deliverQueue() {
    while true {
      let batch = lock.withLock { () -> [Notice] in
        defer { queue.removeAll() }
        if queue.isEmpty { delivering = false }
        return queue
      }
      if batch.isEmpty { return }
      deliver(batch)
    }
  }

  /// ``locked(_:)`` for calls that cannot fail.
  func run<R: Sendable>(_ body: (HapticEngineCore, Int64) -> R) -> R {
    do throws(HapticEngineError) {
      return try locked { core, now throws(HapticEngineError) in body(core, now) }
    } catch {
      invariant(false, "a call that cannot fail failed: \(error)")
      return body(core, core.now)
    }
  }

  /// A notice with the handler it goes to, read under the lock.
  struct Notice: Sendable {
    var call: @Sendable () -> HapticEngine.FinishedAction?
    init(_ notice: HapticEngineCore.Notice, _ runtime: HapticEngineRuntime) {
      switch notice {
      case .stopped(let reason):
        let h = runtime.stoppedHandler
        call = {
          h?(reason); return nil
        }
      case .reset:
        let h = runtime.resetHandler
        call = {
          h?(); return nil
        }
      case .playerFinished(let completion, let error):
        call = {
          completion(error); return nil
        }
      case .command(let command):
        let h = runtime.commandHandler
        call = {
          h?(command); return nil
        }
      case .allPlayersFinished:
        let h = runtime.finishedHandler
        runtime.finishedHandler = nil
        call = { h?(nil) }
      }
    }
  }

  private func deliver(_ notices: [Notice]) {
    for n in notices where n.call() == .stopEngine {
      stop(reason: .notifyWhenFinished)
    }
  }

  // MARK: - Start and stop

  func start() throws(HapticEngineError) {
    let spawn = try locked { core, now throws(HapticEngineError) -> Bool in
      if core.state == .failed {
        guard let reopen else {
          throw HapticEngineError.device(
            core.scheduler.failure ?? ForceFeedbackError(.other, device: "engine", "failed"))
        }
        let opened = try reopen()
        core.reopen(output: opened.output, profile: opened.profile, at: now)
      }
      core.dispatch(.start, at: now)
      guard runMode == .ownThread, thread == nil else { return false }
      thread = HapticThread()
      stopping = false
      return true
    }
    guard spawn else { return }
    let generation = lock.withLock { self.generation }
    let started = lock.withLock { thread }?.start { [self] in
      self.threadLoop(generation: generation)
    }
    if started != true { lock.withLock { thread = nil } }
  }

  /// Stops every player, erases the device's effects and ends the engine's thread.
  func stop(reason: HapticEngine.StoppedReason? = nil) {
    let ending = run { core, now -> HapticThread? in
      core.dispatch(.stop, at: now)
      if let reason { core.notices.append(.stopped(reason)) }
      generation += 1
      stopping = thread != nil
      defer { thread = nil }
      return thread
    }
    ending?.join()
  }

  private func threadLoop(generation mine: Int) {
    while true {
      timer.wait()
      let quit = lock.withLock { () -> Bool in generation != mine }
      if quit { return }
      timer.drain()
      run { _, _ in () }
    }
  }

  /// The engine's thread's deadline: what a program with its own loop waits for.
  func service() {
    timer.drain()
    run { _, _ in () }
  }
}
