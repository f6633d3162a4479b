import Foundation
import GestureTestSupport
import Testing

@testable import Gestures

/// Our decoder against the facts an independent parser wrote into Recordings/SUMMARY.txt, for
/// every protocol-B recording, and against Recordings/synth/GROUND-TRUTH.tsv.
@Suite struct RecordingFactsTests {
  typealias Facts = RecordingFacts

  @Test func manifestAndSummaryArePresent() {
    #expect(Facts.manifest.count >= 60)
    #expect(Facts.protocolBRecordings.count >= 40)
    for recording in Facts.manifest {
      #expect(Facts.summary[recording.path] != nil, "no SUMMARY entry for \(recording.path)")
    }
  }

  /// Every recording in MANIFEST, whatever its protocol, decodes without error and all its
  /// events are read.
  @Test(arguments: Facts.manifest)
  func decodesWithoutError(_ recording: Facts.Recording) throws {
    let decoded = try Facts.decode(
      path: recording.fullPath, descriptionPath: recording.companionPath)
    #expect(decoded.events == recording.events)
  }

  @Test(arguments: Facts.protocolBRecordings)
  func protocolBMatchesSummary(_ recording: Facts.Recording) throws {
    let summary = try #require(Facts.summary[recording.path])
    let decoded = try Facts.decode(
      path: recording.fullPath, descriptionPath: recording.companionPath)
    #expect(decoded.protocols == [.slots])

    let unplaced = Self.unplacedSlots[recording.path]
    let unplacedCount = unplaced == nil ? 0 : 1
    #expect(decoded.contacts.count == summary.contactCount - unplacedCount, "contacts")
    #expect(summary.contacts.count == summary.contactCount, "SUMMARY lists every contact")
    #expect(
      decoded.maxSimultaneous == summary.maxSimultaneous - unplacedCount,
      "max simultaneous contacts")
    if let unplaced {
      // The finger is still counted.
      #expect(decoded.maxFingers >= summary.maxSimultaneous, "\(unplaced.why)")
      #expect(decoded.contacts.allSatisfy { $0.slot != unplaced.slot }, "\(unplaced.why)")
    }

    // Pair the contacts slot by slot, in order of touch-down.
    let slots = Set(decoded.contacts.map(\.slot)).union(summary.contacts.compactMap(\.slot))
    for slot in slots.sorted() where slot != unplaced?.slot {
      let ours = decoded.contacts.filter { $0.slot == slot }
      let theirs = summary.contacts.filter { $0.slot == slot }
      #expect(ours.count == theirs.count, "contacts in slot \(slot)")
      for (o, t) in zip(ours, theirs) {
        #expect(
          Facts.sameMillisecond(o.down, t.down),
          "#\(t.number) (slot \(slot)) down: ours \(o.down), SUMMARY \(t.down)")
        if let up = t.up {
          #expect(
            o.endPhase == .up,
            "#\(t.number) (slot \(slot)) ends with \(String(describing: o.endPhase))")
          #expect(
            o.end.map { Facts.sameMillisecond($0, up) } == true,
            "#\(t.number) (slot \(slot)) up: ours \(String(describing: o.end)), SUMMARY \(up)")
        } else {
          #expect(o.end == nil, "#\(t.number) (slot \(slot)) should still be down at the end")
        }
      }
    }
  }
}

extension RecordingFactsTests {
  /// Recordings where one slot's touch never gets a position: the kernel sends values only when
  /// they change, and the recording began after that slot's last position. The decoder invents
  /// no position: the finger is counted in `fingerCount` but is not reported as a contact.
  /// SUMMARY's parser counts it as a contact without a position.
  static let unplacedSlots: [String: (slot: Int, why: String)] = [
    "evemu-devices/CyPS2_Cypress_Trackpad.three_finger_tap.events": (
      1, "slot 1 gets tracking id 394 and never an ABS_MT_POSITION_X/Y before it lifts"
    ),
    "evemu-devices/Wacom_Intuos5_touch_M_Finger_double-tap.events": (
      1, "slot 1 gets tracking id 16 and ABS_MT_POSITION_Y, never ABS_MT_POSITION_X"
    ),
  ]

  /// Recordings whose protocol SUMMARY names differently from us, each verified in
  /// ``otherProtocolsMatchSummary(_:)``.
  static let protocolExceptions: [String: (ours: TouchProtocol, why: String)] = [
    "ibus/libinput-test.yml": (
      .none,
      "a keyboard (AT Translated Set 2): no ABS_X/ABS_Y, no MT axes, no BTN_TOUCH. SUMMARY's "
        + "parser labels every non-MT device 'single-touch'; we say it has no touch protocol. "
        + "Both find 0 contacts."
    )
  ]

