//! `grundy list`: every problem the registry holds, one line each.

use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::registry::all;

pub const COMMAND: Command = Command {
    name: "list",
    usage: "[--long | --markdown]",
    about: "list every problem: id, game and output words",
    flags: &[
        Flag {
            long: "--long",
            short: Some("-l"),
            value: None,
            help: "everything the registry knows: aliases, input format, link",
        },
        Flag {
            long: "--markdown",
            short: None,
            value: None,
            help: "a Markdown table: id, aliases, game, output (the README's)",
        },
    ],
    run,
};

/// Columns the short listing fits in.
const WIDTH: usize = 80;

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    args.at_most(0, "grundy list [--long | --markdown]")?;
    if args.has("--long") && args.has("--markdown") {
        return Err(Failure::usage(
            "list takes --long or --markdown, not both: drop one",
        ));
    }
    let text = if args.has("--long") {
        long()
    } else if args.has("--markdown") {
        markdown()
    } else {
        short()
    };
    io.stdout
        .write_all(text.as_bytes())
        .map_err(|e| Failure::Run {
            context: "list".into(),
            error: crate::error::Error::Write(e),
        })
}

/// A header, then `id  game -> output` per problem, cut to 80 columns.
pub fn short() -> String {
    // The id column fits the longest id and two spaces, whatever is added.
    let id = all().iter().map(|p| p.id.len()).max().unwrap_or(0) + 2;
    // The output words get the room: a cut there may mislead (`Yes (the
    // first playe...`), a cut game description does not.
    let game = 32;
    let mut text = format!("{:<id$}{:<game$}{}\n", "PROBLEM", "GAME", "OUTPUT");
    for p in all() {
        let name = p.game.split(':').next().unwrap_or(p.game);
        let line = format!("{:<id$}{:<game$}{}", p.id, cut(name, game - 2), p.output);
        text.push_str(&cut(&line, WIDTH));
        text.push('\n');
    }
    text
}

/// Every field of every problem, one block each.
pub fn long() -> String {
    all()
        .iter()
        .map(|p| {
            format!(
                "{} ({})\n  aliases: {}\n  game:    {}\n  input:   {}\n  output:  {}\n  link:    {}\n",
                p.id,
                p.title,
                if p.aliases.is_empty() { "-".to_string() } else { p.aliases.join(", ") },
                p.game,
                p.tools.format.summary(),
                p.output,
                p.url
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The README's problem table: a row per problem, aliases, the whole
/// game and the output words, each cell as the registry has it (a `|`
/// escaped). `tests/suite/samples.rs` holds the README to it.
pub fn markdown() -> String {
    let cell = |s: &str| s.replace('|', "\\|");
    let mut text = String::from("| id | aliases | game | output |\n|---|---|---|---|\n");
    for p in all() {
        text.push_str(&format!(
            "| {} | {} | {} | {} |\n",
            p.id,
            cell(&p.aliases.join(", ")),
            cell(p.game),
            cell(p.output)
        ));
    }
    text
}

/// `text` in at most `width` characters, with `...` where it was cut: at
/// a word's end, and never inside a parenthesis (half an explanation can
/// say the opposite of the whole).
fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut kept: String = text.chars().take(width - 3).collect();
    if let Some(space) = kept.rfind(' ') {
        if !text[kept.len()..].starts_with(' ') {
            kept.truncate(space);
        }
    }
    if let Some(open) = kept.rfind('(') {
        if !kept[open..].contains(')') {
            kept.truncate(open);
        }
    }
    format!("{}...", kept.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_short_list_fits_80_columns_with_a_header() {
        let text = short();
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[0].starts_with("PROBLEM"));
        assert_eq!(lines.len(), all().len() + 1);
        for (line, p) in lines[1..].iter().zip(all()) {
            assert!(line.chars().count() <= WIDTH, "{line}");
            assert!(line.starts_with(&format!("{}  ", p.id)), "{line}");
        }
    }

    #[test]
    fn a_cut_ends_at_a_word_and_outside_a_parenthesis() {
        assert_eq!(cut("Yes (the first player loses) / No", 20), "Yes...");
        assert_eq!(
            cut("one line of W / L per case", 20),
            "one line of W / L..."
        );
        assert_eq!(cut("short", 20), "short");
        // The listing keeps hdu3537's words whole.
        let text = short();
        let line = text.lines().find(|l| l.starts_with("hdu3537")).unwrap();
        assert!(
            line.ends_with("Yes (the first player loses) / No"),
            "{line}"
        );
        for line in text.lines() {
            let open = line.matches('(').count();
            assert_eq!(open, line.matches(')').count(), "{line}");
        }
    }

    #[test]
    fn the_markdown_table_has_a_row_of_four_cells_per_problem() {
        let text = markdown();
        let rows: Vec<&str> = text.lines().skip(2).collect();
        assert_eq!(rows.len(), all().len());
        for (row, p) in rows.iter().zip(all()) {
            assert!(row.starts_with(&format!("| {} | ", p.id)), "{row}");
            // Five unescaped bars: four cells, whatever a game says.
            let bars = row.replace("\\|", "").matches('|').count();
            assert_eq!(bars, 5, "{row}");
        }
    }

    #[test]
    fn the_long_list_has_every_field() {
        let text = long();
        for p in all() {
            let input = p.tools.format.summary();
            for field in [p.id, p.title, p.game, &input, p.output, p.url] {
                assert!(text.contains(field), "{field}");
            }
        }
    }
}
