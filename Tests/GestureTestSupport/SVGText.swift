/// Reading the SVG the plot writes: titles, layout data, paths, and whether it is well-formed XML.

/// The `<title>` texts of an SVG, unescaped.
package func titles(_ svg: String) -> [String] {
  var out: [String] = []
  var rest = Substring(svg)
  while let open = rest.firstRange(of: "<title>") {
    rest = rest[open.upperBound...]
    guard let close = rest.firstRange(of: "</title>") else { break }
    out.append(unescapeXML(String(rest[..<close.lowerBound])))
    rest = rest[close.upperBound...]
  }
  return out
}

package func unescapeXML(_ s: String) -> String {
  s.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
    .replacing("&amp;", with: "&")
}

/// The `plot-layout` lanes: kind, spans shown, name.
package func layoutLanes(_ svg: String) -> [(kind: String, spans: Int, name: String, y: Int)] {
  svg.split(separator: "\n").filter { $0.hasPrefix("lane\t") }.map { line in
    let c = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    return (c[1], Int(c[9]) ?? -1, c[10], Int(c[3]) ?? -1)
  }
}

/// The points of each `<polyline>`, px.
package func polylines(_ svg: String) -> [[(Double, Double)]] {
  var out: [[(Double, Double)]] = []
  for line in svg.split(separator: "\n") where line.hasPrefix("<polyline") {
    guard let a = line.firstRange(of: "points=\"") else { continue }
    let rest = line[a.upperBound...]
    guard let e = rest.firstIndex(of: "\"") else { continue }
    out.append(
      rest[..<e].split(separator: " ").compactMap { pair in
        let xy = pair.split(separator: ",")
        guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]) else { return nil }
        return (x, y)
      })
  }
  return out
}

/// A small XML well-formedness check: tags nest and close, attributes are quoted, text and
/// attributes hold no raw `<` or stray `&`, comments hold no `--`. Returns what is wrong.
package func xmlProblem(_ text: String) -> String? {
  let b = Array(text.utf8)
  var i = 0
  var stack: [String] = []
  var roots = 0
  func entityOK(_ at: Int) -> Bool {
    var j = at + 1
    while j < b.count, j - at < 10, b[j] != UInt8(ascii: ";") { j += 1 }
    guard j < b.count, b[j] == UInt8(ascii: ";") else { return false }
    let name = String(decoding: b[(at + 1)..<j], as: UTF8.self)
    return ["amp", "lt", "gt", "quot", "apos"].contains(name) || name.hasPrefix("#")
  }
  while i < b.count {
    if b[i] == UInt8(ascii: "<") {
      if text.utf8.count > i + 4, b[i + 1] == UInt8(ascii: "!") {
        // A comment.
        guard let end = find(b, "-->", from: i + 4) else { return "unclosed comment at \(i)" }
        if find(b, "--", from: i + 4).map({ $0 < end }) ?? false { return "-- in comment at \(i)" }
        i = end + 3
        continue
      }
      if b[i + 1] == UInt8(ascii: "?") {
        guard let end = find(b, "?>", from: i) else { return "unclosed declaration" }
        i = end + 2
        continue
      }
      guard let end = b[i...].firstIndex(of: UInt8(ascii: ">")) else {
        return "unclosed tag at \(i)"
      }
      let inner = String(decoding: b[(i + 1)..<end], as: UTF8.self)
      if inner.hasPrefix("/") {
        let name = String(inner.dropFirst())
        guard stack.last == name else { return "</\(name)> closes \(stack.last ?? "nothing")" }
        stack.removeLast()
      } else {
        let selfClosing = inner.hasSuffix("/")
        let body = selfClosing ? String(inner.dropLast()) : inner
        let name = String(body.prefix { $0 != " " && $0 != "\n" })
        guard !name.isEmpty,
          name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == ":" })
        else { return "bad tag name '\(name)'" }
        // Attributes: name="value" pairs with no < inside values.
        var attrs = Substring(body.dropFirst(name.count))
        while let eq = attrs.firstIndex(of: "=") {
          let after = attrs.index(after: eq)
          guard after < attrs.endIndex, attrs[after] == "\"" else {
            return "unquoted attribute in <\(name)>"
          }
          let valueStart = attrs.index(after: after)
          guard let close = attrs[valueStart...].firstIndex(of: "\"") else {
            return "unclosed attribute"
          }
          if attrs[valueStart..<close].contains("<") { return "< in attribute of <\(name)>" }
          attrs = attrs[attrs.index(after: close)...]
        }
        if stack.isEmpty { roots += 1 }
        if !selfClosing { stack.append(name) }
      }
      i = end + 1
      continue
    }
    if b[i] == UInt8(ascii: "&"), !entityOK(i) { return "stray & at \(i)" }
    if b[i] == UInt8(ascii: ">") && stack.isEmpty && roots == 0 { return "stray > at \(i)" }
    i += 1
  }
  if !stack.isEmpty { return "unclosed <\(stack.last!)>" }
  return roots == 1 ? nil : "\(roots) root elements"
}

private func find(_ b: [UInt8], _ s: String, from: Int) -> Int? {
  let n = Array(s.utf8)
  var i = from
  while i + n.count <= b.count {
    if b[i] == n[0], Array(b[i..<(i + n.count)]) == n { return i }
    i += 1
  }
  return nil
}
