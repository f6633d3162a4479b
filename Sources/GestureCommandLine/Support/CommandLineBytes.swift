import Gestures

/// The process's arguments as given: Swift's `CommandLine.arguments` replaces bytes that are
/// not UTF-8 with U+FFFD, so a file named with them could not be opened. These keep every byte
/// (``PathBytes``), which file opens give back to `open(2)`.
public enum CommandLineBytes {
  /// The arguments after the program's name, every byte kept.
  public static var arguments: [String] {
    (1..<Int(CommandLine.argc)).compactMap { i in
      CommandLine.unsafeArgv[i].map { PathBytes.string(cString: $0) }
    }
  }
}
