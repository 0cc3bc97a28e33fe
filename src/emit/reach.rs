//! Only what a problem reaches: the items of its modules that `main` leads
//! to, so the judge file carries no dead code and needs no
//! `allow(dead_code)`.
//!
//! Each module (already stripped, its `mod child;` lines taken out) is cut
//! into items: `fn`, `struct`, `enum`, `const`, `static`, `type`, `trait`,
//! `impl` blocks (and the items inside them) and `use` declarations.
//! Starting from the identifiers of `main`, an item is reached when its
//! name is an identifier of code already reached, anywhere in the crate;
//! its own identifiers are then reached too, until nothing new is.
//! Names, not resolved paths: two items of one name are both kept when
//! either is reached, which costs bytes, never a build (in a binary crate
//! an unused `pub` item is no warning, and the solver's private names do
//! not collide). Only a value named through its module (`swar::word_at`,
//! `problems::hdu2176::run`) reaches that module's item alone; a local
//! (a `let`, a parameter, a closure's parameter) reaches no item.
//! - An `impl` block is reached with its type (and its trait, when the
//!   trait is the crate's own). An `impl` of a `std` trait is kept whole;
//!   an inherent one, and one of the crate's own traits, keep the methods
//!   and constants whose names are reached (called after `.` or named
//!   after `::`).
//! - A `trait` of the crate keeps its associated types and the methods and
//!   constants whose names are reached, so a method no kept code calls
//!   goes from the trait and from every `impl` of it alike.
//! - A `use` keeps the names it brings in that its module's kept code
//!   mentions, and goes when none is left.
//! - A struct field that no kept code reads goes with its initializers,
//!   when that cannot leave anything else unused ([`fields`]).

use crate::emit::lexer::{tokens, Kind, Token};
use crate::emit::strip;
use std::collections::BTreeSet;

mod fields;

/// One module's items, for [`prune`].
pub struct Module<'a> {
    /// The last segment of the module's path (`nim` for `games::nim`), or
    /// `""` when not known: a path `nim::f` reaches this module's `f` only.
    name: String,
    /// Every token of the module's text, trivia included.
    all: Vec<Token<'a>>,
    /// The indices in `all` of the code tokens.
    code: Vec<usize>,
    items: Vec<Item>,
}

/// One item: code token range `[start, end)` and what it is.
struct Item {
    start: usize,
    end: usize,
    kind: ItemKind,
}

enum ItemKind {
    /// An item with a name others use it by (`fn`, `struct`, `const` ...):
    /// the name, the code index of its name token, and whether it is a
    /// value (`fn`, `const`, `static`: never a path's prefix).
    Named(String, usize, bool),
    /// A `use` declaration.
    Use,
    /// An `impl` block: its trait's last path segment, its type's name,
    /// the code index of its `{`, and its items.
    Impl {
        trait_name: Option<String>,
        type_name: String,
        open: usize,
        items: Vec<Item>,
    },
    /// A `trait`: its name, the code index of its name token and of its
    /// `{`, and its items.
    Trait {
        name: String,
        at: usize,
        open: usize,
        items: Vec<Item>,
    },
    /// Anything else (kept as it is).
    Other,
}

impl<'a> Module<'a> {
    /// Cuts the items of a module's text (no `mod child;` lines in it).
    pub fn parse(text: &'a str) -> Result<Module<'a>, String> {
        let all = tokens(text);
        let code: Vec<usize> = (0..all.len()).filter(|&i| !all[i].is_trivia()).collect();
        let code_tokens: Vec<Token<'a>> = code.iter().map(|&i| all[i]).collect();
        let items = parse_items(&code_tokens, 0, code_tokens.len())?;
        Ok(Module {
            name: String::new(),
            all,
            code,
            items,
        })
    }

    /// The module, known to sit at `path` (`games::nim`).
    pub fn at(mut self, path: &str) -> Module<'a> {
        self.name = path.rsplit("::").next().unwrap_or_default().to_string();
        self
    }

