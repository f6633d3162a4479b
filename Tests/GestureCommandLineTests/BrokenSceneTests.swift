import Foundation
import GestureActions
import GestureHaptics
import GestureTestSupport
import Gestures
import Testing

/// The broken-scene corpus (`Fixtures/broken/scene`), rejected as the command line loads a scene.
@Suite struct BrokenSceneTests {
  /// The rows of Fixtures/broken/scene/EXPECTED.tsv.
  static let cases = BrokenJSONCase.cases(in: SceneFixtures.broken)

  @Test func brokenCorpusIsComplete() throws {
    #expect(Self.cases.count >= 20)
    let files = try FileManager.default.contentsOfDirectory(atPath: SceneFixtures.broken.path)
      .filter { $0.hasSuffix(".json") }
    #expect(Set(files) == Set(Self.cases.map(\.file)), "every fixture has an EXPECTED.tsv row")
  }

  /// Every broken scene is rejected as the command line loads it: the engine's reader, then the
  /// haptics module's check of the bindings' pattern and priority names and AHAP files, then
  /// the actions module's key and button names.
  @Test(arguments: cases)
  func brokenSceneIsRejected(_ c: BrokenJSONCase) throws {
    let path = SceneFixtures.broken.appendingPathComponent(c.file).path
    let error = #expect(throws: SceneError.self) {
      let scene = try SceneFile.load(
        path: path, extensions: [SceneHaptics.sceneKey, SceneActions.sceneKey])
      _ = try SceneHaptics(scene)
      _ = try SceneActions(scene)
    }
    if let error { c.expectRejection(error, path: path) }
  }

}
