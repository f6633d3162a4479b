/* lab-read: reads evdev nodes and prints every event with its kernel timestamp, for the actions
 * scenarios (86-actions.sh, 87-desktop-readme.sh): what the tool's virtual keyboard and pointer
 * really send, and when, beside the touchpad events that caused it. Each node is switched to
 * CLOCK_MONOTONIC (EVIOCSCLOCKID), the clock gesture-replay and lab-play use, so the stamps
 * compare with lab-play's "first write at" and with each other. Built statically on the host by
 * Tests/DeviceLab/run.sh.
 *
 * Usage: lab-read [--no-syn] LABEL=/dev/input/eventN...   (until SIGTERM/SIGINT)
 * Prints "ready" once every node is open, then one line per event, flushed at once:
 *   LABEL SEC.USEC TYPE CODE VALUE     (type, code decimal)
 * --no-syn leaves out EV_SYN events (SYN_REPORT, SYN_MT_REPORT) but never SYN_DROPPED (0 3 0):
 * the kernel's buffer for this reader overflowed and events were lost, which a scenario that
 * compares event streams must see. On SIGTERM/SIGINT it prints "lab-read: N events, D dropped"
 * (D: the SYN_DROPPED count) to stderr and exits 0. */
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAXN 16

static volatile sig_atomic_t stopping;
static void on_signal(int s) { (void)s; stopping = 1; }

int main(int argc, char **argv) {
  struct pollfd fds[MAXN];
  const char *labels[MAXN];
  int n = 0, nosyn = 0;
  long total = 0, drops = 0;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--no-syn")) {
      nosyn = 1;
      continue;
    }
    char *eq = strchr(argv[i], '=');
    if (!eq || n == MAXN) {
      fprintf(stderr, "usage: lab-read [--no-syn] LABEL=/dev/input/eventN...\n");
      return 2;
    }
    *eq = 0;
    int fd = open(eq + 1, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
      fprintf(stderr, "lab-read: %s: %s\n", eq + 1, strerror(errno));
      return 1;
    }
    int clk = CLOCK_MONOTONIC;
    if (ioctl(fd, EVIOCSCLOCKID, &clk) < 0) {
      fprintf(stderr, "lab-read: %s: EVIOCSCLOCKID: %s\n", eq + 1, strerror(errno));
      return 1;
    }
    labels[n] = argv[i];
    fds[n].fd = fd;
    fds[n].events = POLLIN;
    n++;
  }
  if (n == 0) {
    fprintf(stderr, "usage: lab-read [--no-syn] LABEL=/dev/input/eventN...\n");
    return 2;
  }
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal; /* no SA_RESTART: poll returns EINTR */
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGINT, &sa, NULL);
  setvbuf(stdout, NULL, _IOLBF, 0);
  printf("ready\n");
  while (!stopping) {
    int r = poll(fds, n, -1);
    if (r < 0) {
      if (errno == EINTR) continue;
      perror("lab-read: poll");
      return 1;
    }
    for (int i = 0; i < n; i++) {
      if (fds[i].revents & (POLLERR | POLLHUP | POLLNVAL)) {
        fprintf(stderr, "lab-read: %s: gone\n", labels[i]);
        fds[i].fd = -1;
        continue;
      }
      if (!(fds[i].revents & POLLIN)) continue;
      struct input_event ev[64];
      ssize_t got;
      while ((got = read(fds[i].fd, ev, sizeof ev)) > 0) {
        for (size_t k = 0; k < (size_t)got / sizeof ev[0]; k++) {
          int dropped = ev[k].type == EV_SYN && ev[k].code == SYN_DROPPED;
          drops += dropped;
          if (nosyn && ev[k].type == EV_SYN && !dropped) continue;
          printf("%s %ld.%06ld %u %u %d\n", labels[i], (long)ev[k].input_event_sec,
                 (long)ev[k].input_event_usec, ev[k].type, ev[k].code, ev[k].value);
          total++;
        }
      }
    }
  }
  fprintf(stderr, "lab-read: %ld events, %ld dropped\n", total, drops);
  return 0;
}
