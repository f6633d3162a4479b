// C surface for Swift: libinput and libudev (live input, hotplug).
#ifndef GESTURES_CINPUT_SHIM_H
#define GESTURES_CINPUT_SHIM_H

#include <libinput.h>
#include <libudev.h>

#endif
