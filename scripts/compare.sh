#!/usr/bin/env bash
# Side-by-side speed of grundy and C baselines on the same judge inputs:
# whole process, stdin from a file, stdout to /dev/null, median of
# interleaved runs. Also checks that both print the same bytes and reports
# grundy's peak resident memory.
#
# Self-contained: the inputs come from the generator in
# benches/judge_formats.rs (`cargo bench` with GRUNDY_BENCH_DUMP), and the
# baselines are our own C programs in benches/c/ (whole input read at once,
# hand-parsed numbers, one fwrite). A fresh clone needs only cargo, gcc and
# /usr/bin/time.
#
# Usage: scripts/compare.sh [T3_BASELINES_DIR]
#   T3_BASELINES_DIR (or $BASELINES): optionally, a directory holding the
#   hand-tuned C++ baselines (nim_t3.cpp, misere_t3.cpp, wythoff_t3.cpp,
#   snim_t3.cpp and fastio.h, as in benches/cpp); they then stand in
#   for benches/c/ (needs g++). The inputs are the same either way.
# Environment:
#   RUNS=N      timed runs per command (default 7), interleaved A B A B ...
#   MB=N        input size per format in MB (default 200; S-Nim about as many)
#   FORMATS="nim misere wythoff snim"   which formats to run
#   BIG=1       also run grundy on a 1 GB Nim input, for peak memory only
#   BEFORE=BIN  another grundy binary (an earlier commit's release build),
#               run interleaved with the others on the same inputs: its wall
#               time and this build's time over it ("after/before"), the
#               before-and-after comparison of a change
#   COUNT=1     with BEFORE: count the instructions both builds retire on
#               each input under valgrind's callgrind instead of timing
#               (the same figures on a loaded machine as on a quiet one)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
t3=${1:-${BASELINES:-}}
runs=${RUNS:-7}
mb=${MB:-200}
formats=${FORMATS:-nim misere wythoff snim}
data=$repo/bench-data

die() { echo "compare.sh: $*" >&2; exit 1; }

command -v gcc >/dev/null || die "gcc is needed to build the baselines"
[ -x /usr/bin/time ] || die "/usr/bin/time is needed for peak memory"

mkdir -p "$data/bin"
echo "building grundy (release) and the baselines..."
(cd "$repo" && cargo build --release --quiet)
grundy=$repo/target/release/grundy
before=${BEFORE:-}
[ -z "$before" ] || [ -x "$before" ] || die "BEFORE=$before is not an executable"
if [ -n "$t3" ]; then
    for f in fastio.h nim_t3.cpp misere_t3.cpp wythoff_t3.cpp snim_t3.cpp; do
        [ -f "$t3/$f" ] || die "no $f in '$t3'"
    done
    command -v g++ >/dev/null || die "g++ is needed to build the C++ baselines"
    # The fastest variant of each, per that directory's README.
    g++ -O2 -o "$data/bin/nim" "$t3/nim_t3.cpp"
    g++ -O2 -DOUT_CHUNKED -DSCALAR -o "$data/bin/misere" "$t3/misere_t3.cpp"
    g++ -O2 -DOUT_CHUNKED -o "$data/bin/wythoff" "$t3/wythoff_t3.cpp"
    g++ -O2 -DSCALAR -o "$data/bin/snim" "$t3/snim_t3.cpp"
    baseline="t3 C++"
else
    for f in nim misere wythoff snim; do
        gcc -O2 -o "$data/bin/$f" "$repo/benches/c/$f.c" -lm
    done
    baseline="C"
fi

# Writes the generated inputs of size $1 MB for formats $2 into $3.
generate() {
    local size=$1 only=$2 dir=$3 f
    for f in $only; do
        (cd "$repo" && GRUNDY_BENCH_DUMP=$dir GRUNDY_BENCH_MB=$size GRUNDY_BENCH_RUNS=1 \
            GRUNDY_BENCH_ONLY=$f cargo bench --quiet --bench judge_formats > /dev/null)
    done
}

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

inputs=$data/inputs-$mb
missing=""
for format in $formats; do
    problem_of "$format" > /dev/null
    [ -s "$inputs/$format.txt" ] || missing="$missing $format"
