/* lab-play: plays the events of an evemu recording onto an evdev node, like evemu-play, but
 * on an absolute schedule: each frame is written at start + (its time - the first event's
 * time) on CLOCK_MONOTONIC, start being the first frame's write, so lateness never
 * accumulates. evemu-play sleeps from event to event, and under QEMU TCG each sleep overshoots
 * by about a millisecond, which made a 0.7 s recording last 0.9 s. Built statically on the
 * host by Tests/DeviceLab/run.sh.
 *
 * Usage: lab-play /dev/input/eventN < recording
 * Prints "lab-play: N events, M frames, late p50/max X/Y us, first write at T us" to stderr (T:
 * CLOCK_MONOTONIC just before the first frame's write, a lower bound of its kernel time). */
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

static int cmp(const void *a, const void *b) {
  long long x = *(const long long *)a, y = *(const long long *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: lab-play /dev/input/eventN < recording\n");
    return 2;
  }
  int fd = open(argv[1], O_WRONLY | O_CLOEXEC);
  if (fd < 0) {
    fprintf(stderr, "lab-play: %s: %s\n", argv[1], strerror(errno));
    return 1;
  }
  char line[512];
  struct input_event frame[256];
  int n = 0;
  long long first = -1, start = 0, frame_time = 0, first_write = 0;
  long events = 0, frames = 0, nlate = 0, cap = 4096;
  long long *late = malloc(cap * sizeof *late);
  while (fgets(line, sizeof line, stdin)) {
    unsigned long sec, usec;
    unsigned type, code;
    int value;
    if (sscanf(line, "E: %lu.%lu %x %x %d", &sec, &usec, &type, &code, &value) != 5) continue;
    long long t = (long long)sec * 1000000LL + usec;
    if (first < 0) {
      first = t;
      start = now_us();
    }
    if (n == 0) frame_time = t;
    memset(&frame[n], 0, sizeof frame[n]);
    frame[n].type = type;
    frame[n].code = code;
    frame[n].value = value;
    n++;
    events++;
    if ((type == EV_SYN && code == SYN_REPORT) || n == 256) {
      long long target = start + (frame_time - first);
      struct timespec ts = {target / 1000000, (target % 1000000) * 1000};
      while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) == EINTR) {}
      long long now = now_us();
      if (!first_write) {
        /* The schedule starts at the first write, however late it comes after reading the
         * first line: a listener counts its times from it (libinput debug-events does), so a
         * late start caught up on by the next frames would squeeze the recording's start. */
        first_write = now;
        start = now - (frame_time - first);
        target = now;
      }
      if (nlate == cap) late = realloc(late, (cap *= 2) * sizeof *late);
      late[nlate++] = now - target;
      if (write(fd, frame, n * sizeof frame[0]) < 0) {
        fprintf(stderr, "lab-play: write: %s\n", strerror(errno));
        return 1;
      }
      frames++;
      n = 0;
    }
  }
  if (n > 0 && write(fd, frame, n * sizeof frame[0]) < 0) return 1;
  qsort(late, nlate, sizeof *late, cmp);
  fprintf(stderr, "lab-play: %ld events, %ld frames, late p50/max %lld/%lld us, first write at %lld us\n",
          events, frames, nlate ? late[nlate / 2] : 0, nlate ? late[nlate - 1] : 0, first_write);
  return 0;
}
