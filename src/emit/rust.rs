//! One judge problem as one Rust source file, built from the crate's own
//! modules.
//!
//! Starting from `problems/<id>.rs` and the crate root's `answer`, every
//! `crate::` (and `super::`) path is followed to the module it names, until
//! nothing new is reached; `scanner` and `numbers` are read from
//! [`crate::judge`] (see [`sources::module`]). Each module reached is made
//! fit for a judge by [`strip`] (no tests, tool-only items or comments) and
//! written whole, as a `mod` nested where it sits in the crate, so every
//! `crate::` path means in the file what it means in grundy (the way
//! one-file expanders of Rust libraries work). Items of those modules that
//! this problem does not call stay: the file allows dead code. A `main` of
//! a few lines runs the problem over locked stdin and stdout and reports an
//! error the way `grundy PROBLEM` does.

use crate::emit::lexer::{tokens, Kind, Token};
use crate::emit::{sources, strip};
use crate::problem::Problem;
use std::collections::{BTreeMap, BTreeSet};

/// The judge file for `problem`, or why it cannot be written.
pub fn emit(problem: &Problem) -> Result<String, String> {
    let id = problem.id;
    let mut crate_ = Crate::default();
    let needed = crate_.needed(&["", &format!("problems::{id}")])?;
    // The crate root's inner attributes (`#![forbid(unsafe_code)]`) must
    // open the file: they are lifted out of its items.
    let mut attributes = String::from("#![allow(dead_code)]\n");
    let live: BTreeMap<String, String> = needed
        .iter()
        .map(|path| {
            let mut items = crate_.modules[path].items.clone();
            if path.is_empty() {
                let (inner, rest): (Vec<&str>, Vec<&str>) =
                    items.lines().partition(|l| l.starts_with("#!["));
                attributes.extend(inner.iter().map(|l| format!("{l}\n")));
                items = rest.join("\n") + "\n";
            }
            (path.clone(), edition_2018_imports(&items) + &items)
        })
        .collect();
    let mut body = main_fn(id);
    crate_.write_module("", &live, &mut body);
    let file = format!(
        "// {id} ({url}): a self-contained judge solution, written by\n\
         // `grundy emit {id}` (grundy {version}) from grundy's own modules,\n\
         // each module it reaches whole: items another problem needs stay.\n\
         // It answers stdin on stdout exactly as `grundy {id}` does.\n\
         // Build: rustc --edition 2021 -O main.rs\n\
         {attributes}{body}",
        url = problem.url,
        version = env!("CARGO_PKG_VERSION"),
    );
    let file = strip::tidy(&file);
    match file.chars().find(|c| !c.is_ascii()) {
        Some(c) => Err(format!("{c:?} is not ASCII")),
        None => Ok(file),
    }
}

/// The file's `main`: the problem over locked stdin and stdout, then the
/// error line and exit status of `grundy PROBLEM` (a closed pipe is quiet).
fn main_fn(id: &str) -> String {
    format!(
        "fn main() {{\n    \
             let answered = answer(problems::{id}::run, &mut std::io::stdin().lock(), &mut std::io::stdout().lock());\n    \
             if let Err(e) = answered {{\n        \
                 if !e.is_broken_pipe() {{\n            \
                     let line = format!(\"grundy: {id}: {{}}\\n\", e);\n            \
                     let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());\n            \
                     std::process::exit(i32::from(e.exit_code()));\n        \
                 }}\n    \
             }}\n\
         }}\n"
    )
}

/// The crate's modules as a judge sees them, stripped once each.
#[derive(Default)]
struct Crate {
    modules: BTreeMap<String, Module>,
}

/// One module, stripped: its own items, and the children it declares.
struct Module {
    /// The text without the `mod child;` declarations.
    items: String,
    /// (declaration as written up to the name, e.g. `pub mod`, child name),
    /// in the order declared.
    children: Vec<(String, String)>,
}

impl Crate {
    /// The module at `path` (`""` for the root), stripped.
    fn module(&mut self, path: &str) -> Result<&Module, String> {
        if !self.modules.contains_key(path) {
            let source = sources::module(path).ok_or_else(|| {
                format!("module '{path}' is not embedded: add it to src/emit/sources.rs")
            })?;
            let stripped = strip::for_judge(source).map_err(|e| format!("module '{path}': {e}"))?;
            self.modules
                .insert(path.to_string(), split_children(&stripped));
        }
        Ok(&self.modules[path])
    }

