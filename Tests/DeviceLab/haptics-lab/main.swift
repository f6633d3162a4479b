// haptics-lab: the device lab's driver for issue 13's HapticEngine checks
// (Tests/DeviceLab/scenarios/85-haptics-engine.sh; the seed example itself is haptics-example).
// Every command the engine sends is printed as a JSON line through its commandHandler (time in
// absolute CLOCK_MONOTONIC seconds), and the checks' own facts as marker lines
// `{"lab":"KIND",...}` (times `at_us`, CLOCK_MONOTONIC µs), which guest/ffcheck.py reads.
//
//   haptics-lab starts N --device NODE        N players, each started 60 ms ahead at a time
//                                             40-60 ms after the one before
//   haptics-lab mix A.ahap B.ahap --device NODE
//                                             A and B (gesture) overlapping, success
//                                             (notification) pre-empting them, impact-light
//                                             (background) mixing under it
//   haptics-lab unplug P.ahap --device NODE   plays P until the device goes away
//   haptics-lab generators --device NODE      every generator's calls, each after prepare()
import Dispatch
import GestureHaptics
import Glibc

func nowMicros() -> Int64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
}

/// Sleeps until `deadline` µs on CLOCK_MONOTONIC.
func sleep(until deadline: Int64) {
  var ts = timespec(tv_sec: Int(deadline / 1_000_000), tv_nsec: Int(deadline % 1_000_000) * 1000)
  while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
}

/// One line on stdout, flushed (the engine's thread prints too; `print` holds stdout's lock
/// for the line).
func emit(_ line: String) {
  print(line)
  fflush(nil)
}

enum Field {
  case text(String)
  case int(Int64)
}

/// A marker line `{"lab":KIND,"at_us":now,...}` (names are plain: no escaping needed).
func mark(_ kind: String, _ fields: [(String, Field)] = []) {
  var s = "{\"lab\":\"\(kind)\""
  var timed = false
  for (key, value) in fields {
    switch value {
    case .text(let t): s += ",\"\(key)\":\"\(t)\""
    case .int(let n): s += ",\"\(key)\":\(n)"
    }
    timed = timed || key == "at_us"
  }
  if !timed { s += ",\"at_us\":\(nowMicros())" }
  emit(s + "}")
}

func fail(_ why: String) -> Never {
  var text = "haptics-lab: \(why)\n"
  text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
  exit(1)
}

func outcome(_ error: HapticEngineError?) -> String {
  switch error {
  case nil: return "finished"
  case .preempted?: return "preempted"
  case .engineStopped?: return "engine-stopped"
  case .device?: return "device-failed"
  case let other?: return "\(other)"
  }
}

/// The engine on `node`, started, printing every command.
func engine(on node: String) -> HapticEngine {
  do throws(HapticEngineError) {
    let engine = try HapticEngine(device: node)
    engine.commandHandler = { emit($0.line(.json)) }
    try engine.start()
    return engine
  } catch {
    fail("\(node): \(error)")
  }
}

/// A semaphore signalled when nothing sounds any more: set before anything is started.
func quietSignal(_ engine: HapticEngine) -> DispatchSemaphore {
  let quiet = DispatchSemaphore(value: 0)
  engine.notifyWhenPlayersFinished { _ in
    quiet.signal()
    return .leaveEngineRunning
  }
  return quiet
}

func pattern(_ path: String) -> HapticPattern {
  do throws(AHAPError) {
    return try AHAPFile.read(path: path).pattern
  } catch {
    fail("\(path): \(error)")
  }
}

func start(_ player: HapticPatternPlayer, _ name: String, _ priority: HapticPriority, at: Int64) {
  mark("start", [("player", .text(name)), ("priority", .text(priority.name)), ("at_us", .int(at))])
  do throws(HapticEngineError) {
    try player.start(atTime: Double(at) / 1e6)
  } catch {
    fail("start \(name): \(error)")
  }
}

// MARK: - The checks

/// `count` players of one transient each (intensities 0.3 … 0.9, so each start uploads its own
/// effect ahead), each started 60 ms before its time, the times 40 … 60 ms apart.
func starts(_ count: Int, _ engine: HapticEngine) {
  let players = (0..<count).map { i in
    let intensity = 0.3 + 0.6 * Double(i) / Double(max(1, count - 1))
    return engine.makePlayer(
      with: HapticPattern(events: [.transient(at: 0, intensity: intensity)]), name: "start-\(i)")
  }
  var at = nowMicros() + 100_000
  var last = at
  for (i, player) in players.enumerated() {
    sleep(until: at - 60_000)
    start(player, "start-\(i)", .gesture, at: at)
    last = at
    at += 40_000 + Int64((i * 7919) % 21) * 1000
  }
  sleep(until: last + 300_000)
  withExtendedLifetime(players) {}
}

