//! `grundy play PROBLEM [POSITION...] [--seed N]`: play a position against
//! perfect play, at a terminal or with moves piped in (see
//! [`crate::explain::play`]; a session in docs/explain.md's "Learning by looking
//! and playing").
//!
//! A described problem (`src/problems/<id>.toml`, or a file) is played from
//! one judge case: `--case TEXT`, `--input FILE` (its first case), the words
//! after the problem as the case's tokens, else its official sample's first
//! case (or, with none, a small case drawn by its generator from the seed);
//! see [`crate::explain::heap_play`].

use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::explain;
use crate::explain::play::{Next, Session};
use std::io::{BufRead, BufReader, IsTerminal, Write};

const USAGE: &str = "PROBLEM [POSITION...] [--seed N] [--case TEXT | --input FILE]";

pub const COMMAND: Command = Command {
    name: "play",
    usage: USAGE,
    about: "play a position against perfect play, with hints",
    flags: &[
        Flag {
            long: "--seed",
            short: None,
            value: Some("N"),
            help: "the seed of the random moves made from a lost position (default: the clock)",
        },
        Flag {
            long: "--case",
            short: None,
            value: Some("TEXT"),
            help: "a described problem's case, as judge input (`\\n` breaks a line; or its tokens as POSITION words); default: its sample's first case",
        },
        Flag {
            long: "--input",
            short: None,
            value: Some("FILE"),
            help: "a described problem: the first case of this judge input file",
        },
    ],
    run,
};

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    let problem = args.problem(0)?;
    let row = explain::row(problem);
    let words: Vec<String> = args.positionals[1..]
        .iter()
        .map(|w| w.to_string_lossy().into_owned())
        .collect();
    let seed = match args.number::<u64>("--seed")? {
        Some(seed) => seed,
        None => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64),
    };
    if let Some(d) = problem.description {
        let title = format!("{} ({}): {}", problem.title, problem.id, problem.game);
        let session = |text: &str, from: Option<String>| {
            let mut heading = title.clone();
            if let Some(from) = from {
                heading.push('\n');
                heading.push_str(&from);
            }
            crate::describe::heap_games::session(d, text, heading, seed)
        };
        let (text, from) = described_case(args, problem, &words, seed)?;
        if let Some(start) = crate::describe::family_teach::play_position(d, &text) {
            // Positions, boards, forests, coins: a game of their own moves.
            let fail = |e: String| Failure::usage(format!("play: {}: {e}", problem.id));
            let heading = match from {
                Some(from) => format!("{title}\n{from}"),
                None => title,
            };
            let mut session = crate::describe::family_teach::FamilySession::new(
                heading,
                start.map_err(fail)?,
                seed,
            )
            .map_err(fail)?;
            let start = session.start();
            return converse(problem, io, &start, &mut |line| session.line(line));
        }
        let given = from.is_none();
        let mut session = match session(&text, from) {
            Ok(s) => s,
            // The sample's first case has no move left (a heap of 1 under
            // 1..n/2): a case drawn by the generator instead, said so.
            // Tiny cases may have no move either: the next seeds are drawn
            // until one has, so play never fails on the clock's seed.
            Err(e) if !given && e.contains("has no move left") => {
                let mut drawn = Err(e);
                for seed in (0..64).map(|k| seed.wrapping_add(k)) {
                    let (text, _) = generated(problem, seed)?;
                    let from = format!(
                        "Playing a small case its generator drew from seed {seed}: no position was given, and the first case of its sample has no move ({HOW})."
                    );
                    drawn = session(&text, Some(from));
                    if drawn.is_ok() {
                        break;
                    }
                }
                drawn.map_err(|e| Failure::usage(format!("play: {}: {e}", problem.id)))?
            }
            Err(e) => return Err(Failure::usage(format!("play: {}: {e}", problem.id))),
        };
        let start = session.start();
        return converse(problem, io, &start, &mut |line| session.line(line));
    }
    if args.has("--case") || args.has("--input") {
        return Err(Failure::usage(format!(
            "play: {}: --case and --input are for described problems; a coded problem takes its position as words",
            problem.id
        )));
    }
    let mut session = Session::new(problem, row, &words, seed)
        .map_err(|e| Failure::usage(format!("play: {}: {e}", problem.id)))?;
    let start = session.start();
    converse(problem, io, &start, &mut |line| session.line(line))
}

