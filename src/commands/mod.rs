//! The commands, one module each (the cargo way), over one argument parser,
//! one help table and one exit-status policy.
//!
//! A command is a [`Command`] row: its name, usage, one-line summary, the
//! flags it takes (each with its help text beside it, the ripgrep way) and
//! the function that runs it. [`parse`] turns the words the user typed into
//! the row and a [`Parsed`] set of arguments; [`crate::cli`] runs it and
//! turns the [`Failure`] it may return into a message and an exit status.

pub mod answer;
pub mod check;
pub mod emit;
pub mod explain;
pub mod files;
pub mod generate;
pub mod help;
pub mod list;
pub mod play;
pub mod program;
pub mod progress;
pub mod sg;
pub mod show;
pub mod solve;
pub mod stress;
pub mod testset;
pub mod validate;
pub mod verdict;

use crate::error::{Error, EXIT_BAD_INPUT, EXIT_UNANSWERED, EXIT_USAGE};
use crate::registry;
use crate::registry::Entry;
use std::ffi::{OsStr, OsString};
use std::io::{Read, Write};

/// Every command but solving, which is what a problem name as the first word
/// means. `grundy --help` lists them in this order.
pub const COMMANDS: &[Command] = &[
    list::COMMAND,
    show::COMMAND,
    check::COMMAND,
    answer::COMMAND,
    generate::COMMAND,
    validate::COMMAND,
    stress::COMMAND,
    explain::COMMAND,
    play::COMMAND,
    emit::COMMAND,
    sg::COMMAND,
    help::COMMAND,
];

/// One subcommand: how it is called and what runs it.
pub struct Command {
    pub name: &'static str,
    /// The argument synopsis after `grundy NAME`.
    pub usage: &'static str,
    /// One line for `grundy --help`.
    pub about: &'static str,
    /// The flags it takes besides `--help` and `--version`.
    pub flags: &'static [Flag],
    pub run: fn(&Parsed, &mut Io<'_>) -> Result<(), Failure>,
}

/// One flag: `--long`, an optional `-s` short form, and the name of its value
/// when it takes one (`--seed N`, also written `--seed=N`). A flag with a
/// value is given once, unless the value's name ends in `...` (`--heap
/// H...`): those add up, and [`Parsed::values`] lists them.
pub struct Flag {
    pub long: &'static str,
    pub short: Option<&'static str>,
    pub value: Option<&'static str>,
    pub help: &'static str,
}

/// The flags every command takes.
const GLOBAL_FLAGS: &[Flag] = &[
    Flag {
        long: "--help",
        short: Some("-h"),
        value: None,
        help: "show this help (after a problem: the problem's card)",
    },
    Flag {
        long: "--version",
        short: Some("-V"),
        value: None,
        help: "show the version",
    },
];

/// The streams a command works with.
pub struct Io<'a> {
    pub stdin: &'a mut dyn Read,
    pub stdout: &'a mut dyn Write,
    pub stderr: &'a mut dyn Write,
    /// True when `stdin` is the process's own standard input (not a test's
    /// buffer), so a command may look at what it is: a terminal, a file.
    pub stdin_is_process: bool,
}

/// Why a command stopped; [`crate::cli`] prints it once and picks the exit
/// status.
#[derive(Debug)]
pub enum Failure {
    /// Wrong arguments, or an input file that cannot be opened or read:
    /// `grundy: MESSAGE`, exit status 2.
    Usage(String),
    /// The run failed: `grundy: CONTEXT: ERROR` with the error's own exit
    /// status (a closed output pipe is not reported and exits 0).
    Run { context: String, error: Error },
    /// Reported already (a checker's summary line): exit status 1.
    Reported,
    /// Reported already: a valid question grundy cannot answer within its
    /// tables, theorems and budgets (`grundy sg`): exit status 4, as a
    /// described case's.
    Unanswered,
}

impl Failure {
    pub fn usage(message: impl Into<String>) -> Failure {
        Failure::Usage(message.into())
    }

    /// The exit status, and the line for stderr if one is due.
    pub fn report(&self) -> (u8, Option<String>) {
        match self {
            Failure::Usage(m) => (EXIT_USAGE, Some(m.clone())),
            Failure::Run { error, .. } if error.is_broken_pipe() => (0, None),
            Failure::Run { context, error } => {
                (error.exit_code(), Some(format!("{context}: {error}")))
            }
            Failure::Reported => (EXIT_BAD_INPUT, None),
            Failure::Unanswered => (EXIT_UNANSWERED, None),
        }
    }
}