  /// The protocol-A recordings (and the one without touch axes): SUMMARY matched contacts by
  /// proximity, we by nearest neighbour; the contacts, their number at once and their times
  /// agree too. Without slots, contacts are paired in order of touch-down, then lift.
  @Test(arguments: Facts.manifest.filter { Facts.summary[$0.path]?.protocolB == false })
  func otherProtocolsMatchSummary(_ recording: Facts.Recording) throws {
    let summary = try #require(Facts.summary[recording.path])
    let decoded = try Facts.decode(
      path: recording.fullPath, descriptionPath: recording.companionPath)
    if let exception = Self.protocolExceptions[recording.path] {
      // Verify the reason: the device has no touch axes at all.
      #expect(decoded.protocols == [exception.ours], Comment(rawValue: exception.why))
      let device = try #require(decoded.devices.first)
      #expect(!device.has(type: EventType.abs, code: AbsCode.x))
      #expect(!device.has(type: EventType.abs, code: AbsCode.mtPositionX))
      #expect(!device.has(type: EventType.key, code: KeyCode.btnTouch))
    } else {
      #expect(decoded.protocols == [summary.touchProtocol])
    }
    #expect(decoded.contacts.count == summary.contactCount, "contacts")
    #expect(decoded.maxSimultaneous == summary.maxSimultaneous, "max simultaneous contacts")
    let ours = decoded.contacts.map { ($0.down, $0.end ?? .infinity) }.sorted { $0 < $1 }
    let theirs = summary.contacts.map { ($0.down, $0.up ?? .infinity) }.sorted { $0 < $1 }
    #expect(ours.count == theirs.count)
    for (o, t) in zip(ours, theirs) {
      let same =
        Facts.sameMillisecond(o.0, t.0) && (o.1 == t.1 || Facts.sameMillisecond(o.1, t.1))
      #expect(same, "ours \(o), SUMMARY \(t) (down, up; inf = still down)")
    }
  }

  /// The most fingers a frame reports: the contacts, or more where a touchpad announces extra
  /// fingers through BTN_TOOL_* beyond its slots (CyPS/2 Cypress: 2 slots, 3 fingers).
  @Test(arguments: Facts.manifest)
  func fingerCountsMatchSummary(_ recording: Facts.Recording) throws {
    let summary = try #require(Facts.summary[recording.path])
    let decoded = try Facts.decode(
      path: recording.fullPath, descriptionPath: recording.companionPath)
    let maxFingers = decoded.fingerCounts.map(\.count).max() ?? 0
    #expect(maxFingers == max(summary.maxSimultaneous, summary.maxToolFingers))
  }
}

/// Our decoder against Recordings/synth/GROUND-TRUTH.tsv.
@Suite struct SynthesizedTraceTests {
  typealias Facts = RecordingFacts

  @Test func everySynthesizedTraceHasGroundTruth() {
    #expect(Facts.synthFiles.count >= 15)
    #expect(Set(Facts.synthFiles) == Set(Facts.groundTruth.keys))
  }

  @Test(arguments: Facts.synthFiles)
  func matchesGroundTruth(_ file: String) throws {
    let truth = try #require(Facts.groundTruth[file])
    let decoded = try Facts.decode(
      path: Facts.synth.appendingPathComponent(file).path, descriptionPath: nil)
    let surface = decoded.surfaces.first ?? nil

    let tracked = truth.filter { !$0.toolOnly }
    #expect(decoded.contacts.count == tracked.count, "contacts")
    var unmatched = decoded.contacts
    for t in tracked {
      // The contact that touched down in the same millisecond, nearest to the expected start
      // (protocol A and single touch have no slot to match by).
      let candidates = unmatched.indices.filter {
        Facts.sameMillisecond(unmatched[$0].down, t.down)
      }
      let expectedStart =
        t.startMM
        ?? t.startUnits.map { u in
          (surface?.millimetres(x: u.x) ?? .nan, surface?.millimetres(y: u.y) ?? .nan)
        }
      let best = candidates.min { a, b in
        func distance(_ i: Int) -> Double {
          guard let e = expectedStart else { return 0 }
          return hypot(unmatched[i].startX - e.0, unmatched[i].startY - e.1)
        }
        return distance(a) < distance(b)
      }
      guard let index = best else {
        Issue.record("\(file) contact \(t.contact): no contact down at \(t.down) s")
        continue
      }
      let o = unmatched.remove(at: index)
      let label = "\(file) contact \(t.contact)"
      if let slot = t.slot { #expect(o.slot == slot, "\(label) slot") }
      #expect(o.endPhase == (t.cancelled ? .cancelled : .up), "\(label) end phase")
      #expect(
        o.end.map { Facts.sameMillisecond($0, t.up) } == true,
        "\(label) end: ours \(String(describing: o.end)), truth \(t.up)")
      // Positions in mm; without a resolution (NA), the raw units through our surface mapping.
      let start =
        t.startMM
        ?? t.startUnits.map { (surface!.millimetres(x: $0.x), surface!.millimetres(y: $0.y)) }
      let end =
        t.endMM ?? t.endUnits.map { (surface!.millimetres(x: $0.x), surface!.millimetres(y: $0.y)) }
      if let start {
        #expect(
          abs(o.startX - start.0) <= 0.01 && abs(o.startY - start.1) <= 0.01,
          "\(label) start: ours (\(o.startX), \(o.startY)), truth \(start)")
      }
      if let end {
        #expect(
          abs(o.lastX - end.0) <= 0.01 && abs(o.lastY - end.1) <= 0.01,
          "\(label) end: ours (\(o.lastX), \(o.lastY)), truth \(end)")
      }
    }

    // Finger counts, including fingers seen only through BTN_TOOL_* (no contact, no position).
    let expected = Facts.expectedFingerCounts(truth)
    #expect(decoded.fingerCounts.map(\.count) == expected.map(\.count), "finger counts")
    for (o, e) in zip(decoded.fingerCounts, expected) {
      #expect(
        Facts.sameMillisecond(o.time, e.time),
        "\(file): finger count \(e.count) at \(o.time) s, truth \(e.time) s")
    }
  }
}
