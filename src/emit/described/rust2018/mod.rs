//! The Rust file of a plan, built with `--edition 2018` or later and no
//! crates. This module writes the parts that depend on the description
//! (how a heap's letters bind, the answer's path, the loop over cases); the
//! fixed text is in [`runtime`] and [`families`].

mod families;
mod runtime;

use super::answer::{self, past, Answers};
use super::plan::{Arg, Params, Plan, Tree};
use super::positions::Pos;
use super::preamble::comment;
use super::reader::{self, Reads};
use crate::format::Cases;
use std::fmt::Write as _;

/// The Rust program of `plan`.
pub(super) fn program(plan: &Plan<'_>) -> String {
    let rs = Rs(plan);
    let mut s = comment(plan, "// ");
    s.push_str("// Judge option: Rust, edition 2018 or later.\n\n");
    s.push_str(&runtime::text(plan));
    s.push_str(&families::values(plan));
    s.push_str(&rs.params());
    s.push_str(&reader::read_case(plan.d, &rs));
    s.push_str(&answer::write(plan, &rs));
    s.push_str(&rs.main());
    s
}

/// A Rust string literal of `s`.
fn rs_str(s: &str) -> String {
    format!("{s:?}")
}

struct Rs<'p, 'd>(&'p Plan<'d>);

impl Reads for Rs<'_, '_> {
    const NEXT_LINE: &'static str = "st.line += 1;";
    const SENT_OFF: &'static str = "st.sent_on = false;";
    const REPEAT_END: &'static str = "}";
    const CLOSE: &'static str = "    Ok(true)\n}\n\n";

    fn open(&self, sentinel: bool) -> String {
        format!("fn read_case(st: &mut St) -> Result<bool, String> {{\n    st.reset({sentinel});\n")
    }

    fn lit(&self, v: u64) -> String {
        format!("{v}u64")
    }

    fn last(&self, index: usize) -> String {
        format!("st.last[{index}]")
    }

    fn minus(&self, index: usize, k: u64) -> String {
        format!("st.last[{index}].saturating_sub({k})")
    }

    fn token(&self, index: usize, what: &str, top: bool) -> String {
        let call = format!("st.tok({index}, {}, {top})?", rs_str(what));
        if top {
            format!("if !{call} {{ return Ok(false); }}")
        } else {
            format!("{call};")
        }
    }

    fn word(&self, index: usize, what: &str, letters: &str, three: u8, apart: &str) -> String {
        format!(
            "st.word({index}, {}, b{}, {three}, b{})?;",
            rs_str(what),
            rs_str(letters),
            rs_str(apart)
        )
    }

    fn tokens(&self, count: &str, call: &str) -> String {
        format!("for _ in 0..{count} {{ {call} }}")
    }

    fn repeat(&self, count: &str, _depth: usize) -> String {
        format!("for _ in 0..{count} {{")
    }
}

impl Answers for Rs<'_, '_> {
    const OPEN: &'static str =
        "fn answer(st: &St, g: &mut G) -> Result<String, String> {\n    g.begin_case();\n";
    const READ_AT: &'static str = "st.rn[i]";
    const TIMES_LAST: &'static str = "    if hs.is_empty() {\n        return Ok(SECOND.to_string());\n    }\n    if hs.len() > 1 {\n        return Err(\"several heaps of 1..K*last: their values need the table of its positions\".to_string());\n    }\n    Ok(match times_last_smallest_win(hs[0].n, hs[0].a)? {\n        Some(take) => take.to_string(),\n        None => SECOND.to_string(),\n    })\n}\n\n";
    const VALUES: &'static str =
        "    g.prep(&hs)?;\n    let gv: Vec<u64> = hs.iter().map(|h| g.val(h)).collect();\n";
    const MISERE: &'static str = "    let big = hs.iter().any(|h| h.n > 1);\n    let ones = hs.iter().filter(|h| h.n == 1).count();\n    let x = gv.iter().fold(0, |x, v| x ^ v);\n    Ok(words(if big { x != 0 } else { ones % 2 == 0 }))\n}\n\n";
    const LINES: &'static str = "    let mut x = 0u64;\n    let mut sum = 0u64;\n    let mut line = None;\n    for (h, v) in hs.iter().zip(&gv) {\n        if line != Some(h.line) {\n            x ^= sum;\n            sum = 0;\n            line = Some(h.line);\n        }\n        sum = match sum.checked_add(*v) {\n            Some(s) => s,\n            None => return Err(\"a line's sum overflows\".to_string()),\n        };\n    }\n    x ^= sum;\n    Ok(words(x != 0))\n}\n\n";
    const XOR: &'static str = "    let x = gv.iter().fold(0, |x, v| x ^ v);\n";
    const WINNER: &'static str = "    Ok(words(x != 0))\n}\n\n";
    const PER_HEAP: &'static str = "    g.prep(&hs)?;\n    let t: Vec<String> = hs.iter().map(|h| words(g.val(h) != 0)).collect();\n    Ok(t.join(\"\\n\"))\n}\n\n";