/// What the user asked for, once the command is known.
pub enum Request {
    /// `--help` (or `help`) about the top level, a command, or a problem.
    Help(Topic),
    Version,
    Run(&'static Command, Parsed),
    /// A problem name as the first word: answer judge inputs.
    Solve(Parsed),
}

/// What help is asked about.
pub enum Topic {
    Everything,
    /// A page that is neither a command nor a problem (`testset`).
    Page(&'static str),
    Command(&'static Command),
    Problem(&'static Entry),
}

/// The arguments of one command: positional words in order, and the flags
/// given (a flag that takes one value is given at most once: see [`Flag`]).
#[derive(Debug, Default)]
pub struct Parsed {
    pub positionals: Vec<OsString>,
    flags: Vec<(&'static str, Option<OsString>)>,
}

impl Parsed {
    /// True when the switch `long` was given.
    pub fn has(&self, long: &str) -> bool {
        self.flags.iter().any(|(f, _)| *f == long)
    }

    /// Every value given to `long`, in order.
    pub fn values(&self, long: &str) -> Vec<&OsStr> {
        self.flags
            .iter()
            .filter(|(f, _)| *f == long)
            .filter_map(|(_, v)| v.as_deref())
            .collect()
    }

    /// The last value given to `long`, as text.
    pub fn text(&self, long: &str) -> Result<Option<&str>, Failure> {
        match self.values(long).last().copied() {
            None => Ok(None),
            Some(v) => v
                .to_str()
                .map(Some)
                .ok_or_else(|| Failure::usage(format!("{long}: {v:?} is not valid UTF-8"))),
        }
    }

    /// The last value given to `long`, as a number.
    pub fn number<T: std::str::FromStr>(&self, long: &str) -> Result<Option<T>, Failure> {
        match self.text(long)? {
            None => Ok(None),
            Some(t) => t
                .parse()
                .map(Some)
                .map_err(|_| Failure::usage(format!("{long} takes a whole number, found '{t}'"))),
        }
    }

    /// The positional word at `index` as text, or a message naming `what`.
    pub fn positional(&self, index: usize, what: &str) -> Result<&str, Failure> {
        let word = self
            .positionals
            .get(index)
            .ok_or_else(|| Failure::usage(format!("missing {what}")))?;
        word.to_str()
            .ok_or_else(|| Failure::usage(format!("{what} {word:?} is not valid UTF-8")))
    }

    /// The row of the problem named by the positional word at `index`:
    /// a command resolves a name once and reads the row from then on.
    pub fn problem(&self, index: usize) -> Result<&'static Entry, Failure> {
        problem_named(self.positional(index, "a problem name (see 'grundy list')")?)
    }

    /// Fails when more than `count` positional words were given.
    pub fn at_most(&self, count: usize, usage: &str) -> Result<(), Failure> {
        match self.positionals.get(count) {
            None => Ok(()),
            Some(extra) => Err(Failure::usage(format!(
                "unexpected argument {}; usage: {usage}",
                quoted(extra)
            ))),
        }
    }
}

/// The problem called `name`, or a message with the closest names.
pub fn problem_named(name: &str) -> Result<&'static Entry, Failure> {
    if registry::is_path(name) && registry::entry(name).is_none() {
        return registry::load(name).map_err(Failure::usage);
    }
    registry::entry(name).ok_or_else(|| {
        let close = registry::suggestions(name);
        let heap_game = crate::games::rules::parse::NAMED
            .iter()
            .find(|r| r.0.eq_ignore_ascii_case(name));
        Failure::usage(if let Some(rule) = heap_game {
            format!(
                "'{name}' is a heap game ({}), not a judge problem: 'grundy sg {}' computes its Grundy values; 'grundy list' shows the problems",
                rule.1, rule.0
            )
        } else if close.is_empty() {
            format!("unknown problem '{name}'; 'grundy list' shows them all")
        } else {
            format!(
                "unknown problem '{name}'; did you mean {}?",
                close.join(" or ")
            )
        })
    })
}

/// A word for a message: in quotes, bytes that are not UTF-8 escaped.
pub fn quoted(word: &OsStr) -> String {
    match word.to_str() {
        Some(s) => format!("'{s}'"),
        None => format!("{word:?}"),
    }
}

/// The command named `name`, if any.
pub fn command_named(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// Turns the words after `grundy` into a [`Request`].
///
/// The first word that is not a flag names the command, or else the problem
/// to solve. Flags may stand anywhere (switches also before the command);
/// `--` ends the flags, so every word after it is positional.
pub fn parse(args: &[OsString]) -> Result<Request, Failure> {
    let is_flag = |w: &OsStr| w.len() > 1 && w.as_encoded_bytes().starts_with(b"-");
    let end_of_flags = args.iter().position(|w| w == "--").unwrap_or(args.len());
    let head = args[..end_of_flags]
        .iter()
        .position(|w| !is_flag(w))
        .or_else(|| (end_of_flags + 1 < args.len()).then_some(end_of_flags + 1));
    let (command, rest): (Option<&'static Command>, Vec<OsString>) = match head {
        None => (None, args.to_vec()),
        Some(i) => {
            let word = &args[i];
            let mut rest = args.to_vec();
            match word.to_str().and_then(command_named) {
                Some(c) => {
                    rest.remove(i);
                    (Some(c), rest)
                }
                None => (None, rest),
            }
        }
    };
    let flags = command.map_or(&[][..], |c| c.flags);
    let parsed = parse_flags(&rest, flags)?;
    if parsed.has("--help") {
        return help_request(command, &parsed);
    }
    if parsed.has("--version") {
        // `grundy poj2234 -V` asks for grundy's version beside a problem,
        // as `grundy list -V` does beside a command; other words are extra.
        let first = parsed.positionals.first();
        let after_problem = command.is_none()
            && first
                .and_then(|w| w.to_str())
                .and_then(registry::entry)
                .is_some();
        if let Some(extra) = parsed.positionals.get(usize::from(after_problem)) {
            return Err(Failure::usage(format!(
                "--version takes no argument, found {}",
                quoted(extra)
            )));
        }
        return Ok(Request::Version);
    }
    match command {
        Some(c) if c.name == "help" => help_request(None, &parsed),
        Some(c) => Ok(Request::Run(c, parsed)),
        None if parsed.positionals.is_empty() => Err(Failure::usage(
            "no problem named; try 'grundy list' or 'grundy --help'",
        )),
        None => {
            let first = parsed.positionals[0].to_str().unwrap_or("");
            if registry::entry(first).is_none() && !registry::is_path(first) {
                if let Some(close) = command_like(first) {
                    return Err(Failure::usage(format!(
                        "unknown command or problem '{first}'; did you mean 'grundy {close}'?"
                    )));
                }
            }
            Ok(Request::Solve(parsed))
        }
    }
}

/// `--help` given to `command` (or at the top), or `grundy help WORD`.
fn help_request(command: Option<&'static Command>, parsed: &Parsed) -> Result<Request, Failure> {
    if let Some(c) = command {
        if c.name != "help" {
            return Ok(Request::Help(Topic::Command(c)));
        }
    }
    let Some(word) = parsed.positionals.first() else {
        return Ok(Request::Help(Topic::Everything));
    };
    parsed.at_most(
        1,
        "grundy help [COMMAND | PROBLEM | testset | descriptions]",
    )?;
    let name = parsed.positional(0, "a command or problem")?;
    if let Some(page) = help_page(name) {
        return Ok(Request::Help(Topic::Page(page)));
    }
    match command_named(name) {
        Some(c) => Ok(Request::Help(Topic::Command(c))),
        None => problem_named(name)
            .map(|p| Request::Help(Topic::Problem(p)))
            .map_err(|_| {
                Failure::usage(format!(
                    "no command or problem named {}; 'grundy --help' lists the commands, 'grundy list' the problems",
                    quoted(word)
                ))
            }),
    }
}

/// The help pages that are neither a command nor a problem.
pub fn help_page(name: &str) -> Option<&'static str> {
    match name {
        "testset" | "--testset" => Some(generate::TESTSET_HELP),
        "descriptions" | "description" => Some(help::descriptions()),
        _ => None,
    }
}

/// The command `word` was probably meant to be, when it names nothing
/// else: `explian` -> `explain`.
pub fn command_like(word: &str) -> Option<&'static str> {
    let word = word.to_ascii_lowercase();
    COMMANDS
        .iter()
        .map(|c| {
            (
                crate::games::rules::parse::edit_distance(&word, c.name),
                c.name,
            )
        })
        .filter(|&(d, name)| d > 0 && d <= (name.len() / 3).max(1))
        .min()
        .map(|(_, name)| name)
}

/// The flag `name` was probably meant to be: `--seeed` -> `--seed`.
fn flag_like(name: &str, flags: &[Flag]) -> Option<&'static str> {
    flags
        .iter()
        .chain(GLOBAL_FLAGS)
        .map(|f| {
            (
                crate::games::rules::parse::edit_distance(name, f.long),
                f.long,
            )
        })
        .filter(|&(d, long)| d > 0 && d <= (long.len() / 4).max(1))
        .min()
        .map(|(_, long)| long)
}

/// Splits `args` into flags (the command's and the global ones) and
/// positional words.
fn parse_flags(args: &[OsString], flags: &'static [Flag]) -> Result<Parsed, Failure> {
    let mut parsed = Parsed::default();
    let mut words = args.iter();
    while let Some(word) = words.next() {
        if word == "--" {
            parsed.positionals.extend(words.cloned());
            break;
        }
        let bytes = word.as_encoded_bytes();
        // A negative number (a parent array's `-1` typed as a position) is
        // a word: no flag is spelt with digits.
        let negative = bytes.len() > 1 && bytes[1..].iter().all(u8::is_ascii_digit);
        if bytes.len() < 2 || bytes[0] != b'-' || negative {
            parsed.positionals.push(word.clone());
            continue;
        }
        let text = word
            .to_str()
            .ok_or_else(|| Failure::usage(format!("unknown option {word:?}")))?;
        let (name, inline) = match text.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(OsString::from(v))),
            _ => (text, None),
        };
        let flag = flags
            .iter()
            .chain(GLOBAL_FLAGS)
            .find(|f| f.long == name || f.short == Some(name))
            .ok_or_else(|| {
                Failure::usage(match flag_like(name, flags) {
                    Some(close) => format!("unknown option '{name}'; did you mean {close}?"),
                    None => format!("unknown option '{name}'; try 'grundy --help'"),
                })
            })?;
        let value = match (flag.value, inline) {
            (None, None) => None,
            (None, Some(_)) => return Err(Failure::usage(format!("{} takes no value", flag.long))),
            (Some(_), Some(v)) => Some(v),
            (Some(what), None) => {
                let value = words.next().ok_or_else(|| {
                    Failure::usage(format!("{} needs a value: {} {what}", flag.long, flag.long))
                })?;
                // `--testset --json` is a forgotten value, not a folder
                // named `--json`: a name or command that looks like an
                // option is written `--testset=--json` (`-` alone is a
                // value, stdout). Numbers and words are judged by their
                // flag, which names what it found.
                let bytes = value.as_encoded_bytes();
                let taken_as_is = matches!(what, "DIR" | "FILE" | "CMD");
                if taken_as_is && bytes.len() > 1 && bytes[0] == b'-' {
                    return Err(Failure::usage(format!(
                        "{} needs a value: {} {what}, found the option {} (write {}={} if that is the value)",
                        flag.long,
                        flag.long,
                        quoted(value),
                        flag.long,
                        value.to_string_lossy()
                    )));
                }
                Some(value.clone())
            }
        };
        if flag.value.is_some_and(|v| !v.ends_with("...")) && parsed.has(flag.long) {
            // Keeping the last would silently drop what the user wrote first.
            return Err(Failure::usage(format!(
                "{} given twice; it takes one value",
                flag.long
            )));
        }
        parsed.flags.push((flag.long, value));
    }
    Ok(parsed)
}

