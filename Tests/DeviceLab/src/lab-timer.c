/* lab-timer: the guest's own timer lateness, as a control for the haptics latency (issue 6).
 * A bare C loop sleeps to absolute CLOCK_MONOTONIC deadlines every PERIOD us (clock_nanosleep,
 * TIMER_ABSTIME) and writes one line per wake-up: how late it woke, in ms. Run beside
 * `haptics play` it shows what the emulated guest itself does to a punctual program at the same
 * moments: a play later than 5 ms while this control is as late is the guest's lateness, not the
 * scheduler's.
 *
 * Usage: lab-timer [--period US] > FILE   (until SIGTERM/SIGINT; default period 7000 us) */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static volatile sig_atomic_t stopping;
static void on_signal(int s) { (void)s; stopping = 1; }

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

int main(int argc, char **argv) {
  long period = 7000;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--period") && i + 1 < argc) period = atol(argv[++i]);
    else { fprintf(stderr, "usage: lab-timer [--period US]\n"); return 2; }
  }
  signal(SIGINT, on_signal);
  signal(SIGTERM, on_signal);
  long long deadline = now_us() + period;
  while (!stopping) {
    struct timespec ts = {deadline / 1000000, (deadline % 1000000) * 1000};
    if (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) != 0) continue;
    printf("%.3f\n", (now_us() - deadline) / 1000.0);
    fflush(stdout);
    deadline += period;
    /* After a stall, the next deadline is the next period from now, not a burst of catch-ups. */
    long long t = now_us();
    if (deadline <= t) deadline = t + period;
  }
  return 0;
}
