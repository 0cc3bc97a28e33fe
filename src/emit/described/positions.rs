//! The emitted files of a position of several numbers
//! ([`crate::describe::position`]): Wythoff's game with the amounts from
//! both heaps differing by at most k (its Beatty test, in integers), and
//! moves written as data, compiled into the language and valued by the
//! table grundy keeps ([`crate::games::positions::Table`]): the same search
//! from each asked position, the same budgets (moves looked at, positions
//! kept, moves held on the search's path) and the same refusals (a position
//! that returns to itself, a division by zero). The Rust file computes in
//! `i128` as grundy does; the C++ file in 64-bit signed integers, and
//! refuses what would pass 2^63 (a number read or a step of a move's
//! arithmetic), never answering past it.

use super::plan::{index, Arg};
use crate::describe::position::{Param, Positions, MOVES_BUDGET, POSITIONS_MAX};
use crate::describe::Description;
use crate::games::positions::{
    Cmp, Expr, Move, Op, Ray, LOSSES_BYTES_MAX, LOSSES_WORK_MAX, OPTIONS_HELD_MAX,
};
use std::fmt::Write as _;

/// What a position's file carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Pos {
    /// Wythoff's game with difference k (a literal, or a name's index).
    Wythoff { k: Arg },
    /// Moves as data; `others` the indices of the case's other names, in
    /// the moves' slot order after each move's counters.
    Moves {
        moves: Vec<Move>,
        others: Vec<usize>,
        /// The moves as rays: who wins a position alone is the table of
        /// losses grundy makes ([`crate::games::positions::Losses`]).
        rays: Option<Vec<Ray>>,
    },
}

/// The plan of a description's positions.
pub(super) fn plan(d: &Description, p: &Positions) -> Pos {
    match p {
        Positions::Wythoff { difference } => Pos::Wythoff {
            k: match difference {
                Param::Lit(v) => Arg::Lit(*v),
                Param::Name(n) => Arg::Name(index(d, n)),
            },
        },
        Positions::Moves {
            moves,
            others,
            rays,
            ..
        } => Pos::Moves {
            moves: moves.clone(),
            others: others.iter().map(|n| index(d, n)).collect(),
            rays: rays.clone(),
        },
    }
}

/// How many numbers a position holds, and the slots a move's code uses.
fn slots(d: &Description, moves: &[Move], others: usize) -> (usize, usize) {
    let dims = d.heaps.len();
    let counters = moves.iter().map(|m| m.counters.len()).max().unwrap_or(0);
    (dims, dims + counters + others)
}

/// The common numbers of either language's block.
fn fill(template: &str, dims: usize, slots: usize) -> String {
    template
        .replace("@DIMS@", &dims.to_string())
        .replace("@SLOTS@", &slots.max(1).to_string())
        .replace("@BUDGET@", &MOVES_BUDGET.to_string())
        .replace("@POSITIONS@", &POSITIONS_MAX.to_string())
        .replace("@HELD@", &OPTIONS_HELD_MAX.to_string())
}

fn cmp(c: Cmp) -> &'static str {
    match c {
        Cmp::Le => "<=",
        Cmp::Lt => "<",
        Cmp::Ge => ">=",
        Cmp::Gt => ">",
        Cmp::Eq => "==",
        Cmp::Ne => "!=",
    }
}

fn op(o: Op) -> &'static str {
    match o {
        Op::Add => "add",
        Op::Sub => "sub",
        Op::Mul => "mul",
        Op::Div => "div",
        Op::Rem => "rem",
    }
}

/// How a language spells a move's code.
trait Spell {
    fn expr(&self, e: &Expr) -> String;
    /// Opens a counter's loop over `lo..=hi`, its value in `slot`.
    fn counter(&self, depth: usize, slot: usize, lo: &Expr, hi: &Expr) -> String;
    /// Closes a counter's loop.
    fn counter_end(&self, depth: usize) -> String;
    /// A move's slots: the position, `counters` zeros, the other numbers.
    fn init(&self, counters: usize) -> String;
    /// Counts one move looked at.
    const WORK: &'static str;
    /// `t{i}` made from its expression.
    fn let_to(&self, i: usize, e: &str) -> String;
    /// Keeps the position `t0..t{dims}`.
    fn put(&self, dims: usize) -> String;
}

/// The code of every move, in order: the body of the options function.
fn moves_code<S: Spell>(lang: &S, moves: &[Move], texts: &[&str], dims: usize) -> String {
    let mut s = String::new();
    for (m, text) in moves.iter().zip(texts) {
        let text = text.replace("??", "? ?").replace('\\', "/");
        let _ = writeln!(s, "    // {text}\n    {{");
        let _ = writeln!(s, "        {}", lang.init(m.counters.len()));
        let mut pad = String::from("        ");
        for (depth, (slot, lo, hi)) in m.counters.iter().enumerate() {
            for line in lang.counter(depth, *slot, lo, hi).lines() {
                let _ = writeln!(s, "{pad}{line}");
            }
            pad.push_str("    ");
        }
        let _ = writeln!(s, "{pad}{}", S::WORK);
        let mut closes = 0;
        if !m.conditions.is_empty() {
            let conds: Vec<String> = m
                .conditions
                .iter()
                .map(|(a, c, b)| format!("{} {} {}", lang.expr(a), cmp(*c), lang.expr(b)))
                .collect();
            let _ = writeln!(s, "{pad}if {} {{", conds.join(" && "));
            closes += 1;
        }
        for (i, e) in m.to.iter().enumerate() {
            let inner = format!("{pad}{}", "    ".repeat(closes));
            let _ = writeln!(s, "{inner}{}", lang.let_to(i, &lang.expr(e)));
            let _ = writeln!(s, "{inner}if t{i} >= 0 {{");
            closes += 1;
        }
        let _ = writeln!(s, "{pad}{}{}", "    ".repeat(closes), lang.put(dims));
        for c in (0..closes).rev() {
            let _ = writeln!(s, "{pad}{}}}", "    ".repeat(c));
        }
        for depth in (0..m.counters.len()).rev() {
            pad.truncate(pad.len() - 4);
            for line in lang.counter_end(depth).lines() {
                let _ = writeln!(s, "{pad}{line}");
            }
        }
        s.push_str("    }\n");
    }
    s
}

struct Rs;

