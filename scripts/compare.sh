#!/usr/bin/env bash
# Side-by-side speed of grundy and the best hand-tuned C++ baselines on the
# same judge inputs: whole process, stdin from a file, stdout to /dev/null,
# median of interleaved runs. Also checks that both print the same bytes and
# reports grundy's peak resident memory.
#
# Usage: scripts/compare.sh [BASELINES_DIR]
#   BASELINES_DIR (or $BASELINES) holds gen.c, fastio.h and the *_t3.cpp
#   sources; default: ../shared/baselines next to the repository.
# Environment:
#   RUNS=N      timed runs per command (default 7), interleaved A B A B ...
#   FORMATS="nim misere wythoff snim"   which formats to run
#   BIG=1       also run grundy on a 1 GB Nim input, for peak memory only
#
# Needs g++, gcc, /usr/bin/time and cargo. Nothing else in the repository
# depends on this script or on the baselines.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
baselines=${1:-${BASELINES:-$repo/../shared/baselines}}
runs=${RUNS:-7}
formats=${FORMATS:-nim misere wythoff snim}
data=$repo/bench-data

die() { echo "compare.sh: $*" >&2; exit 1; }

for f in gen.c fastio.h nim_t3.cpp misere_t3.cpp wythoff_t3.cpp snim_t3.cpp; do
    [ -f "$baselines/$f" ] || die "no $f in '$baselines': pass the baselines directory as an argument or set BASELINES"
done
command -v g++ >/dev/null || die "g++ is needed to build the baselines"
[ -x /usr/bin/time ] || die "/usr/bin/time is needed for peak memory"

mkdir -p "$data/bin"
echo "building grundy (release) and the baselines..."
(cd "$repo" && cargo build --release --quiet)
grundy=$repo/target/release/grundy
gcc -O2 -o "$data/bin/gen" "$baselines/gen.c" -lm
# The fastest variant of each, per the baselines' README.
g++ -O2 -o "$data/bin/nim_t3" "$baselines/nim_t3.cpp"
g++ -O2 -DOUT_CHUNKED -DSCALAR -o "$data/bin/misere_t3" "$baselines/misere_t3.cpp"
g++ -O2 -DOUT_CHUNKED -o "$data/bin/wythoff_t3" "$baselines/wythoff_t3.cpp"
g++ -O2 -DSCALAR -o "$data/bin/snim_t3" "$baselines/snim_t3.cpp"

problem_of() {
    case $1 in
        nim) echo poj2234 ;; misere) echo hdu1907 ;;
        wythoff) echo poj1067 ;; snim) echo hdu1536 ;;
        *) die "unknown format $1" ;;
    esac
}

# One timed run: prints "wall_seconds peak_kib".
run_once() {
    local input=$1; shift
    local TIMEFORMAT=%3R wall rss
    wall=$( { time /usr/bin/time -f %M -o "$data/rss" "$@" < "$input" > /dev/null; } 2>&1 )
    rss=$(tail -n 1 "$data/rss")
    echo "$wall $rss"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

printf '\n%-8s %8s %12s %14s %7s %12s\n' format MB "t3 wall s" "grundy wall s" ratio "grundy RSS"
for format in $formats; do
    problem=$(problem_of "$format")
    input=$data/$format.txt
    [ -s "$input" ] || "$data/bin/gen" "$format" > "$input"
    # Same bytes out, or the timing means nothing.
    "$data/bin/${format}_t3" < "$input" > "$data/$format.expected"
    "$grundy" "$problem" < "$input" > "$data/$format.got"
    cmp -s "$data/$format.expected" "$data/$format.got" \
        || die "$format: grundy's output differs from the baseline's ($data/$format.got vs .expected)"
    rm -f "$data/$format.got"
    : > "$data/t3.times"; : > "$data/grundy.times"; : > "$data/grundy.rss"
    for _ in $(seq "$runs"); do
        run_once "$input" "$data/bin/${format}_t3" | cut -d' ' -f1 >> "$data/t3.times"
        read -r wall rss < <(run_once "$input" "$grundy" "$problem")
        echo "$wall" >> "$data/grundy.times"
        echo "$rss" >> "$data/grundy.rss"
    done
    t3=$(median < "$data/t3.times")
    ours=$(median < "$data/grundy.times")
    rss=$(sort -n "$data/grundy.rss" | tail -n 1)
    mb=$(awk -v b="$(stat -c %s "$input")" 'BEGIN { printf "%.0f", b / 1e6 }')
    printf '%-8s %8s %12.3f %14.3f %7.2f %9.1f MiB\n' "$format" "$mb" "$t3" "$ours" \
        "$(awk -v a="$ours" -v b="$t3" 'BEGIN { print a / b }')" \
        "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')"
done

if [ "${BIG:-0}" = 1 ]; then
    big=$data/nim-1g.txt
    [ -s "$big" ] || "$data/bin/gen" nim 1000000000 > "$big"
    read -r wall rss < <(run_once "$big" "$grundy" poj2234)
    printf '%-8s %8s %12s %14.3f %7s %9.1f MiB\n' nim-1g 1000 - "$wall" - \
        "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')"
fi
echo
echo "$(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); median of $runs interleaved runs"
