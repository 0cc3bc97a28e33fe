//! Issue 43: explain on heaps far past the 65,536 it once listed move by
//! move, where a theorem gives the values: the shipped edge inputs of
//! abc297g, abc368f, cf2004e, hdu2486 and lightoj1296 are explained, every
//! winning move listed leaves a nim-sum of 0 by the rule's values (written
//! here from the rules' closed forms, not grundy's), and the count printed
//! is the count of every legal move that does so, tried one by one, where
//! that fits a test (else on heaps of a few million).

use crate::check::explain_all;
use grundy::explain::Account;

/// The heaps of a position, as the account's words.
fn heaps(words: &[grundy::explain::Word]) -> Vec<u64> {
    words
        .iter()
        .map(|w| w.to_string().parse().unwrap())
        .collect()
}

fn edge(id: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/samples/{id}/edge.in",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// Every account's listed moves are legal (`legal(case, heap, take)`)
/// and leave a nim-sum of 0 under `g(case, heap)`; and, where the heaps
/// add up to at most `direct`, the count is that of every take, tried one
/// by one, that is legal and does so.
fn check(
    id: &str,
    all: &[Account],
    g: &dyn Fn(u64, u64) -> u64,
    legal: &dyn Fn(u64, u64, u64) -> bool,
    direct: u64,
) -> usize {
    let mut counted = 0;
    for a in all {
        let case = a.case;
        let before = heaps(&a.words);
        let x = before.iter().fold(0, |x, &h| x ^ g(case, h));
        assert_eq!(a.moves.count == 0, x == 0, "{id} case {case}");
        for m in &a.moves.listed {
            let after = heaps(&m.step.left);
            let y = after.iter().fold(0, |x, &h| x ^ g(case, h));
            assert_eq!(y, 0, "{id} case {case}: {}", m.text);
            let i = m.step.component.unwrap() as usize - 1;
            let take = m.step.amount.unwrap();
            assert!(legal(case, before[i], take), "{id} case {case}: {}", m.text);
            assert_eq!(after[i], before[i] - take, "{id} case {case}: {}", m.text);
        }
        if before.iter().sum::<u64>() > direct || x == 0 {
            continue;
        }
        let mut count = 0u128;
        for &h in &before {
            let rest = x ^ g(case, h);
            count += (1..=h)
                .filter(|&t| legal(case, h, t) && g(case, h - t) == rest)
                .count() as u128;
        }
        assert_eq!(a.moves.count, count, "{id} case {case}");
        counted += 1;
    }
    counted
}

/// `1..n/2`: g(2k) = k, g(2k + 1) = g(k).
fn half(mut n: u64) -> u64 {
    while n % 2 == 1 {
        n /= 2;
    }
    n / 2
}

#[test]
fn lightoj1296_halves_are_explained_at_a_billion() {
    let takes = |_: u64, h: u64, t: u64| t >= 1 && t <= h / 2;
    let all = explain_all("lightoj1296", &edge("lightoj1296"));
    assert!(all.iter().any(|a| heaps(&a.words).contains(&1_000_000_000)));
    check("lightoj1296", &all, &|_, h| half(h), &takes, 1 << 20);
    let input = "2\n2\n3000000 1234567\n1\n4194302\n";
    let all = explain_all("lightoj1296", input);
    let counted = check("lightoj1296", &all, &|_, h| half(h), &takes, 1 << 23);
    assert_eq!(counted, 2);
}

#[test]
fn abc297g_ranges_are_explained_at_a_billion() {
    // Each case: N L R, then the heaps.
    let cases = |text: &str| -> Vec<(u64, u64)> {
        let t: Vec<u64> = text
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        let (mut at, mut out) = (0, Vec::new());
        while at < t.len() {
            out.push((t[at + 1], t[at + 2]));
            at += 3 + t[at] as usize;
        }
        out
    };
    for (input, direct) in [
        (edge("abc297g"), 1 << 20),
        ("2 1000 1000000\n5000000 123457\n".to_string(), 1 << 24),
        ("1 3 5\n1000000\n".to_string(), 1 << 24),
    ] {
        let lr = cases(&input);
        let g = |case: u64, h: u64| {
            let (l, r) = lr[case as usize - 1];
            (h % (l + r)) / l
        };
        let takes = |case: u64, h: u64, t: u64| {
            let (l, r) = lr[case as usize - 1];
            l <= t && t <= r.min(h)
        };
        let all = explain_all("abc297g", &input);
        assert_eq!(all.len(), lr.len());
        check("abc297g", &all, &g, &takes, direct);
    }
}

#[test]
fn abc368f_divisors_are_explained_past_65536() {
    let omega = |_: u64, mut n: u64| {
        let (mut k, mut p) = (0, 2);
        while p * p <= n {
            while n % p == 0 {
                n /= p;
                k += 1;
            }
            p += 1;
        }
        k + u64::from(n > 1)
    };
    let takes = |_: u64, h: u64, t: u64| t < h && h % (h - t) == 0;
    let all = explain_all("abc368f", &edge("abc368f"));
    assert!(all.iter().any(|a| heaps(&a.words).contains(&100_000)));
    let counted = check("abc368f", &all, &omega, &takes, 1 << 22);
    assert!(counted >= 3, "{counted}");
}

#[test]
fn cf2004e_coprime_takes_are_counted_to_ten_million() {
    const N: usize = 10_000_001;
    // The smallest prime factor of each number, and each prime's index.
    let mut spf = vec![0u32; N];
    let mut index = vec![0u32; N];
    let mut primes = 0;
    for i in 2..N {
        if spf[i] == 0 {
            primes += 1;
            index[i] = primes;
            let mut j = i;
            while j < N {
                if spf[j] == 0 {
                    spf[j] = i as u32;
                }
                j += i;
            }
        }
    }
    let g = |_: u64, n: u64| match n {
        0 => 0,
        1 => 1,
        n if n % 2 == 0 => 0,
        n => u64::from(index[spf[n as usize] as usize]),
    };
    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }
    let takes = |_: u64, h: u64, t: u64| t >= 1 && t <= h && gcd(h, t) == 1;
    let all = explain_all("cf2004e", &edge("cf2004e"));
    let big = all.iter().find(|a| heaps(&a.words) == [9_999_991]).unwrap();
    assert_eq!(big.moves.count, 4_999_995);
    let counted = check("cf2004e", &all, &g, &takes, 1 << 24);
    assert!(counted >= 4, "{counted}");
}

