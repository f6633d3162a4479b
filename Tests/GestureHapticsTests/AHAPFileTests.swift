import Foundation
import GestureTestSupport
import Testing

@testable import GestureHaptics
@testable import Gestures

@Suite struct AHAPFileTests {
  func load(_ text: String) throws -> AHAPDocument { try AHAPFile.parse(text, file: "t.ahap") }

  func one(_ event: String, _ rest: String = "") throws -> AHAPDocument {
    try load("{\"Pattern\": [{\"Event\": \(event)}\(rest)]}")
  }

  @Test func ourFilesLoad() throws {
    #expect(HapticFixtures.own == ["bounce.ahap", "heartbeat.ahap", "long-buzz.ahap", "ramp.ahap"])
    for name in HapticFixtures.own {
      let d = try AHAPFile.read(path: HapticFixtures.own(name))
      #expect(!d.pattern.events.isEmpty, "\(name)")
      #expect(name == "ramp.ahap" || d.notes.isEmpty, "\(name): \(d.notes)")
    }
  }

  @Test func ourFilesHaveTheirContent() throws {
    let bounce = try AHAPFile.read(path: HapticFixtures.own("bounce.ahap"))
    #expect(bounce.version == 1)
    #expect(bounce.metadata?.first == .init(key: "Project", value: "Gestures"))
    #expect(
      bounce.pattern.events.map(\.kind) == [.transient, .transient, .transient, .continuous])
    #expect(bounce.pattern.events.map(\.intensity) == [1, 0.6, 0.3, 0.5])
    #expect(bounce.pattern.events[3].duration == 0.4)
    #expect(bounce.pattern.curves.map(\.parameter) == [.intensityControl])
    #expect(bounce.pattern.curves[0].controlPoints.map(\.value) == [1, 0.6, 0])
    let heart = try AHAPFile.read(path: HapticFixtures.own("heartbeat.ahap"))
    #expect(heart.version == nil && heart.metadata == nil)
    #expect(!heart.pattern.events[1].sustained && heart.pattern.events[1].decayTime == 0.6)
    let long = try AHAPFile.read(path: HapticFixtures.own("long-buzz.ahap"))
    #expect(long.pattern.events.filter { $0.kind == .continuous }.map(\.duration) == [30, 15])
    #expect(long.pattern.duration == 45)
    let ramp = try AHAPFile.read(path: HapticFixtures.own("ramp.ahap"))
    #expect(ramp.pattern.events[0].intensity == 1)
    #expect(ramp.pattern.curves[0].controlPoints.map(\.value) == [0.2, 1, 1])
    #expect(ramp.pattern.parameters.map(\.value) == [0.5, -1])
    #expect(
      ramp.notes == [
        "Pattern[0].Event.EventParameters[0].ParameterValue: 1.25 is out of range, clamped to 1",
        "Pattern[1].ParameterCurve.ParameterCurveControlPoints[1].ParameterValue: 1.5 is out of "
          + "range, clamped to 1",
        "Pattern[3].Parameter.ParameterValue: -2 is out of range, clamped to -1",
      ])
  }

  // The shared reference samples (../shared/haptics/ahap, not in the repository).

  @Test(
    .enabled(if: HapticFixtures.samplesAvailable, "…/shared/haptics/ahap not beside the repository")
  )
  func everySampleLoads() throws {
    #expect(HapticFixtures.samples.count >= 14)
    for name in HapticFixtures.samples {
      let d = try AHAPFile.read(path: HapticFixtures.sample(name))
      #expect(!d.pattern.events.isEmpty, "\(name)")
      #expect(d.notes.isEmpty, "\(name): \(d.notes)")
    }
  }

  @Test(
    .enabled(if: HapticFixtures.samplesAvailable, "…/shared/haptics/ahap not beside the repository")
  )
  func samplesHaveTheirContent() throws {
    let boing = try AHAPFile.read(path: HapticFixtures.sample("apple-sample_Boing.ahap"))
    #expect(boing.version == 1)
    #expect(boing.metadata?.first == .init(key: "Project", value: "Haptic Sampler"))
    #expect(boing.pattern.events.map(\.kind) == [.transient, .continuous])
    #expect(boing.pattern.events[1].duration == 0.25)
    #expect(boing.pattern.curves.map(\.parameter) == [.intensityControl, .sharpnessControl])
    #expect(boing.pattern.curves[0].controlPoints.map(\.value) == [1, 0.5, 0])
    let heart = try AHAPFile.read(path: HapticFixtures.sample("apple-sample_OnceHeartbeat.ahap"))
    #expect(heart.version == nil && heart.metadata == nil)
    let long = try AHAPFile.read(path: HapticFixtures.sample("lofelt_long_clip.ahap"))
    #expect(long.pattern.events.filter { $0.kind == .continuous }.map(\.duration) == [30, 30, 10])
    #expect(long.pattern.duration == 70)
  }

  @Test(
    .enabled(if: HapticFixtures.samplesAvailable, "…/shared/haptics/ahap not beside the repository")
  )
  func samplesWrittenThenReadAreEqual() throws {
    for name in HapticFixtures.samples {
      var d = try AHAPFile.read(path: HapticFixtures.sample(name))
      d.notes = []
      let text = AHAPFile.encode(d)
      #expect(try AHAPFile.parse(text, file: "written.ahap") == d, "\(name)")
    }
  }

  @Test func writtenThenReadIsEqual() throws {
    var documents = try HapticFixtures.own.map {
      try AHAPFile.read(path: HapticFixtures.own($0))
    }
    documents += HapticPreset.allCases.map { AHAPDocument(pattern: $0.pattern) }
    documents.append(
      AHAPDocument(
        pattern: HapticPattern(
          events: [
            .continuous(
              at: 0.1, duration: 0.3, intensity: 0.25, sharpness: 0.125, attackTime: 0.1,
              decayTime: 0.2, releaseTime: 0.3, sustained: false),
            HapticEvent(.transient, time: 1e-5, duration: 0.5, intensity: 1 / 3),
          ],
          parameters: [.init(.releaseTimeControl, time: 0.2, value: -0.5)]),
        version: nil, metadata: [.init(key: "Title", value: "a \"quoted\"\nname")]))
    for d in documents {
      var expected = d
      expected.notes = []
      let text = AHAPFile.encode(d)
      let back = try AHAPFile.parse(text, file: "written.ahap")
      #expect(back == expected, "\(text)")
    }
  }

  // MARK: Defaults

  @Test func missingEntriesTakeTheirDefaults() throws {
    let d = try one("{\"EventType\": \"HapticTransient\"}")
    #expect(d.version == nil && d.metadata == nil)
    let e = d.pattern.events[0]
    #expect(e.time == 0 && e.duration == 0)
    #expect(e.intensity == 1 && e.sharpness == 0.5)
    #expect(e.attackTime == 0 && e.decayTime == 0 && e.releaseTime == 0 && e.sustained)
  }

  @Test func aParameterWithoutValueKeepsTheDefault() throws {
    let d = try one(
      "{\"EventType\": \"HapticTransient\", \"EventParameters\": [{\"ParameterID\": \"HapticSharpness\"}]}"
    )
    #expect(d.pattern.events[0].sharpness == 0.5)
  }

  @Test func dynamicParametersDefaultTimeAndValue() throws {
    let d = try load(
      """
      {"Pattern": [{"Parameter": {"ParameterID": "HapticIntensityControl"}},
        {"Parameter": {"ParameterID": "HapticSharpnessControl", "Time": 0.2}},
        {"ParameterCurve": {"ParameterID": "HapticSharpnessControl",
          "ParameterCurveControlPoints": [{"ParameterValue": 0.5}, {"Time": 0.1}]}}]}
      """)
    #expect(
      d.pattern.parameters == [
        .init(.intensityControl, time: 0, value: 1), .init(.sharpnessControl, time: 0.2, value: 0),
      ])
    #expect(d.pattern.curves[0].time == 0)
    #expect(
      d.pattern.curves[0].controlPoints == [.init(time: 0, value: 0.5), .init(time: 0.1, value: 0)])
  }

  @Test func anEmptyPatternIsValid() throws {
    let d = try load("{\"Pattern\": []}")
    #expect(d.pattern.isEmpty && d.pattern.duration == 0)
  }

  // MARK: Clamping

  @Test func intensityAboveOneIsClamped() throws {
    let d = try one(
      "{\"EventType\": \"HapticTransient\", \"EventParameters\": [{\"ParameterID\": \"HapticIntensity\", \"ParameterValue\": 1.32}]}"
    )
    #expect(d.pattern.events[0].intensity == 1)
    #expect(
      d.notes == [
        "Pattern[0].Event.EventParameters[0].ParameterValue: 1.32 is out of range, clamped to 1"
      ])
  }

  @Test func sharpnessOutOfRangeIsClampedBothWays() throws {
    let d = try one(
      "{\"EventType\": \"HapticTransient\", \"EventParameters\": [{\"ParameterID\": \"HapticSharpness\", \"ParameterValue\": 1.5}]}",
      ", {\"Event\": {\"EventType\": \"HapticTransient\", \"EventParameters\": [{\"ParameterID\": \"HapticSharpness\", \"ParameterValue\": -0.25}]}}"
    )
    #expect(d.pattern.events.map(\.sharpness) == [1, 0])
    #expect(d.notes.count == 2)
  }

  @Test func envelopeParametersAreClamped() throws {
    let d = try one(
      """
      {"EventType": "HapticContinuous", "EventDuration": 1, "EventParameters": [
        {"ParameterID": "AttackTime", "ParameterValue": 2}, {"ParameterID": "DecayTime", "ParameterValue": -1},
        {"ParameterID": "ReleaseTime", "ParameterValue": 1.1}, {"ParameterID": "Sustained", "ParameterValue": 3}]}
      """)
    let e = d.pattern.events[0]
    #expect(e.attackTime == 1 && e.decayTime == 0 && e.releaseTime == 1 && e.sustained)
    #expect(d.notes.count == 4)
  }

  @Test func continuousEventsAreCutToThirtySeconds() throws {
    let d = try one("{\"EventType\": \"HapticContinuous\", \"EventDuration\": 45}")
    #expect(d.pattern.events[0].duration == 30)
    #expect(d.notes == ["Pattern[0].Event.EventDuration: 45 is out of range, clamped to 30"])
    let t = try one("{\"EventType\": \"HapticTransient\", \"EventDuration\": 45}")
    #expect(t.pattern.events[0].duration == 45)
  }

  @Test func negativeTimesBecomeZero() throws {
    let d = try one("{\"EventType\": \"HapticTransient\", \"Time\": -0.5}")
    #expect(d.pattern.events[0].time == 0)
    #expect(d.notes == ["Pattern[0].Event.Time: -0.5 is out of range, clamped to 0"])
  }

  @Test func dynamicValuesAreClampedToTheirControlsRange() throws {
    let d = try load(
      """
      {"Pattern": [{"Parameter": {"ParameterID": "HapticIntensityControl", "ParameterValue": 1.5}},
        {"Parameter": {"ParameterID": "HapticSharpnessControl", "ParameterValue": -2}},
        {"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0,
          "ParameterCurveControlPoints": [{"Time": 0, "ParameterValue": -0.5}]}}]}
      """)
    #expect(d.pattern.parameters.map(\.value) == [1, -1])
    #expect(d.pattern.curves[0].controlPoints[0].value == 0)
    #expect(d.notes.count == 3)
  }

  // MARK: Unknown keys and audio

  @Test func unknownKeysAreIgnored() throws {
    let d = try load(
      """
      {"Version": 1, "Tags": ["x"], "Metadata": {"Created By": "me", "Count": 3},
       "Pattern": [{"Event": {"Name": "pop", "EventType": "HapticTransient", "Time": 0.1,
                              "EventWaveformLoopEnabled": true,
                              "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0.4, "Unit": "x"}]},
                    "Comment": "ignored"}]}
      """)
    #expect(d.metadata == [.init(key: "Created By", value: "me")])
    #expect(d.pattern.events == [.transient(at: 0.1, intensity: 0.4)])
    #expect(d.notes.isEmpty)
  }

  @Test func audioIsSkippedWithANote() throws {
    let d = try load(
      """
      {"Pattern": [
        {"Event": {"EventType": "AudioCustom", "Time": 0, "EventWaveformPath": "a.wav"}},
        {"Event": {"EventType": "AudioContinuous", "Time": 0, "EventDuration": 1}},
        {"Event": {"EventType": "HapticTransient", "Time": 0.2,
                   "EventParameters": [{"ParameterID": "AudioVolume", "ParameterValue": 0.3}]}},
        {"Parameter": {"ParameterID": "AudioVolumeControl", "ParameterValue": 0.5}},
        {"ParameterCurve": {"ParameterID": "AudioPanControl",
          "ParameterCurveControlPoints": [{"Time": 0, "ParameterValue": -1}]}}]}
      """)
    #expect(d.pattern.events == [.transient(at: 0.2)])
    #expect(d.pattern.parameters.isEmpty && d.pattern.curves.isEmpty)
    #expect(
      d.notes == [
        "Pattern[0].Event: AudioCustom event skipped (only haptics are played)",
        "Pattern[1].Event: AudioContinuous event skipped (only haptics are played)",
        "Pattern[3].Parameter: AudioVolumeControl skipped (only haptics are played)",
        "Pattern[4].ParameterCurve: AudioPanControl curve skipped (only haptics are played)",
      ])
  }

  @Test func fileErrorsNameTheFile() {
    let error = #expect(throws: AHAPError.self) { try AHAPFile.read(path: "/nonexistent/x.ahap") }
    #expect(error?.description.hasPrefix("/nonexistent/x.ahap: cannot open: ") == true)
  }

  // MARK: Broken files

  /// The rows of Fixtures/broken/ahap/EXPECTED.tsv.
  static let cases = BrokenJSONCase.cases(in: HapticFixtures.broken)

  @Test func brokenCorpusIsComplete() throws {
    #expect(Self.cases.count >= 15)
    let files = try FileManager.default.contentsOfDirectory(atPath: HapticFixtures.broken.path)
      .filter { $0.hasSuffix(".ahap") }
    #expect(Set(files) == Set(Self.cases.map(\.file)), "every fixture has an EXPECTED.tsv row")
  }

  @Test(arguments: cases)
  func brokenFileIsRejectedWithItsPath(_ c: BrokenJSONCase) throws {
    let path = HapticFixtures.broken.appendingPathComponent(c.file).path
    let error = #expect(throws: AHAPError.self) { try AHAPFile.read(path: path) }
    if let error { c.expectRejection(error, path: path) }
  }
}
