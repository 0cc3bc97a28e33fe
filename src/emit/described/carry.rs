//! What an emitted file of a description carries for a rule that has no
//! formula (see [`crate::emit::described`]): a rule with no letters and no
//! memory, such as `powers(2)`, `fibonacci`, `squares`, `primes|1`,
//! `divisors`, `to squares`, `0.77` or `4.07`.
//!
//! In order of preference:
//! - a subtraction set's members up to the heaps' official bound, so the
//!   program computes g by the mex rule at run time, exactly
//!   ([`Carry::Members`]);
//! - the values grundy computed from the rule, g(0..=bound), carried as a
//!   string (one or two characters a value);
//! - when those are too many, the first values and the period (with a
//!   saltus) of the table: found on the whole table to the official bound,
//!   so exact on every official heap, or the shape `grundy` itself applies
//!   past its table ([`crate::describe::values`]), with its evidence.
//!
//! The moves a file carries for the winning-move questions are the set's
//! members (`to` sets too) or the code's digits (octal codes); other rules
//! carry values only and the move questions are refused at emit time.

use crate::describe::values::{Evidence, Values};
use crate::games::rules::members::members_upto;
use crate::games::rules::shapes::{self, Shape};
use crate::games::rules::Rule;
use std::fmt::Write as _;

/// The most members a file carries.
pub const MEMBERS_MAX: usize = 4096;
/// The most values a file carries.
pub const VALUES_MAX: usize = 30_000;
/// Heaps a members table grows to at run time (4 bytes each).
const MEMBERS_HEAPS: u64 = 1 << 25;
/// The work (heaps times members) of a members table at run time.
const MEX_WORK: u64 = 1 << 28;
/// The characters of a carried value, 6 bits each: no quote, backslash or
/// question mark (no C++ trigraph).
const ALPHABET: &[u8; 64] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+-";

/// The moves a file carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Moves {
    None,
    /// Subtract one of these (ascending).
    Subtract(Vec<u64>),
    /// The heap becomes one of these, below it (ascending).
    To(Vec<u64>),
    /// A take-and-break code with digits 0..7.
    Code {
        digits: Vec<u32>,
        repeat: Option<usize>,
    },
}

/// Values carried in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Carried {
    /// g(0..len): every official heap, or the preperiod and one period.
    pub values: Vec<u32>,
    /// (preperiod, period, saltus) when `values` end with one period.
    pub shape: Option<(u64, u64, u64)>,
    pub moves: Moves,
}

/// What the file carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Carry {
    /// A static subtraction set's members up to the official bound.
    Members(Vec<u64>),
    Values(Carried),
    /// Only who wins: the mover loses exactly when the heap is 0, odd, or
    /// 2^odd (a shape of outcomes grundy verified).
    OddOrOddPower,
    /// Only who wins: the mover loses exactly at these heaps, every one to
    /// the official bound (Grundy's game has 42 up to 10^6), one heap a
    /// case; the smallest table the winner of one heap needs.
    Losing(Vec<u64>),
}

/// A carry, how its values are known, and the largest heap it answers.
pub struct Plan {
    pub carry: Carry,
    pub why: String,
    pub limit: Option<u64>,
}

