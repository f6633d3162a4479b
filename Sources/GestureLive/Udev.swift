import CEvdev
import CInput
import CLinuxInput
import GestureTraces
import Gestures
import Glibc

/// The little of libudev the live sources need: a node's input properties, the input devices
/// of a seat, and a monitor for input devices coming and going.
public enum Udev {
  /// The udev properties of the device behind the character device `node` whose names start
  /// with `ID_INPUT` or `LIBINPUT` (what `libinput record` keeps), or none when udev does not
  /// know the node (no udevd, not a device node).
  public static func properties(ofNode node: String) -> [String: String] {
    var st = stat()
    guard PathBytes.withCString(node, { stat($0, &st) }) == 0, (st.st_mode & S_IFMT) == S_IFCHR,
      let udev = udev_new()
    else {
      return [:]
    }
    defer { udev_unref(udev) }
    guard let device = udev_device_new_from_devnum(udev, CChar(UInt8(ascii: "c")), st.st_rdev)
    else { return [:] }
    defer { udev_device_unref(device) }
    return inputProperties(device)
  }

  static func inputProperties(_ device: OpaquePointer) -> [String: String] {
    var result: [String: String] = [:]
    var entry = udev_device_get_properties_list_entry(device)
    while let e = entry {
      if let n = udev_list_entry_get_name(e) {
        let name = String(cString: n)
        if name.hasPrefix("ID_INPUT") || name.hasPrefix("LIBINPUT") {
          result[name] = udev_list_entry_get_value(e).map { String(cString: $0) } ?? ""
        }
      }
      entry = udev_list_entry_get_next(e)
    }
    return result
  }

  /// True when udev's device `device` is an input event node on `seat` with a touch surface
  /// (touchscreen or touchpad) or, with `anyInput`, any input device.
  static func isTouchNode(_ device: OpaquePointer, seat: String, anyInput: Bool) -> String? {
    guard let nodePointer = udev_device_get_devnode(device) else { return nil }
    let node = String(cString: nodePointer)
    guard node.hasPrefix("/dev/input/event") else { return nil }
    func property(_ name: String) -> String? {
      udev_device_get_property_value(device, name).map { String(cString: $0) }
    }
    guard property("ID_INPUT") == "1" else { return nil }
    let deviceSeat = property("ID_SEAT") ?? "seat0"
    guard deviceSeat == seat else { return nil }
    if anyInput { return node }
    if property("ID_INPUT_TOUCHSCREEN") == "1" || property("ID_INPUT_TOUCHPAD") == "1"
      || property("ID_INPUT_TABLET") == "1"
    {
      return node
    }
    return nil
  }

  /// The event nodes of the touch devices (touchscreens, touchpads, tablets' touch parts) that
  /// udev puts on `seat` (devices without `ID_SEAT` are on `seat0`), sorted by node number.
  public static func touchNodes(seat: String) -> [String] {
    guard let udev = udev_new() else { return [] }
    defer { udev_unref(udev) }
    guard let enumerate = udev_enumerate_new(udev) else { return [] }
    defer { udev_enumerate_unref(enumerate) }
    udev_enumerate_add_match_subsystem(enumerate, "input")
    udev_enumerate_scan_devices(enumerate)
    var nodes: [String] = []
    var entry = udev_enumerate_get_list_entry(enumerate)
    while let e = entry {
      if let syspath = udev_list_entry_get_name(e),
        let device = udev_device_new_from_syspath(udev, syspath)
      {
        if let node = isTouchNode(device, seat: seat, anyInput: false) { nodes.append(node) }
        udev_device_unref(device)
      }
      entry = udev_list_entry_get_next(e)
    }
    return nodes.sorted { DeviceList.nodeNumber($0) < DeviceList.nodeNumber($1) }
  }
}
