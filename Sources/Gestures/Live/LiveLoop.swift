import CInput
import Glibc

/// The live session: one epoll over the devices' descriptors, a timerfd armed at the engine's
/// next deadline, a signalfd for SIGINT/SIGTERM and, when following a seat, a udev monitor.
///
/// Events carry the kernel's CLOCK_MONOTONIC timestamps and go through the same
/// ``MultitouchDecoder`` and ``Engine`` as a replayed trace, so a session and its recording give
/// the same transitions. When the timer fires, every device is drained first and then the engine
/// advanced, so timers and events interleave as they would in replay.
///
/// A device that goes away (`ENODEV`, or udev's remove) has its contacts cancelled, so its
/// gestures in flight are cancelled (reason: a touch was cancelled), and the others are still
/// served. SIGINT or SIGTERM ends the session: the engine finishes (gestures in flight are
/// cancelled), output and recording are completed.
public final class LiveLoop {
  final class Source {
    let device: EvdevDevice
    var decoder: MultitouchDecoder
    let index: Int
    var warned = false
    /// `SYN_DROPPED`s seen: the client read too slowly and the kernel's buffer overflowed.
    var drops = 0

    init(device: EvdevDevice, index: Int) {
      self.device = device
      self.index = index
      self.decoder = MultitouchDecoder(device: device.description, index: index)
    }
  }

  /// Collects the event times of the transitions printed since the last flush (latency).
  final class LatencySink: TransitionSink {
    /// The transition log; with `--haptics`, the haptic bindings wrapping it.
    var log: TransitionSink
    var pending: [Int64] = []
    let measuring: Bool

    init(log: TransitionSink, measuring: Bool) {
      self.log = log
      self.measuring = measuring
    }

    func record(_ transition: Transition, recognizer: GestureRecognizer) {
      log.record(transition, recognizer: recognizer)
      if measuring { pending.append(transition.time) }
    }

    func arenaSettled(device: Int, time: Int64) { log.arenaSettled(device: device, time: time) }
  }

  let options: LiveOptions
  let scene: Scene?
  let output: OutputBuffer
  let errors: OutputBuffer
  private var sources: [Int: Source] = [:]
  private var byFD: [Int32: Int] = [:]
  private var deviceNames: [String] = []
  private let transitionLog: TransitionLog
  private let sink: LatencySink
  private var touchLog: TouchLog
  private let engine: Engine
  private var recorder: LiveRecorder?
  private var monitor: UdevMonitor?
  private var libinput: LibinputSource?
  /// `--haptics PATH`: the force-feedback device the bindings play on.
  private var hapticDevice: ForceFeedbackDevice?
  /// `--haptics-log`: the command log (forwarding to the device, or a simulated one).
  private var hapticLog: HapticCommandLog?
  /// The scene's haptic bindings, wrapping the transition log, when haptics are on.
  private var bindings: HapticBindings?
  private var origin: Int64?
  private var lastEventTime: Int64 = 0
  private var epfd: Int32 = -1
  private var timerFD: Int32 = -1
  private var signalFD: Int32 = -1
  private var armedDeadline: Int64?
  private var stopping = false
  /// Latency samples in µs: output written minus the kernel time of the event behind it.
  public private(set) var latencies: [Int64] = []

  private static let tagSignal: UInt64 = 1
  private static let tagTimer: UInt64 = 2
  private static let tagMonitor: UInt64 = 3
  private static let tagLibinput: UInt64 = 4
  private static let tagDeviceBase: UInt64 = 1 << 32

  /// A session that runs `scene` (the built-in scene when nil), prints to `output` and reports
  /// to `errors`.
  public init(options: LiveOptions, scene: Scene? = nil, output: OutputBuffer, errors: OutputBuffer)
  {
    self.options = options
    self.scene = scene
    self.output = output
    self.errors = errors
    transitionLog = TransitionLog(format: options.format, output: output, deviceNames: [])
    let log: TransitionSink =
      options.explain ? ExplainLog(wrapping: transitionLog) : transitionLog
    let sink = LatencySink(log: log, measuring: options.latency)
    self.sink = sink
    touchLog = TouchLog(format: options.format, output: output, deviceNames: [])
    if let scene {
      engine = Engine(scene: scene, sink: sink)
    } else {
      engine = Engine(root: DefaultScene.make(), sink: sink)
    }
  }

  deinit {
    hapticDevice?.close()
    for s in sources.values { s.device.close() }
    for fd in [epfd, timerFD, signalFD] where fd >= 0 { close(fd) }
  }