impl Spell for Rs {
    fn expr(&self, e: &Expr) -> String {
        match e {
            Expr::Num(v) => format!("{v}i128"),
            Expr::Slot(i) => format!("s[{i}]"),
            Expr::Neg(a) => format!("pw_neg({})?", self.expr(a)),
            Expr::Op(a, o, b) => format!("pw_{}({}, {})?", op(*o), self.expr(a), self.expr(b)),
        }
    }
    fn counter(&self, depth: usize, slot: usize, lo: &Expr, hi: &Expr) -> String {
        format!(
            "let lo{depth} = {};\nlet hi{depth} = {};\nlet mut v{depth} = lo{depth};\nwhile v{depth} <= hi{depth} {{\n    s[{slot}] = v{depth};",
            self.expr(lo),
            self.expr(hi)
        )
    }
    fn counter_end(&self, depth: usize) -> String {
        format!("    v{depth} += 1;\n}}")
    }
    fn init(&self, counters: usize) -> String {
        format!("pw_init(&mut s, from, others, {counters});")
    }
    const WORK: &'static str = "pw_work(work)?;";
    fn let_to(&self, i: usize, e: &str) -> String {
        format!("let t{i} = {e};")
    }
    fn put(&self, dims: usize) -> String {
        let ts: Vec<String> = (0..dims).map(|i| format!("t{i}")).collect();
        format!("pw_put(&mut out, &[{}])?;", ts.join(", "))
    }
}

struct Cpp;

impl Spell for Cpp {
    fn expr(&self, e: &Expr) -> String {
        match e {
            Expr::Num(v) if *v <= i128::from(i64::MAX) => format!("{v}LL"),
            Expr::Num(_) => "pw_big()".to_string(),
            Expr::Slot(i) => format!("s[{i}]"),
            Expr::Neg(a) => format!("pw_neg({})", self.expr(a)),
            Expr::Op(a, o, b) => format!("pw_{}({}, {})", op(*o), self.expr(a), self.expr(b)),
        }
    }
    fn counter(&self, depth: usize, slot: usize, lo: &Expr, hi: &Expr) -> String {
        // lo first, as grundy evaluates them; the loop stops at hi without
        // stepping past it (hi may be the largest i64).
        format!(
            "i64 lo{depth} = {}, hi{depth} = {};\nfor (i64 v{depth} = lo{depth}; v{depth} <= hi{depth}; ++v{depth}) {{\n    s[{slot}] = v{depth};",
            self.expr(lo),
            self.expr(hi)
        )
    }
    fn counter_end(&self, depth: usize) -> String {
        format!("    if (v{depth} == hi{depth}) break;\n}}")
    }
    fn init(&self, counters: usize) -> String {
        format!("pw_init(s, from, others, {counters});")
    }
    const WORK: &'static str =
        "if (++pw_work > PW_BUDGET) die(\"more than @BUDGET@ moves to look at\");";
    fn let_to(&self, i: usize, e: &str) -> String {
        format!("i64 t{i} = {e};")
    }
    fn put(&self, dims: usize) -> String {
        let ts: Vec<String> = (0..3)
            .map(|i| {
                if i < dims {
                    format!("t{i}")
                } else {
                    "0".to_string()
                }
            })
            .collect();
        format!("{{ i64 t[3] = {{{}}}; pw_put(t, n); }}", ts.join(", "))
    }
}

/// The moves' code spelt for C++: each `if COND {` as `if (COND) {`.
fn cpp_ifs(code: &str) -> String {
    code.lines()
        .map(|l| {
            let t = l.trim_start();
            if let Some(cond) = t.strip_prefix("if ").and_then(|c| c.strip_suffix(" {")) {
                if !cond.starts_with('(') {
                    let pad = &l[..l.len() - t.len()];
                    return format!("{pad}if ({cond}) {{\n");
                }
            }
            format!("{l}\n")
        })
        .collect()
}

fn texts(p: &Positions) -> Vec<&'static str> {
    match p {
        Positions::Moves { texts, .. } => texts.clone(),
        Positions::Wythoff { .. } => Vec::new(),
    }
}

/// The C++ values block of a position.
pub(super) fn cpp(d: &Description, pos: &Pos, wythoff: &str) -> String {
    match pos {
        Pos::Wythoff { .. } => format!("{wythoff}{CPP_K_WYTHOFF}"),
        Pos::Moves {
            moves,
            others,
            rays,
        } => {
            let (dims, slots) = slots(d, moves, others.len());
            let crate::describe::Game::Position(p) = &d.game else {
                return String::new();
            };
            let body = cpp_ifs(&moves_code(&Cpp, moves, &texts(p), dims));
            let mut s = fill(&CPP_MOVES.replace("@MOVES@", &body), dims, slots);
            if let Some(rays) = rays {
                s.push_str(&fill_rays(CPP_RAYS, rays, "ULL"));
            }
            s
        }
    }
}

/// The Rust values block of a position.
pub(super) fn rust(d: &Description, pos: &Pos, wythoff: &str) -> String {
    match pos {
        Pos::Wythoff { .. } => format!("{wythoff}{RS_K_WYTHOFF}"),
        Pos::Moves {
            moves,
            others,
            rays,
        } => {
            let (dims, slots) = slots(d, moves, others.len());
            let crate::describe::Game::Position(p) = &d.game else {
                return String::new();
            };
            let body = moves_code(&Rs, moves, &texts(p), dims);
            let mut s = fill(&RS_MOVES.replace("@MOVES@", &body), dims, slots);
            if let Some(rays) = rays {
                s.push_str(&fill_rays(RS_RAYS, rays, "u64"));
            }
            s
        }
    }
}

/// A ray block with its rays and bounds in: `@N@` rays, `@STEPS@` their
/// steps (three numbers each), `@FIRSTS@` their first multiples.
fn fill_rays(template: &str, rays: &[Ray], suffix: &str) -> String {
    let steps: Vec<String> = rays
        .iter()
        .map(|r| {
            let v: Vec<String> = r.step.iter().map(|d| format!("{d}{suffix}")).collect();
            format!("[{}]", v.join(", "))
        })
        .collect();
    let firsts: Vec<String> = rays
        .iter()
        .map(|r| format!("{}{suffix}", r.first))
        .collect();
    let steps = steps.join(", ");
    let steps = if suffix == "ULL" {
        steps.replace('[', "{").replace(']', "}")
    } else {
        steps
    };
    template
        .replace("@N@", &rays.len().to_string())
        .replace("@STEPS@", &steps)
        .replace("@FIRSTS@", &firsts.join(", "))
        .replace("@BYTES@", &LOSSES_BYTES_MAX.to_string())
        .replace("@WORK@", &LOSSES_WORK_MAX.to_string())
}

