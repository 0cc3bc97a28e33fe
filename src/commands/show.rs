//! `grundy show PROBLEM`: the problem's card, from data the binary carries:
//! the registry row, the judge specification in `docs/problems/<id>.md` and
//! the official sample in `samples/<id>/`, embedded at compile time.

use crate::commands::{Command, Failure, Io, Parsed};
use crate::problem::Problem;

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

/// The spec, sample input and sample output of every problem, by id.
macro_rules! embedded {
    ($($id:literal),* $(,)?) => {
        &[$((
            $id,
            include_str!(concat!("../../docs/problems/", $id, ".md")),
            include_str!(concat!("../../samples/", $id, "/sample.in")),
            include_str!(concat!("../../samples/", $id, "/sample.out")),
        )),*]
    };
}

/// (id, specification, sample input, sample output).
const EMBEDDED: &[(&str, &str, &str, &str)] = embedded!(
    "hdu1079",
    "hdu1404",
    "hdu1517",
    "hdu1524",
    "hdu1536",
    "hdu1729",
    "hdu1730",
    "hdu1846",
    "hdu1847",
    "hdu1848",
    "hdu1849",
    "hdu1850",
    "hdu1907",
    "hdu2147",
    "hdu2149",
    "hdu2176",
    "hdu2177",
    "hdu2188",
    "hdu2509",
    "hdu3094",
    "hdu4315",
    "hdu5963",
    "lightoj1253",
    "poj1067",
    "poj1704",
    "poj2234",
    "poj3710",
    "uva10561",
);

/// The sections of a specification a card shows, by heading prefix.
const SECTIONS: &[&str] = &["Rules", "Input", "Output", "Closed form", "Quirks"];

/// The card of `problem`.
pub fn card(problem: &Problem) -> String {
    let (_, spec, sample_in, sample_out) = EMBEDDED
        .iter()
        .find(|e| e.0 == problem.id)
        .copied()
        .unwrap_or((problem.id, "", "", ""));
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
        problem.input,
        problem.output,
    );
    for (heading, body) in sections(spec) {
        if SECTIONS.iter().any(|s| heading.starts_with(s)) {
            text.push_str(&format!("\n{heading}\n{}\n", body.trim_end()));
        }
    }
    text.push_str(&format!("\nSample input\n{sample_in}"));
    text.push_str(&format!("\nSample output\n{sample_out}"));
    text.push_str(&format!(
        "\nFull specification: docs/problems/{}.md; how it is answered: src/problems/{}.rs\n",
        problem.id, problem.id
    ));
    text.push_str(&format!(
        "Why each answer, and every winning move: grundy explain {} FILE (README: Explaining answers)\n",
        problem.id
    ));
    text
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
            let entry = EMBEDDED.iter().find(|e| e.0 == p.id);
            let (_, spec, input, output) =
                entry.unwrap_or_else(|| panic!("{} is not embedded", p.id));
            assert!(
                !spec.is_empty() && !input.is_empty() && !output.is_empty(),
                "{}",
                p.id
            );
        }
    }

    #[test]
    fn a_card_has_the_row_the_bounds_and_the_sample() {
        let text = card(crate::registry::find("poj2234").unwrap());
        for needle in [
            "Matches Game",
            "http://poj.org/problem?id=2234",
            "1 <= M <=20",
            "Closed form",
            "2 45 45\n3 3 6 9\n",
            "No\nYes\n",
            "grundy explain poj2234 FILE",
        ] {
            assert!(text.contains(needle), "{needle}\n{text}");
        }
    }
}