  /// The current CLOCK_MONOTONIC time in µs (the clock of the events).
  public static func now() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
  }

  // MARK: - Setup

  /// Opens the devices (or the seat's), the timer, the signal descriptor and the recording.
  /// Prints `listening to NODE "Name" (…)` to `errors` for each device.
  ///
  /// - Throws: ``LiveError`` when a device cannot be opened or a descriptor cannot be made;
  ///   ``TraceError`` (wrapped in ``LiveError``) when the recording cannot be created.
  public func start() throws(LiveError) {
    epfd = epoll_create1(Int32(EPOLL_CLOEXEC))
    guard epfd >= 0 else { throw LiveError(.other, "epoll_create1: \(errnoText())") }
    timerFD = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
    guard timerFD >= 0 else { throw LiveError(.other, "timerfd_create: \(errnoText())") }
    try watch(timerFD, tag: Self.tagTimer)

    // A shell starts background jobs with SIGINT ignored; an ignored signal never reaches the
    // signalfd, so take the default disposition back (blocked, it is read, not acted on).
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, SIGINT)
    sigaddset(&mask, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &mask, nil)
    signal(SIGPIPE, SIG_IGN)
    signalFD = signalfd(-1, &mask, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
    guard signalFD >= 0 else { throw LiveError(.other, "signalfd: \(errnoText())") }
    try watch(signalFD, tag: Self.tagSignal)
    if options.haptics.enabled { try startHaptics() }

    if options.backend == .libinput {
      let source = try LibinputSource(
        seat: options.effectiveSeat, paths: options.devices, grab: options.grab)
      libinput = source
      try watch(source.fd, tag: Self.tagLibinput)
      source.dispatch(libinputEvent)
      processBatch()
      if source.deviceIndices.isEmpty, let seat = options.effectiveSeat {
        note("no touch devices on \(seat) yet; waiting for one to be plugged in")
      }
      errors.flush()
      return
    }
    var nodes = options.devices
    if let seat = options.effectiveSeat {
      let m = try UdevMonitor(seat: seat)
      monitor = m
      try watch(m.fd, tag: Self.tagMonitor)
      nodes = Udev.touchNodes(seat: seat)
      if nodes.isEmpty {
        note("no touch devices on \(seat) yet; waiting for one to be plugged in")
      }
    }
    for node in nodes {
      do {
        try add(node: node)
      } catch {
        // A seat's device may be unreadable (permission) or gone; named devices must open.
        if options.effectiveSeat == nil { throw error }
        note("skipping \(error.description)")
      }
    }
    if let path = options.record {
      let devices = sources.values.sorted { $0.index < $1.index }.map {
        (index: $0.index, description: $0.device.description)
      }
      do {
        recorder = try LiveRecorder(path: path, devices: devices)
      } catch {
        throw LiveError(.other, error.description)
      }
    }
    processBatch()
    errors.flush()
  }

  /// Opens the force-feedback device (`--haptics`) and/or the command log (`--haptics-log`) and
  /// wraps the transition log in the scene's haptic bindings, as replay does.
  private func startHaptics() throws(LiveError) {
    let h = options.haptics
    let out: ForceFeedbackOutput
    let profile: HapticDeviceProfile
    if let path = h.device {
      let device: ForceFeedbackDevice
      do {
        device = try ForceFeedbackDevice(path: path)
      } catch {
        throw LiveError(.other, error.description)
      }
      hapticDevice = device
      profile = h.profile ?? device.capabilities.profile ?? .rumble
      if h.log {
        let l = HapticCommandLog(forwardingTo: device, printing: output, format: options.format)
        hapticLog = l
        out = l
      } else {
        out = device
      }
      note("haptics on \(path) (\(profile.name) profile)")
    } else {
      profile = h.profile ?? .rumble
      let l = HapticCommandLog(
        maximumEffects: profile.maximumEffects, printing: output, format: options.format)
      hapticLog = l
      out = l
    }
    for text in scene?.hapticNotes ?? [] { note("note: \(text)") }
    let scheduler = HapticScheduler(output: out, profile: profile)
    let b = HapticBindings(
      wrapping: sink.log, root: engine.root, bindings: scene?.haptics ?? DefaultScene.haptics,
      schedulers: [scheduler])
    b.onFailure = { [weak self] error in
      self?.note("\(error.description); haptics device dropped")
    }
    bindings = b
    sink.log = b
    // Bound patterns are uploaded now, so a gesture's pattern starts with a play alone. The
    // log's times count from here until the first event sets the origin.
    let start = Self.now()
    hapticLog?.origin = start
    b.preload(at: start)
  }

  private func watch(_ fd: Int32, tag: UInt64) throws(LiveError) {
    var event = epoll_event()
    event.events = EPOLLIN.rawValue
    event.data.u64 = tag
    guard epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &event) == 0 else {
      throw LiveError(.other, "epoll_ctl: \(errnoText())")
    }
  }

  /// Opens `node` and adds it to the session.
  private func add(node: String) throws(LiveError) {
    if sources.values.contains(where: { $0.device.path == node }) { return }
    let device = try EvdevDevice(path: node, grab: options.grab)
    let index = deviceNames.count
    let source = Source(device: device, index: index)
    deviceNames.append(device.description.name)
    transitionLog.deviceNames = deviceNames
    touchLog.deviceNames = deviceNames
    if let s = source.decoder.surface {
      engine.setSurface(Rect(x: 0, y: 0, width: s.width, height: s.height), device: index)
      if let notice = s.notice { note(notice) }
    }
    sources[index] = source
    byFD[device.fd] = index
    try watch(device.fd, tag: Self.tagDeviceBase + UInt64(index))
    note("listening to \(node) \(DeviceList.summary(device))")
    // Contacts already down when listening began.
    let state = device.currentStateEvents(at: Self.now())
    for e in state { handle(e, from: source) }
  }

  /// Removes device `index`: its contacts are cancelled (and so its gestures in flight).
  private func remove(_ index: Int, why: String) {
    guard let source = sources[index] else { return }
    let time = max(Self.now(), lastEventTime)
    if source.decoder.cancelAll(at: time) {
      process(source.decoder.frame)
    }
    recorder?.stop(device: index)
    byFD[source.device.fd] = nil
    var event = epoll_event()
    _ = epoll_ctl(epfd, EPOLL_CTL_DEL, source.device.fd, &event)
    source.device.close()
    sources[index] = nil
    note(
      "\(source.device.path) \"\(source.device.description.name)\" \(why); its touches were cancelled"
    )
  }

  // MARK: - Running

  /// Runs until SIGINT/SIGTERM (or, without a seat, until every device is gone), then finishes
  /// the engine, flushes the output and completes the recording.
  ///
  /// - Throws: ``LiveError`` when a device cannot be read or a system call fails.
  public func run() throws(LiveError) {
    var events = [epoll_event](repeating: epoll_event(), count: 16)
    while !stopping {
      armTimer()
      let n = events.withUnsafeMutableBufferPointer {
        epoll_wait(epfd, $0.baseAddress, Int32($0.count), -1)
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw LiveError(.other, "epoll_wait: \(errnoText())")
      }
      var timerFired = false
      for i in 0..<Int(n) {
        let tag = events[i].data.u64
        switch tag {
        case Self.tagSignal:
          var info = signalfd_siginfo()
          while read(signalFD, &info, MemoryLayout<signalfd_siginfo>.size) > 0 {}
          stopping = true
        case Self.tagTimer:
          var expirations: UInt64 = 0
          _ = read(timerFD, &expirations, 8)
          timerFired = true
        case Self.tagMonitor:
          hotplug()
        case Self.tagLibinput:
          libinput?.dispatch(libinputEvent)
        default:
          try drain(Int(tag - Self.tagDeviceBase))
        }
      }
      if timerFired || stopping {
        // Every event stamped before now is readable now: take them all, then the timers.
        for index in sources.keys.sorted() { try drain(index) }
        libinput?.dispatch(libinputEvent)
        processBatch()
        let now = Self.now()
        engine.advance(to: now)
        bindings?.advance(to: now)
      }
      processBatch()
      let devicesLeft = libinput.map { !$0.deviceIndices.isEmpty } ?? !sources.isEmpty
      if options.effectiveSeat == nil && !devicesLeft && !stopping {
        note("no devices left")
        stopping = true
      }
      flushOutput()
    }
    processBatch()
    let end = max(Self.now(), lastEventTime)
    engine.finish(at: end)
    // Nothing is left playing: every slot is stopped and erased.
    bindings?.close(at: end)
    hapticDevice?.close()
    hapticDevice = nil
    flushOutput()
    if let recorder {
      do {
        try recorder.finish()
      } catch {
        note("recording: \(error.description)")
      }
    }
    if options.latency { reportLatency() }
    errors.flush()
  }

  private func drain(_ index: Int) throws(LiveError) {
    guard let source = sources[index] else { return }
    let result = try source.device.read { event in handle(event, from: source) }
    if case .gone = result { remove(index, why: "went away") }
  }

  private func handle(_ event: EvdevEvent, from source: Source) {
    if origin == nil {
      origin = event.time
      transitionLog.origin = event.time
      hapticLog?.origin = event.time
      recorder?.origin = event.time
    }
    lastEventTime = max(lastEventTime, event.time)
    if event.type == EventType.syn && event.code == SynCode.dropped {
      source.drops += 1
      note(
        "\(source.device.path): the kernel dropped events (SYN_DROPPED, \(source.drops) so far); "
          + "resynchronised from the device's state")
    }
    if let recorder {
      do {
        try recorder.write(device: source.index, event)
      } catch {
        note("recording stopped: \(error.description)")
        self.recorder = nil
      }
    }
    let changed: Bool
    do {
      changed = try source.decoder.feed(event)
    } catch {
      if !source.warned {
        note("\(source.device.path): \(error.message); its contacts were reset")
        source.warned = true
      }
      if source.decoder.cancelAll(at: event.time, because: .inputStopped) {
        process(source.decoder.frame)
      }
      return
    }
    if changed { process(source.decoder.frame) }
  }

  private func libinputEvent(_ event: LibinputSource.Event) {
    switch event {
    case .added(let index, let node, let name, let summary, let surface):
      while deviceNames.count <= index { deviceNames.append(name) }
      deviceNames[index] = name
      transitionLog.deviceNames = deviceNames
      touchLog.deviceNames = deviceNames
      if let s = surface {
        engine.setSurface(Rect(x: 0, y: 0, width: s.width, height: s.height), device: index)
        if let notice = s.notice { note(notice) }
      }
      note("listening to \(node) \(summary) through libinput")
    case .removed(_, let node, let name):
      note("\(node) \"\(name)\" was removed; its touches were cancelled")
    case .frame(let frame):
      if origin == nil {
        origin = frame.time
        transitionLog.origin = frame.time
        hapticLog?.origin = frame.time
      }
      lastEventTime = max(lastEventTime, frame.time)
      process(frame)
    }
  }

  /// Frames read in this wake-up, handed to the engine in time order by ``processBatch()``:
  /// several devices' frames interleave as they would in a merged trace.
  private var batch: [TouchFrame] = []

  private func process(_ frame: TouchFrame) { batch.append(frame) }

  private func processBatch() {
    guard !batch.isEmpty else { return }
    if batch.count > 1 {
      // Stable: one device's frames keep their order.
      batch = batch.enumerated().sorted {
        ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
      }.map(\.element)
    }
    for frame in batch { dispatch(frame) }
    batch.removeAll(keepingCapacity: true)
  }

  private func dispatch(_ frame: TouchFrame) {
    switch options.mode {
    case .transitions:
      engine.handle(frame)
    case .touches:
      let before = output.bytes.count
      touchLog.write(frame, seconds: Double(frame.time - (origin ?? frame.time)) / 1_000_000)
      if options.latency && output.bytes.count > before { sink.pending.append(frame.time) }
    }
  }

  private func hotplug() {
    guard let monitor else { return }
    while let (action, node) = monitor.next() {
      switch action {
      case .add:
        do {
          try add(node: node)
          if let recorder, !recorder.records(device: deviceNames.count - 1) {
            note("\(node) is not recorded: a recording's devices are fixed when it starts")
          }
        } catch {
          note("cannot listen to added device: \(error.description)")
        }
      case .remove:
        if let index = sources.values.first(where: { $0.device.path == node })?.index {
          remove(index, why: "was removed")
        }
      }
    }
  }

  private func armTimer() {
    let deadline = [engine.nextDeadline, bindings?.nextDeadline].compactMap { $0 }.min()
    guard deadline != armedDeadline else { return }
    armedDeadline = deadline
    var spec = itimerspec()
    if let d = deadline {
      let t = max(d, 1)
      spec.it_value.tv_sec = Int(t / 1_000_000)
      spec.it_value.tv_nsec = Int(t % 1_000_000) * 1000
    }
    _ = timerfd_settime(timerFD, Int32(TFD_TIMER_ABSTIME), &spec, nil)
  }

  private func flushOutput() {
    output.flush()
    guard options.latency, !sink.pending.isEmpty else { return }
    let now = Self.now()
    for t in sink.pending { latencies.append(now - t) }
    sink.pending.removeAll(keepingCapacity: true)
  }

  private func reportLatency() {
    let sorted = latencies.sorted()
    guard !sorted.isEmpty else {
      note("latency: no output to measure")
      return
    }
    func percentile(_ p: Double) -> Double {
      let i = min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))
      return Double(sorted[i]) / 1000
    }
    func ms(_ v: Double) -> String {
      let hundredths = Int((v * 100).rounded())
      let frac = hundredths % 100
      return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
    note(
      "latency: \(sorted.count) samples, p50 \(ms(percentile(0.5))) ms, p99 "
        + "\(ms(percentile(0.99))) ms, max \(ms(Double(sorted.last!) / 1000)) ms "
        + "(kernel event time to output written)")
  }

  private func note(_ text: String) {
    errors.append(string: "gesture-replay: \(text)")
    errors.lineEnded()
    errors.flush()
  }

  private func errnoText() -> String { LiveError.errnoText(errno) }
}
