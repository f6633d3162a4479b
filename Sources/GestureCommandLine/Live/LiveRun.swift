import CLinuxInput
import GestureActions
import GestureHaptics
import GestureLive
import GestureSession
import Gestures
import Glibc

/// One `live` run: a signalfd for SIGINT/SIGTERM, the haptics (if asked), a ``Session`` and the
/// ``LiveLoop`` that feeds it; the loop's notes go to stderr prefixed `gesture-replay: `.
final class LiveRun: LiveLoopHandler {
  let session: Session
  let errors: OutputBuffer
  let haptics: HapticsSetup?
  let actions: ActionsSetup?
  /// `--plot FILE`: the session's picture, written when it ends.
  let plot: LivePlot?
  /// Each device's surface, for actions at the touch's position.
  private var surfaces: [Int: TouchSurface] = [:]
  private let signalFD: Int32
  private var loop: LiveLoop!

  init(
    options: LiveOptions, scene: Scene?, sceneHaptics: SceneHaptics?,
    sceneActions: SceneActions? = nil, output: OutputBuffer, errors: OutputBuffer
  ) throws(LiveError) {
    self.errors = errors
    // A shell starts background jobs with SIGINT ignored; an ignored signal never reaches the
    // signalfd, so take the default disposition back (blocked, it is read, not acted on).
    TerminationSignals.block()
    signal(SIGPIPE, SIG_IGN)
    var mask = TerminationSignals.set
    signalFD = signalfd(-1, &mask, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
    guard signalFD >= 0 else {
      throw LiveError(.other, "signalfd: \(LiveError.errnoText(errno))")
    }
    var setup: HapticsSetup?
    if options.haptics.enabled {
      do {
        setup = try HapticsSetup(options: options.haptics, format: options.format, output: output)
      } catch {
        throw LiveError(.other, error.description)
      }
    }
    haptics = setup
    let actions =
      options.actions.enabled
      ? ActionsSetup(
        options: options.actions, format: options.format, output: output, scene: scene,
        actions: sceneActions) : nil
    self.actions = actions
    let plot = options.plot.map { LivePlot(path: $0, scene: scene, actions: actions) }
    self.plot = plot
    let observer: TransitionSink? = plot?.observer ?? actions?.bindings
    var sessionConfiguration = SessionConfiguration(
      mode: options.mode == .touches ? .touches : .transitions, format: options.format,
      explain: options.explain, measuresLatency: options.latency)
    // The daemon's transitions go to /dev/null (the systemd unit's StandardOutput=null):
    // formatting them would be the engine's work again for nothing.
    sessionConfiguration.writesTransitions = !(output.fd.map(StandardDescriptors.isNull) ?? false)
    session = Session(
      scene: scene,
      configuration: sessionConfiguration,
      haptics: setup?.sessionHaptics(sceneHaptics), output: output, observer: observer)
    actions?.attach(to: session)
    plot?.attach(to: session)
    if let actions, options.actions.run {
      // Orphans of the programs (a grandchild whose parent ended, one that called setsid)
      // re-parent to this process, so a timeout finds them and the launcher reaps them. The
      // command line starts no other children (but `gsettings`, reaped before the loop runs:
      // DesktopTouchpadSettings), so the launcher may adopt every one.
      let subreaper = cinput_set_child_subreaper(1) == 0
      let system: SystemActionPerformer
      do {
        system = try actions.startSystem(
          uinput: options.actions.uinput, launchMode: options.actions.programsVia,
          adoptingOrphans: subreaper)
      } catch {
        throw LiveError(.other, "--actions: \(error.description)")
      }
      system.onError = { [unowned self] error, action in
        note("action \(action.text) failed: \(error.description)")
      }
      system.onExit = { [unowned self] exit in
        if !exit.succeeded { note("action program \(exit.description)") }
      }
      system.onDropped = { [unowned self, unowned system] action, reason in
        // One line per drop would be a storm of its own: the first, then every 100th.
        let n = system.droppedCount
        guard n == 1 || n % 100 == 0 else { return }
        note("action \(action.text) dropped: \(reason) (\(n) dropped so far)")
      }
      system.descriptorPolled = true
      for kind in VirtualDeviceKind.allCases {
        guard let d = system.devices[kind] else { continue }
        note("actions: \(d.name) at \(d.devnode ?? "?")")
      }
    }
    if actions == nil, let n = sceneActions?.bindings.count, n > 0 {
      note(
        "the scene binds actions to \(n) phase\(n == 1 ? "" : "s"): --actions runs them, --actions-log prints them"
      )
    }
    let quirks: LibinputQuirks
    do {
      quirks = try CommandSupport.quirks(options.quirks)
    } catch {
      throw LiveError(.other, error.description)
    }
    var options = options
    options.touchpad.underlay(scene)
    var configuration = options.configuration(stopDescriptor: signalFD, quirks: quirks)
    if !options.touchpad.given && options.backend == .evdev {
      // The desktop's own settings, so that taps are decided as the compositor decides them.
      var reason = ""
      if let desktop = DesktopTouchpadSettings.read(
        environment: DesktopTouchpadSettings.processEnvironment(), reason: &reason)
      {
        // No option was given: the changes are the scene's alone.
        let sceneChanges = options.touchpad.changes
        configuration.touchpad = sceneChanges.applied(to: desktop.all)
        configuration.touchpadByDevice = desktop.byDevice.mapValues(sceneChanges.applied(to:))
        note(
          "touchpad settings from \(desktop.description)"
            + (sceneChanges.isEmpty ? "" : ", changed by the scene's \"touchpad\""))
      } else {
        note("touchpad settings: \(configuration.touchpad.summary) (\(reason))")
      }
    }
    if let fd = actions?.system?.launcher.descriptor, fd >= 0 {
      configuration.wakeDescriptors.append(fd)
    }
    loop = LiveLoop(configuration: configuration, handler: self)
    if options.grab && options.actions.run {
      actions?.bindings.onClaim = { [unowned self] device in loop.claim(device: device) }
    }
    if let setup {
      if let path = options.haptics.device {
        note("haptics on \(path) (\(setup.profile.name) profile)")
      }
      for text in sceneHaptics?.notes ?? [] { note("note: \(text)") }
      HapticsSetup.reportFailures(of: session, to: errors)
      // Bound patterns are uploaded now, so a gesture's pattern starts with a play alone. The
      // log's times count from here until the first event sets the origin.
      session.preloadHaptics(at: MonotonicClock.now())
    }
  }

  deinit { close(signalFD) }

  /// Listens until SIGINT/SIGTERM (or every named device is gone), then ends the session:
  /// gestures in flight are cancelled, nothing is left playing, output and recording complete.
  func run() throws(LiveError) {
    try loop.start()
    errors.flush()
    let end = try loop.run()
    session.finish(at: end, playingOut: false)
    if let problem = plot?.finish(at: end) { note("--plot: \(problem)") }
    if let left = actions?.system?.finish(grace: 0.2, now: MonotonicClock.now()), !left.isEmpty {
      note(
        "actions: left \(left.count) program\(left.count == 1 ? "" : "s") running: "
          + left.map { "\($0.program) (pid \($0.pid))" }.joined(separator: ", "))
    }
    haptics?.device?.close()
    session.flush(at: MonotonicClock.now())
    if session.configuration.measuresLatency { reportLatency() }
    errors.flush()
  }

  func liveLoop(originAt time: Int64) {
    session.setOrigin(time)
    plot?.setOrigin(time)
  }

  func liveLoop(addedDevice index: Int, name: String, surface: TouchSurface?) {
    var names = session.deviceNames
    while names.count <= index { names.append(name) }
    names[index] = name
    session.deviceNames = names
    session.setSurface(surface, device: index)
    surfaces[index] = surface
    plot?.addedDevice(index, names: names, surface: surface)
  }

  func liveLoop(device index: Int, isA kind: DeviceKind) {
    let name = session.deviceNames[index]
    session.setIdentity(DeviceIdentity(kind: kind, name: name), device: index)
    actions?.setDevice(index, name: name, kind: kind, surface: surfaces[index])
    plot?.device(index, identity: DeviceIdentity(kind: kind, name: name))
  }

  func liveLoop(frame: TouchFrame) {
    plot?.frame(frame)
    session.handle(frame)
  }

  func liveLoop(removedDevice index: Int) { session.removeDevice(index) }

  var nextDeadline: Int64? {
    let a = session.nextDeadline
    guard let b = actions?.system?.nextDeadline else { return a }
    return a.map { min($0, b) } ?? b
  }

  func liveLoop(advanceTo time: Int64) {
    session.advance(to: time)
    actions?.system?.service(now: time)
  }

  func liveLoop(flushAt time: Int64) { session.flush(at: time) }

  func liveLoop(wakeDescriptorReadable descriptor: Int32, at time: Int64) {
    // Programs that ended are collected when the launcher says one did (and at its deadlines):
    // never in the input path, and not on every wake-up.
    actions?.system?.service(now: time)
  }

  func liveLoop(note text: String) { note(text) }

  private func note(_ text: String) {
    errors.append(escaped: "gesture-replay: \(text)")
    errors.lineEnded()
    errors.flush()
  }

  private func reportLatency() {
    report(session.latencies, "latency", "kernel event time to output written")
    if !loop.cloneLatencies.isEmpty {
      report(loop.cloneLatencies, "clone latency", "kernel event time to the clone's write")
    }
  }

  private func report(_ samples: [Int64], _ what: String, _ meaning: String) {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else {
      note("\(what): no output to measure")
      return
    }
    func percentile(_ p: Double) -> Double {
      let i = min(sorted.count - 1, Int(clamping: (p * Double(sorted.count - 1)).rounded()))
      return Double(sorted[i]) / 1000
    }
    func ms(_ v: Double) -> String {
      let hundredths = Int(clamping: (v * 100).rounded())
      let frac = hundredths % 100
      return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
    note(
      "\(what): \(sorted.count) samples, p50 \(ms(percentile(0.5))) ms, p99 "
        + "\(ms(percentile(0.99))) ms, max \(ms(Double(sorted.last!) / 1000)) ms "
        + "(\(meaning))")
  }
}
