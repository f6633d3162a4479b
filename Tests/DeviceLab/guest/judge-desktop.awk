# The desktop scene's actions that libinput's gestures map to (75-libinput-judge.sh), under the
# mapping README.md documents ("How libinput's gestures map to the desktop scene"):
#   GESTURE_SWIPE_END, 3 or 4 fingers, not cancelled: the whole motion (the sum of the
#     updates' unaccelerated deltas, in mm) along its main axis, 20 mm or more:
#     swipe-3 / swipe-4 ended with that direction's key;
#   GESTURE_PINCH_UPDATE, 2 fingers: the sum of the angle deltas, one volume step per 15° from
#     where the steps last were (pinch changed +1 volumeup, −1 volumedown);
#   GESTURE_PINCH_END, 2 fingers, not cancelled: scale 0.8 or less pinch ended super+s (in),
#     1.2 or more super+a (out);
#   a tap's BTN_MIDDLE (not within 20 ms of a physical button press in the recording):
#     tap-3 ended, button middle.
# Scrolls, pointer motion, holds and physical clicks map to nothing. Input: the recording
# (evemu), then what `libinput debug-events --enable-tap` printed. Output: one action a line,
# as the action log names them (`pinch ended: key super+s`).
FNR == NR {
  if ($1 != "E:") next
  split($2, s, ".")
  sub(/^0+/, "", s[2])  # busybox awk reads "064203" as octal
  if (!seen) { s0 = s[1]; u0 = s[2]; seen = 1 }
  if ($3 == "0001" && ($4 == "0110" || $4 == "0111" || $4 == "0112") && $5 + 0 == 1)
    click[++nclick] = (s[1] - s0) + (s[2] - u0) / 1e6
  next
}
function t(f) { sub(/^\+/, "", f); sub(/s$/, "", f); f += 0; if (f > 4294000) f -= 4294967.296; return f }
function physical(x,  i) {
  for (i = 1; i <= nclick; i++) if (x - click[i] <= 0.02 && click[i] - x <= 0.02) return 1
  return 0
}
# The numbers after the finger count: dx/dy (dx/dy unaccelerated) [scale @ angle].
function numbers(  line, n) {
  line = ""
  for (i = 5; i <= NF; i++) line = line " " $i
  gsub(/[\/()@]|unaccelerated/, " ", line)
  return split(line, v, " ")
}
# libinput 1.26 and later print how many times an event type repeated (motion, scrolls,
# gesture updates) between the type and the time: "POINTER_SCROLL_FINGER  12 +0.389s". Dropped,
# so that the time is always $3.
FNR != NR && $3 ~ /^[0-9]+$/ { $3 = ""; $0 = $0 }
$2 == "GESTURE_SWIPE_BEGIN" { sx = 0; sy = 0; next }
$2 == "GESTURE_SWIPE_UPDATE" { if (numbers() >= 4) { sx += v[3]; sy += v[4] } next }
$2 == "GESTURE_SWIPE_END" {
  n = $4 + 0
  if ($5 == "cancelled" || (n != 3 && n != 4)) next
  # libinput's touchpad "unaccelerated" deltas are 1000 dpi units times its constant filter's
  # 0.9 × TP_MAGIC_SLOWDOWN (0.2968; filter-touchpad.c, touchpad_constant_filter).
  x = sx * 25.4 / 1000 / (0.9 * 0.2968); y = sy * 25.4 / 1000 / (0.9 * 0.2968)
  if (x * x + y * y < 400) next  # 20 mm (busybox awk has no sqrt)
  d = (x < 0 ? -x : x) >= (y < 0 ? -y : y) ? (x > 0 ? "right" : "left") : (y > 0 ? "down" : "up")
  if (n == 3) k = d == "left" ? "super+Page_Down" : d == "right" ? "super+Page_Up" : d == "up" ? "super+s" : "Escape"
  else k = d == "left" ? "super+shift+Page_Down" : d == "right" ? "super+shift+Page_Up" : d == "up" ? "super+Up" : "super+Down"
  printf "swipe-%d ended: key %s\n", n, k
  next
}
$2 == "GESTURE_PINCH_BEGIN" { angle = 0; anchor = 0; scale = 1; next }
$2 == "GESTURE_PINCH_UPDATE" {
  if ($4 + 0 != 2 || numbers() < 6) next
  scale = v[5]; angle += v[6]
  delta = angle - anchor
  steps = int((delta < 0 ? -delta : delta) / 15)
  for (j = 0; j < steps; j++) print (delta > 0 ? "pinch changed +1: key volumeup" : "pinch changed −1: key volumedown")
  anchor += (delta > 0 ? 1 : -1) * steps * 15
  next
}
$2 == "GESTURE_PINCH_END" {
  if ($4 + 0 != 2 || $5 == "cancelled") next
  if (scale <= 0.8) print "pinch ended: key super+s"
  else if (scale >= 1.2) print "pinch ended: key super+a"
  next
}
$2 == "POINTER_BUTTON" && $4 == "BTN_MIDDLE" && $6 ~ /^pressed/ && !physical(t($3)) { mp = 1; next }
$2 == "POINTER_BUTTON" && $4 == "BTN_MIDDLE" && $6 ~ /^released/ && mp { print "tap-3 ended: button middle"; mp = 0; next }