    fn token(&self, i: usize) -> &Token<'a> {
        &self.all[self.code[i]]
    }

    /// The names code tokens `[start, end)` use, but the token `skip`:
    /// identifiers, and those inside `{..}` of string literals (format
    /// arguments), but not a name declared with `:` (a field, parameter or
    /// binding), nor a local of the range (see [`Module::locals`]) unless it
    /// is called. `members` gets those written after `::` or called after
    /// `.`, the only ways to reach a method or an associated constant.
    fn idents(&self, start: usize, end: usize, skip: Option<usize>, into: &mut Names) {
        let (locals, parameters) = self.locals(start, end);
        for i in start..end {
            let t = self.token(i);
            if t.kind == Kind::Text {
                let mut found = BTreeSet::new();
                format_arguments(t.text, &mut found);
                found.retain(|name| !locals.contains(name.as_str()));
                into.values.extend(found.iter().cloned());
                into.all.extend(found);
            }
            let declared = i + 1 < self.code.len() && self.token(i + 1).is(":");
            if t.kind != Kind::Ident || Some(i) == skip || declared {
                continue;
            }
            let next = |k: usize, s: &str| i + k < self.code.len() && self.token(i + k).is(s);
            let called = next(1, "(") || next(1, "::") || (next(1, "!") && !next(2, "="));
            // A parameter shadows an item of its name in the whole body, so
            // `run(..)` calls the parameter; a `let` may call the item it
            // shadows (`let nim_sum = nim_sum(..)`).
            let used_as_local = (locals.contains(t.text) && !called
                || parameters.contains(t.text) && next(1, "("))
                && !(i > 0 && (self.token(i - 1).is(".") || self.token(i - 1).is("::")));
            if used_as_local {
                continue;
            }
            into.all.insert(t.text.to_string());
            let module = match i {
                2.. if self.token(i - 1).is("::") => Some(self.token(i - 2).text),
                _ => None,
            }
            .filter(|m| into.modules.contains(*m));
            if !(i + 1 < self.code.len() && self.token(i + 1).is("::")) {
                match module {
                    Some(m) => into.qualified.insert((m.to_string(), t.text.to_string())),
                    None => into.values.insert(t.text.to_string()),
                };
            }
            // `.name` alone is a field: only a call `.name(..)` (or
            // `.name::<T>(..)`) or a path `Type::name` reaches a method.
            let next_is = |s: &str| i + 1 < self.code.len() && self.token(i + 1).is(s);
            let after = |s: &str| i > 0 && self.token(i - 1).is(s);
            if after("::") || (after(".") && (next_is("(") || next_is("::"))) {
                into.members.insert(t.text.to_string());
            }
        }
    }

    /// The names code tokens `[start, end)` bind as locals: after `let` or
    /// `let mut`, parameters (`name:` right inside a `(`) and closure
    /// parameters; and, apart, the parameters. Where such a name is used but
    /// not called, it is the local, not an item (`fn nim_outcome(nim_sum:
    /// u64)` does not reach `fn nim_sum`); a parameter called is the
    /// parameter too (`fn answer_all(run: Run, ..)` calls `run(..)`).
    fn locals(&self, start: usize, end: usize) -> (BTreeSet<&'a str>, BTreeSet<&'a str>) {
        let mut locals = BTreeSet::new();
        let mut parameters = BTreeSet::new();
        let mut opens: Vec<bool> = Vec::new();
        for i in start..end {
            let t = self.token(i);
            if t.is("(") || t.is("[") || t.is("{") {
                opens.push(t.is("("));
            } else if t.is(")") || t.is("]") || t.is("}") {
                opens.pop();
            }
            if t.kind != Kind::Ident || i == 0 {
                continue;
            }
            let before = self.token(i - 1);
            let after_let =
                before.is("let") || (before.is("mut") && i > 1 && self.token(i - 2).is("let"));
            let parameter = i + 1 < end
                && self.token(i + 1).is(":")
                && opens.last() == Some(&true)
                && (before.is("(") || before.is(",") || before.is("mut"));
            if after_let || parameter {
                locals.insert(self.all[self.code[i]].text);
            }
            if parameter {
                parameters.insert(self.all[self.code[i]].text);
            }
        }
        self.closure_parameters(start, end, &mut locals);
        (locals, parameters)
    }

    /// Adds the names a closure's parameters bind (`|run|`, `|(a, b): (u8,
    /// u8)|`, not the types) in code tokens `[start, end)` to `locals`.
    fn closure_parameters(&self, start: usize, end: usize, locals: &mut BTreeSet<&'a str>) {
        const BEFORE_A_CLOSURE: [&str; 7] = ["(", ",", "=", "{", ";", "move", "return"];
        for i in start.max(1)..end {
            let opens =
                self.token(i).is("|") && BEFORE_A_CLOSURE.iter().any(|b| self.token(i - 1).is(b));
            if !opens {
                continue;
            }
            let (mut depth, mut in_type) = (0i32, false);
            for j in i + 1..end {
                let t = self.token(j);
                match t.text {
                    "|" if depth == 0 => break,
                    "(" | "[" | "<" => depth += 1,
                    ")" | "]" | ">" => depth -= 1,
                    ":" if depth == 0 => in_type = true,
                    "," if depth == 0 => in_type = false,
                    _ if t.kind == Kind::Ident && !in_type && !t.is("mut") && !t.is("ref") => {
                        locals.insert(self.all[self.code[j]].text);
                    }
                    _ => {}
                }
            }
        }
    }

    /// The text of code tokens `[start, end)` with the whitespace before
    /// them, but the code tokens `cut` marks and the whitespace before those.
    fn text(&self, start: usize, end: usize, cut: &[bool]) -> String {
        let from = if start == 0 {
            0
        } else {
            self.code[start - 1] + 1
        };
        let mut text = String::new();
        let mut code = start;
        for (i, t) in self
            .all
            .iter()
            .enumerate()
            .take(self.code[end - 1] + 1)
            .skip(from)
        {
            let dropped = cut.get(code).copied().unwrap_or(false);
            if self.code.get(code) == Some(&i) {
                code += 1;
            }
            if !dropped {
                text.push_str(t.text);
            }
        }
        text
    }

    /// The index past the bracket that closes the one at code token `open`.
    fn close(&self, open: usize) -> usize {
        let mut depth = 0usize;
        for j in open..self.code.len() {
            let t = self.token(j);
            if t.is("(") || t.is("[") || t.is("{") {
                depth += 1;
            } else if t.is(")") || t.is("]") || t.is("}") {
                depth -= 1;
                if depth == 0 {
                    return j + 1;
                }
            }
        }
        self.code.len()
    }

    /// The index past the `>` that closes the `<` at code token `open`.
    fn past_angles(&self, open: usize) -> usize {
        let code: Vec<Token<'_>> = (open..self.code.len()).map(|i| *self.token(i)).collect();
        open + past_angles(&code, 0)
    }
}

