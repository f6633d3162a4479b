import GestureTraces
import Gestures

/// Runs an ``Engine`` over frames the way replay does, with the output chain a user sees (the
/// explain log over the JSON transition log, into memory), and derives engine seeds from
/// traces.
enum EngineRun {
  /// An engine for `scene` writing to an in-memory log.
  static func engine(root: Region, surface: SceneSurface = .millimetres) -> Engine {
    let log = TransitionLog(
      format: .json, output: OutputBuffer(), deviceNames: ["a", "b", "c", "d"])
    return Engine(root: root, surface: surface, sink: ExplainLog(wrapping: log))
  }

  /// Feeds the engine every frame of a ``FrameBytes`` input, then finishes 10 s after the last.
  static func run(_ engine: Engine, bytes: [UInt8]) {
    var input = FuzzBytes(bytes)
    let (surfaces, start) = FrameBytes.header(&input)
    for (device, rect) in surfaces.enumerated() { engine.setSurface(rect, device: device) }
    var time = start
    while let frame = FrameBytes.frame(&input, after: time) {
      time = frame.time
      engine.handle(frame)
    }
    engine.finish(at: FuzzTime.advance(time, by: 10_000_000))
  }

  /// The ``FrameBytes`` of a trace's first 500 frames (some seconds of touches: longer inputs
  /// would spend the CPU budget on their length), as its decoders make them.
  static func seed(path: String, description: String?) throws -> [UInt8] {
    let (frames, surfaces) = try decode(
      TraceFile.open(path: path, descriptionPath: description), limit: 500)
    return FrameBytes.bytes(surfaces: surfaces, frames: frames)
  }

  /// The first `limit` frames of `source` and its devices' surfaces (empty for a device
  /// without position axes).
  static func decode<Source: TraceSource>(_ source: Source, limit: Int) throws(TraceError) -> (
    frames: [TouchFrame], surfaces: [Rect]
  ) {
    var stream = TouchStream(source: source)
    var frames: [TouchFrame] = []
    while frames.count < limit, let frame = try stream.next() { frames.append(frame) }
    let surfaces = stream.decoders.map { decoder in
      decoder.surface.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
        ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }
    return (frames, surfaces)
  }
}

extension FuzzTarget {
  /// The default scene (`gesture-replay` without `--scene`).
  static let engine = FuzzTarget(
    name: "engine",
    summary: "touch frames (binary): Engine with the default scene, then finish",
    run: { bytes in EngineRun.run(EngineRun.engine(root: DefaultScene.make()), bytes: bytes) },
    seed: { try EngineRun.seed(path: $0, description: $1) })
}
