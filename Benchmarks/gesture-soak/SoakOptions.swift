/// The soak's command-line options.
struct SoakOptions {
  struct UsageError: Error { var message: String }

  static let usage =
    "usage: gesture-soak [--minutes N] [--seed S] [--record-dir DIR] [--max-growth F]"

  /// Simulated minutes of input per scene.
  var minutes = 60
  /// The generators' seed (the deep scene's is seed + 1).
  var seed: UInt64 = 2024
  /// Where the recordings go (`default.events`, `deep.yml`), each replayed at the end to check
  /// it replays to its session's transitions; nil: /dev/null.
  var recordDirectory: String?
  /// The largest end/start resident-memory ratio that passes.
  var maximumGrowth = 1.05

  init() {}

  init(arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    func value(_ name: String) throws(UsageError) -> String {
      guard let v = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
      return v
    }
    while let a = rest.popFirst() {
      switch a {
      case "--minutes":
        guard let m = Int(try value(a)), m >= 2 else {
          throw UsageError(message: "--minutes takes a whole number of 2 or more")
        }
        minutes = m
      case "--seed":
        guard let s = UInt64(try value(a)) else {
          throw UsageError(message: "--seed takes a number")
        }
        seed = s
      case "--record-dir": recordDirectory = try value(a)
      case "--max-growth":
        guard let g = Double(try value(a)), g >= 1 else {
          throw UsageError(message: "--max-growth takes a ratio of 1 or more")
        }
        maximumGrowth = g
      default: throw UsageError(message: "unknown argument \(a)")
      }
    }
  }
}
