/// `SYN_*` codes.
public enum SynCode {
  public static let report: UInt16 = 0
  public static let config: UInt16 = 1
  public static let mtReport: UInt16 = 2
  public static let dropped: UInt16 = 3
}
