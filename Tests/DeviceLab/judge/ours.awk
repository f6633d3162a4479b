# Our decisions (scripts/judge-check.sh). Input: `gesture-replay --scene libinput-judge-scene.json
# --explain --format json` of the recording, then the same with libinput-judge-clicks.json.
# Output as the lab's guest/judge-li.awk's (KIND FINGERS BEGIN END SCALE ANGLE FLAG), and a line
# `seq START END` for each touch sequence the engine explained.
# The scene's gestures: tap, tap-2, tap-3 and click-1..3 (recognized at one instant, so BEGIN and
# END are that instant; a click's number is its button as a tap's); the touchpad gestures (scroll, swipe-N, pinch-N, hold-N), whose values name their
# kind and fingers and carry a pinch's scale and angle from its begin, as libinput's do.
# Scrolls are read as judge-li.awk reads libinput's, whose scroll events carry no finger count
# and no begin: two fingers, and consecutive scrolls with nothing between are one decision.
function str(k,  v) { return match($0, "\"" k "\":\"[^\"]*\"") ? substr($0, RSTART + length(k) + 4, RLENGTH - length(k) - 5) : "" }
function num(k) { return match($0, "\"" k "\":-?[0-9.]+") ? substr($0, RSTART + length(k) + 3, RLENGTH - length(k) - 3) + 0 : "" }
function flush() { if (scroll != "") print scroll; scroll = "" }
function decision(line) { flush(); print line }
# A second file (libinput-judge-clicks.json's replay) adds its clicks only: its sequences, of
# every contact a click takes, are not the ones decisions are grouped by.
/^\{"explain"/ { if (FILENAME == ARGV[1]) printf "seq %.3f %.3f\n", num("start"), num("end"); next }
{
  g = str("gesture"); to = str("to"); tm = num("time")
  if (g ~ /^(tap|click)/) {
    n = g ~ /-[0-9]$/ ? substr(g, length(g)) + 0 : 1
    if (to == "ended") decision(sprintf("%s %d %.3f %.3f - - -", g ~ /^tap/ ? "tap" : "click", n, tm, tm))
    next
  }
  kind = str("kind")
  if (kind == "") next
  if (to == "began") begin[g] = tm
  if (kind == "pinch" && (v = num("scale")) != "") scale[g] = v
  if (kind == "pinch" && (v = num("angle")) != "") angle[g] = v
  if ((to == "ended" || to == "cancelled") && begin[g] != "") {
    if (kind == "scroll") {
      if (scroll != "") { split(scroll, p, " "); b = p[3] } else b = begin[g]
      scroll = sprintf("scroll 2 %.3f %.3f - - -", b, tm)
    } else {
      sc = kind == "pinch" ? sprintf("%.2f", scale[g]) : "-"
      an = kind == "pinch" ? sprintf("%.1f", angle[g]) : "-"
      decision(sprintf("%s %d %.3f %.3f %s %s %s", kind, num("fingers"), begin[g], tm, sc, an, to == "cancelled" ? "cancelled" : "-"))
    }
    begin[g] = ""
  }
}
END { flush() }
