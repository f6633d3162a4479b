import GestureCommandLine

#if canImport(Glibc)
  import Glibc
#endif

exit(ReplayCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
