# libinput's decisions in this run against the fixture's (75-libinput-judge.sh). Input: the
# fixture's decisions for the recording, then this run's (judge-li.awk's lines: KIND FINGERS
# BEGIN END SCALE ANGLE FLAG). Prints nothing when they are the same decisions: as many, each of
# the same kind, finger count and flag, its times within TOL s and a pinch's scale within SCALE
# and angle within ANGLE degrees; otherwise one line saying the first difference.
# The tolerances are for libinput running live on wall-clock timers in a guest under TCG, where
# a frame written a few ms late moves its times; a hold whose timer fires a frame earlier or later
# comes and goes between runs, and is a difference (75-libinput-judge.sh bounds how many).
BEGIN { TOL = 0.15; SCALE = 0.05; ANGLE = 5 }
function abs(x) { return x < 0 ? -x : x }
function list(s,  i, t) { for (i = 1; i <= n[s]; i++) t = t (i > 1 ? "; " : "") k[s, i] " " f[s, i] (fl[s, i] == "cancelled" ? " (cancelled)" : ""); return n[s] ? t : "none" }
{ s = FILENAME == ARGV[1] ? 1 : 2; i = ++n[s]; k[s, i] = $1; f[s, i] = $2; b[s, i] = $3; e[s, i] = $4; sc[s, i] = $5; an[s, i] = $6; fl[s, i] = $7 }
END {
  if (n[1] != n[2]) { print n[2] " decision(s) for the fixture's " n[1] ": " list(2) " (fixture: " list(1) ")"; exit }
  for (i = 1; i <= n[1]; i++) {
    if (k[1, i] != k[2, i] || f[1, i] != f[2, i] || fl[1, i] != fl[2, i]) { print "decision " i ": " list(2) " (fixture: " list(1) ")"; exit }
    if (abs(b[1, i] - b[2, i]) > TOL || abs(e[1, i] - e[2, i]) > TOL) { printf "%s %d %s–%s s (fixture %s–%s)\n", k[2, i], f[2, i], b[2, i], e[2, i], b[1, i], e[1, i]; exit }
    if (k[1, i] == "pinch" && (abs(sc[1, i] - sc[2, i]) > SCALE || abs(an[1, i] - an[2, i]) > ANGLE)) { printf "pinch scale %s angle %s (fixture %s, %s)\n", sc[2, i], an[2, i], sc[1, i], an[1, i]; exit }
  }
}
