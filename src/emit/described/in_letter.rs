//! The emitted values of a finite subtraction set with one letter whose
//! official values are too large for a table (`1,2,K` with K up to 10^9,
//! CF 1194D): a formula in the letter ([`crate::games::rules::formula`]),
//! found and verified by grundy on the letter's first official values, as
//! `grundy FILE` answers such heaps. The file carries the formula's classes
//! (by K modulo a small number: the period and one period of values, each
//! a linear term in K) and the set, whose members give the moves.

use crate::describe::values::FORMULA_BINDINGS;
use crate::describe::Description;
use crate::games::rules::formula::{self, Class, Formula};
use crate::games::rules::{Num, Rule};
use std::fmt::Write as _;

/// A formula in one letter, as a file carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InLetter {
    pub modulus: u64,
    pub classes: Vec<Class>,
    /// The letter's smallest values no class gives, each one period.
    pub exceptions: Vec<(u64, Vec<u32>)>,
    /// The smallest value of the letter the formula was verified on: below
    /// it the file refuses (a formula is applied only where verified).
    pub lowest: u64,
}

/// The formula for `rule` (one letter, bound to a token of `d`) and how it
/// is known.
///
/// # Errors
/// No formula of the library fits the letter's first official values.
pub fn plan(d: &Description, rule: &Rule) -> Result<(InLetter, String), String> {
    let [letter] = rule.letters()[..] else {
        return Err(format!("{rule}: a formula is looked for in one letter"));
    };
    let (lo, hi) = d.formula_range(letter);
    let ranges = [formula::ParamRange {
        letter,
        from: Num::Lit(lo),
        to: Num::Lit(hi),
    }];
    let found = formula::find(rule, &ranges, FORMULA_BINDINGS)
        .map_err(|e| format!("{rule}: no formula in {letter}: {e}"))?;
    let Formula::OneLetter {
        modulus,
        classes,
        exceptions,
        ..
    } = found.formula.clone()
    else {
        return Err(format!(
            "{rule}: the formula found is not one by {letter}'s residue"
        ));
    };
    let why = format!(
        "a formula in {letter}, {} (grundy verified it on the table of every {letter} = {lo}..{hi}, each period proved by the classic window repeat), applied to every {letter} from {lo} on: evidence, not a proof",
        found.formula
    );
    Ok((
        InLetter {
            modulus,
            classes,
            exceptions,
            lowest: lo,
        },
        why,
    ))
}

fn values(v: &[u32], suffix: &str) -> String {
    let mut s: Vec<String> = v.iter().map(|x| format!("{x}{suffix}")).collect();
    s.push(format!("0{suffix}"));
    s.join(", ")
}

/// The C++ values block: `g_val` by the formula, `g_moves` over the set
/// (`set` as C++ expressions of the heap, `h.a` the letter), or over the
/// powers of the letter.
pub fn cpp(f: &InLetter, set: &[String], powers: bool) -> String {
    let mut s = String::from("// ---- values: a formula in the letter (see Values above)\n");
    for (i, c) in f.classes.iter().enumerate() {
        let _ = writeln!(s, "const u32 PAT{i}[] = {{{}}};", values(&c.pattern, "u"));
        let _ = writeln!(s, "const u32 TAIL{i}[] = {{{}}};", values(&c.tail, "u"));
    }
    s.push_str("struct Cls { u64 residue; long long pk, pp, hk, hp; const u32* pat; u64 patn; const u32* tail; u64 tailn; };\nconst Cls CLS[] = {\n");
    for (i, c) in f.classes.iter().enumerate() {
        let _ = writeln!(
            s,
            "    {{{}ULL, {}LL, {}LL, {}LL, {}LL, PAT{i}, {}ULL, TAIL{i}, {}ULL}},",
            c.residue,
            c.period.per_k,
            c.period.plus,
            c.head_len.per_k,
            c.head_len.plus,
            c.pattern.len(),
            c.tail.len()
        );
    }
    let _ = writeln!(
        s,
        "}};\nconst size_t NCLS = {};\nconst u64 MODULUS = {}ULL;",
        f.classes.len(),
        f.modulus
    );
    // Below the values it was verified on the formula is refused; the
    // letter's values no class gives return one period of their own.
    s.push_str("u64 in_letter(u64 n, u64 k) {\n");
    if f.lowest > 0 {
        let _ = writeln!(
            s,
            "    if (k < {}ULL) die(\"the letter is below the values the formula was verified on\");",
            f.lowest
        );
    }
    for (k, one) in &f.exceptions {
        let _ = writeln!(
            s,
            "    if (k == {k}ULL) {{ static const u32 V[] = {{{}}}; return V[(size_t)(n % {}ULL)]; }}",
            values(one, "u"),
            one.len()
        );
    }
    s.push_str(CPP_FORMULA);
    if powers {
        s.push_str(CPP_POWERS);
        return s;
    }
    let _ = writeln!(
        s,
        "void g_moves(const Heap& h, Acc& acc) {{\n    u64 s[] = {{{}}};\n    const size_t n = {};\n    std::sort(s, s + n);\n    for (size_t i = 0; i < n; ++i) {{\n        if (s[i] == 0 || s[i] > h.n || (i > 0 && s[i] == s[i - 1])) continue;\n        if (!acc.hit(s[i], in_letter(h.n - s[i], h.a))) return;\n    }}\n}}\n",
        set.join(", "),
        set.len()
    );
    s
}

