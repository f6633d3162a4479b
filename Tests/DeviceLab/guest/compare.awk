# Compares two JSON Lines files (busybox awk): usage
#   awk -v tt=TIME_TOL -v vr=VALUE_REL -v keys=REGEX -f compare.awk A B
# Lines are compared in order. Each line is split into numbers and the text between them; the
# text must be equal, and so must the numbers, except the number under "time" (absolute
# tolerance tt seconds) and the numbers under a key matching `keys` (relative tolerance vr, at
# least 1.0 absolute: velocities and predictions, which depend on event timing). Prints up to
# 5 differences and the worst time difference; exits 1 when the files differ.

function split_line(line, nums, texts, keyof,    n, rest, k, key) {
  n = 0
  rest = line
  key = ""
  while (match(rest, /-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/)) {
    n++
    texts[n] = substr(rest, 1, RSTART - 1)
    nums[n] = substr(rest, RSTART, RLENGTH)
    rest = substr(rest, RSTART + RLENGTH)
    # The key a number belongs to: the last "key": before it.
    k = texts[n]
    while (match(k, /"[A-Za-z_]+":/)) {
      key = substr(k, RSTART + 1, RLENGTH - 3)
      k = substr(k, RSTART + RLENGTH)
    }
    keyof[n] = key
  }
  texts[n + 1] = rest
  return n
}

function abs(v) { return v < 0 ? -v : v }

FILENAME == ARGV[1] { a[FNR] = $0; na = FNR; next }
{
  nb = FNR
  if (FNR > na) { report("extra line " FNR " in " FILENAME ": " $0); next }
  delete an; delete at; delete ak; delete bn; delete bt; delete bk
  ca = split_line(a[FNR], an, at, ak)
  cb = split_line($0, bn, bt, bk)
  if (ca != cb) { report("line " FNR " differs:\n    " a[FNR] "\n    " $0); next }
  for (i = 1; i <= ca + 1; i++) {
    if (at[i] != bt[i]) { report("line " FNR " differs:\n    " a[FNR] "\n    " $0); next }
  }
  for (i = 1; i <= ca; i++) {
    x = an[i] + 0; y = bn[i] + 0
    if (ak[i] == "time") {
      d = abs(x - y)
      if (d > worst) worst = d
      if (d > tt) { report("line " FNR ": time " an[i] " vs " bn[i] " (tolerance " tt " s)"); next }
    } else if (keys != "" && ak[i] ~ keys) {
      d = abs(x - y)
      lim = vr * (abs(x) > abs(y) ? abs(x) : abs(y))
      if (lim < 1.0) lim = 1.0
      if (d > lim) { report("line " FNR ": " ak[i] " " an[i] " vs " bn[i]); next }
    } else if (an[i] != bn[i]) {
      report("line " FNR ": " ak[i] " " an[i] " vs " bn[i] ":\n    " a[FNR] "\n    " $0); next
    }
  }
}
function report(s) { bad++; if (bad <= 5) print "    " s }
END {
  if (nb == "") nb = 0
  if (nb < na) report((na - nb) " line(s) missing from the second file, first: " a[nb + 1])
  printf "    compared %d lines, worst time difference %.4f s\n", na, worst
  exit bad > 0 ? 1 : 0
}
