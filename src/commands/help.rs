//! `grundy help [COMMAND | PROBLEM]` and `--help`: what grundy does, what a
//! command takes, or a problem's card.

use crate::commands::{command_help, show, Command, Io, Parsed, Topic, COMMANDS};
use crate::error::{EXIT_BAD_INPUT, EXIT_OUTPUT, EXIT_UNANSWERED, EXIT_USAGE};
use crate::registry::all;

pub const COMMAND: Command = Command {
    name: "help",
    usage: "[COMMAND | PROBLEM]",
    about: "this text, a command's options or a problem's card",
    flags: &[],
    // `help` is answered while parsing; see `commands::parse`.
    run: |_: &Parsed, _: &mut Io<'_>| Ok(()),
};

/// The help text about `topic`.
pub fn text(topic: &Topic) -> String {
    match topic {
        Topic::Everything => everything(),
        Topic::Page(page) => page.to_string(),
        Topic::Command(c) => command_help(c),
        Topic::Problem(p) => show::card(p),
    }
}

/// The version line.
pub fn version() -> String {
    format!("grundy {}\n", env!("CARGO_PKG_VERSION"))
}

fn everything() -> String {
    // Eight ids a line keeps the text within 80 columns.
    let ids: Vec<String> = all()
        .chunks(8)
        .map(|row| row.iter().map(|p| p.id).collect::<Vec<_>>().join(" "))
        .collect();
    let commands: String = COMMANDS
        .iter()
        .map(|c| format!("  grundy {:<19}{}\n", c.name, c.about))
        .collect();
    format!(
        "grundy {}: judge-exact answers for impartial games\n\
         \n\
         Usage:\n  \
         grundy PROBLEM [FILE...]  answer judge inputs: each FILE, or stdin (also -)\n\
         {commands}  \
         grundy --help | -h        this text; after a command or problem, its help\n  \
         grundy --version | -V     the version\n\
         \n\
         Problems ('grundy list' describes them, 'grundy show PROBLEM' shows one):\n  {}\n\
         \n\
         Exit status: 0 done; {EXIT_BAD_INPUT} bad input (the message names line and column;\n\
         every case before it is answered); {EXIT_USAGE} bad usage or an input file that\n\
         cannot be read; {EXIT_OUTPUT} the output cannot be written (a closed pipe is not an error);\n\
         {EXIT_UNANSWERED} a valid case grundy cannot answer, or explain cannot show.\n",
        env!("CARGO_PKG_VERSION"),
        ids.join("\n  ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_overview_names_every_command_and_problem_within_80_columns() {
        let text = everything();
        for c in COMMANDS {
            assert!(text.contains(&format!("grundy {}", c.name)));
        }
        for p in all() {
            assert!(text.contains(p.id));
        }
        for line in text.lines() {
            assert!(line.len() <= 80, "{line}");
        }
    }
}
