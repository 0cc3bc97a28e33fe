//! `grundy show PROBLEM`: the problem's card, from data the binary carries:
//! the registry row (with the judge specification in `docs/problems/<id>.md`
//! and the official sample in `samples/<id>/`, embedded at compile time),
//! and the input format as the problem's description states it.

use crate::commands::{Command, Failure, Io, Parsed};
use crate::registry::Entry;

pub const COMMAND: Command = Command {
    name: "show",
    usage: "PROBLEM",
    about: "a problem's card: rules, bounds, sample, theory",
    flags: &[],
    run,
};

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    args.at_most(1, "grundy show PROBLEM")?;
    let problem = args.problem(0)?;
    io.stdout
        .write_all(card(problem).as_bytes())
        .map_err(|e| Failure::Run {
            context: "show".into(),
            error: crate::error::Error::Write(e),
        })
}

/// The sections of a specification a card shows, by heading prefix.
const SECTIONS: &[&str] = &["Rules", "Input", "Output", "Closed form", "Quirks"];

/// The card of `problem`.
pub fn card(problem: &Entry) -> String {
    let (spec, (sample_in, sample_out)) = (problem.spec, problem.sample);
    let mut text = format!(
        "{} {}\n  aliases: {}\n  link:    {}\n  game:    {}\n  input:   {}\n  output:  {}\n",
        problem.id,
        problem.title,
        if problem.aliases.is_empty() {
            "-".to_string()
        } else {
            problem.aliases.join(", ")
        },
        problem.url,
        problem.game,
        problem.tools.format.summary(),
        problem.output,
    );
    if let Some(notes) = spec_field(spec, "grundy") {
        text.push_str(&format!("  notes:   {notes}\n"));
    }
    for (heading, body) in sections(spec) {
        if SECTIONS.iter().any(|s| heading.starts_with(s)) {
            text.push_str(&format!("\n{heading}\n{}\n", body.trim_end()));
        }
    }
    text.push_str("\nInput format (grundy validate reads it)\n");
    text.push_str(&crate::format::describe::describe(&problem.tools.format));
    if !sample_in.is_empty() {
        text.push_str(&format!("\nSample input\n{sample_in}"));
        text.push_str(&format!("\nSample output\n{sample_out}"));
    }
    if let Some(d) = problem.description {
        text.push_str(&format!(
            "\nHow the values are known\n{}\n",
            crate::describe::teach::evidence(d)
        ));
    }
    text.push_str(&match problem.description {
        None => format!(
            "\nFull specification: docs/problems/{}.md; how it is answered: src/problems/{}.rs\n",
            problem.id, problem.id
        ),
        Some(_) if problem.sample.0.is_empty() => {
            "\nHow it is answered: the description file given (docs/descriptions.md)\n".to_string()
        }
        Some(_) => format!(
            "\nFull specification: docs/problems/{}.md; how it is answered: src/problems/{}.toml (a description)\n",
            problem.id, problem.id
        ),
    });
    let described = problem.description;
    if described.map_or(true, crate::describe::teach::explains) {
        text.push_str(&format!(
            "Why each answer, and every winning move: grundy explain {} FILE (docs/explain.md)\n",
            crate::registry::called(problem.id)
        ));
    }
    match problem.description {
        Some(d) if !crate::describe::teach::explains(d) => text.push_str(&format!(
            "Not explained or played: {}\n",
            crate::describe::teach::not_explained(d).unwrap_or_default()
        )),
        Some(d) => {
            let words = crate::describe::teach::words_example(d, problem.sample.0);
            let id = crate::registry::called(problem.id);
            text.push_str(&format!(
                "One position as words: the case's tokens as its input writes them, or the heaps alone where a case is a count and its heaps{}\n",
                words
                    .as_ref()
                    .map_or(String::new(), |w| format!(" (as in: grundy explain {id} {w})"))
            ));
            match crate::describe::teach::not_played(d) {
                Some(why) => text.push_str(&format!("Not played: {why}\n")),
                None => text.push_str(&format!(
                    "Play it against perfect play: grundy play {id}{} (type hint, undo, new, quit)\n",
                    words.map_or(String::new(), |w| format!(" {w}"))
                )),
            }
        }
        _ => text.push_str(&learning(
            &crate::registry::called(problem.id),
            crate::explain::row(problem),
        )),
    }
    text
}