/// What to carry for `rule` (no letters, no memory) with heaps up to
/// `bound`; `moves` when the question needs the moves of a heap;
/// `outcomes` when the outcome of one heap is enough.
///
/// # Errors
/// Why nothing a file can hold answers the official heaps.
pub fn plan(rule: &Rule, bound: Option<u64>, moves: bool, outcomes: bool) -> Result<Plan, String> {
    let Some(m) = bound else {
        return Err(format!(
            "{rule}: an emitted file carries this rule's values up to the heaps' official bound, and the description gives the heaps none"
        ));
    };
    if let Rule::Subtract(set) = rule {
        if m < MEMBERS_HEAPS && set.is_static() {
            if let Some(mut v) = members_upto(set, m, MEMBERS_MAX) {
                v.retain(|&s| s > 0);
                if (v.len() as u64).saturating_mul(m) <= MEX_WORK {
                    let why = format!(
                        "a table computed at run time from the rule: g(n) = mex of g(n - s) over the members s <= n of {rule}; the file carries its {} members up to the official bound {m} and refuses a heap past it",
                        v.len()
                    );
                    return Ok(Plan {
                        carry: Carry::Members(v),
                        why,
                        limit: Some(m),
                    });
                }
            }
        }
    }
    let moves_of = carried_moves(rule, m);
    if moves && moves_of == Moves::None {
        return Err(format!(
            "{rule}: the emitted file carries this rule's values, not its moves (carried: the members of a set with no n in it up to {MEMBERS_MAX} of them, or an octal code's digits)"
        ));
    }
    let mut values = Values::default();
    let index = values.prepare(rule, m)?;
    let members_limit = match moves_of {
        Moves::Subtract(_) | Moves::To(_) if moves => Some(m),
        _ => None,
    };
    let (g, exact) = match values.evidence(index) {
        Evidence::Table(engine) => (engine.values()[..=m as usize].to_vec(), true),
        Evidence::Sequence(seq) => {
            let g: Option<Vec<u32>> = (0..=m).map(|n| seq.value(n).map(u32::from)).collect();
            (
                g.ok_or_else(|| format!("{rule}: no value of heap {m}"))?,
                true,
            )
        }
        Evidence::Verified { g, .. } => (g.clone(), false),
        Evidence::Periodic {
            preperiod,
            period,
            g,
            ..
        } if g.len() <= VALUES_MAX && encode(g).is_some() => {
            return Ok(Plan {
                carry: Carry::Values(Carried {
                    values: g.clone(),
                    shape: Some((*preperiod, *period, 0)),
                    moves: moves_of,
                }),
                why: format!(
                    "{}; the file carries g(0..{}) and the period",
                    values.evidence(index).text(),
                    g.len()
                ),
                limit: members_limit,
            })
        }
        other => return Err(format!("{rule}: {} is not carried", other.text())),
    };
    let too_big = |v: &[u32]| {
        encode(v).is_none().then(|| {
            format!(
                "{rule}: a value past 4095, more than the two characters a file carries a value in"
            )
        })
    };
    if exact && g.len() <= VALUES_MAX {
        if let Some(why) = too_big(&g) {
            return Err(why);
        }
        let why = format!(
            "a table computed by grundy from the rule, g(0..={m}) to the official bound, carried in the file; a heap past it is refused"
        );
        return Ok(Plan {
            carry: Carry::Values(Carried {
                values: g,
                shape: None,
                moves: moves_of,
            }),
            why,
            limit: Some(m),
        });
    }
    let shape = match values.evidence(index) {
        Evidence::Verified { shape, .. } => Some(shape.clone()),
        _ => shapes::find(&g),
    };
    let (pre, per, saltus) = match shape {
        Some(Shape::Periodic { preperiod, period }) => (preperiod, period, 0),
        Some(Shape::ArithmeticPeriodic {
            preperiod,
            period,
            saltus,
        }) => (preperiod, period, saltus),
        Some(Shape::ZerosOddOrOddPowerOfTwo) if outcomes => {
            return Ok(Plan {
                carry: Carry::OddOrOddPower,
                why: format!(
                    "{}; the file carries the outcome alone, for one heap a case",
                    values.evidence(index).text()
                ),
                limit: None,
            })
        }
        _ if outcomes && exact => return losing(rule, &g, m),
        _ => {
            return Err(format!(
                "{rule}: the values to the official bound {m} are {} numbers with no period, more than the {VALUES_MAX} a file carries",
                g.len()
            ))
        }
    };
    let len = (pre + per) as usize;
    if len > VALUES_MAX {
        return Err(format!(
            "{rule}: its period starts at {pre} and is {per} long, more values than the {VALUES_MAX} a file carries"
        ));
    }
    if let Some(why) = too_big(&g[..len]) {
        return Err(why);
    }
    let kind = if saltus == 0 {
        format!("periodic from {pre} with period {per}")
    } else {
        format!("arithmetic-periodic from {pre}, period {per}, saltus {saltus}")
    };
    let why = if exact {
        format!(
            "grundy computed g(0..={m}) from the rule, to the official bound: it is {kind}, so the file carries g(0..{len}) and the period, exact for every official heap (past the bound the period is applied: verified to {m}, not proved)"
        )
    } else {
        format!(
            "{}; the file carries g(0..{len}) and the period",
            values.evidence(index).text()
        )
    };
    Ok(Plan {
        carry: Carry::Values(Carried {
            values: g[..len].to_vec(),
            shape: Some((pre, per, saltus)),
            moves: moves_of,
        }),
        why,
        limit: members_limit,
    })
}

