import GestureCommandLine

#if canImport(Glibc)
  import Glibc
#endif

let status = ReplayCommand.run(arguments: CommandLineBytes.arguments)
exit(ReplayCommand.closeStandardOutput(after: status))
