#!/usr/bin/env bash
# `grundy sg` side by side with ogsolve 0.0.7 (Piotr Beling's octal-game
# solver, its fastest method `-m rc2`) on the same games and sizes, in one
# run: wall and user CPU time (medians of RUNS interleaved runs; on a
# shared machine the user time is the steadier figure), peak resident
# memory, and a check that both give the same values.
#
# Usage: scripts/sg-bench.sh [CODE:N ...]
#   default games: 0.16:520000 0.56:2000000 0.354:20500000 0.77:300000 0.07:300000
# Environment:
#   RUNS=N        timed runs per command (default 3), interleaved A B A B ...
#   CHECK_MAX=N   also compare every value g(0..N) (ogsolve -p, untimed) when
#                 N is at most this (default 2000000); above it, g(N), the
#                 period and the preperiod are compared
#   GRUNDY_N=N    values of Grundy's game to report, grundy alone (default
#                 16777216; 0 skips it)
#   PROXY=1       also 0.1777 at 20000000 and 50000000 values: the long
#                 record's kernel at a size that takes seconds (user time
#                 grundy/ogsolve 0.41-0.43, see docs/benchmarks.md)
#   STRETCH=1     also 0.1777 to 443000000 values (minutes; 870 MB for
#                 ogsolve, 435 MB for grundy, whose values take a byte each;
#                 grundy stops where its period 60620715 after 160949018 is
#                 proven, as `grundy sg 0.1777 --max 450000000` does)
#   THREE_N=N     values of the three-heap codes 0.9 and 0.8f, grundy alone
#                 (ogsolve reads octal codes only; default 10000; 0 skips)
#   GRUNDY=PATH   the grundy binary to time (default: build target/release)
#
# ogsolve is installed with `cargo install --locked --root .tools` when
# .tools/bin/ogsolve is missing (.tools is ignored by git). Needs cargo and
# /usr/bin/time. Nothing else in the repository depends on this script.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-3}
check_max=${CHECK_MAX:-2000000}
grundy_n=${GRUNDY_N:-16777216}
three_n=${THREE_N:-10000}
tools=$repo/.tools
ogsolve=$tools/bin/ogsolve
grundy=${GRUNDY:-$repo/target/release/grundy}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

die() { echo "sg-bench.sh: $*" >&2; exit 1; }
[ -x /usr/bin/time ] || die "/usr/bin/time is needed for peak memory"

if [ ! -x "$ogsolve" ]; then
    echo "installing ogsolve 0.0.7 into $tools ..."
    cargo install --quiet --locked ogsolve --version 0.0.7 --root "$tools" \
        || die "cannot install ogsolve 0.0.7"
fi
if [ -z "${GRUNDY:-}" ]; then
    echo "building grundy (release) ..."
    (cd "$repo" && cargo build --release --quiet)
fi

