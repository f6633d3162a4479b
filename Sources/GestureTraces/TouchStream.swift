import Gestures

/// A trace decoded into touch frames: reads events from a ``TraceSource`` and runs one
/// ``/Gestures/MultitouchDecoder`` per device, in time order across devices.
///
/// Decode errors (a slot out of range, a tracking id reused) come out as ``TraceError``s at the
/// line of the event that caused them.
public struct TouchStream<Source: TraceSource> {
  /// The trace being read; the stream advances it.
  public var source: Source { _source }
  /// One decoder per device of the trace, in the trace's device order.
  public var decoders: [MultitouchDecoder] { _decoders }
  /// Time of the trace's first event in microseconds (the origin of output times), or nil
  /// before the first event was read.
  public var startTime: Int64? { _startTime }
  /// The time of the last event read, in microseconds.
  public var currentTime: Int64 { _currentTime }
  /// Events read so far.
  public var eventCount: Int { _eventCount }

  // Stored apart from their public names so that `next()` can be inlined into the caller and
  // specialised for its source: unspecialised, every event went through the source's witness
  // table.
  @usableFromInline var _source: Source
  @usableFromInline var _decoders: [MultitouchDecoder]
  @usableFromInline var _startTime: Int64?
  @usableFromInline var _currentTime: Int64 = 0
  @usableFromInline var _eventCount = 0

  /// A stream over `source`; each device's contacts are judged by libinput's rules with the
  /// `quirks` that match it (none: libinput's defaults), a touchpad's tapping as `touchpad`
  /// configures it. With `judgesContacts` false every tracked touch is a finger
  /// (``/Gestures/ContactRules/none``): the tracking ids as the device sent them.
  public init(
    source: Source, quirks: LibinputQuirks = LibinputQuirks(), judgesContacts: Bool = true,
    touchpad: TouchpadConfiguration = TouchpadConfiguration()
  ) {
    self._source = source
    self._decoders = source.devices.enumerated().map {
      MultitouchDecoder(
        device: $1, index: $0, quirks: quirks.quirks(for: $1), judgesContacts: judgesContacts,
        touchpad: touchpad)
    }
  }

  /// The next frame in which something changed, or nil at the end of the trace. The frame is
  /// only valid until the next call.
  @inlinable public mutating func next() throws(TraceError) -> TouchFrame? {
    while let record = try _source.next() {
      if _startTime == nil { _startTime = record.event.time }
      _currentTime = record.event.time
      _eventCount += 1
      let changed: Bool
      do {
        changed = try _decoders[record.device].feed(record.event)
      } catch {
        throw TraceError(file: _source.path, line: record.line, error.message)
      }
      if changed { return _decoders[record.device].frame }
    }
    return nil
  }

  /// Seconds from the trace's first event to `time` (µs), as output reports times.
  public func seconds(_ time: Int64) -> Double {
    Double(time - (startTime ?? time)) / 1_000_000
  }
}
