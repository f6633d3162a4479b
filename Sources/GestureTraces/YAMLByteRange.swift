import CYAML

#if canImport(Glibc)
  import Glibc
#endif

/// A part of a YAML file read as a document of its own: the bytes `start..<end`, preceded by
/// `indent` spaces so that the first token keeps its column.
///
/// The libinput record reader gives each device but the first a parser over the device's own
/// entry, starting at its `events` key, so no device re-reads the devices before it
/// (``LibinputRecordDeviceIndex``).
struct YAMLByteRange: Equatable {
  /// The byte offset of the first byte read, in the file.
  var start: Int
  /// The byte offset just past the last byte read.
  var end: Int
  /// Spaces read before `start` (the column `start` stands at on its line).
  var indent: Int
  /// The 0-based line of the file on which `start` stands, added to the lines libyaml counts.
  var firstLine: Int
}

/// The read handler's state for a ``YAMLByteRange``: the spaces still to give, then the bytes
/// still to read.
///
/// libyaml keeps a whole scalar (or comment) in memory before it produces its event: the input
/// refuses to give more than ``maximumEventBytes`` bytes while one event is parsed, so a huge
/// scalar costs about that much memory, not its size, before it is refused.
final class YAMLRangeInput {
  /// The most bytes read to produce one event: a scalar, comment or run of blank lines is at
  /// most about this long (1 MiB, as a text trace's line).
  static let maximumEventBytes = 1 << 20

  let file: UnsafeMutablePointer<FILE>
  var spaces: Int
  var remaining: Int
  /// Bytes given since the parser last produced an event (reset by it).
  var readSinceEvent = 0
  /// True once the input refused to give more for one event.
  private(set) var overLimit = false

  init(file: UnsafeMutablePointer<FILE>, range: YAMLByteRange) {
    self.file = file
    spaces = range.indent
    remaining = max(0, range.end - range.start)
  }

  /// Fills `buffer` (libyaml's `yaml_read_handler_t`); 0 bytes read is the end of the input.
  func read(into buffer: UnsafeMutablePointer<UInt8>, size: Int) -> (ok: Bool, count: Int) {
    if spaces > 0 {
      let n = min(spaces, size)
      buffer.update(repeating: UInt8(ascii: " "), count: n)
      spaces -= n
      return (true, n)
    }
    guard remaining > 0 else { return (true, 0) }
    guard readSinceEvent < Self.maximumEventBytes else {
      overLimit = true
      return (false, 0)
    }
    let wanted = min(size, remaining)
    let n = fread(buffer, 1, wanted, file)
    if n == 0 { return (ferror(file) == 0, 0) }
    remaining -= n
    readSinceEvent += n
    return (true, n)
  }
}

/// The C read handler over a ``YAMLRangeInput`` passed as `data`.
let yamlRangeReadHandler:
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int, UnsafeMutablePointer<Int>?
  ) -> Int32 = { data, buffer, size, sizeRead in
    guard let data, let buffer, let sizeRead else { return 0 }
    let input = Unmanaged<YAMLRangeInput>.fromOpaque(data).takeUnretainedValue()
    let (ok, count) = input.read(into: buffer, size: size)
    sizeRead.pointee = count
    return ok ? 1 : 0
  }
