/* lab-ff: a uinput force-feedback device for the device lab (issue 6) that logs every upload,
 * play, stop, erase and gain a client sends, with CLOCK_MONOTONIC times, and checks the
 * invariants the haptics scheduler promises: never more effects than the maximum, nothing left
 * playing. Built statically on the host like lab-play.
 *
 * Usage: lab-ff [--max N] [--name NAME] [--unplug-after MS]
 *   Creates the device (FF_RUMBLE, FF_PERIODIC with SINE/SQUARE/TRIANGLE, FF_GAIN; BTN_GAMEPAD
 *   so the client sees two motors; ff_effects_max N, default 4), prints "node /dev/input/eventN"
 *   on stdout, then one line per request:
 *     T_US upload id=I new|update type=rumble strong=S weak=W length=L
 *     T_US upload id=I new|update type=periodic waveform=sine period=P magnitude=M length=L
 *     T_US play id=I count=C        T_US stop id=I        T_US erase id=I        T_US gain G
 *   each followed by read=R_US. T_US is CLOCK_MONOTONIC in us when the kernel handed the request
 *   to the device (uinput's own stamp on it), R_US when lab-ff read it. A play ends at its stop, its erase,
 *   or after its replay length, whichever comes first. With --unplug-after the device is
 *   destroyed MS ms after the first play (a device unplugged mid-pattern).
 *   On SIGINT/SIGTERM, or when the device is destroyed, prints
 *     summary uploads=U plays=P stops=S erases=E max-slots=M over-max=0|1 playing-at-end=IDS
 *   where playing-at-end lists effects still playing (not stopped, not erased, replay length
 *   not over) at that moment ("-" when none). */
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <linux/uinput.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#define MAXFX 96
static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

static volatile sig_atomic_t stopping;
static void on_signal(int s) { (void)s; stopping = 1; }

static int used[MAXFX], playing[MAXFX];
static long long play_end[MAXFX];
static int length_ms[MAXFX];
static int uploads, plays, stops, erases, slots, max_slots, over_max, max_effects = 4;

static const char *waveform(int w) {
  switch (w) {
  case FF_SINE: return "sine";
  case FF_SQUARE: return "square";
  case FF_TRIANGLE: return "triangle";
  default: return "other";
  }
}

static void summary(void) {
  long long t = now_us();
  printf("summary uploads=%d plays=%d stops=%d erases=%d max-slots=%d over-max=%d playing-at-end=",
         uploads, plays, stops, erases, max_slots, over_max);
  int any = 0;
  for (int i = 0; i < MAXFX; i++)
    if (playing[i] && (play_end[i] == 0 || play_end[i] > t)) { printf(any ? ",%d" : "%d", i); any = 1; }
  printf(any ? "\n" : "-\n");
  fflush(stdout);
}