/// The names reached so far.
#[derive(Default)]
pub struct Names {
    /// Every name used.
    all: BTreeSet<String>,
    /// The names used after `::`, or called after `.`: a field access
    /// `.name` reaches no method of that name.
    members: BTreeSet<String>,
    /// The names not used before `::` (so not a module or type's), but
    /// those after a module's name.
    values: BTreeSet<String>,
    /// (module, name) for a path `module::name` ending in a value: it
    /// reaches that module's item only (`problems::hdu2176::run` is not
    /// hdu1850's `run`).
    qualified: BTreeSet<(String, String)>,
    /// The names of the modules, to tell `nim::f` from `Type::f`.
    modules: BTreeSet<String>,
}

/// Adds the names inside `{..}` of a string literal (`"{HEAP_LIMIT}"`) to
/// `into`: a format string may name a constant or a variable.
fn format_arguments(literal: &str, into: &mut BTreeSet<String>) {
    for part in literal.split('{').skip(1) {
        let name: String = part
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            into.insert(name);
        }
    }
}

/// What each module keeps: for each item, whether it is kept, and for an
/// `impl`, which of its items; and which code tokens are cut from kept items
/// (fields nothing reads).
pub struct Kept {
    items: Vec<Vec<(bool, Vec<bool>)>>,
    cut: Vec<Vec<bool>>,
}

