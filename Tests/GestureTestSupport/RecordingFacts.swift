import Foundation
import GestureTraces
import Gestures
import Testing

/// Recordings/MANIFEST.tsv, Recordings/SUMMARY.txt and Recordings/synth/GROUND-TRUTH.tsv, parsed,
/// and what our decoder makes of the traces they describe.
package enum RecordingFacts {
  /// The repository root.
  package static let root = URL(fileURLWithPath: repositoryRoot)
  package static let recordings = root.appendingPathComponent("Recordings")
  package static let synth = recordings.appendingPathComponent("synth")

  package static func read(_ url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  package static func rows(tsv url: URL) -> [[String: String]] {
    var lines = read(url).split(separator: "\n", omittingEmptySubsequences: true).map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    guard !lines.isEmpty else { return [] }
    let header = lines.removeFirst()
    return lines.map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
  }

  // MARK: - MANIFEST.tsv

  /// One row of MANIFEST.tsv.
  package struct Recording: CustomTestStringConvertible, Sendable {
    package var path: String
    package var companion: String?
    package var events: Int
    package var testDescription: String { path }
    package var fullPath: String { recordings.appendingPathComponent(path).path }
    package var companionPath: String? {
      companion.map { recordings.appendingPathComponent($0).path }
    }
  }

  package static let manifest: [Recording] = rows(
    tsv: recordings.appendingPathComponent("MANIFEST.tsv")
  )
  .map {
    let companion = $0["companion_desc"] ?? ""
    return Recording(
      path: $0["local_path"] ?? "", companion: companion.isEmpty ? nil : companion,
      events: Int($0["n_events"] ?? "") ?? -1)
  }

  /// The MANIFEST recordings whose SUMMARY entry says MT protocol B.
  package static var protocolBRecordings: [Recording] {
    manifest.filter { summary[$0.path]?.protocolB == true }
  }

  // MARK: - SUMMARY.txt

  /// One contact line of SUMMARY.txt (`#n slot S tid T down D up U ...`).
  package struct SummaryContact: Sendable {
    package var number: Int
    /// nil for protocol A (`slot -`).
    package var slot: Int?
    package var trackingID: Int?
    package var down: Double
    /// nil for `up still-down`: the recording ends with the finger down.
    package var up: Double?
  }

  /// One recording's block of SUMMARY.txt.
  package struct SummaryEntry: Sendable {
    package var path: String
    package var protocolLine = ""
    package var contactCount = -1
    package var maxSimultaneous = -1
    package var maxToolFingers = -1
    package var contacts: [SummaryContact] = []
    package var protocolB: Bool { protocolLine.hasPrefix("MT type B") }
    /// The protocol SUMMARY names, as ours.
    package var touchProtocol: TouchProtocol? {
      if protocolLine.hasPrefix("MT type B") { return .slots }
      if protocolLine.hasPrefix("MT type A") { return .reports }
      if protocolLine.hasPrefix("single-touch") { return .singleTouch }
      return nil
    }
  }

  /// SUMMARY.txt by recording path. Format (see its header): blocks separated by `=====` lines;
  /// the first line of a block is the recording's path; `  protocol: ...`,
  /// `  contacts: N; slots used: ...; max simultaneous tracked: M; max BTN_TOOL fingers: K; ...`,
  /// then one `    #i slot S tid T down D up U dur ...` line per contact.
  package static let summary: [String: SummaryEntry] = {
    var entries: [String: SummaryEntry] = [:]
    var current: SummaryEntry?
    func flush() {
      if let entry = current { entries[entry.path] = entry }
      current = nil
    }
    for line in read(recordings.appendingPathComponent("SUMMARY.txt")).split(separator: "\n") {
      if line.hasPrefix("#") { continue }
      if line.hasPrefix("=====") {
        flush()
        continue
      }
      if current == nil {
        current = SummaryEntry(path: String(line))
        continue
      }
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("protocol: ") {
        current?.protocolLine = String(trimmed.dropFirst("protocol: ".count))
      } else if trimmed.hasPrefix("contacts: ") {
        for field in trimmed.split(separator: ";") {
          let parts = field.split(separator: ":", maxSplits: 1)
          guard parts.count == 2 else { continue }
          let key = parts[0].trimmingCharacters(in: .whitespaces)
          let value = Int(parts[1].trimmingCharacters(in: .whitespaces)) ?? -1
          switch key {
          case "contacts": current?.contactCount = value
          case "max simultaneous tracked": current?.maxSimultaneous = value
          case "max BTN_TOOL fingers": current?.maxToolFingers = value
          default: break
          }
        }
      } else if trimmed.hasPrefix("#") {
        let t = trimmed.split(separator: " ")
        guard t.count >= 9, t[1] == "slot", t[3] == "tid", t[5] == "down", t[7] == "up" else {
          continue
        }
        current?.contacts.append(
          SummaryContact(
            number: Int(t[0].dropFirst()) ?? -1, slot: Int(t[2]), trackingID: Int(t[4]),
            down: Double(t[6]) ?? .nan, up: t[8] == "still-down" ? nil : Double(t[8]) ?? .nan))
      }
    }
    flush()
    return entries
  }()

  // MARK: - Decoding

  /// One contact as our decoder reported it, times in s from the trace's first event.
  package struct DecodedContact: Sendable {
    package var device: Int
    package var id: Int
    package var slot: Int
    package var down: Double
    /// The frame where the contact went `up` or was `cancelled`; nil while still down at the end.
    package var end: Double?
    package var endPhase: ContactPhase?
    package var startX: Double
    package var startY: Double
    /// The last position while the contact was down (before the lift).
    package var lastX: Double
    package var lastY: Double
  }

  /// What a whole trace decodes to.
  package struct Decoded: Sendable {
    package var contacts: [DecodedContact] = []
    /// The most contacts down at once in any frame.
    package var maxSimultaneous = 0
    /// The frames' finger counts where they changed: (s, count).
    package var fingerCounts: [(time: Double, count: Int)] = []
    /// The largest finger count of any frame.
    package var maxFingers: Int { fingerCounts.map(\.count).max() ?? 0 }
    package var events = 0
    package var protocols: [TouchProtocol] = []
    package var surfaces: [TouchSurface?] = []
    package var devices: [DeviceDescription] = []
  }

  /// Decodes `path` (with the companion description for an event-only evemu file) through
  /// ``TraceFile`` and ``TouchStream``, without judging contacts (``ContactRules/none``).
  package static func decode(path: String, descriptionPath: String?) throws -> Decoded {
    let source = try TraceFile.open(path: path, descriptionPath: descriptionPath)
    return try decode(source)
  }

  package static func decode<Source: TraceSource>(_ source: Source) throws -> Decoded {
    // SUMMARY.txt counts tracking ids: every tracked touch, hovering or not.
    var stream = TouchStream(source: source, judgesContacts: false)
    var result = Decoded()
    result.protocols = stream.decoders.map(\.touchProtocol)
    result.surfaces = stream.decoders.map(\.surface)
    result.devices = stream.decoders.map(\.device)
    // Index into result.contacts of each live contact, by (device, id).
    var live: [[Int: Int]] = Array(repeating: [:], count: stream.decoders.count)
    var lastFingerCount = Array(repeating: 0, count: stream.decoders.count)
    while let frame = try stream.next() {
      let time = stream.seconds(frame.time)
      var active = 0
      for c in frame.contacts {
        switch c.phase {
        case .down:
          #expect(live[frame.device][c.id] == nil, "contact id \(c.id) reused")
          live[frame.device][c.id] = result.contacts.count
          result.contacts.append(
            DecodedContact(
              device: frame.device, id: c.id, slot: c.slot, down: time, end: nil, endPhase: nil,
              startX: c.x, startY: c.y, lastX: c.x, lastY: c.y))
          active += 1
        case .moved, .stationary:
          guard let i = live[frame.device][c.id] else {
            Issue.record("contact id \(c.id) \(c.phase) at \(time) s without a down")
            continue
          }
          result.contacts[i].lastX = c.x
          result.contacts[i].lastY = c.y
          active += 1
        case .up, .cancelled:
          guard let i = live[frame.device].removeValue(forKey: c.id) else {
            Issue.record("contact id \(c.id) \(c.phase) at \(time) s without a down")
            continue
          }
          result.contacts[i].end = time
          result.contacts[i].endPhase = c.phase
        }
      }
      result.maxSimultaneous = max(result.maxSimultaneous, active)
      if frame.fingerCount != lastFingerCount[frame.device] {
        lastFingerCount[frame.device] = frame.fingerCount
        result.fingerCounts.append((time, frame.fingerCount))
      }
    }
    result.events = stream.eventCount
    return result
  }

  // MARK: - synth/GROUND-TRUTH.tsv

  /// One row of GROUND-TRUTH.tsv (times in s; positions in mm, nil for `NA`).
  package struct TruthContact: Sendable {
    package var contact: Int
    package var slot: Int?
    package var down: Double
    package var up: Double
    /// `cancelled@t`: a correct decoder cancels the contact at `up`.
    package var cancelled: Bool
    package var startMM: (x: Double, y: Double)?
    package var endMM: (x: Double, y: Double)?
    package var startUnits: (x: Int32, y: Int32)?
    package var endUnits: (x: Int32, y: Int32)?
    /// `btn_tool_only`: a touchpad finger seen only through the BTN_TOOL_* finger count.
    package var toolOnly: Bool
  }

  /// GROUND-TRUTH.tsv rows by file name, in file order.
  package static let groundTruth: [String: [TruthContact]] = {
    var result: [String: [TruthContact]] = [:]
    for row in rows(tsv: synth.appendingPathComponent("GROUND-TRUTH.tsv")) {
      func number(_ key: String) -> Double? { Double(row[key] ?? "") }
      func pair(_ x: String, _ y: String) -> (Double, Double)? {
        guard let x = number(x), let y = number(y) else { return nil }
        return (x, y)
      }
      func units(_ x: String, _ y: String) -> (Int32, Int32)? {
        guard let x = Int32(row[x] ?? ""), let y = Int32(row[y] ?? "") else { return nil }
        return (x, y)
      }
      let upField = row["up_s"] ?? ""
      let cancelled = upField.hasPrefix("cancelled@")
      let truth = TruthContact(
        contact: Int(row["contact"] ?? "") ?? -1, slot: Int(row["slot"] ?? ""),
        down: number("down_s") ?? .nan,
        up: Double(cancelled ? String(upField.dropFirst("cancelled@".count)) : upField) ?? .nan,
        cancelled: cancelled, startMM: pair("start_x_mm", "start_y_mm"),
        endMM: pair("end_x_mm", "end_y_mm"), startUnits: units("start_x", "start_y"),
        endUnits: units("end_x", "end_y"), toolOnly: row["kind"] == "btn_tool_only")
      result[row["file", default: ""], default: []].append(truth)
    }
    return result
  }()

  /// The synthesized traces in Recordings/synth.
  package static let synthFiles: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: synth.path)) ?? [])
    .filter { $0.hasSuffix(".events") }.sorted()

  /// The finger count over time that `truth` implies: (s, count) at every change.
  package static func expectedFingerCounts(_ truth: [TruthContact]) -> [(time: Double, count: Int)]
  {
    var changes: [(time: Double, delta: Int)] = []
    for t in truth {
      changes.append((t.down, 1))
      changes.append((t.up, -1))
    }
    changes.sort { $0.time < $1.time }
    var result: [(time: Double, count: Int)] = []
    var count = 0
    var i = 0
    while i < changes.count {
      let time = changes[i].time
      while i < changes.count && changes[i].time == time {
        count += changes[i].delta
        i += 1
      }
      if result.last?.count != count { result.append((time, count)) }
    }
    return result
  }

  /// Times agree to 1 ms when they round to the same millisecond; both sides print 3 decimals,
  /// so allow half a millisecond plus float noise.
  package static func sameMillisecond(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 0.0005 + 1e-9
  }
}