int main(int argc, char **argv) {
  const char *name = "Gestures lab force feedback";
  long unplug_after = -1;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--max") && i + 1 < argc) max_effects = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--name") && i + 1 < argc) name = argv[++i];
    else if (!strcmp(argv[i], "--unplug-after") && i + 1 < argc) unplug_after = atol(argv[++i]);
    else { fprintf(stderr, "usage: lab-ff [--max N] [--name NAME] [--unplug-after MS]\n"); return 2; }
  }
  int fd = open("/dev/uinput", O_RDWR | O_CLOEXEC);
  if (fd < 0) { perror("lab-ff: /dev/uinput"); return 1; }
  ioctl(fd, UI_SET_EVBIT, EV_KEY);
  ioctl(fd, UI_SET_KEYBIT, BTN_GAMEPAD);
  ioctl(fd, UI_SET_EVBIT, EV_FF);
  int bits[] = {FF_RUMBLE, FF_PERIODIC, FF_SINE, FF_SQUARE, FF_TRIANGLE, FF_GAIN};
  for (unsigned i = 0; i < sizeof bits / sizeof *bits; i++) ioctl(fd, UI_SET_FFBIT, bits[i]);
  struct uinput_setup setup;
  memset(&setup, 0, sizeof setup);
  setup.id.bustype = BUS_VIRTUAL;
  setup.id.vendor = 0x1209;
  setup.id.product = 0x0006;
  snprintf(setup.name, sizeof setup.name, "%s", name);
  setup.ff_effects_max = max_effects;
  if (ioctl(fd, UI_DEV_SETUP, &setup) < 0 || ioctl(fd, UI_DEV_CREATE) < 0) {
    perror("lab-ff: create");
    return 1;
  }
  char sys[64] = "";
  if (ioctl(fd, UI_GET_SYSNAME(sizeof sys), sys) >= 0) {
    /* /sys/devices/virtual/input/inputN/eventM */
    char path[160];
    snprintf(path, sizeof path, "/sys/devices/virtual/input/%s", sys);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "ls %s | grep '^event'", path);
    FILE *p = popen(cmd, "r");
    char ev[32] = "";
    if (p && fgets(ev, sizeof ev, p)) { ev[strcspn(ev, "\n")] = 0; printf("node /dev/input/%s\n", ev); }
    if (p) pclose(p);
  }
  fflush(stdout);
  signal(SIGINT, on_signal);
  signal(SIGTERM, on_signal);
  long long unplug_at = 0;
  while (!stopping) {
    if (unplug_at && now_us() >= unplug_at) {
      printf("%lld unplug\n", now_us());
      summary();
      ioctl(fd, UI_DEV_DESTROY);
      close(fd);
      return 0;
    }
    struct pollfd pfd = {fd, POLLIN, 0};
    if (poll(&pfd, 1, 5) <= 0) continue;
    struct input_event e;
    if (read(fd, &e, sizeof e) != sizeof e) continue;
    /* uinput stamps each request with CLOCK_MONOTONIC (ktime_get_ts64) when the kernel hands it
     * to the device: the moment a driver in the kernel would act on it. That is the time logged;
     * when we read it (our own wake-up in the emulated guest) is logged as read=. */
    long long got = now_us();
    long long t = e.input_event_sec * 1000000LL + e.input_event_usec;
    if (t <= 0 || t > got || got - t > 1000000) t = got;
    if (e.type == EV_UINPUT && e.code == UI_FF_UPLOAD) {
      struct uinput_ff_upload up;
      memset(&up, 0, sizeof up);
      up.request_id = e.value;
      ioctl(fd, UI_BEGIN_FF_UPLOAD, &up);
      int id = up.effect.id;
      int fresh = id >= 0 && id < MAXFX && !used[id];
      if (fresh) { used[id] = 1; slots++; if (slots > max_slots) max_slots = slots; }
      if (slots > max_effects) over_max = 1;
      if (id >= 0 && id < MAXFX) length_ms[id] = up.effect.replay.length;
      uploads++;
      if (up.effect.type == FF_RUMBLE)
        printf("%lld upload id=%d %s type=rumble strong=%u weak=%u length=%u read=%lld\n", t, id,
               fresh ? "new" : "update", up.effect.u.rumble.strong_magnitude,
               up.effect.u.rumble.weak_magnitude, up.effect.replay.length, got);
      else if (up.effect.type == FF_PERIODIC)
        printf("%lld upload id=%d %s type=periodic waveform=%s period=%u magnitude=%d length=%u "
               "read=%lld\n",
               t, id, fresh ? "new" : "update", waveform(up.effect.u.periodic.waveform),
               up.effect.u.periodic.period, up.effect.u.periodic.magnitude, up.effect.replay.length,
               got);
      else
        printf("%lld upload id=%d %s type=%u\n", t, id, fresh ? "new" : "update", up.effect.type);
      /* An update of a playing effect restarts its replay (as ff-memless does). */
      if (id >= 0 && id < MAXFX && playing[id] && length_ms[id])
        play_end[id] = t + length_ms[id] * 1000LL;
      up.retval = 0;
      ioctl(fd, UI_END_FF_UPLOAD, &up);
    } else if (e.type == EV_UINPUT && e.code == UI_FF_ERASE) {
      struct uinput_ff_erase er;
      memset(&er, 0, sizeof er);
      er.request_id = e.value;
      ioctl(fd, UI_BEGIN_FF_ERASE, &er);
      int id = er.effect_id;
      if (id >= 0 && id < MAXFX && used[id]) { used[id] = 0; slots--; playing[id] = 0; }
      erases++;
      printf("%lld erase id=%d read=%lld\n", t, id, got);
      er.retval = 0;
      ioctl(fd, UI_END_FF_ERASE, &er);
    } else if (e.type == EV_FF && e.code == FF_GAIN) {
      printf("%lld gain %d read=%lld\n", t, e.value, got);
    } else if (e.type == EV_FF && e.code < MAXFX) {
      int id = e.code;
      if (e.value) {
        plays++;
        playing[id] = 1;
        play_end[id] = length_ms[id] ? t + length_ms[id] * 1000LL : 0;
        printf("%lld play id=%d count=%d read=%lld\n", t, id, e.value, got);
        if (unplug_after >= 0 && !unplug_at) unplug_at = t + unplug_after * 1000LL;
      } else {
        stops++;
        playing[id] = 0;
        printf("%lld stop id=%d read=%lld\n", t, id, got);
      }
    }
    fflush(stdout);
  }
  summary();
  ioctl(fd, UI_DEV_DESTROY);
  close(fd);
  return 0;
}