/// The items of `modules` that the identifiers of `root` (the `main`
/// function) reach.
pub fn prune(modules: &[Module<'_>], root: &str) -> Kept {
    let main = Module::parse(root).expect("main parses");
    let mut used = Names {
        modules: modules
            .iter()
            .map(|m| m.name.clone())
            .filter(|n| !n.is_empty())
            .collect(),
        ..Names::default()
    };
    main.idents(0, main.code.len(), None, &mut used);
    let defined: BTreeSet<String> = modules
        .iter()
        .flat_map(|m| m.items.iter())
        .filter_map(|item| match &item.kind {
            ItemKind::Named(name, ..) | ItemKind::Trait { name, .. } => Some(name.clone()),
            _ => None,
        })
        .collect();
    let mut kept: Vec<Vec<(bool, Vec<bool>)>> = modules
        .iter()
        .map(|m| {
            m.items
                .iter()
                .map(|item| match &item.kind {
                    ItemKind::Impl { items, .. } | ItemKind::Trait { items, .. } => {
                        (false, vec![false; items.len()])
                    }
                    _ => (false, Vec::new()),
                })
                .collect()
        })
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for (m, module) in modules.iter().enumerate() {
            for (i, item) in module.items.iter().enumerate() {
                let state = &mut kept[m][i];
                match &item.kind {
                    ItemKind::Named(name, at, value) => {
                        let reached = match value {
                            true => {
                                used.values.contains(name)
                                    || used
                                        .qualified
                                        .contains(&(module.name.clone(), name.clone()))
                            }
                            false => used.all.contains(name),
                        };
                        if !state.0 && reached {
                            state.0 = true;
                            changed = true;
                            module.idents(item.start, item.end, Some(*at), &mut used);
                        }
                    }
                    ItemKind::Other => {
                        if !state.0 {
                            state.0 = true;
                            changed = true;
                            module.idents(item.start, item.end, None, &mut used);
                        }
                    }
                    ItemKind::Use => {}
                    ItemKind::Trait {
                        name,
                        at,
                        open,
                        items,
                    } => {
                        if !state.0 && used.all.contains(name) {
                            state.0 = true;
                            changed = true;
                            module.idents(item.start, *open + 1, Some(*at), &mut used);
                        }
                        if !state.0 {
                            continue;
                        }
                        for (j, inner) in items.iter().enumerate() {
                            if !state.1[j] && member_wanted(inner, &used) {
                                state.1[j] = true;
                                changed = true;
                                module.idents(inner.start, inner.end, None, &mut used);
                            }
                        }
                    }
                    ItemKind::Impl {
                        trait_name,
                        type_name,
                        open,
                        items,
                    } => {
                        let reached =
                            |name: &str| !defined.contains(name) || used.all.contains(name);
                        let applies = reached(type_name)
                            && trait_name.as_deref().map_or(true, reached)
                            && (defined.contains(type_name)
                                || trait_name.as_deref().is_some_and(|t| defined.contains(t)));
                        if !applies {
                            continue;
                        }
                        // A std trait's impl is kept whole; the crate's own
                        // trait keeps only the methods called, in its
                        // declaration and in every impl alike.
                        let std_trait = trait_name.as_deref().is_some_and(|t| !defined.contains(t));
                        for (j, inner) in items.iter().enumerate() {
                            let wanted = std_trait || member_wanted(inner, &used);
                            if wanted && !state.1[j] {
                                state.1[j] = true;
                                changed = true;
                                let skip = match &inner.kind {
                                    ItemKind::Named(_, at, _) if trait_name.is_none() => Some(*at),
                                    _ => None,
                                };
                                module.idents(inner.start, inner.end, skip, &mut used);
                            }
                        }
                        let any = trait_name.is_some() || state.1.iter().any(|&k| k);
                        if any && !state.0 {
                            state.0 = true;
                            changed = true;
                            module.idents(item.start, *open + 1, None, &mut used);
                        }
                    }
                }
            }
        }
    }
    let ranges: Vec<Vec<(usize, usize)>> = modules
        .iter()
        .zip(&kept)
        .map(|(module, k)| kept_ranges(module, k))
        .collect();
    let cut = fields::cut(modules, &ranges, &main);
    Kept { items: kept, cut }
}

/// Whether an item inside an `impl` or a `trait` is wanted: a method or an
/// associated constant when its name is used after `::` or called after
/// `.`; an associated type always.
fn member_wanted(inner: &Item, used: &Names) -> bool {
    match &inner.kind {
        ItemKind::Named(name, _, true) => used.members.contains(name),
        _ => true,
    }
}

/// The code token ranges of a module's kept items, but its `use`s: an
/// `impl`'s header, its kept items and its closing brace apart.
fn kept_ranges(module: &Module<'_>, kept: &[(bool, Vec<bool>)]) -> Vec<(usize, usize)> {
    let mut ranges = Vec::new();
    for (item, k) in module.items.iter().zip(kept) {
        match &item.kind {
            _ if !k.0 => {}
            ItemKind::Use => {}
            ItemKind::Impl { open, items, .. } | ItemKind::Trait { open, items, .. } => {
                ranges.push((item.start, *open + 1));
                for (inner, &keep) in items.iter().zip(&k.1) {
                    if keep {
                        ranges.push((inner.start, inner.end));
                    }
                }
                ranges.push((item.end - 1, item.end));
            }
            _ => ranges.push((item.start, item.end)),
        }
    }
    ranges
}

impl Kept {
    /// Whether module `m` keeps anything.
    pub fn any(&self, m: usize) -> bool {
        self.items[m].iter().any(|k| k.0)
    }

