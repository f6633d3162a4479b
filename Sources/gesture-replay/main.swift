import GestureCommandLine

#if canImport(Glibc)
  import Glibc
#endif

let status = ReplayCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(ReplayCommand.closeStandardOutput(after: status))
