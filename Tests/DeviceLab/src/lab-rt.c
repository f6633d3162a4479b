/* lab-rt: runs a command at a real-time priority (SCHED_FIFO), as chrt(1) does; the guest's
 * busybox has no chrt. The libinput judge (75-libinput-judge.sh) runs `libinput debug-events`
 * and lab-play under it: debug-events counts its times from the moment it first wakes up, and
 * with four plays sharing one emulated vCPU that wake-up came up to 56 ms late, which made
 * every libinput time of the recording that much early; libinput's timers (tap, hold) fire on
 * time too.
 *
 * debug-events is raised once it has started (lab-rt -p): its start-up (reading libinput's
 * quirks, slow under TCG) at a real-time priority held the other jobs' players up to 130 ms.
 *
 * Usage: lab-rt PRIORITY COMMAND [ARG...]   (PRIORITY 1..99; execs COMMAND)
 *        lab-rt -p PRIORITY PID             (the running process PID) */
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int usage(void) {
  fprintf(stderr, "usage: lab-rt PRIORITY(1..99) COMMAND [ARG...] | lab-rt -p PRIORITY PID\n");
  return 2;
}

int main(int argc, char **argv) {
  int pid_mode = argc > 1 && strcmp(argv[1], "-p") == 0;
  if (pid_mode) {
    argv++;
    argc--;
  }
  char *end = NULL;
  long prio = argc > 2 ? strtol(argv[1], &end, 10) : 0;
  if (argc < 3 || *end != '\0' || prio < 1 || prio > 99) return usage();
  struct sched_param p = {.sched_priority = (int)prio};
  if (pid_mode) {
    long pid = strtol(argv[2], &end, 10);
    if (*end != '\0' || pid <= 0 || argc != 3) return usage();
    if (sched_setscheduler((pid_t)pid, SCHED_FIFO, &p) != 0) {
      fprintf(stderr, "lab-rt: %ld: %s\n", pid, strerror(errno));
      return 1;
    }
    return 0;
  }
  if (sched_setscheduler(0, SCHED_FIFO, &p) != 0)
    fprintf(stderr, "lab-rt: sched_setscheduler: %s (running at the normal priority)\n", strerror(errno));
  execvp(argv[2], argv + 2);
  fprintf(stderr, "lab-rt: %s: %s\n", argv[2], strerror(errno));
  return 127;
}
