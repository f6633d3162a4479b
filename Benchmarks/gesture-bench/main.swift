// gesture-bench: throughput and peak RSS of the trace readers and the touch decoder, against
// libevemu's own reader. Every workload runs in a fresh child process (this executable again,
// with `--child`), so each phase's peak RSS is its own. See `gesture-bench --help`.
import GestureTraces
import Gestures
import Glibc

let usage = """
  usage: gesture-bench [--json] [--runs N] [--events N] [--recordings DIR] [--workload NAME]...
         gesture-bench --list
         gesture-bench --generate DIR [--events N] [--recordings DIR]
         gesture-bench --pathological
         gesture-bench --scenes [--json]
         gesture-bench --child WORKLOAD DIR

  Builds a workload from every evemu recording in DIR/MANIFEST.tsv (default: Recordings): one
  temporary evemu file per recording, its description plus its events repeated (re-timed to stay
  monotonic) until all files together hold at least N events (default 10000000). Warms the page
  cache, then runs each workload --runs times (default 3), each run in a fresh process, and
  reports the best run: events/s, ns/event, peak RSS (VmHWM) and our throughput over evemu's.

    --json            print one JSON object instead of the table
    --workload NAME   run only this workload (repeatable); its baseline is run too
    --list            list the workloads
    --generate DIR    only write the workload files into DIR (a new or empty directory), for
                      profiling one workload: valgrind --tool=callgrind gesture-bench --child
                      read DIR (--child runs one workload once and prints: events frames
                      nanoseconds checksum peak-KiB)

  """

struct Options {
  var json = false
  var runs = 3
  var minimumEvents = 10_000_000
  var recordings = "Recordings"
  var workloads: [String] = []
  var generateOnly: String?
}

/// Writes `text` to standard error, unbuffered.
func printError(_ text: String) {
  var bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let n = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
    if n <= 0 { return }
    offset += n
  }
}

func fail(_ message: String) -> Never {
  printError("gesture-bench: \(message)\n")
  exit(1)
}

func parseOptions(_ arguments: [String]) -> Options {
  var options = Options()
  var i = 0
  func value(_ name: String) -> String {
    i += 1
    guard i < arguments.count else { fail("\(name) needs a value\n\(usage)") }
    return arguments[i]
  }
  func count(_ name: String) -> Int {
    let text = value(name)
    guard let n = Int(text), n > 0 else {
      fail("\(name): expected a positive number, got '\(text)'")
    }
    return n
  }
  while i < arguments.count {
    switch arguments[i] {
    case "--json": options.json = true
    case "--runs": options.runs = count("--runs")
    case "--events": options.minimumEvents = count("--events")
    case "--recordings": options.recordings = value("--recordings")
    case "--workload":
      let name = value("--workload")
      guard Workload.named(name) != nil else {
        fail(
          "unknown workload '\(name)'; known: \(Workload.all.map(\.name).joined(separator: ", "))")
      }
      options.workloads.append(name)
    case "--generate": options.generateOnly = value("--generate")
    case "--list":
      for w in Workload.all { print("\(w.name)\t\(w.summary)") }
      exit(0)
    case "-h", "--help":
      print(usage, terminator: "")
      exit(0)
    default:
      fail("unknown argument '\(arguments[i])'\n\(usage)")
    }
    i += 1
  }
  return options
}

/// `--child WORKLOAD DIRECTORY`: one measured run, reported on stdout.
func runAsChild(_ arguments: [String]) -> Never {
  guard arguments.count == 3, let workload = Workload.named(arguments[1]) else {
    fail("usage: gesture-bench --child WORKLOAD DIRECTORY")
  }
  do {
    let set = try TraceSet.load(directory: arguments[2])
    let start = monotonicNanos()
    let counts = try workload.run(set)
    let elapsed = monotonicNanos() - start
    print(childReport(counts, nanoseconds: elapsed))
    exit(0)
  } catch {
    fail(error.description)
  }
}

/// Removes the generated files and their directory.
func removeTree(_ directory: String) {
  guard let dir = opendir(directory) else { return }
  while let entry = readdir(dir) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if name == "." || name == ".." { continue }
    unlink(directory + "/" + name)
  }
  closedir(dir)
  rmdir(directory)
}

