import Foundation
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

    #expect(decoded.contacts.count == summary.contactCount, "contacts")
    #expect(summary.contacts.count == summary.contactCount, "SUMMARY lists every contact")
    #expect(decoded.maxSimultaneous == summary.maxSimultaneous, "max simultaneous contacts")

    // Pair the contacts slot by slot, in order of touch-down.
    let slots = Set(decoded.contacts.map(\.slot)).union(summary.contacts.compactMap(\.slot))
    for slot in slots.sorted() {
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
