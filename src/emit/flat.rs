//! One namespace instead of nested `mod`s, as a person writes a one-file
//! solution: when the modules a problem keeps define no name twice, their
//! items are written one after another. Paths into the crate lose their
//! module segments (`crate::games::nim::nim_outcome` and `swar::word_at`
//! become `nim_outcome` and `word_at`), the `use` lines that brought crate
//! items into a module go, and the `std` imports of every module become one
//! sorted list at the top.
//!
//! Anything that could mean something else once flat makes [`flatten`]
//! answer `None`, and the caller keeps the nested modules, which always
//! mean what they mean in grundy: a name two modules define, an item named
//! like an import, a prelude name or a primitive, two imports of one name,
//! a `use` of a crate path inside a function, a glob import, a macro.

use crate::emit::lexer::{tokens, Kind};
use crate::emit::reach::{use_leaves, Leaf};
use std::collections::{BTreeMap, BTreeSet};

/// Names every module has from the prelude, and the primitive types: an
/// item or module of one of these names would change what other modules
/// mean by it once they share one namespace.
const RESERVED: &[&str] = &[
    "Option",
    "Some",
    "None",
    "Result",
    "Ok",
    "Err",
    "Vec",
    "String",
    "Box",
    "ToString",
    "ToOwned",
    "Iterator",
    "IntoIterator",
    "Clone",
    "Copy",
    "Default",
    "Drop",
    "Fn",
    "FnMut",
    "FnOnce",
    "From",
    "Into",
    "PartialEq",
    "Eq",
    "PartialOrd",
    "Ord",
    "Send",
    "Sync",
    "Sized",
    "Extend",
    "AsRef",
    "AsMut",
    "DoubleEndedIterator",
    "ExactSizeIterator",
    "TryFrom",
    "TryInto",
    "FromIterator",
    "drop",
    "std",
    "core",
    "alloc",
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "isize",
    "f32",
    "f64",
    "bool",
    "char",
    "str",
];

/// The file body for `modules` (each kept module's path, `""` for the
/// root, and its text, in the order they are written) in one namespace:
/// the merged `std` imports, `main`, then every module's items. `None` when
/// that could change what a name means (see the module doc).
pub fn flatten(modules: &[(String, String)], main: &str) -> Option<String> {
    let module_names: BTreeSet<&str> = modules
        .iter()
        .flat_map(|(path, _)| path.split("::"))
        .filter(|s| !s.is_empty())
        .collect();
    let mut file = Flat {
        module_names,
        defined: BTreeSet::new(),
        imports: BTreeMap::new(),
    };
    if file.module_names.iter().any(|m| RESERVED.contains(m)) {
        return None;
    }
    let mut body = file.rewrite(main)?;
    for (_, text) in modules {
        body.push_str(&file.rewrite(text)?);
    }
    let clash = file
        .imports
        .keys()
        .any(|name| file.defined.contains(name) || file.module_names.contains(name.as_str()));
    if clash {
        return None;
    }
    Some(file.use_lines() + &body)
}

/// What [`flatten`] has learnt from the modules written so far.
struct Flat<'m> {
    /// Every segment of every module path: a path starting with one of
    /// these (or `crate`, `super`, `self`) leads into the crate.
    module_names: BTreeSet<&'m str>,
    /// The names the modules' items define.
    defined: BTreeSet<String>,
    /// Each name a `std` import brings in, with its path (and `as` name).
    imports: BTreeMap<String, Leaf>,
}

