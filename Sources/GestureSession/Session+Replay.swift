import GestureTraces
import Gestures

extension Session {
  /// Replays `stream` to its end, as `gesture-replay` does: each device's surface from its
  /// decoder and its identity (kind, name) from its description, output times from the trace's first event, every frame in order (`each` sees it
  /// first), then ``finish(at:playingOut:)`` at the last event's time, so a single tap still
  /// ends when its double-tap window closes after the trace stops.
  public func replay<Source: TraceSource>(
    _ stream: inout TouchStream<Source>, each: (TouchFrame) -> Void = { _ in }
  ) throws(TraceError) {
    for (i, decoder) in stream.decoders.enumerated() {
      setSurface(decoder.surface, device: i)
    }
    for (i, d) in stream.source.devices.enumerated() {
      setIdentity(DeviceIdentity(kind: d.kind, name: d.name), device: i)
    }
    while let frame = try stream.next() {
      if origin == nil { setOrigin(stream.startTime ?? frame.time) }
      each(frame)
      handle(frame)
    }
    finish(at: stream.currentTime)
  }
}
