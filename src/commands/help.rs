//! `grundy help [COMMAND | PROBLEM]` and `--help`: what grundy does, what a
//! command takes, or a problem's card.

use crate::commands::{command_help, show, Command, Io, Parsed, Topic, COMMANDS};
use crate::error::{EXIT_BAD_INPUT, EXIT_OUTPUT, EXIT_UNANSWERED, EXIT_USAGE};
use crate::registry::all;

pub const COMMAND: Command = Command {
    name: "help",
    usage: "[COMMAND | PROBLEM | testset | descriptions]",
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

/// `grundy help descriptions`: docs/descriptions.md from its start through
/// its keys (a worked example, then every key), the doc's own text, so the
/// two cannot drift apart; the rest of the doc (how answers are known, what
/// an emitted file carries) is left to the doc.
pub fn descriptions() -> &'static str {
    const DOC: &str = include_str!("../../docs/descriptions.md");
    DOC.split_once("\n## How answers are known")
        .map_or(DOC, |(start, _)| start)
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
         grundy PROBLEM [FILE...]  answer judge inputs: each FILE, or stdin (also -);\n  \
         \x20                         PROBLEM is an id, an alias or a description file\n\
         {commands}  \
         grundy --help | -h        this text; after a command or problem, its help\n  \
         grundy --version | -V     the version\n\
         \n\
         Problems ('grundy list' describes them, 'grundy show PROBLEM' shows one):\n  {}\n\
         \n\
         A description file (FILE.toml) states a judge problem whose game grundy\n\
         knows in a few lines; 'grundy help descriptions' shows how to write one.\n\
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
        assert!(text.contains("PROBLEM is an id, an alias or a description file"));
        assert!(text.contains("'grundy help descriptions'"));
    }

    /// The page is the doc's start: its worked example is a description
    /// that parses, and every key a description may have is in it.
    #[test]
    fn the_descriptions_page_has_a_worked_example_and_every_key() {
        let page = descriptions();
        assert!(page.starts_with("# Problem descriptions\n"), "{page}");
        assert!(page.contains("\n## The keys\n"), "{page}");
        let example = page
            .split_once("```toml\n")
            .and_then(|(_, rest)| rest.split_once("```"))
            .expect("a toml block")
            .0;
        let described = crate::describe::parse(example).expect("the worked example parses");
        assert_eq!(described.id, "abc297g");
        let keys = page.split_once("\n## The keys\n").unwrap().1;
        for (section, names) in crate::describe::KEYS {
            if !section.is_empty() {
                assert!(keys.contains(&format!("`[{section}]`")), "[{section}]");
            }
            for key in *names {
                assert!(keys.contains(&format!("`{key}`")), "{section}: {key}");
            }
        }
    }
}