/// The losing heaps of g(0..=m), computed from `rule` to the official
/// bound `m`, when they are few enough to carry.
fn losing(rule: &Rule, g: &[u32], m: u64) -> Result<Plan, String> {
    let zeros: Vec<u64> = (0..=m).filter(|&n| g[n as usize] == 0).collect();
    if zeros.len() > MEMBERS_MAX {
        return Err(format!(
            "{rule}: g(0..={m}) has {} losing heaps and no period, more than the {MEMBERS_MAX} a file carries",
            zeros.len()
        ));
    }
    let why = format!(
        "grundy computed g(0..={m}) from the rule, to the official bound; the file carries its {} losing heaps (the outcome of one heap a case is all the question needs) and refuses a heap past the bound",
        zeros.len()
    );
    Ok(Plan {
        carry: Carry::Losing(zeros),
        why,
        limit: Some(m),
    })
}

/// Where a split rule's table at run time stops: past it, the winner of
/// one heap a case comes from its losing heaps to `bound`, computed here.
pub fn split_losing(rule: &Rule, bound: u64) -> Result<Plan, String> {
    let mut values = Values::default();
    let index = values.prepare(rule, bound)?;
    let g: Option<Vec<u32>> = (0..=bound)
        .map(|n| {
            values
                .value(index, n)
                .ok()
                .and_then(|v| u32::try_from(v).ok())
        })
        .collect();
    let g = g.ok_or_else(|| format!("{rule}: no value of every heap to {bound}"))?;
    losing(rule, &g, bound)
}

/// The moves a file carries for `rule` up to `m`.
/// Only a static set's members are moves at every heap: `powers(6)-1..n/1`
/// has the members 1 and 6 at heap 0 and none at heap 6 or more, so a
/// set with `n` in it carries values, not moves.
fn carried_moves(rule: &Rule, m: u64) -> Moves {
    match rule {
        Rule::Subtract(set) | Rule::To(set) if !set.is_static() => Moves::None,
        Rule::Subtract(set) => members_upto(set, m, MEMBERS_MAX).map_or(Moves::None, |mut v| {
            v.retain(|&s| s > 0);
            Moves::Subtract(v)
        }),
        Rule::To(set) => members_upto(set, m, MEMBERS_MAX).map_or(Moves::None, Moves::To),
        Rule::Code { digits, repeat } if digits.iter().all(|&d| d < 8) => Moves::Code {
            digits: digits.clone(),
            repeat: *repeat,
        },
        _ => Moves::None,
    }
}

/// The values as characters of [`ALPHABET`], `width` a value, in lines of
/// at most 96 characters; `None` when a value needs more than 12 bits.
fn encode(values: &[u32]) -> Option<(Vec<String>, usize)> {
    let top = values.iter().copied().max().unwrap_or(0);
    let width = match top {
        0..=63 => 1,
        64..=4095 => 2,
        _ => return None,
    };
    let mut text = String::with_capacity(values.len() * width);
    for &v in values {
        for k in (0..width).rev() {
            text.push(ALPHABET[(v >> (6 * k)) as usize & 63] as char);
        }
    }
    let lines = text
        .as_bytes()
        .chunks(96)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect();
    Some((lines, width))
}

fn list(v: &[u64], suffix: &str) -> String {
    let mut s = String::new();
    for (i, x) in v.iter().enumerate() {
        let _ = write!(s, "{}{x}{suffix}", if i % 8 == 0 { "\n    " } else { " " });
        s.push(',');
    }
    let _ = write!(s, "\n    0{suffix}");
    s
}

