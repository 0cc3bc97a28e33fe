#!/bin/sh
# Peak memory (max RSS) of grundy on a 1 GB token, fed through a pipe.
# Usage: scripts/long_tokens_memory.sh [GRUNDY_BINARY]   (default: target/release/grundy)
# Needs /usr/bin/time, head, tr. Each line: peak RSS, seconds (the pipe's
# generator included), the first bytes of stdout, the first of stderr.
G=${1:-$(dirname "$0")/../target/release/grundy}
gig() { head -c 1073741824 /dev/zero | tr '\0' "$1"; }
run() { # label problem
  /usr/bin/time -f "%M KB max RSS, %e s" "$G" "$2" > ${TMPDIR:-/tmp}/grundy-mem-out.txt 2> ${TMPDIR:-/tmp}/grundy-mem-err.txt
  printf '%-44s %s | %s | %s\n' "$1" "$(tail -1 ${TMPDIR:-/tmp}/grundy-mem-err.txt)" "$(head -c 60 ${TMPDIR:-/tmp}/grundy-mem-out.txt | tr '\n' ' ')" "$(head -1 ${TMPDIR:-/tmp}/grundy-mem-err.txt | cut -c1-70)"
}
{ printf '0'; gig 7; printf '\n'; } | run "hdu1404: 0 + 1 GB of digits (Yes)" hdu1404
{ gig 9; printf '\n'; } | run "hdu1404: 1 GB of digits (rejected)" hdu1404
{ printf '1\n'; gig .; printf 'o\n'; } | run "uva10561: 1 GB board, bad byte at end" uva10561
{ printf '1\nX.X'; gig .; printf '\n'; } | run "uva10561: X.X + 1 GB board (WINNING 2)" uva10561
