import CLinuxInput
import GestureTraces
import Gestures
import Glibc

/// A live input loop: one epoll over the devices' descriptors, a timerfd armed at the
/// handler's next deadline, the caller's stop descriptor and, when following a seat, a udev
/// monitor.
///
/// Frames, decoded as a replayed trace's, reach the ``LiveLoopHandler`` in time order, and timers
/// interleave with events as they would in replay. A device that goes away has its contacts
/// cancelled; the others are still served. When the stop descriptor becomes readable the loop
/// ends (the Live input article).
public final class LiveLoop {
  final class Source {
    let device: EvdevDevice
    // Fed every event: no runtime exclusivity checks (the loop is single-threaded and never
    // nests accesses to it).
    @exclusivity(unchecked) var decoder: MultitouchDecoder
    let index: Int
    var warned = false
    /// `SYN_DROPPED`s seen: the client read too slowly and the kernel's buffer overflowed.
    var drops = 0
    /// The uinput clone that carries the device's events on (`grab` with `cloneThrough`).
    var clone: EvdevClone?

    init(
      device: EvdevDevice, index: Int, quirks: LibinputQuirks, touchpad: TouchpadConfiguration
    ) {
      self.device = device
      self.index = index
      self.decoder = MultitouchDecoder(
        device: device.description, index: index,
        quirks: quirks.quirks(for: device.description, dmiModalias: LiveLoop.dmiModalias),
        touchpad: touchpad)
    }
  }

  /// The machine's DMI modalias (`/sys/class/dmi/id/modalias`), for quirks that match it.
  static let dmiModalias: String? = {
    let fd = open("/sys/class/dmi/id/modalias", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: 1024)
    let n = read(fd, &bytes, bytes.count)
    guard n > 0 else { return nil }
    var text = String(decoding: bytes[0..<n], as: UTF8.self)
    while text.last == "\n" { text.removeLast() }
    return text
  }()

  /// Where the loop takes its touches from, as it was started with.
  public let configuration: LiveConfiguration
  unowned let handler: LiveLoopHandler
  // Read or written for every event: no runtime exclusivity checks (the loop runs on one thread
  // and never nests accesses to these).
  @exclusivity(unchecked) var sources: [Int: Source] = [:]
  var deviceCount = 0
  @exclusivity(unchecked) var recorder: LiveRecorder?
  var monitor: UdevMonitor?
  @exclusivity(unchecked) var libinput: LibinputSource?
  /// Devices removed since the last batch was handed over (see `deliverRemovals`).
  @exclusivity(unchecked) var removedDevices: [Int] = []
  /// Per frame a clone carried on: CLOCK_MONOTONIC after the clone's write minus the device's
  /// kernel stamp, µs (``LiveConfiguration/measuresCloneLatency``; at most 1,000,000 kept).
  public internal(set) var cloneLatencies: [Int64] = []
  @exclusivity(unchecked) var origin: Int64?
  /// The latest event time seen, µs: the session's end is never before it.
  @exclusivity(unchecked) private(set) var lastEventTime: Int64 = 0
  var epfd: Int32 = -1
  private var timerFD: Int32 = -1
  @exclusivity(unchecked) private var armedDeadline: Int64?
  private var stopping = false
  /// Frames read in this wake-up, handed over in time order by ``processBatch()``: several
  /// devices' frames interleave as they would in a merged trace.
  @exclusivity(unchecked) private var batch: [TouchFrame] = []

  private static let tagStop: UInt64 = 1
  private static let tagTimer: UInt64 = 2
  private static let tagMonitor: UInt64 = 3
  private static let tagLibinput: UInt64 = 4
  /// A wake descriptor's tag: this plus its index in ``LiveConfiguration/wakeDescriptors``.
  private static let tagWakeBase: UInt64 = 1 << 16
  static let tagDeviceBase: UInt64 = 1 << 32

