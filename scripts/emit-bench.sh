#!/usr/bin/env bash
# How fast the files `grundy emit` writes run, next to grundy itself, on the
# benchmark inputs: whole process, stdin from a file, stdout to /dev/null,
# median of interleaved runs of the wall time and of the CPU time (user +
# system, from /usr/bin/time). Also checks that both print the same bytes.
#
# Usage: scripts/emit-bench.sh
# Environment:
#   RUNS=N      timed runs per program (default 7), interleaved A B A B ...
#   FORMATS="nim misere wythoff snim"   which formats to run
#   MB=N        size of the generated inputs (default 200)
#   RUSTC_FLAGS extra flags for the emitted files (default none; try
#               "-C panic=abort", which release grundy uses)
#   COUNT=1     count instructions under valgrind's callgrind instead of
#               timing (exact, unlike times on a shared machine; slow, so
#               use it with MB=20)
#
# The inputs are those of `cargo bench` (benches/judge_formats.rs), written
# to bench-data/emit-MB/ (git-ignored) through GRUNDY_BENCH_DUMP the first
# time.
# The emitted files are built as the README recommends, plus
# `-C codegen-units=1` (release grundy's setting).
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-7}
formats=${FORMATS:-nim misere wythoff snim}
mb=${MB:-200}
data=$repo/bench-data
bin=$data/emit
inputs=$data/emit-$mb

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

mkdir -p "$bin" "$inputs"
echo "building grundy (release) and the emitted files..."
(cd "$repo" && cargo build --release --quiet)
grundy=$repo/target/release/grundy
for format in $formats; do
    problem=$(problem_of "$format")
    "$grundy" emit "$problem" -o "$bin/$problem.rs"
    # shellcheck disable=SC2086 # RUSTC_FLAGS is a list of flags
    rustc --edition 2021 -O -C codegen-units=1 ${RUSTC_FLAGS:-} \
        -o "$bin/$problem" "$bin/$problem.rs"
    if [ ! -s "$inputs/$format.txt" ]; then
        echo "generating the $mb MB $format input..."
        (cd "$repo" && GRUNDY_BENCH_DUMP=$inputs GRUNDY_BENCH_MB=$mb GRUNDY_BENCH_RUNS=1 \
            GRUNDY_BENCH_ONLY=$format cargo bench --quiet --bench judge_formats >/dev/null)
    fi
done

# One timed run: prints "wall_seconds cpu_seconds peak_kib" (cpu = user +
# system, steadier than wall time on a shared machine; bash's `time` for
# millisecond resolution, /usr/bin/time for the peak memory).
run_once() {
    local input=$1; shift
    local TIMEFORMAT='%3R %3U %3S' times
    times=$( { time /usr/bin/time -f %M -o "$data/emit.rss" "$@" < "$input" > /dev/null; } 2>&1 )
    echo "$times $(tail -n 1 "$data/emit.rss")" | awk '{ print $1, $2 + $3, $4 }'
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# Instructions retired by one run, from callgrind's summary.
instructions() {
    local input=$1; shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$input" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

if [ "${COUNT:-0}" = 1 ]; then
    command -v valgrind >/dev/null || die "COUNT=1 needs valgrind"
    printf '\n%-8s %8s %4s %16s %16s %7s\n' format problem MB "grundy instr" "emitted instr" ratio
    for format in $formats; do
        problem=$(problem_of "$format")
        input=$inputs/$format.txt
        gi=$(instructions "$input" "$grundy" "$problem")
        ei=$(instructions "$input" "$bin/$problem")
        printf '%-8s %8s %4s %16s %16s %7.4f\n' "$format" "$problem" "$mb" "$gi" "$ei" \
            "$(awk -v a="$ei" -v b="$gi" 'BEGIN { print a / b }')"
    done
    echo
    echo "emitted with: rustc --edition 2021 -O -C codegen-units=1 ${RUSTC_FLAGS:-}"
    exit 0
fi

printf '\n%-8s %8s %4s %12s %13s %7s %11s %12s %7s %15s\n' format problem MB \
    "grundy wall" "emitted wall" ratio "grundy cpu" "emitted cpu" ratio "peak KiB g / e"
for format in $formats; do
    problem=$(problem_of "$format")
    input=$inputs/$format.txt
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
    gw=$(cut -d' ' -f1 "$data/grundy.times" | median)
    ew=$(cut -d' ' -f1 "$data/emitted.times" | median)
    gc=$(cut -d' ' -f2 "$data/grundy.times" | median)
    ec=$(cut -d' ' -f2 "$data/emitted.times" | median)
    grss=$(cut -d' ' -f3 "$data/grundy.times" | sort -n | tail -n 1)
    erss=$(cut -d' ' -f3 "$data/emitted.times" | sort -n | tail -n 1)
    size=$(awk -v b="$(stat -c %s "$input")" 'BEGIN { printf "%.0f", b / 1e6 }')
    printf '%-8s %8s %4s %12.3f %13.3f %7.3f %11.3f %12.3f %7.3f %15s\n' "$format" "$problem" "$size" \
        "$gw" "$ew" "$(awk -v a="$ew" -v b="$gw" 'BEGIN { print a / b }')" \
        "$gc" "$ec" "$(awk -v a="$ec" -v b="$gc" 'BEGIN { print a / b }')" "$grss / $erss"
done
echo
echo "$(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); median of $runs interleaved runs; emitted with: rustc --edition 2021 -O -C codegen-units=1 ${RUSTC_FLAGS:-}"