/// The judge case a described problem is played from (the module docs),
/// and, when none was given, a line saying which one it is and why.
fn described_case(
    args: &Parsed,
    problem: &'static crate::registry::Entry,
    words: &[String],
    seed: u64,
) -> Result<(String, Option<String>), Failure> {
    let given = [args.has("--case"), args.has("--input"), !words.is_empty()];
    if given.iter().filter(|g| **g).count() > 1 {
        return Err(Failure::usage(format!(
            "play: {}: give the case one way: --case TEXT, --input FILE or its tokens as words",
            problem.id
        )));
    }
    if let Some(text) = args.text("--case")? {
        return Ok((text.replace("\\n", "\n"), None));
    }
    if let Some(path) = args.text("--input")? {
        // A case to play is small: a device or a long file is refused.
        return crate::commands::files::read_text(
            path,
            crate::describe::FILE_MAX,
            "a case to play",
        )
        .map(|text| (text, None))
        .map_err(|e| Failure::usage(format!("play: {e}")));
    }
    if let Some(d) = problem.description.filter(|_| !words.is_empty()) {
        return crate::describe::teach::case_of_words(d, words)
            .map(|case| (case, None))
            .map_err(|e| Failure::usage(format!("play: {e}")));
    }
    let sample = problem.sample.0;
    if !sample.trim().is_empty() {
        let from = format!(
            "Playing the first case of its official sample: no position was given ({HOW})."
        );
        return Ok((sample.to_string(), Some(from)));
    }
    let (text, from) = generated(problem, seed)?;
    Ok((text, Some(from)))
}

/// How to give a described problem's position.
const HOW: &str = "give one as words after the problem, --case TEXT or --input FILE";

/// A small case of a described problem drawn by its generator from
/// `seed`, and the line that says so (the problem has no sample); a
/// description whose smallest case is too large to hold is refused.
fn generated(
    problem: &'static crate::registry::Entry,
    seed: u64,
) -> Result<(String, String), Failure> {
    crate::commands::generate::drawable("play", problem)?;
    let tools = problem.tools;
    let mut rng = crate::testdata::Rng::new(seed);
    let cases = (tools.generate)(&mut rng, crate::testdata::Scale::Tiny, 1);
    let from = format!(
        "Playing a small case its generator drew from seed {seed}: no position was given and it has no sample ({HOW})."
    );
    Ok(((tools.write)(&cases), from))
}

/// The conversation: the opening lines, then one answer per line read
/// until `quit` or the end of the moves.
fn converse(
    problem: &crate::problem::Problem,
    io: &mut Io<'_>,
    start: &str,
    line_of: &mut dyn FnMut(&str) -> (String, Next),
) -> Result<(), Failure> {
    let write = |out: &mut dyn Write, text: &str| -> Result<(), Failure> {
        out.write_all(text.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|error| Failure::Run {
                context: problem.id.to_string(),
                error: crate::error::Error::Write(error),
            })
    };
    write(io.stdout, start)?;
    let echo = !(io.stdin_is_process && std::io::stdin().is_terminal());
    let mut lines = BufReader::new(&mut *io.stdin);
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        let read = lines
            .read_until(b'\n', &mut bytes)
            .map_err(|e| Failure::usage(format!("play: cannot read a move: {e}")))?;
        if read == 0 {
            // Moves piped in ran out (or ^D at a terminal).
            write(io.stdout, "\n")?;
            return Ok(());
        }
        if echo {
            // Piped moves: the transcript shows each after its prompt.
            let shown = String::from_utf8_lossy(&bytes);
            write(io.stdout, &format!("{}\n", shown.trim_end()))?;
        }
        let Ok(line) = std::str::from_utf8(&bytes) else {
            // A line that is not text is no move: refused, the game goes on.
            let (prompt, _) = line_of("");
            write(
                io.stdout,
                &format!("not a move here: the line is not UTF-8 text; try again\n{prompt}"),
            )?;
            continue;
        };
        let (answer, next) = line_of(line);
        write(io.stdout, &answer)?;
        if next == Next::Quit {
            return Ok(());
        }
    }
}
