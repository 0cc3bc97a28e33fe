//! Struct fields that nothing kept reads, cut with their initializers.
//!
//! A judge never reads a problem row's title or links, yet every `PROBLEM`
//! fills them in. [`super::prune`] keeps items, not fields, so such a field
//! would stay, set and never read. A field goes when all of these hold, each
//! a way its cut could break the build or leave something else unused:
//! - no kept code writes `.name` (a field access, whatever the type: names,
//!   not resolved paths, as in the rest of [`super`]);
//! - every place it appears inside `S { .. }` (its struct's name before the
//!   brace) is an initializer `name: value` of a literal without `..`, whose
//!   value names nothing (literals only: cutting it orphans no variable,
//!   constant or function);
//! - its type names only primitives and prelude types, so no item or import
//!   is left used by it alone.
//!
//! Anything else (a pattern, a shorthand `S { name }`, `Self { .. }`) counts
//! as a read, so the field stays.

use super::{ItemKind, Module};
use crate::emit::lexer::Kind;
use std::collections::{BTreeMap, BTreeSet};

/// Names a cut field's type may use: they need no import and are no item.
const PLAIN_TYPES: &[&str] = &[
    "str", "bool", "char", "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64",
    "i128", "isize", "f32", "f64", "String", "Vec", "Option", "Box",
];

/// Code tokens `[start, end)` of module `m`: `(m, start, end)`.
type Span = (usize, usize, usize);

/// One named field of a kept struct.
struct Field {
    module: usize,
    /// The struct's name.
    owner: String,
    name: String,
    /// Its declaration: code tokens `[start, end)`, the comma after it included.
    start: usize,
    end: usize,
}

