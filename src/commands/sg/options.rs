//! The arguments of `grundy sg`: the flag table with its help, and the
//! [`Options`] read from the shared parser's words (the rule, the
//! question, the budget).

use crate::commands::{Command, Failure, Flag, Parsed};
use crate::games::rules::parse::{excerpt, parse, shown};
use crate::games::rules::Rule;
use std::time::Duration;

/// The most values `--max` may ask for, and the most any question may
/// need computed (8 GiB of `u16`).
pub const MAX_MAX: u64 = 1 << 32;

/// The longest `--seconds` (about 11 days).
pub const MAX_SECONDS: u64 = 1_000_000;

/// What `grundy sg` was asked: the one options struct of both pipelines
/// ([`read`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The rule: in the classic pipeline, one the classic engine plays
    /// ([`Rule::classic`]).
    pub rule: Rule,
    /// Said under the rule's name: how a bare number was read.
    pub note: Option<String>,
    /// `--upto N`: show g(0..=N).
    pub upto: Option<u64>,
    /// `--values`: one value per line instead of rows.
    pub values: bool,
    /// `--heap H...`, and the words after RULE.
    pub heaps: Vec<u64>,
    /// `--explain N`: the moves from a heap of N, their values, the mex.
    pub explain: Option<u64>,
    pub json: bool,
    /// `--max N`: compute at most N values looking for the period.
    pub max: Option<u64>,
    /// `--seconds S`: look for the period for at most S.
    pub seconds: Option<Duration>,
    /// `--svg FILE`: also draw g(n) against n there.
    pub svg: Option<String>,
}

/// The argument synopsis, for messages.
macro_rules! synopsis {
    () => {
        "RULE [HEAP...] [--upto N [--values]] [--explain N] [--json] [--max N] [--seconds S] [--svg FILE]"
    };
}

/// The argument synopsis.
pub const USAGE: &str = synopsis!();

pub const COMMAND: Command = Command {
    name: "sg",
    usage: concat!(
        synopsis!(),
        "\n       grundy sg --list\n\n",
        "RULE says what one move does to one heap (normal play: the last mover wins),\n",
        "in one line; the families:\n",
        "  finite sets and ranges: remove exactly s tokens, s in the set.\n",
        "      grundy sg 1,3,4 --upto 20         remove 1, 3 or 4 (a proved period)\n",
        "      grundy sg 1..10                   remove 1 to 10\n",
        "      grundy sg sub 4                   a single number is a subtraction set;\n",
        "                                        'sub' says so, 4.0 is the code\n",
        "  sets by predicate, with | (union) and - (difference):\n",
        "      grundy sg squares                 remove a square\n",
        "      grundy sg 'primes|semiprimes-4'   powers(K), fibonacci also\n",
        "  sets that depend on the heap n:\n",
        "      grundy sg 1..n/2 --heap 2000000000000000000    at most half\n",
        "      grundy sg nontrivial-divisors     a divisor d, 1 < d < n (divisors,\n",
        "                                        proper-divisors: d < n); coprime: gcd 1\n",
        "  maps: the heap becomes a member, below n:\n",
        "      grundy sg 'to proper-divisors'    g(n) = Omega(n)\n",
        "  take-and-break codes, CGSuite's notation: digit di says what removing\n",
        "  i tokens may leave, a sum of 1 (no heap), 2 (one heap), 4 (two), 8\n",
        "  (three); [..] repeats for ever; &NN; writes a digit of 16 and up.\n",
        "  d0 may only split.\n",
        "      grundy sg 0.77 10 20              Kayles, heaps 10 and 20\n",
        "      grundy sg 4.[3]                   Lasker's Nim; 0.[7] is Nim\n",
        "  splits no code says: split K (K equal heaps), grundy (two unequal).\n",
        "  rules with memory:\n",
        "      grundy sg 1..2*last 100           Fibonacci Nim: at most twice the last\n",
        "      grundy sg 'once 1..n' --upto 20   each amount once per heap\n",
        "  misere play of a sum (search; the SJ theorem where it was checked):\n",
        "      grundy sg 'misere 0.77' 3 4 5\n",
        "  parameters: a capital letter, with --param:\n",
        "      grundy sg 1,2,K --param K=3..60   a formula in K, verified on the range\n",
        "      grundy sg L..R --param L=1..12,R=L..12\n",
        "  names: kayles, dawsons-kayles, dawsons-chess, treblecross, grundy, nim,\n",
        "  lasker, fibonacci-nim (grundy sg --list).\n",
        "Every answer says how it is known: proved (a period with its certificate),\n",
        "verified to N (a shape or formula every computed value has), or a table.\n",
        "Numbers after RULE are heaps, as with --heap. For finite sets and codes,\n",
        "with no --upto, --heap or --explain, the period is looked for within 2^25\n",
        "values or 3 s (--max N and --seconds S change that)."
    ),
    about: "Grundy sequence of a heap rule, proven period",
    flags: &[
        Flag {
            long: "--param",
            short: None,
            value: Some("K=A..B"),
            help: "the letters' values: a range finds a formula (K=3..60), one value binds (K=5)",
        },
        Flag {
            long: "--subtract",
            short: None,
            value: Some("S"),
            help: "the subtraction set S (as in 2,5) instead of RULE",
        },
        Flag {
            long: "--upto",
            short: None,
            value: Some("N"),
            help: "show g(0..=N), in rows of the period",
        },
        Flag {
            long: "--values",
            short: None,
            value: None,
            help: "with --upto: one value per line, written as computed",
        },
        Flag {
            long: "--heap",
            short: None,
            value: Some("H..."),
            help: "values of heaps (any up to 2^64-1), nim-sum, a winning move; numbers after RULE are more heaps",
        },
        Flag {
            long: "--explain",
            short: None,
            value: Some("N"),
            help: "the moves from a heap of N, the heaps they leave, their values and the mex",
        },
        Flag {
            long: "--json",
            short: None,
            value: None,
            help: "one line of JSON",
        },
        Flag {
            long: "--max",
            short: None,
            value: Some("N"),
            help: "look for the period within N values (default 2^25; at most 2^32)",
        },
        Flag {
            long: "--seconds",
            short: None,
            value: Some("S"),
            help: "look for the period for at most S seconds (default 3)",
        },
        Flag {
            long: "--list",
            short: None,
            value: None,
            help: "the games known by name, with their codes",
        },
        Flag {
            long: "--svg",
            short: None,
            value: Some("FILE"),
            help: "also draw g(n) against n in FILE, preperiod, period and rare values marked",
        },
    ],
    run: super::run_command,
};

