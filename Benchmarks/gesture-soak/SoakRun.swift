import GestureTraces
import Gestures
import Glibc

/// The soak: both lanes minute by minute, resident memory after each simulated minute, then
/// the report. Returns whether it passed.
struct SoakRun {
  let options: SoakOptions

  func run() throws(TraceError) -> Bool {
    let sink = open("/dev/null", O_WRONLY | O_CLOEXEC)
    defer { close(sink) }
    let (directory, temporary) = try recordDirectory()
    defer { if temporary { removeLinks(directory) } }
    let seconds = Double(options.minutes) * 60
    let lanes = [
      try SoakLane(
        scene: SoakScene.defaultScene, seconds: seconds, seed: options.seed,
        recordPath: directory + "/default.events", format: .text, explain: false,
        output: OutputBuffer(fd: sink), generate: DefaultEpisodes.next),
      try SoakLane(
        scene: SoakScene.deepScene, seconds: seconds, seed: options.seed &+ 1,
        recordPath: directory + "/deep.yml", format: .json, explain: true,
        output: OutputBuffer(fd: sink), generate: DeepEpisodes.next),
    ]
    let wallStart = MonotonicClock.now()
    var samples: [Int] = []
    var minute = 0
    while lanes.contains(where: { !$0.finished }) {
      minute += 1
      let until = SoakSource.origin + Int64(minute) * 60_000_000
      for lane in lanes { try lane.run(until: until) }
      let rss = SoakMemory.resident()
      samples.append(rss)
      let events = lanes.reduce(0) { $0 + $1.events }
      let transitions = lanes.reduce(0) { $0 + $1.checker.transitions }
      print(
        "minute \(minute): RSS \(SoakMemory.mib(rss)), \(events) events, "
          + "\(transitions) transitions, \(elapsed(since: wallStart)) s")
      fflush(nil)
    }
    let wall = elapsed(since: wallStart)
    return report(lanes: lanes, samples: samples, wall: wall)
  }

  private func elapsed(since start: Int64) -> String {
    let tenths = (MonotonicClock.now() - start) / 100_000
    return "\(tenths / 10).\(tenths % 10)"
  }

  private func report(lanes: [SoakLane], samples: [Int], wall: String) -> Bool {
    let start = samples.count > 1 ? samples[0] : samples.first ?? 0
    let end = SoakMemory.resident()
    let peak = max(SoakMemory.peakResident(), samples.max() ?? 0)
    var passed = true
    print(
      "simulated: \(options.minutes) min per scene, 2 scenes, seed \(options.seed); wall \(wall) s")
    for lane in lanes {
      let c = lane.checker
      print(
        "\(lane.scene.name): \(lane.events) events, \(lane.frames) frames, \(c.transitions) "
          + "transitions, \(c.episodesJudged) episodes, \(lane.log.count) haptic "
          + "commands, \(lane.session.bindings?.startedCount ?? 0) patterns started")
      print(
        "  kinds: "
          + c.kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
          .joined(separator: ", "))
      if c.mismatchCount > 0 || lane.hapticFailures > 0 || c.episodesJudged != lane.episodes {
        passed = false
        print(
          "  FAIL: \(c.mismatchCount) transitions differ from the truth, \(lane.hapticFailures) "
            + "haptic failures, \(c.episodesJudged) of \(lane.episodes) episodes judged")
        for m in c.mismatches { print("    \(m)") }
      } else {
        print("  truth: every gesture of every episode as expected")
      }
    }
    if let directory = options.recordDirectory {
      for (lane, name) in zip(lanes, ["default.events", "deep.yml"]) {
        let path = directory + "/" + name
        do {
          let replayed = try SoakRecordingCheck.replay(path: path, scene: lane.makeScene())
          if replayed == lane.checker.digest {
            print("\(path): replays to the session's \(replayed)")
          } else {
            passed = false
            print("FAIL: \(path) replays to \(replayed), the session made \(lane.checker.digest)")
          }
        } catch {
          passed = false
          print("FAIL: \(path): \(error.description)")
        }
      }
    }
    let limit = Double(start) * options.maximumGrowth
    print(
      "RSS: start \(SoakMemory.mib(start)) (after the first simulated minute, caches warm), "
        + "peak \(SoakMemory.mib(peak)), end \(SoakMemory.mib(end)) "
        + "(limit \(SoakMemory.mib(Int(limit))), ×\(options.maximumGrowth))")
    if Double(end) > limit {
      passed = false
      print("FAIL: resident memory grew from \(SoakMemory.mib(start)) to \(SoakMemory.mib(end))")
    }
    print(passed ? "soak: passed" : "soak: FAILED")
    return passed
  }

  /// The recordings' directory: `--record-dir`, or a temporary one whose two names are links
  /// to /dev/null (the writers pick their format from the name).
  private func recordDirectory() throws(TraceError) -> (String, Bool) {
    if let d = options.recordDirectory { return (d, false) }
    var template = Array("/tmp/gesture-soak.XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw TraceError(file: "/tmp", line: nil, "cannot make a temporary directory")
    }
    let directory = String(cString: made)
    for name in ["default.events", "deep.yml"] {
      guard symlink("/dev/null", directory + "/" + name) == 0 else {
        throw TraceError(file: directory, line: nil, "cannot link \(name) to /dev/null")
      }
    }
    return (directory, true)
  }

  private func removeLinks(_ directory: String) {
    for name in ["default.events", "deep.yml"] { unlink(directory + "/" + name) }
    rmdir(directory)
  }
}
