import Glibc

/// What every build but the libFuzzer one runs: each input file through the target, under the
/// same CPU time budget. Exit 0 when nothing trapped (a trap ends the process with the trap's
/// message, naming the input last announced on stderr), 2 for a file that cannot be read.
enum Reproducer {
  static func run(_ target: FuzzTarget, paths: [String]) -> Int32 {
    guard !paths.isEmpty else {
      InputFiles.complain("\(target.name): no inputs (give files or directories)")
      return 2
    }
    guard let files = InputFiles.expand(paths) else { return 2 }
    let budget = CPUTimeBudget.fromEnvironment()
    let verbose = getenv("GESTURE_FUZZ_VERBOSE") != nil
    for file in files {
      guard let bytes = InputFiles.read(file) else {
        InputFiles.complain("\(file): cannot read")
        return 2
      }
      if verbose { InputFiles.write("gesture-fuzz \(target.name): \(file)\n", to: 2) }
      // A trap's message names the file (the budget's label).
      budget.measure(target: "\(target.name) \(file)") { target.run(bytes) }
    }
    print("gesture-fuzz \(target.name): \(files.count) inputs, nothing trapped")
    return 0
  }
}
