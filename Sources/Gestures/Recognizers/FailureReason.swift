/// Why a gesture failed or was cancelled, with the numbers that decided it, so "why didn't my
/// gesture fire" has an answer in the log. Distances are millimetres, durations seconds.
public indirect enum FailureReason: Hashable, Sendable, CustomStringConvertible {
  /// An exclusive competitor that shares a touch succeeded first.
  case defeated(by: String)
  /// More touches came down than the gesture takes.
  case tooManyTouches(count: Int, allowed: Int)
  /// The touches lifted before as many as the gesture needs were down together.
  case tooFewTouches(count: Int, required: Int)
  /// A touch moved farther from where it started than the gesture allows.
  case movedTooFar(distance: Double, maximum: Double)
  /// A touch stayed down longer than the gesture allows (a tap held too long).
  case heldTooLong(duration: Double, maximum: Double)
  /// The touches lifted before the gesture's minimum duration (a long press let go early).
  case liftedTooSoon(duration: Double, minimum: Double)
  /// The next tap of a multi-tap did not come down in time.
  case tapTimedOut(taps: Int, required: Int, maximumGap: Double)
  /// The next tap of a multi-tap came down too far from the first.
  case tapTooFar(distance: Double, maximum: Double)
  /// A swipe went at `angle` degrees (from +x towards +y), farther than `tolerance` degrees
  /// from every direction it allows.
  case offDirection(angle: Double, tolerance: Double)
  /// A finger landed beside fingers of which only `count` had rested `minimum` seconds, fewer
  /// than the `required` resting fingers (a tip-tap), and lifted.
  case restedTooBriefly(count: Int, required: Int, minimum: Double)
  /// A resting finger moved farther than the gesture allows (a tip-tap's `restingMovement`).
  case restingMoved(distance: Double, maximum: Double)
  /// A resting finger lifted during the tap (a tip-tap).
  case restingLifted
  /// The touches lifted before the gesture's start threshold was reached.
  case endedBelowThreshold(measure: String, value: Double, threshold: Double, unit: String)
  /// The gesture was ready but waiting for a higher-precedence competitor, and its touches
  /// lifted before that competitor failed.
  case liftedWhileWaiting(for: String)
  /// A touch was cancelled and the source did not say why.
  case touchCancelled
  /// A touch was cancelled, for this reason (its lift was lost, the device went away, a palm).
  case touchCancelledBecause(CancellationCause)
  /// The trace ended while the gesture's touches were still down.
  case traceEnded
  /// The gesture's region left the scene (or the gesture left its region) while it ran.
  case regionRemoved
  /// The device reports a box around the fingers, not the fingers (semi-MT): no spread or turn
  /// can be measured.
  case boundingBoxOnly
  /// A touchpad's physical button was pressed under the touches: a click, not a tap.
  case clicked(buttons: String)
  /// libinput's touchpad state machine decided something else for these touches
  /// (``TouchpadGesture``): `decision` is its state (`scroll`, `pointerMotion`, …) with
  /// `fingers`, `rule` what decided it.
  case touchpadDecided(String, fingers: Int, rule: String)
  /// The touches lifted before libinput's touchpad state machine decided anything.
  case touchpadUndecided
  /// libinput's touchpad state machine cancelled the gesture: its fingers went on to `next`
  /// (a hold's fingers moved), or (`next` is `none`) their count changed to `fingers` for
  /// 100 ms.
  case touchpadCancelled(next: String, fingers: Int)
  /// The touches lifted and libinput's tapping pressed no button of `fingers` fingers:
  /// `state` is where its tap state machine is (`TAP_STATE_DEAD` after motion, …).
  case touchpadNotTapped(fingers: Int, state: String)
  /// The touches lifted and no press of the pad sent `button` (libinput's clickpad button).
  case touchpadNotClicked(button: String)
  /// One part of a composed gesture failed; `part` names it (first, second).
  case partFailed(part: String, reason: FailureReason)
  /// Both parts of a composed gesture failed (simultaneous, exclusive), each for its reason.
  case partsFailed(first: FailureReason, second: FailureReason)

  /// The reason as the transition log writes it (`double-tap won`).
  public var description: String {
    switch self {
    case .defeated(let name): return "\(name) won"
    case .tooManyTouches(let count, let allowed):
      return "\(count) touches, takes \(allowed)"
    case .tooFewTouches(let count, let required):
      return "lifted with \(count) of \(required) touches down"
    case .movedTooFar(let d, let m):
      return "moved \(Self.mm(d)), more than the maximum \(Self.mm(m))"
    case .heldTooLong(let d, let m):
      return "held \(Self.seconds(d)), reaching the maximum \(Self.seconds(m))"
    case .liftedTooSoon(let d, let m):
      return "lifted after \(Self.seconds(d)), before the minimum \(Self.seconds(m))"
    case .tapTimedOut(let taps, let required, let gap):
      return "\(taps) of \(required) taps, no next tap within \(Self.seconds(gap))"
    case .offDirection(let angle, let tolerance):
      return
        "moved at \(Self.number(angle))°, more than \(Self.number(tolerance))° from every "
        + "allowed direction"
    case .tapTooFar(let d, let m):
      return "next tap \(Self.mm(d)) from the first, more than the maximum \(Self.mm(m))"
    case .restedTooBriefly(let count, let required, let minimum):
      return
        "a finger tapped beside \(count) of \(required) fingers rested for \(Self.seconds(minimum))"
    case .restingMoved(let d, let m):
      return "a resting finger moved \(Self.mm(d)), more than the maximum \(Self.mm(m))"
    case .restingLifted: return "a resting finger lifted during the tap"
    case .endedBelowThreshold(let measure, let value, let threshold, let unit):
      return
        "lifted with \(measure) \(Self.number(value))\(unit), below the threshold "
        + "\(Self.number(threshold))\(unit)"
    case .liftedWhileWaiting(let name): return "lifted while waiting for \(name) to fail"
    case .touchCancelled: return "a touch was cancelled"
    case .touchCancelledBecause(let cause): return "a touch was cancelled: \(cause.rawValue)"
    case .traceEnded: return "the trace ended with touches down"
    case .regionRemoved: return "its region was removed from the scene"
    case .boundingBoxOnly:
      return "the device reports a box around the fingers (semi-MT), not the fingers"
    case .clicked(let buttons): return "the pad's \(buttons) button was pressed: a click"
    case .touchpadDecided(let decision, let fingers, let rule):
      return "libinput decided \(decision) with \(fingers) finger(s): \(rule)"
    case .touchpadUndecided: return "lifted before libinput decided"
    case .touchpadCancelled(let next, let fingers):
      if next == "none" { return "libinput cancelled it: the fingers changed to \(fingers)" }
      return "libinput cancelled it: the fingers went on to \(next)"
    case .touchpadNotTapped(let fingers, let state):
      return "libinput's tapping pressed no \(fingers)-finger button: \(state)"
    case .touchpadNotClicked(let button): return "no click of the pad sent its \(button) button"
    case .partFailed(let part, let reason): return "\(part) gesture failed: \(reason)"
    case .partsFailed(let first, let second):
      return "first gesture failed: \(first); second gesture failed: \(second)"
    }
  }

  static func number(_ v: Double, decimals: Int = 3) -> String {
    let out = OutputBuffer()
    out.append(fixed: v, decimals: decimals)
    return out.text
  }
  static func mm(_ v: Double) -> String { number(v) + " mm" }
  static func seconds(_ v: Double) -> String { number(v) + " s" }
}