func runBenchmark(_ options: Options) throws(BenchError) -> Report {
  var names = options.workloads.isEmpty ? Workload.all.map(\.name) : options.workloads
  for name in names {
    if let baseline = Workload.named(name)?.baseline, !names.contains(baseline) {
      names.append(baseline)
    }
  }
  let workloads = Workload.all.filter { names.contains($0.name) }

  let base = String(cString: getenv("TMPDIR") ?? strdup("/tmp"))
  var template = Array((base + "/gesture-bench.XXXXXX").utf8CString)
  guard let made = mkdtemp(&template) else {
    throw BenchError("cannot create a temporary directory in \(base): \(errnoText())")
  }
  let directory = String(cString: made)
  defer { removeTree(directory) }

  if !options.json {
    printError("gesture-bench: generating the workload in \(directory)…\n")
  }
  let set = try TraceSet.generate(
    recordings: options.recordings, directory: directory, minimumEvents: options.minimumEvents)
  try set.warmPageCache()
  let executable = try ownExecutable()

  var runs = [String: [Measurement]]()
  for run in 1...options.runs {
    for w in workloads {
      if !options.json { printError("gesture-bench: run \(run)/\(options.runs): \(w.name)\n") }
      runs[w.name, default: []].append(
        try runChild(executable: executable, workload: w.name, directory: directory))
    }
  }

  var results = workloads.map { Result(workload: $0, runs: runs[$0.name]!, ratio: nil) }
  for i in results.indices {
    guard let baseline = results[i].workload.baseline,
      let other = results.first(where: { $0.workload.name == baseline })
    else { continue }
    results[i].ratio = results[i].eventsPerSecond / other.eventsPerSecond
  }

  // Every workload must have seen every event, and our reader the same events as evemu's.
  for r in results where r.best.events != set.events {
    throw BenchError(
      "\(r.workload.name) read \(r.best.events) events, the workload has \(set.events)")
  }
  if let ours = results.first(where: { $0.workload.name == "read" }),
    let theirs = results.first(where: { $0.workload.name == "evemu-read" }),
    ours.best.checksum != theirs.best.checksum
  {
    throw BenchError("read and evemu-read disagree on the events (checksums differ)")
  }
  return Report(
    set: set, recordings: set.files.count, bytes: set.bytes(), runs: options.runs,
    results: results)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--child" { runAsChild(arguments) }
// `--engine-frames N`: only the engine's per-frame cost over N frames (10 contacts moving), for
// allocation counting under valgrind: the heap totals of two values of N must be equal.
if arguments.first == "--engine-frames", arguments.count >= 2, let n = Int(arguments[1]) {
  let contacts = arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10
  print(
    EngineFrameCost.measure(contacts: contacts, frames: n, logging: contacts == 1).text,
    terminator: "")
  exit(0)
}
// `--pathological`: only the inputs shaped to make work grow faster than their size.
if arguments.first == "--pathological" {
  print(PathologicalCost.measure(), terminator: "")
  exit(0)
}
// `--scenes [--json]`: only the big-scene costs (hit testing, arbitration, scene changes).
// `--scene-shape DEPTH BRANCHING [FINGERS]`: one tree shape only, for profiling.
if arguments.first == "--scene-shape", arguments.count >= 3, let depth = Int(arguments[1]),
  let branching = Int(arguments[2])
{
  let fingers = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
  print(
    SceneCost.measure(depth: depth, branching: branching, fingers: fingers).text, terminator: "")
  exit(0)
}
// `--scene-change`: only the scene change's cost, for profiling.
if arguments.first == "--scene-change" {
  print(SceneChangeCost.measure().text, terminator: "")
  exit(0)
}
if arguments.first == "--scenes" {
  print(SceneBench.run(json: arguments.contains("--json")), terminator: "")
  exit(0)
}
let options = parseOptions(arguments)
if let directory = options.generateOnly {
  mkdir(directory, 0o755)
  do {
    let set = try TraceSet.generate(
      recordings: options.recordings, directory: directory, minimumEvents: options.minimumEvents)
    print("\(directory): \(set.files.count) files, \(set.events) events, \(set.bytes()) bytes")
    exit(0)
  } catch {
    fail(error.description)
  }
}
do {
  let report = try runBenchmark(options)
  print(options.json ? report.json() : report.table(), terminator: options.json ? "\n" : "")
  for cost in [EngineFrameCost.measure(), EngineFrameCost.measure(contacts: 1, logging: true)] {
    print(options.json ? cost.json : cost.text, terminator: options.json ? "\n" : "")
  }
  print(SceneBench.run(json: options.json), terminator: "")
  if !options.json { print(PathologicalCost.measure(), terminator: "") }
} catch {
  fail(error.description)
}
