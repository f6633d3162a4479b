// libevemu, for the benchmark's reference reader (evemu_read / evemu_read_event).
#ifndef GESTURES_CEVEMU_SHIM_H
#define GESTURES_CEVEMU_SHIM_H

#include <stdio.h>
#include <linux/input.h>
#include <evemu.h>

#endif
