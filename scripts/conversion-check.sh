#!/usr/bin/env bash
# Finds floating-point to integer conversions in Sources/ that could trap: `Int(x)`,
# `Int32(x)`, `UInt16(x)` … of a Double traps on NaN, infinity or a value out of the type's
# range (a crash on hostile input). Each one must either use the clamping conversion
# (`Int(clamping: x)`, Sources/Gestures/Support/ClampedConversion.swift) or be marked
# `// checked: WHY` (at the line's end or on a comment line just above) saying how the value is
# known to fit, or that it is not floating point at all.
#
# A heuristic on the text, not the types: a conversion is flagged when its argument (on the
# same line) shows floating point, i.e. it contains one of
#   - .rounded, .squareRoot, Double, Float, floor(, ceil(, a decimal or exponent literal
#     (0.5, 1e6), .infinity, .pi, a division `/` (integer divisions are flagged too, and marked),
#     or .x, .y, .width, .height (the geometry's Double members; Int32 raw coordinates are
#     flagged too, and marked);
#   - a property name declared `let|var NAME: Double` (or Float) somewhere in Sources/ and never
#     `let|var NAME: Int…`;
#   - a name that the same file declares `NAME: Double` (a parameter or property) and never
#     `NAME: Int…`, or binds with `let|var NAME = …` to an expression showing floating point.
# It misses: a Double whose name is also an integer somewhere (`value`, `count`, `width`), a
# value bound by inference from a call (`let v = f()`), a tuple, `$0` or a closure parameter, a
# conversion whose argument spans lines, and `Int.init` passed as a function (`map(Int.init)`).
# A `// checked:` comment is trusted, not verified. So a clean run says no conversion LOOKS
# unchecked; review still owns the rest.
# Labelled conversions are not flagged: `clamping:`, `exactly:` (optional, never traps),
# `truncatingIfNeeded:`, `bitPattern:`, `ascii:`, `radix:`; `Int(someString)` parsing has no
# float marker and is not flagged.
# Prints one line per finding and "conversion-check: N flagged"; exits 1 if any. Needs perl
# (perl-base, essential on Debian).
set -uo pipefail
cd "$(dirname "$0")/.."
root=${1:-Sources}

find "$root" -name '*.swift' -not -path '*/.build/*' | sort | perl -e '
  use strict;
  my @files = map { chomp; $_ } <STDIN>;
  my (%floatNames, %intNames);
  my %text;
  for my $f (@files) {
    open(my $h, "<", $f) or die "$f: $!";
    my @lines = <$h>;
    close $h;
    $text{$f} = \@lines;
    for (@lines) {
      next if m{^\s*//};
      while (/\b(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(?:Double|Float|CGFloat)\b/g) {
        $floatNames{$1} = 1;
      }
      while (/\b(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*U?Int(?:8|16|32|64)?\b/g) {
        $intNames{$1} = 1;
      }
    }
  }
  # A property name also declared an integer somewhere (`value`, `count`) says nothing.
  delete $floatNames{$_} for keys %intNames;
  my $marker = qr{\.(?:x|y|width|height)\b|\.rounded|\.squareRoot|\bDouble\b|\bFloat\b|\bfloor\(|\bceil\(|\d\.\d|\d[eE][-+]?\d|\.infinity|\.pi\b|/};
  my $found = 0;
  for my $f (@files) {
    my @lines = @{ $text{$f} };
    my (%local, %localInt);
    for (@lines) {
      next if m{^\s*//};
      if (/\b(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/) {
        my ($n, $rhs) = ($1, $2);
        $local{$n} = 1 if $rhs =~ $marker;
      }
      while (/\b([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(?:Double|Float|CGFloat)\b/g) { $local{$1} = 1 }
      while (/\b([A-Za-z_][A-Za-z0-9_]*)\s*:\s*\[?U?Int(?:8|16|32|64)?\b/g) { $localInt{$1} = 1 }
    }
    delete $local{$_} for keys %localInt;
    for my $i (0 .. $#lines) {
      my $line = $lines[$i];
      next if $line =~ m{^\s*//};
      next if $line =~ m{//\s*checked:};
      next if $i > 0 && $lines[$i - 1] =~ m{^\s*//\s*checked:};
      (my $code = $line) =~ s{\s//.*$}{};
      while ($code =~ /\b(U?Int(?:8|16|32|64)?)\(/g) {
        my $type = $1;
        my $start = pos($code);
        my ($depth, $j) = (1, $start);
        while ($j < length($code) && $depth > 0) {
          my $c = substr($code, $j, 1);
          $depth++ if $c eq "(";
          $depth-- if $c eq ")";
          $j++;
        }
        my $arg = substr($code, $start, $j - $start - ($depth == 0 ? 1 : 0));
        next if $arg =~ /^\s*(?:clamping|exactly|truncatingIfNeeded|bitPattern|ascii|radix)\s*:/;
        next if $arg =~ /^\s*$/;
        my $why;
        if ($arg =~ $marker) { $why = "floating-point expression" }
        else {
          for my $w ($arg =~ /\b([A-Za-z_][A-Za-z0-9_]*)\b/g) {
            if ($local{$w} || $floatNames{$w}) { $why = "\"$w\" is floating point"; last }
          }
        }
        next unless $why;
        $found++;
        my $n = $i + 1;
        (my $shown = $line) =~ s/^\s+|\s+$//g;
        print "$f:$n: $type($arg): $why: use $type(clamping: …) or mark the line // checked: WHY\n";
      }
    }
  }
  print "conversion-check: $found flagged\n";
  exit($found > 0 ? 1 : 0);
'
