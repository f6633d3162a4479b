import GestureTestSupport
import Glibc
import Testing

@testable import GestureHaptics
@testable import GestureLive
@testable import GestureSession
@testable import Gestures

/// The live loop on a thread of its own, as `gesture-replay live` runs it, stopped from another
/// thread through its stop descriptor: its timerfd drives a real ``Session`` (the engine's long
/// press and the haptic scheduler's deadlines, logged by a ``HapticCommandLog``) from
/// CLOCK_MONOTONIC. With no input device on the host, the touch comes from the test before the
/// loop starts; the device lab runs the same loop on real devices. Under `make tsan` these are
/// the tests that run the loop, the session and the haptics on a thread other than the one that
/// made them.
@Suite struct LiveLoopThreadTests {
  /// A ``LiveLoopHandler`` around a session, like the command line's `LiveRun` without the
  /// signals. Used by the loop's thread only while the loop runs; read after the join.
  final class Handler: LiveLoopHandler {
    let session: Session
    let output = OutputBuffer()
    let log: HapticCommandLog
    /// Written once the session has nothing left to do: tells the test thread to stop the loop.
    let idleFD: Int32
    var advances: [(deadline: Int64, now: Int64)] = []
    var notes: [String] = []
    var flushes = 0
    /// The wake descriptors the loop said were readable, in order.
    var wakes: [Int32] = []
    private var toldIdle = false

    init(idleFD: Int32) {
      self.idleFD = idleFD
      log = HapticCommandLog(maximumEffects: 16, printing: output, format: .text)
      session = Session(
        scene: nil, haptics: SessionHaptics(output: log, log: log, profile: .rumble),
        output: output, deviceNames: ["screen"])
      session.setSurface(Rect(x: 0, y: 0, width: 100, height: 60), device: 0)
    }

    func liveLoop(originAt time: Int64) { session.setOrigin(time) }
    func liveLoop(addedDevice index: Int, name: String, surface: TouchSurface?) {}
    func liveLoop(frame: TouchFrame) { session.handle(frame) }
    var nextDeadline: Int64? { session.nextDeadline }

    func liveLoop(advanceTo time: Int64) {
      if let deadline = session.nextDeadline { advances.append((deadline, time)) }
      session.advance(to: time)
      if session.nextDeadline == nil && !toldIdle {
        toldIdle = true
        var byte: UInt8 = 1
        _ = write(idleFD, &byte, 1)
      }
    }

    func liveLoop(flushAt time: Int64) {
      flushes += 1
      session.flush(at: time)
    }

    func liveLoop(note: String) { notes.append(note) }

    func liveLoop(wakeDescriptorReadable descriptor: Int32, at time: Int64) {
      wakes.append(descriptor)
      var byte: UInt8 = 0
      _ = read(descriptor, &byte, 1)
      // Served: tell the test thread, which then stops the loop.
      _ = write(idleFD, &byte, 1)
    }
  }

  /// Runs `loop` on a new thread; `join` waits for it and returns what `run()` returned.
  final class LoopThread {
    let loop: LiveLoop
    var result: Result<Int64, LiveError>?
    private var thread = pthread_t()
    /// Written by the loop's thread as it ends (its last act), for ``ended(within:)``.
    private let endPipe: (read: Int32, write: Int32)

    init(_ loop: LiveLoop) throws {
      self.loop = loop
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else { throw LiveError(.other, "pipe: \(errno)") }
      endPipe = (fds[0], fds[1])
      let context = Unmanaged.passRetained(self).toOpaque()
      let status = pthread_create(
        &thread, nil,
        { context in
          let me = Unmanaged<LoopThread>.fromOpaque(context!).takeRetainedValue()
          do throws(LiveError) {
            me.result = .success(try me.loop.run())
          } catch {
            me.result = .failure(error)
          }
          var byte: UInt8 = 1
          _ = write(me.endPipe.write, &byte, 1)
          return nil
        }, context)
      if status != 0 {
        Unmanaged<LoopThread>.fromOpaque(context).release()
        throw LiveError(.other, "pthread_create: \(status)")
      }
    }

    /// Whether the loop's thread ended within `seconds`: joined and true, or false (the
    /// thread is left running) instead of waiting for ever.
    func ended(within seconds: Int32) -> Bool {
      guard LiveLoopThreadTests.readable(endPipe.read, within: seconds) else { return false }
      pthread_join(thread, nil)
      close(endPipe.read)
      close(endPipe.write)
      return true
    }
  }

