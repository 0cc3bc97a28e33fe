//! The C++ judge files behind `grundy emit PROBLEM --lang cpp`: one
//! hand-written C++98 source per registered problem, kept in
//! `emit/cpp/<id>.cpp` and embedded here, for the judges that take no Rust
//! (POJ, HDU, UVa, LightOJ).
//!
//! Each problem's registry row holds its file (`Entry::cpp`, read by
//! `entry!` from the problem's id). They are separate sources, not a translation of the Rust solver made at
//! emit time: each is short enough to read and check on its own, and
//! `tests/suite/emit_cpp.rs` holds them to the Rust answers (every shipped sample,
//! seeded random, damaged and long inputs). Each file's header names the
//! problem and the theory and says what range it answers.
//!
//! What a new file must keep:
//! - The same reader and writer as the others: `#include "io.h"` (byte at
//!   a time: `more()`, `num()`, `fail()` and the writer) or
//!   `#include "io_fast.h"` (io.h and `num_fast()`, which reads numbers of
//!   up to 15 digits a word at a time and falls back to `num_slow()` near a
//!   block end; for the four files timed against hand-tuned C++), which
//!   [`source`] writes in place so the emitted file stands alone; or a
//!   variant pasted in where a file needs more (`word()` for strings).
//!   They read tokens exactly as the Rust scanner does (blanks are space
//!   and bytes 9-13; a number is all digits up to 2^64 - 1), and `fail()`
//!   exits 1 without writing the answers still buffered, so nothing is
//!   printed for the case at fault.
//! - Every check the Rust solver makes before answering a case, in the same
//!   order, so a case the Rust rejects is never answered.
//! - Helpers a file may leave unused are `inline` with external linkage
//!   (an unused `static` one is a warning in clang), and no floating point
//!   in an answer.
//! - What every judge's G++ compiles, 32-bit MinGW in C++98 mode included:
//!   standard C++98 plus `long long`, no `__int128` (`wide.h` has exact
//!   128-bit products in two words), no GCC builtin without a portable
//!   fallback, no variable-length array, no `<bits/stdc++.h>`, no
//!   `printf`/`scanf` of a 64-bit value (MinGW misreads `%lld`). The header
//!   says so in a `Judge option: G++` line; `tests/suite/emit_cpp.rs` builds every
//!   file as `g++ -m32 -std=c++98`, `-m32 -std=c++11` and `-std=c++17`, and
//!   `clang++ -std=c++17` where installed, warnings denied.

use crate::problem::Problem;

/// The shared headers a kept file may include: the byte-at-a-time reader
/// and writer, the word-at-a-time one of the timed files (which includes
/// the first), 128-bit products in two words (after io.h), and the tree
/// judges' Green Hackenbush (after io.h).
const HEADERS: &[(&str, &str)] = &[
    ("io.h", include_str!("../../emit/cpp/io.h")),
    ("io_fast.h", include_str!("../../emit/cpp/io_fast.h")),
    ("wide.h", include_str!("../../emit/cpp/wide.h")),
    ("tree.h", include_str!("../../emit/cpp/tree.h")),
];

/// The C++ source for problem `id` (a canonical id, not an alias), one
/// file that stands alone: each `#include` of a shared header replaced by
/// that file, itself spliced the same way.
pub fn source(id: &str) -> Option<String> {
    let entry = crate::registry::PROBLEMS.iter().find(|e| e.id == id)?;
    let kept = entry.cpp;
    let mut text = String::with_capacity(kept.len() + 8192);
    splice(kept, &mut text);
    Some(text)
}

/// Appends `kept` to `text` with its includes of shared headers written out.
/// The headers include only headers listed before them, so this ends.
fn splice(kept: &str, text: &mut String) {
    for line in kept.split_inclusive('\n') {
        let included = HEADERS
            .iter()
            .find(|(name, _)| line.trim_end() == format!("#include \"{name}\""));
        match included {
            Some((_, header)) => splice(header, text),
            None => text.push_str(line),
        }
    }
}

/// `grundy emit --lang cpp`: the problem's file, standing alone.
pub fn emit(problem: &Problem) -> Result<String, String> {
    source(problem.id).ok_or_else(|| format!("{} is not registered", problem.id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::PROBLEMS;

    #[test]
    fn every_registered_problem_has_its_own_cpp_file_and_no_other_file_is_kept() {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/emit/cpp");
        let mut kept: Vec<String> = std::fs::read_dir(folder)
            .expect("emit/cpp")
            .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
            .filter_map(|name| name.strip_suffix(".cpp").map(String::from))
            .collect();
        kept.sort();
        let mut registered: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
        registered.sort();
        assert_eq!(kept, registered);
        for problem in PROBLEMS {
            let text = source(problem.id).unwrap();
            // Its own file, not another problem's pasted by mistake.
            assert!(text.contains(&format!("grundy emit {} --lang cpp", problem.id)));
        }
        assert_eq!(source("nim"), None, "aliases are resolved by the caller");
    }

    #[test]
    fn an_emitted_file_includes_nothing_of_ours() {
        for (name, _) in HEADERS {
            let include = format!("#include \"{name}\"");
            assert!(
                PROBLEMS.iter().any(|p| p.cpp.contains(&include)),
                "no file uses {name}"
            );
        }
        for id in PROBLEMS.iter().map(|p| p.id) {
            let text = source(id).unwrap();
            assert!(
                !text.lines().any(|l| l.starts_with("#include \"")),
                "{id} still includes a file of ours"
            );
            assert!(text.contains("inline bool more()"), "{id} has no reader");
        }
    }
}
