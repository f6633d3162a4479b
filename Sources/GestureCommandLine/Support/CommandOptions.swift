/// The options of `gesture-replay` or one of its subcommands.
protocol CommandOptions {
  /// The usage text, printed by `--help` and after a usage error.
  static var usage: String { get }
  static func parse(_ arguments: [String]) throws(UsageError) -> Self
  /// `--help` was given.
  var help: Bool { get }
  /// `--version` (`-V`) was given.
  var version: Bool { get }
}

extension ReplayOptions: CommandOptions {}
extension PlotOptions: CommandOptions {}
extension LiveOptions: CommandOptions {}
extension HapticsOptions: CommandOptions {}
