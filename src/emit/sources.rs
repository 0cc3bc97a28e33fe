//! The crate's own solver sources, embedded in the binary at compile time,
//! so `grundy emit` works from an installed binary with no source tree and
//! writes exactly the code this binary was built from.
//!
//! Every module the bare solver builds (all of `src/` but the tool-only
//! `cli`, `commands` and `emit`) is listed here, but for the problem files,
//! which come with their rows in the [registry](crate::registry); a test
//! checks that the two follow the `mod` declarations, so a new game module
//! that is not added here fails the test suite instead of an emit.

/// Embeds each file under `src/`, keyed by its path there.
macro_rules! embedded {
    ($($path:literal),* $(,)?) => {
        &[$(($path, include_str!(concat!("../", $path)))),*]
    };
}

/// (path under `src/`, text) of every solver module but the problem files.
pub const SOURCES: &[(&str, &str)] = embedded!(
    "lib.rs",
    "error.rs",
    "numbers.rs",
    "output.rs",
    "problem.rs",
    "scanner.rs",
    "stream.rs",
    "swar.rs",
    "games/mod.rs",
    "games/bash.rs",
    "games/bomb.rs",
    "games/calendar.rs",
    "games/coin_circle.rs",
    "games/corner.rs",
    "games/cutting.rs",
    "games/dag.rs",
    "games/digital_deletions.rs",
    "games/euclid.rs",
    "games/domino_walk.rs",
    "games/fibonacci.rs",
    "games/fibonacci_nim.rs",
    "games/hackenbush.rs",
    "games/hill.rs",
    "games/mex.rs",
    "games/misere.rs",
    "games/mock_turtles.rs",
    "games/multiplication.rs",
    "games/nim.rs",
    "games/northcott.rs",
    "games/paint_chain.rs",
    "games/path_flip.rs",
    "games/positions.rs",
    "games/runs.rs",
    "games/spread_piles.rs",
    "games/sequence/mod.rs",
    "games/sequence/period.rs",
    "games/sequence/rare_values.rs",
    "games/sequence/simple.rs",
    "games/sequence/subtraction_blocks.rs",
    "games/sequence/table.rs",
    "games/sequence/takes.rs",
    "games/sequence/values.rs",
    "games/split_nim.rs",
    "games/staircase.rs",
    "games/stone_boxes.rs",
    "games/subtraction.rs",
    "games/treblecross.rs",
    "games/two_letters.rs",
    "games/wythoff.rs",
    "problems/mod.rs",
);

/// The judge file's own reader, [`crate::judge`]: (module path in the judge
/// file, text), written there in place of grundy's streaming modules.
pub const JUDGE_READER: &[(&str, &str)] = &[
    ("scanner", include_str!("../judge/scanner.rs")),
    ("numbers", include_str!("../judge/numbers.rs")),
];

/// The text of the module at `path` (`games::nim`; `""` is the crate root),
/// as a judge file has it.
pub fn module(path: &str) -> Option<&'static str> {
    if let Some((_, text)) = JUDGE_READER.iter().find(|r| r.0 == path) {
        return Some(text);
    }
    if let Some(id) = path.strip_prefix("problems::") {
        return crate::registry::PROBLEMS
            .iter()
            .find(|e| e.id == id)
            .map(|e| e.source);
    }
    let file = file_of(path);
    SOURCES.iter().find(|s| s.0 == file).map(|s| s.1)
}

/// Where the module at `path` lives: `lib.rs` for the root, `games/mod.rs`
/// for a module with children, else `games/nim.rs`.
fn file_of(path: &str) -> String {
    if path.is_empty() {
        return "lib.rs".into();
    }
    let file = path.replace("::", "/");
    let is_parent = SOURCES.iter().any(|s| s.0.starts_with(&format!("{file}/")));
    if is_parent {
        format!("{file}/mod.rs")
    } else {
        format!("{file}.rs")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::emit::lexer::{tokens, Kind};
    use crate::emit::strip;

    /// The modules `module` declares that a judge build compiles (its
    /// `mod name;` lines once tool-only and test items are cut).
    fn declared(module: &str) -> Vec<String> {
        let text = strip::for_judge(super::module(module).unwrap()).unwrap();
        let code: Vec<_> = tokens(&text)
            .into_iter()
            .filter(|t| !t.is_trivia())
            .collect();
        code.windows(3)
            .filter(|w| w[0].is("mod") && w[1].kind == Kind::Ident && w[2].is(";"))
            .map(|w| match module {
                "" => w[1].text.to_string(),
                parent => format!("{parent}::{}", w[1].text),
            })
            .collect()
    }

    #[test]
    fn every_module_a_judge_build_declares_is_embedded() {
        let mut pending = vec![String::new()];
        let mut seen = 0;
        while let Some(module) = pending.pop() {
            assert!(
                super::module(&module).is_some(),
                "module '{module}' is not embedded: add its file to SOURCES (a problem: its registry row)"
            );
            seen += 1;
            pending.extend(declared(&module));
        }
        assert_eq!(
            seen,
            SOURCES.len() + crate::registry::PROBLEMS.len(),
            "SOURCES lists a file no module declares, or a problem module has no registry row"
        );
        for tool_only in ["cli", "commands", "emit"] {
            assert!(!declared("").contains(&tool_only.to_string()));
        }
    }
}
