import Glibc

/// `gesture-fuzz --seed TARGET FILE [--desc DESC]`: writes the binary input a target derives
/// from a real file to stdout (Fuzz/seed-corpora.sh puts them in the seed corpora).
enum SeedCommand {
  static func run(_ arguments: [String]) -> Int32 {
    var rest = arguments
    var description: String?
    if let i = rest.firstIndex(of: "--desc"), i + 1 < rest.count {
      description = rest[i + 1]
      rest.removeSubrange(i...i + 1)
    }
    guard rest.count == 2, let target = FuzzTarget.named(rest[0]) else {
      InputFiles.complain("--seed needs a target and a file")
      return 2
    }
    guard let seed = target.seed else {
      InputFiles.complain("\(target.name) takes files as they are: copy them into the corpus")
      return 2
    }
    let bytes: [UInt8]
    do {
      bytes = try seed(rest[1], description)
    } catch {
      InputFiles.complain("\(rest[1]): \(error)")
      return 1
    }
    return InputFiles.write(bytes, to: 1) ? 0 : 1
  }
}