#[test]
fn hdu2486_first_takes_are_the_theorems_at_a_hundred_million() {
    use grundy::games::rules::theorems::times_last_smallest_win;
    // Whether a first take t from n wins: it leaves a smallest part of
    // n - t above K t (Schwenk; tested against the search of the moves on
    // small heaps in described.rs).
    let wins = |n: u64, k: u64, t: u64| {
        let s = times_last_smallest_win(n - t, k).unwrap().unwrap_or(n - t);
        u128::from(s) > u128::from(k) * u128::from(t)
    };
    let input = edge("hdu2486");
    let cases: Vec<(u64, u64)> = input
        .lines()
        .skip(1)
        .filter_map(|l| {
            let v: Vec<u64> = l.split_whitespace().map(|w| w.parse().unwrap()).collect();
            (v.len() == 2).then(|| (v[0], v[1]))
        })
        .collect();
    let all = explain_all("hdu2486", &input);
    assert_eq!(all.len(), cases.len());
    for (a, &(n, k)) in all.iter().zip(&cases) {
        for m in &a.moves.listed {
            assert!(wins(n, k, m.step.amount.unwrap()), "{n} {k}: {}", m.text);
        }
        if n <= 1 << 20 {
            let count = (1..n).filter(|&t| wins(n, k, t)).count() as u128;
            assert_eq!(a.moves.count, count, "{n} {k}");
        }
    }
    assert!(cases.iter().any(|c| c.0 == 100_000_000));
    let all = explain_all("hdu2486", "2\n1000000 1\n999999 3\n");
    for (a, (n, k)) in all.iter().zip([(1_000_000u64, 1u64), (999_999, 3)]) {
        let want: Vec<u64> = (1..n).filter(|&t| wins(n, k, t)).collect();
        let got = crate::check::listed_takes(a);
        assert_eq!(got, want, "{n} {k}");
    }
}

