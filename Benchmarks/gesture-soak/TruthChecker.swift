import Gestures

/// Compares every transition a lane's session makes with its generator's truth, episode by
/// episode, as the transitions happen (a session observer): nothing of the hour is kept but
/// the current episodes and the counts.
///
/// A transition belongs to the episode whose window (its start up to the next episode's
/// start) holds its time. Each transition is also checked on its own: the recognizer class the
/// scene attaches under that name, the node, and a `from` that continues the gesture's previous
/// transition (`possible` after a terminal one).
final class TruthChecker: TransitionSink {
  struct Mismatch: CustomStringConvertible {
    var episode: Int
    var kind: String
    var time: Int64
    var text: String
    var description: String {
      "episode \(episode) (\(kind), at \(Double(time) / 1e6) s): \(text)"
    }
  }

  let scene: SoakScene
  /// Episodes registered and not yet judged, oldest first, with their numbers.
  private var open: [(number: Int, episode: Episode)] = []
  private var registered = 0
  /// The current oldest episode's transitions: per gesture, the phases reached.
  private var seen: [String: [GesturePhase]] = [:]
  private var lastPhase: [String: GesturePhase] = [:]
  private(set) var transitions = 0
  /// Every transition, fingerprinted (times from the input's first event).
  private(set) var digest = TransitionDigest()
  private(set) var episodesJudged = 0
  private(set) var mismatchCount = 0
  /// The first mismatches, for the report.
  private(set) var mismatches: [Mismatch] = []
  /// Episodes judged, by kind.
  private(set) var kinds: [String: Int] = [:]

  init(scene: SoakScene) { self.scene = scene }

  /// Adds the next episode (starting after every episode before it).
  func register(_ episode: Episode) {
    open.append((registered, episode))
    registered += 1
  }

  func record(_ transition: Transition, recognizer: GestureRecognizer) {
    transitions += 1
    digest.add(transition, origin: SoakSource.origin)
    judge(before: transition.time)
    let g = transition.gesture
    let at = open.first
    func fail(_ text: String) {
      note(
        Mismatch(
          episode: at?.number ?? -1, kind: at?.episode.kind ?? "none", time: transition.time,
          text: text))
    }
    if let expected = scene.recognizers[g] {
      let actual = Self.className(of: recognizer)
      if actual != expected { fail("\(g) is a \(actual), the scene attaches a \(expected)") }
    } else {
      fail("\(g) is not a gesture of the \(scene.name) scene")
    }
    if let node = scene.nodes[g], node != transition.node {
      fail("\(g) on \(transition.node), attached to \(node)")
    }
    let previous = lastPhase[g] ?? .possible
    let continues = previous.isTerminal ? GesturePhase.possible : previous
    if transition.from != continues {
      fail(
        "\(g) went \(transition.from.rawValue) → \(transition.to.rawValue) after \(previous.rawValue)"
      )
    }
    lastPhase[g] = transition.to
    var phases = seen[g, default: []]
    if !(transition.to == .changed && phases.last == .changed) { phases.append(transition.to) }
    seen[g] = phases
  }

  /// Judges every episode whose window closed before `time` µs (the next one started by then).
  func judge(before time: Int64) {
    while open.count >= 2, open[1].episode.start <= time { judgeOldest() }
  }

  /// Judges the remaining episodes (the input ended and the session finished).
  func judgeAll() {
    while !open.isEmpty { judgeOldest() }
  }

  private func judgeOldest() {
    let (number, episode) = open.removeFirst()
    episodesJudged += 1
    kinds[episode.kind, default: 0] += 1
    for g in Set(episode.truth.phases.keys).union(seen.keys).sorted() {
      let expected = episode.truth.phases[g] ?? []
      let actual = seen[g] ?? []
      guard expected != actual else { continue }
      note(
        Mismatch(
          episode: number, kind: episode.kind, time: episode.start,
          text: "\(g): expected [\(Truth.letters(expected))], got [\(Truth.letters(actual))]"))
    }
    seen.removeAll(keepingCapacity: true)
  }

  private func note(_ m: Mismatch) {
    mismatchCount += 1
    if mismatches.count < 30 { mismatches.append(m) }
  }

  /// The recognizer's class name without generic arguments or module.
  static func className(of recognizer: GestureRecognizer) -> String {
    let full = String(describing: type(of: recognizer))
    return String(full.prefix { $0 != "<" })
  }
}