/// The C++ values block (`g_*` functions) of a carry.
pub fn cpp(c: &Carried) -> String {
    let (lines, width) = encode(&c.values).unwrap_or_default();
    let (shaped, pre, per, saltus) = match c.shape {
        Some((a, b, s)) => (true, a, b, s),
        None => (false, 0, 1, 0),
    };
    let mut s = String::from(
        "// ---- values: carried in the file (see Values above)\nconst char* const GT =\n",
    );
    for line in &lines {
        let _ = writeln!(s, "    \"{line}\"");
    }
    let _ = write!(
        s,
        "    \"\";\nconst u64 GLEN = {}ULL;\nconst int W = {width};\nconst bool SHAPED = {shaped};\nconst u64 PRE = {pre}ULL, PER = {per}ULL, SALT = {saltus}ULL;\n",
        c.values.len()
    );
    s.push_str(CPP_VALUES);
    s.push_str(&match &c.moves {
        Moves::None => "void g_moves(const Heap&, Acc&) {}\n\n".to_string(),
        Moves::Subtract(v) => format!(
            "const u64 MEM[] = {{{}\n}};\nconst size_t MEMN = {};\nvoid g_moves(const Heap& h, Acc& acc) {{\n    for (size_t i = 0; i < MEMN && MEM[i] <= h.n; ++i)\n        if (!acc.hit(MEM[i], carried(h.n - MEM[i]))) return;\n}}\n\n",
            list(v, "ULL"),
            v.len()
        ),
        Moves::To(v) => format!(
            "const u64 MEM[] = {{{}\n}};\nconst size_t MEMN = {};\n// Heaps left from the largest below n down: takes ascending.\nvoid g_moves(const Heap& h, Acc& acc) {{\n    size_t i = MEMN;\n    while (i > 0 && MEM[i - 1] >= h.n) --i;\n    while (i > 0) {{\n        --i;\n        if (!acc.hit(h.n - MEM[i], carried(MEM[i]))) return;\n    }}\n}}\n\n",
            list(v, "ULL"),
            v.len()
        ),
        Moves::Code { digits, repeat } => {
            let d: Vec<u64> = digits.iter().map(|&x| u64::from(x)).collect();
            format!(
                "const u32 DIG[] = {{{}\n}};\nconst u64 DLEN = {};\nconst long long REP = {};\n{CPP_CODE}",
                list(&d, "u"),
                digits.len(),
                repeat.map_or(-1, |r| r as i64)
            )
        }
    });
    s
}

const CPP_VALUES: &str = r#"int dig(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    if (c >= 'a' && c <= 'z') return c - 'a' + 36;
    return c == '+' ? 62 : 63;
}
u64 tab(u64 i) {
    u64 v = 0;
    for (int k = 0; k < W; ++k) v = v * 64 + (u64)dig(GT[(size_t)(i * W + k)]);
    return v;
}
u64 carried(u64 n) {
    if (!SHAPED || n < PRE) {
        if (n >= GLEN) die("a heap past the values carried in this file");
        return tab(n);
    }
    return tab(PRE + (n - PRE) % PER) + (n - PRE) / PER * SALT;
}
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return carried(h.n); }
"#;

const CPP_CODE: &str = r#"u32 digit(u64 t) {
    if (t < DLEN) return DIG[(size_t)t];
    if (REP < 0) return 0;
    u64 r = (u64)REP, c = DLEN - r;
    return DIG[(size_t)(r + (t - r) % c)];
}
// Every move of the code, takes ascending: bit j of a digit leaves j heaps
// (no take past the digits of a code that does not repeat).
void g_moves(const Heap& h, Acc& acc) {
    for (u64 t = 0; t <= h.n; ++t) {
        if (REP < 0 && t >= DLEN) break;
        u32 d = digit(t);
        u64 r = h.n - t;
        if ((d & 1) && r == 0) acc.hit(t, 0);
        if ((d & 2) && r >= 1) acc.hit(t, carried(r));
        if ((d & 4) && r >= 2) {
            if (acc.smallest) die("the smallest winning take of a rule that splits heaps");
            for (u64 a = 1; 2 * a <= r; ++a) acc.hit(t, carried(a) ^ carried(r - a));
        }
        if (t == U64MAX) break;
    }
}

"#;

