#!/bin/sh
# The long form of the description and rule fuzz harness of issue 46
# (tests/suite/fuzz_described.rs): N cases (description mutations, rules
# of the grammar, answers against a brute force and the emitted C++ and
# Rust) from SEED, each run of grundy under 256 MB of address space and
# killed after BUDGET seconds of CPU time (default 10; `ulimit -t`, so a
# loaded machine does not make false overruns; a wall-time watchdog at six
# times that catches a run that waits). grundy is the release build
# (built first; FUZZ_BIN=path runs another), about ten times as many cases
# a second as the test's debug build. Prints how many it ran, in how many
# seconds, and how many failed; each failure's reproducer (d.toml, stdin,
# cmd) is written under target/tmp/fuzz-described-SEED/fail-K/.
#
# Usage: scripts/fuzz.sh N [SEED] [KINDS]
#   KINDS: the cases in turn, m a mutation, r a rule, d a differential run
#   (default mmrd; m alone runs description mutations only).
# Chunks in parallel: run it once per seed (each seed has its own folder).
set -eu
cd "$(dirname "$0")/.."
N=${1:?usage: scripts/fuzz.sh N [SEED] [KINDS]}
SEED=${2:-1}
if [ -z "${FUZZ_BIN:-}" ]; then
    cargo build --release --quiet
    FUZZ_BIN=$PWD/target/release/grundy
fi
FUZZ_BIN=$FUZZ_BIN FUZZ_RUNS=$N FUZZ_SEED=$SEED FUZZ_KINDS=${3:-mmrd} FUZZ_BUDGET=${BUDGET:-10} \
    cargo test --quiet --test suite fuzz_described::long_form -- --ignored --nocapture --exact 2>&1 |
    grep --line-buffered -E '^(fuzz seed|fuzz found|  /|test result)' || true