    fn tokens(&self, d: &crate::describe::Description, t: &super::tokens::Tokens) -> String {
        super::tokens::rust_answer(d, t)
    }

    fn positions(&self, d: &crate::describe::Description, pos: &Pos) -> String {
        super::positions::rust_answer(d, pos)
    }

    fn outcomes(&self, upto: usize, limit: Option<u64>) -> String {
        format!(
            "    let upto = st.last[{upto}];\n{}    let bs = bindings(st);\n    let mut h = Heap {{ n: upto, line: 0, a: 0, b: 0, s: 0 }};\n    params(g, st, &bs, 0, &mut h);\n    g.prep(&[h])?;\n    let mut t = String::new();\n    for n in 1..=upto {{\n        h.n = n;\n        t.push_str(if g.val(&h) != 0 {{ FIRST }} else {{ SECOND }});\n    }}\n    Ok(t)\n}}\n\n",
            limit.map_or(String::new(), |m| format!("    if upto > {m} {{\n        return Err({}.to_string());\n    }}\n", rs_str(&past(m))))
        )
    }

    fn wythoff(&self, heaps: &str) -> String {
        format!("    let v: Vec<u64> = (0..st.rn.len()).filter(|&i| {heaps}).map(|i| st.rv[i]).collect();\n    if v.len() != 2 {{\n        return Err(format!(\"Wythoff's game is played on two heaps; this case has {{}}\", v.len()));\n    }}\n    Ok(words(!wythoff_losing(v[0], v[1])?))\n}}\n\n")
    }

    fn coins(&self, axes: &[usize], names: &[&str], origin: u64) -> String {
        let mut s = format!("    let mut cs: Vec<Vec<u64>> = vec![Vec::new(); {}];\n    for i in 0..st.rn.len() {{\n", axes.len());
        for (k, a) in axes.iter().enumerate() {
            let _ = writeln!(
                s,
                "        if st.rn[i] == {a} {{\n            cs[{k}].push(st.rv[i]);\n        }}"
            );
        }
        s.push_str("    }\n");
        for k in 1..axes.len() {
            let _ = writeln!(s, "    if cs[{k}].len() != cs[0].len() {{\n        return Err(format!(\"{{}} coordinates {} but {{}} coordinates {}\", cs[0].len(), cs[{k}].len()));\n    }}", names[0], names[k]);
        }
        s.push_str(
            "    let mut x = 0u64;\n    for i in 0..cs[0].len() {\n        let mut p = 1u64;\n",
        );
        for (k, name) in names.iter().enumerate() {
            if origin > 0 {
                let _ = writeln!(s, "        if cs[{k}][i] < {origin} {{\n            return Err(format!(\"coin {{}} has {name} = {{}}, below the origin {origin}\", i + 1, cs[{k}][i]));\n        }}");
            }
            let _ = writeln!(s, "        p = nim_mul(p, cs[{k}][i] - {origin});");
        }
        s.push_str("        x ^= p;\n    }\n    Ok(words(x != 0))\n}\n\n");
        s
    }

