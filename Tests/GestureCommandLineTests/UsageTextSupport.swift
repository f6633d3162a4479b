@testable import GestureCommandLine

/// Every usage text with the command it belongs to (nil: the tool itself).
let allUsages: [(command: String?, usage: String)] = {
  var all: [(command: String?, usage: String)] = [(nil, ReplayOptions.usage)]
  for subcommand in Subcommand.allCases { all.append((subcommand.rawValue, subcommand.usage)) }
  return all
}()

/// The option names a usage text's options list gives (`  -h, --help   ...`), read here apart
/// from ``UsageText`` so that a parser that loses an option is caught.
func listedOptions(_ usage: String) -> [String] {
  var names: [String] = []
  for line in usage.split(separator: "\n") where line.hasPrefix("  -") {
    let text = line.dropFirst(2)
    let term = text.firstRange(of: "  ").map { text[..<$0.lowerBound] } ?? text
    for part in term.split(separator: ", ") {
      let name = String(part.split(separator: " ")[0])
      if !names.contains(name) { names.append(name) }
    }
  }
  return names
}