pub(crate) fn usage(message: impl std::fmt::Display) -> Failure {
    Failure::usage(format!("sg: {message}"))
}

/// A number as the user wrote it: decimal digits only, up to `u64::MAX`.
pub(crate) fn number(flag: &str, word: &str) -> Result<u64, Failure> {
    word.parse::<u64>()
        .ok()
        .filter(|_| word.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| {
            usage(format!(
                "{flag}: '{}' is not a number from 0 to 18446744073709551615",
                shown(word)
            ))
        })
}

/// The heaps asked: `--heap H...`, then the numbers after RULE (the help
/// says they are heaps too). Both sg paths read them here.
pub(crate) fn heaps(args: &Parsed, rest: &[&str]) -> Result<Vec<u64>, Failure> {
    let mut heaps = Vec::new();
    for word in args.values("--heap") {
        heaps.push(number("--heap", word.to_str().unwrap_or("?"))?);
    }
    for word in rest {
        if !word.bytes().all(|b| b.is_ascii_digit()) {
            return Err(usage(format!(
                "unexpected argument '{}': after RULE come heaps, numbers from 0 to 18446744073709551615; usage: grundy sg {USAGE}",
                shown(word)
            )));
        }
        heaps.push(number("a heap", word)?);
    }
    Ok(heaps)
}

/// A time as the user wrote it (`10`, `0.5`, `1e1`): a finite number of
/// seconds from 0.001 to [`MAX_SECONDS`]; the one reading of `--seconds`
/// for every rule.
pub(crate) fn seconds(word: &str) -> Result<Duration, Failure> {
    word.parse::<f64>()
        .ok()
        .filter(|&s| s.is_finite() && s >= 0.001 && s <= MAX_SECONDS as f64)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| {
            usage(format!(
                "--seconds: '{}' is not a time from 0.001 to {MAX_SECONDS} seconds",
                shown(word)
            ))
        })
}