/// How to reach one position without a judge input: its words for
/// explain, play and the picture (docs/explain.md: Learning by looking and
/// playing), the problem called `id` (`registry::called`).
fn learning(id: &str, row: &crate::explain::Row) -> String {
    let spec = match row.words {
        Err(why) => return format!("No position in words for explain or play: {why}\n"),
        Ok(spec) => spec,
    };
    let mut s = format!(
        "One position as words, in this order: grundy explain {id} {} (as in: grundy explain {id} {})\n",
        spec.usage, spec.example
    );
    if row.picture.is_some() {
        s.push_str(&format!(
            "Its picture: grundy explain {id} {} --svg FILE.svg\n",
            spec.example
        ));
    }
    match row.play {
        Some(_) => s.push_str(&format!(
            "Play it against perfect play: grundy play {id} {} (type hint, undo, new, quit)\n",
            spec.example
        )),
        None => s.push_str(&format!("Not playable: {}\n", row.why_no_play())),
    }
    if let Some(later) = row.later {
        s.push_str(&format!(
            "Positions that arise only in play, as words (explain and play take them): grundy explain {id} {}\n",
            later.usage
        ));
    }
    s
}

/// A field of a specification's header, the one-line bullets above its
/// first section (`- **Bounds:** M≤20, ai≤1e7` is the field `Bounds`): what
/// the card and the generated index (`docs/problems/INDEX.md`) read.
pub fn spec_field<'a>(spec: &'a str, name: &str) -> Option<&'a str> {
    let header = spec.split("\n## ").next().unwrap_or("");
    let label = format!("- **{name}:** ");
    header
        .lines()
        .find_map(|line| line.strip_prefix(label.as_str()))
        .map(str::trim)
}

/// The `## ` sections of a markdown text: (heading, body).
fn sections(spec: &str) -> Vec<(&str, &str)> {
    let mut found = Vec::new();
    let mut rest = spec;
    while let Some(start) = rest.find("\n## ") {
        let after = &rest[start + 4..];
        let heading_end = after.find('\n').unwrap_or(after.len());
        let body = &after[heading_end..];
        let body_end = body.find("\n## ").unwrap_or(body.len());
        found.push((
            &after[..heading_end],
            body[..body_end].trim_start_matches('\n'),
        ));
        rest = &after[heading_end..];
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::PROBLEMS;

    #[test]
    fn every_problem_has_a_spec_and_an_official_sample() {
        for p in PROBLEMS {
            let (spec, (input, output)) = (p.spec, p.sample);
            assert!(
                !spec.is_empty() && !input.is_empty() && !output.is_empty(),
                "{}",
                p.id
            );
        }
    }

    #[test]
    fn a_card_has_the_row_the_bounds_and_the_sample() {
        let text = card(crate::registry::entry("poj2234").unwrap());
        let misere = card(crate::registry::entry("hdu1907").unwrap());
        for needle in [
            "Matches Game",
            "http://poj.org/problem?id=2234",
            "1 <= M <=20",
            "Closed form",
            "2 45 45\n3 3 6 9\n",
            "No\nYes\n",
            "grundy explain poj2234 FILE",
            "Input format (grundy validate reads it)\nCases until the end of the input. One case:\n  line: M a1 .. aM\n",
            "  M: a pile count, 1 <= M <= 20\n",
        ] {
            assert!(text.contains(needle), "{needle}\n{text}");
        }
        // A spec's `- **grundy:**` field is the card's notes line.
        assert!(!text.contains("notes:"), "{text}");
        assert!(
            misere.contains("\n  notes:   the \"some pile > 1\" flag"),
            "{misere}"
        );
    }

    #[test]
    fn a_spec_field_is_a_header_bullet_of_one_line() {
        let spec =
            "# T\n\n- **Bounds:** n≤9 \n- **grundy:** reads x\n\n## Input\n- **Bounds:** late\n";
        assert_eq!(spec_field(spec, "Bounds"), Some("n≤9"));
        assert_eq!(spec_field(spec, "grundy"), Some("reads x"));
        assert_eq!(spec_field(spec, "Closed form"), None);
        assert_eq!(
            spec_field("# T\n\n## Input\n- **Bounds:** late\n", "Bounds"),
            None
        );
    }
}
