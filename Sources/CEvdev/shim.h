// C surface for Swift: libevdev (live evdev devices; event code names for traces).
#ifndef GESTURES_CEVDEV_SHIM_H
#define GESTURES_CEVDEV_SHIM_H

#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

// libevdev's log functions take a format and a va_list, which Swift cannot format: the device
// log handler below formats each message into a bounded line and hands that to a plain
// function, so no message about the device reaches stderr through libevdev's default handler.

/// The size of a formatted log line's buffer, its NUL included: a longer message is cut and
/// ends with CEVDEV_LOG_TRUNCATED.
#define CEVDEV_LOG_LINE_SIZE 1024
#define CEVDEV_LOG_TRUNCATED " [truncated]"

/// Receives one formatted log line: the context it was set up with, libevdev's priority
/// (enum libevdev_log_priority) and the line, NUL-terminated, as libevdev wrote it (often
/// ending with a newline; its text may hold any byte a device put in its name).
typedef void (*cevdev_log_line_fn)(void *context, int priority, const char *line);

/// Where a device's log lines go.
struct cevdev_log_target {
  cevdev_log_line_fn log_line;
  void *log_context;
};

// libevdev_set_fd clears a device's log user data (it keeps the handler and the priority), and
// it logs (an axis range it corrects, naming the device): while it runs, the target is found
// here, set on this thread for that call only.
static inline const struct cevdev_log_target **cevdev_log_opening(void) {
  static __thread const struct cevdev_log_target *opening;
  return &opening;
}

static inline void cevdev_log_handler(const struct libevdev *dev,
                                      enum libevdev_log_priority priority, void *data,
                                      const char *file, int line_number, const char *func,
                                      const char *format, va_list args) {
  (void)dev, (void)file, (void)line_number, (void)func;
  const struct cevdev_log_target *target = data ? data : *cevdev_log_opening();
  if (!target || !target->log_line) return;
  char line[CEVDEV_LOG_LINE_SIZE];
  int n = vsnprintf(line, sizeof line, format, args);
  if (n < 0) {
    snprintf(line, sizeof line, "(a message that could not be formatted: %s)", format);
  } else if ((size_t)n >= sizeof line) {
    memcpy(line + sizeof line - sizeof CEVDEV_LOG_TRUNCATED, CEVDEV_LOG_TRUNCATED,
           sizeof CEVDEV_LOG_TRUNCATED);
  }
  target->log_line(target->log_context, (int)priority, line);
}

/// libevdev_set_fd(dev, fd), with the device's log messages (at libevdev's log priority,
/// INFO unless changed) sent to `target` while the descriptor is set and afterwards. `target`
/// must outlive `dev`.
static inline int cevdev_set_fd_logged(struct libevdev *dev, int fd,
                                       const struct cevdev_log_target *target) {
  enum libevdev_log_priority priority = libevdev_get_log_priority();
  libevdev_set_device_log_function(dev, cevdev_log_handler, priority, (void *)target);
  *cevdev_log_opening() = target;
  int rc = libevdev_set_fd(dev, fd);
  *cevdev_log_opening() = NULL;
  libevdev_set_device_log_function(dev, cevdev_log_handler, priority, (void *)target);
  return rc;
}

#endif