/// The columns of the case's positions and their check, then each
/// position's answer: the Rust `answer` body after its first lines.
pub(super) fn rust_answer(d: &Description, pos: &Pos) -> String {
    let heaps: Vec<String> = d.heaps.iter().map(|n| index(d, n).to_string()).collect();
    let shown: Vec<String> = d.heaps.iter().map(|n| format!("{n:?}")).collect();
    let mut s = format!(
        "    let names: [usize; {n}] = [{}];\n    let shown: [&str; {n}] = [{}];\n    let cols: Vec<Vec<u64>> = names\n        .iter()\n        .map(|&n| (0..st.rn.len()).filter(|&i| st.rn[i] == n).map(|i| st.rv[i]).collect())\n        .collect();\n    for j in 1..cols.len() {{\n        if cols[j].len() != cols[0].len() {{\n            return Err(format!(\"a position takes one value of each of {}; this case has {{}} of {{}} and {{}} of {{}}\", cols[0].len(), shown[0], cols[j].len(), shown[j]));\n        }}\n    }}\n",
        heaps.join(", "),
        shown.join(", "),
        d.heaps.join(", "),
        n = heaps.len(),
    );
    let per = d.per_position;
    // Each position's line: a name the moves read is its line's value there.
    let lines = "    let ls: Vec<usize> = (0..st.rn.len()).filter(|&i| st.rn[i] == names[0]).map(|i| st.rl[i] as usize).collect();\n";
    match pos {
        Pos::Wythoff { k } => {
            match k {
                Arg::Lit(v) => {
                    let _ = writeln!(s, "    let k = |_: usize| {v}u64;");
                }
                Arg::Name(i) => {
                    s.push_str(lines);
                    let _ = writeln!(
                        s,
                        "    let kb = st.binding({i});\n    let k = |i: usize| kb[ls[i]];"
                    );
                }
            }
            if per {
                s.push_str("    let mut t = Vec::new();\n    for i in 0..cols[0].len() {\n        t.push(words(!kw_losing(cols[0][i], cols[1][i], k(i))?));\n    }\n    Ok(t.join(\"\\n\"))\n}\n\n");
            } else {
                s.push_str("    if cols[0].len() != 1 {\n        return Err(format!(\"a sum of {} Wythoff positions needs their values, not only which are lost; grundy answers one position a case, or each alone (per = \\\"position\\\")\", cols[0].len()));\n    }\n    Ok(words(!kw_losing(cols[0][0], cols[1][0], k(0))?))\n}\n\n");
            }
        }
        Pos::Moves { others, rays, .. } => {
            if rays.is_some() {
                let _ = write!(
                    s,
                    "    if {per} || cols[0].len() == 1 {{\n        let mut t = Vec::new();\n        for i in 0..cols[0].len() {{\n            let mut q = [0u64; 3];\n            for j in 0..cols.len() {{\n                q[j] = cols[j][i];\n            }}\n            t.push(words(!pr_is_lost(q)?));\n        }}\n        return Ok(t.join(\"\\n\"));\n    }}\n"
                );
            }
            let others: Vec<String> = others.iter().map(|i| format!("st.binding({i})")).collect();
            s.push_str(lines);
            let _ = write!(
                s,
                "    let bs: Vec<Vec<u64>> = vec![{}];\n    let mut vs = Vec::new();\n    for i in 0..cols[0].len() {{\n        let others: Vec<u64> = bs.iter().map(|b| b[ls[i]]).collect();\n        let mut q = [0u64; 3];\n        for j in 0..cols.len() {{\n            q[j] = cols[j][i];\n        }}\n        vs.push(g.value(&others, q)?);\n    }}\n",
                others.join(", ")
            );
            s.push_str(if per {
                "    let t: Vec<String> = vs.iter().map(|&v| words(v != 0)).collect();\n    Ok(t.join(\"\\n\"))\n}\n\n"
            } else {
                "    Ok(words(vs.iter().fold(0, |x, v| x ^ v) != 0))\n}\n\n"
            });
        }
    }
    s
}

/// The C++ `answer` body after its first lines.
pub(super) fn cpp_answer(d: &Description, pos: &Pos, string: fn(&str) -> String) -> String {
    let n = d.heaps.len();
    let mut s = format!("    std::vector<std::vector<u64> > cols({n});\n    for (size_t i = 0; i < rn.size(); ++i) {{\n");
    for (j, name) in d.heaps.iter().enumerate() {
        let _ = writeln!(
            s,
            "        if (rn[i] == {}) cols[{j}].push_back(rv[i]);",
            index(d, name)
        );
    }
    s.push_str("    }\n");
    for (j, name) in d.heaps.iter().enumerate().skip(1) {
        let _ = writeln!(
            s,
            "    if (cols[{j}].size() != cols[0].size()) die({} + ustr(cols[0].size()) + {} + ustr(cols[{j}].size()) + {});",
            string(&format!("a position takes one value of each of {}; this case has ", d.heaps.join(", "))),
            string(&format!(" of {} and ", d.heaps[0])),
            string(&format!(" of {name}")),
        );
    }
    let per = d.per_position;
    // Each position's line: a name the moves read is its line's value there.
    let lines = format!(
        "    std::vector<size_t> ls;\n    for (size_t i = 0; i < rn.size(); ++i) if (rn[i] == {}) ls.push_back(rl[i]);\n",
        index(d, d.heaps[0])
    );
    match pos {
        Pos::Wythoff { k } => {
            let (k0, ki) = match k {
                Arg::Lit(v) => (format!("{v}ULL"), format!("{v}ULL")),
                Arg::Name(i) => {
                    s.push_str(&lines);
                    let _ = writeln!(s, "    std::vector<u64> kb = binding({i});");
                    ("kb[ls[0]]".to_string(), "kb[ls[i]]".to_string())
                }
            };
            if per {
                let _ = write!(s, "    std::string t;\n    for (size_t i = 0; i < cols[0].size(); ++i) {{\n        if (i) t += '\\n';\n        t += words(!kw_losing(cols[0][i], cols[1][i], {ki}));\n    }}\n    return t;\n}}\n\n");
            } else {
                let _ = write!(s, "    if (cols[0].size() != 1) die(\"a sum of \" + ustr(cols[0].size()) + \" Wythoff positions needs their values, not only which are lost; grundy answers one position a case, or each alone (per = \\\"position\\\")\");\n    return words(!kw_losing(cols[0][0], cols[1][0], {k0}));\n}}\n\n");
            }
        }
        Pos::Moves { others, rays, .. } => {
            if rays.is_some() {
                let _ = write!(
                    s,
                    "    if ({per} || cols[0].size() == 1) {{\n        std::string t;\n        for (size_t i = 0; i < cols[0].size(); ++i) {{\n            u64 q[3] = {{0, 0, 0}};\n            for (size_t j = 0; j < {n}; ++j) q[j] = cols[j][i];\n            if (i) t += '\\n';\n            t += words(!pr_is_lost(q));\n        }}\n        return t;\n    }}\n"
                );
            }
            s.push_str(&lines);
            s.push_str("    std::vector<std::vector<u64> > bs;\n");
            for i in others {
                let _ = writeln!(s, "    bs.push_back(binding({i}));");
            }
            let _ = write!(
                s,
                "    std::vector<u64> vs;\n    for (size_t i = 0; i < cols[0].size(); ++i) {{\n        std::vector<u64> others;\n        for (size_t j = 0; j < bs.size(); ++j) others.push_back(bs[j][ls[i]]);\n        u64 q[3] = {{0, 0, 0}};\n        for (size_t j = 0; j < {n}; ++j) q[j] = cols[j][i];\n        vs.push_back(pw_value(others, q));\n    }}\n"
            );
            s.push_str(if per {
                "    std::string t;\n    for (size_t i = 0; i < vs.size(); ++i) {\n        if (i) t += '\\n';\n        t += words(vs[i] != 0);\n    }\n    return t;\n}\n\n"
            } else {
                "    u64 x = 0;\n    for (size_t i = 0; i < vs.size(); ++i) x ^= vs[i];\n    return words(x != 0);\n}\n\n"
            });
        }
    }
    s
}

