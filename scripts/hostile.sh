#!/bin/sh
# The attacks of issue 33 that need seconds or gigabytes (the cheap ones are
# in tests/suite/robust.rs). Each line: what ran, exit status, elapsed seconds,
# peak RSS, and what it should be. Every run is capped: TIMEOUT seconds
# (default 30) and MEMCAP KB of address space (default 4 GB), so an older
# binary that hangs or grows shows "exit 124" or "exit 134" instead of
# taking the shared machine.
#
# Usage: scripts/hostile.sh [GRUNDY_BINARY] [OTHER_BINARY]
#   default binary: target/release/grundy (cargo build --release first);
#   with a second binary (e.g. one built from main) every line runs with
#   both, for before/after figures.
# Needs /usr/bin/time, timeout, mkfifo, python3, and ERR bytes free in
# ${TMPDIR:-/tmp} (the `.err` size, default 1.2 GB; the files are removed at
# the end).
set -u
here=$(dirname "$0")
A=$(realpath "${1:-$here/../target/release/grundy}")
B=${2:+$(realpath "$2")}

T=${TMPDIR:-/tmp}/grundy-hostile.$$
mkdir -p "$T"
trap 'rm -rf "$T"' EXIT
trap 'exit 1' INT TERM
TIMEOUT=${TIMEOUT:-30}
MEMCAP=${MEMCAP:-4194304}
ERR=${ERR:-1200000000}

# run LABEL EXPECTED COMMAND...: COMMAND with $G set to each binary.
run() {
    label=$1 expected=$2
    shift 2
    for G in "$A" ${B:+"$B"}; do
        export G
        start=$(date +%s.%N)
        /usr/bin/time -o "$T/time" -f "%M" timeout "$TIMEOUT" \
            sh -c "ulimit -v $MEMCAP; $*" >"$T/run.out" 2>"$T/run.err"
        status=$?
        end=$(date +%s.%N)
        rss=$(tail -n 1 "$T/time")
        printf '%-58s exit %3s %7.2f s %8s KB  (%s) [%s]\n' "$label" "$status" \
            "$(echo "$end - $start" | bc)" "$rss" "$expected" "$(basename "$(dirname "$(dirname "$(dirname "$G")")")")"
    done
}

echo "1 18446744073709551615" >"$T/bid.in"
echo "1 10000000000" >"$T/bid2.in"
python3 -c "print(1); print('.' * 300000)" >"$T/board.in"
run "validate hdu2149 '1 18446744073709551615'" "exit 1 at once" '"$G" validate hdu2149 '"$T/bid.in"
run "validate --loose hdu2149 '1 10000000000'" "exit 1 at once" '"$G" validate --loose hdu2149 '"$T/bid2.in"
run "validate uva10561, a 300,000-cell board" "exit 1 at once" '"$G" validate uva10561 '"$T/board.in"

piles() { python3 -c "print(' '.join(['$2'] * $1))"; }
run "play nim, 20,000 piles of 2" "refused, exit 2" 'echo quit | "$G" play nim '"$(piles 20000 2)"
run "play nim, 5,000 piles of 2" "refused, exit 2" 'echo quit | "$G" play nim '"$(piles 5000 2)"
run "play nim, 1,000 piles of 100" "refused, exit 2" 'echo quit | "$G" play nim '"$(piles 1000 100)"
star=$(python3 -c "print(' '.join('1 %d' % v for v in range(2, 3002)))")
run "play hdu3094, a 3,000-edge star" "refused, exit 2" 'echo quit | "$G" play hdu3094 '"$star"
run "explain poj1740 1..2000" "exit 0, under a second" '"$G" explain poj1740 '"$(seq -s' ' 1 2000)"' >/dev/null'
run "explain poj1740 1..20000" "exit 0, under a second" '"$G" explain poj1740 '"$(seq -s' ' 1 20000)"' >/dev/null'

mkdir "$T/err"
echo "1 x" >"$T/err/a.in"
head -c "$ERR" /dev/zero | tr '\0' x >"$T/err/a.err"
run "check, a $ERR-byte NAME.err" "exit 1, a few MB" '"$G" check nim '"$T/err"
rm -rf "$T/err"

run "nim /dev/zero" "refused, exit 2" '"$G" nim /dev/zero'
run "nim < /dev/zero" "exit 1 at once" '"$G" nim < /dev/zero'
run "validate nim < /dev/zero" "exit 1 at once" '"$G" validate nim < /dev/zero'
run "explain nim /dev/zero" "refused, exit 2" '"$G" explain nim /dev/zero'

mkdir "$T/loop"
echo "1 5" >"$T/loop/a.in"
ln -s . "$T/loop/x"
ln -s . "$T/loop/y"
mkfifo "$T/loop/f.in"
run "validate nim, a folder linking to itself twice, a FIFO" "exit 1: 1 valid, 1 invalid" '"$G" validate nim '"$T/loop"
run "check nim, the same folder" "exit 1: FAIL f, 1 failed" '"$G" check nim '"$T/loop"
run "answer nim, the same folder" "exit 1: FAIL f, 1 written" '"$G" answer nim '"$T/loop"
run "check --solution cat -t 2, a link to /dev/zero" "exit 1 at once" \
    'ln -s /dev/zero '"$T/z.in"'; "$G" check nim '"$T/z.in"' --solution cat -t 2'

# An interrupt mid-answer leaves no temporary file beside the input. SIGTERM
# stands for SIGINT (a background job of a non-interactive shell ignores
# SIGINT; grundy, std only, catches neither).
mkdir "$T/int"
python3 -c "
import sys
sys.stdout.write('3 1 2 3\n' * 20000000)" >"$T/int/a.in"
for G in "$A" ${B:+"$B"}; do
    "$G" answer nim "$T/int" >/dev/null 2>&1 &
    pid=$!
    sleep ${KILL_AFTER:-0.1}
    kill -TERM $pid 2>/dev/null
    wait $pid
    status=$?
    left=$(ls -A "$T/int" | grep -c grundy)
    printf '%-58s exit %3s, %s temporary file(s) left  (0) [%s]\n' \
        "answer nim, SIGTERM after ${KILL_AFTER:-0.1} s (160 MB input)" "$status" "$left" \
        "$(basename "$(dirname "$(dirname "$(dirname "$G")")")")"
    rm -f "$T/int"/*.out "$T/int"/*grundy* "$T/int"/.*grundy* 2>/dev/null
done

# check --solution's reference answer leaves nothing in TMPDIR, even killed.
mkdir "$T/tmp" "$T/ref"
cp "$T/int/a.in" "$T/ref/a.in"
for G in "$A" ${B:+"$B"}; do
    TMPDIR="$T/tmp" "$G" check nim "$T/ref" --solution 'sleep 5' -t 3 >/dev/null 2>&1 &
    pid=$!
    sleep 2
    kill -KILL $pid 2>/dev/null
    wait $pid 2>/dev/null
    printf '%-58s %s file(s) left in TMPDIR  (0) [%s]\n' "check --solution, SIGKILL after 2 s" \
        "$(ls -A "$T/tmp" | wc -l)" "$(basename "$(dirname "$(dirname "$(dirname "$G")")")")"
    rm -rf "$T/tmp"/* "$T/tmp"/.[!.]* 2>/dev/null
done
