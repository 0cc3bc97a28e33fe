//! `cargo bench`: how fast grundy answers the judge formats it is compared on.
//!
//! The inputs are made here, deterministically, by ports of the generators
//! in the speed baselines' `gen.c` (same PRNG, same distributions, same bytes
//! for the same size and seed), so nothing outside the repository is needed.
//! Each problem runs through the real streaming path, [`grundy::solve`] on an
//! in-memory reader with the answers going to `io::sink()`; the figures are
//! the best and the median of several runs, in MB/s and cases/s. The S-Nim
//! Grundy tables are also timed on their own, since they, not the parsing,
//! decide that format's speed.
//!
//! Settings (environment): `GRUNDY_BENCH_MB` input size per format in MB
//! (default 50; S-Nim gets about as many MB), `GRUNDY_BENCH_RUNS` runs per
//! format (default 5), `GRUNDY_BENCH_ONLY` a format name to run alone,
//! `GRUNDY_BENCH_DUMP` a directory to write the generated inputs to (they
//! match `gen FORMAT SIZE` byte for byte).
//! Whole-process comparisons with the C++ baselines are `scripts/compare.sh`.

use grundy::games::subtraction::SubtractionGame;
use std::hint::black_box;
use std::io;
use std::time::{Duration, Instant};

/// The splitmix64 generator of `gen.c`.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi` the way `gen.c` does it (modulo bias and all).
    fn uni(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
}

/// `gen.c`'s `ou`: a number and a separator.
fn put(out: &mut Vec<u8>, v: u64, sep: u8) {
    out.extend_from_slice(v.to_string().as_bytes());
    out.push(sep);
}

/// `gen nim BYTES 2234`: lines `M a1..aM`, 30% of them with XOR 0.
fn gen_nim(bytes: usize) -> (Vec<u8>, u64) {
    let mut r = SplitMix(2234);
    let (mut out, mut cases) = (Vec::with_capacity(bytes + 256), 0);
    let mut a = [0u64; 20];
    while out.len() < bytes {
        let m = r.uni(1, 20) as usize;
        let force_zero = m >= 2 && r.uni(0, 99) < 30;
        loop {
            let mut x = 0;
            for pile in &mut a[..m] {
                *pile = r.uni(1, 10_000_000);
                x ^= *pile;
            }
            if !force_zero {
                break;
            }
            x ^= a[m - 1];
            if (1..=10_000_000).contains(&x) {
                a[m - 1] = x;
                break;
            }
        }
        put(&mut out, m as u64, b' ');
        for (i, &pile) in a[..m].iter().enumerate() {
            put(&mut out, pile, if i + 1 == m { b'\n' } else { b' ' });
        }
        cases += 1;
    }
    (out, cases)
}

/// `gen misere BYTES 1907`: `T`, then per case `N` and N piles (random, XOR
/// 0, all ones, ones and one or two bigger).
fn gen_misere(bytes: usize) -> (Vec<u8>, u64) {
    let mut r = SplitMix(1907);
    let (mut body, mut cases) = (Vec::with_capacity(bytes + 256), 0u64);
    let mut a = [0u64; 47];
    while body.len() < bytes {
        let n = r.uni(1, 47) as usize;
        let kind = r.uni(0, 99);
        if kind < 50 {
            for pile in &mut a[..n] {
                *pile = r.uni(1, 4747);
            }
        } else if kind < 75 && n >= 2 {
            loop {
                let mut x = 0;
                for pile in &mut a[..n - 1] {
                    *pile = r.uni(1, 4747);
                    x ^= *pile;
                }
                if (1..=4747).contains(&x) {
                    a[n - 1] = x;
                    break;
                }
            }
        } else if kind < 85 {
            a[..n].fill(1);
        } else {
            // gcc evaluates the index of `a[uni(..)] = uni(..)` first, Rust
            // the right side: spell the order out.
            a[..n].fill(1);
            let at = r.uni(0, n as u64 - 1) as usize;
            a[at] = r.uni(2, 4747);
            if r.uni(0, 1) == 1 {
                let at = r.uni(0, n as u64 - 1) as usize;
                a[at] = r.uni(2, 20);
            }
        }
        put(&mut body, n as u64, b'\n');
        for (i, &pile) in a[..n].iter().enumerate() {
            put(&mut body, pile, if i + 1 == n { b'\n' } else { b' ' });
        }
        cases += 1;
    }
    let mut out = format!("{cases}\n").into_bytes();
    out.extend_from_slice(&body);
    (out, cases)
}