impl Flat<'_> {
    /// One module's text, its crate paths shortened and its `use` lines
    /// gone (their `std` names recorded), or `None` (see [`flatten`]).
    fn rewrite(&mut self, text: &str) -> Option<String> {
        let all = tokens(text);
        let code: Vec<usize> = (0..all.len()).filter(|&i| !all[i].is_trivia()).collect();
        let at = |c: usize| code.get(c).map(|&i| all[i]);
        let is = |c: usize, s: &str| at(c).is_some_and(|t| t.is(s));
        let mut cut = vec![false; all.len()];
        let mut depth = 0usize;
        let mut c = 0;
        while c < code.len() {
            let token = all[code[c]];
            match token.text {
                "{" => depth += 1,
                "}" => depth = depth.saturating_sub(1),
                _ => {}
            }
            if token.is("use") {
                let end = (c..code.len()).find(|&e| is(e, ";"))?;
                let tree: Vec<_> = code[c + 1..end].iter().map(|&i| all[i]).collect();
                let mut leaves = Vec::new();
                use_leaves(&tree, &mut Vec::new(), &mut leaves);
                for leaf in &mut leaves {
                    // `std::io::{self}` is `std::io`.
                    if leaf.path.len() > 1 && leaf.path.last().is_some_and(|s| s == "self") {
                        leaf.path.pop();
                    }
                }
                if leaves.is_empty() || leaves.iter().any(|l| l.binding() == "*") {
                    return None;
                }
                let inside = leaves
                    .iter()
                    .filter(|l| self.leads_inside(&l.path[0]))
                    .count();
                // `pub use` or `pub(crate) use`: the visibility goes too.
                let start = match c {
                    _ if c > 0 && is(c - 1, "pub") => c - 1,
                    _ if c > 3 && is(c - 1, ")") && is(c - 4, "pub") => c - 4,
                    _ => c,
                };
                let public = start < c;
                if inside == leaves.len() && depth == 0 {
                    cut[code[start]..=code[end]].fill(true);
                } else if inside > 0 || public || !leaves.iter().all(|l| is_std(&l.path[0])) {
                    return None;
                } else if depth == 0 {
                    for leaf in leaves {
                        let name = leaf.binding().to_string();
                        if self.imports.get(&name).is_some_and(|known| *known != leaf) {
                            return None;
                        }
                        self.imports.insert(name, leaf);
                    }
                    cut[code[c]..=code[end]].fill(true);
                }
                c = end + 1;
                continue;
            }
            if depth == 0 && matches!(token.text, "macro_rules" | "mod" | "extern") {
                return None;
            }
            let names_item = matches!(
                token.text,
                "fn" | "struct" | "enum" | "static" | "type" | "trait" | "union"
            ) || (token.is("const")
                && !(c > 0 && (is(c - 1, "<") || is(c - 1, ",") || is(c - 1, "*"))));
            if depth == 0 && token.kind == Kind::Ident && names_item {
                if let Some(name) = at(c + 1).filter(|t| t.kind == Kind::Ident && !t.is("fn")) {
                    let name = name.text.to_string();
                    if RESERVED.contains(&name.as_str()) || !self.defined.insert(name) {
                        return None;
                    }
                }
            }
            // A path's head that leads into the crate goes, with its `::`,
            // and so does the next segment while it is a module too.
            let head = c == 0 || !(is(c - 1, "::") || is(c - 1, "."));
            if head {
                let mut s = c;
                while at(s).is_some_and(|t| t.kind == Kind::Ident && self.leads_inside(t.text))
                    && is(s + 1, "::")
                    && at(s + 2).is_some_and(|t| t.kind == Kind::Ident)
                {
                    cut[code[s]..code[s + 2]].fill(true);
                    s += 2;
                }
                if s > c {
                    c = s;
                    continue;
                }
            }
            c += 1;
        }
        let mut text = String::with_capacity(text.len());
        for (token, _) in all.iter().zip(&cut).filter(|(_, &gone)| !gone) {
            text.push_str(token.text);
        }
        Some(text)
    }

    /// True when a path starting with `segment` names something of the crate.
    fn leads_inside(&self, segment: &str) -> bool {
        matches!(segment, "crate" | "super" | "self") || self.module_names.contains(segment)
    }

    /// The `use` lines for every import, one per parent path, sorted.
    fn use_lines(&self) -> String {
        let mut groups: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for import in self.imports.values() {
            let Some((last, parent)) = import.path.split_last() else {
                continue;
            };
            let leaf = match &import.alias {
                Some(alias) => format!("{last} as {alias}"),
                None => last.clone(),
            };
            groups.entry(parent.join("::")).or_default().insert(leaf);
        }
        // `std::io` imported itself is `self` in the `std::io::{..}` group.
        let parents: Vec<String> = groups.keys().cloned().collect();
        for parent in parents {
            if let Some((up, name)) = parent.rsplit_once("::") {
                let moved = groups.get_mut(up).is_some_and(|g| g.remove(name));
                if moved {
                    groups.entry(parent).or_default().insert("self".to_string());
                }
            }
        }
        let mut lines: Vec<String> = Vec::new();
        for (parent, leaves) in groups.iter().filter(|(_, l)| !l.is_empty()) {
            let mut leaves: Vec<&str> = leaves.iter().map(String::as_str).collect();
            leaves.sort_by_key(|&l| (l != "self", l));
            lines.push(match leaves.as_slice() {
                [one] => format!("use {parent}::{one};\n"),
                many => format!("use {parent}::{{{}}};\n", many.join(", ")),
            });
        }
        lines.sort();
        lines.concat()
    }
}

