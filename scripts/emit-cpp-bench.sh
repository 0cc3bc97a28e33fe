#!/usr/bin/env bash
# Speed of the emitted C++ (emit/cpp/<id>.cpp, `grundy emit ID --lang cpp`)
# against release `grundy` and the fastest C++ baseline, on the benchmark
# inputs: whole process, stdin from a file, stdout to /dev/null, median wall
# of interleaved runs. Checks first that all print the same bytes.
#
# Usage: scripts/emit-cpp-bench.sh [BASELINES_DIR]
#   BASELINES_DIR (or $BASELINES): the *_t3.cpp baselines; default
#   benches/cpp (the sources copied into the repository). Without them the script says
#   so and compares the C++ with grundy only.
# Environment:
#   RUNS=N     timed runs per program (default 7), interleaved
#   MB=N       size of the Nim, misère and Wythoff inputs (default 200; the
#              S-Nim input has MB * 20 cases, about as many MB)
#   FORMATS="nim misere wythoff snim"
#
# The inputs come from `cargo bench` (GRUNDY_BENCH_DUMP) into bench-data/
# (git-ignored) and are reused while their size stays the same.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
baselines=${1:-${BASELINES:-$repo/benches/cpp}}
runs=${RUNS:-7}
mb=${MB:-200}
formats=${FORMATS:-nim misere wythoff snim}
data=$repo/bench-data/emit-cpp-$mb
bin=$data/bin

die() { echo "emit-cpp-bench.sh: $*" >&2; exit 1; }
command -v g++ >/dev/null || die "g++ is needed"
[ -x /usr/bin/time ] || die "/usr/bin/time is needed"
mkdir -p "$bin"

problem_of() {
    case $1 in
        nim) echo poj2234 ;; misere) echo hdu1907 ;;
        wythoff) echo poj1067 ;; snim) echo hdu1536 ;;
        *) die "unknown format $1" ;;
    esac
}

echo "building grundy (release) and the C++ files..."
(cd "$repo" && cargo build --release --quiet)
grundy=$repo/target/release/grundy
for format in $formats; do
    id=$(problem_of "$format")
    g++ -std=c++17 -O2 -o "$bin/$id" "$repo/emit/cpp/$id.cpp"
done

have_baselines=1
for f in nim_t3.cpp misere_t3.cpp wythoff_t3.cpp snim_t3.cpp fastio.h; do
    [ -f "$baselines/$f" ] || have_baselines=0
done
if [ $have_baselines = 1 ]; then
    # The fastest variant of each, per the baselines' README.
    g++ -O2 -o "$bin/nim_t3" "$baselines/nim_t3.cpp"
    g++ -O2 -DOUT_CHUNKED -DSCALAR -o "$bin/misere_t3" "$baselines/misere_t3.cpp"
    g++ -O2 -DOUT_CHUNKED -o "$bin/wythoff_t3" "$baselines/wythoff_t3.cpp"
    g++ -O2 -DSCALAR -o "$bin/snim_t3" "$baselines/snim_t3.cpp"
else
    echo "NO BASELINES: '$baselines' lacks the *_t3.cpp files; comparing the C++ with grundy only"
fi

missing=
for format in $formats; do [ -s "$data/$format.txt" ] || missing=1; done
if [ -n "$missing" ]; then
    echo "writing the ${mb} MB inputs with cargo bench..."
    (cd "$repo" && GRUNDY_BENCH_DUMP=$data GRUNDY_BENCH_MB=$mb GRUNDY_BENCH_RUNS=1 \
        cargo bench --quiet --bench judge_formats > /dev/null)
fi

# One timed run: prints the wall seconds.
run_once() {
    local input=$1; shift
    local TIMEFORMAT=%3R
    { time /usr/bin/time -f %M -o "$data/rss" "$@" < "$input" > /dev/null; } 2>&1
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

printf '\n%-8s %-8s %5s %9s %9s %9s %11s %9s\n' format problem MB "C++ s" "grundy s" "t3 s" "C++/grundy" "C++/t3"
for format in $formats; do
    id=$(problem_of "$format")
    input=$data/$format.txt
    "$grundy" "$id" < "$input" > "$data/want"
    "$bin/$id" < "$input" > "$data/got"
    cmp -s "$data/want" "$data/got" || die "$format: the C++ prints other bytes than grundy"
    programs=("$bin/$id" "$grundy $id")
    if [ $have_baselines = 1 ]; then
        "$bin/${format}_t3" < "$input" > "$data/got"
        cmp -s "$data/want" "$data/got" || die "$format: the baseline prints other bytes than grundy"
        programs+=("$bin/${format}_t3")
    fi
    rm -f "$data/want" "$data/got"
    for i in "${!programs[@]}"; do : > "$data/times.$i"; done
    for _ in $(seq "$runs"); do
        for i in "${!programs[@]}"; do
            # shellcheck disable=SC2086 # "grundy ID" is two words
            run_once "$input" ${programs[$i]} >> "$data/times.$i"
        done
    done
    cpp=$(median < "$data/times.0")
    ours=$(median < "$data/times.1")
    t3=- vs_t3=-
    if [ $have_baselines = 1 ]; then
        t3=$(median < "$data/times.2")
        vs_t3=$(ratio "$cpp" "$t3")
    fi
    size=$(awk -v b="$(stat -c %s "$input")" 'BEGIN { printf "%.0f", b / 1e6 }')
    printf '%-8s %-8s %5s %9s %9s %9s %11s %9s\n' "$format" "$id" "$size" "$cpp" "$ours" "$t3" \
        "$(ratio "$cpp" "$ours")" "$vs_t3"
done
echo
echo "$(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); median of $runs interleaved runs"
