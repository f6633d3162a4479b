import CEvemu
import GestureTraces
import Gestures
import Glibc

/// What one run of a workload did, as the child process reports it to the parent.
struct Counts: Sendable {
  /// Evdev events consumed.
  var events = 0
  /// Touch frames produced, for workloads that decode.
  var frames: Int?
  /// A sum over everything read, printed so the optimiser cannot drop the work.
  var checksum: Int64 = 0
}

/// A named way of consuming the benchmark's trace files. Each run happens in a fresh child
/// process, so its peak RSS is its own.
///
/// To add a workload (full pipeline, engine cost per frame), append it to ``Workload/all``.
struct Workload: Sendable {
  /// Short name, used on the command line (`--workload NAME`) and in the report.
  let name: String
  /// One line for the report.
  let summary: String
  /// The workload whose throughput this one's is compared with (the ratio column), if any.
  let baseline: String?
  /// Consumes every file of the set once.
  let run: @Sendable (TraceSet) throws(BenchError) -> Counts

  /// Every workload, in report order.
  static let all: [Workload] = [
    Workload(
      name: "read", summary: "Gestures EvemuReader: parse every event", baseline: "evemu-read",
      run: readOurs),
    Workload(
      name: "decode", summary: "EvemuReader + MultitouchDecoder via TouchStream (touch frames)",
      baseline: "evemu-read", run: decodeOurs),
    Workload(
      name: "pipeline",
      summary: "decode + Engine (default scene): recognizers, arena, transitions to a sink",
      baseline: "decode", run: { set throws(BenchError) in try pipeline(set, json: false) }),
    Workload(
      name: "pipeline-json",
      summary: "the pipeline + every transition written as JSON Lines to /dev/null",
      baseline: "decode", run: { set throws(BenchError) in try pipeline(set, json: true) }),
    Workload(
      name: "evemu-read", summary: "libevemu: evemu_read header + evemu_read_event loop",
      baseline: nil, run: readEvemu),
  ]

  static func named(_ name: String) -> Workload? { all.first { $0.name == name } }
}

/// Reads every event with our ``EvemuReader``.
@Sendable func readOurs(_ set: TraceSet) throws(BenchError) -> Counts {
  var counts = Counts()
  for file in set.files {
    do {
      var reader = try EvemuReader(path: file.path)
      while let record = try reader.next() {
        counts.events += 1
        counts.checksum &+=
          record.event.time &+ Int64(record.event.value)
          &+ Int64(record.event.code)
      }
    } catch {
      throw BenchError("read: \(error)")
    }
  }
  return counts
}

/// Reads and decodes every event into touch frames with ``TouchStream``.
@Sendable func decodeOurs(_ set: TraceSet) throws(BenchError) -> Counts {
  var counts = Counts()
  var frames = 0
  for file in set.files {
    do {
      var stream = TouchStream(source: try EvemuReader(path: file.path))
      while let frame = try stream.next() {
        frames += 1
        counts.checksum &+= Int64(frame.contacts.count)
      }
      counts.events += stream.eventCount
    } catch {
      throw BenchError("decode: \(error)")
    }
  }
  counts.frames = frames
  return counts
}

/// The full pipeline: decode, run the default scene's recognizers and arena, and hand every
/// transition to a sink that counts it, or (`json`) writes it as JSON Lines to /dev/null.
func pipeline(_ set: TraceSet, json: Bool) throws(BenchError) -> Counts {
  var counts = Counts()
  var frames = 0
  let devNull = open("/dev/null", O_WRONLY)
  defer { close(devNull) }
  let output = OutputBuffer(fd: devNull)
  for file in set.files {
    do {
      var stream = TouchStream(source: try EvemuReader(path: file.path))
      let log = TransitionLog(
        format: .json, output: output, deviceNames: stream.source.devices.map(\.name))
      let counter = CountingSink()
      let engine = Engine(root: DefaultScene.make(), sink: json ? log : counter)
      while let frame = try stream.next() {
        frames += 1
        engine.handle(frame)
      }
      engine.finish(at: stream.currentTime)
      counts.events += stream.eventCount
      counts.checksum &+= Int64(json ? log.count : counter.count)
    } catch {
      throw BenchError("pipeline: \(error)")
    }
  }
  output.flush()
  counts.frames = frames
  return counts
}

/// Reads every event with libevemu: `evemu_read` for the description, then `evemu_read_event`
/// until it returns 0 (end of file; it returns -1 for a malformed line).
@Sendable func readEvemu(_ set: TraceSet) throws(BenchError) -> Counts {
  var counts = Counts()
  for file in set.files {
    guard let fp = fopen(file.path, "r") else {
      throw BenchError("evemu-read: cannot open \(file.path)")
    }
    defer { fclose(fp) }
    guard let device = evemu_new(nil) else { throw BenchError("evemu-read: evemu_new failed") }
    defer { evemu_delete(device) }
    guard evemu_read(device, fp) > 0 else {
      throw BenchError("evemu-read: evemu_read could not read the description of \(file.path)")
    }
    var event = input_event()
    while true {
      let rc = evemu_read_event(fp, &event)
      if rc == 0 { break }
      if rc < 0 { throw BenchError("evemu-read: malformed event line in \(file.path)") }
      counts.events += 1
      let time = Int64(event.time.tv_sec) &* 1_000_000 &+ Int64(event.time.tv_usec)
      counts.checksum &+= time &+ Int64(event.value) &+ Int64(event.code)
    }
  }
  return counts
}
