import CInput
import Gestures
import Glibc

extension LibinputSource {
  /// Configures a touchpad's libinput as `configuration` says: tapping, tap-and-drag, drag
  /// lock, the tap button map, the click method, the clickfinger map, three-finger drag. A
  /// setting the libinput it runs with lacks (drag lock `sticky` before 1.27, the clickfinger
  /// map before 1.26, three-finger drag before 1.28) keeps libinput's own.
  static func apply(_ configuration: TouchpadConfiguration, to dev: OpaquePointer) {
    guard libinput_device_config_tap_get_finger_count(dev) > 0 else { return }
    _ = libinput_device_config_tap_set_enabled(
      dev, configuration.tapping ? LIBINPUT_CONFIG_TAP_ENABLED : LIBINPUT_CONFIG_TAP_DISABLED)
    _ = libinput_device_config_tap_set_drag_enabled(
      dev, configuration.tapAndDrag ? LIBINPUT_CONFIG_DRAG_ENABLED : LIBINPUT_CONFIG_DRAG_DISABLED)
    // libinput 1.27's LIBINPUT_CONFIG_DRAG_LOCK_ENABLED_STICKY is 2; earlier ones refuse it.
    let lock: UInt32
    switch configuration.dragLock {
    case .disabled: lock = LIBINPUT_CONFIG_DRAG_LOCK_DISABLED.rawValue
    case .timeout: lock = LIBINPUT_CONFIG_DRAG_LOCK_ENABLED.rawValue
    case .sticky: lock = 2
    }
    _ = libinput_device_config_tap_set_drag_lock_enabled(
      dev, libinput_config_drag_lock_state(rawValue: lock))
    _ = libinput_device_config_tap_set_button_map(
      dev,
      configuration.tapButtonMap == .lrm ? LIBINPUT_CONFIG_TAP_MAP_LRM : LIBINPUT_CONFIG_TAP_MAP_LMR
    )
    // libinput 1.26's clickfinger map and 1.28's three-finger drag, when the libinput this
    // runs with has them (looked up at run time: the headers built against may be older).
    typealias Setter = @convention(c) (OpaquePointer, UInt32) -> UInt32
    func setter(_ name: String) -> Setter? {
      guard let me = dlopen(nil, RTLD_NOW), let f = dlsym(me, name) else { return nil }
      return unsafeBitCast(f, to: Setter.self)
    }
    // LIBINPUT_CONFIG_CLICKFINGER_MAP_LRM 0, _LMR 1.
    _ = setter("libinput_device_config_click_set_clickfinger_button_map")?(
      dev, configuration.clickfingerButtonMap == .lrm ? 0 : 1)
    // LIBINPUT_CONFIG_3FG_DRAG_DISABLED 0, _ENABLED_3FG 1, _ENABLED_4FG 2.
    _ = setter("libinput_device_config_3fg_drag_set_enabled")?(
      dev, UInt32(max(0, configuration.threeFingerDrag.fingers - 2)))
    if let method = configuration.clickMethod {
      let m: libinput_config_click_method
      switch method {
      case .disabled: m = LIBINPUT_CONFIG_CLICK_METHOD_NONE
      case .buttonAreas: m = LIBINPUT_CONFIG_CLICK_METHOD_BUTTON_AREAS
      case .clickfinger: m = LIBINPUT_CONFIG_CLICK_METHOD_CLICKFINGER
      }
      _ = libinput_device_config_click_set_method(dev, m)
    }
  }
}