const RS_K_WYTHOFF: &str = r#"// ---- Wythoff's game with difference k: (a, b), a <= b, loses exactly when
// b - a = (k + 1) n and a = floor(n alpha), tested in integers:
// L^2 < d^2 + 4n^2 < (L + 2)^2 with d = b - a, L = 2a + n(k - 1)
fn kw_sq(r: u128) -> (u128, u128) {
    let (rh, rl) = (r >> 64, r & u128::from(u64::max_value()));
    let cross = 2 * rh * rl;
    let (low, carry) = (rl * rl).overflowing_add(cross << 64);
    (rh * rh + (cross >> 64) + u128::from(carry), low)
}
fn kw_losing(a: u64, b: u64, k: u64) -> Result<bool, String> {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    if k == 0 {
        return wythoff_losing(a, b);
    }
    let d = b - a;
    let step = u128::from(k) + 1;
    if u128::from(d) % step != 0 {
        return Ok(false);
    }
    let n = u128::from(d) / step;
    if n == 0 {
        return Ok(a == 0);
    }
    let l = 2 * u128::from(a) + n * (step - 2);
    let d = u128::from(d);
    if b < 1 << 62 {
        let n2d = d * d + 4 * n * n;
        return Ok(l * l < n2d && n2d < (l + 2) * (l + 2));
    }
    let (dh, dl) = kw_sq(d);
    let (nh, nl) = kw_sq(2 * n);
    let (low, carry) = dl.overflowing_add(nl);
    let n2d = (dh + nh + u128::from(carry), low);
    Ok(kw_sq(l) < n2d && n2d < kw_sq(l + 2))
}

"#;

const CPP_K_WYTHOFF: &str = r#"// ---- Wythoff's game with difference k: (a, b), a <= b, loses exactly when
// b - a = (k + 1) n and a = floor(n alpha), tested in integers:
// L^2 < d^2 + 4n^2 < (L + 2)^2 with d = b - a, L = 2a + n(k - 1)
bool lt128(u64 ah, u64 al, u64 bh, u64 bl) { return ah < bh || (ah == bh && al < bl); }
bool kw_losing(u64 a, u64 b, u64 k) {
    if (a > b) { u64 t = a; a = b; b = t; }
    if (k == 0) return wythoff_losing(a, b);
    if (b >= (1ULL << 62)) die("a heap of 2^62 or more: this file's Wythoff test stops there");
    u64 d = b - a;
    if (d == 0) return a == 0;
    if (k >= d || d % (k + 1) != 0) return false;
    u64 n = d / (k + 1), l = 2 * a + n * (k - 1);
    u64 dh, dl, nh, nl, sh, sl, th, tl;
    mul128(d, d, dh, dl);
    mul128(2 * n, 2 * n, nh, nl);
    u64 xl = dl + nl, xh = dh + nh + (xl < dl ? 1 : 0);
    mul128(l, l, sh, sl);
    mul128(l + 2, l + 2, th, tl);
    return lt128(sh, sl, xh, xl) && lt128(xh, xl, th, tl);
}

"#;