/// The help text of one command: usage, summary and its flags.
pub fn command_help(c: &Command) -> String {
    let mut text = format!(
        "grundy {}: {}\n\nUsage: grundy {} {}\n",
        c.name, c.about, c.name, c.usage
    );
    if !c.flags.is_empty() {
        text.push_str("\nOptions:\n");
        for f in c.flags {
            let name = match (f.short, f.value) {
                (Some(s), Some(v)) => format!("{s}, {} {v}", f.long),
                (Some(s), None) => format!("{s}, {}", f.long),
                (None, Some(v)) => format!("{} {v}", f.long),
                (None, None) => f.long.to_string(),
            };
            text.push_str(&format!("  {name:<22} {}\n", f.help));
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    fn usage_error(args: &[&str]) -> String {
        match parse(&words(args)) {
            Err(Failure::Usage(m)) => m,
            _ => panic!("{args:?} should be a usage error"),
        }
    }

    #[test]
    fn a_problem_name_first_means_solve_with_files_after_it() {
        let Ok(Request::Solve(p)) = parse(&words(&["nim", "a.in", "--", "-b.in"])) else {
            panic!("not a solve request");
        };
        assert_eq!(p.positionals, words(&["nim", "a.in", "-b.in"]));
        assert!(matches!(
            parse(&words(&["--", "nim"])),
            Ok(Request::Solve(_))
        ));
    }

    #[test]
    fn help_anywhere_shows_what_it_is_next_to() {
        for args in [
            &["nim", "--help"][..],
            &["--help", "nim"],
            &["help", "nim"],
            &["-h", "nim"],
        ] {
            assert!(
                matches!(parse(&words(args)), Ok(Request::Help(Topic::Problem(p))) if p.id == "poj2234"),
                "{args:?}"
            );
        }
        assert!(matches!(
            parse(&words(&["list", "--help"])),
            Ok(Request::Help(Topic::Command(c))) if c.name == "list"
        ));
        assert!(matches!(
            parse(&words(&["help", "list"])),
            Ok(Request::Help(Topic::Command(c))) if c.name == "list"
        ));
        assert!(matches!(
            parse(&words(&["help"])),
            Ok(Request::Help(Topic::Everything))
        ));
        assert!(matches!(
            parse(&words(&["-h"])),
            Ok(Request::Help(Topic::Everything))
        ));
    }

    #[test]
    fn extra_words_are_named_not_blamed_on_the_flag() {
        assert_eq!(
            usage_error(&["--version", "extra"]),
            "--version takes no argument, found 'extra'"
        );
        assert!(usage_error(&["help", "nosuchthing"])
            .contains("no command or problem named 'nosuchthing'"));
        assert!(usage_error(&["help", "nim", "more"]).contains("unexpected argument 'more'"));
        assert_eq!(
            usage_error(&["--frobnicate"]),
            "unknown option '--frobnicate'; try 'grundy --help'"
        );
        assert!(matches!(parse(&words(&["-V"])), Ok(Request::Version)));
        assert!(matches!(
            parse(&words(&["nim", "-V"])),
            Ok(Request::Version)
        ));
        assert!(matches!(
            parse(&words(&["list", "-V"])),
            Ok(Request::Version)
        ));
        assert_eq!(
            usage_error(&["nim", "a.in", "-V"]),
            "--version takes no argument, found 'a.in'"
        );
    }

    #[test]
    fn values_and_switches_by_long_short_and_inline_forms() {
        const FLAGS: &[Flag] = &[
            Flag {
                long: "--seed",
                short: Some("-s"),
                value: Some("N"),
                help: "",
            },
            Flag {
                long: "--all",
                short: None,
                value: None,
                help: "",
            },
            Flag {
                long: "--heap",
                short: None,
                value: Some("H..."),
                help: "",
            },
        ];
        let p = parse_flags(
            &words(&["--heap", "1", "--heap=2", "--all", "--all"]),
            FLAGS,
        )
        .unwrap();
        assert_eq!(p.values("--heap"), ["1", "2"]);
        let p = parse_flags(&words(&["x", "--all", "--seed=9", "y"]), FLAGS).unwrap();
        assert_eq!(p.positionals, words(&["x", "y"]));
        // A negative number is a word (a parent array's -1), a dash and a
        // letter a flag.
        let negative = parse_flags(&words(&["3", "-1", "0", "--all", "-12"]), FLAGS).unwrap();
        assert_eq!(negative.positionals, words(&["3", "-1", "0", "-12"]));
        assert!(parse_flags(&words(&["-1x"]), FLAGS).is_err());
        assert!(p.has("--all"));
        assert_eq!(p.number::<u64>("--seed").unwrap(), Some(9));
        assert_eq!(p.values("--seed").len(), 1);
        for twice in [
            &["--seed", "5", "--seed=9"][..],
            &["-s", "5", "--seed", "5"],
            &["--seed=1", "-s", "2"],
        ] {
            assert!(
                matches!(parse_flags(&words(twice), FLAGS), Err(Failure::Usage(m)) if m == "--seed given twice; it takes one value"),
                "{twice:?}"
            );
        }
        assert!(
            matches!(parse_flags(&words(&["--seed"]), FLAGS), Err(Failure::Usage(m)) if m.contains("needs a value"))
        );
        assert!(
            matches!(parse_flags(&words(&["--all=1"]), FLAGS), Err(Failure::Usage(m)) if m.contains("takes no value"))
        );
        let p = parse_flags(&words(&["--seed", "x"]), FLAGS).unwrap();
        assert!(
            matches!(p.number::<u64>("--seed"), Err(Failure::Usage(m)) if m.contains("whole number, found 'x'"))
        );
    }
}
