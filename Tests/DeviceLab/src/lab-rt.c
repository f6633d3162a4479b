/* lab-rt: runs a command at a real-time priority (SCHED_FIFO), as chrt(1) does; the guest's
 * busybox has no chrt. The libinput judge (75-libinput-judge.sh) runs `libinput debug-events`
 * and lab-play under it: debug-events counts its times from the moment it first wakes up, and
 * with four plays sharing one emulated vCPU that wake-up came up to 56 ms late, which made
 * every libinput time of the recording that much early; libinput's timers (tap, hold) fire on
 * time too.
 *
 * Usage: lab-rt PRIORITY COMMAND [ARG...]   (PRIORITY 1..99; execs COMMAND) */
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
  char *end = NULL;
  long prio = argc > 2 ? strtol(argv[1], &end, 10) : 0;
  if (argc < 3 || *end != '\0' || prio < 1 || prio > 99) {
    fprintf(stderr, "usage: lab-rt PRIORITY(1..99) COMMAND [ARG...]\n");
    return 2;
  }
  struct sched_param p = {.sched_priority = (int)prio};
  if (sched_setscheduler(0, SCHED_FIFO, &p) != 0)
    fprintf(stderr, "lab-rt: sched_setscheduler: %s (running at the normal priority)\n", strerror(errno));
  execvp(argv[2], argv + 2);
  fprintf(stderr, "lab-rt: %s: %s\n", argv[2], strerror(errno));
  return 127;
}
