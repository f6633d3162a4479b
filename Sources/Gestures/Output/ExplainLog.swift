/// Explains each touch sequence once it is over: who competed, who won, why each loser lost.
///
/// It forwards every transition to the log it wraps and, when the engine says a device's
/// sequence has settled, prints a short account: text lines starting with `#`, or one JSON
/// object `{"explain": {...}}` in JSON Lines, with the contacts the input layer left out and the
/// finger bounces it bridged (the Output contract article).
public final class ExplainLog: TransitionSink {
  /// The transition log it writes the transitions and its accounts to.
  public let log: TransitionLog

  private struct Entry {
    var gesture: String
    var node: String
    var first: Int64
    var outcome: GesturePhase
    var time: Int64
    var reason: FailureReason?
  }

  private var entries: [Int: [Entry]] = [:]
  private var touches: [Int: Set<Int>] = [:]
  /// What the input layer decided about contacts in the sequence: left out, continued.
  private var notes: [Int: [(time: Int64, text: String, json: String)]] = [:]

  /// Notes, for the account, that a finger lifted and landed again `gap` µs later, `distance`
  /// mm away, and was continued as one touch.
  public func touchContinued(
    device: Int, lifted: Int, landed: Int, gap: Int64, distance: Double, time: Int64
  ) {
    let g = FailureReason.number(Double(gap) / 1e6)
    let d = FailureReason.number(distance)
    let json = Self.object { j in
      j.member("contact", integer: landed)
      j.member("continued", integer: lifted)
      j.key("gap")
      j.value { $0.append(string: g) }
      j.key("distance")
      j.value { $0.append(string: d) }
    }
    notes[device, default: []].append(
      (
        time, "contact \(landed) continued contact \(lifted): a bounce, \(g) s off, \(d) mm away",
        json
      ))
  }

  /// Notes, for the account, that the input layer left `contact` out of gestures (a palm, a
  /// thumb, a hovering touch).
  public func contactLeftOut(_ contact: Contact, device: Int, time: Int64) {
    let why = contact.reason.map { " (\($0))" } ?? ""
    let json = Self.object { j in
      j.member("contact", integer: contact.id)
      j.member("role", string: contact.role.rawValue)
      j.member("reason", string: contact.reason?.description ?? "")
    }
    notes[device, default: []].append(
      (time, "contact \(contact.id) left out: \(contact.role.rawValue)\(why)", json))
  }

  /// One JSON object made by `members`, as text.
  private static func object(_ members: (inout JSONWriter) -> Void) -> String {
    let out = OutputBuffer()
    var j = JSONWriter(out)
    j.beginObject()
    members(&j)
    j.endObject()
    return out.text
  }

  /// An explain log writing to `log`.
  public init(wrapping log: TransitionLog) { self.log = log }

  /// Writes `t` to the log and notes it for the account of its sequence.
  public func record(_ t: Transition, recognizer: GestureRecognizer) {
    log.record(t, recognizer: recognizer)
    for touch in recognizer.touches.all { touches[t.device, default: []].insert(touch.id) }
    var list = entries[t.device, default: []]
    if let i = list.lastIndex(where: { $0.gesture == t.gesture && $0.node == t.node }),
      !list[i].outcome.isTerminal
    {
      list[i].outcome = t.to
      list[i].time = t.time
      list[i].reason = t.reason
    } else {
      // The attempt started with its first touch, before its first transition.
      list.append(
        Entry(
          gesture: t.gesture, node: t.node, first: min(t.time, recognizer.startTime),
          outcome: t.to, time: t.time, reason: t.reason))
    }
    entries[t.device] = list
  }

  /// Writes the account of `device`'s sequence, which settled at `time`, µs.
  public func arenaSettled(device: Int, time: Int64) {
    guard let list = entries.removeValue(forKey: device), !list.isEmpty else { return }
    let contactNotes = notes.removeValue(forKey: device) ?? []
    let touchCount = touches.removeValue(forKey: device)?.count ?? 0
    let start = list.map(\.first).min() ?? time
    let winners = list.filter {
      $0.outcome == .ended || $0.outcome == .changed || $0.outcome == .began
    }
    let losers = list.filter { $0.outcome == .failed || $0.outcome == .cancelled }
    var seen = Set<String>()
    let competed = list.filter { seen.insert($0.node + "/" + $0.gesture).inserted }
    let o = log.output
    func seconds(_ t: Int64) -> Double { Double(t &- log.origin) / 1_000_000 }
    func name(_ e: Entry) -> String { e.node == "root" ? e.gesture : "\(e.node)/\(e.gesture)" }
    switch log.format {
    case .text:
      o.append("# sequence ")
      o.append(fixed: seconds(start), decimals: 3)
      o.append("–")
      o.append(fixed: seconds(time), decimals: 3)
      o.append(" s, ")
      o.append(touchCount)
      o.append(touchCount == 1 ? " touch" : " touches")
      if log.deviceNames.count > 1, device < log.deviceNames.count {
        o.append(" on ")
        o.append(escaped: log.deviceNames[device])
      }
      o.lineEnded()
      o.append("#   competed: ")
      o.append(escaped: competed.map(name).joined(separator: ", "))
      o.lineEnded()
      o.append("#   won: ")
      o.append(escaped: winners.isEmpty ? "nothing" : winners.map(name).joined(separator: ", "))
      o.lineEnded()
      for e in losers {
        o.append("#   ")
        o.append(escaped: name(e))
        o.append(e.outcome == .failed ? " failed: " : " was cancelled: ")
        o.append(escaped: e.reason?.description ?? "")
        o.lineEnded()
      }
      for n in contactNotes {
        o.append("#   at ")
        o.append(fixed: seconds(n.time), decimals: 3)
        o.append(" s: ")
        o.append(escaped: n.text)
        o.lineEnded()
      }
    case .json:
      var j = JSONWriter(o)
      j.beginObject()
      j.key("explain")
      j.beginObject()
      let device = device < log.deviceNames.count ? log.deviceNames[device] : "device \(device)"
      j.member("device", string: device)
      j.member("start", fixed: seconds(start), decimals: 6)
      j.member("end", fixed: seconds(time), decimals: 6)
      j.member("touches", integer: touchCount)
      j.key("competed")
      j.beginArray()
      for e in competed { j.string(name(e)) }
      j.endArray()
      j.key("won")
      j.beginArray()
      for e in winners { j.string(name(e)) }
      j.endArray()
      j.key("lost")
      j.beginArray()
      for e in losers {
        j.beginObject()
        j.member("gesture", string: name(e))
        j.member("to", string: e.outcome.rawValue)
        j.member("reason", string: e.reason?.description ?? "")
        j.endObject()
      }
      j.endArray()
      if !contactNotes.isEmpty {
        j.key("contacts")
        j.beginArray()
        for n in contactNotes { j.value { $0.append(string: n.json) } }
        j.endArray()
      }
      j.endObject()
      j.endObject()
      o.lineEnded()
    }
  }
}
