# libinput's decisions (75-libinput-judge.sh). Input: the recording (evemu), then what
# `libinput debug-events --enable-tap` printed while lab-play played it. Output, one a line:
#   KIND FINGERS BEGIN END SCALE ANGLE FLAG
# KIND swipe, pinch, hold, scroll (2 fingers), drag (3 or 4 fingers, three-finger drag's
# BTN_LEFT), tap (BTN_LEFT/RIGHT/MIDDLE = 1/2/3 fingers),
# click (a physical press, FINGERS its button as a tap's: 1/2/3 for BTN_LEFT/RIGHT/MIDDLE);
# times in s from the recording's first event; SCALE the last PINCH_UPDATE's scale, ANGLE the
# sum of their angle deltas (degrees), "-" for the other kinds; FLAG cancelled or -.
#
# Time: debug-events counts from its first wake-up after the device was added, which is
# lab-play writing the recording's first frame (the path backend has nothing else to read), in
# whole ms of the events' kernel times. Its times are therefore the recording's own, early by
# that wake-up's latency: under 1 ms with debug-events at a real-time priority (lab-rt), up to
# 56 ms without it while four plays share the vCPU; a tap's press is stamped with the
# touch-down, which can come out as -0.001 s, printed as 4294967.295 (an unsigned ms count
# wrapped).
#
# Three-finger drag (-v drag3fg=1, for a recording judged with --enable-3fg-drag): libinput
# begins a swipe, cancels it 80 ms after the fingers were detected and presses BTN_LEFT at the
# next frame (tp_gesture_handle_state_3fg_drag_start); that press, the first button event after
# the cancelled swipe, is a drag of the swipe's fingers, not a tap. Its release is stamped with
# the fingers' lift (drag_3fg_release_time), whenever libinput sends it.
#
# Physical clicks: a button pressed while one of the recording's BTN_LEFT, BTN_RIGHT or
# BTN_MIDDLE is down (20 ms either side) is the device's own, as libinput sends it (soft buttons
# and clickfinger turn it into right or middle; a clickpad pressed with no touch on it waits for
# one, tp_post_clickpadbutton_buttons); the others come from tapping.
FNR == NR {
  if ($1 != "E:") next
  split($2, s, ".")
  sub(/^0+/, "", s[2])  # busybox awk reads "064203" as octal
  if (!seen) { s0 = s[1]; u0 = s[2]; seen = 1 }
  if ($3 == "0001" && ($4 == "0110" || $4 == "0111" || $4 == "0112")) {
    x = (s[1] - s0) + (s[2] - u0) / 1e6
    if ($5 + 0 == 1 && !down[$4]++) { press[++nclick] = x; release[nclick] = 1e9 }
    else if ($5 + 0 == 0 && down[$4]) { down[$4] = 0; for (i = nclick; i > 0; i--) if (release[i] == 1e9) { release[i] = x; break } }
  }
  next
}
# libinput 1.26 and later print how many times an event type repeated (motion, scrolls,
# gesture updates) between the type and the time: "POINTER_SCROLL_FINGER  12 +0.389s". Dropped,
# so that the time is always $3.
FNR != NR && $3 ~ /^[0-9]+$/ { $3 = ""; $0 = $0 }
function t(f) { sub(/^\+/, "", f); sub(/s$/, "", f); f += 0; if (f > 4294000) f -= 4294967.296; return f }
function out(kind, n, b, e, sc, an, fl) {
  closescroll()
  printf "%s %d %.3f %.3f %s %s %s\n", kind, n, b, e, sc, an, fl
}
function closescroll() {
  if (!sb) return
  b = sb; sb = ""
  printf "scroll 2 %.3f %.3f - - -\n", b, se
}
function physical(x,  i) {
  for (i = 1; i <= nclick; i++) if (x >= press[i] - 0.02 && x <= release[i] + 0.02) return 1
  return 0
}
$2 == "POINTER_SCROLL_FINGER" { if (!sb) sb = t($3) ""; se = t($3); next }
$2 == "GESTURE_SWIPE_BEGIN" || $2 == "GESTURE_HOLD_BEGIN" {
  closescroll(); gb[$2 ~ /SWIPE/] = t($3); dragfingers = 0; next
}
$2 == "GESTURE_PINCH_BEGIN" { closescroll(); pb = t($3); scale = 1; angle = 0; dragfingers = 0; next }
$2 == "GESTURE_PINCH_UPDATE" {
  for (i = 5; i < NF; i++) if ($i == "@") { scale = $(i - 1); angle += $(i + 1) }
  next
}
$2 == "GESTURE_SWIPE_END" {
  out("swipe", $4, gb[1], t($3), "-", "-", $5 == "cancelled" ? "cancelled" : "-")
  dragfingers = drag3fg && $5 == "cancelled" ? $4 : 0
  next
}
$2 == "GESTURE_HOLD_END" { out("hold", $4, gb[0], t($3), "-", "-", $5 == "cancelled" ? "cancelled" : "-"); next }
$2 == "GESTURE_PINCH_END" {
  out("pinch", $4, pb, t($3), sprintf("%.2f", scale), sprintf("%.1f", angle), $5 == "cancelled" ? "cancelled" : "-")
  next
}
$2 == "POINTER_BUTTON" {
  n = $4 == "BTN_LEFT" ? 1 : $4 == "BTN_RIGHT" ? 2 : $4 == "BTN_MIDDLE" ? 3 : 0
  if (!n) next
  if ($6 ~ /^pressed/) {
    bp[n] = t($3); phys[n] = physical(bp[n]); dragn[n] = n == 1 && !phys[n] ? dragfingers : 0; dragfingers = 0
    next
  }
  if (bp[n] != "" && dragn[n]) out("drag", dragn[n], bp[n], t($3), "-", "-", "-")
  else if (bp[n] != "") out(phys[n] ? "click" : "tap", n, bp[n], t($3), "-", "-", "-")
  bp[n] = ""
  next
}
END { closescroll() }