const CPP_FORMULA: &str = r#"    const Cls* c = 0;
    for (size_t i = 0; i < NCLS; ++i) if (CLS[i].residue == k % MODULUS) c = &CLS[i];
    if (!c) die("the letter's value is in no class of the formula");
    if (k > 4000000000000000000ULL) die("the letter is past 4*10^18");
    long long p = c->pk * (long long)k + c->pp, head = c->hk * (long long)k + c->hp;
    if (p <= 0 || head < 0) die("the formula gives no period for this value of the letter");
    u64 m = n % (u64)p;
    if (m < (u64)head) return c->pat[(size_t)(m % c->patn)];
    u64 j = m - (u64)head;
    if (j >= c->tailn) die("the formula gives no value here");
    return c->tail[(size_t)j];
}
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return in_letter(h.n, h.a); }
"#;

/// The Rust values block (`struct G`).
pub fn rust(f: &InLetter, set: &[String], powers: bool) -> String {
    let mut s = String::from("// ---- values: a formula in the letter (see Values above)\n");
    s.push_str("struct Cls {\n    residue: u64,\n    pk: i128,\n    pp: i128,\n    hk: i128,\n    hp: i128,\n    pat: &'static [u32],\n    tail: &'static [u32],\n}\nconst CLS: &[Cls] = &[\n");
    for c in &f.classes {
        let _ = writeln!(
            s,
            "    Cls {{ residue: {}, pk: {}, pp: {}, hk: {}, hp: {}, pat: &[{}], tail: &[{}] }},",
            c.residue,
            c.period.per_k,
            c.period.plus,
            c.head_len.per_k,
            c.head_len.plus,
            c.pattern
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            c.tail
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let _ = writeln!(s, "];\nconst MODULUS: u64 = {};", f.modulus);
    // As in C++: refused below the values verified, exceptions first.
    s.push_str("fn in_letter(n: u64, k: u64) -> Result<u64, String> {\n");
    if f.lowest > 0 {
        let _ = writeln!(
            s,
            "    if k < {} {{\n        return Err(\"the letter is below the values the formula was verified on\".to_string());\n    }}",
            f.lowest
        );
    }
    for (k, one) in &f.exceptions {
        let listed: Vec<String> = one.iter().map(u32::to_string).collect();
        let _ = writeln!(
            s,
            "    if k == {k} {{\n        const V: [u64; {}] = [{}];\n        return Ok(V[(n % {}) as usize]);\n    }}",
            one.len(),
            listed.join(", "),
            one.len()
        );
    }
    s.push_str(RS_FORMULA);
    if powers {
        s.push_str(RS_POWERS);
        return s;
    }
    let _ = writeln!(
        s,
        "    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {{\n        let mut s: Vec<u64> = vec![{}];\n        s.sort();\n        s.dedup();\n        for &x in &s {{\n            if x == 0 || x > h.n {{\n                continue;\n            }}\n            if !acc.hit(x, in_letter(h.n - x, h.a)?)? {{\n                break;\n            }}\n        }}\n        Ok(())\n    }}\n}}\n",
        set.join(", ")
    );
    s
}

const RS_FORMULA: &str = r#"    let c = match CLS.iter().find(|c| c.residue == k % MODULUS) {
        Some(c) => c,
        None => return Err("the letter's value is in no class of the formula".to_string()),
    };
    let p = c.pk * i128::from(k) + c.pp;
    let head = c.hk * i128::from(k) + c.hp;
    if p <= 0 || head < 0 || p > i128::from(u64::MAX) {
        return Err("the formula gives no period for this value of the letter".to_string());
    }
    let m = u128::from(n) % (p as u128);
    if m < head as u128 {
        return Ok(u64::from(c.pat[(m % c.pat.len() as u128) as usize]));
    }
    match c.tail.get((m - head as u128) as usize) {
        Some(&v) => Ok(u64::from(v)),
        None => Err("the formula gives no value here".to_string()),
    }
}
struct G;
impl Family for G {}
impl G {
    fn new() -> G {
        G
    }
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        for h in hs {
            in_letter(h.n, h.a)?;
        }
        Ok(())
    }
    fn val(&self, h: &Heap) -> u64 {
        in_letter(h.n, h.a).unwrap_or(0)
    }
"#;

const CPP_POWERS: &str = r#"// The powers 1, K, K^2, ... up to the heap, ascending.
void g_moves(const Heap& h, Acc& acc) {
    u64 p = 1;
    while (p <= h.n) {
        if (!acc.hit(p, in_letter(h.n - p, h.a))) return;
        if (h.a < 2 || p > h.n / h.a) return;
        p *= h.a;
    }
}
"#;

const RS_POWERS: &str = r#"    /// The powers 1, K, K^2, ... up to the heap, ascending.
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        let mut p = 1u64;
        while p <= h.n {
            if !acc.hit(p, in_letter(h.n - p, h.a)?)? {
                break;
            }
            if h.a < 2 || p > h.n / h.a {
                break;
            }
            p *= h.a;
        }
        Ok(())
    }
}
"#;