/// `floor(k * phi)` for the k `gen.c` uses (5k^2 fits in 64 bits).
fn wythoff_a(k: u64) -> u64 {
    let n = 5 * k * k;
    let mut s = (n as f64).sqrt() as u64;
    while s > 0 && u128::from(s) * u128::from(s) > u128::from(n) {
        s -= 1;
    }
    while u128::from(s + 1) * u128::from(s + 1) <= u128::from(n) {
        s += 1;
    }
    (k + s) / 2
}

/// `gen wythoff BYTES 1067`: lines `a b` up to 1e9: 40% random, the rest
/// losing pairs, a third of those nudged by one.
fn gen_wythoff(bytes: usize) -> (Vec<u8>, u64) {
    const LIM: u64 = 1_000_000_000;
    let (mut lo, mut hi) = (0, LIM);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if wythoff_a(mid) + mid <= LIM {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let k_max = lo;
    let mut r = SplitMix(1067);
    let (mut out, mut cases) = (Vec::with_capacity(bytes + 256), 0);
    while out.len() < bytes {
        let kind = r.uni(0, 99);
        let (mut a, mut b);
        if kind < 40 {
            a = r.uni(0, LIM);
            b = r.uni(0, LIM);
        } else {
            let k = r.uni(0, k_max);
            a = wythoff_a(k);
            b = a + k;
            if kind >= 80 {
                match r.uni(0, 3) {
                    0 if a > 0 => a -= 1,
                    1 if a < LIM => a += 1,
                    2 if b > 0 => b -= 1,
                    _ if b < LIM => b += 1,
                    _ => {}
                }
            }
            if r.uni(0, 1) == 1 {
                std::mem::swap(&mut a, &mut b);
            }
        }
        put(&mut out, a, b' ');
        put(&mut out, b, b'\n');
        cases += 1;
    }
    (out, cases)
}

/// The Grundy table of `gen.c`'s S-Nim generator, up to `H`.
fn snim_table(moves: &[u64], h: usize) -> Vec<u8> {
    let mut sg = vec![0u8; h + 1];
    for x in 0..=h {
        let mut seen = [false; 256];
        for &s in moves {
            if s as usize <= x {
                seen[sg[x - s as usize] as usize] = true;
            }
        }
        sg[x] = seen.iter().position(|&s| !s).unwrap_or(255) as u8;
    }
    sg
}

/// `gen snim CASES 1536`: sets alternately large (up to 100 moves up to
/// 10^4) and small (up to 10 moves up to 20), 100 positions of 100 heaps up
/// to 10^4 each, about 30% made losing. Returns the input, the number of
/// cases and the move sets (for timing the tables alone).
fn gen_snim(cases: u64) -> (Vec<u8>, u64, Vec<Vec<u64>>) {
    const M: u64 = 100;
    const L: usize = 100;
    const H: u64 = 10_000;
    let mut r = SplitMix(1536);
    let mut out = Vec::new();
    let mut sets = Vec::new();
    for c in 0..cases {
        let (k, top) = if c % 2 == 0 {
            (r.uni(1, 100) as usize, 10_000)
        } else {
            (r.uni(1, 10) as usize, 20)
        };
        let mut s: Vec<u64> = Vec::with_capacity(k);
        while s.len() < k {
            let v = r.uni(1, top);
            if !s.contains(&v) {
                s.push(v);
            }
        }
        let sg = snim_table(&s, H as usize);
        put(&mut out, k as u64, b' ');
        for (i, &v) in s.iter().enumerate() {
            put(&mut out, v, if i + 1 == k { b'\n' } else { b' ' });
        }
        put(&mut out, M, b'\n');
        let mut h = [0u64; L];
        for _ in 0..M {
            let mut x = 0;
            for heap in &mut h[..L - 1] {
                *heap = r.uni(0, H);
                x ^= sg[*heap as usize];
            }
            h[L - 1] = r.uni(0, H);
            if r.uni(0, 99) < 30 {
                for _ in 0..400 {
                    let cand = r.uni(0, H);
                    if sg[cand as usize] == x {
                        h[L - 1] = cand;
                        break;
                    }
                }
            }
            put(&mut out, L as u64, b' ');
            for (i, &heap) in h.iter().enumerate() {
                put(&mut out, heap, if i + 1 == L { b'\n' } else { b' ' });
            }
        }
        sets.push(s);
    }
    put(&mut out, 0, b'\n');
    (out, cases, sets)
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The best and the median of `runs` timings of `f`.
fn time_runs(runs: u64, mut f: impl FnMut()) -> (Duration, Duration) {
    let mut times: Vec<Duration> = (0..runs.max(1))
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    (times[0], times[times.len() / 2])
}

fn report(name: &str, problem: &str, input: &[u8], cases: u64, runs: u64) {
    if let Some(dir) = std::env::var_os("GRUNDY_BENCH_DUMP") {
        let path = std::path::Path::new(&dir).join(format!("{name}.txt"));
        std::fs::write(&path, input).expect("write the generated input");
    }
    let problem = grundy::registry::entry(problem).expect("a registered problem");
    let (best, median) = time_runs(runs, || {
        let mut reader = input;
        grundy::solve(problem, &mut reader, &mut io::sink()).expect("generated input is valid");
    });
    let mb = input.len() as f64 / 1e6;
    println!(
        "{name:<8} {mb:>6.1} MB  best {:>7.1} MB/s {:>11.0} cases/s   median {:>7.1} MB/s {:>11.0} cases/s",
        mb / best.as_secs_f64(),
        cases as f64 / best.as_secs_f64(),
        mb / median.as_secs_f64(),
        cases as f64 / median.as_secs_f64(),
    );
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` does not bench.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let mb = env_number("GRUNDY_BENCH_MB", 50);
    let runs = env_number("GRUNDY_BENCH_RUNS", 5);
    let only = std::env::var("GRUNDY_BENCH_ONLY").ok();
    let wanted = |name: &str| only.as_deref().map_or(true, |o| o == name);
    let bytes = (mb * 1_000_000) as usize;
    println!("grundy judge formats: {mb} MB per format, best and median of {runs} runs");
    if wanted("nim") {
        let (input, cases) = gen_nim(bytes);
        report("nim", "poj2234", &input, cases, runs);
    }
    if wanted("misere") {
        let (input, cases) = gen_misere(bytes);
        report("misere", "hdu1907", &input, cases, runs);
    }
    if wanted("wythoff") {
        let (input, cases) = gen_wythoff(bytes);
        report("wythoff", "poj1067", &input, cases, runs);
    }
    if wanted("snim") {
        // About 49.4 KB per case, as in `gen snim`.
        let (input, cases, sets) = gen_snim(mb * 20);
        report("snim", "hdu1536", &input, cases, runs);
        let (best, median) = time_runs(runs, || {
            for moves in &sets {
                let mut game = SubtractionGame::new(moves);
                black_box(game.grundy(10_000));
            }
        });
        println!(
            "snim tables: {} sets up to heap 10000: best {:.1} ms ({:.1} us/set), median {:.1} ms",
            sets.len(),
            best.as_secs_f64() * 1e3,
            best.as_secs_f64() * 1e6 / sets.len() as f64,
            median.as_secs_f64() * 1e3,
        );
    }
}
