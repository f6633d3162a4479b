/// Which attachments of one region run alongside which, by name: made once per region when its
/// first member is made, so making a region's members costs its attachments once, not once per
/// member (issue 27).
struct SimultaneousTable {
  /// Each name's attachment indices, ascending.
  private var byName: [String: [Int]] = [:]
  /// For each name, the names of the attachments that list it in `simultaneousWith`.
  private var namedBy: [String: Set<String>] = [:]
  /// Attachments and names looked at: the work done, for tests that count it.
  private(set) var work = 0

  init(_ attachments: [GestureAttachment]) {
    for (i, a) in attachments.enumerated() {
      work += 1 + a.simultaneousWith.count
      byName[a.name, default: []].append(i)
      for other in a.simultaneousWith { namedBy[other, default: []].insert(a.name) }
    }
  }

  /// The slots (`base` + index, ascending) of the attachments attachment `index` runs
  /// alongside: those it names and those that name it.
  mutating func slots(of index: Int, in attachments: [GestureAttachment], base: Int) -> [Int] {
    let a = attachments[index]
    work += 1
    guard !a.simultaneousWith.isEmpty || namedBy[a.name] != nil else { return [] }
    let names = a.simultaneousWith.union(namedBy[a.name] ?? [])
    let slots = names.flatMap { byName[$0] ?? [] }.sorted().map { base + $0 }
    work += names.count + slots.count
    return slots
  }
}
