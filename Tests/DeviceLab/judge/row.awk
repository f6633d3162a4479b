# One row of the judge's table (scripts/judge-check.sh). Input: libinput's decisions (the
# fixture's, made by the lab's guest/judge-li.awk), then ours with the `seq` lines (ours.awk);
# -v rec=RECORDING. Prints the markdown row: | recording | libinput: gesture | fingers | begin |
# end | scale / angle | ours: the same five | verdict |; several decisions in one cell are
# separated by "; ".
#
# Both sides are first reduced to decisions, per touch sequence (our engine's, from its explain
# lines; a decision belongs to the last sequence that started by its begin + 5 ms):
#   - a sequence with a tap: its scrolls are dropped (libinput scrolls a little while two
#     fingers tap, then sends the tap);
#   - a sequence with a scroll, swipe, pinch or tap: its holds are dropped (libinput begins a
#     hold when fingers rest 40 ms, 180 ms with 3 or more, and cancels it when they move on;
#     our long presses are recognized at the same times and cannot be cancelled afterwards).
#     A physical click keeps them: it is a decision of its own (judge-li.awk), not the fingers'.
# Agree: as many decisions, in order each of the same kind and finger count; ours begins no
# later than libinput's + TOL s (a tap: ours at the lift, against libinput's release, which is
# stamped with the lift; a tap of two or three fingers, which libinput stamps with the first
# lift but sends at the last, against its sequence's last lift too); a pinch's scale within
# SCALE (relative) of libinput's.
BEGIN { TOL = 0.020; SCALE = 0.15 }
{ side = FILENAME == ARGV[1] ? 1 : 2 }
$1 == "seq" { seqs[++nseq] = $2; seqe[nseq] = $3; next }
{
  n = ++count[side]; k[side, n] = $1; f[side, n] = $2; b[side, n] = $3; e[side, n] = $4
  sc[side, n] = $5; an[side, n] = $6; fl[side, n] = $7
}
function seqof(t,  i, q) { q = 0; for (i = 1; i <= nseq; i++) if (seqs[i] <= t + 0.005) q = i; return q }
# Reduces side s (1 libinput, 2 ours) to kept[s, 1..nk[s]]: indexes of its decisions, by begin.
function reduce(s,  i, j, q, tap, other, drop) {
  split("", tap); split("", other); split("", drop)
  for (i = 1; i <= count[s]; i++) if (k[s, i] == "tap") tap[seqof(b[s, i])] = 1
  for (i = 1; i <= count[s]; i++) {
    q = seqof(b[s, i])
    if (k[s, i] == "scroll" && tap[q]) drop[i] = 1
    else if (k[s, i] != "hold" && k[s, i] != "click") other[q] = 1
  }
  nk[s] = 0
  for (i = 1; i <= count[s]; i++) {
    if (drop[i] || (k[s, i] == "hold" && other[seqof(b[s, i])])) continue
    for (j = ++nk[s]; j > 1 && b[s, kept[s, j - 1]] > b[s, i]; j--) kept[s, j] = kept[s, j - 1]
    kept[s, j] = i
  }
}
function cells(s,  i, x, g, n, bb, ee, ss, sep) {
  if (!nk[s]) return "– | – | – | – | –"
  for (i = 1; i <= nk[s]; i++) {
    x = kept[s, i]; sep = i > 1 ? "; " : ""
    g = g sep k[s, x] (fl[s, x] == "cancelled" ? " (cancelled)" : "")
    n = n sep f[s, x]; bb = bb sep b[s, x]; ee = ee sep e[s, x]
    ss = ss sep (k[s, x] == "pinch" ? sc[s, x] " / " an[s, x] "°" : "–")
  }
  return g " | " n " | " bb " | " ee " | " ss
}
function verdict(  i, x, y, late, d) {
  if (nk[1] != nk[2]) return "differ: " nk[2] " decision(s), libinput " nk[1]
  for (i = 1; i <= nk[1]; i++) {
    y = kept[1, i]; x = kept[2, i]
    if (k[2, x] != k[1, y] || f[2, x] != f[1, y])
      return "differ: " k[2, x] " " f[2, x] " for libinput's " k[1, y] " " f[1, y]
    late = k[1, y] == "tap" ? b[2, x] - e[1, y] : b[2, x] - b[1, y]
    if (k[1, y] == "tap" && f[1, y] > 1 && seqof(b[2, x]) && b[2, x] - seqe[seqof(b[2, x])] < late)
      late = b[2, x] - seqe[seqof(b[2, x])]
    if (late > TOL) return sprintf("differ: %s %.3f s late", k[1, y], late)
    if (k[1, y] == "pinch") {
      d = sc[2, x] - sc[1, y]
      if (d < 0) d = -d
      if (d > SCALE * sc[1, y]) return "differ: scale " sc[2, x] " for libinput's " sc[1, y]
    }
  }
  return "agree"
}
# With -v lat=FILE, an agreeing row's scrolls, swipes, pinches and holds each append a line
# `KIND LIBINPUT OURS` to FILE: the delay (s) from its sequence's first touch to libinput's
# decision and to ours (the begin: libinput stamps it with the frame that made it). Taps and
# clicks are left out: libinput stamps a tap's press with the touch-down it sends it after.
function latency(  i, x, y, q) {
  for (i = 1; i <= nk[1]; i++) {
    y = kept[1, i]; x = kept[2, i]
    if (k[1, y] == "tap" || k[1, y] == "click") continue
    q = seqof(b[2, x])
    if (q) printf "%s %.3f %.3f\n", k[1, y], b[1, y] - seqs[q], b[2, x] - seqs[q] >>lat
  }
}
END {
  reduce(1); reduce(2)
  v = verdict()
  print "| " rec " | " cells(1) " | " cells(2) " | " v " |"
  if (lat != "" && v == "agree") latency()
}
