/// The physical geometry of a touch surface: how raw axis values map to millimetres.
///
/// Position axes without a resolution get their size from udev; failing that, touchpads are
/// taken to be 69 × 50 mm (libinput's own assumption for touchpads without resolution) and
/// touchscreens to have a 254 mm (10 inch) diagonal with square units. Either way ``notice``
/// says so, and tools print it once.
public struct TouchSurface: Hashable, Sendable {
  /// libinput's assumed touchpad size when neither resolution nor udev give one, in mm.
  public static let fallbackTouchpadSize = (width: 69.0, height: 50.0)
  /// Assumed diagonal of a touchscreen with neither resolution nor udev size, in mm.
  public static let fallbackTouchscreenDiagonal = 254.0

  /// The udev sizes used, in mm (above 0, at most 10 m): another value (`inf`, `nan`, `-5`,
  /// `1e308`) is ignored as if missing, and the fallback applies.
  public static let udevSizes: ClosedRange<Double> = Double.leastNonzeroMagnitude...10_000

  /// Surface width in millimetres.
  public var width: Double
  /// Surface height in millimetres.
  public var height: Double
  /// Where the millimetre scale came from (the axes' resolution, udev, or a fallback).
  public var scaleSource: ScaleSource
  /// Raw minimum of the x and y axes (the surface's left and top edges).
  public var minimumX: Int32
  /// Raw minimum of the y axis (the surface's top edge).
  public var minimumY: Int32
  /// Units per millimetre along x and y.
  public var unitsPerMillimetreX: Double
  /// Units per millimetre along y.
  public var unitsPerMillimetreY: Double
  /// Set when the scale is not the device's own: what was assumed, for the user.
  public var notice: String?

  /// The geometry of `device`'s position axes (`ABS_MT_POSITION_X/Y`, else `ABS_X/Y`), or nil
  /// when the device has none.
  public init?(device: DeviceDescription) {
    let mt =
      device.absInfo[AbsCode.mtPositionX] != nil && device.absInfo[AbsCode.mtPositionY] != nil
    guard let ax = device.absInfo[mt ? AbsCode.mtPositionX : AbsCode.x],
      let ay = device.absInfo[mt ? AbsCode.mtPositionY : AbsCode.y]
    else { return nil }
    // checked: Int32 axis limits, not floating point
    let rangeX = Double(max(1, Int64(ax.maximum) - Int64(ax.minimum)))
    // checked: Int32 axis limits
    let rangeY = Double(max(1, Int64(ay.maximum) - Int64(ay.minimum)))
    minimumX = ax.minimum
    minimumY = ay.minimum
    notice = nil
    if ax.resolution > 0 && ay.resolution > 0 {
      unitsPerMillimetreX = Double(ax.resolution)
      unitsPerMillimetreY = Double(ay.resolution)
      scaleSource = .resolution
    } else if let w = device.udevProperties["ID_INPUT_WIDTH_MM"].flatMap(Double.init),
      Self.udevSizes.contains(w),
      let h = device.udevProperties["ID_INPUT_HEIGHT_MM"].flatMap(Double.init),
      Self.udevSizes.contains(h)
    {
      unitsPerMillimetreX = rangeX / w
      unitsPerMillimetreY = rangeY / h
      scaleSource = .udev
      notice = "\"\(device.name)\" reports no axis resolution; using udev's size \(w)×\(h) mm"
    } else if device.kind == .touchpad {
      let size = Self.fallbackTouchpadSize
      unitsPerMillimetreX = rangeX / size.width
      unitsPerMillimetreY = rangeY / size.height
      scaleSource = .fallback
      notice =
        "\"\(device.name)\" reports no axis resolution and no udev size; assuming a "
        + "\(Int(clamping: size.width))×\(Int(clamping: size.height)) mm touchpad"
    } else {
      let diagonalUnits = (rangeX * rangeX + rangeY * rangeY).squareRoot()
      let scale = diagonalUnits / Self.fallbackTouchscreenDiagonal
      unitsPerMillimetreX = scale
      unitsPerMillimetreY = scale
      scaleSource = .fallback
      notice =
        "\"\(device.name)\" reports no axis resolution and no udev size; assuming a "
        + "\(Int(clamping: Self.fallbackTouchscreenDiagonal)) mm (10 inch) diagonal with square units"
    }
    width = rangeX / unitsPerMillimetreX
    height = rangeY / unitsPerMillimetreY
  }

  /// Millimetres from the left edge for a raw x value.
  @inlinable public func millimetres(x raw: Int32) -> Double {
    Double(Int64(raw) - Int64(minimumX)) / unitsPerMillimetreX
  }

  /// Millimetres from the top edge for a raw y value.
  @inlinable public func millimetres(y raw: Int32) -> Double {
    Double(Int64(raw) - Int64(minimumY)) / unitsPerMillimetreY
  }
}
