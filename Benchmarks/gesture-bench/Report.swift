/// The best run of one workload and what it is compared with.
struct Result {
  var workload: Workload
  /// Every run, in order.
  var runs: [Measurement]
  /// Throughput relative to the baseline workload (events per second over the baseline's; above 1 means
  /// ours is faster), when the baseline was measured.
  var ratio: Double?

  /// The fastest run.
  var best: Measurement { runs.min { $0.seconds < $1.seconds }! }
  var eventsPerSecond: Double { Double(best.events) / best.seconds }
  var nanosecondsPerEvent: Double { best.seconds * 1e9 / Double(max(best.events, 1)) }
  /// The highest peak RSS of all runs, in KiB.
  var peakRSSKiB: Int { runs.map(\.peakRSSKiB).max() ?? 0 }
}

/// What the benchmark measured, for the table and the JSON output.
struct Report {
  var set: TraceSet
  var recordings: Int
  var bytes: Int
  var runs: Int
  var results: [Result]

  /// A table for people.
  func table() -> String {
    var out =
      "gesture-bench: \(recordings) evemu recordings x \(set.repetitions) = \(grouped(set.events)) events, "
      + "\(fixed(Double(bytes) / 1e6, 1)) MB of evemu text; best of \(runs) runs, each in its own process\n\n"
    let header = [
      "workload", "events", "frames", "best s", "events/s", "ns/event", "peak RSS", "ratio",
    ]
    var rows = [header]
    for r in results {
      rows.append([
        r.workload.name, grouped(r.best.events), r.best.frames.map(grouped) ?? "-",
        fixed(r.best.seconds, 3), "\(fixed(r.eventsPerSecond / 1e6, 2)) M",
        fixed(r.nanosecondsPerEvent, 1), "\(fixed(Double(r.peakRSSKiB) / 1024, 1)) MiB",
        r.ratio.map { "\(fixed($0, 2))x" } ?? "-",
      ])
    }
    let widths = header.indices.map { c in rows.map { $0[c].count }.max()! }
    for (i, row) in rows.enumerated() {
      var line = ""
      for (c, cell) in row.enumerated() {
        let pad = String(repeating: " ", count: widths[c] - cell.count)
        line += c == 0 ? cell + pad : "  " + pad + cell
      }
      out += line + "\n"
      if i == 0 {
        out += String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1)) + "\n"
      }
    }
    out += "\n"
    for r in results {
      out += "  \(r.workload.name): \(r.workload.summary)"
      if let baseline = r.workload.baseline, r.ratio != nil {
        out += "; ratio = events/s of \(r.workload.name) / events/s of \(baseline)"
      }
      out += "\n"
    }
    return out
  }

  /// One JSON object for machines.
  func json() -> String {
    var items: [String] = []
    for r in results {
      let fields = [
        "\"name\": \(quoted(r.workload.name))",
        "\"summary\": \(quoted(r.workload.summary))",
        "\"baseline\": \(r.workload.baseline.map(quoted) ?? "null")",
        "\"events\": \(r.best.events)",
        "\"frames\": \(r.best.frames.map(String.init) ?? "null")",
        "\"best_seconds\": \(fixed(r.best.seconds, 6))",
        "\"run_seconds\": [\(r.runs.map { fixed($0.seconds, 6) }.joined(separator: ", "))]",
        "\"events_per_second\": \(fixed(r.eventsPerSecond, 0))",
        "\"ns_per_event\": \(fixed(r.nanosecondsPerEvent, 2))",
        "\"peak_rss_kib\": \(r.peakRSSKiB)",
        "\"throughput_ratio\": \(r.ratio.map { fixed($0, 3) } ?? "null")",
      ]
      items.append("    {" + fields.joined(separator: ", ") + "}")
    }
    return """
      {
        "recordings": \(recordings),
        "repetitions": \(set.repetitions),
        "events": \(set.events),
        "bytes": \(bytes),
        "runs": \(runs),
        "workloads": [
      \(items.joined(separator: ",\n"))
        ]
      }
      """
  }
}

/// `1234567` as `1,234,567`.
func grouped(_ n: Int) -> String {
  let digits = String(n.magnitude)
  var out = ""
  for (i, c) in digits.enumerated() {
    if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
    out.append(c)
  }
  return (n < 0 ? "-" : "") + out
}

/// `value` with `decimals` digits after the point, without Foundation.
func fixed(_ value: Double, _ decimals: Int) -> String {
  guard value.isFinite else { return "0" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int64((value.magnitude * scale).rounded())
  let whole = scaled / Int64(scale)
  var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
  if decimals > 0 {
    let fraction = String(scaled % Int64(scale))
    text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
  return text
}

/// A JSON string literal.
func quoted(_ s: String) -> String {
  var out = "\""
  for scalar in s.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}
