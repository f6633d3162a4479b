// C surface for Swift: libinput and libudev (live input, hotplug).
#ifndef GESTURES_CINPUT_SHIM_H
#define GESTURES_CINPUT_SHIM_H

#include <libinput.h>
#include <libudev.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

// libinput's log handler takes a format and a va_list, which Swift cannot format: the handler
// below formats each message into a bounded line and hands that to a plain function, so no
// message reaches stderr through libinput's default handler.

/// The size of a formatted log line's buffer, its NUL included: a longer message is cut and
/// ends with CINPUT_LOG_TRUNCATED.
#define CINPUT_LOG_LINE_SIZE 1024
#define CINPUT_LOG_TRUNCATED " [truncated]"

/// Receives one formatted log line: the context it was set up with, libinput's priority
/// (enum libinput_log_priority) and the line, NUL-terminated, as libinput wrote it (often
/// ending with a newline; its text may hold any byte a device or a path put in it).
typedef void (*cinput_log_line_fn)(void *context, int priority, const char *line);

/// What a libinput context's user data points to: the flag open_restricted reads (grab each
/// device opened) and where the context's log lines go.
struct cinput_context {
  int grab;
  cinput_log_line_fn log_line;
  void *log_context;
};

static inline void cinput_log_handler(struct libinput *li, enum libinput_log_priority priority,
                                      const char *format, va_list args) {
  struct cinput_context *context = libinput_get_user_data(li);
  if (!context || !context->log_line) return;
  char line[CINPUT_LOG_LINE_SIZE];
  int n = vsnprintf(line, sizeof line, format, args);
  if (n < 0) {
    snprintf(line, sizeof line, "(a message that could not be formatted: %s)", format);
  } else if ((size_t)n >= sizeof line) {
    memcpy(line + sizeof line - sizeof CINPUT_LOG_TRUNCATED, CINPUT_LOG_TRUNCATED,
           sizeof CINPUT_LOG_TRUNCATED);
  }
  context->log_line(context->log_context, (int)priority, line);
}

/// Sends `li`'s log messages (at its log priority, libinput's default ERROR unless changed) to
/// the log_line of the struct cinput_context that is its user data.
static inline void cinput_log_set_handler(struct libinput *li) {
  libinput_log_set_handler(li, cinput_log_handler);
}

#endif
