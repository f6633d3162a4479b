# The judge's decision latency table (scripts/judge-check.sh). Input: `KIND LIBINPUT OURS` lines
# (row.awk's, delays in s from a sequence's first touch to the decision). Output: a markdown
# table per kind of the count and the 50th and 95th percentiles (nearest rank), in ms.
function pct(a, n, q,  r) { r = int(q * n + 0.999999); if (r < 1) r = 1; return a[r] * 1000 }
function sorted(src, n, dst,  i, j, t) {
  for (i = 1; i <= n; i++) dst[i] = src[i]
  for (i = 2; i <= n; i++) { t = dst[i]; for (j = i - 1; j > 0 && dst[j] > t; j--) dst[j + 1] = dst[j]; dst[j + 1] = t }
}
{ n = ++count[$1]; li[$1, n] = $2; ours[$1, n] = $3 }
END {
  print "| decision | n | libinput p50 ms | libinput p95 ms | ours p50 ms | ours p95 ms |"
  print "|---|---|---|---|---|---|"
  split("scroll swipe pinch hold", kinds, " ")
  for (k = 1; k <= 4; k++) {
    kind = kinds[k]; n = count[kind]
    if (!n) continue
    split("", a); split("", b); split("", sa); split("", sb)
    for (i = 1; i <= n; i++) { a[i] = li[kind, i]; b[i] = ours[kind, i] }
    sorted(a, n, sa); sorted(b, n, sb)
    printf "| %s | %d | %.0f | %.0f | %.0f | %.0f |\n", kind, n, pct(sa, n, 0.5), pct(sa, n, 0.95), pct(sb, n, 0.5), pct(sb, n, 0.95)
  }
}
