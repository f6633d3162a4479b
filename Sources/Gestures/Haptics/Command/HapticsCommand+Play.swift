extension HapticsCommand {
  /// `haptics play`: not wired to a device yet.
  static func play(
    _ pattern: HapticPattern, options: HapticsOptions, output: OutputBuffer, errors: OutputBuffer
  ) -> Int32 {
    errors.append("gesture-replay: haptics play is not implemented yet")
    errors.lineEnded()
    return 1
  }
}
