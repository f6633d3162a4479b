# Our decisions (75-libinput-judge.sh). Input: `gesture-replay --scene libinput-judge-scene.json
# --explain --format json` of the recording. Output as judge-li.awk's (KIND FINGERS BEGIN END
# SCALE ANGLE FLAG), and a line `seq START END` for each touch sequence the engine explained.
# The scene's gestures: tap, tap-2, tap-3; hold-1..4 (long presses); scroll (2-finger drag);
# swipe-3, swipe-4 (3-, 4-finger drags); pinch (magnify and rotate together). A tap or a long
# press is recognized at one instant, so its BEGIN and END are that instant.
function str(k,  v) { return match($0, "\"" k "\":\"[^\"]*\"") ? substr($0, RSTART + length(k) + 4, RLENGTH - length(k) - 5) : "" }
function num(k) { return match($0, "\"" k "\":-?[0-9.]+") ? substr($0, RSTART + length(k) + 3, RLENGTH - length(k) - 3) + 0 : "" }
/^\{"explain"/ { printf "seq %.3f %.3f\n", num("start"), num("end"); next }
{
  g = str("gesture"); to = str("to"); tm = num("time")
  kind = g; n = 1
  if (g ~ /-[0-9]$/) { kind = substr(g, 1, length(g) - 2); n = substr(g, length(g)) + 0 }
  if (kind == "scroll" || kind == "pinch") n = 2
  if (kind == "swipe" || kind == "scroll" || kind == "pinch") {
    # The last value each part gave (a part that ended first is null in the composite's
    # value). Ours count from the touch-down, libinput's from the pinch's begin: the scale and
    # angle compared are ours at the end over (minus) ours at the begin.
    if (kind == "pinch" && (v = num("magnification")) != "") scale[g] = v
    if (kind == "pinch" && (v = num("rotation")) != "") angle[g] = v
    if (to == "began") { begin[g] = tm; scale0[g] = scale[g] ? scale[g] : 1; angle0[g] = angle[g] + 0 }
    if ((to == "ended" || to == "cancelled") && begin[g] != "") {
      sc = kind == "pinch" ? sprintf("%.2f", scale[g] / scale0[g]) : "-"
      an = kind == "pinch" ? sprintf("%.1f", angle[g] - angle0[g]) : "-"
      printf "%s %d %.3f %.3f %s %s %s\n", kind, n, begin[g], tm, sc, an, to == "cancelled" ? "cancelled" : "-"
      begin[g] = ""
    }
  } else if ((kind == "tap" || kind == "hold") && to == "ended")
    printf "%s %d %.3f %.3f - - -\n", kind, n, tm, tm
}
