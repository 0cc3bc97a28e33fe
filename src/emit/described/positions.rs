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
use crate::games::positions::{Cmp, Expr, Move, Op, OPTIONS_HELD_MAX};
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
        Positions::Moves { moves, others, .. } => Pos::Moves {
            moves: moves.clone(),
            others: others.iter().map(|n| index(d, n)).collect(),
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
        Pos::Moves { moves, others } => {
            let (dims, slots) = slots(d, moves, others.len());
            let crate::describe::Game::Position(p) = &d.game else {
                return String::new();
            };
            let body = cpp_ifs(&moves_code(&Cpp, moves, &texts(p), dims));
            fill(&CPP_MOVES.replace("@MOVES@", &body), dims, slots)
        }
    }
}

/// The Rust values block of a position.
pub(super) fn rust(d: &Description, pos: &Pos, wythoff: &str) -> String {
    match pos {
        Pos::Wythoff { .. } => format!("{wythoff}{RS_K_WYTHOFF}"),
        Pos::Moves { moves, others } => {
            let (dims, slots) = slots(d, moves, others.len());
            let crate::describe::Game::Position(p) = &d.game else {
                return String::new();
            };
            let body = moves_code(&Rs, moves, &texts(p), dims);
            fill(&RS_MOVES.replace("@MOVES@", &body), dims, slots)
        }
    }
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
        Pos::Moves { others, .. } => {
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
        Pos::Moves { others, .. } => {
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