done
if [ -n "$missing" ]; then
    echo "generating$missing ($mb MB each) with benches/judge_formats.rs..."
    mkdir -p "$inputs"
    generate "$mb" "$missing" "$inputs"
fi

# Instructions retired by one run, from callgrind's summary.
instructions() {
    local input=$1; shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$input" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

if [ "${COUNT:-0}" = 1 ]; then
    [ -n "$before" ] || die "COUNT=1 compares two builds: set BEFORE=BIN"
    command -v valgrind >/dev/null || die "COUNT=1 needs valgrind"
    printf '\n%-8s %8s %18s %18s %13s\n' format MB "before instr" "after instr" "after/before"
    for format in $formats; do
        problem=$(problem_of "$format")
        input=$inputs/$format.txt
        then_=$(instructions "$input" "$before" "$problem")
        now=$(instructions "$input" "$grundy" "$problem")
        printf '%-8s %8s %18s %18s %13.4f\n' "$format" "$mb" "$then_" "$now" \
            "$(awk -v a="$now" -v b="$then_" 'BEGIN { print a / b }')"
    done
    exit 0
fi

printf '\n%-8s %8s %12s %14s %7s %12s' format MB "$baseline wall s" "grundy wall s" ratio "grundy RSS"
[ -z "$before" ] || printf ' %14s %13s' "before wall s" "after/before"
echo
for format in $formats; do
    problem=$(problem_of "$format")
    input=$inputs/$format.txt
    # Same bytes out, or the timing means nothing.
    "$data/bin/$format" < "$input" > "$data/$format.expected"
    "$grundy" "$problem" < "$input" > "$data/$format.got"
    cmp -s "$data/$format.expected" "$data/$format.got" \
        || die "$format: grundy's output differs from the baseline's ($data/$format.got vs .expected)"
    if [ -n "$before" ]; then
        "$before" "$problem" < "$input" > "$data/$format.got"
        cmp -s "$data/$format.expected" "$data/$format.got" \
            || die "$format: BEFORE's output differs from the baseline's"
    fi
    rm -f "$data/$format.got"
    : > "$data/baseline.times"; : > "$data/grundy.times"; : > "$data/grundy.rss"
    : > "$data/before.times"
    for _ in $(seq "$runs"); do
        run_once "$input" "$data/bin/$format" | cut -d' ' -f1 >> "$data/baseline.times"
        read -r wall rss < <(run_once "$input" "$grundy" "$problem")
        echo "$wall" >> "$data/grundy.times"
        echo "$rss" >> "$data/grundy.rss"
        if [ -n "$before" ]; then
            run_once "$input" "$before" "$problem" | cut -d' ' -f1 >> "$data/before.times"
        fi
    done
    theirs=$(median < "$data/baseline.times")
    ours=$(median < "$data/grundy.times")
    rss=$(sort -n "$data/grundy.rss" | tail -n 1)
    size=$(awk -v b="$(stat -c %s "$input")" 'BEGIN { printf "%.0f", b / 1e6 }')
    printf '%-8s %8s %12.3f %14.3f %7.2f %9.1f MiB' "$format" "$size" "$theirs" "$ours" \
        "$(awk -v a="$ours" -v b="$theirs" 'BEGIN { print a / b }')" \
        "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')"
    if [ -n "$before" ]; then
        then_=$(median < "$data/before.times")
        printf ' %14.3f %13.2f' "$then_" "$(awk -v a="$ours" -v b="$then_" 'BEGIN { print a / b }')"
    fi
    echo
done

if [ "${BIG:-0}" = 1 ]; then
    big=$data/inputs-1000/nim.txt
    if [ ! -s "$big" ]; then
        mkdir -p "$data/inputs-1000"
        generate 1000 nim "$data/inputs-1000"
    fi
    read -r wall rss < <(run_once "$big" "$grundy" poj2234)
    printf '%-8s %8s %12s %14.3f %7s %9.1f MiB\n' nim-1g 1000 - "$wall" - \
        "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')"
fi
echo
echo "$(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); median of $runs interleaved runs"
