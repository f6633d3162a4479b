/// `SYN_*` codes.
public enum SynCode {
  /// `SYN_REPORT`: ends a frame.
  public static let report: UInt16 = 0
  /// `SYN_CONFIG`: unused by the kernel.
  public static let config: UInt16 = 1
  /// `SYN_MT_REPORT`: ends one contact's packet (protocol A).
  public static let mtReport: UInt16 = 2
  /// `SYN_DROPPED`: the kernel's buffer overflowed and events were lost.
  public static let dropped: UInt16 = 3
}
