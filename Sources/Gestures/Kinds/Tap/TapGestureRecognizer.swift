/// The recognizer of a ``TapGesture``: its value is `()` once the last tap lifted.
public final class TapGestureRecognizer: MultiTapGestureRecognizer<Void> {
  public override var value: Void? { tapsCompleted == rules.count ? () : nil }
}