/// For each module, which code tokens to leave out: the declarations and
/// initializers of the fields no kept code reads. `ranges[m]` lists module
/// `m`'s kept code as code token ranges; `main` is read whole.
pub(super) fn cut(
    modules: &[Module<'_>],
    ranges: &[Vec<(usize, usize)>],
    main: &Module<'_>,
) -> Vec<Vec<bool>> {
    let mut cut: Vec<Vec<bool>> = modules.iter().map(|m| vec![false; m.code.len()]).collect();
    let fields = candidates(modules, ranges);
    let mut read: BTreeSet<(&str, &str)> = BTreeSet::new();
    let mut initializers: BTreeMap<(&str, &str), Vec<Span>> = BTreeMap::new();
    let names: BTreeSet<&str> = fields.iter().map(|f| f.name.as_str()).collect();
    let whole_main = [(0, main.code.len())];
    let readers = modules
        .iter()
        .zip(ranges.iter().map(Vec::as_slice))
        .chain([(main, &whole_main[..])]);
    for (m, (module, ranges)) in readers.enumerate() {
        for &(start, end) in ranges {
            for i in start..end {
                let t = module.token(i);
                if t.kind != Kind::Ident || !names.contains(t.text) {
                    continue;
                }
                let declared = fields
                    .iter()
                    .any(|f| f.module == m && (f.start..f.end).contains(&i));
                if declared {
                    continue;
                }
                if i > 0 && module.token(i - 1).is(".") {
                    for f in fields.iter().filter(|f| f.name == t.text) {
                        read.insert((&f.owner, &f.name));
                    }
                    continue;
                }
                let Some((open, owner)) = group(module, start, i) else {
                    continue;
                };
                let field = fields.iter().find(|f| f.name == t.text && f.owner == owner);
                match (field, initializer(module, open, i)) {
                    (Some(f), Some(end)) if m < modules.len() => initializers
                        .entry((&f.owner, &f.name))
                        .or_default()
                        .push((m, i, end)),
                    (Some(f), _) => {
                        read.insert((&f.owner, &f.name));
                    }
                    // `Self { name }` may be any struct's: all count as read.
                    (None, _) if owner == "Self" => {
                        for f in fields.iter().filter(|f| f.name == t.text) {
                            read.insert((&f.owner, &f.name));
                        }
                    }
                    (None, _) => {}
                }
            }
        }
    }
    for f in &fields {
        if read.contains(&(f.owner.as_str(), f.name.as_str())) {
            continue;
        }
        cut[f.module][f.start..f.end].fill(true);
        for &(m, start, end) in initializers
            .get(&(f.owner.as_str(), f.name.as_str()))
            .into_iter()
            .flatten()
        {
            cut[m][start..end].fill(true);
        }
    }
    cut
}

/// The named fields of the kept structs whose types name only
/// [`PLAIN_TYPES`].
fn candidates(modules: &[Module<'_>], ranges: &[Vec<(usize, usize)>]) -> Vec<Field> {
    let mut fields = Vec::new();
    for (m, module) in modules.iter().enumerate() {
        for item in &module.items {
            let ItemKind::Named(owner, at, _) = &item.kind else {
                continue;
            };
            let at = *at;
            let kept = ranges[m].contains(&(item.start, item.end));
            if !kept || !module.token(at - 1).is("struct") {
                continue;
            }
            let Some(open) = (at..item.end).find(|&j| module.token(j).is("{")) else {
                continue;
            };
            if (at..open).any(|j| module.token(j).is("(") || module.token(j).is(";")) {
                continue;
            }
            let mut i = open + 1;
            while i < item.end - 1 {
                let end = member_end(module, i, item.end - 1, true);
                if let Some(name) = field_name(module, i, end) {
                    let colon = (i..end).find(|&j| module.token(j).is(":")).unwrap_or(end);
                    let plain = (colon..end).all(|j| {
                        let t = module.token(j);
                        t.kind != Kind::Ident || PLAIN_TYPES.contains(&t.text)
                    });
                    if plain {
                        fields.push(Field {
                            module: m,
                            owner: owner.clone(),
                            name,
                            start: i,
                            end,
                        });
                    }
                }
                i = end;
            }
        }
    }
    fields
}

/// The name of the field declared in code tokens `[start, end)`, past its
/// attributes and visibility.
fn field_name(module: &Module<'_>, start: usize, end: usize) -> Option<String> {
    let mut i = start;
    while i < end && module.token(i).is("#") {
        i = module.close(i + 1);
    }
    if i < end && module.token(i).is("pub") {
        i += 1;
        if i < end && module.token(i).is("(") {
            i = module.close(i);
        }
    }
    let name = module.token(i);
    (i + 1 < end && name.kind == Kind::Ident && module.token(i + 1).is(":"))
        .then(|| name.text.to_string())
}

/// The index past the member of a `{ .. }` list that starts at `start`: past
/// its comma, or at the list's `}` (`close`). In a declaration (`angles`),
/// a comma inside `<..>` is the type's.
fn member_end(module: &Module<'_>, start: usize, close: usize, angles: bool) -> usize {
    let mut i = start;
    while i < close {
        let t = module.token(i);
        if t.is("(") || t.is("[") || t.is("{") {
            i = module.close(i);
        } else if t.is(",") {
            return i + 1;
        } else if angles && t.is("<") {
            i = module.past_angles(i);
        } else {
            i += 1;
        }
    }
    close
}

/// When the code token `i` begins a member of a `{ .. }` group right after
/// an identifier (`Problem { .. }`, a literal or a pattern): the index of
/// the `{` and that identifier. Only code tokens from `from` on are looked at.
fn group<'a>(module: &Module<'a>, from: usize, i: usize) -> Option<(usize, &'a str)> {
    let before = module.token(i.checked_sub(1)?);
    if !(before.is("{") || before.is(",")) {
        return None;
    }
    let mut depth = 0usize;
    for j in (from..i).rev() {
        let t = module.token(j);
        if t.is(")") || t.is("]") || t.is("}") {
            depth += 1;
        } else if t.is("(") || t.is("[") || t.is("{") {
            if depth == 0 {
                let owner = module.token(j.checked_sub(1)?);
                let named = t.is("{") && owner.kind == Kind::Ident;
                return named.then_some((j, owner.text));
            }
            depth -= 1;
        }
    }
    None
}

/// When the code token `i` starts `name: value` in a struct literal whose
/// value names nothing (no identifier but `true` and `false`, no `{..}`
/// format argument), and the literal has no `..`: the index past the member
/// (its comma included).
fn initializer(module: &Module<'_>, open: usize, i: usize) -> Option<usize> {
    if !module.token(i + 1).is(":") {
        return None;
    }
    let close = module.close(open) - 1;
    let end = member_end(module, i, close, false);
    let mut j = open + 1;
    while j < close {
        if module.token(j).is(".") && module.token(j + 1).is(".") {
            return None;
        }
        j = member_end(module, j, close, false);
    }
    let plain = (i + 2..end).all(|j| {
        let t = module.token(j);
        match t.kind {
            Kind::Ident => t.is("true") || t.is("false"),
            Kind::Text => !t.text.contains('{'),
            _ => true,
        }
    });
    plain.then_some(end)
}