/// play on a heap of 10^9 under `1..n/2` (and 10^7 under coprime): the
/// hint is explain's, a move typed as hint writes it or by its numbers is
/// read and checked by the rule without listing the heap's moves, an
/// illegal take is refused, and every reply from a won position leaves a
/// value of 0 by the rule's closed form.
#[test]
fn play_hints_and_replies_on_a_heap_of_a_billion() {
    use grundy::describe::heap_games::session;
    let d = grundy::registry::entry("lightoj1296")
        .unwrap()
        .description
        .unwrap();
    let mut s = session(d, "1\n1\n1000000000\n", String::new(), 5).unwrap();
    let start = s.start();
    assert!(start.ends_with("position: 1000000000\n> "), "{start}");
    let (hint, _) = s.line("hint");
    assert!(
        hint.contains("1 winning move:\n    take 463129089 from heap 1: 1000000000 -> 536870911\n"),
        "{hint}"
    );
    let (out, _) = s.line("take 600000000 from heap 1");
    assert!(out.starts_with("not a move here: "), "{out}");
    let mut heap = 1_000_000_000u64;
    for typed in ["463129089 1", "1 1", "take 7 from heap 1", "2 1"] {
        let (out, _) = s.line(typed);
        let you = out.lines().find_map(|l| l.strip_prefix("you: ")).unwrap();
        let after: u64 = you.rsplit(' ').next().unwrap().parse().unwrap();
        let take: u64 = typed.split(' ').find_map(|w| w.parse().ok()).unwrap();
        assert_eq!(after, heap - take, "{out}");
        let me = out.lines().find_map(|l| l.strip_prefix("me:  ")).unwrap();
        let left: u64 = me.rsplit(' ').next().unwrap().parse().unwrap();
        assert!(left < after && after - left <= after / 2, "{me}");
        if half(after) != 0 {
            assert_eq!(half(left), 0, "{me}");
        }
        heap = left;
    }
}

/// A code's moves in the test's own words: a take `t` of digit `d` may
/// empty the heap (bit 1), leave one heap (bit 2) or two (bit 4).
fn code_moves(digits: &[u8], h: u64, each: &mut dyn FnMut(u64, Vec<u64>)) {
    for (t, &d) in digits.iter().enumerate().skip(1) {
        let t = t as u64;
        if t > h {
            break;
        }
        let r = h - t;
        if r == 0 && d & 1 != 0 {
            each(t, vec![]);
        }
        if r > 0 && d & 2 != 0 {
            each(t, vec![r]);
        }
        if d & 4 != 0 {
            for a in 1..=r / 2 {
                each(t, vec![r - a, a]);
            }
        }
    }
}

/// A code's values by the mex over its moves to `N`, and the period they
/// prove by the theorem of Guy and Smith (periodic from `n0` with `p`
/// on n0 <= n < 2 n0 + p + t, t the longest take): any heap's value.
fn code_values(digits: &[u8]) -> impl Fn(u64) -> u64 {
    const N: usize = 4000;
    let mut g = vec![0u64; N];
    for h in 0..N {
        let mut seen = [false; 64];
        code_moves(digits, h as u64, &mut |_, left| {
            let x = left.iter().fold(0, |x, &l| x ^ g[l as usize]);
            seen[x as usize] = true;
        });
        g[h] = seen.iter().position(|&s| !s).unwrap() as u64;
    }
    let t = digits.len() - 1;
    let (n0, p) = (1..500)
        .find_map(|p| {
            let n0 = (0..N - p)
                .rev()
                .find(|&n| g[n + p] != g[n])
                .map_or(0, |n| n + 1);
            (2 * n0 + p + t <= N - p).then_some((n0, p))
        })
        .expect("a period within the test's table");
    move |h: u64| {
        let h = h as usize;
        if h < n0 {
            g[h]
        } else {
            g[n0 + (h - n0) % p]
        }
    }
}

