/// A min-heap of (time, pid): the launcher's next wake-up in O(1), each push and pop in
/// O(log n). Entries are not removed when their child ends or moves on; the launcher drops an
/// entry that no longer matches its child when it comes to the top (lazy deletion).
struct DeadlineHeap {
  struct Entry: Comparable {
    /// µs, CLOCK_MONOTONIC.
    var time: Int64
    var pid: Int32

    static func < (a: Entry, b: Entry) -> Bool { (a.time, a.pid) < (b.time, b.pid) }
  }

  private var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }
  /// The earliest entry.
  var top: Entry? { entries.first }

  mutating func push(_ entry: Entry) {
    entries.append(entry)
    var i = entries.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      guard entries[i] < entries[parent] else { break }
      entries.swapAt(i, parent)
      i = parent
    }
  }

  /// Removes and returns the earliest entry.
  @discardableResult
  mutating func pop() -> Entry? {
    guard !entries.isEmpty else { return nil }
    entries.swapAt(0, entries.count - 1)
    let first = entries.removeLast()
    var i = 0
    while true {
      let left = 2 * i + 1
      let right = left + 1
      var least = i
      if left < entries.count && entries[left] < entries[least] { least = left }
      if right < entries.count && entries[right] < entries[least] { least = right }
      guard least != i else { break }
      entries.swapAt(i, least)
      i = least
    }
    return first
  }
}
