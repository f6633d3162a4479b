# The judge's table against the reviewed one (scripts/judge-check.sh). Input: LIBINPUT-JUDGE.md,
# then the rows this run made (row.awk). Prints, for each recording, `ok RECORDING`,
# `moved RECORDING: what` (libinput's side is not as reviewed), `changed RECORDING: why` (ours
# is not), and `stale RECORDING` for a reviewed row no recording made; judge-check.sh fails on
# all but `ok`.
# Ours is as reviewed when our gestures (with "(cancelled)"), finger counts and times (within
# MOVE s) are. libinput's side is compared the same way (its times within LIBINPUT_MOVE s): it
# comes from the fixture (judge/libinput-VERSION.txt), which changes only when the lab rewrites
# it, and then the table must be rewritten and reviewed too.
# Every row reviewed as differing needs a written explanation, a `### RECORDING` section below
# the table that is not a "**To review**" stub.
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
  if (trim($8) != trim(o[8]) || trim($9) != trim(o[9])) why = "ours " trim($8) " " trim($9) " (reviewed " trim(o[8]) " " trim(o[9]) ")"
  else why = near(trim($10), trim(o[10]), MOVE, "our begins")
  if (why == "") why = near(trim($11), trim(o[11]), MOVE, "our ends")
  if (why == "" && was == "differ" && explained[r] != 1)
    why = explained[r] == -1 ? "differs, explanation still to review" : "differs, no explanation"
  if (why != "") { print "changed " r ": " why; next }
  moved = ""
  if (trim($3) != trim(o[3]) || trim($4) != trim(o[4])) moved = "libinput " trim($3) " " trim($4) " (reviewed " trim(o[3]) " " trim(o[4]) ")"
  for (c = 5; c <= 6 && moved == ""; c++) moved = near(trim($c), trim(o[c]), LIBINPUT_MOVE, "libinput's times")
  if (moved == "" && verdict != was) moved = "verdict " verdict " (reviewed " was ")"
  print (moved == "" ? "ok " r : "moved " r ": " moved)
}
END { for (i = 1; i <= n; i++) if (!(order[i] in made)) print "stale " order[i] }
