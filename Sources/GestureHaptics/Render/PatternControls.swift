/// A pattern's dynamic controls indexed by time, for the renderer: a control's value at a time
/// is a binary search (O(log n)) instead of ``HapticPattern/control(_:at:)``'s scan of every
/// step and curve, which made rendering quadratic in the pattern's size.
///
/// The rule is the pattern's: the latest step or curve of the control starting at or before the
/// time wins; at equal starts a curve beats a step and a later one an earlier one. Entries are
/// sorted by (start, curve after step, order in the pattern), so the winner is the last entry
/// starting at or before the time.
struct PatternControls {
  struct Entry {
    var start: Double
    var isCurve: Bool
    var order: Int
    /// The step's value, or the index of the curve in `curves`.
    var value: Double
    var curve: Int
  }

  private let curves: [HapticParameterCurve]
  private let intensity: [Entry]
  private let sharpness: [Entry]
  private let others: [HapticDynamicParameterID: [Entry]]

  init(_ pattern: HapticPattern) {
    var lists: [HapticDynamicParameterID: [Entry]] = [:]
    for (i, p) in pattern.parameters.enumerated() {
      lists[p.parameter, default: []].append(
        Entry(start: p.time, isCurve: false, order: i, value: p.value, curve: -1))
    }
    for (i, c) in pattern.curves.enumerated() {
      lists[c.parameter, default: []].append(
        Entry(start: c.time, isCurve: true, order: i, value: 0, curve: i))
    }
    for key in lists.keys {
      lists[key]!.sort { a, b in
        if a.start != b.start { return a.start < b.start }
        if a.isCurve != b.isCurve { return !a.isCurve }
        return a.order < b.order
      }
    }
    curves = pattern.curves
    intensity = lists[.intensityControl] ?? []
    sharpness = lists[.sharpnessControl] ?? []
    others = lists
  }

  /// The value of `control` at `time` seconds.
  func value(_ control: HapticDynamicParameterID, at time: Double) -> Double {
    let list = entries(control)
    let after = firstEntry(in: list, after: time)
    guard after > 0 else { return control.defaultValue }
    let e = list[after - 1]
    return e.isCurve ? curves[e.curve].value(atOffset: time - e.start) : e.value
  }

  /// The time (seconds) before which `control` keeps its value at `time`, or `time` when it is
  /// moving (a curve before its last point): the next entry's start after a step, after a curve
  /// past its last point, or before the first entry.
  func holds(_ control: HapticDynamicParameterID, from time: Double) -> Double {
    let list = entries(control)
    let after = firstEntry(in: list, after: time)
    let next = after < list.count ? list[after].start : .infinity
    guard after > 0, list[after - 1].isCurve else { return next }
    let e = list[after - 1]
    // Past the last point (strictly: at it, the interpolation may round differently).
    let last = curves[e.curve].controlPoints.last?.time ?? -.infinity
    return time - e.start > last ? next : time
  }

  private func entries(_ control: HapticDynamicParameterID) -> [Entry] {
    switch control {
    case .intensityControl: return intensity
    case .sharpnessControl: return sharpness
    default: return others[control] ?? []
    }
  }

  /// The index of the first entry starting after `time` (binary search); the one before it, if
  /// any, is the control's winner at `time`.
  private func firstEntry(in list: [Entry], after time: Double) -> Int {
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      if list[mid].start <= time { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// ``HapticPattern/effectiveIntensity(of:at:)``, indexed.
  func effectiveIntensity(of event: HapticEvent, at time: Double) -> Double {
    event.intensity(underControl: value(.intensityControl, at: time))
  }

  /// ``HapticPattern/effectiveSharpness(of:at:)``, indexed.
  func effectiveSharpness(of event: HapticEvent, at time: Double) -> Double {
    event.sharpness(underControl: value(.sharpnessControl, at: time))
  }

  /// ``HapticPattern/envelope(of:)``, indexed.
  func envelope(of event: HapticEvent) -> HapticEnvelope {
    event.envelope { value($0, at: event.time) }
  }
}
