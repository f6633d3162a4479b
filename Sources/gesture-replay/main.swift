import GestureCommandLine

#if canImport(Glibc)
  import Glibc
#endif

StandardDescriptors.openClosedOnDevNull()
let status = ReplayCommand.run(arguments: CommandLineBytes.arguments)
exit(ReplayCommand.closeStandardOutput(after: status))