/// True when a path starting with `segment` is outside the crate.
fn is_std(segment: &str) -> bool {
    matches!(segment, "std" | "core" | "alloc")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn modules(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(p, t)| (p.to_string(), t.to_string()))
            .collect()
    }

    #[test]
    fn crate_paths_lose_their_modules_and_std_imports_merge() {
        let flat = flatten(
            &modules(&[
                ("", "use std::io::{Read, Write};\npub fn solve() { crate::swar::go(); }\n"),
                ("error", "use std::fmt;\nuse std::io;\npub struct Error(io::Error);\n"),
                (
                    "games::nim",
                    "use crate::games::Outcome;\nuse super::mex::{self, mex};\npub fn f() -> Outcome { mex::g(); crate::games::Outcome::N }\n",
                ),
                ("games::mex", "pub fn g() {}\n"),
                ("problems::p", "pub fn run() {}\n"),
                ("swar", "use std::convert::TryFrom;\npub fn go() { let x: u64 = u64::MAX; }\n"),
            ]),
            "fn main() { problems::p::run(); }\n",
        )
        .unwrap();
        assert_eq!(
            flat,
            "use std::convert::TryFrom;\nuse std::fmt;\nuse std::io::{self, Read, Write};\n\
             fn main() { run(); }\n\
             \npub fn solve() { go(); }\n\
             \n\npub struct Error(io::Error);\n\
             \n\npub fn f() -> Outcome { g(); Outcome::N }\n\
             pub fn g() {}\n\
             pub fn run() {}\n\
             \npub fn go() { let x: u64 = u64::MAX; }\n"
        );
    }

    #[test]
    fn anything_that_could_change_meaning_keeps_the_modules() {
        let main = "fn main() {}\n";
        for list in [
            // One name in two modules.
            vec![("a", "pub fn f() {}\n"), ("b", "fn f() {}\n")],
            // An item named like an import elsewhere.
            vec![
                ("a", "use std::fmt::Write;\n"),
                ("b", "pub trait Write {}\n"),
            ],
            // One name imported from two places.
            vec![
                ("a", "use std::fmt::Write;\n"),
                ("b", "use std::io::Write;\n"),
            ],
            // A prelude name.
            vec![("a", "pub type Result<T> = std::result::Result<T, ()>;\n")],
            // A crate import inside a function, a glob, a macro.
            vec![("a", "fn f() { use crate::b::g; g() }\n")],
            vec![("a", "use std::io::*;\n")],
            vec![("a", "macro_rules! m { () => {} }\n")],
        ] {
            assert_eq!(flatten(&modules(&list), main), None, "{list:?}");
        }
    }

    #[test]
    fn const_generics_and_fn_types_define_no_name() {
        let flat = flatten(
            &modules(&[
                (
                    "a",
                    "pub fn f<const N: usize>(x: [u8; N]) {}\npub type Run = fn(u8) -> u8;\n",
                ),
                ("b", "pub fn g<T, const N: usize>(x: [T; N]) {}\n"),
            ]),
            "fn main() {}\n",
        );
        assert!(flat.is_some());
    }
}