    /// The text of module `m` with only its kept items, and of each `use`
    /// only the names that the kept items mention.
    pub fn write(&self, m: usize, module: &Module<'_>) -> String {
        let kept = &self.items[m];
        let cut = &self.cut[m];
        let mut mentioned = Names::default();
        for (item, k) in module.items.iter().zip(kept) {
            if !k.0 {
                continue;
            }
            match &item.kind {
                ItemKind::Use => {}
                ItemKind::Impl { open, items, .. } | ItemKind::Trait { open, items, .. } => {
                    module.idents(item.start, *open + 1, None, &mut mentioned);
                    for (inner, &keep) in items.iter().zip(&k.1) {
                        if keep {
                            module.idents(inner.start, inner.end, None, &mut mentioned);
                        }
                    }
                }
                _ => module.idents(item.start, item.end, None, &mut mentioned),
            }
        }
        let mut out = String::new();
        for (item, k) in module.items.iter().zip(kept) {
            match &item.kind {
                ItemKind::Use => {
                    if let Some(text) = kept_use(module, item, &mentioned.all) {
                        out.push_str(&text);
                    }
                }
                _ if !k.0 => {}
                ItemKind::Impl { open, items, .. } | ItemKind::Trait { open, items, .. } => {
                    out.push_str(&module.text(item.start, *open + 1, cut));
                    for (inner, &keep) in items.iter().zip(&k.1) {
                        if keep {
                            out.push_str(&module.text(inner.start, inner.end, cut));
                        }
                    }
                    out.push_str(&module.text(item.end - 1, item.end, cut));
                }
                _ => out.push_str(&module.text(item.start, item.end, cut)),
            }
        }
        out.push('\n');
        out
    }
}