  /// Waits up to `seconds` for `fd` to become readable.
  static func readable(_ fd: Int32, within seconds: Int32) -> Bool {
    var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&p, 1, seconds * 1000) == 1
  }

  /// A loop over `configuration` started for `handler`, or nil (an issue recorded) when it
  /// cannot start: the host may have no udev netlink (a container without it).
  static func started(_ configuration: LiveConfiguration, _ handler: Handler) -> LiveLoop? {
    let loop = LiveLoop(configuration: configuration, handler: handler)
    do {
      try loop.start()
    } catch {
      Issue.record("live loop cannot start on this host: \(error.description)")
      return nil
    }
    return loop
  }

  func pipeFDs() throws -> (read: Int32, write: Int32) {
    var fds: [Int32] = [-1, -1]
    try #require(pipe(&fds) == 0)
    return (fds[0], fds[1])
  }

  /// A finger held down before the loop starts: the loop's timer fires at the long press's
  /// 0.5 s, the session ends it then (at the deadline, not at the later wake-up) and plays
  /// `success`; the scheduler's own deadlines stop it; the stop descriptor, written from the
  /// test thread, ends `run()`.
  // No time limit on the test: swift-testing counts it from when the test is scheduled, and
  // with the other suites beside it (under TSan on two cores) the case waited over a minute
  // before it ran. The waits below are bounded instead (the idle signal, the thread's end).
  @Test(arguments: [LiveConfiguration.Backend.evdev, .libinput])
  func timersDriveTheSessionOnTheLoopThread(backend: LiveConfiguration.Backend) throws {
    let stop = try pipeFDs()
    let idle = try pipeFDs()
    defer { for fd in [stop.read, stop.write, idle.read, idle.write] { close(fd) } }
    let handler = Handler(idleFD: idle.write)
    // A seat with no device: the loop serves only its timer and the stop descriptor.
    let configuration = LiveConfiguration(
      seat: "gestures-test-empty-seat", backend: backend, stopDescriptor: stop.read)
    guard let loop = Self.started(configuration, handler) else { return }
    let down = MonotonicClock.now()
    handler.session.setOrigin(down)
    var frames = FrameBuilder()
    handler.session.handle(frames.frame(at: Double(down) / 1000, [.down(0, 50, 30)]))
    let pressDeadline = try #require(handler.session.nextDeadline)

    let thread = try LoopThread(loop)
    let wentIdle = Self.readable(idle.read, within: 10)
    var byte: UInt8 = 1
    #expect(write(stop.write, &byte, 1) == 1)
    try #require(thread.ended(within: 30), "the loop did not stop within 30 s of its stop byte")
    let result = thread.result

    #expect(wentIdle, "the session still had deadlines: \(handler.output.text)")
    let end = try #require(try result?.get())
    #expect(end >= pressDeadline)
    #expect(handler.notes.contains { $0.contains("no touch devices on gestures-test-empty-seat") })
    #expect(handler.flushes >= handler.advances.count)
    // The timer never fires early, and every deadline it served was due.
    #expect(!handler.advances.isEmpty)
    for a in handler.advances {
      #expect(a.now >= a.deadline, "woke \(a.now - a.deadline) µs early")
    }
    #expect(handler.advances.first?.deadline == pressDeadline)

    handler.session.finish(at: end, playingOut: false)
    let text = handler.output.text
    let lines = text.split(separator: "\n").map(String.init)
    let ended = lines.firstIndex { $0.contains("long-press  possible → ended") }
    let play = lines.firstIndex { $0.contains("haptics success: play") }
    let stopped = lines.firstIndex { $0.contains("haptics success: stop") }
    #expect(ended != nil && play != nil && stopped != nil, "\(text)")
    if let ended, let play, let stopped {
      #expect(ended < play && play < stopped)
      #expect(lines[ended].hasPrefix("   0.500000"), "ended at the deadline: \(lines[ended])")
    }
    #expect(handler.log.playing.isEmpty && handler.log.slots.isEmpty, "all stopped and erased")
  }

  /// A wake descriptor (the actions launcher's, readable when a program ended) is served once
  /// for each wake-up that finds it readable, and only then: a loop woken by its timer or its
  /// stop descriptor does not call for it.
  @Test func aWakeDescriptorIsServedOnlyWhenReadable() throws {
    let stop = try pipeFDs()
    let served = try pipeFDs()
    let wake = try pipeFDs()
    let other = try pipeFDs()
    defer {
      for fd in [stop.read, stop.write, served.read, served.write, wake.read, wake.write]
        + [other.read, other.write]
      {
        close(fd)
      }
    }
    let handler = Handler(idleFD: served.write)
    var configuration = LiveConfiguration(
      seat: "gestures-test-empty-seat", stopDescriptor: stop.read)
    configuration.wakeDescriptors = [other.read, wake.read]
    guard let loop = Self.started(configuration, handler) else { return }
    let thread = try LoopThread(loop)
    var byte: UInt8 = 1
    #expect(write(wake.write, &byte, 1) == 1)
    let wasServed = Self.readable(served.read, within: 10)
    #expect(write(stop.write, &byte, 1) == 1)
    try #require(thread.ended(within: 30), "the loop did not stop within 30 s of its stop byte")
    #expect(wasServed)
    #expect(handler.wakes == [wake.read], "\(handler.wakes)")
    #expect(handler.flushes >= 2, "the wake-up and the stop each flush")
  }
}