const RS_MOVES: &str = r#"// ---- a position of several numbers: a table of the positions a case's
// positions reach, each the mex of its moves' values, kept while the case's
// other numbers stay the same (at most @POSITIONS@ positions, @BUDGET@
// moves looked at, @HELD@ moves held on the search's path)
const DIMS: usize = @DIMS@;
const SLOTS: usize = @SLOTS@;
const PW_BUDGET: u64 = @BUDGET@;
const PW_POSITIONS: usize = @POSITIONS@;
const PW_HELD: usize = @HELD@;
const ON_PATH: u64 = u64::max_value();
type Pos = [u64; 3];
fn pw_over() -> String {
    "a move's arithmetic overflows".to_string()
}
fn pw_add(a: i128, b: i128) -> Result<i128, String> {
    a.checked_add(b).ok_or_else(pw_over)
}
fn pw_sub(a: i128, b: i128) -> Result<i128, String> {
    a.checked_sub(b).ok_or_else(pw_over)
}
fn pw_mul(a: i128, b: i128) -> Result<i128, String> {
    a.checked_mul(b).ok_or_else(pw_over)
}
fn pw_neg(a: i128) -> Result<i128, String> {
    a.checked_neg().ok_or_else(pw_over)
}
fn pw_div(a: i128, b: i128) -> Result<i128, String> {
    if b == 0 {
        return Err("a move divides by zero".to_string());
    }
    Ok(a.div_euclid(b))
}
fn pw_rem(a: i128, b: i128) -> Result<i128, String> {
    if b == 0 {
        return Err("a move divides by zero".to_string());
    }
    Ok(a.rem_euclid(b))
}
fn pw_init(s: &mut [i128; SLOTS], from: Pos, others: &[u64], counters: usize) {
    for i in 0..DIMS {
        s[i] = i128::from(from[i]);
    }
    for i in 0..counters {
        s[DIMS + i] = 0;
    }
    for (j, &o) in others.iter().enumerate() {
        s[DIMS + counters + j] = i128::from(o);
    }
}
fn pw_work(work: &mut u64) -> Result<(), String> {
    *work += 1;
    if *work > PW_BUDGET {
        return Err(format!("more than {} moves to look at", PW_BUDGET));
    }
    Ok(())
}
fn pw_put(out: &mut Vec<Pos>, t: &[i128]) -> Result<(), String> {
    let mut p = [0u64; 3];
    for i in 0..t.len() {
        if t[i] > i128::from(u64::max_value()) {
            return Err("a move leaves a number above 2^64 - 1".to_string());
        }
        p[i] = t[i] as u64;
    }
    if out.len() <= PW_HELD {
        out.push(p);
    }
    Ok(())
}
/// Every position one move reaches from `from`.
fn pw_options(from: Pos, others: &[u64], work: &mut u64) -> Result<Vec<Pos>, String> {
    let mut s = [0i128; SLOTS];
    let mut out = Vec::new();
@MOVES@    if out.len() > PW_HELD {
        return Err(format!("a position has more than {} moves to hold at once", PW_HELD));
    }
    Ok(out)
}
/// A fast hash of a position (the default one is built against attacks no
/// judge input makes, and costs most of the search).
#[derive(Default)]
struct PwHash(u64);
impl std::hash::Hasher for PwHash {
    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }
    fn write(&mut self, bytes: &[u8]) {
        for c in bytes.chunks(8) {
            let mut v = 0u64;
            for &b in c {
                v = v << 8 | u64::from(b);
            }
            self.write_u64(v);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}
type PwMap = std::collections::HashMap<Pos, u64, std::hash::BuildHasherDefault<PwHash>>;
struct G {
    values: PwMap,
    work: u64,
    others: Option<Vec<u64>>,
}
impl Family for G {}
impl G {
    fn new() -> G {
        G { values: PwMap::default(), work: 0, others: None }
    }
    /// The value of `start`, by a search without recursion.
    fn value(&mut self, others: &[u64], start: Pos) -> Result<u64, String> {
        let same = match &self.others {
            Some(o) => o[..] == others[..],
            None => false,
        };
        if !same {
            self.values.clear();
            self.work = 0;
            self.others = Some(others.to_vec());
        }
        if let Some(&v) = self.values.get(&start) {
            if v != ON_PATH {
                return Ok(v);
            }
        }
        let first = pw_options(start, others, &mut self.work)?;
        let mut held = first.len();
        self.values.insert(start, ON_PATH);
        let mut stack: Vec<(Pos, Vec<Pos>, usize)> = vec![(start, first, 0)];
        while !stack.is_empty() {
            let top = stack.len() - 1;
            let i = stack[top].2;
            if i < stack[top].1.len() {
                let q = stack[top].1[i];
                stack[top].2 += 1;
                match self.values.get(&q) {
                    Some(&ON_PATH) => {
                        let shown: Vec<String> = q[..DIMS].iter().map(|v| v.to_string()).collect();
                        return Err(format!(
                            "the moves return to the position ({}): the game need not end",
                            shown.join(", ")
                        ));
                    }
                    Some(_) => {}
                    None => {
                        if self.values.len() >= PW_POSITIONS {
                            return Err(format!("more than {} positions to value", PW_POSITIONS));
                        }
                        let more = pw_options(q, others, &mut self.work)?;
                        held += more.len();
                        if held > PW_HELD {
                            return Err(format!(
                                "more than {} moves to hold at once on the search's path",
                                PW_HELD
                            ));
                        }
                        self.values.insert(q, ON_PATH);
                        stack.push((q, more, 0));
                    }
                }
                continue;
            }
            let (pos, next, _) = stack.pop().unwrap();
            let mut mark = vec![false; next.len() + 1];
            for q in &next {
                let v = self.values[q];
                if v < mark.len() as u64 {
                    mark[v as usize] = true;
                }
            }
            let mut m = 0;
            while mark[m] {
                m += 1;
            }
            held -= next.len();
            self.values.insert(pos, m as u64);
        }
        Ok(self.values[&start])
    }
}

"#;

const CPP_MOVES: &str = r#"// ---- a position of several numbers: a table of the positions a case's
// positions reach, each the mex of its moves' values, kept while the case's
// other numbers stay the same (at most @POSITIONS@ positions, @BUDGET@
// moves looked at, @HELD@ moves held on the search's path); a move's
// arithmetic in 64-bit signed integers, refused past them
typedef long long i64;
const size_t DIMS = @DIMS@;
const u64 PW_BUDGET = @BUDGET@ULL;
const size_t PW_POSITIONS = @POSITIONS@;
const size_t PW_HELD = @HELD@;
const u64 ON_PATH = U64MAX;
const i64 I64MAX = (i64)(U64MAX >> 1);
const i64 I64MIN = -I64MAX - 1;
void pw_over() { die("a move's arithmetic passes 2^63 - 1 in this file"); }
i64 pw_big() { pw_over(); return 0; }
i64 pw_add(i64 a, i64 b) { if ((b > 0 && a > I64MAX - b) || (b < 0 && a < I64MIN - b)) pw_over(); return a + b; }
i64 pw_sub(i64 a, i64 b) { if ((b < 0 && a > I64MAX + b) || (b > 0 && a < I64MIN + b)) pw_over(); return a - b; }
i64 pw_neg(i64 a) { if (a == I64MIN) pw_over(); return -a; }
i64 pw_mul(i64 a, i64 b) {
    if (a == 0 || b == 0) return 0;
    u64 ua = a < 0 ? 0 - (u64)a : (u64)a, ub = b < 0 ? 0 - (u64)b : (u64)b;
    bool neg = (a < 0) != (b < 0);
    u64 lim = neg ? (u64)I64MAX + 1 : (u64)I64MAX;
    if (ua > lim / ub) pw_over();
    u64 r = ua * ub;
    return neg ? (i64)(0 - r) : (i64)r;
}
i64 pw_div(i64 a, i64 b) {
    if (b == 0) die("a move divides by zero");
    if (a == I64MIN && b == -1) pw_over();
    i64 q = a / b;
    if (a % b < 0) q = b > 0 ? q - 1 : q + 1;
    return q;
}
i64 pw_rem(i64 a, i64 b) {
    if (b == 0) die("a move divides by zero");
    if (b == -1) return 0;
    i64 r = a % b;
    if (r < 0) r = b > 0 ? r + b : r - b;
    return r;
}
i64 pw_i64(u64 v) {
    if (v > (u64)I64MAX) die("a number of 2^63 or more: this file's moves stop below it");
    return (i64)v;
}
void pw_init(i64* s, const u64* from, const std::vector<u64>& others, size_t counters) {
    for (size_t i = 0; i < DIMS; ++i) s[i] = pw_i64(from[i]);
    for (size_t i = 0; i < counters; ++i) s[DIMS + i] = 0;
    for (size_t j = 0; j < others.size(); ++j) s[DIMS + counters + j] = pw_i64(others[j]);
}
// The positions held on the search's path, three numbers each.
std::vector<u64> pw_opts;
u64 pw_work = 0;
void pw_put(const i64* t, size_t& n) {
    if (++n > PW_HELD) return;
    for (size_t i = 0; i < 3; ++i) pw_opts.push_back((u64)t[i]);
}
// Every position one move reaches from `from`, appended to pw_opts; n their count.
void pw_options(const u64* from, const std::vector<u64>& others, size_t& n) {
    i64 s[@SLOTS@];
    n = 0;
@MOVES@    if (n > PW_HELD) die("a position has more than @HELD@ moves to hold at once");
}
// The values: an open-addressing table of positions.
std::vector<u64> pk, pv;
std::vector<char> pu;
size_t pn = 0;
size_t pw_slot(const u64* k) {
    size_t mask = pu.size() - 1;
    u64 h = k[0] * 0x9E3779B97F4A7C15ULL ^ (k[1] + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL ^ k[2] * 0x165667B19E3779F9ULL;
    h ^= h >> 31;
    size_t i = (size_t)(h ^ (h >> 32)) & mask;
    while (pu[i] && (pk[3 * i] != k[0] || pk[3 * i + 1] != k[1] || pk[3 * i + 2] != k[2])) i = (i + 1) & mask;
    return i;
}
bool pw_get(const u64* k, u64& v) {
    size_t i = pw_slot(k);
    if (!pu[i]) return false;
    v = pv[i];
    return true;
}
void pw_clear(size_t size) {
    pk.assign(3 * size, 0); pv.assign(size, 0); pu.assign(size, 0); pn = 0;
}
void pw_set(const u64* k, u64 v) {
    if (2 * (pn + 1) > pu.size()) {
        std::vector<u64> ok(pk), ov(pv);
        std::vector<char> ou(pu);
        pw_clear(2 * pu.size());
        for (size_t i = 0; i < ou.size(); ++i) if (ou[i]) pw_set(&ok[3 * i], ov[i]);
    }
    size_t i = pw_slot(k);
    if (!pu[i]) { pu[i] = 1; ++pn; pk[3 * i] = k[0]; pk[3 * i + 1] = k[1]; pk[3 * i + 2] = k[2]; }
    pv[i] = v;
}
struct PwFrame { u64 pos[3]; size_t at, n, i; };
std::vector<u64> pw_bound;
bool pw_bound_set = false;
// The value of `start`, by a search without recursion.
u64 pw_value(const std::vector<u64>& others, const u64* start) {
    if (!pw_bound_set || pw_bound != others) {
        pw_clear(1024); pw_work = 0; pw_bound = others; pw_bound_set = true;
    }
    u64 v;
    if (pw_get(start, v) && v != ON_PATH) return v;
    pw_opts.clear();
    std::vector<PwFrame> stack;
    PwFrame f;
    for (size_t j = 0; j < 3; ++j) f.pos[j] = start[j];
    f.at = 0; f.i = 0;
    pw_options(start, others, f.n);
    pw_set(start, ON_PATH);
    stack.push_back(f);
    std::vector<char> mark;
    while (!stack.empty()) {
        PwFrame& top = stack.back();
        if (top.i < top.n) {
            u64 q[3];
            for (size_t j = 0; j < 3; ++j) q[j] = pw_opts[3 * (top.at + top.i) + j];
            ++top.i;
            if (pw_get(q, v)) {
                if (v == ON_PATH) {
                    std::string shown;
                    for (size_t j = 0; j < DIMS; ++j) shown += (j ? ", " : "") + ustr(q[j]);
                    die("the moves return to the position (" + shown + "): the game need not end");
                }
                continue;
            }
            if (pn >= PW_POSITIONS) die("more than @POSITIONS@ positions to value");
            PwFrame g;
            for (size_t j = 0; j < 3; ++j) g.pos[j] = q[j];
            g.at = pw_opts.size() / 3; g.i = 0;
            pw_options(q, others, g.n);
            if (pw_opts.size() / 3 > PW_HELD) die("more than @HELD@ moves to hold at once on the search's path");
            pw_set(q, ON_PATH);
            stack.push_back(g);
            continue;
        }
        mark.assign(top.n + 1, 0);
        for (size_t k = 0; k < top.n; ++k) {
            pw_get(&pw_opts[3 * (top.at + k)], v);
            if (v < (u64)mark.size()) mark[v] = 1;
        }
        u64 m = 0;
        while (mark[m]) ++m;
        u64 pos[3] = {top.pos[0], top.pos[1], top.pos[2]};
        pw_opts.resize(3 * top.at);
        pw_set(pos, m);
        stack.pop_back();
    }
    pw_get(start, v);
    return v;
}
void g_begin_case() {}

"#;

const CPP_RAYS: &str = r#"// ---- who loses, when every move is a ray (numbers lowered by the same k,
// any k): a table of the box 0..top in increasing order; each ray keeps, on
// a ring of the planes it looks back over, whether a lost position lies on
// its line at or below each position, so no k is visited
const size_t PR_N = @N@;
const u64 PR_STEP[@N@][3] = {@STEPS@};
const u64 PR_FIRST[@N@] = {@FIRSTS@};
u64 pr_mul(u64 a, u64 b) { return a != 0 && b > U64MAX / a ? U64MAX : a * b; }
u64 pr_add(u64 a, u64 b) { return b > U64MAX - a ? U64MAX : a + b; }
// The bytes and the steps (positions x moves) of the table of 0..top.
void pr_cost(const u64* top, u64& bytes, u64& work) {
    u64 side[3];
    for (size_t i = 0; i < 3; ++i) side[i] = i < DIMS ? pr_add(top[i], 1) : 1;
    u64 plane = pr_mul(side[1], side[2]), positions = pr_mul(side[0], plane), rings = 0;
    for (size_t r = 0; r < PR_N; ++r) {
        if (PR_FIRST[r] == 0) continue;
        u64 len = pr_add(pr_mul(PR_FIRST[r], PR_STEP[r][0]), 1);
        if (len > side[0]) len = side[0];
        rings = pr_add(rings, pr_mul(len, plane));
    }
    bytes = pr_add(pr_mul(pr_add(positions, 63) / 64, 8), pr_mul(pr_add(rings, 63) / 64, 8));
    work = pr_mul(positions, PR_N);
}
bool pr_fits(const u64* top) {
    u64 bytes, work;
    pr_cost(top, bytes, work);
    return bytes <= @BYTES@ULL && work <= @WORK@ULL;
}
std::string pr_refusal(const u64* top) {
    u64 bytes, work;
    pr_cost(top, bytes, work);
    std::string shown;
    for (size_t j = 0; j < DIMS; ++j) shown += (j ? ", " : "") + ustr(top[j]);
    std::string past = bytes > @BYTES@ULL ? "more than @BYTES@ bytes" : "more than @WORK@ steps (positions x moves)";
    return "the moves are rays, and who wins (" + shown + ") is a table of every position below it: " + past + ", more than grundy takes";
}
// Bitsets in 32-bit words, the judges' machine word.
typedef unsigned int u32;
std::vector<u32> pr_lost;
u64 pr_top[3];
bool pr_held = false;
bool pr_get(const std::vector<u32>& b, size_t i) { return ((b[i >> 5] >> (i & 31)) & 1) != 0; }
void pr_put(std::vector<u32>& b, size_t i, bool v) {
    if (v) b[i >> 5] |= 1u << (i & 31); else b[i >> 5] &= ~(1u << (i & 31));
}
void pr_fill(const u64* top) {
    size_t n0 = (size_t)top[0] + 1, n1 = DIMS > 1 ? (size_t)top[1] + 1 : 1, n2 = DIMS > 2 ? (size_t)top[2] + 1 : 1;
    size_t plane = n1 * n2;
    std::vector<u32>().swap(pr_lost);
    pr_lost.assign((n0 * plane + 31) / 32, 0);
    std::vector<size_t> len(PR_N, 0);
    std::vector<std::vector<u32> > reach(PR_N);
    for (size_t r = 0; r < PR_N; ++r) {
        if (PR_FIRST[r] == 0) continue;
        u64 l = pr_add(pr_mul(PR_FIRST[r], PR_STEP[r][0]), 1);
        len[r] = l > n0 ? n0 : (size_t)l;
        reach[r].assign((len[r] * plane + 31) / 32, 0);
    }
    // Each ray's look (to the nearest position it reaches) and step, as
    // offsets within a plane; the planes' bases are set per x.
    std::vector<u64> look(3 * PR_N);
    std::vector<size_t> loff(PR_N), soff(PR_N), lbase(PR_N), bbase(PR_N), hbase(PR_N);
    std::vector<char> lok(PR_N), bok(PR_N), ray(PR_N);
    // The look and the step past y and z as machine words (a look past the
    // box is the box's side: never reached).
    std::vector<size_t> ly(PR_N), lz(PR_N), sy(PR_N), sz(PR_N);
    for (size_t r = 0; r < PR_N; ++r) {
        u64 m = PR_FIRST[r] == 0 ? 1 : PR_FIRST[r];
        for (size_t i = 0; i < 3; ++i) look[3 * r + i] = pr_mul(m, PR_STEP[r][i]);
        ly[r] = look[3 * r + 1] < n1 ? (size_t)look[3 * r + 1] : n1;
        lz[r] = look[3 * r + 2] < n2 ? (size_t)look[3 * r + 2] : n2;
        sy[r] = PR_STEP[r][1] < n1 ? (size_t)PR_STEP[r][1] : n1;
        sz[r] = PR_STEP[r][2] < n2 ? (size_t)PR_STEP[r][2] : n2;
        loff[r] = ly[r] * n2 + lz[r];
        soff[r] = sy[r] * n2 + sz[r];
        ray[r] = PR_FIRST[r] > 0;
    }
    for (size_t x = 0; x < n0; ++x) {
        for (size_t r = 0; r < PR_N; ++r) {
            lok[r] = x >= look[3 * r];
            if (lok[r]) lbase[r] = PR_FIRST[r] == 0 ? (x - (size_t)look[3 * r]) * plane : ((x - (size_t)look[3 * r]) % len[r]) * plane;
            bok[r] = PR_FIRST[r] > 0 && x >= PR_STEP[r][0];
            if (bok[r]) bbase[r] = ((x - (size_t)PR_STEP[r][0]) % len[r]) * plane;
            hbase[r] = PR_FIRST[r] > 0 ? (x % len[r]) * plane : 0;
        }
        for (size_t y = 0; y < n1; ++y) for (size_t z = 0; z < n2; ++z) {
            size_t i = y * n2 + z;
            bool wins = false;
            for (size_t r = 0; r < PR_N && !wins; ++r) {
                if (!lok[r] || y < ly[r] || z < lz[r]) continue;
                size_t at = lbase[r] + i - loff[r];
                wins = ray[r] ? pr_get(reach[r], at) : pr_get(pr_lost, at);
            }
            if (!wins) pr_put(pr_lost, x * plane + i, true);
            for (size_t r = 0; r < PR_N; ++r) {
                if (!ray[r]) continue;
                bool below = bok[r] && y >= sy[r] && z >= sz[r] && pr_get(reach[r], bbase[r] + i - soff[r]);
                pr_put(reach[r], hbase[r] + i, !wins || below);
            }
        }
    }
    for (size_t i = 0; i < 3; ++i) pr_top[i] = top[i];
    pr_held = true;
}
// Whether q is lost: from the box held, else from a new box as grundy
// chooses it (a number past the box doubles it, else the union, else q's
// own), refused before any work when not even q's fits.
bool pr_is_lost(const u64* q) {
    bool in = pr_held;
    for (size_t i = 0; i < 3; ++i) if (q[i] > pr_top[i]) in = false;
    if (!in) {
        u64 tries[3][3];
        size_t n = 0;
        if (pr_held) {
            for (size_t i = 0; i < 3; ++i) { tries[0][i] = pr_top[i]; tries[1][i] = pr_top[i]; }
            for (size_t i = 0; i < DIMS; ++i) {
                if (q[i] > pr_top[i]) {
                    u64 twice = pr_add(pr_mul(pr_top[i], 2), 1);
                    tries[0][i] = q[i] > twice ? q[i] : twice;
                    tries[1][i] = q[i];
                }
            }
            n = 2;
        }
        for (size_t i = 0; i < 3; ++i) tries[n][i] = q[i];
        ++n;
        size_t pick = n;
        for (size_t t = 0; t < n && pick == n; ++t) if (pr_fits(tries[t])) pick = t;
        if (pick == n) die(pr_refusal(q));
        pr_held = false;
        pr_fill(tries[pick]);
    }
    return pr_get(pr_lost, ((size_t)q[0] * ((size_t)pr_top[1] + 1) + (size_t)q[1]) * ((size_t)pr_top[2] + 1) + (size_t)q[2]);
}

"#;

const RS_RAYS: &str = r#"// ---- who loses, when every move is a ray (numbers lowered by the same k,
// any k): a table of the box 0..top in increasing order; each ray keeps, on
// a ring of the planes it looks back over, whether a lost position lies on
// its line at or below each position, so no k is visited
const PR_STEP: [[u64; 3]; @N@] = [@STEPS@];
const PR_FIRST: [u64; @N@] = [@FIRSTS@];
/// The bytes and the steps (positions x moves) of the table of 0..top.
fn pr_cost(top: Pos) -> (u128, u128) {
    let side = |i: usize| if i < DIMS { u128::from(top[i]) + 1 } else { 1 };
    let plane = side(1).saturating_mul(side(2));
    let positions = side(0).saturating_mul(plane);
    let mut rings = 0u128;
    for r in 0..PR_FIRST.len() {
        if PR_FIRST[r] > 0 {
            let len = (u128::from(PR_FIRST[r]) * u128::from(PR_STEP[r][0]) + 1).min(side(0));
            rings = rings.saturating_add(len.saturating_mul(plane));
        }
    }
    let words = |bits: u128| (bits / 64 + u128::from(bits % 64 != 0)).saturating_mul(8);
    (
        words(positions).saturating_add(words(rings)),
        positions.saturating_mul(PR_FIRST.len() as u128),
    )
}
fn pr_refusal(top: Pos) -> Option<String> {
    let (bytes, work) = pr_cost(top);
    let past = if bytes > @BYTES@ {
        "more than @BYTES@ bytes"
    } else if work > @WORK@ {
        "more than @WORK@ steps (positions x moves)"
    } else {
        return None;
    };
    let shown: Vec<String> = top[..DIMS].iter().map(|v| v.to_string()).collect();
    Some(format!(
        "the moves are rays, and who wins ({}) is a table of every position below it: {}, more than grundy takes",
        shown.join(", "),
        past
    ))
}
struct PrTable {
    top: Pos,
    lost: Vec<u64>,
}
fn pr_get(b: &[u64], i: usize) -> bool {
    b[i / 64] >> (i % 64) & 1 == 1
}
fn pr_put(b: &mut [u64], i: usize, v: bool) {
    if v {
        b[i / 64] |= 1 << (i % 64);
    } else {
        b[i / 64] &= !(1u64 << (i % 64));
    }
}
fn pr_fill(top: Pos) -> PrTable {
    let side = |i: usize| if i < DIMS { top[i] as usize + 1 } else { 1 };
    let (n0, n1, n2) = (side(0), side(1), side(2));
    let plane = n1 * n2;
    let mut lost = vec![0u64; (n0 * plane + 63) / 64];
    let mut len = vec![0usize; PR_FIRST.len()];
    let mut reach: Vec<Vec<u64>> = vec![Vec::new(); PR_FIRST.len()];
    for r in 0..PR_FIRST.len() {
        if PR_FIRST[r] > 0 {
            let l = (PR_FIRST[r] as usize).saturating_mul(PR_STEP[r][0] as usize).saturating_add(1);
            len[r] = l.min(n0);
            reach[r] = vec![0u64; (len[r] * plane + 63) / 64];
        }
    }
    // Each ray's look (to the nearest position it reaches) and step, as
    // offsets within a plane; the planes' bases are set per x.
    let n = PR_FIRST.len();
    let mut look = vec![[0usize; 3]; n];
    let (mut loff, mut soff) = (vec![0usize; n], vec![0usize; n]);
    for r in 0..n {
        let m = PR_FIRST[r].max(1) as usize;
        for i in 0..3 {
            look[r][i] = m.saturating_mul(PR_STEP[r][i] as usize);
        }
        loff[r] = look[r][1].saturating_mul(n2).saturating_add(look[r][2]);
        soff[r] = PR_STEP[r][1] as usize * n2 + PR_STEP[r][2] as usize;
    }
    let mut bases: Vec<(Option<usize>, Option<usize>, usize)> = vec![(None, None, 0); n];
    for x in 0..n0 {
        for r in 0..n {
            let first = PR_FIRST[r];
            let lb = if x >= look[r][0] {
                let qx = x - look[r][0];
                Some(if first == 0 { qx * plane } else { (qx % len[r]) * plane })
            } else {
                None
            };
            let step0 = PR_STEP[r][0] as usize;
            let bb = if first > 0 && x >= step0 { Some(((x - step0) % len[r]) * plane) } else { None };
            let hb = if first > 0 { (x % len[r]) * plane } else { 0 };
            bases[r] = (lb, bb, hb);
        }
        for y in 0..n1 {
            for z in 0..n2 {
                let i = y * n2 + z;
                let mut wins = false;
                for r in 0..n {
                    let base = match bases[r].0 {
                        Some(b) if y >= look[r][1] && z >= look[r][2] => b,
                        _ => continue,
                    };
                    let at = base + i - loff[r];
                    wins = if PR_FIRST[r] == 0 { pr_get(&lost, at) } else { pr_get(&reach[r], at) };
                    if wins {
                        break;
                    }
                }
                if !wins {
                    pr_put(&mut lost, x * plane + i, true);
                }
                for r in 0..n {
                    if PR_FIRST[r] == 0 {
                        continue;
                    }
                    let below = match bases[r].1 {
                        Some(b) if y >= PR_STEP[r][1] as usize && z >= PR_STEP[r][2] as usize => {
                            pr_get(&reach[r], b + i - soff[r])
                        }
                        _ => false,
                    };
                    let here = bases[r].2 + i;
                    pr_put(&mut reach[r], here, !wins || below);
                }
            }
        }
    }
    PrTable { top, lost }
}
thread_local! {
    static PR: std::cell::RefCell<Option<PrTable>> = std::cell::RefCell::new(None);
}
/// Whether q is lost: from the box held, else from a new box as grundy
/// chooses it (a number past the box doubles it, else the union, else q's
/// own), refused before any work when not even q's fits.
fn pr_is_lost(q: Pos) -> Result<bool, String> {
    PR.with(|held| {
        let mut held = held.borrow_mut();
        let inside = match &*held {
            Some(t) => (0..3).all(|i| q[i] <= t.top[i]),
            None => false,
        };
        if !inside {
            let mut tries = Vec::new();
            if let Some(t) = &*held {
                let (mut grown, mut union) = (t.top, t.top);
                for i in 0..DIMS {
                    if q[i] > t.top[i] {
                        grown[i] = q[i].max(t.top[i].saturating_mul(2).saturating_add(1));
                        union[i] = q[i];
                    }
                }
                tries.push(grown);
                tries.push(union);
            }
            tries.push(q);
            let top = match tries.into_iter().find(|b| pr_refusal(*b).is_none()) {
                Some(top) => top,
                None => return Err(pr_refusal(q).unwrap_or_default()),
            };
            *held = None;
            *held = Some(pr_fill(top));
        }
        let t = held.as_ref().unwrap();
        let side = |i: usize| t.top[i] as usize + 1;
        Ok(pr_get(&t.lost, (q[0] as usize * side(1) + q[1] as usize) * side(2) + q[2] as usize))
    })
}

"#;