  /// A loop over `configuration`'s devices delivering to `handler` (held unowned: the handler
  /// owns the loop or outlives it).
  public init(configuration: LiveConfiguration, handler: LiveLoopHandler) {
    self.configuration = configuration
    self.handler = handler
  }

  deinit {
    for s in sources.values { s.device.close() }
    for fd in [epfd, timerFD] where fd >= 0 { close(fd) }
  }

  // MARK: - Setup

  /// Opens the devices (or the seat's), the timer and the recording; tells the handler
  /// `listening to NODE "Name" (…)` for each device.
  ///
  /// - Throws: ``LiveError`` when a device cannot be opened or a descriptor cannot be made;
  ///   ``/GestureTraces/TraceError`` (wrapped in ``LiveError``) when the recording cannot be
  ///   created.
  public func start() throws(LiveError) {
    epfd = epoll_create1(Int32(EPOLL_CLOEXEC))
    guard epfd >= 0 else { throw LiveError(.other, "epoll_create1: \(errnoText())") }
    timerFD = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
    guard timerFD >= 0 else { throw LiveError(.other, "timerfd_create: \(errnoText())") }
    try watch(timerFD, tag: Self.tagTimer)
    if let stop = configuration.stopDescriptor { try watch(stop, tag: Self.tagStop) }
    for (k, fd) in configuration.wakeDescriptors.enumerated() {
      try watch(fd, tag: Self.tagWakeBase + UInt64(k))
    }

    if configuration.backend == .libinput {
      let configuration = configuration
      let source = try LibinputSource(
        seat: configuration.effectiveSeat, paths: configuration.devices,
        grab: configuration.grab,
        touchpad: { d in d.map(configuration.touchpad(for:)) ?? configuration.touchpad },
        log: libraryNote)
      libinput = source
      try watch(source.fd, tag: Self.tagLibinput)
      source.dispatch(libinputEvent)
      processBatch()
      if source.deviceIndices.isEmpty, let seat = configuration.effectiveSeat {
        handler.liveLoop(note: "no touch devices on \(seat) yet; waiting for one to be plugged in")
      }
      return
    }
    var nodes = configuration.devices
    if let seat = configuration.effectiveSeat {
      let m = try UdevMonitor(seat: seat)
      monitor = m
      try watch(m.fd, tag: Self.tagMonitor)
      nodes = Udev.touchNodes(seat: seat)
      if nodes.isEmpty {
        handler.liveLoop(note: "no touch devices on \(seat) yet; waiting for one to be plugged in")
      }
    }
    for node in nodes {
      do {
        try add(node: node)
      } catch {
        // A seat's device may be unreadable (permission) or gone; named devices must open.
        if configuration.effectiveSeat == nil { throw error }
        handler.liveLoop(note: "skipping \(error.description)")
      }
    }
    if let path = configuration.record {
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
  }

  func watch(_ fd: Int32, tag: UInt64) throws(LiveError) {
    var event = epoll_event()
    event.events = EPOLLIN.rawValue
    event.data.u64 = tag
    guard epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &event) == 0 else {
      throw LiveError(.other, "epoll_ctl: \(errnoText())")
    }
  }

  // MARK: - Running