    fn hackenbush(&self, t: &Tree) -> String {
        let (list, mark) = t.parents.unwrap_or((t.ends[0], 0));
        let mut s = String::from("    let mut us: Vec<u64> = Vec::new();\n");
        if t.parents.is_none() {
            s.push_str("    let mut vs: Vec<u64> = Vec::new();\n");
        }
        if t.weights.is_some() {
            s.push_str("    let mut ws: Vec<u64> = Vec::new();\n");
        }
        s.push_str("    for i in 0..st.rn.len() {\n");
        let _ = writeln!(
            s,
            "        if st.rn[i] == {list} {{\n            us.push(st.rv[i]);\n        }}"
        );
        if t.parents.is_none() {
            let _ = writeln!(
                s,
                "        if st.rn[i] == {} {{\n            vs.push(st.rv[i]);\n        }}",
                t.ends[1]
            );
        }
        if let Some(w) = t.weights {
            let _ = writeln!(
                s,
                "        if st.rn[i] == {w} {{\n            ws.push(st.rv[i]);\n        }}"
            );
        }
        s.push_str(
            "    }\n    let (mut a, mut b, mut w) = (Vec::new(), Vec::new(), Vec::new());\n",
        );
        let weight = if t.weights.is_some() {
            "        if i >= ws.len() {\n            return Err(format!(\"edge {} has no weight ({} weights read)\", i + 1, ws.len()));\n        }\n        w.push(ws[i]);\n"
        } else {
            "        w.push(1u64);\n"
        };
        let (units, misere) = (t.units, t.misere);
        // The answer from the edges a, b and the root's label.
        let answer = |root: &str| {
            if t.smallest {
                format!("    Ok(match hb_cut(&a, &b, {root})? {{\n        Some(cut) => cut.to_string(),\n        None => SECOND.to_string(),\n    }})\n}}\n\n")
            } else {
                format!(
                    "    Ok(words(hb_value(&a, &b, &w, {root}, {units}, {misere})? != 0))\n}}\n\n"
                )
            }
        };
        if t.parents.is_some() {
            let nodes = t.nodes;
            // x >= 0 is no test (and a warning): left out from 0.
            let low = if nodes > 0 {
                format!("x >= {nodes} && ")
            } else {
                String::new()
            };
            let _ = write!(
                s,
                "    let label = |x: u64| {{\n        let i = x.wrapping_sub({nodes}) as usize;\n        if {low}i < us.len() && us[i] == {mark} {{\n            u64::MAX\n        }} else {{\n            x\n        }}\n    }};\n    for i in 0..us.len() {{\n        if us[i] == {mark} {{\n            continue;\n        }}\n{weight}        a.push(label({nodes} + i as u64));\n        b.push(label(us[i]));\n    }}\n{}",
                answer("u64::MAX")
            );
        } else {
            let root = t.root;
            let _ = write!(
                s,
                "    for i in 0..us.len().min(vs.len()) {{\n{weight}        a.push(us[i]);\n        b.push(vs[i]);\n    }}\n{}",
                answer(&root.to_string())
            );
        }
        s
    }

    fn staircase(&self, heaps: &str) -> String {
        format!("    let mut x = 0u64;\n    let mut k = 0usize;\n    for i in 0..st.rn.len() {{\n        if {heaps} {{\n            if k % 2 == 1 {{\n                x ^= st.rv[i];\n            }}\n            k += 1;\n        }}\n    }}\n    Ok(words(x != 0))\n}}\n\n")
    }

    fn move_graph(&self, heaps: &str, names: &[usize]) -> String {
        let w: Vec<String> = names.iter().map(|i| format!("st.last[{i}]")).collect();
        format!("    let v: Vec<u64> = (0..st.rn.len()).filter(|&i| {heaps}).map(|i| st.rv[i]).collect();\n    let w: Vec<u64> = vec![{}];\n    g.answer(&v, &w)\n}}\n\n", w.join(", "))
    }

