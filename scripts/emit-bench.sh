#!/usr/bin/env bash
# How fast the files `grundy emit` writes run, next to grundy itself, on the
# benchmark inputs: whole process, stdin from a file, stdout to /dev/null,
# wall time from /usr/bin/time, median of interleaved runs. Also checks that
# both print the same bytes.
#
# Usage: scripts/emit-bench.sh
# Environment:
#   RUNS=N      timed runs per program (default 7), interleaved A B A B ...
#   FORMATS="nim misere wythoff snim"   which formats to run
#   MB=N        size of the generated inputs (default 200)
#   RUSTC_FLAGS extra flags for the emitted files (default none; try
#               "-C panic=abort", which release grundy uses)
#
# The inputs are those of `cargo bench` (benches/judge_formats.rs), written
# to bench-data/ (git-ignored) through GRUNDY_BENCH_DUMP the first time.
# The emitted files are built as the README recommends, plus
# `-C codegen-units=1` (release grundy's setting).
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-7}
formats=${FORMATS:-nim misere wythoff snim}
mb=${MB:-200}
data=$repo/bench-data
bin=$data/emit

die() { echo "emit-bench.sh: $*" >&2; exit 1; }
[ -x /usr/bin/time ] || die "/usr/bin/time is needed"
command -v rustc >/dev/null || die "rustc is needed"

problem_of() {
    case $1 in
        nim) echo poj2234 ;; misere) echo hdu1907 ;;
        wythoff) echo poj1067 ;; snim) echo hdu1536 ;;
        *) die "unknown format $1" ;;
    esac
}

mkdir -p "$bin"
echo "building grundy (release) and the emitted files..."
(cd "$repo" && cargo build --release --quiet)
grundy=$repo/target/release/grundy
for format in $formats; do
    problem=$(problem_of "$format")
    "$grundy" emit "$problem" -o "$bin/$problem.rs"
    # shellcheck disable=SC2086 # RUSTC_FLAGS is a list of flags
    rustc --edition 2021 -O -C codegen-units=1 ${RUSTC_FLAGS:-} \
        -o "$bin/$problem" "$bin/$problem.rs"
    if [ ! -s "$data/$format.txt" ] || [ "$(stat -c %s "$data/$format.txt")" -lt $((mb * 900000)) ]; then
        echo "generating the $mb MB $format input..."
        (cd "$repo" && GRUNDY_BENCH_DUMP=$data GRUNDY_BENCH_MB=$mb GRUNDY_BENCH_RUNS=1 \
            GRUNDY_BENCH_ONLY=$format cargo bench --quiet --bench judge_formats >/dev/null)
    fi
done

# One timed run: prints the wall seconds.
run_once() {
    local input=$1; shift
    /usr/bin/time -f %e -o "$data/emit.time" "$@" < "$input" > /dev/null
    tail -n 1 "$data/emit.time"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

printf '\n%-8s %8s %9s %15s %14s %7s\n' format problem MB "grundy wall s" "emitted wall s" ratio
for format in $formats; do
    problem=$(problem_of "$format")
    input=$data/$format.txt
    # Same bytes out, or the timing means nothing.
    "$grundy" "$problem" < "$input" > "$data/emit.expected"
    "$bin/$problem" < "$input" > "$data/emit.got"
    cmp -s "$data/emit.expected" "$data/emit.got" \
        || die "$format: the emitted $problem prints other bytes than grundy"
    rm -f "$data/emit.expected" "$data/emit.got"
    : > "$data/grundy.times"; : > "$data/emitted.times"
    for _ in $(seq "$runs"); do
        run_once "$input" "$grundy" "$problem" >> "$data/grundy.times"
        run_once "$input" "$bin/$problem" >> "$data/emitted.times"
    done
    ours=$(median < "$data/grundy.times")
    emitted=$(median < "$data/emitted.times")
    size=$(awk -v b="$(stat -c %s "$input")" 'BEGIN { printf "%.0f", b / 1e6 }')
    printf '%-8s %8s %9s %15.2f %14.2f %7.3f\n' "$format" "$problem" "$size" "$ours" "$emitted" \
        "$(awk -v a="$emitted" -v b="$ours" 'BEGIN { print a / b }')"
done
echo
echo "$(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); median of $runs interleaved runs; emitted with: rustc --edition 2021 -O -C codegen-units=1 ${RUSTC_FLAGS:-}"
