# The judge's table against the reviewed one (75-libinput-judge.sh). Input: LIBINPUT-JUDGE.md,
# then the rows this run made (judge-row.awk). Prints, for each recording, `ok RECORDING` or
# `changed RECORDING: why`, and `stale RECORDING` for a reviewed row no recording made.
# A row is as reviewed when its verdict (agree or differ), libinput's and our gestures (with
# "(cancelled)") and finger counts are the same and each time is within MOVE s (libinput's:
# LIBINPUT_MOVE s) of the reviewed one (scales are judged by the verdict alone: libinput's scale for a pinch it cancels at once
# varies from run to run); every row that differs needs a written explanation, a
# `### RECORDING` section below the table that is not a "**To review**" stub.
# libinput's times get LIBINPUT_MOVE: its gestures run live in the guest on wall-clock timers,
# so a loaded host shifts them (a single-touch scroll began 0.147 s instead of 0.051 s in one
# run, nothing else changed); ours come from replaying the recording and do not move.
BEGIN { MOVE = 0.05; LIBINPUT_MOVE = 0.15; FS = "|" }
function trim(s) { gsub(/^ +| +$/, "", s); return s }
FILENAME == ARGV[1] && /^<!-- judge-table begin/ { intable = 1; next }
FILENAME == ARGV[1] && /^<!-- judge-table end/ { intable = 0; next }
FILENAME == ARGV[1] && intable && /^\| / && !/^\| recording / {
  r = trim($2); reviewed[r] = $0; order[++n] = r; next
}
FILENAME == ARGV[1] && /^### / { section = substr($0, 5); explained[section] = 0; next }
FILENAME == ARGV[1] && /^## / { section = ""; next }
FILENAME == ARGV[1] {
  if (section != "" && $0 ~ /[^ ]/) explained[section] = $0 ~ /\*\*To review\*\*/ ? -1 : (explained[section] < 0 ? -1 : 1)
  next
}
# Compares the lists of times in cells a and b ("x; y") within tol; returns "" or what moved.
function near(a, b, tol, what,  i, na, nb, x, y, d) {
  na = split(a, x, "; "); nb = split(b, y, "; ")
  if (na != nb) return what " " a " (reviewed " b ")"
  for (i = 1; i <= na; i++) {
    if (x[i] ~ /^–/ && y[i] ~ /^–/) continue
    d = x[i] - y[i]; if (d < 0) d = -d
    if (d > tol) return what " " a " (reviewed " b ")"
  }
  return ""
}
{
  r = trim($2); made[r] = 1; verdict = trim($13); sub(/:.*/, "", verdict)
  if (!(r in reviewed)) { print "changed " r ": not in the reviewed table"; next }
  split(reviewed[r], o, "|"); was = trim(o[13]); sub(/:.*/, "", was)
  why = ""
  if (verdict != was) why = "verdict " verdict " (reviewed " was ")"
  else if (trim($3) != trim(o[3]) || trim($4) != trim(o[4])) why = "libinput " trim($3) " " trim($4) " (reviewed " trim(o[3]) " " trim(o[4]) ")"
  else if (trim($8) != trim(o[8]) || trim($9) != trim(o[9])) why = "ours " trim($8) " " trim($9) " (reviewed " trim(o[8]) " " trim(o[9]) ")"
  else {
    for (c = 5; c <= 11 && why == ""; c++) {
      if (c == 7 || c == 8 || c == 9) continue
      why = near(trim($c), trim(o[c]), c < 8 ? LIBINPUT_MOVE : MOVE, c < 8 ? "libinput's times" : "our times")
    }
  }
  if (why == "" && verdict == "differ" && explained[r] != 1)
    why = explained[r] == -1 ? "differs, explanation still to review" : "differs, no explanation"
  print (why == "" ? "ok " r : "changed " r ": " why)
}
END { for (i = 1; i <= n; i++) if (!(order[i] in made)) print "stale " order[i] }
