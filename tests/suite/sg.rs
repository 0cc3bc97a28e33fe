//! `grundy sg` through the real binary: the command is wired to the
//! command line, answers on stdout, and reports bad usage on stderr with
//! exit status 2.

use std::process::Command;

fn sg(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .arg("sg")
        .args(args)
        .output()
        .expect("start grundy");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn answers_heaps_and_proves_periods() {
    let (code, out, err) = sg(&["0.07", "--heap", "18446744073709551615", "9"]);
    assert_eq!((code, err.as_str()), (0, ""));
    // Dawson's Kayles: preperiod 53, period 34; g(9) = 0 by the definition
    // (the engine's tests check every value against it).
    let (_, summary, _) = sg(&["0.07"]);
    assert!(summary.contains("preperiod: 53\nperiod: 34\n"), "{summary}");
    assert!(out.contains("g(9) = 0 (from the table)\n"), "{out}");
    assert!(out.contains("winning move: heap 1"), "{out}");
}

#[test]
fn bad_usage_exits_2_with_one_line() {
    for args in [&["0.7x"][..], &[][..], &["2,5", "--upto", "x"][..]] {
        let (code, out, err) = sg(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert!(err.starts_with("grundy: sg: "), "{err}");
        assert_eq!(err.lines().count(), 1);
    }
}

/// Issue 22: `--upto 1000000000 --values` built its whole table first
/// (1.96 GB). Now values are written as they are known, so a reader that
/// leaves after a few lines ends the run, which exits 0 (a closed pipe is
/// not an error).
#[test]
fn a_reader_that_leaves_ends_a_huge_table() {
    use std::io::Read;
    use std::process::Stdio;
    // coprime: the rule language streams too (a quadratic rule that a
    // hundred million values would keep busy for ever; its tables stop at
    // 2^27 values).
    for (rule, upto) in [
        ("0.77", "1000000000"),
        ("0.6", "1000000000"),
        ("coprime", "100000000"),
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(["sg", rule, "--upto", upto, "--values"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start grundy");
        let mut head = [0u8; 1000];
        child
            .stdout
            .take()
            .unwrap()
            .read_exact(&mut head)
            .expect("the first values");
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{rule}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{rule}");
        assert!(head.starts_with(b"0\n"), "{rule}");
    }
}

#[test]
fn numbers_after_the_rule_are_heaps_and_names_are_rules() {
    let (code, out, err) = sg(&["kayles", "5"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, sg(&["0.77", "--heap", "5"]).1);
    let (code, out, _) = sg(&["--list"]);
    assert_eq!(code, 0);
    assert!(out.contains("dawsons-chess   0.137"), "{out}");
}

// ---- The rule language (issue 30): each acceptance item against the
// plain engine (the mex over the moves of the definition) or a search
// from the rules.

use grundy::games::rules::engine::{naive_values, Engine};
use grundy::games::rules::parse::parse;
use grundy::games::rules::shapes::{self, Shape};

/// The engine's values for `rule`, checked against the definition on the
/// first `naive` of them, and the shape found on all `len`.
fn values_and_shape(rule: &str, len: usize, naive: usize) -> (Vec<u32>, Option<Shape>) {
    let r = parse(rule).unwrap();
    let mut e = Engine::new(&r, len).unwrap();
    e.extend_to(len);
    let g = e.values().to_vec();
    assert_eq!(&g[..naive], &naive_values(&r, naive)[..], "{rule}");
    let shape = shapes::find(&g);
    (g, shape)
}

#[test]
fn take_at_most_half() {
    let (_, shape) = values_and_shape("1..n/2", 1 << 14, 600);
    assert_eq!(shape, Some(Shape::HalfAndOdd));
    let (code, out, err) = sg(&[
        "1..n/2",
        "--heap",
        "2000000000000000000",
        "1999999999999999999",
    ]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        // The theorem answers, not the shape the table shows.
        out.contains("g(2000000000000000000) = 1000000000000000000 (proved)"),
        "{out}"
    );
    // 1999999999999999999 = 2k + 1 with k odd ... down to an even number.
    let mut m = 1_999_999_999_999_999_999u64;
    while m % 2 == 1 {
        m /= 2;
    }
    assert!(
        out.contains(&format!("g(1999999999999999999) = {}", m / 2)),
        "{out}"
    );
}

#[test]
fn to_a_proper_divisor_is_big_omega() {
    let (g, shape) = values_and_shape("to proper-divisors", 1 << 14, 800);
    assert_eq!(shape, Some(Shape::BigOmega));
    for (n, &v) in g.iter().enumerate().skip(1) {
        let (mut m, mut omega, mut p) = (n, 0, 2);
        while m > 1 {
            while m % p == 0 {
                m /= p;
                omega += 1;
            }
            p += 1;
        }
        assert_eq!(v, omega, "{n}");
    }
    let (code, out, _) = sg(&["to proper-divisors", "--heap", "18446744073709551615"]);
    assert_eq!(code, 0);
    // 2^64 - 1 = 3 * 5 * 17 * 257 * 641 * 65537 * 6700417.
    assert!(
        out.contains("g(18446744073709551615) = 7 (proved)"),
        "{out}"
    );
}

#[test]
fn coprime_takes() {
    let r = parse("coprime").unwrap();
    let g = naive_values(&r, 400);
    let primes: Vec<usize> = (2..400).filter(|&p| (2..p).all(|d| p % d != 0)).collect();
    assert_eq!(g[1], 1);
    for n in 2..400usize {
        let want = if n % 2 == 0 {
            0
        } else if let Some(i) = primes.iter().position(|&p| p == n) {
            i as u32 + 1
        } else {
            let p = primes.iter().find(|&&p| n % p == 0).unwrap();
            g[*p]
        };
        assert_eq!(g[n], want, "{n}");
    }
    assert_eq!(g[3], 2);
    let (_, shape) = values_and_shape("coprime", 2048, 300);
    assert_eq!(shape, Some(Shape::SmallestPrimeFactor));
}

#[test]
fn nontrivial_divisors_lose_on_odd_and_odd_powers_of_two() {
    let g = naive_values(&parse("nontrivial-divisors").unwrap(), 600);
    for (n, &v) in g.iter().enumerate().skip(1) {
        let odd_power = n.is_power_of_two() && n.trailing_zeros() % 2 == 1;
        assert_eq!(v == 0, n % 2 == 1 || odd_power, "{n}");
    }
    let (_, shape) = values_and_shape("nontrivial-divisors", 1 << 14, 600);
    assert_eq!(shape, Some(Shape::ZerosOddOrOddPowerOfTwo));
}

#[test]
fn formulas_in_a_parameter() {
    let (code, out, err) = sg(&["1,2,K", "--param", "K=3..60"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("when K mod 3 = 0: period K+1"), "{out}");
    assert!(out.contains("when K mod 3 = 1: period 3"), "{out}");
    assert!(out.contains("verified for K=3..60 (58 bindings"), "{out}");
    let (code, out, _) = sg(&["L..R", "--param", "L=1..12,R=L..12"]);
    assert_eq!(code, 0);
    assert!(out.contains("g(n) = floor((n mod (L+R)) / L)"), "{out}");
    // The judge's K at once, from the formula, with the range said.
    let (code, out, _) = sg(&["1,2,999999999", "999999999", "1000000000"]);
    assert_eq!(code, 0);
    assert!(out.contains("period: 1000000000\n"), "{out}");
    assert!(out.contains("verified for K=3..62"), "{out}");
    assert!(
        out.contains(
            "g(999999999) = 3 (by the formula, verified for K=3..62)\ng(1000000000) = 0 (by the formula, verified for K=3..62)\n"
        ),
        "{out}"
    );
    // One value binds the letter: the rule itself, proved.
    let (_, out, _) = sg(&["1,2,K", "--param", "K=6", "--upto", "7", "--values"]);
    assert_eq!(out, "0\n1\n2\n0\n1\n2\n3\n0\n");
}

#[test]
fn lasker_and_nim_codes() {
    let (g, shape) = values_and_shape("4.[3]", 3000, 150);
    assert!(
        matches!(
            shape,
            Some(Shape::ArithmeticPeriodic {
                period: 4,
                saltus: 4,
                ..
            })
        ),
        "{shape:?}"
    );
    for (h, &v) in g.iter().enumerate() {
        assert_eq!(
            u128::from(v),
            grundy::games::split_nim::Split::Two.grundy(h as u64),
            "{h}"
        );
    }
    let (g, _) = values_and_shape("0.[7]", 2000, 120);
    assert!(g.iter().enumerate().all(|(n, &v)| v as usize == n));
}

#[test]
fn squares_are_a_table_and_no_cut_off_is_a_period() {
    let (g, shape) = values_and_shape("squares", 1 << 16, 500);
    assert_eq!(shape, None);
    for len in [100, 1000, 5000, 20_000] {
        assert_eq!(shapes::find(&g[..len]), None, "{len}");
    }
    let (_, out, _) = sg(&["squares"]);
    assert!(out.contains("known: table only"), "{out}");
    assert!(!out.contains("period:"), "{out}");
    // A finite cut-off of the squares is another game, with its own period.
    let (_, out, _) = sg(&["1,4,9,16,25,36,49,64,81,100"]);
    assert!(out.contains("proof:"), "{out}");
}

#[test]
fn rules_with_memory() {
    let (code, out, _) = sg(&["1..2*last", "--upto", "60"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("mover loses (1..60): 1 2 3 5 8 13 21 34 55 ("),
        "{out}"
    );
    let (_, out, _) = sg(&["1..3*last", "19"]);
    assert!(out.contains("smallest winning first take: 4"), "{out}");
    let (_, out, _) = sg(&["once 1..n", "10", "1000000"]);
    assert!(out.contains("g(10) = 4\ng(1000000) = 1413\n"), "{out}");
}

#[test]
fn misere_sums_and_refusals() {
    let (code, out, _) = sg(&["misere 0.77", "1", "1"]);
    assert_eq!(code, 0);
    assert!(out.contains("the player to move wins"), "{out}");
    let (code, out, _) = sg(&["misere nim", "1000", "2000", "3000"]);
    assert_eq!(code, 0);
    assert!(out.contains("by the SJ theorem"), "{out}");
    assert!(out.contains("the player to move wins"), "{out}");
    // A heap no search can list: refused at once, not listed for ever, as
    // a question grundy cannot answer (exit status 4).
    for rule in ["misere 0.77", "misere coprime"] {
        let (code, _, err) = sg(&[rule, "18446744073709551615", "5"]);
        assert_eq!(code, 4, "{rule}: {err}");
        assert!(err.contains("beyond the search's 100000 moves"), "{err}");
    }
    let (code, _, err) = sg(&["misere nontrivial-divisors", "3000", "5000"]);
    assert_eq!(code, 4, "{err}");
    assert!(err.contains("the SJ theorem does not hold"), "{err}");
}

/// Every game of T. Czajka's tables (tests/data): the proved preperiod
/// and period are the published ones.
#[test]
fn octal_games_agree_with_the_published_tables() {
    use grundy::games::sequence::{GrundySequence, Stop};
    let table = include_str!("../data/octal_periods.txt");
    let (mut checked, mut solved) = (0, false);
    for line in table.lines() {
        if line.starts_with('#') {
            solved |= line == "# solved";
            continue;
        }
        let parts: Vec<&str> = line.split_whitespace().collect();
        let code = if parts[0].starts_with('.') {
            format!("0{}", parts[0])
        } else if parts[0].contains('.') {
            parts[0].to_string()
        } else {
            format!("{}.0", parts[0])
        };
        let rule = parse(&code).unwrap();
        let mut seq = GrundySequence::of(&rule).unwrap();
        assert_eq!(seq.extend_to(1 << 18), Stop::Proven, "{code}");
        let c = seq.certificate().unwrap();
        // The tables' heap n is our n + s (tests/data/octal_periods.txt).
        let s = if solved {
            0
        } else {
            (1..)
                .find(|&n| !rule.for_each_move(n, &mut |_, _| false))
                .unwrap()
                - 1
        };
        let want: (u64, u64) = (parts[1].parse().unwrap(), parts[2].parse().unwrap());
        assert_eq!((c.preperiod.saturating_sub(s), c.len), want, "{code}");
        checked += 1;
    }
    assert_eq!(checked, 87);
}

#[test]
fn rules_typed_wrong_say_where() {
    let (code, _, err) = sg(&["primse"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "grundy: sg: RULE 'primse': column 1: unknown word 'primse'; did you mean 'primes'?\n"
    );
    let (_, _, err) = sg(&["1..n/"]);
    assert!(
        err.contains("column 6: expected a number or a parameter letter (K)"),
        "{err}"
    );
    let (_, _, err) = sg(&["1,2,K"]);
    assert!(err.contains("give its values with --param K="), "{err}");
    let (_, out, _) = sg(&["4"]);
    assert!(
        out.contains("the code 4.0 (split a heap in two) is written 4.0"),
        "{out}"
    );
}

#[test]
fn pictures_and_json_for_any_rule() {
    let dir = std::env::temp_dir().join(format!("grundy-sg-svg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("half.svg");
    let (code, _, err) = sg(&["1..n/2", "--upto", "100", "--svg", file.to_str().unwrap()]);
    assert_eq!((code, err.as_str()), (0, ""));
    let svg = std::fs::read_to_string(&file).unwrap();
    assert!(
        svg.contains("<svg") && svg.contains("Grundy values of sub 1..n/2 (proved)"),
        "{svg}"
    );
    // Both engines title the picture with the evidence's kind, in the
    // words of `explain::pictures::title`: the classic engine's proved
    // period, a shape verified, a table.
    for (args, title) in [
        (
            &["kayles", "--upto", "30"][..],
            "Grundy values of 0.77 (proved: preperiod 71, period 12)",
        ),
        (
            &["grundy", "--upto", "30"][..],
            "Grundy values of Grundy&apos;s game (table only)",
        ),
        (
            &["squares", "--upto", "30"][..],
            "Grundy values of sub squares (table only)",
        ),
        (
            &["nontrivial-divisors"][..],
            "Grundy values of sub nontrivial-divisors (shape verified)",
        ),
        (
            &["1,2,K", "--param", "K=5"][..],
            "Grundy values of sub 1,2,5 (proved: preperiod 0, period 3)",
        ),
    ] {
        let mut args = args.to_vec();
        args.extend(["--svg", file.to_str().unwrap()]);
        let (code, _, err) = sg(&args);
        assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
        let svg = std::fs::read_to_string(&file).unwrap();
        assert!(svg.contains(&format!(">{title}</text>")), "{args:?}: {svg}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
    let (_, out, _) = sg(&["coprime", "--json", "--max", "2000"]);
    assert!(out.contains("\"known\":{\"kind\":\"proved\","), "{out}");
    assert!(out.contains("\"proven\":true,\"preperiod\":null"), "{out}");
    assert!(out.contains("smallest prime factor"), "{out}");
    let (_, out, _) = sg(&["powers(3)", "--json"]);
    assert!(out.contains("\"known\":{\"kind\":\"verified\","), "{out}");
    let (_, out, _) = sg(&["squares", "--upto", "5", "--json"]);
    assert!(
        out.contains(
            "\"known\":{\"kind\":\"table\",\"text\":\"table only: g(0..=5), computed from the rule ("
        ) && out.contains("\"upto\":5}"),
        "{out}"
    );
    assert!(out.contains("\"values\":[0,1,0,1,2,0]"), "{out}");
}

/// `coprime` answers any heap by the theorem the description solver uses
/// (cf2004e), said proved, with no table computed (the JSON's `computed`
/// counts the values the engine made: one); the value is the index of the
/// heap's smallest prime factor, by a plain sieve here.
#[test]
fn coprime_is_answered_by_its_theorem_at_once() {
    let (code, out, err) = sg(&["coprime", "1000003"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let n = 1_000_003usize;
    let mut composite = vec![false; n + 1];
    let mut index = 0;
    for p in 2..=n {
        if !composite[p] {
            index += 1;
            (2 * p..=n).step_by(p).for_each(|m| composite[m] = true);
        }
    }
    assert!(!composite[n]);
    assert!(
        out.contains(&format!("g(1000003) = {index} (proved)")),
        "{out}"
    );
    let (code, out, _) = sg(&["coprime", "1000003", "--json"]);
    assert_eq!(code, 0);
    assert!(out.contains("\"kind\":\"proved\""), "{out}");
    assert!(out.contains("\"computed\":0,"), "{out}");
    assert!(out.contains("\"stopped\":\"proven\""), "{out}");
    let (_, out, _) = sg(&["coprime"]);
    assert!(out.contains("known: proved"), "{out}");
}

/// A shape is claimed by one criterion (`shapes::claim`): a table of 21
/// values is no evidence of a pattern in subtract-a-square (g(0..=20)
/// repeats with period 5; g(25) breaks it) or subtract-a-prime.
#[test]
fn a_short_table_of_an_infinite_set_claims_no_shape() {
    for rule in ["squares", "primes"] {
        let (code, out, _) = sg(&[rule, "--upto", "20"]);
        assert_eq!(code, 0);
        assert!(out.contains("known: table only"), "{out}");
        assert!(!out.contains("periodic"), "{out}");
        let (_, json, _) = sg(&[rule, "--upto", "20", "--json"]);
        assert!(json.contains("\"kind\":\"table\""), "{json}");
    }
    let g = naive_values(&parse("squares").unwrap(), 26);
    assert_ne!(g[25], g[20], "the period 5 g(0..=20) shows is false");
}

/// `1..K*last`, `once S` and `misere R` answer `--upto`, `--values` and
/// (but misère play, which has outcomes, not values) `--json`, or refuse a
/// flag by name with exit status 2: no flag is ignored, and no table is
/// cut short without saying so.
#[test]
fn rules_with_memory_honour_each_flag_or_refuse_it_by_name() {
    for (rule, flag, value) in [
        ("1..2*last", "--svg", Some("x.svg")),
        ("1..2*last", "--explain", Some("5")),
        ("once 1..n", "--svg", Some("x.svg")),
        ("once 1..n", "--explain", Some("3")),
        ("misere 1,2", "--json", None),
        ("misere 1,2", "--svg", Some("x.svg")),
        ("misere 1,2", "--explain", Some("3")),
        ("misere 1,2", "--seconds", Some("5")),
    ] {
        let mut args = vec![rule, flag];
        args.extend(value);
        let (code, out, err) = sg(&args);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.contains(flag), "{args:?}: {err}");
        assert!(!std::path::Path::new("x.svg").exists());
    }
    for (rule, upto) in [
        ("1..2*last", "4096"),
        ("once 1,2,3", "48"),
        ("misere 1,2", "201"),
    ] {
        let (code, _, err) = sg(&[rule, "--upto", upto]);
        assert_eq!(code, 2, "{rule} --upto {upto}");
        assert!(err.contains(&format!("--upto {upto}")), "{err}");
    }
    // once 1..n to 200: values alone, every heap, by its theorem past the
    // table; the first ones held to a search from the rules (each amount
    // at most once in a heap).
    fn once_all(heap: u64, used: u64) -> u32 {
        let options: Vec<u32> = (1..=heap)
            .filter(|s| used & (1 << s) == 0)
            .map(|s| once_all(heap - s, used | 1 << s))
            .collect();
        (0..).find(|v| !options.contains(v)).unwrap()
    }
    let (code, out, err) = sg(&["once 1..n", "--upto", "200", "--values"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let values: Vec<u32> = out.lines().map(|l| l.parse().unwrap()).collect();
    assert_eq!(values.len(), 201);
    for (n, &v) in values.iter().enumerate().take(16) {
        assert_eq!(v, once_all(n as u64, 0), "once 1..n at {n}");
    }
    let (code, out, _) = sg(&["1..2*last", "--upto", "5", "--values"]);
    assert_eq!((code, out.lines().count()), (0, 6), "{out}");
    // --json in the schema of every rule: the values --values prints, the
    // heaps' values the text prints, misère play refused by name.
    for rule in ["1..2*last", "once 1,2,3", "once 1..n"] {
        let (_, values, _) = sg(&[rule, "--upto", "40", "--values"]);
        let (code, json, err) = sg(&[rule, "--upto", "40", "--json"]);
        assert_eq!((code, err.as_str()), (0, ""), "{rule}");
        let listed: Vec<&str> = values.lines().collect();
        assert!(
            json.contains(&format!("\"values\":[{}]", listed.join(","))),
            "{rule}: {json}"
        );
        for field in [
            "\"known\":{\"kind\":",
            "\"method\":",
            "\"stopped\":",
            "\"computed\":",
        ] {
            assert!(json.contains(field), "{rule}: {field} in {json}");
        }
        let (_, text, _) = sg(&[rule, "12", "30"]);
        let (_, json, _) = sg(&[rule, "12", "30", "--json"]);
        let said: Vec<&str> = text
            .lines()
            .filter(|l| l.starts_with("g("))
            .filter_map(|l| l.split(" = ").nth(1))
            .map(|v| v.split(' ').next().unwrap())
            .collect();
        assert!(
            json.contains(&format!("\"heap_values\":[{}]", said.join(","))),
            "{rule}: {text} / {json}"
        );
    }
    // Fibonacci Nim's one heap: the winning move is the smallest winning
    // first take the text says.
    let (_, text, _) = sg(&["1..2*last", "10"]);
    let (_, json, _) = sg(&["1..2*last", "10", "--json"]);
    assert!(text.contains("smallest winning first take: 2"), "{text}");
    assert!(
        json.contains("\"winning_move\":{\"heap\":1,\"take\":2,\"leave\":[8]}"),
        "{json}"
    );
    let (code, _, err) = sg(&["misere 1,2", "3", "--json"]);
    assert_eq!(code, 2);
    assert!(err.contains("--json is not answered for misere"), "{err}");
}

/// A number gets one verdict written out or bound to a letter
/// (`Rule::check_numbers`): `split 1` and `1..n/0` are refused both ways;
/// an amount 0 is no move both ways (`1,0` and `1,K` at K = 0 are {1}, as
/// a description binding K = 0 from its input plays it).
#[test]
fn a_letter_and_the_same_number_written_get_one_verdict() {
    for (written, letter, binding) in [
        ("split 1", "split K", "K=1"),
        ("1..n/0", "1..n/K", "K=0"),
        ("1,0", "1,K", "K=0"),
        ("1,2,0", "1,2,K", "K=0"),
    ] {
        let (code, out, err) = sg(&[written, "--upto", "12", "--values"]);
        let (code_letter, out_letter, err_letter) =
            sg(&[letter, "--param", binding, "--upto", "12", "--values"]);
        assert_eq!(
            code, code_letter,
            "{written}: {err} / {letter}: {err_letter}"
        );
        assert_eq!(out, out_letter, "{written} / {letter} {binding}");
        if code == 0 {
            // Held to the definition: 0 is no move.
            let moves: Vec<u64> = written
                .split(',')
                .map(|m| m.parse::<u64>().unwrap())
                .filter(|&m| m > 0)
                .collect();
            let mut g: Vec<u32> = Vec::new();
            for n in 0..=12u64 {
                let options: Vec<u32> = moves
                    .iter()
                    .filter(|&&m| m <= n)
                    .map(|&m| g[(n - m) as usize])
                    .collect();
                g.push((0..).find(|v| !options.contains(v)).unwrap());
            }
            let want: String = g.iter().map(|v| format!("{v}\n")).collect();
            assert_eq!(out, want, "{written}");
        } else {
            assert_eq!(code, 2, "{written}");
            let why = err.trim_end().rsplit(": ").next().unwrap_or("");
            assert!(
                err_letter.contains(why.split(',').next().unwrap()),
                "{err} / {err_letter}"
            );
        }
    }
}

/// A table whose work passes the budget (counted in moves inside the
/// engine's loops, not seconds) is refused with one line naming the budget
/// and the heap reached: a code that leaves up to nine heaps, and a set
/// with 10^5 members below the heap.
#[test]
fn a_question_past_the_work_budget_is_refused_with_the_heap_reached() {
    for args in [
        &["0.&256;", "--upto", "200"][..],
        &["semiprimes", "1048575"][..],
    ] {
        let (code, _, err) = sg(args);
        assert_eq!(code, 4, "{args:?}: a valid question grundy cannot answer");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("moves (stopped at heap"), "{args:?}: {err}");
    }
}

/// g(0..len) of a plain rule without letters straight from its definition,
/// sharing nothing with the engine's paths: a take s of a set when
/// `Set::contains(s, n)`, a map to m when it contains m, and a code's
/// digit d at take t leaving exactly j non-empty heaps of the rest for
/// each bit j of d, every such split listed.
fn definition_values(rule: &grundy::games::rules::Rule, len: usize) -> Vec<u64> {
    use grundy::games::rules::Rule;
    /// The XORs of g over every way to write `rest` as `parts` heaps of at
    /// least `least` each (ascending).
    fn splits(g: &[u64], rest: usize, parts: u32, least: usize, x: u64, out: &mut Vec<u64>) {
        if parts == 0 {
            if rest == 0 {
                out.push(x);
            }
            return;
        }
        let mut a = least;
        while a * parts as usize <= rest {
            splits(g, rest - a, parts - 1, a, x ^ g[a], out);
            a += 1;
        }
    }
    let mut g: Vec<u64> = Vec::new();
    for n in 0..len {
        let mut options = Vec::new();
        match rule {
            Rule::Subtract(set) => {
                for s in 1..=n {
                    if set.contains(s as u64, n as u64) {
                        options.push(g[n - s]);
                    }
                }
            }
            Rule::To(set) => {
                for (m, &v) in g.iter().enumerate() {
                    if set.contains(m as u64, n as u64) {
                        options.push(v);
                    }
                }
            }
            Rule::Code { digits, repeat } => {
                for t in 0..=n {
                    let d = Rule::code_digit(digits, *repeat, t as u64);
                    for j in 0..32 {
                        if d >> j & 1 == 1 {
                            splits(&g, n - t, j, 1, 0, &mut options);
                        }
                    }
                }
            }
            other => panic!("no definition here for {other}"),
        }
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

/// Codes whose first digit splits into three heaps (`c` = 4 + 8, the head
/// before a repeating digit) and sets minus a part that depends on the
/// heap: `sg --values` and the engine equal the definition, and explain's
/// mex is the mex of the options it lists.
#[test]
fn head_digits_and_heap_dependent_differences_follow_the_definition() {
    for text in [
        "c.0[4]",
        "c.0[1]",
        "c.1[4]",
        "c.37[1]",
        "8.&32768;250[1]",
        "8.[3]",
        "4.c[2]",
        "8,1..6-nontrivial-divisors",
        "9-nontrivial-divisors",
        "2,1-divisors",
        "(3..9-4-proper-divisors),5-powers(65535)",
        "((7,7..9)-3..1000000000|5)-1..n/4,6..7",
        "1..20-divisors",
        "to 1..30-proper-divisors",
    ] {
        let rule = parse(text).unwrap();
        let want = definition_values(&rule, 40);
        let mut engine = Engine::new(&rule, 40).unwrap();
        engine.extend_to(40);
        let engine_values: Vec<u64> = engine.values().iter().map(|&v| u64::from(v)).collect();
        assert_eq!(engine_values, want, "engine on {text}");
        let (code, out, err) = sg(&[text, "--values", "--upto", "39"]);
        assert_eq!((code, err.as_str()), (0, ""), "{text}");
        let got: Vec<u64> = out.lines().map(|l| l.trim().parse().unwrap()).collect();
        assert_eq!(got, want, "sg --values {text}");
    }
    let (code, out, _) = sg(&["c.0[4]", "--explain", "3"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("values of the options: {0, 1}\ng(3) = mex = 2\n"),
        "{out}"
    );
    let (_, out, _) = sg(&["8,1..6-nontrivial-divisors", "--explain", "3"]);
    assert!(out.contains("take 3"), "{out}");
    assert!(!out.contains("subtraction {"), "{out}");
}

/// Random codes (hexadecimal and `&N;` digits, a repeating part or none)
/// and random sets with a part that depends on the heap: `sg --values`
/// equals the definition on heaps 0-27 for each (fixed seed).
#[test]
fn random_codes_and_sets_follow_the_definition() {
    let mut rng = grundy::testdata::Rng::new(46);
    let digit = |rng: &mut grundy::testdata::Rng| match rng.below(6) {
        0 => "&16;".to_string(),
        1 => format!("&{};", 1u64 << rng.range(4, 6)),
        _ => format!("{:x}", rng.below(16)),
    };
    let words = [
        "divisors",
        "proper-divisors",
        "nontrivial-divisors",
        "1..n/2",
        "squares",
        "primes",
        "3..7",
        "2,5",
        "1..n/3",
    ];
    let mut compared = 0;
    for case in 0..160 {
        let text = if case % 2 == 0 {
            let head: String = (0..rng.range(0, 3)).map(|_| digit(&mut rng)).collect();
            let tail = if rng.one_in(2) {
                format!(
                    "[{}]",
                    (0..rng.range(1, 2))
                        .map(|_| format!("{:x}", rng.below(16)))
                        .collect::<String>()
                )
            } else {
                digit(&mut rng)
            };
            // The digit before the point may only split (bits 0 and 1 clear).
            let first = ["0", "4", "8", "c", "&16;", "&48;"][rng.below(6) as usize];
            format!("{first}.{head}{tail}")
        } else {
            let mut pick = || words[rng.below(words.len() as u64) as usize];
            format!("({})-({})", pick(), pick())
        };
        let Ok(rule) = parse(&text) else { continue };
        let want = definition_values(&rule, 28);
        let (code, out, err) = sg(&[&text, "--values", "--upto", "27"]);
        assert_eq!((code, err.as_str()), (0, ""), "{text}");
        let got: Vec<u64> = out.lines().map(|l| l.trim().parse().unwrap()).collect();
        assert_eq!(got, want, "sg --values {text}");
        compared += 1;
    }
    assert!(compared >= 150, "{compared} compared");
}

/// The numbers of the JSON list `key` (`"key":[1,2,3]`), if there is one.
fn json_list(json: &str, key: &str) -> Option<Vec<u64>> {
    let listed = json
        .split(&format!("\"{key}\":["))
        .nth(1)?
        .split(']')
        .next()?;
    listed.split(',').map(|v| v.parse().ok()).collect()
}

/// The string value of `"key":"..."` in one line of JSON, unescaped.
fn json_string(json: &str, key: &str) -> Option<String> {
    let start = json.find(&format!("\"{key}\":\""))? + key.len() + 4;
    let mut out = String::new();
    let mut chars = json[start..].chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => out.push(chars.next()?),
            c => out.push(c),
        }
    }
    None
}

/// The raw value of `"key":` (a number, `true`, `null`) in one line of
/// JSON, the first where it occurs at the top level after `known`.
fn json_after_known(json: &str, key: &str) -> String {
    let known_end = json
        .find(",\"proven\":")
        .expect("a proven field after known");
    let rest = &json[known_end..];
    let at = rest.find(&format!("\"{key}\":")).unwrap() + key.len() + 3;
    rest[at..].split([',', '}']).next().unwrap().to_string()
}

/// The rules `sg --help` shows and `sg --list` names.
fn help_and_list_rules() -> Vec<String> {
    let (_, help, _) = sg(&["--help"]);
    let mut rules = Vec::new();
    for line in help.lines() {
        let Some(rest) = line.trim_start().strip_prefix("grundy sg ") else {
            continue;
        };
        let rule = match rest.strip_prefix('\'') {
            Some(quoted) => quoted.split('\'').next().unwrap().to_string(),
            None => {
                let mut words = rest.split_whitespace();
                let first = words.next().unwrap();
                match first {
                    "sub" | "to" | "once" | "misere" | "split" => {
                        format!("{first} {}", words.next().unwrap())
                    }
                    _ => first.to_string(),
                }
            }
        };
        if !rule.starts_with('-') && !rules.contains(&rule) {
            rules.push(rule);
        }
    }
    let (_, list, _) = sg(&["--list"]);
    for line in list.lines() {
        let name = line.split_whitespace().next().unwrap().to_string();
        if !rules.contains(&name) {
            rules.push(name);
        }
    }
    rules
}

/// Issue 43: every rule of `sg --help` and `sg --list` says how its values
/// are known in the same words in the text report (`known: ...`) and in
/// the JSON (`known.text`), with `proven`, `preperiod` and `period` read
/// from the same evidence; the rules with a letter answer by a formula, and
/// the rules whose report is text of their own (memory, misère) refuse
/// --json by name.
#[test]
fn every_listed_rule_says_its_evidence_alike_in_text_and_json() {
    let rules = help_and_list_rules();
    assert!(rules.len() >= 20, "{rules:?}");
    let (mut compared, mut refused) = (0, 0);
    for rule in &rules {
        let mut args = vec![rule.as_str()];
        if rule.contains('K') {
            args.extend(["--param", "K=3..20"]);
        } else if rule.contains('L') {
            args.extend(["--param", "L=1..6,R=L..6"]);
        } else {
            args.extend(["--max", "2000"]);
        }
        let (code, text, err) = sg(&args);
        args.push("--json");
        let (json_code, json, json_err) = sg(&args);
        if json_code == 2 {
            // Its report is text of its own: refused by name, before any work.
            assert!(
                json_err.contains("--json is not answered for")
                    || json_err.contains("--max is not answered for"),
                "{rule}: {json_err}"
            );
            refused += 1;
            continue;
        }
        assert_eq!((code, json_code), (0, 0), "{rule}: {err} {json_err}");
        assert_eq!(json.lines().count(), 1, "{rule}: {json}");
        let said = text
            .lines()
            .find_map(|l| l.strip_prefix("known: "))
            .unwrap_or_else(|| panic!("{rule}: no known line in {text}"));
        let known = json_string(&json, "text").unwrap();
        assert_eq!(said, known, "{rule}");
        let kind = json_string(&json, "kind").unwrap();
        let proven = json_after_known(&json, "proven");
        let period = json_after_known(&json, "period");
        match kind.as_str() {
            "proved" | "period" => assert_eq!(proven, "true", "{rule}: {json}"),
            "formula" | "verified" | "table" => assert_eq!(proven, "false", "{rule}: {json}"),
            other => panic!("{rule}: kind {other}"),
        }
        // A period is stated exactly where the evidence has one.
        assert_eq!(
            period != "null",
            kind == "period" || known.contains("periodic"),
            "{rule}: {json}"
        );
        if kind == "period" {
            assert!(said.starts_with("proved: periodic from"), "{rule}: {said}");
        }
        compared += 1;
    }
    assert!(
        compared >= 15 && refused >= 3,
        "{compared} compared, {refused} refused"
    );
}

/// Issue 43: every `sg --json` line starts with the same fields, whichever
/// engine answers (the classic one, the rule language's, a formula in a
/// letter), and a heap question adds the same three (docs/sg.md).
#[test]
fn one_json_head_for_every_rule() {
    let far = "1000000000000000000";
    for (rule, heap, kind) in [
        ("0.07", far, "period"),
        // A heap question runs the bounded period search a description
        // runs: the same evidence as `show` (issue 43).
        ("0.07", "5", "period"),
        ("0.6", "5", "table"),
        // A range: the theorem first, as the finder and `show` cite it.
        ("3..7", far, "proved"),
        ("2,3,7", far, "period"),
        ("grundy", "5", "table"),
        ("squares", "5", "table"),
        ("coprime", "1000003", "proved"),
        ("to proper-divisors", far, "proved"),
        ("powers(3)", far, "verified"),
        ("1,2,999999999", far, "formula"),
    ] {
        let (code, json, err) = sg(&[rule, heap, "--json"]);
        assert_eq!((code, err.as_str()), (0, ""), "{rule}");
        assert!(json.starts_with("{\"rule\":\""), "{rule}: {json}");
        assert_eq!(
            json_string(&json, "kind").as_deref(),
            Some(kind),
            "{rule}: {json}"
        );
        let heaps = format!(",\"heaps\":[{heap}]");
        for field in [
            "\"known\":{\"kind\":",
            "\"text\":\"",
            ",\"proven\":",
            ",\"preperiod\":",
            ",\"period\":",
            &heaps,
            ",\"heap_values\":[",
            ",\"nim_sum\":",
        ] {
            assert!(json.contains(field), "{rule}: {field} in {json}");
        }
        // The kind's own fields, and the engine's.
        let own: &[&str] = match kind {
            "period" => &[
                "\"certificate\":{\"bound\":\"",
                "\"max_take\":",
                "\"heaps_left\":",
                "\"needed\":",
                "},\"proven\":true",
            ],
            "proved" if rule == "3..7" => &["\"why\":\"", "\"period\":10,"],
            "proved" => &["\"why\":\"", "\"computed\":0,"],
            "formula" => &[
                "\"formula\":\"",
                "\"params\":\"K=3..62\"",
                "\"bindings\":60",
                "\"at\":{\"K\":999999999}",
                "\"as\":\"sub 1,2,K with K = 999999999\"",
            ],
            "verified" => &["\"shape\":\""],
            _ => &["\"upto\":"],
        };
        for field in own {
            assert!(json.contains(field), "{rule}: {field} in {json}");
        }
        // One tail, whichever engine: the same fields in the same order.
        let tail = [
            ",\"method\":\"",
            ",\"stopped\":\"",
            ",\"largest\":",
            ",\"computed\":",
            ",\"seconds\":",
            ",\"winning_move\":",
        ];
        let mut at = 0;
        for field in tail {
            let found = json[at..].find(field);
            assert!(found.is_some(), "{rule}: {field} after {at} in {json}");
            at += found.unwrap();
        }
        let stopped = json_string(&json, "stopped").unwrap();
        let stops = ["answered", "proven", "max", "seconds", "work"];
        assert!(stops.contains(&stopped.as_str()), "{rule}: {stopped}");
        assert_eq!(
            stopped == "proven",
            kind == "proved" || kind == "period",
            "{rule}: {json}"
        );
    }
    let (_, json, _) = sg(&["kayles", "--json", "--upto", "3"]);
    assert!(
        json.contains("\"name\":\"kayles\"") && json.contains("\"values\":[0,1,2,3]"),
        "{json}"
    );
}

/// Issue 43: every shipped description with one rule for every heap
/// (`rule = "..."` in src/problems/*.toml, no letter) is said to be known
/// the same way by `show` and by `sg`: a theorem in the same words, or no
/// proof in either (a table per input, where sg shows a table or a shape).
#[test]
fn show_and_sg_state_the_same_evidence_for_every_shipped_description() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/problems");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    let (mut proved, mut unproved) = (0, 0);
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let Some(rule) = text.lines().find_map(|l| {
            l.strip_prefix("rule = \"")
                .and_then(|r| r.split('"').next())
                .map(str::to_string)
        }) else {
            continue;
        };
        if rule.chars().any(|c| c.is_ascii_uppercase()) {
            continue; // a letter of the input: per case
        }
        let id = file.file_stem().unwrap().to_str().unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(["show", id])
            .output()
            .unwrap();
        let show = String::from_utf8(out.stdout).unwrap();
        let said = show
            .lines()
            .skip_while(|l| *l != "How the values are known")
            .nth(1)
            .unwrap_or_else(|| panic!("{id}: {show}"))
            .to_string();
        let (mut code, mut out, _) = sg(&[&rule, "--max", "2000"]);
        if code == 2 {
            // A rule whose report is text of its own takes no --max.
            (code, out, _) = sg(&[&rule]);
        }
        assert_eq!(code, 0, "{id} {rule}");
        let known = out
            .lines()
            .find_map(|l| l.strip_prefix("known: "))
            .unwrap_or_else(|| panic!("{id}: {out}"));
        if said.starts_with("proved:") {
            assert_eq!(known, said, "{id} ({rule})");
            proved += 1;
        } else {
            assert!(
                !known.starts_with("proved"),
                "{id} ({rule}): {known} / {said}"
            );
            unproved += 1;
        }
    }
    assert!(
        proved >= 5 && unproved >= 1,
        "{proved} proved, {unproved} not"
    );
}

/// (the rule's text for sg, its letters bound, the description file)
type Case = (String, Vec<(char, u64)>, Option<String>);

/// The rules of `sg --help`'s list (read from its text), their letters
/// bound (L to 2, the others to 6), and every description in the
/// repository with one rule for every heap and no letter.
fn one_rule_cases() -> Vec<Case> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut cases: Vec<Case> = Vec::new();
    for rule in help_and_list_rules() {
        let binding: Vec<(char, u64)> = parse(&rule)
            .unwrap_or_else(|e| panic!("{rule}: {e:?}"))
            .letters()
            .iter()
            .map(|&c| (c, if c == 'L' { 2 } else { 6 }))
            .collect();
        cases.push((rule, binding, None));
    }
    let listed = cases.len();
    for dir in ["src/problems", "tests/data/descriptions"] {
        let mut files: Vec<_> = std::fs::read_dir(format!("{root}/{dir}"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        files.sort();
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            let d = grundy::describe::parse(&text).unwrap_or_else(|e| panic!("{file:?}: {e:?}"));
            if let grundy::describe::Game::Rule(rule) = &d.game {
                if rule.letters().is_empty() {
                    let path = file.to_str().unwrap().to_string();
                    cases.push((rule.to_string(), Vec::new(), Some(path)));
                }
            }
        }
    }
    assert!(
        listed >= 20 && cases.len() >= listed + 15,
        "{listed} listed, {}",
        cases.len()
    );
    cases
}

/// Issue 43's Done-when: for every rule of `sg --help`'s list (read from
/// its text) and every description in the repository with one rule for
/// every heap (src/problems/*.toml, tests/data/descriptions/*.toml), the
/// description solver's evidence (`describe::values`, which `grundy
/// FILE`, `show`, `explain`, `play` and `emit` read), `sg RULE HEAPS` in
/// text and `--json`, and `show` state the same evidence in the same words
/// and the same values, heap by heap; a heap past any table is answered by
/// both or by neither.
#[test]
fn every_rule_and_description_states_one_evidence_and_the_same_values() {
    use grundy::describe::values::Values;
    let cases = one_rule_cases();
    let small: Vec<u64> = (0..=12).chain([40, 1000]).collect();
    let (mut compared, mut proofs, mut far) = (0, 0, 0);
    for (text, binding, file) in &cases {
        let rule = parse(text).unwrap().bind_checked(binding).unwrap();
        if matches!(rule, grundy::games::rules::Rule::Misere(_)) {
            continue; // outcomes of sums, no values (sg refuses --json)
        }
        let param: Vec<String> = binding.iter().map(|(c, v)| format!("{c}={v}")).collect();
        let sg_args = |heaps: &[u64], json: bool| -> (i32, String, String) {
            let heaps: Vec<String> = heaps.iter().map(u64::to_string).collect();
            let mut args: Vec<&str> = vec![text.as_str()];
            args.extend(heaps.iter().map(String::as_str));
            let param = param.join(",");
            if !binding.is_empty() {
                args.extend(["--param", param.as_str()]);
            }
            if json {
                args.push("--json");
            }
            sg(&args)
        };
        for heaps in [&small[..], &[1_000_000_000_000][..]] {
            let at = format!("{text} {file:?} at {heaps:?}");
            let largest = *heaps.iter().max().unwrap();
            let mut values = Values::default();
            let solver = values.prepare(&rule, largest).and_then(|index| {
                let g: Result<Vec<u64>, String> =
                    heaps.iter().map(|&h| values.value(index, h)).collect();
                Ok((g?, values.evidence(index).known()))
            });
            let (code, out, err) = sg_args(heaps, false);
            let (json_code, json, _) = sg_args(heaps, true);
            assert_eq!(code, json_code, "{at}: {err}");
            let Ok((g, known)) = solver else {
                // Past what either computes: refused by both.
                assert_ne!(code, 0, "{at}: {out}");
                continue;
            };
            assert_eq!((code, err.as_str()), (0, ""), "{at}");
            // The values, heap by heap: the text's and the JSON's.
            let text_values: Vec<u64> = out
                .lines()
                .filter_map(|l| l.strip_prefix("g("))
                .map(|l| l.split(" = ").nth(1).unwrap().split(' ').next().unwrap())
                .map(|v| v.parse().unwrap())
                .collect();
            assert_eq!(text_values, g, "{at}: {out}");
            assert_eq!(
                json_list(&json, "heap_values"),
                Some(g.clone()),
                "{at}: {json}"
            );
            // The evidence, in the same words and kind.
            let said = out
                .lines()
                .find_map(|l| l.strip_prefix("known: "))
                .unwrap_or_else(|| panic!("{at}: no known line: {out}"));
            assert_eq!(said, known.text(), "{at}");
            assert_eq!(json_string(&json, "text").as_deref(), Some(said), "{at}");
            let kind = format!("\"known\":{{\"kind\":\"{}\"", known.kind());
            assert!(json.contains(&kind), "{at}: {json}");
            if known.proven() {
                proofs += 1;
            }
            if heaps.len() == 1 {
                far += 1;
            }
            // `show` of a description: the same words where it proves.
            if let Some(path) = file {
                let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
                    .args(["show", path.as_str()])
                    .output()
                    .unwrap();
                let show = String::from_utf8(out.stdout).unwrap();
                let line = show
                    .lines()
                    .skip_while(|l| *l != "How the values are known")
                    .nth(1)
                    .unwrap_or_else(|| panic!("{at}: {show}"));
                if known.proven() {
                    assert_eq!(line, known.text(), "{at}");
                } else {
                    assert!(line.starts_with("computed per input"), "{at}: {line}");
                }
            }
            compared += 1;
        }
    }
    assert!(
        compared >= 40 && proofs >= 20 && far >= 10,
        "{compared} compared, {proofs} proofs, {far} far heaps"
    );
}

/// Issue 43, `--upto`: for the same rules and descriptions, `sg RULE
/// --upto 40` in text, `--json` and `--values` states the description
/// solver's evidence for heaps to 40 in the same words and lists its
/// values g(0..=40), no more; the classic engine computes at most the
/// values asked and the bounded search a description runs (counted:
/// `evidence::period_search`), so kayles states its proved period as
/// `show` does.
#[test]
fn every_rule_states_the_solvers_evidence_for_upto_as_for_heaps() {
    use grundy::describe::values::Values;
    use grundy::games::rules::evidence::period_search;
    let upto = 40u64;
    let (mut compared, mut proofs, mut classic) = (0, 0, 0);
    for (text, binding, file) in one_rule_cases() {
        let rule = parse(&text).unwrap().bind_checked(&binding).unwrap();
        if matches!(rule, grundy::games::rules::Rule::Misere(_)) {
            continue; // outcomes of sums, no values (sg refuses --json)
        }
        let at = format!("{text} {file:?} --upto {upto}");
        let param: Vec<String> = binding.iter().map(|(c, v)| format!("{c}={v}")).collect();
        let param = param.join(",");
        let upto_text = upto.to_string();
        let sg_upto = |flag: Option<&str>| -> (i32, String, String) {
            let mut args: Vec<&str> = vec![text.as_str(), "--upto", upto_text.as_str()];
            if !binding.is_empty() {
                args.extend(["--param", param.as_str()]);
            }
            args.extend(flag);
            sg(&args)
        };
        let mut values = Values::default();
        let solver = values.prepare(&rule, upto).and_then(|index| {
            let g: Result<Vec<u64>, String> = (0..=upto).map(|h| values.value(index, h)).collect();
            Ok((g?, values.evidence(index).known()))
        });
        let (code, out, err) = sg_upto(None);
        let Ok((g, known)) = solver else {
            assert_ne!(code, 0, "{at}: {out}");
            continue;
        };
        assert_eq!((code, err.as_str()), (0, ""), "{at}");
        let said = out
            .lines()
            .find_map(|l| l.strip_prefix("known: "))
            .unwrap_or_else(|| panic!("{at}: no known line: {out}"));
        assert_eq!(said, known.text(), "{at}");
        let (_, json, _) = sg_upto(Some("--json"));
        assert_eq!(json_string(&json, "text").as_deref(), Some(said), "{at}");
        let kind = format!("\"known\":{{\"kind\":\"{}\"", known.kind());
        assert!(json.contains(&kind), "{at}: {json}");
        assert_eq!(json_list(&json, "values"), Some(g.clone()), "{at}: {json}");
        let (_, lines, _) = sg_upto(Some("--values"));
        let lines: Vec<u64> = lines.lines().map(|v| v.parse().unwrap()).collect();
        assert_eq!(lines, g, "{at}");
        if json.contains("\"method\":\"the classic engine") {
            let computed: usize = json
                .split("\"computed\":")
                .last()
                .and_then(|v| v.split([',', '}']).next())
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("{at}: {json}"));
            let most = (upto as usize + 1).max(period_search(&rule));
            assert!(computed <= most, "{at}: {computed} > {most}");
            classic += 1;
        }
        if known.proven() {
            proofs += 1;
        }
        compared += 1;
    }
    assert!(
        compared >= 40 && proofs >= 20 && classic >= 10,
        "{compared} compared, {proofs} proofs, {classic} by the classic engine"
    );
    // The brief's three: the proved period where `show` states it.
    for args in [
        &["kayles", "--upto", "35"][..],
        &["0.07", "--upto", "20"][..],
        &["1,2,3", "--explain", "7", "--json"][..],
    ] {
        let (_, out, _) = sg(args);
        assert!(
            out.contains("known: proved: periodic from") || out.contains("\"kind\":\"period\""),
            "{args:?}: {out}"
        );
    }
}
