// C surface for Swift: libevdev (live evdev devices; event code names for traces).
#ifndef GESTURES_CEVDEV_SHIM_H
#define GESTURES_CEVDEV_SHIM_H

#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>

#endif