/// The accounts `explain` gives of a described sum of heaps under `rule`
/// (`T` cases of `k` heaps each), or its refusal.
fn explain_code(rule: &str, input: &str) -> Result<Vec<Account>, String> {
    let text = format!(
        "id = \"t-code\"\ntitle = \"t\"\n[input]\ncases = \"counted\"\ncount = \"T\"\nlines = [\"k\", \"a[k]\"]\n[bounds]\nT = \"1..10\"\nk = \"1..5\"\na = \"1..10^9\"\n[game]\nrule = \"{rule}\"\nheaps = \"a\"\n[question]\nask = \"winning-moves\"\n[output]\nfirst = \"F\"\nsecond = \"S\"\n"
    );
    let d = grundy::describe::parse(&text).expect("a description");
    let mut accounts =
        grundy::explain::Accounts::new(grundy::explain::Format::Keep, grundy::explain::ALL);
    let mut bytes = input.as_bytes();
    let mut nowhere = std::io::sink();
    grundy::describe::teach::explain(
        &d,
        &mut grundy::scanner::Scanner::new(&mut bytes),
        &mut grundy::output::Out::new(&mut nowhere),
        &mut accounts,
    )
    .map_err(|e| e.to_string())?;
    Ok(accounts.into_kept())
}

/// Issue item: a heap past 65,536 under a code with a proved period
/// (Dawson's Kayles 0.07, 0.137, and 0.3033, which never splits) is
/// explained: every listed move is one of the code's moves and leaves a
/// nim-sum of 0 by the period's values (found here by the mex and proved
/// by Guy and Smith's theorem), and the count is that of every move, tried
/// one by one, that does. On small heaps the list is the full search's.
/// A code with no period proved (0.007) is still refused past 65,536.
#[test]
fn codes_with_a_proved_period_are_explained_past_65536() {
    for (rule, digits) in [
        ("0.07", &[0u8, 0, 7][..]),
        ("0.137", &[0, 1, 3, 7]),
        ("0.3033", &[0, 3, 0, 3, 3]),
    ] {
        let g = code_values(digits);
        let mut big = "3\n3\n1000000 999999 123457\n2\n70001 65537\n1\n300000\n".to_string();
        if !digits.contains(&7) {
            big = "2\n3\n1000000000 999999937 123457\n2\n70001 65536\n".to_string();
        }
        let mut rng = grundy::testdata::Rng::new(3);
        let mut small = "10\n".to_string();
        for _ in 0..10 {
            let heaps: Vec<String> = (0..3).map(|_| rng.range(1, 200).to_string()).collect();
            small += &format!("3\n{}\n", heaps.join(" "));
        }
        for (input, is_big) in [(big, true), (small, false)] {
            let all = explain_code(rule, &input).unwrap_or_else(|e| panic!("{rule}: {e}"));
            for a in &all {
                let before = heaps(&a.words);
                assert_eq!(before.iter().any(|&h| h > 65_536), is_big, "{rule}");
                let x = before.iter().fold(0, |x, &h| x ^ g(h));
                // Every winning move, by the test's own moves and values,
                // as the position it leaves (sorted).
                let mut want = Vec::new();
                for (i, &h) in before.iter().enumerate() {
                    code_moves(digits, h, &mut |_, left| {
                        if left.iter().fold(x ^ g(h), |y, &l| y ^ g(l)) == 0 {
                            let mut p: Vec<u64> = before.clone();
                            p.remove(i);
                            p.extend(left);
                            p.sort_unstable();
                            want.push(p);
                        }
                    });
                }
                assert_eq!(a.moves.count, want.len() as u128, "{rule} case {}", a.case);
                let mut got: Vec<Vec<u64>> = a
                    .moves
                    .listed
                    .iter()
                    .map(|m| {
                        let mut p: Vec<u64> = m
                            .after
                            .split(' ')
                            .filter_map(|w| w.parse().ok())
                            .filter(|&h| h > 0)
                            .collect();
                        p.sort_unstable();
                        assert_eq!(p.iter().fold(0, |y, &h| y ^ g(h)), 0, "{rule}: {}", m.text);
                        p
                    })
                    .collect();
                if got.len() as u128 == a.moves.count {
                    got.sort();
                    want.sort();
                    assert_eq!(got, want, "{rule} case {}", a.case);
                }
            }
        }
    }
    let refused = explain_code("0.007", "1\n1\n70000\n").unwrap_err();
    assert!(refused.contains("a code with a proved period"), "{refused}");
}
