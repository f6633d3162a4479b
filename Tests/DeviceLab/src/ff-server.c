/* ff-server: a uinput force-feedback device for the device lab. Creates "Lab Rumble Pad" with
 * FF_RUMBLE, FF_PERIODIC (square, triangle, sine) and FF_GAIN, 16 effect slots, prints
 * "ff-server: /dev/input/eventN", then services the kernel's upload and erase requests and logs
 * every upload, erase, play, stop and gain with its CLOCK_MONOTONIC time. On SIGTERM or SIGINT
 * it prints a summary line
 *   ff-server: uploads U updates D erases E plays P stops S gain G left-uploaded L
 * (L: effects uploaded and never erased) and exits 0. Built statically by run.sh.
 * Adapted from shared/research/vmlab/src/fftest.c. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <linux/uinput.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t stop;
static void on_signal(int sig) { (void)sig; stop = 1; }

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(void) {
  int fd = open("/dev/uinput", O_RDWR | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) { perror("ff-server: /dev/uinput"); return 1; }
  int ffbits[] = {FF_RUMBLE, FF_PERIODIC, FF_SQUARE, FF_TRIANGLE, FF_SINE, FF_GAIN};
  if (ioctl(fd, UI_SET_EVBIT, EV_FF) < 0) { perror("UI_SET_EVBIT"); return 1; }
  for (unsigned i = 0; i < sizeof ffbits / sizeof ffbits[0]; i++)
    if (ioctl(fd, UI_SET_FFBIT, ffbits[i]) < 0) { perror("UI_SET_FFBIT"); return 1; }
  struct uinput_setup setup = {0};
  setup.id.bustype = BUS_USB;
  setup.id.vendor = 0x1234;
  setup.id.product = 0x5678;
  strcpy(setup.name, "Lab Rumble Pad");
  setup.ff_effects_max = 16;
  if (ioctl(fd, UI_DEV_SETUP, &setup) < 0 || ioctl(fd, UI_DEV_CREATE) < 0) {
    perror("ff-server: create");
    return 1;
  }
  char sys[64] = "";
  if (ioctl(fd, UI_GET_SYSNAME(sizeof sys), sys) < 0) { perror("UI_GET_SYSNAME"); return 1; }
  /* The event node is the eventN under /sys/devices/virtual/input/<sys>/. */
  char node[128] = "";
  for (int tries = 0; tries < 100 && !node[0]; tries++) {
    for (int n = 0; n < 64 && !node[0]; n++) {
      char path[256];
      snprintf(path, sizeof path, "/sys/devices/virtual/input/%s/event%d", sys, n);
      if (access(path, F_OK) == 0) snprintf(node, sizeof node, "/dev/input/event%d", n);
    }
    if (!node[0]) usleep(20000);
  }
  printf("ff-server: %s\n", node);
  fflush(stdout);
  signal(SIGTERM, on_signal);
  signal(SIGINT, on_signal);
  int uploaded[16] = {0};
  int uploads = 0, updates = 0, erases = 0, plays = 0, stops = 0, gain = -1;
  while (!stop) {
    struct pollfd p = {fd, POLLIN, 0};
    if (poll(&p, 1, 100) <= 0) continue;
    struct input_event e;
    while (read(fd, &e, sizeof e) == sizeof e) {
      if (e.type == EV_UINPUT && e.code == UI_FF_UPLOAD) {
        struct uinput_ff_upload up = {0};
        up.request_id = e.value;
        if (ioctl(fd, UI_BEGIN_FF_UPLOAD, &up) < 0) { perror("UI_BEGIN_FF_UPLOAD"); continue; }
        struct ff_effect *f = &up.effect;
        if (f->type == FF_RUMBLE)
          printf("[%.6f] UPLOAD id=%d rumble strong=0x%04x weak=0x%04x length=%u delay=%u\n", now(),
                 f->id, f->u.rumble.strong_magnitude, f->u.rumble.weak_magnitude,
                 f->replay.length, f->replay.delay);
        else if (f->type == FF_PERIODIC)
          printf("[%.6f] UPLOAD id=%d periodic waveform=0x%x period=%u magnitude=%d length=%u\n",
                 now(), f->id, f->u.periodic.waveform, f->u.periodic.period,
                 f->u.periodic.magnitude, f->replay.length);
        else
          printf("[%.6f] UPLOAD id=%d type=0x%x\n", now(), f->id, f->type);
        if (up.old.type) updates++;
        uploads++;
        if (f->id >= 0 && f->id < 16) uploaded[f->id] = 1;
        up.retval = 0;
        ioctl(fd, UI_END_FF_UPLOAD, &up);
      } else if (e.type == EV_UINPUT && e.code == UI_FF_ERASE) {
        struct uinput_ff_erase er = {0};
        er.request_id = e.value;
        if (ioctl(fd, UI_BEGIN_FF_ERASE, &er) < 0) { perror("UI_BEGIN_FF_ERASE"); continue; }
        printf("[%.6f] ERASE id=%u\n", now(), er.effect_id);
        if (er.effect_id < 16) uploaded[er.effect_id] = 0;
        erases++;
        er.retval = 0;
        ioctl(fd, UI_END_FF_ERASE, &er);
      } else if (e.type == EV_FF && e.code == FF_GAIN) {
        printf("[%.6f] GAIN 0x%04x\n", now(), e.value);
        gain = e.value;
      } else if (e.type == EV_FF) {
        printf("[%.6f] %s id=%u value=%d\n", now(), e.value ? "PLAY" : "STOP", e.code, e.value);
        if (e.value) plays++; else stops++;
      }
      fflush(stdout);
    }
  }
  int left = 0;
  for (int i = 0; i < 16; i++) left += uploaded[i];
  printf("ff-server: uploads %d updates %d erases %d plays %d stops %d gain %d left-uploaded %d\n",
         uploads, updates, erases, plays, stops, gain, left);
  ioctl(fd, UI_DEV_DESTROY);
  close(fd);
  return 0;
}
