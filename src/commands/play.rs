//! `grundy play PROBLEM [POSITION...] [--seed N]`: play a position against
//! perfect play, at a terminal or with moves piped in (see
//! [`crate::explain::play`]; a session in docs/explain.md's "Learning by looking
//! and playing").

use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::explain;
use crate::explain::play::{Next, Session};
use std::io::{BufRead, BufReader, IsTerminal, Write};

const USAGE: &str = "PROBLEM [POSITION...] [--seed N]";

pub const COMMAND: Command = Command {
    name: "play",
    usage: USAGE,
    about: "play a position against perfect play, with hints",
    flags: &[Flag {
        long: "--seed",
        short: None,
        value: Some("N"),
        help: "the seed of the random moves made from a lost position (default: the clock)",
    }],
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
    let mut session = Session::new(problem, row, &words, seed)
        .map_err(|e| Failure::usage(format!("play: {}: {e}", problem.id)))?;
    let write = |out: &mut dyn Write, text: &str| -> Result<(), Failure> {
        out.write_all(text.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|error| Failure::Run {
                context: problem.id.to_string(),
                error: crate::error::Error::Write(error),
            })
    };
    write(io.stdout, &session.start())?;
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
            let (prompt, _) = session.line("");
            write(
                io.stdout,
                &format!("not a move here: the line is not UTF-8 text; try again\n{prompt}"),
            )?;
            continue;
        };
        let (answer, next) = session.line(line);
        write(io.stdout, &answer)?;
        if next == Next::Quit {
            return Ok(());
        }
    }
}