    /// Every module whose items the modules at `roots` need, them included,
    /// following paths until nothing new is reached.
    fn needed(&mut self, roots: &[&str]) -> Result<BTreeSet<String>, String> {
        let mut needed = BTreeSet::new();
        let mut queue: Vec<String> = roots.iter().map(|r| r.to_string()).collect();
        while let Some(path) = queue.pop() {
            if !needed.insert(path.clone()) {
                continue;
            }
            // Its parents are written as `mod`s around it: load them too.
            let mut parent = path.as_str();
            while let Some((up, _)) = parent.rsplit_once("::") {
                self.module(up)?;
                parent = up;
            }
            if !parent.is_empty() {
                self.module("")?;
            }
            let items = self.module(&path)?.items.clone();
            for target in referenced_paths(&items, &path) {
                let module = self.longest_module(&target);
                if !needed.contains(&module) {
                    queue.push(module);
                }
            }
        }
        Ok(needed)
    }

    /// The longest prefix of `path` (segments from the root) that is a module.
    fn longest_module(&self, path: &[String]) -> String {
        (0..=path.len())
            .rev()
            .map(|n| path[..n].join("::"))
            .find(|p| sources::module(p).is_some())
            .unwrap_or_default()
    }

    /// Writes the module at `path`: its kept items (`live` maps each module
    /// that keeps any to their text), then each child that is live or leads
    /// to one, as a nested `mod`.
    fn write_module(&self, path: &str, live: &BTreeMap<String, String>, out: &mut String) {
        let Some(module) = self.modules.get(path) else {
            return;
        };
        if let Some(items) = live.get(path) {
            out.push_str(items);
        }
        for (declaration, name) in &module.children {
            let child = child_path(path, name);
            let inside = format!("{child}::");
            if live.keys().any(|n| *n == child || n.starts_with(&inside)) {
                out.push_str(&format!("{declaration} {name} {{\n"));
                self.write_module(&child, live, out);
                out.push_str("}\n");
            }
        }
    }
}

/// The path of module `name` declared in the module at `path`.
fn child_path(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_string()
    } else {
        format!("{path}::{name}")
    }
}

/// The prelude traits of edition 2021 that `code` calls without naming
/// them, as `use` lines: edition 2018's prelude lacks them, and a judge may
/// compile with `--edition 2018`.
fn edition_2018_imports(code: &str) -> String {
    const LATE_PRELUDE: &[(&str, &str, &str)] = &[
        ("try_into", "TryInto", "std::convert"),
        ("try_from", "TryFrom", "std::convert"),
        ("from_iter", "FromIterator", "std::iter"),
    ];
    let idents: BTreeSet<&str> = tokens(code)
        .into_iter()
        .filter(|t| t.kind == Kind::Ident)
        .map(|t| t.text)
        .collect();
    LATE_PRELUDE
        .iter()
        .filter(|(method, name, _)| idents.contains(method) && !idents.contains(name))
        .map(|(_, name, module)| format!("use {module}::{name};\n"))
        .collect()
}

/// Splits a stripped module into its items and its `mod child;` lines.
fn split_children(stripped: &str) -> Module {
    let all = tokens(stripped);
    let mut items = String::with_capacity(stripped.len());
    let mut children = Vec::new();
    let mut i = 0;
    while i < all.len() {
        if let Some((end, declaration, name)) = child_declaration(&all, i) {
            children.push((declaration, name));
            i = end;
        } else {
            items.push_str(all[i].text);
            i += 1;
        }
    }
    Module { items, children }
}