    fn strips(&self, s: &super::answer::Strips) -> String {
        let (board, mark, other, list, by) = (s.board, s.mark, s.other, s.list, s.by_marks);
        let call = format!("    g.board(&w, {mark}, {other}, {list}, {by})\n}}\n\n");
        if !s.length {
            return format!("    let w = st.wd[{board}].clone();\n{call}");
        }
        // An empty board of two letters is worth its length's parity.
        if other != 0 {
            return format!("    Ok(words(st.last[{board}] % 2 != 0))\n}}\n\n");
        }
        let most = super::strips::STRIP_MAX;
        format!(
            "    let n = st.last[{board}];\n    if n > {most} {{\n        return Err(format!(\"a board of {{}} cells: this file's table stops at {most}\", n));\n    }}\n    let w = vec![b'.'; n as usize];\n{call}"
        )
    }

    fn read_heaps(&self, heaps: &str, counts: Option<u64>) -> String {
        let (at, skip, n) = match counts {
            None => (String::new(), "", "st.rv[i]"),
            Some(o) => (
                format!("    let mut at: u64 = {o};\n"),
                "        let size = at;\n        at += 1;\n        if st.rv[i] % 2 == 0 || size == 0 {\n            continue;\n        }\n",
                "size",
            ),
        };
        format!("    let bs = bindings(st);\n    let mut hs = Vec::new();\n{at}    for i in 0..st.rn.len() {{\n        if !({heaps}) {{\n            continue;\n        }}\n{skip}        let mut h = Heap {{ n: {n}, line: st.rl[i], a: 0, b: 0, s: 0 }};\n        params(g, st, &bs, st.rl[i] as usize, &mut h);\n        hs.push(h);\n    }}\n")
    }

    fn limit(&self, m: u64) -> String {
        format!(
            "    if hs.iter().any(|h| h.n > {m}) {{\n        return Err({}.to_string());\n    }}\n",
            rs_str(&past(m))
        )
    }

    fn moves(&self, smallest: bool, nim: bool) -> String {
        let mut s = String::from(if smallest {
            "    if x == 0 {\n        return Ok(SECOND.to_string());\n    }\n"
        } else {
            "    if x == 0 {\n        return Ok(\"0\".to_string());\n    }\n"
        });
        let _ = writeln!(
            s,
            "    let mut acc = Acc {{ target: 0, count: 0, best: None, smallest: {smallest}, work: 0 }};"
        );
        s.push_str(if nim {
            "    for (h, &v) in hs.iter().zip(&gv) {\n        let t = v ^ x;\n        if t < v {\n            acc.count += 1;\n            let take = h.n - t;\n            acc.best = Some(acc.best.map_or(take, |b: u64| b.min(take)));\n        }\n    }\n"
        } else {
            "    for (h, &v) in hs.iter().zip(&gv) {\n        acc.target = v ^ x;\n        g.moves(h, &mut acc)?;\n    }\n"
        });
        s.push_str(if smallest {
            "    Ok(acc.best.unwrap_or(0).to_string())\n}\n\n"
        } else {
            "    Ok(acc.count.to_string())\n}\n\n"
        });
        s
    }
}

impl Rs<'_, '_> {
    fn arg(&self, a: Arg) -> String {
        self.0.arg(a, "u64")
    }

