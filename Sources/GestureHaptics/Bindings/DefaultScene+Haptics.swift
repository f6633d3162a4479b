import Gestures

extension DefaultScene {
  /// The built-in scene's haptics, played when `--haptics` or `--haptics-log` is given without a
  /// scene file: `long-press` ended → `success`, `tap` ended → `selection`, `double-tap` ended →
  /// `impact-medium`.
  public static let haptics: [HapticBinding] = [
    HapticBinding(gesture: "long-press", trigger: HapticTrigger(.success, on: .ended)),
    HapticBinding(gesture: "tap", trigger: HapticTrigger(.selection, on: .ended)),
    HapticBinding(gesture: "double-tap", trigger: HapticTrigger(.impactMedium, on: .ended)),
  ]
}
