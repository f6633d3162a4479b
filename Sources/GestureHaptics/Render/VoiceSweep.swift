/// The renderer's voices sounding at a time, kept as time moves forward: voices enter in order
/// of their start and leave once ended, so each sample looks only at the voices sounding then
/// (a scan of every voice per sample made rendering quadratic in the pattern's events).
///
/// At most ``HapticRenderer/polyphony`` voices sound at once: a voice starting when that many
/// sound takes the place of the one that started first (voice stealing, as synthesizers and
/// ff-memless's 16 effect slots do), so a sample costs at most that many voices however many
/// events of a pattern overlap.
struct VoiceSweep {
  /// Every voice, in the pattern's order.
  let voices: [HapticRenderer.Voice]
  /// Indices into `voices` of those started and not yet ended at the last ``advance(to:)``, in
  /// the pattern's order, so the mix adds its levels in the same order as a scan of all voices
  /// would (floating-point sums depend on it).
  private(set) var active: [Int] = []
  /// Indices into `voices` by start time.
  private let byStart: [Int]
  private var next = 0
  private var time = -Double.infinity
  /// The earliest end among `active`: until then no voice leaves, so a sample costs no filter.
  private(set) var earliestEnd = Double.infinity

  /// The start (ms) of the next voice to enter, or infinity when every voice has entered.
  var nextStart: Double {
    next < byStart.count ? Double(voices[byStart[next]].start) : .infinity
  }

  init(_ voices: [HapticRenderer.Voice]) {
    self.voices = voices
    byStart = voices.indices.sorted { (voices[$0].start, $0) < (voices[$1].start, $1) }
  }

  /// Moves to `t` ms (never backwards): voices starting at or before it enter, voices ended at
  /// or before it leave.
  mutating func advance(to t: Double) {
    precondition(t >= time, "VoiceSweep: time went back from \(time) to \(t)")
    time = t
    if t >= earliestEnd {
      active.removeAll { Double(voices[$0].end) <= t }
      earliestEnd = active.reduce(Double.infinity) { min($0, Double(voices[$1].end)) }
    }
    while next < byStart.count && Double(voices[byStart[next]].start) <= t {
      let index = byStart[next]
      next += 1
      guard Double(voices[index].end) > t else { continue }
      if active.count >= HapticRenderer.polyphony {
        var oldest = 0
        for (k, i) in active.enumerated()
        where (voices[i].start, i) < (voices[active[oldest]].start, active[oldest]) {
          oldest = k
        }
        active.remove(at: oldest)
      }
      var low = 0
      var high = active.count
      while low < high {
        let mid = (low + high) / 2
        if active[mid] < index { low = mid + 1 } else { high = mid }
      }
      active.insert(index, at: low)
      earliestEnd = min(earliestEnd, Double(voices[index].end))
    }
  }
}
