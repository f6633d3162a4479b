import Glibc

// gesture-fuzz: the fuzz targets of Fuzz/README.md.
//
//   gesture-fuzz TARGET FILE|DIR...            run each input through TARGET (the reproducer)
//   gesture-fuzz TARGET [libFuzzer args]       the same, fuzzing, in the -DFUZZING build
//   gesture-fuzz --seed TARGET FILE [--desc D] write TARGET's input derived from a recording
//   gesture-fuzz --list                        the targets

/// The usage text.
let usage = """
  usage: gesture-fuzz TARGET FILE|DIR...
         gesture-fuzz TARGET [libFuzzer flags] [CORPUS_DIR...]   (the -DFUZZING build)
         gesture-fuzz --seed TARGET FILE [--desc DESC]
         gesture-fuzz --list
  targets: \(FuzzTarget.all.map(\.name).joined(separator: ", "))

  """

/// Runs the command line and returns the exit status.
func runCommandLine(_ arguments: [String]) -> Int32 {
  guard let first = arguments.first, first != "-h", first != "--help" else {
    InputFiles.write(usage, to: 2)
    return 2
  }
  if first == "--list" {
    for target in FuzzTarget.all { print("\(target.name)\t\(target.summary)") }
    return 0
  }
  if first == "--seed" { return SeedCommand.run(Array(arguments.dropFirst())) }
  let name = first.hasPrefix("--target=") ? String(first.dropFirst("--target=".count)) : first
  guard let target = FuzzTarget.named(name) else {
    InputFiles.complain("unknown target \"\(name)\"")
    InputFiles.write(usage, to: 2)
    return 2
  }
  var rest = Array(arguments.dropFirst())
  // A libFuzzer child process repeats the target: drop the copy.
  rest.removeAll { $0 == "--target=\(name)" }
  #if FUZZING
    return LibFuzzerDriver.run(target, arguments: rest)
  #else
    return Reproducer.run(target, paths: rest)
  #endif
}

exit(runCommandLine(Array(CommandLine.arguments.dropFirst())))