/// The Rust values block (`struct G`) of a carry.
pub fn rust(c: &Carried) -> String {
    let (lines, width) = encode(&c.values).unwrap_or_default();
    let (shaped, pre, per, saltus) = match c.shape {
        Some((a, b, s)) => (true, a, b, s),
        None => (false, 0, 1, 0),
    };
    let mut s = String::from(
        "// ---- values: carried in the file (see Values above)\nconst GT: &[u8] = concat!(\n",
    );
    for line in &lines {
        let _ = writeln!(s, "    \"{line}\",");
    }
    let _ = write!(
        s,
        "    \"\"\n)\n.as_bytes();\nconst GLEN: u64 = {};\nconst W: u64 = {width};\nconst SHAPED: bool = {shaped};\nconst PRE: u64 = {pre};\nconst PER: u64 = {per};\nconst SALT: u64 = {saltus};\n",
        c.values.len()
    );
    s.push_str(RS_VALUES);
    let moves = match &c.moves {
        Moves::None => String::new(),
        Moves::Subtract(v) => format!(
            "const MEM: &[u64] = &[{}\n];\nconst MEMN: usize = {};\n",
            list(v, ""),
            v.len()
        ),
        Moves::To(v) => format!(
            "const MEM: &[u64] = &[{}\n];\nconst MEMN: usize = {};\n",
            list(v, ""),
            v.len()
        ),
        Moves::Code { digits, repeat } => {
            let d: Vec<u64> = digits.iter().map(|&x| u64::from(x)).collect();
            format!(
                "const DIG: &[u32] = &[{}\n];\nconst DLEN: u64 = {};\nconst REP: i64 = {};\n{RS_DIGIT}",
                list(&d, ""),
                digits.len(),
                repeat.map_or(-1, |r| r as i64)
            )
        }
    };
    s.push_str(&moves);
    let body = match &c.moves {
        Moves::None => "        let _ = (h, acc);\n        Ok(())\n",
        Moves::Subtract(_) => "        for &s in &MEM[..MEMN] {\n            if s > h.n {\n                break;\n            }\n            if !acc.hit(s, carried(h.n - s))? {\n                break;\n            }\n        }\n        Ok(())\n",
        Moves::To(_) => "        // Heaps left from the largest below n down: takes ascending.\n        for &m in MEM[..MEMN].iter().rev() {\n            if m >= h.n {\n                continue;\n            }\n            if !acc.hit(h.n - m, carried(m))? {\n                break;\n            }\n        }\n        Ok(())\n",
        Moves::Code { .. } => "        // Every move of the code, takes ascending: bit j of a digit leaves j heaps.\n        let mut t = 0u64;\n        loop {\n            if REP < 0 && t >= DLEN {\n                break;\n            }\n            let d = digit(t);\n            let r = h.n - t;\n            if d & 1 != 0 && r == 0 {\n                acc.hit(t, 0)?;\n            }\n            if d & 2 != 0 && r >= 1 {\n                acc.hit(t, carried(r))?;\n            }\n            if d & 4 != 0 && r >= 2 {\n                if acc.smallest {\n                    return Err(\"the smallest winning take of a rule that splits heaps\".to_string());\n                }\n                let mut a = 1u64;\n                while 2 * a <= r {\n                    acc.hit(t, carried(a) ^ carried(r - a))?;\n                    a += 1;\n                }\n            }\n            if t == h.n {\n                break;\n            }\n            t += 1;\n        }\n        Ok(())\n",
    };
    let _ = write!(
        s,
        "struct G;\nimpl Family for G {{}}\nimpl G {{\n    fn new() -> G {{\n        G\n    }}\n    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {{\n        for h in hs {{\n            if !SHAPED && h.n >= GLEN {{\n                return Err(\"a heap past the values carried in this file\".to_string());\n            }}\n        }}\n        Ok(())\n    }}\n    fn val(&self, h: &Heap) -> u64 {{\n        carried(h.n)\n    }}\n    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {{\n{body}    }}\n}}\n\n"
    );
    s
}

const RS_VALUES: &str = r#"fn dig(c: u8) -> u64 {
    u64::from(match c {
        b'0'..=b'9' => c - b'0',
        b'A'..=b'Z' => c - b'A' + 10,
        b'a'..=b'z' => c - b'a' + 36,
        b'+' => 62,
        _ => 63,
    })
}
fn tab(i: u64) -> u64 {
    let mut v = 0;
    for k in 0..W {
        v = v * 64 + dig(GT[(i * W + k) as usize]);
    }
    v
}
/// g(n); a heap past the carried values is refused in `prep`.
fn carried(n: u64) -> u64 {
    if !SHAPED || n < PRE {
        return tab(n.min(GLEN - 1));
    }
    tab(PRE + (n - PRE) % PER) + (n - PRE) / PER * SALT
}
"#;

const RS_DIGIT: &str = r#"fn digit(t: u64) -> u32 {
    if t < DLEN {
        return DIG[t as usize];
    }
    if REP < 0 {
        return 0;
    }
    let r = REP as u64;
    DIG[(r + (t - r) % (DLEN - r)) as usize]
}
"#;