  /// Runs until the stop descriptor is readable (or, without a seat, until every device is
  /// gone), then completes the recording. Returns the time the session ended (µs): now, or
  /// the latest event's time if that is later.
  ///
  /// - Throws: ``LiveError`` when a device cannot be read or a system call fails.
  @discardableResult
  public func run() throws(LiveError) -> Int64 {
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
      // Bit k: wake descriptor k is readable (the launcher's is the only one there is).
      var wakes: UInt64 = 0
      for i in 0..<Int(n) {
        let tag = events[i].data.u64
        switch tag {
        case Self.tagStop:
          stopping = true
        case Self.tagTimer:
          var expirations: UInt64 = 0
          _ = read(timerFD, &expirations, 8)
          timerFired = true
        case Self.tagMonitor:
          hotplug()
        case Self.tagLibinput:
          libinput?.dispatch(libinputEvent)
        case Self.tagWakeBase..<Self.tagDeviceBase:
          wakes |= 1 << ((tag - Self.tagWakeBase) & 63)
        default:
          try drain(Int(tag - Self.tagDeviceBase))
        }
      }
      if timerFired || stopping {
        // Every event stamped before now is readable now: take them all, then the timers up to
        // now. Now is read first: an event written while the devices are drained is stamped
        // after it, and is not passed by a timer run later than its stamp.
        let now = MonotonicClock.now()
        for index in sources.keys.sorted() { try drain(index) }
        libinput?.dispatch(libinputEvent)
        processBatch()
        handler.liveLoop(advanceTo: now)
      }
      processBatch()
      if wakes != 0 {
        let now = MonotonicClock.now()
        for (k, fd) in configuration.wakeDescriptors.enumerated() where wakes & (1 << (k & 63)) != 0
        {
          handler.liveLoop(wakeDescriptorReadable: fd, at: now)
        }
      }
      let devicesLeft = libinput.map { !$0.deviceIndices.isEmpty } ?? !sources.isEmpty
      if configuration.effectiveSeat == nil && !devicesLeft && !stopping {
        handler.liveLoop(note: "no devices left")
        stopping = true
      }
      handler.liveLoop(flushAt: MonotonicClock.now())
    }
    processBatch()
    let end = max(MonotonicClock.now(), lastEventTime)
    if let recorder {
      do {
        try recorder.finish()
      } catch {
        handler.liveLoop(note: "recording: \(error.description)")
      }
      self.recorder = nil
    }
    return end
  }

  func setOrigin(_ time: Int64) {
    guard origin == nil else { return }
    origin = time
    recorder?.origin = time
    handler.liveLoop(originAt: time)
  }

  func noteEventTime(_ time: Int64) { lastEventTime = max(lastEventTime, time) }

  /// Takes a decoded frame: handed over at once when one device is all the loop reads (its
  /// frames come in time order, and no other device's can come between), else kept for the
  /// wake-up's batch, which ``processBatch()`` orders.
  func process(_ frame: TouchFrame) {
    if sources.count == 1 && libinput == nil && batch.isEmpty {
      handler.liveLoop(frame: frame)
    } else {
      batch.append(frame)
    }
  }

  /// Tells the handler of the devices removed since the last batch, after the batch that holds
  /// their cancellations.
  private func deliverRemovals() {
    guard !removedDevices.isEmpty else { return }
    for index in removedDevices { handler.liveLoop(removedDevice: index) }
    removedDevices.removeAll(keepingCapacity: true)
  }

  func processBatch() {
    defer { deliverRemovals() }
    guard !batch.isEmpty else { return }
    // In time order, in place (no new array per batch): an insertion sort, stable, so one
    // device's frames keep their order, and linear on a batch already in order, the usual one.
    for i in batch.indices.dropFirst() {
      var j = i
      while j > 0 && batch[j - 1].time > batch[j].time {
        batch.swapAt(j - 1, j)
        j -= 1
      }
    }
    for frame in batch { handler.liveLoop(frame: frame) }
    batch.removeAll(keepingCapacity: true)
  }

  private func armTimer() {
    let deadline = handler.nextDeadline
    guard deadline != armedDeadline else { return }
    armedDeadline = deadline
    var spec = itimerspec()
    if let d = deadline {
      let t = max(d, 1)
      spec.it_value.tv_sec = Int(t / 1_000_000)  // checked: integer µs
      spec.it_value.tv_nsec = Int(t % 1_000_000) * 1000
    }
    _ = timerfd_settime(timerFD, Int32(TFD_TIMER_ABSTIME), &spec, nil)
  }

  func errnoText() -> String { LiveError.errnoText(errno) }

  /// libinput's and libevdev's messages, escaped (``LibraryLog``), as the handler's notes: the
  /// libraries do not write them to stderr themselves.
  var libraryNote: (String) -> Void {
    { [unowned handler] text in handler.liveLoop(note: text) }
  }
}
