#!/bin/sh
# Peak memory (max RSS) and time of the commands that meet big inputs or big
# requests, side by side in one run (issue 22). Each line: what ran, peak
# RSS, elapsed seconds (generators in a pipe included), exit status.
#
# Usage: scripts/memory.sh [GRUNDY_BINARY] [OTHER_BINARY]
#   default binary: target/release/grundy (cargo build --release first);
#   with a second binary (e.g. one built from main), every line is run with
#   both, for before/after figures.
# Needs /usr/bin/time, head, tr, and about 3.5 GB free in ${TMPDIR:-/tmp}
# (the files are removed at the end). The sizes can be set: BIG (the "1 GB"
# file, default 1073741824), SPACES (the run of spaces, default 167772160)
# and TOKEN (the long token, default 2147483648). Each run may use at most
# MEMCAP KB of address space (default 8 GB): a command that is not bounded
# yet fails ("exit 1/134") instead of taking the shared machine's memory.
# SKIP="gen sg" leaves those lines out.
set -u
here=$(dirname "$0")
A=${1:-$here/../target/release/grundy}
B=${2:-}
T=${TMPDIR:-/tmp}/grundy-memory.$$
mkdir -p "$T"
trap 'rm -rf "$T"' EXIT
trap 'exit 1' INT TERM
BIG=${BIG:-1073741824}
TOKEN=${TOKEN:-2147483648}
SPACES=${SPACES:-167772160}
MEMCAP=${MEMCAP:-8388608}
SKIP=${SKIP:-}

fill() { head -c "$1" /dev/zero | tr '\0' "$2"; }

echo "making the inputs in $T ..." >&2
echo "sizes: big file $BIG, spaces $SPACES, token $TOKEN bytes"
# poj2234, ~1 GB of cases "2 45 45" / "3 3 6 9", and its answers.
lines=$((BIG / 16))
yes '2 45 45
3 3 6 9' | head -n "$lines" > "$T/big.in"
yes 'No
Yes' | head -n "$lines" > "$T/big.out"
mkdir -p "$T/case"
ln -s "$T/big.in" "$T/case/big.in"
ln -s "$T/big.out" "$T/case/big.out"
# One line: "1", 160 MB of spaces, "5".
{ printf '1'; fill "$SPACES" ' '; printf '5\n'; } > "$T/spaces.in"
# One case whose heap is a 2 GB token: leading zeros, then 5.
{ printf '1 '; fill "$TOKEN" 0; printf '5\n'; } > "$T/token.in"

# run LABEL BINARY SHELL-COMMAND ($G in the command is the binary)
run() {
  label=$1 G=$2
  export G
  /usr/bin/time -f '%M %e %x' -o "$T/time" sh -c "ulimit -v $MEMCAP; $3" > /dev/null 2> "$T/err"
  set -- $(tail -1 "$T/time")
  printf '%-58s %8s KB %7s s  exit %s  %s\n' "$label" "$1" "$2" "$3" "$(head -1 "$T/err" | cut -c1-40)"
}

both() {
  for word in $SKIP; do
    case "$1" in "$word "*) return ;; esac
  done
  run "$1" "$A" "$2"
  if [ -n "$B" ]; then run "  (other binary)" "$B" "$2"; fi
}

both "validate poj2234, the big file" '"$G" validate poj2234 < '"$T/big.in"
both "check poj2234, one big case (grundy's answers)" '"$G" check poj2234 '"$T/case"
both "check poj2234, one big case, --solution cat of .out" '"$G" check poj2234 '"$T/case"' --solution "cat '"$T/big.out"'" -t 100'
both "gen poj2234 --cases 100000000 | head" '"$G" gen poj2234 --cases 100000000 | head -c 1000'
both "sg 0.77 --upto 1000000000 --values | head" '"$G" sg 0.77 --upto 1000000000 --values | head -c 1000'
both "poj2234, a run of spaces, from the file" '"$G" poj2234 '"$T/spaces.in"
both "poj2234, a run of spaces, through a pipe" 'cat '"$T/spaces.in"' | "$G" poj2234'
both "poj2234, a long token, from the file" '"$G" poj2234 '"$T/token.in"
both "poj2234, a long token, through a pipe" 'cat '"$T/token.in"' | "$G" poj2234'
