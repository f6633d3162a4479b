import Foundation

/// Paths of the haptics test inputs (read from the source tree).
///
/// - `ahap`: the AHAP files we wrote ourselves (Fixtures/ahap, committed; see its README.md).
/// - `samplesFolder`: the reference AHAP files of other projects, which are not ours to commit.
///   They live in `shared/haptics/ahap` beside the repository (CI puts a copy of `shared/`
///   there); a clone without it skips the tests that read them: they are marked
///   `.enabled(if: HapticFixtures.samplesAvailable, "…/shared/haptics/ahap not beside the
///   repository")`.
package enum HapticFixtures {
  package static let root = Fixtures.root
  /// The repository's top folder.
  package static let repositoryRoot = URL(fileURLWithPath: GestureTestSupport.repositoryRoot)
  package static let ahap = root.appendingPathComponent("ahap")
  package static let broken = root.appendingPathComponent("broken/ahap")
  package static let golden = root.appendingPathComponent("haptics-golden")
  package static let samplesFolder = repositoryRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/haptics/ahap").standardizedFileURL

  /// True when the shared sample folder is beside the repository.
  package static let samplesAvailable: Bool = {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: samplesFolder.path, isDirectory: &isFolder)
      && isFolder.boolValue
  }()

  /// Our own AHAP files' names, sorted.
  package static var own: [String] { ahapNames(in: ahap) }

  /// Every shared sample AHAP file's name, sorted (empty when the folder is absent).
  package static var samples: [String] { ahapNames(in: samplesFolder) }

  /// The path of our own AHAP file `name`.
  package static func own(_ name: String) -> String { ahap.appendingPathComponent(name).path }

  /// The path of the shared sample `name`.
  package static func sample(_ name: String) -> String {
    samplesFolder.appendingPathComponent(name).path
  }

  package static func ahapNames(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".ahap") }.sorted()
  }
}