/// When a `mod name;` declaration (with any visibility) starts at token
/// `i`: the index past its `;`, its words up to the name (`pub(crate) mod`)
/// and the name.
fn child_declaration(all: &[Token<'_>], i: usize) -> Option<(usize, String, String)> {
    let mut j = i;
    let mut next = || {
        while all.get(j)?.kind == Kind::Whitespace {
            j += 1;
        }
        j += 1;
        Some((all[j - 1], j))
    };
    let mut head = Vec::new();
    let mut word = next()?.0;
    if word.is("pub") {
        head.push(word.text);
        word = next()?.0;
        if word.is("(") {
            head.push("(");
            loop {
                word = next()?.0;
                head.push(word.text);
                if word.is(")") {
                    break;
                }
            }
            word = next()?.0;
        }
    }
    let (name, (semicolon, end)) = (next()?.0, next()?);
    if !(word.is("mod") && name.kind == Kind::Ident && semicolon.is(";")) {
        return None;
    }
    let visibility = head.concat();
    let declaration = if visibility.is_empty() {
        "mod".to_string()
    } else {
        format!("{visibility} mod")
    };
    Some((end, declaration, name.text.to_string()))
}

/// The module paths (segments from the crate root) that the code of the
/// module at `module` names with `crate::`, `super::` or `self::` paths,
/// `use` groups `{a, b::c}` expanded.
fn referenced_paths(code: &str, module: &str) -> Vec<Vec<String>> {
    let code: Vec<Token<'_>> = tokens(code)
        .into_iter()
        .filter(|t| !t.is_trivia())
        .collect();
    let here: Vec<String> = module
        .split("::")
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect();
    let mut found = Vec::new();
    for i in 0..code.len() {
        if !code.get(i + 1).is_some_and(|t| t.is("::")) {
            continue;
        }
        let mut prefix = match code[i].text {
            "crate" => Vec::new(),
            "self" => here.clone(),
            "super" => here[..here.len().saturating_sub(1)].to_vec(),
            _ => continue,
        };
        path_tree(&code, i + 2, &mut prefix, &mut found);
    }
    found
}

/// Reads the path (or `use` tree) that starts at `i` below `prefix` and adds
/// every full path it names to `found`; returns the index past it.
fn path_tree(
    code: &[Token<'_>],
    i: usize,
    prefix: &mut Vec<String>,
    found: &mut Vec<Vec<String>>,
) -> usize {
    let Some(token) = code.get(i) else {
        found.push(prefix.clone());
        return i;
    };
    if token.is("{") {
        let mut j = i + 1;
        while j < code.len() && !code[j].is("}") {
            j = path_tree(code, j, &mut prefix.clone(), found);
            if code.get(j).is_some_and(|t| t.is(",")) {
                j += 1;
            }
        }
        return j + 1;
    }
    if token.kind != Kind::Ident || token.is("self") {
        found.push(prefix.clone());
        return i + usize::from(token.is("self") || token.is("*"));
    }
    prefix.push(token.text.to_string());
    let continues = code.get(i + 1).is_some_and(|t| t.is("::"))
        && code
            .get(i + 2)
            .is_some_and(|t| t.kind == Kind::Ident || t.is("{") || t.is("*"));
    if continues {
        return path_tree(code, i + 2, prefix, found);
    }
    found.push(prefix.clone());
    i + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(code: &str, module: &str) -> Vec<String> {
        referenced_paths(code, module)
            .into_iter()
            .map(|p| p.join("::"))
            .collect()
    }

    #[test]
    fn use_groups_and_relative_paths_are_followed() {
        assert_eq!(
            paths(
                "use crate::swar::{self, word_at, inner::{a, b}};\nfn f() { crate::games::mex::mex::<u8>(x); super::nim::nim_sum(); self::child::g(); }",
                "games::bash"
            ),
            vec![
                "swar",
                "swar::word_at",
                "swar::inner::a",
                "swar::inner::b",
                "games::mex::mex",
                "games::nim::nim_sum",
                "games::bash::child::g",
            ]
        );
    }

    #[test]
    fn child_declarations_are_split_from_the_items() {
        let module = split_children(
            "pub mod nim;\nmod tests;\npub(crate) mod x;\nuse a::b;\npub fn modest() {}\n",
        );
        assert_eq!(module.items, "\nuse a::b;\npub fn modest() {}\n");
        let children: Vec<(&str, &str)> = module
            .children
            .iter()
            .map(|(d, n)| (d.as_str(), n.as_str()))
            .collect();
        assert_eq!(
            children,
            vec![
                ("pub mod", "nim"),
                ("mod", "tests"),
                ("pub(crate) mod", "x")
            ]
        );
    }

    #[test]
    fn a_problem_brings_what_it_names_and_nothing_else() {
        let mut crate_ = Crate::default();
        let needed = crate_.needed(&["", "problems::poj2234"]).unwrap();
        for module in [
            "",
            "problems::poj2234",
            "games::nim",
            "games",
            "numbers",
            "scanner",
        ] {
            assert!(needed.contains(module), "{module} missing from {needed:?}");
        }
        for module in ["registry", "games::wythoff", "problems::hdu1907"] {
            assert!(!needed.contains(module), "{module} in {needed:?}");
        }
    }
}