/// Two gesture players overlapping (mixed), a notification pre-empting both, a background
/// player mixing under the notification; every completion reported.
func mix(_ a: String, _ b: String, _ engine: HapticEngine) {
  let voices: [(String, HapticPattern, HapticPriority, Int64)] = [
    ("mix-a", pattern(a), .gesture, 0),
    ("mix-b", pattern(b), .gesture, 150_000),
    ("success", HapticPreset.success.pattern, .notification, 300_000),
    ("impact-light", HapticPreset.impactLight.pattern, .background, 320_000),
  ]
  let players = voices.map { name, pattern, priority, _ in
    let p = engine.makeAdvancedPlayer(with: pattern, name: name, priority: priority)
    p.completionHandler = {
      mark("completion", [("player", .text(name)), ("result", .text(outcome($0)))])
    }
    return p
  }
  let quiet = quietSignal(engine)
  let t0 = nowMicros() + 100_000
  for (player, (name, _, priority, offset)) in zip(players, voices) {
    start(player, name, priority, at: t0 + offset)
  }
  if quiet.wait(timeout: .now() + 5) == .timedOut { mark("not-quiet") }
  sleep(until: nowMicros() + 50_000)
}

/// Plays `path` until the device goes away (lab-ff --unplug-after); the stopped handler must
/// say so within 5 s.
func unplug(_ path: String, _ engine: HapticEngine) {
  let stopped = DispatchSemaphore(value: 0)
  engine.stoppedHandler = { reason in
    mark("stopped", [("reason", .text("\(reason)"))])
    stopped.signal()
  }
  let player = engine.makeAdvancedPlayer(with: pattern(path), name: "unplugged")
  player.completionHandler = {
    mark("completion", [("player", .text("unplugged")), ("result", .text(outcome($0)))])
  }
  start(player, "unplugged", .gesture, at: nowMicros())
  if stopped.wait(timeout: .now() + 5) == .timedOut {
    mark("no-stopped-handler")
    exit(1)
  }
  mark("failure", [("error", .text(engine.failure.map { "\($0)" } ?? "none"))])
}

/// Each generator's calls, after its prepare(): a call marker, then the call.
func generators(_ engine: HapticEngine) {
  let notification = NotificationFeedbackGenerator(engine: engine)
  let selection = SelectionFeedbackGenerator(engine: engine)
  var calls: [(String, () -> Void, () -> Void)] = []
  for (type, name) in [
    (NotificationFeedbackGenerator.FeedbackType.success, "success"), (.warning, "warning"),
    (.error, "error"),
  ] {
    calls.append((name, notification.prepare, { notification.notificationOccurred(type) }))
  }
  for (style, name) in [
    (ImpactFeedbackGenerator.FeedbackStyle.light, "impact-light"), (.medium, "impact-medium"),
    (.heavy, "impact-heavy"), (.soft, "impact-soft"), (.rigid, "impact-rigid"),
  ] {
    let impact = ImpactFeedbackGenerator(style: style, engine: engine)
    calls.append((name, impact.prepare, impact.impactOccurred))
  }
  calls.append(("selection", selection.prepare, selection.selectionChanged))
  for (name, prepare, call) in calls {
    prepare()
    sleep(until: nowMicros() + 50_000)
    let quiet = quietSignal(engine)
    mark("call", [("preset", .text(name))])
    call()
    if quiet.wait(timeout: .now() + 2) == .timedOut { mark("not-quiet", [("preset", .text(name))]) }
    sleep(until: nowMicros() + 30_000)
  }
}

// MARK: - The command line

var args = Array(CommandLine.arguments.dropFirst())
var node: String?
if let i = args.firstIndex(of: "--device"), i + 1 < args.count {
  node = args[i + 1]
  args.removeSubrange(i...i + 1)
}
guard let node, let command = args.first else {
  fail("usage: haptics-lab starts N|mix A.ahap B.ahap|unplug P.ahap|generators --device NODE")
}
let lab = engine(on: node)
switch (command, args.count) {
case ("starts", 2):
  guard let n = Int(args[1]), n > 0 else { fail("starts N: N must be a positive number") }
  starts(n, lab)
case ("mix", 3): mix(args[1], args[2], lab)
case ("unplug", 2): unplug(args[1], lab)
case ("generators", 1): generators(lab)
default: fail("unknown command or arguments: \(args.joined(separator: " "))")
}
lab.stop()
mark("exit")
