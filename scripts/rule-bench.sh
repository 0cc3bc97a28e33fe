#!/usr/bin/env bash
# `grundy sg RULE --upto N --values` side by side with the straightforward
# C mex loop of the same rule (benches/c/rule_mex.c, gcc -O2), in one run:
# the median wall time of RUNS interleaved runs each, their ratio, the
# method grundy used, and a check that both print the same values.
#
# Usage: scripts/rule-bench.sh            the five rules of issue 30
# Environment:
#   RUNS=N     timed runs per command (default 3)
#   SCALE=F    multiply every N by F (default 1; 0.1 for a quick look)
# The quadratic and cubic rules run at smaller N, where the C loop takes
# seconds (1..n/2 at 10^5; 0.[7] at 1,500); the table says which N.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-3}
scale=${SCALE:-1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

(cd "$repo" && cargo build --release --quiet)
grundy=$repo/target/release/grundy
gcc -O2 -o "$tmp/rule_mex" "$repo/benches/c/rule_mex.c"

finite100=$(seq -s, 1 3 298)
# name | C rule | grundy rule | N
cases=(
    "squares|squares|squares|1000000"
    "1..n/2|half|1..n/2|100000"
    "to proper-divisors|divisor-map|to proper-divisors|1000000"
    "100-element set|finite100|$finite100|1000000"
    "0.[7]|nim-code|0.[7]|1500"
)

seconds() { # CMD... > $tmp/out; prints the wall seconds
    local start end
    start=$(date +%s.%N)
    "$@" >"$tmp/out"
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }'
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

printf '| rule | N | C loop s | grundy s | grundy / C | same values | grundy method |\n'
printf '|---|---:|---:|---:|---:|---|---|\n'
for case in "${cases[@]}"; do
    IFS='|' read -r name c_rule g_rule n <<<"$case"
    n=$(awk -v n="$n" -v f="$scale" 'BEGIN { printf "%d", n * f }')
    : >"$tmp/c.times"
    : >"$tmp/g.times"
    for _ in $(seq "$runs"); do
        seconds "$tmp/rule_mex" "$c_rule" "$n" >>"$tmp/c.times"
        echo >>"$tmp/c.times"
        cp "$tmp/out" "$tmp/c.values"
        seconds "$grundy" sg "$g_rule" --upto "$n" --values >>"$tmp/g.times"
        echo >>"$tmp/g.times"
        cp "$tmp/out" "$tmp/g.values"
    done
    c_s=$(median <"$tmp/c.times")
    g_s=$(median <"$tmp/g.times")
    same=no
    cmp -s "$tmp/c.values" "$tmp/g.values" && same=yes
    method=$("$grundy" sg "$g_rule" --upto 10 --json | sed -n 's/.*"method":"\([^"]*\)".*/\1/p')
    [ -n "$method" ] || method="the classic subtraction engine (proved period; kernels of grundy sg)"
    ratio=$(awk -v a="$g_s" -v b="$c_s" 'BEGIN { printf "%.3f", a / b }')
    printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$name" "$n" "$c_s" "$g_s" "$ratio" "$same" "$method"
done