games=("$@")
if [ ${#games[@]} -eq 0 ]; then
    games=(0.16:520000 0.56:2000000 0.354:20500000 0.77:300000 0.07:300000)
fi
if [ "${PROXY:-0}" = 1 ]; then
    games+=(0.1777:20000000 0.1777:50000000)
fi
if [ "${STRETCH:-0}" = 1 ]; then
    games+=(0.1777:443000000)
fi

# timed NAME CMD...: runs CMD with stdout to $tmp/NAME.out, appends
# "seconds kilobytes user-seconds" to $tmp/NAME.times.
timed() {
    local name=$1
    shift
    /usr/bin/time -f '%e %M %U' -o "$tmp/time" "$@" >"$tmp/$name.out"
    cat "$tmp/time" >>"$tmp/$name.times"
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
field() { sed -n "s/.*\"$1\":\\([0-9]*\\).*/\\1/p" "$2"; }

printf '%s\n' "| game | n | ogsolve s | grundy s | grundy/ogsolve | user s og / gr | user ratio | ogsolve MiB | grundy MiB | grundy computed | values |"
printf '%s\n' "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
for game in "${games[@]}"; do
    code=${game%%:*}
    n=${game##*:}
    rm -f "$tmp"/og.times "$tmp"/gr.times
    for _ in $(seq "$runs"); do
        timed og "$ogsolve" -m rc2 -n "$n" "$code"
        timed gr "$grundy" sg "$code" --heap "$n" --json --max $((n + 1))
    done
    og_s=$(cut -d' ' -f1 "$tmp/og.times" | median)
    gr_s=$(cut -d' ' -f1 "$tmp/gr.times" | median)
    og_u=$(cut -d' ' -f3 "$tmp/og.times" | median)
    gr_u=$(cut -d' ' -f3 "$tmp/gr.times" | median)
    og_kb=$(cut -d' ' -f2 "$tmp/og.times" | sort -n | tail -1)
    gr_kb=$(cut -d' ' -f2 "$tmp/gr.times" | sort -n | tail -1)
    # Agreement: g(n), and the period and preperiod when ogsolve finds one.
    og_g=$(sed -n 's/.*nimber of [0-9]*: \([0-9]*\).*/\1/p' "$tmp/og.out")
    gr_g=$(sed -n 's/.*"heap_values":\[\([0-9]*\)\].*/\1/p' "$tmp/gr.out")
    agree=yes
    [ -n "$og_g" ] && [ "$og_g" = "$gr_g" ] || agree="NO: g($n) $og_g vs $gr_g"
    if grep -q 'found period' "$tmp/og.out"; then
        og_p=$(sed -n 's/.*period of length \([0-9]*\) and pre-period \([0-9]*\).*/\1 \2/p' "$tmp/og.out")
        gr_p="$(field period "$tmp/gr.out") $(field preperiod "$tmp/gr.out")"
        [ "$og_p" = "$gr_p" ] || agree="NO: period/preperiod $og_p vs $gr_p"
    fi
    checked="g($n), period"
    if [ "$agree" = yes ] && [ "$n" -le "$check_max" ]; then
        "$ogsolve" -m rc2 -n "$n" -p "$code" | sed -n 's/^ *nimbers: //p' | tr ' ' '\n' >"$tmp/og.values"
        "$grundy" sg "$code" --upto "$n" --values --max $((n + 1)) >"$tmp/gr.values"
        if cmp -s "$tmp/og.values" "$tmp/gr.values"; then
            checked="all g(0..=$n)"
        else
            agree="NO: the value lists differ"
        fi
    fi
    [ "$agree" = yes ] && agree="agree: $checked"
    computed=$(field computed "$tmp/gr.out")
    ratio=$(awk -v a="$gr_s" -v b="$og_s" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "-" }')
    user_ratio=$(awk -v a="$gr_u" -v b="$og_u" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "-" }')
    printf '| %s | %s | %s | %s | %s | %s / %s | %s | %.1f | %.1f | %s | %s |\n' "$code" "$n" "$og_s" "$gr_s" "$ratio" \
        "$og_u" "$gr_u" "$user_ratio" \
        "$(awk -v k="$og_kb" 'BEGIN { print k / 1024 }')" "$(awk -v k="$gr_kb" 'BEGIN { print k / 1024 }')" \
        "$computed" "$agree"
done

if [ "$grundy_n" -gt 0 ]; then
    rm -f "$tmp"/gg.times
    timed gg "$grundy" sg grundy --max "$grundy_n" --json
    read -r s kb _ <"$tmp/gg.times"
    printf '\nGrundy'"'"'s game, %s values (grundy alone, one run): %s s, %.1f MiB, %s rare positions (mask %s), largest value %s\n' \
        "$grundy_n" "$s" "$(awk -v k="$kb" 'BEGIN { print k / 1024 }')" \
        "$(field rare "$tmp/gg.out")" "$(field mask "$tmp/gg.out")" "$(field largest "$tmp/gg.out")"
fi

if [ "$three_n" -gt 0 ]; then
    echo
    for code in 0.9 0.8f; do
        rm -f "$tmp"/three.times
        timed three "$grundy" sg "$code" --upto "$three_n" --json
        read -r s kb _ <"$tmp/three.times"
        printf '%s, g(0..=%s) (grundy alone, one run): %s s, %.1f MiB, largest value %s\n' \
            "$code" "$three_n" "$s" "$(awk -v k="$kb" 'BEGIN { print k / 1024 }')" "$(field largest "$tmp/three.out")"
    done
fi
