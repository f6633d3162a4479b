// C surface for Swift: linux/input.h, uinput, timerfd/epoll/signalfd; headers only, no library.
// The ioctl request macros are function-like, which Swift cannot import; the static inline
// functions below give them names and types.
#ifndef GESTURES_CLINUXINPUT_SHIM_H
#define GESTURES_CLINUXINPUT_SHIM_H

#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <linux/uinput.h>
#include <poll.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <spawn.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

static inline int cinput_ioctl_eviocgversion(int fd, int *version) {
  return ioctl(fd, EVIOCGVERSION, version);
}
static inline int cinput_ioctl_eviocgid(int fd, struct input_id *id) {
  return ioctl(fd, EVIOCGID, id);
}
static inline int cinput_ioctl_eviocgname(int fd, char *buf, unsigned len) {
  return ioctl(fd, EVIOCGNAME(len), buf);
}
static inline int cinput_ioctl_eviocgprop(int fd, unsigned char *buf, unsigned len) {
  return ioctl(fd, EVIOCGPROP(len), buf);
}
static inline int cinput_ioctl_eviocgbit(int fd, unsigned type, unsigned char *buf, unsigned len) {
  return ioctl(fd, EVIOCGBIT(type, len), buf);
}
static inline int cinput_ioctl_eviocgabs(int fd, unsigned axis, struct input_absinfo *abs) {
  return ioctl(fd, EVIOCGABS(axis), abs);
}
static inline int cinput_ioctl_eviocgkey(int fd, unsigned char *buf, unsigned len) {
  return ioctl(fd, EVIOCGKEY(len), buf);
}
static inline int cinput_ioctl_eviocgrab(int fd, int grab) {
  return ioctl(fd, EVIOCGRAB, (void *)(long)grab);
}
static inline int cinput_ioctl_eviocgeffects(int fd, int *count) {
  return ioctl(fd, EVIOCGEFFECTS, count);
}
static inline int cinput_ioctl_eviocsff(int fd, struct ff_effect *effect) {
  return ioctl(fd, EVIOCSFF, effect);
}
static inline int cinput_ioctl_eviocrmff(int fd, int id) {
  return ioctl(fd, EVIOCRMFF, (void *)(long)id);
}
static inline int cinput_ioctl_ui_set_evbit(int fd, int bit) { return ioctl(fd, UI_SET_EVBIT, bit); }
static inline int cinput_ioctl_ui_set_keybit(int fd, int bit) { return ioctl(fd, UI_SET_KEYBIT, bit); }
static inline int cinput_ioctl_ui_set_absbit(int fd, int bit) { return ioctl(fd, UI_SET_ABSBIT, bit); }
static inline int cinput_ioctl_ui_set_ffbit(int fd, int bit) { return ioctl(fd, UI_SET_FFBIT, bit); }
static inline int cinput_ioctl_ui_set_propbit(int fd, int bit) { return ioctl(fd, UI_SET_PROPBIT, bit); }
static inline int cinput_ioctl_ui_dev_setup(int fd, struct uinput_setup *setup) {
  return ioctl(fd, UI_DEV_SETUP, setup);
}
static inline int cinput_ioctl_ui_abs_setup(int fd, struct uinput_abs_setup *setup) {
  return ioctl(fd, UI_ABS_SETUP, setup);
}
static inline int cinput_ioctl_ui_dev_create(int fd) { return ioctl(fd, UI_DEV_CREATE); }
static inline int cinput_ioctl_ui_dev_destroy(int fd) { return ioctl(fd, UI_DEV_DESTROY); }
static inline int cinput_ioctl_ui_begin_ff_upload(int fd, struct uinput_ff_upload *up) {
  return ioctl(fd, UI_BEGIN_FF_UPLOAD, up);
}
static inline int cinput_ioctl_ui_end_ff_upload(int fd, struct uinput_ff_upload *up) {
  return ioctl(fd, UI_END_FF_UPLOAD, up);
}
static inline int cinput_ioctl_ui_begin_ff_erase(int fd, struct uinput_ff_erase *er) {
  return ioctl(fd, UI_BEGIN_FF_ERASE, er);
}
static inline int cinput_ioctl_ui_end_ff_erase(int fd, struct uinput_ff_erase *er) {
  return ioctl(fd, UI_END_FF_ERASE, er);
}

// Processes, for the actions' program launcher: pidfds (Linux 5.3), waiting on one (5.4), the
// child subreaper, and glibc's closefrom file action (2.34, behind _GNU_SOURCE). The numbers are
// the kernel's ABI, the same on every architecture (the syscall table was unified at 424).
static inline int cinput_pidfd_open(pid_t pid) { return (int)syscall(434, pid, 0); }
static inline int cinput_pidfd_send_signal(int pidfd, int sig) {
  return (int)syscall(424, pidfd, sig, (void *)0, 0);
}
/// waitid(P_PIDFD, pidfd, info, options); P_PIDFD is 3.
static inline int cinput_waitid_pidfd(int pidfd, siginfo_t *info, int options) {
  return waitid((idtype_t)3, (id_t)pidfd, info, options);
}
static inline pid_t cinput_siginfo_pid(const siginfo_t *info) { return info->si_pid; }
static inline int cinput_siginfo_code(const siginfo_t *info) { return info->si_code; }
static inline int cinput_siginfo_status(const siginfo_t *info) { return info->si_status; }
static inline int cinput_set_child_subreaper(int on) {
  return prctl(PR_SET_CHILD_SUBREAPER, (unsigned long)on, 0, 0, 0);
}
static inline int cinput_is_child_subreaper(void) {
  int on = 0;
  return prctl(PR_GET_CHILD_SUBREAPER, (unsigned long)&on, 0, 0, 0) == 0 && on;
}
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *, int);
static inline int cinput_spawn_addclosefrom(posix_spawn_file_actions_t *actions, int from) {
  return posix_spawn_file_actions_addclosefrom_np(actions, from);
}

// pipe2 is behind _GNU_SOURCE, which Swift's Glibc module does not define.
extern int pipe2(int fds[2], int flags);
static inline int cinput_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

#endif
