import Gestures

/// The effect slots a ``HapticScheduler`` has uploaded and what each holds, so that it can pick
/// one to prepare without touching the one playing, reuse one that already holds an effect, keep
/// preloaded effects while other slots can serve, and stay within the device's maximum.
struct SlotTable {
  struct Slot {
    var id: Int
    var effect: ForceFeedbackEffect
    /// The upload's replay length, ms.
    var length: Int
    /// When it was last uploaded or played, µs.
    var lastUse: Int64
    /// It holds what ``HapticScheduler/preload(_:at:keepingFree:)`` uploaded.
    var preloaded: Bool
  }

  private var slots: [Slot] = []

  var count: Int { slots.count }

  /// The slot ids, sorted.
  var ids: [Int] { slots.map(\.id).sorted() }

  /// A slot other than `busy` (any slot when nil) that holds exactly `effect` with `length`.
  func idle(holding effect: ForceFeedbackEffect, length: Int, except busy: Int?) -> Int? {
    slots.first { $0.id != busy && $0.effect == effect && $0.length == length }?.id
  }

  mutating func add(
    id: Int, effect: ForceFeedbackEffect, length: Int, at time: Int64, preloaded: Bool = false
  ) {
    slots.removeAll { $0.id == id }
    slots.append(
      Slot(id: id, effect: effect, length: length, lastUse: time, preloaded: preloaded))
  }

  mutating func remove(_ id: Int) { slots.removeAll { $0.id == id } }

  mutating func use(_ id: Int, at time: Int64) {
    if let i = slots.firstIndex(where: { $0.id == id }) { slots[i].lastUse = time }
  }

  /// Uploads `effect` into a slot other than `busy`: the least recently used one of its kind
  /// that was not preloaded (updated in place), else a new one while under the device's
  /// maximum, else a preloaded one of its kind, else the least recently used one of another kind
  /// (not preloaded first), erased first. Nil when every slot is `busy`.
  mutating func upload(
    _ effect: ForceFeedbackEffect, length: Int, at time: Int64, except busy: Int?,
    to output: ForceFeedbackOutput
  ) throws(ForceFeedbackError) -> Int? {
    try upload(effect, length: length, at: time, except: busy.map { [$0] } ?? [], to: output)
  }

  /// ``upload(_:length:at:except:to:)`` keeping every slot in `busy`.
  mutating func upload(
    _ effect: ForceFeedbackEffect, length: Int, at time: Int64, except busy: [Int],
    to output: ForceFeedbackOutput
  ) throws(ForceFeedbackError) -> Int? {
    // Not preloaded before preloaded, then least recently used.
    let idle = slots.filter { !busy.contains($0.id) }.sorted {
      $0.preloaded != $1.preloaded ? !$0.preloaded : $0.lastUse < $1.lastUse
    }
    let sameKind = idle.filter { $0.effect.slotKind == effect.slotKind }
    var update = sameKind.first { !$0.preloaded }
    if update == nil && slots.count >= output.maximumEffects { update = sameKind.first }
    if let update {
      let id = try output.upload(effect, id: update.id, length: length, at: time)
      add(id: id, effect: effect, length: length, at: time)
      return id
    }
    if slots.count >= output.maximumEffects {
      guard let victim = idle.first else { return nil }
      try output.erase(victim.id, at: time)
      remove(victim.id)
    }
    let id = try output.upload(effect, id: nil, length: length, at: time)
    add(id: id, effect: effect, length: length, at: time)
    return id
  }
}
