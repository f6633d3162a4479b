# Writes the libinput judge's table into LIBINPUT-JUDGE.md (scripts/judge-check.sh --write, make
# judge-table). Input: the rows judge-check.sh made (row.awk's), Recordings/SUMMARY.txt, the current
# LIBINPUT-JUDGE.md; prints the new LIBINPUT-JUDGE.md. The text outside the table is kept; the
# table between the judge-table markers is replaced by the new rows and their agree count; the
# `### RECORDING` sections under "## Why rows differ" are kept, in table order. A row that
# differs without one gets a "**To review**" stub with the recording's SUMMARY.txt lines; one
# whose verdict, gestures or finger counts changed keeps its text under a "**To review**" line
# saying what it was. judge-check.sh accepts neither until someone rewrites the section.
FILENAME == ARGV[1] {
  row[++nrows] = $0
  split($0, f, "|"); r = f[2]; gsub(/^ +| +$/, "", r); rec[nrows] = r
  if ($0 ~ /\| agree \|$/) agree++
  next
}
FILENAME == ARGV[2] {
  if (/^=+$/) { cur = ""; next }
  if (cur == "" && /^[^ #]/) { cur = $0; next }
  if (cur != "" && /^  (seq [0-9]+|contacts|type):/) summary[cur] = summary[cur] "\n    " substr($0, 3)
  next
}
/^<!-- judge-table begin/ {
  print
  print "| recording | libinput | fingers | begin s | end s | scale / angle | ours | fingers | begin s | end s | scale / angle | verdict |"
  print "|---|---|---|---|---|---|---|---|---|---|---|---|"
  for (i = 1; i <= nrows; i++) print row[i]
  print ""
  print "**" agree + 0 " of " nrows " agree.**"
  skip = 1
  next
}
/^<!-- judge-table end/ { skip = 0; print; next }
skip {
  if (/^\| / && !/^\| recording / && !/^\|---/) { split($0, f, "|"); r = f[2]; gsub(/^ +| +$/, "", r); old[r] = $0 }
  next
}
/^## Why rows differ/ { print; insections = 1; next }
insections && /^### / { cur = substr($0, 5); order[++nsec] = cur; body[cur] = ""; next }
insections && /^## / { insections = 0; flush(); print; next }
insections { if (cur != "") body[cur] = body[cur] $0 "\n"; next }
{ print }
END { if (insections || !flushed) flush() }
function flush(  i, r, done, text) {
  if (flushed) return
  flushed = 1
  print ""
  for (i = 1; i <= nrows; i++) {
    r = rec[i]
    if (r in body) {
      text = body[r]; sub(/^\n+/, "", text)
      if (row[i] !~ /\| agree \|$/ && (r in old) && kinds(old[r]) != kinds(row[i]))
        section(r, "**To review**: regenerated, the row was " kinds(old[r]) ", now " kinds(row[i]) ".\n\n" text)
      else
        section(r, body[r])
      done[r] = 1
    }
    else if (row[i] !~ /\| agree \|$/) {
      section(r, "\n**To review**: " verdictof(row[i]) ". " (r in summary ? "SUMMARY.txt:\n\n```" summary[r] "\n```" : "No SUMMARY.txt entry (Recordings/synth/README.md describes the synthesized traces).") "\n\n")
      done[r] = 1
    }
  }
  for (i = 1; i <= nsec; i++) if (!(order[i] in done)) section(order[i], body[order[i]])
}
function section(r, text) { sub(/^\n+/, "", text); sub(/\n+$/, "", text); print "### " r; print ""; print text; print "" }
function verdictof(s,  f) { split(s, f, "|"); gsub(/^ +| +$/, "", f[13]); return f[13] }
# The parts of a row the check compares exactly: libinput's and our gestures and fingers, the
# verdict's first word.
function kinds(s,  f, i, v) {
  split(s, f, "|")
  for (i = 3; i <= 13; i++) gsub(/^ +| +$/, "", f[i])
  v = f[13]; sub(/:.*/, "", v)
  return "libinput " f[3] " (" f[4] "), ours " f[8] " (" f[9] "), " v
}