/// The items in code tokens `[start, end)`.
fn parse_items(code: &[Token<'_>], start: usize, end: usize) -> Result<Vec<Item>, String> {
    let mut items = Vec::new();
    let mut i = start;
    while i < end {
        if code[i].is(";") {
            i += 1;
            continue;
        }
        // An inner attribute (lib.rs's `#![forbid(unsafe_code)]`) is the
        // crate's, not an item: a judge file does not take it.
        if code[i].is("#") && code.get(i + 1).is_some_and(|t| t.is("!")) {
            i = strip::matching_close(&code[..end], i + 2).unwrap_or(end);
            continue;
        }
        let item_end = strip::item_end(&code[..end], i)?;
        let kind = item_kind(code, i, item_end)?;
        items.push(Item {
            start: i,
            end: item_end,
            kind,
        });
        i = item_end;
    }
    Ok(items)
}

/// What the item at code tokens `[start, end)` is.
fn item_kind(code: &[Token<'_>], start: usize, end: usize) -> Result<ItemKind, String> {
    // Past attributes and visibility to the keyword.
    let mut i = start;
    loop {
        if code[i].is("#") {
            i = strip::matching_close(code, i + 1).unwrap_or(end);
        } else if code[i].is("pub") {
            i += 1;
            if i < end && code[i].is("(") {
                i = strip::matching_close(code, i).unwrap_or(end);
            }
        } else {
            break;
        }
    }
    while i + 1 < end
        && (code[i].is("unsafe") || code[i].is("async") || code[i].is("extern"))
        && !code[i + 1].is("{")
    {
        i += 1;
        if code[i].kind == Kind::Text {
            i += 1; // extern "C"
        }
    }
    if code[i].is("const") && i + 1 < end && (code[i + 1].is("fn") || code[i + 1].is("unsafe")) {
        i += 1;
        while code[i].is("unsafe") {
            i += 1;
        }
    }
    let keyword = code[i].text;
    let value = matches!(keyword, "fn" | "const" | "static");
    let named = |at: usize| ItemKind::Named(code[at].text.to_string(), at, value);
    Ok(match keyword {
        "use" => ItemKind::Use,
        "trait" => {
            let open = (i..end)
                .find(|&j| code[j].is("{"))
                .ok_or("a trait without a body")?;
            ItemKind::Trait {
                name: code[i + 1].text.to_string(),
                at: i + 1,
                open,
                items: parse_items(code, open + 1, end - 1)?,
            }
        }
        "fn" | "struct" | "enum" | "union" | "type" | "const" => {
            if code[i + 1].is("_") {
                ItemKind::Other
            } else {
                named(i + 1)
            }
        }
        "static" => named(if code[i + 1].is("mut") { i + 2 } else { i + 1 }),
        "impl" => impl_kind(code, i, end)?,
        _ => ItemKind::Other,
    })
}

/// The parts of the `impl` block whose keyword is at `at`.
fn impl_kind(code: &[Token<'_>], at: usize, end: usize) -> Result<ItemKind, String> {
    let mut i = at + 1;
    if code[i].is("<") {
        i = past_angles(code, i);
    }
    let open = (i..end)
        .find(|&j| code[j].is("{"))
        .ok_or("an impl without a body")?;
    let header_end = (i..open).find(|&j| code[j].is("where")).unwrap_or(open);
    let header = &code[i..header_end];
    let first_name = |part: &[Token<'_>]| -> Option<String> {
        // The last path segment before any generics: `fmt::Display` is
        // `Display`, `Scanner<'_>` is `Scanner`.
        let mut name = None;
        for t in part {
            if t.is("<") {
                break;
            }
            if t.kind == Kind::Ident && !t.is("dyn") && !t.is("mut") {
                name = Some(t.text.to_string());
            }
        }
        name
    };
    let mut depth = 0i32;
    let mut split = None;
    for (j, t) in header.iter().enumerate() {
        if t.is("<") {
            depth += 1;
        } else if t.is(">") && !(j > 0 && header[j - 1].is("-")) {
            depth -= 1;
        } else if t.is("for") && depth == 0 {
            split = Some(j);
        }
    }
    let (trait_name, type_part) = match split {
        Some(j) => (first_name(&header[..j]), &header[j + 1..]),
        None => (None, header),
    };
    let type_name = first_name(type_part).ok_or("an impl for no named type")?;
    let items = parse_items(code, open + 1, end - 1)?;
    Ok(ItemKind::Impl {
        trait_name,
        type_name,
        open,
        items,
    })
}

/// The index past the `>` that closes the `<` at `open`.
fn past_angles(code: &[Token<'_>], open: usize) -> usize {
    let mut depth = 0;
    for (j, t) in code.iter().enumerate().skip(open) {
        if t.is("<") {
            depth += 1;
        } else if t.is(">") && !code[j - 1].is("-") {
            depth -= 1;
            if depth == 0 {
                return j + 1;
            }
        }
    }
    code.len()
}

/// A `use` item with only the names `mentioned`, or `None` when none is.
fn kept_use(module: &Module<'_>, item: &Item, mentioned: &BTreeSet<String>) -> Option<String> {
    let code: Vec<Token<'_>> = (item.start..item.end).map(|i| *module.token(i)).collect();
    let at = code.iter().position(|t| t.is("use"))?;
    let mut leaves = Vec::new();
    use_leaves(&code[at + 1..code.len() - 1], &mut Vec::new(), &mut leaves);
    let kept: Vec<Leaf> = leaves
        .into_iter()
        .filter(|leaf| leaf.binding() == "_" || mentioned.contains(leaf.binding()))
        .collect();
    if kept.is_empty() {
        return None;
    }
    let head = module.text(item.start, item.start + at + 1, &[]);
    Some(format!("{head} {};", render(&kept)))
}

/// One name a `use` brings in: its path (`self` last for `{self}`) and its
/// `as` name.
#[derive(Clone, PartialEq, Eq)]
pub struct Leaf {
    pub path: Vec<String>,
    pub alias: Option<String>,
}

impl Leaf {
    /// The name the leaf binds (`io` for `std::io::{self}`, `*` for a glob).
    pub fn binding(&self) -> &str {
        if let Some(alias) = &self.alias {
            return alias;
        }
        match self.path.as_slice() {
            [.., parent, last] if last == "self" => parent,
            [.., last] => last,
            [] => "",
        }
    }

    fn to_text(&self, from: usize) -> String {
        let path = self.path[from..].join("::");
        match &self.alias {
            Some(alias) => format!("{path} as {alias}"),
            None => path,
        }
    }
}

/// Collects the leaves of a use tree (the tokens between `use` and `;`).
pub fn use_leaves(tree: &[Token<'_>], prefix: &mut Vec<String>, out: &mut Vec<Leaf>) {
    let mut i = 0;
    let base = prefix.len();
    while i < tree.len() {
        let t = tree[i];
        if t.is("{") {
            let close = strip::matching_close(tree, i).unwrap_or(tree.len());
            let inner = &tree[i + 1..close - 1];
            for part in split_top(inner) {
                use_leaves(part, &mut prefix.clone(), out);
            }
            prefix.truncate(base);
            return;
        }
        if t.is("::") {
            i += 1;
            continue;
        }
        if t.is("as") {
            let alias = tree.get(i + 1).map(|a| a.text.to_string());
            out.push(Leaf {
                path: prefix.clone(),
                alias,
            });
            return;
        }
        prefix.push(t.text.to_string());
        i += 1;
    }
    if !prefix.is_empty() {
        out.push(Leaf {
            path: prefix.clone(),
            alias: None,
        });
    }
}

/// Splits a use group's inside at its top-level commas.
fn split_top<'t, 'a>(tokens: &'t [Token<'a>]) -> Vec<&'t [Token<'a>]> {
    let mut parts = Vec::new();
    let (mut depth, mut from) = (0usize, 0);
    for (j, t) in tokens.iter().enumerate() {
        if t.is("{") {
            depth += 1;
        } else if t.is("}") {
            depth = depth.saturating_sub(1);
        } else if t.is(",") && depth == 0 {
            parts.push(&tokens[from..j]);
            from = j + 1;
        }
    }
    if from < tokens.len() {
        parts.push(&tokens[from..]);
    }
    parts
}

/// A use tree for `leaves`: `a::b` for one, `a::{b, c::d}` for more.
fn render(leaves: &[Leaf]) -> String {
    if let [leaf] = leaves {
        let mut leaf = leaf.clone();
        if leaf.path.len() > 1 && leaf.path.last().is_some_and(|s| s == "self") {
            leaf.path.pop();
        }
        return leaf.to_text(0);
    }
    let shortest = leaves.iter().map(|l| l.path.len()).min().unwrap_or(0);
    let common = (0..shortest.saturating_sub(1))
        .take_while(|&n| leaves.iter().all(|l| l.path[n] == leaves[0].path[n]))
        .count();
    let parts: Vec<String> = leaves.iter().map(|l| l.to_text(common)).collect();
    format!(
        "{}::{{{}}}",
        leaves[0].path[..common].join("::"),
        parts.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pruned(text: &str, root: &str) -> String {
        let module = Module::parse(text).unwrap();
        let kept = prune(std::slice::from_ref(&module), root);
        strip::tidy(&kept.write(0, &module))
    }

    #[test]
    fn only_what_main_reaches_is_kept() {
        let text = "use std::io::{self, Read, Write};\nuse crate::a::{b, c};\nconst K: u8 = 1;\nconst UNUSED: u8 = 2;\nfn f(r: &mut dyn Read) -> io::Result<u8> { g(); Ok(K) }\nfn g() {}\nfn h() { b() }\n";
        assert_eq!(
            pruned(text, "fn main() { f(x); }"),
            "use std::io::{self, Read};\nconst K: u8 = 1;\nfn f(r: &mut dyn Read) -> io::Result<u8> { g(); Ok(K) }\nfn g() {}\n"
        );
    }

    #[test]
    fn impls_follow_their_type_and_keep_the_methods_reached() {
        let text = "pub struct S;\nstruct T;\nimpl S {\n    pub fn new() -> S { S }\n    pub fn unused(&self) {}\n    fn helper() {}\n}\nimpl std::fmt::Display for S {\n    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { Ok(()) }\n}\nimpl Drop for T {\n    fn drop(&mut self) {}\n}\n";
        assert_eq!(
            pruned(text, "fn main() { S::new(); }"),
            "pub struct S;\nimpl S {\n\tpub fn new() -> S { S }\n}\nimpl std::fmt::Display for S {\n\tfn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { Ok(()) }\n}\n"
        );
    }

    #[test]
    fn a_field_access_reaches_no_method_of_its_name() {
        let text = "pub struct S { quiet: bool }\nimpl S {\n    pub fn new() -> S { S { quiet: false } }\n    pub fn quiet() -> S { S { quiet: true } }\n    pub fn loud(&self) -> bool { !self.quiet }\n}\n";
        assert_eq!(
            pruned(text, "fn main() { S::new().loud(); }"),
            "pub struct S { quiet: bool }\nimpl S {\n\tpub fn new() -> S { S { quiet: false } }\n\tpub fn loud(&self) -> bool { !self.quiet }\n}\n"
        );
    }

    #[test]
    fn a_local_of_an_items_name_does_not_reach_it() {
        let text = "fn sum(v: &[u64]) -> u64 { v.iter().sum() }\nfn total(n: u64) -> u64 { n }\nfn outcome(sum: u64) -> bool { let total = sum; total != 0 }\n";
        assert_eq!(
            pruned(text, "fn main() { outcome(1); }"),
            "fn outcome(sum: u64) -> bool { let total = sum; total != 0 }\n"
        );
        assert_eq!(
            pruned(text, "fn main() { let sum = 2; outcome(sum(&[sum])); }"),
            "fn sum(v: &[u64]) -> u64 { v.iter().sum() }\nfn outcome(sum: u64) -> bool { let total = sum; total != 0 }\n"
        );
    }

    #[test]
    fn a_trait_impl_needs_the_crates_trait_reached() {
        let text = "pub trait Tr { fn go(&self); }\npub struct S;\nimpl Tr for S { fn go(&self) {} }\nimpl<'a> Tr for &'a u8 { fn go(&self) {} }\n";
        assert_eq!(pruned(text, "fn main() { S; }"), "pub struct S;\n");
        assert_eq!(
            pruned(text, "fn main() { S.go(); x: &dyn Tr; }"),
            "pub trait Tr { fn go(&self); }\npub struct S;\nimpl Tr for S { fn go(&self) {} }\nimpl<'a> Tr for &'a u8 { fn go(&self) {} }\n"
        );
    }

    #[test]
    fn a_module_path_reaches_that_module_s_item_and_locals_reach_none() {
        let a = Module::parse("pub fn run() { helper(); }\nfn helper() {}\n")
            .unwrap()
            .at("problems::a");
        let b = Module::parse(
            "pub fn run() {}\npub fn answer(run: fn()) { run(); count(&[1]); }\npub fn count(v: &[u8]) -> usize { v.iter().map(|run| usize::from(*run)).sum() }\n",
        )
        .unwrap()
        .at("problems::b");
        let modules = [a, b];
        let kept = prune(&modules, "fn main() { answer(problems::a::run); }");
        assert_eq!(
            strip::tidy(&kept.write(0, &modules[0])),
            "pub fn run() { helper(); }\nfn helper() {}\n"
        );
        assert_eq!(
            strip::tidy(&kept.write(1, &modules[1])),
            "pub fn answer(run: fn()) { run(); count(&[1]); }\npub fn count(v: &[u8]) -> usize { v.iter().map(|run| usize::from(*run)).sum() }\n"
        );
    }

    #[test]
    fn a_trait_method_nothing_calls_goes_from_the_trait_and_its_impls() {
        let text = "pub trait Tr {\n    type Item;\n    fn go(&self);\n    fn stop(&self);\n    fn both(&self) { self.go() }\n}\npub struct S;\nimpl Tr for S {\n    type Item = u8;\n    fn go(&self) {}\n    fn stop(&self) { unused() }\n}\nimpl std::fmt::Display for S {\n    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { Ok(()) }\n}\nfn unused() {}\n";
        assert_eq!(
            pruned(text, "fn main() { S.both(); x: &dyn Tr; }"),
            "pub trait Tr {\n\ttype Item;\n\tfn go(&self);\n\tfn both(&self) { self.go() }\n}\npub struct S;\nimpl Tr for S {\n\ttype Item = u8;\n\tfn go(&self) {}\n}\nimpl std::fmt::Display for S {\n\tfn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { Ok(()) }\n}\n"
        );
    }

    #[test]
    fn fields_nothing_reads_go_with_their_literal_initializers() {
        let text = "pub struct P {\n    pub id: &'static str,\n    pub title: &'static str,\n    pub run: fn() -> u8,\n    pub count: Option<u64>,\n    pub shown: u8,\n}\npub const ROW: P = P {\n    id: \"a\",\n    title: \"A game\",\n    run,\n    count: Some(K),\n    shown: 1,\n};\nconst K: u64 = 2;\nfn run() -> u8 { 1 }\nfn f(p: &P) -> u8 { let P { shown, .. } = p; *shown }\n";
        assert_eq!(
            pruned(text, "fn main() { f(&ROW); ROW.id; (ROW.run)(); }"),
            "pub struct P {\n\tpub id: &'static str,\n\tpub run: fn() -> u8,\n\tpub count: Option<u64>,\n\tpub shown: u8,\n}\npub const ROW: P = P {\n\tid: \"a\",\n\trun,\n\tcount: Some(K),\n\tshown: 1,\n};\nconst K: u64 = 2;\nfn run() -> u8 { 1 }\nfn f(p: &P) -> u8 { let P { shown, .. } = p; *shown }\n"
        );
    }

    #[test]
    fn use_trees_keep_their_shape() {
        let text = "use crate::swar::{self, word_at, inner::{a, b}};\nuse std::fmt::Write as _;\nfn f() { swar::x(); a(); }\n";
        assert_eq!(
            pruned(text, "fn main() { f(); }"),
            "use crate::swar::{self, inner::a};\nuse std::fmt::Write as _;\nfn f() { swar::x(); a(); }\n"
        );
    }
}