    fn params(&self) -> String {
        let p = self.0;
        let mut s = String::from(
            "// The rule's numbers for a heap on line l: each letter the token of\n// that name on the heap's own line, else its latest value in the case.\n",
        );
        let items = |set: &[Arg]| -> String {
            set.iter()
                .map(|a| self.arg(*a))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let body = match p.params() {
            Params::Range(lo, hi) => {
                format!("    h.a = {};\n    h.b = {};\n", self.arg(lo), self.arg(hi))
            }
            Params::Letter(a) => format!("    h.a = {};\n", self.arg(a)),
            Params::FixedSet(set) => format!(
                "    if g.static_id.is_none() {{\n        let id = g.set_id(vec![{}], true);\n        g.static_id = Some(id);\n    }}\n    h.s = g.static_id.unwrap_or(0);\n",
                items(set)
            ),
            Params::HeapSet(set) => format!("    h.s = g.set_id(vec![{}], false);\n", items(set)),
            Params::List(list) => format!(
                "    if g.case_id.is_none() {{\n        let v: Vec<u64> = (0..st.rn.len()).filter(|&i| st.rn[i] == {list}).map(|i| st.rv[i]).collect();\n        let id = g.set_id(v, false);\n        g.case_id = Some(id);\n    }}\n    h.s = g.case_id.unwrap_or(0);\n"
            ),
            Params::None => String::new(),
        };
        let used = |what: &str| body.contains(what);
        let _ = writeln!(
            s,
            "fn params({}g: &mut G, {}st: &St, {}bs: &[Vec<u64>], {}l: usize, {}h: &mut Heap) {{\n{body}}}\n",
            if used("g.") { "" } else { "_" },
            if used("st.") { "" } else { "_" },
            if used("bs[") { "" } else { "_" },
            if used("[l]") { "" } else { "_" },
            if used("h.") { "" } else { "_" },
        );
        let letters: Vec<String> = p.letters.iter().map(|l| l.to_string()).collect();
        let _ = writeln!(
            s,
            "fn bindings(st: &St) -> Vec<Vec<u64>> {{\n    let names: [usize; {}] = [{}];\n    names.iter().map(|&n| st.binding(n)).collect()\n}}\n",
            letters.len(),
            letters.join(", ")
        );
        s
    }

    fn main(&self) -> String {
        let d = self.0.d;
        let label = match d.label {
            Some((a, b)) => format!(
                "    st.out.extend_from_slice({}.as_bytes());\n    let c = st.case.to_string();\n    st.out.extend_from_slice(c.as_bytes());\n    st.out.extend_from_slice({}.as_bytes());\n",
                rs_str(a),
                rs_str(b)
            ),
            None => String::new(),
        };
        let body = match d.format.cases {
            Cases::UntilEnd | Cases::One => "    while !st.at_end() {\n        if !one(st, &mut g)? {\n            break;\n        }\n    }\n".to_string(),
            Cases::Counted(t) => format!(
                "    if !st.at_end() {{\n        let t = st.num({})?;\n        for _ in 0..t {{\n            if !one(st, &mut g)? {{\n                break;\n            }}\n        }}\n        if !st.at_end() {{\n            return Err(\"expected end of input\".to_string());\n        }}\n    }}\n",
                rs_str(&format!("{} {}", t.what, t.name))
            ),
            Cases::Sentinel(_) => "    if !st.at_end() {\n        while one(st, &mut g)? {}\n        if !st.at_end() {\n            return Err(\"expected end of input\".to_string());\n        }\n    }\n".to_string(),
        };
        let line = "st.out.extend_from_slice(a.as_bytes());\n    st.out.push(b'\\n');\n";
        // Per position, a case of no positions has no line.
        // `[output] join`: the case's lines on one line.
        let joined = match d.join {
            Some(j) => format!("    let a = a.replace('\\n', {});\n", rs_str(j)),
            None => String::new(),
        };
        let answer = if d.per_position {
            format!(
                "{joined}    if !a.is_empty() {{\n    {}    }}\n",
                line.replace("\n    ", "\n        ")
            )
        } else {
            format!("    {line}")
        };
        let after = match d.after {
            Some(text) => format!(
                "    st.out.extend_from_slice({}.as_bytes());\n    st.out.push(b'\\n');\n",
                rs_str(text)
            ),
            None => String::new(),
        };
        format!(
            "fn one(st: &mut St, g: &mut G) -> Result<bool, String> {{\n    if !read_case(st)? {{\n        return Ok(false);\n    }}\n    st.case += 1;\n    let a = answer(st, g).map_err(|e| format!(\"case {{}}: {{}}\", st.case, e))?;\n{label}{answer}{after}    Ok(true)\n}}\n\nfn run(st: &mut St) -> Result<(), String> {{\n    let mut g = G::new();\n{body}    Ok(())\n}}\n\nfn main() {{\n    let mut b = Vec::new();\n    let _ = io::stdin().read_to_end(&mut b);\n    let mut st = St::new(b);\n    let r = run(&mut st);\n    let so = io::stdout();\n    let mut so = so.lock();\n    let _ = so.write_all(&st.out);\n    let _ = so.flush();\n    if let Err(e) = r {{\n        eprintln!(\"{{}}\", e);\n        std::process::exit(1);\n    }}\n}}\n"
        )
    }
}
