/// One fuzz target: a name, the library code one input drives, and how seed inputs are made.
///
/// `run` must not throw or print: errors the library throws are expected outcomes of arbitrary
/// input and are dropped; only traps (a failed precondition, an overflow, a bad conversion,
/// the CPU time budget), sanitizer reports and leaks are findings.
struct FuzzTarget: Sendable {
  /// The name used on the command line and for corpus, dictionary and findings folders.
  let name: String
  /// One line on what an input is and what it drives.
  let summary: String
  /// Runs one input.
  let run: @Sendable ([UInt8]) -> Void
  /// Makes a seed input from a real file (a trace, for the binary targets), nil when the
  /// target's inputs are files as they are (evemu, YAML, JSON). The second argument is a trace's
  /// description file, for event-only evemu recordings.
  let seed: (@Sendable (_ path: String, _ descriptionPath: String?) throws -> [UInt8])?

  /// Every target, in the order `make fuzz` runs them.
  static let all: [FuzzTarget] = [
    .evemu, .libinputRecord, .decoder, .scene, .ahap, .scheduler, .engine, .engineDeep, .actions,
    .plot, .quirks, .commandLine,
  ]

  /// The target called `name`, if any.
  static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}