/// The options of `grundy sg`, from the shared parser's words; `None`
/// for `--list`.
///
/// # Errors
/// A usage failure, `sg: ...`, for anything that is not a valid set of
/// options.
pub fn options(args: &Parsed) -> Result<Option<Options>, Failure> {
    let mut words = Vec::new();
    for i in 0..args.positionals.len() {
        words.push(args.positional(i, "a rule or heap")?);
    }
    if args.has("--list") {
        return match words.first() {
            Some(w) => Err(usage(format!("--list takes no rule, found '{}'", shown(w)))),
            None => Ok(None),
        };
    }
    let (rule, rest, note) = match rule_text(args)? {
        Some((text, rest)) => {
            let rule = parse_rule(&text)?;
            if rule.classic().is_none() {
                return Err(usage(format!(
                    "RULE '{}' is not one the classic engine takes",
                    excerpt(&text, 1)
                )));
            }
            // A bare number is a subtraction set; CGSuite would read a code.
            let note = text
                .bytes()
                .all(|b| b.is_ascii_digit())
                .then(|| format!("sub {text}: a single number is the subtraction set {{{text}}}; the code {text}.0 (split a heap in two) is written {text}.0"));
            (rule, rest.len(), note)
        }
        None => {
            return Err(usage(format!(
                "no rule given; usage: grundy sg {USAGE} (grundy sg --help explains rules)"
            )))
        }
    };
    read(args, rule, note, &words[words.len() - rest..]).map(Some)
}

/// The question and budget of `grundy sg`, read one way for every rule
/// (both pipelines: the classic engine's and the rule language's): the
/// heaps (`rest`, the words after RULE, and `--heap`), `--upto`,
/// `--values`, `--explain`, `--json`, `--max`, `--seconds`, `--svg`.
///
/// # Errors
/// A usage failure naming the flag.
pub(crate) fn read(
    args: &Parsed,
    rule: Rule,
    note: Option<String>,
    rest: &[&str],
) -> Result<Options, Failure> {
    let heaps = heaps(args, rest)?;
    let upto = match args.text("--upto")? {
        Some(w) => Some(number("--upto", w)?),
        None => None,
    };
    let explain = match args.text("--explain")? {
        Some(w) => Some(number("--explain", w)?),
        None => None,
    };
    let max = match args.text("--max")? {
        Some(w) => {
            let n = number("--max", w)?;
            if !(1..=MAX_MAX).contains(&n) {
                return Err(usage(format!("--max must be from 1 to {MAX_MAX}")));
            }
            Some(n)
        }
        None => None,
    };
    let seconds = match args.text("--seconds")? {
        Some(w) => Some(seconds(w)?),
        None => None,
    };
    let values = args.has("--values");
    if values && upto.is_none() {
        return Err(usage("--values needs --upto N"));
    }
    if explain.is_some() && (upto.is_some() || !heaps.is_empty()) {
        return Err(usage(
            "--explain N answers alone: give it without --upto or heaps",
        ));
    }
    Ok(Options {
        rule,
        note,
        upto,
        values,
        heaps,
        explain,
        json: args.has("--json"),
        max,
        seconds,
        svg: args.text("--svg")?.map(String::from),
    })
}

/// The rule text: `--subtract S` (as `sub S`) or the first word.
pub(super) fn rule_text(args: &Parsed) -> Result<Option<(String, Vec<&str>)>, Failure> {
    let mut words = Vec::new();
    for i in 0..args.positionals.len() {
        words.push(args.positional(i, "a rule or heap")?);
    }
    Ok(match (args.text("--subtract")?, words.split_first()) {
        (Some(set), _) if set.contains('.') && !set.contains("..") => {
            return Err(usage(format!(
                "--subtract: '{}' is not a list of moves like 2,5",
                shown(set)
            )))
        }
        (Some(set), _) => Some((format!("sub {set}"), words)),
        (None, Some((w, rest))) => Some((w.to_string(), rest.to_vec())),
        (None, None) => None,
    })
}

/// A rule of the rule language, as a usage failure when typed wrong.
pub(super) fn parse_rule(text: &str) -> Result<Rule, Failure> {
    parse(text).map_err(|e| usage(format!("RULE '{}': {e}", excerpt(text, e.column))))
}
