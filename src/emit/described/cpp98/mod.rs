//! The C++98 file of a plan: C++98 plus `long long` for a 32-bit G++ (no
//! `__int128`, no floating point, no `printf` of a 64-bit value), as POJ,
//! HDU and UVa build it. This module writes the parts that depend on the
//! description (how a heap's letters bind, the answer's path, the loop
//! over cases); the fixed text is in [`runtime`] and [`families`].

mod families;
mod runtime;

use super::answer::{self, past, Answers};
use super::plan::{Arg, Params, Plan, Tree};
use super::positions::Pos;
use super::preamble::comment;
use super::reader::{self, Reads};
use crate::format::Cases;
use std::fmt::Write as _;

/// The C++98 program of `plan`.
pub(super) fn program(plan: &Plan<'_>) -> String {
    let cpp = Cpp(plan);
    let mut s = comment(plan, "// ");
    s.push_str("// Judge option: G++ (C++98 or later; 32-bit is fine).\n\n");
    s.push_str(&runtime::text(plan));
    s.push_str(&families::values(plan));
    s.push_str(&cpp.params());
    s.push_str(&reader::read_case(plan.d, &cpp));
    s.push_str(&answer::write(plan, &cpp));
    s.push_str(&cpp.main());
    s
}

/// A C++ string literal of `s` (`?` escaped: no trigraph can form).
fn cpp_str(s: &str) -> String {
    let mut t = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' => t.push_str("\\\""),
            b'\\' => t.push_str("\\\\"),
            b'?' => t.push_str("\\?"),
            0x20..=0x7e => t.push(b as char),
            _ => {
                let _ = write!(t, "\\{b:03o}");
            }
        }
    }
    t.push('"');
    t
}

struct Cpp<'p, 'd>(&'p Plan<'d>);

impl Reads for Cpp<'_, '_> {
    const NEXT_LINE: &'static str = "++line_;";
    const SENT_OFF: &'static str = "sent_on = false;";
    const REPEAT_END: &'static str = "} }";
    const CLOSE: &'static str = "    return true;\n}\n\n";

    fn open(&self, sentinel: bool) -> String {
        format!("bool read_case() {{\n    reset({sentinel});\n")
    }

    fn lit(&self, v: u64) -> String {
        format!("{v}ULL")
    }

    fn last(&self, index: usize) -> String {
        format!("last_[{index}]")
    }

    fn minus(&self, index: usize, k: u64) -> String {
        format!("sat(last_[{index}], {k}ULL)")
    }

    fn token(&self, index: usize, what: &str, top: bool) -> String {
        let call = format!("tok({index}, {}, {top})", cpp_str(what));
        if top {
            format!("if (!{call}) return false;")
        } else {
            format!("{call};")
        }
    }

    fn word(&self, index: usize, what: &str, letters: &str, three: u8, apart: &str) -> String {
        format!(
            "wtok({index}, {}, {}, {three}, {});",
            cpp_str(what),
            cpp_str(letters),
            cpp_str(apart)
        )
    }

    fn tokens(&self, count: &str, call: &str) -> String {
        format!("{{ u64 c = {count}; for (u64 i = 0; i < c; ++i) {{ {call} }} }}")
    }

    fn repeat(&self, count: &str, depth: usize) -> String {
        format!(
            "{{ u64 c{depth} = {count}; for (u64 i{depth} = 0; i{depth} < c{depth}; ++i{depth}) {{"
        )
    }
}

impl Answers for Cpp<'_, '_> {
    const OPEN: &'static str = "std::string answer() {\n    g_begin_case();\n";
    const READ_AT: &'static str = "rn[i]";
    const TIMES_LAST: &'static str = "    if (hs.empty()) return SECOND;\n    if (hs.size() > 1) die(\"several heaps of 1..K*last: their values need the table of its positions\");\n    u64 take = times_last_smallest_win(hs[0].n, hs[0].a);\n    return take == 0 ? std::string(SECOND) : ustr(take);\n}\n\n";
    const VALUES: &'static str = "    g_prep(hs);\n    std::vector<u64> gv;\n    for (size_t i = 0; i < hs.size(); ++i) gv.push_back(g_val(hs[i]));\n";
    const MISERE: &'static str = "    bool big = false; u64 x = 0, ones = 0;\n    for (size_t i = 0; i < hs.size(); ++i) { if (hs[i].n > 1) big = true; if (hs[i].n == 1) ++ones; x ^= gv[i]; }\n    return words(big ? x != 0 : ones % 2 == 0);\n}\n\n";
    const LINES: &'static str = "    u64 x = 0, sum = 0; bool any = false; u32 line = 0;\n    for (size_t i = 0; i < hs.size(); ++i) {\n        if (!any || hs[i].line != line) { x ^= sum; sum = 0; line = hs[i].line; any = true; }\n        if (sum > U64MAX - gv[i]) die(\"a line's sum overflows\");\n        sum += gv[i];\n    }\n    x ^= sum;\n    return words(x != 0);\n}\n\n";
    const XOR: &'static str =
        "    u64 x = 0;\n    for (size_t i = 0; i < gv.size(); ++i) x ^= gv[i];\n";
    const WINNER: &'static str = "    return words(x != 0);\n}\n\n";
    const PER_HEAP: &'static str = "    g_prep(hs);\n    std::string t;\n    for (size_t i = 0; i < hs.size(); ++i) {\n        if (i) t += '\\n';\n        t += words(g_val(hs[i]) != 0);\n    }\n    return t;\n}\n\n";

    fn tokens(&self, d: &crate::describe::Description, t: &super::tokens::Tokens) -> String {
        super::tokens::cpp_answer(d, t)
    }

    fn positions(&self, d: &crate::describe::Description, pos: &Pos) -> String {
        super::positions::cpp_answer(d, pos, cpp_str)
    }

    fn outcomes(&self, upto: usize, limit: Option<u64>) -> String {
        format!(
            "    u64 upto = last_[{upto}];\n{}    std::vector<std::vector<u64> > bs = bindings();\n    Heap h; h.n = upto; h.line = 0; h.a = 0; h.b = 0; h.s = 0;\n    params(bs, 0, h);\n    std::vector<Heap> one(1, h);\n    g_prep(one);\n    std::string t;\n    for (u64 n = 1; n <= upto; ++n) {{ h.n = n; t += g_val(h) != 0 ? FIRST : SECOND; }}\n    return t;\n}}\n\n",
            limit.map_or(String::new(), |m| format!("    if (upto > {m}ULL) die({});\n", cpp_str(&past(m))))
        )
    }

    fn wythoff(&self, heaps: &str) -> String {
        format!("    std::vector<u64> v;\n    for (size_t i = 0; i < rn.size(); ++i) if ({heaps}) v.push_back(rv[i]);\n    if (v.size() != 2) die(\"Wythoff's game is played on two heaps; this case has \" + ustr(v.size()));\n    return words(!wythoff_losing(v[0], v[1]));\n}}\n\n")
    }

    fn coins(&self, axes: &[usize], names: &[&str], origin: u64) -> String {
        let mut s = format!("    std::vector<std::vector<u64> > cs({});\n    for (size_t i = 0; i < rn.size(); ++i) {{\n", axes.len());
        for (k, a) in axes.iter().enumerate() {
            let _ = writeln!(s, "        if (rn[i] == {a}) cs[{k}].push_back(rv[i]);");
        }
        s.push_str("    }\n");
        for k in 1..axes.len() {
            let _ = writeln!(s, "    if (cs[{k}].size() != cs[0].size()) die(ustr(cs[0].size()) + \" coordinates {} but \" + ustr(cs[{k}].size()) + \" coordinates {}\");", names[0], names[k]);
        }
        s.push_str(
            "    u64 x = 0;\n    for (size_t i = 0; i < cs[0].size(); ++i) {\n        u64 p = 1;\n",
        );
        for (k, name) in names.iter().enumerate() {
            if origin > 0 {
                let _ = writeln!(s, "        if (cs[{k}][i] < {origin}ULL) die(\"coin \" + ustr(i + 1) + \" has {name} = \" + ustr(cs[{k}][i]) + \", below the origin {origin}\");");
            }
            let _ = writeln!(s, "        p = nim_mul(p, cs[{k}][i] - {origin}ULL);");
        }
        s.push_str("        x ^= p;\n    }\n    return words(x != 0);\n}\n\n");
        s
    }

    fn hackenbush(&self, t: &Tree) -> String {
        let (list, mark) = t.parents.unwrap_or((t.ends[0], 0));
        let mut s = String::from(
            "    std::vector<u64> us, vs, ws;\n    for (size_t i = 0; i < rn.size(); ++i) {\n",
        );
        let _ = writeln!(s, "        if (rn[i] == {list}) us.push_back(rv[i]);");
        if t.parents.is_none() {
            let _ = writeln!(
                s,
                "        if (rn[i] == {}) vs.push_back(rv[i]);",
                t.ends[1]
            );
        }
        if let Some(w) = t.weights {
            let _ = writeln!(s, "        if (rn[i] == {w}) ws.push_back(rv[i]);");
        }
        s.push_str("    }\n    std::vector<u64> a, b, w;\n");
        let weight = if t.weights.is_some() {
            "        if (i >= ws.size()) die(\"edge \" + ustr(i + 1) + \" has no weight (\" + ustr(ws.size()) + \" weights read)\");\n        w.push_back(ws[i]);\n"
        } else {
            "        w.push_back(1);\n"
        };
        let (units, misere) = (t.units, t.misere);
        // The answer from the edges a, b and the root's label.
        let answer = |root: &str| {
            if t.smallest {
                format!(
                    "    u64 cut = hb_cut(a, b, {root});
    return cut == U64MAX ? std::string(SECOND) : ustr(cut);
}}

"
                )
            } else {
                format!(
                    "    return words(hb_value(a, b, w, {root}, {units}, {misere}) != 0);
}}

"
                )
            }
        };
        if t.parents.is_some() {
            let nodes = t.nodes;
            // x >= 0 is no test (and a warning): left out from 0.
            let low = |x: &str| {
                if nodes > 0 {
                    format!("{x} >= {nodes}ULL && ")
                } else {
                    String::new()
                }
            };
            let label = |x: &str| {
                format!("({}{x} - {nodes}ULL < us.size() && us[{x} - {nodes}ULL] == {mark}ULL ? U64MAX : {x})", low(x))
            };
            let _ = write!(
                s,
                "    for (size_t i = 0; i < us.size(); ++i) {{\n        if (us[i] == {mark}ULL) continue;\n        u64 node = {nodes}ULL + i, up = us[i];\n{weight}        a.push_back({});\n        b.push_back({});\n    }}\n{}",
                label("node"),
                label("up"),
                answer("U64MAX")
            );
        } else {
            let root = t.root;
            let _ = write!(
                s,
                "    for (size_t i = 0; i < us.size() && i < vs.size(); ++i) {{\n{weight}        a.push_back(us[i]);\n        b.push_back(vs[i]);\n    }}\n{}",
                answer(&format!("{root}ULL"))
            );
        }
        s
    }

    fn staircase(&self, heaps: &str) -> String {
        format!("    u64 x = 0; size_t k = 0;\n    for (size_t i = 0; i < rn.size(); ++i) if ({heaps}) {{ if (k % 2 == 1) x ^= rv[i]; ++k; }}\n    return words(x != 0);\n}}\n\n")
    }

    fn move_graph(&self, heaps: &str, names: &[usize]) -> String {
        let w: String = names
            .iter()
            .map(|i| format!("    w.push_back(last_[{i}]);\n"))
            .collect();
        format!("    std::vector<u64> v, w;\n    for (size_t i = 0; i < rn.size(); ++i) if ({heaps}) v.push_back(rv[i]);\n{w}    return mg_answer(v, w);\n}}\n\n")
    }

    fn strips(&self, s: &super::answer::Strips) -> String {
        let (board, mark, other, list, by) = (s.board, s.mark, s.other, s.list, s.by_marks);
        let call = |w: &str| {
            format!("    return sp_answer({w}, (char){mark}, (char){other}, {list}, {by});\n}}\n\n")
        };
        if !s.length {
            return call(&format!("wd_[{board}]"));
        }
        // An empty board of two letters is worth its length's parity.
        if other != 0 {
            return format!("    return words(last_[{board}] % 2 != 0);\n}}\n\n");
        }
        let most = super::strips::STRIP_MAX;
        format!(
            "    u64 n = last_[{board}];\n    if (n > {most}ULL) die(\"a board of \" + ustr(n) + \" cells: this file's table stops at {most}\");\n{}",
            call("std::string((size_t)n, '.')")
        )
    }

    fn read_heaps(&self, heaps: &str, counts: Option<u64>) -> String {
        let (at, skip, n) = match counts {
            None => (String::new(), "", "rv[i]"),
            Some(o) => (
                format!("    u64 at = {o}ULL;\n"),
                "        u64 size = at++;\n        if (rv[i] % 2 == 0 || size == 0) continue;\n",
                "size",
            ),
        };
        format!("    std::vector<std::vector<u64> > bs = bindings();\n    std::vector<Heap> hs;\n{at}    for (size_t i = 0; i < rn.size(); ++i) {{\n        if (!({heaps})) continue;\n{skip}        Heap h; h.n = {n}; h.line = rl[i]; h.a = 0; h.b = 0; h.s = 0;\n        params(bs, rl[i], h);\n        hs.push_back(h);\n    }}\n")
    }

    fn limit(&self, m: u64) -> String {
        format!(
            "    for (size_t i = 0; i < hs.size(); ++i) if (hs[i].n > {m}ULL) die({});\n",
            cpp_str(&past(m))
        )
    }

    fn moves(&self, smallest: bool, nim: bool) -> String {
        let mut s = String::from(if smallest {
            "    if (x == 0) return SECOND;\n"
        } else {
            "    if (x == 0) return \"0\";\n"
        });
        let _ = writeln!(
            s,
            "    Acc acc; acc.count = 0; acc.best = 0; acc.found = false; acc.smallest = {smallest}; acc.work = 0; acc.target = 0;"
        );
        s.push_str(if nim {
            "    for (size_t i = 0; i < hs.size(); ++i) {\n        u64 t = gv[i] ^ x;\n        if (t < gv[i]) { ++acc.count; u64 take = hs[i].n - t; if (!acc.found || take < acc.best) acc.best = take; acc.found = true; }\n    }\n"
        } else {
            "    for (size_t i = 0; i < hs.size(); ++i) { acc.target = gv[i] ^ x; g_moves(hs[i], acc); }\n"
        });
        s.push_str(if smallest {
            "    return ustr(acc.found ? acc.best : 0);\n}\n\n"
        } else {
            "    return ustr(acc.count);\n}\n\n"
        });
        s
    }
}

impl Cpp<'_, '_> {
    fn arg(&self, a: Arg) -> String {
        self.0.arg(a, "ULL")
    }

    fn params(&self) -> String {
        let p = self.0;
        let mut s = String::new();
        let _ = writeln!(
            s,
            "// The rule's numbers for a heap on line l: each letter the token of\n// that name on the heap's own line, else its latest value in the case.\nvoid params(const std::vector<std::vector<u64> >& bs, u32 l, Heap& h) {{"
        );
        let pushes = |set: &[Arg]| -> String {
            set.iter()
                .map(|a| format!("v.push_back({});", self.arg(*a)))
                .collect()
        };
        let body = match p.params() {
            Params::Range(lo, hi) => {
                format!("    h.a = {}; h.b = {};\n", self.arg(lo), self.arg(hi))
            }
            Params::Letter(a) => format!("    h.a = {};\n", self.arg(a)),
            Params::FixedSet(set) => format!(
                "    static int sid = -1;\n    if (sid < 0) {{ std::vector<u64> v; {} sid = set_id(v, true); }}\n    h.s = sid;\n",
                pushes(set)
            ),
            Params::HeapSet(set) => format!(
                "    std::vector<u64> v; {}\n    h.s = set_id(v, false);\n",
                pushes(set)
            ),
            Params::List(list) => format!(
                "    if (case_sid < 0) {{ std::vector<u64> v; for (size_t i = 0; i < rn.size(); ++i) if (rn[i] == {list}) v.push_back(rv[i]); case_sid = set_id(v, false); }}\n    h.s = case_sid;\n"
            ),
            Params::None => String::new(),
        };
        if body.is_empty() {
            s.push_str("    (void)bs; (void)l; (void)h;\n");
        } else {
            if !body.contains("bs[") {
                s.push_str("    (void)bs; (void)l;\n");
            }
            s.push_str(&body);
        }
        s.push_str("}\n\n");
        let _ = writeln!(
            s,
            "std::vector<std::vector<u64> > bindings() {{\n    std::vector<std::vector<u64> > bs;\n{}    return bs;\n}}\n",
            p.letters
                .iter()
                .map(|l| format!("    bs.push_back(binding({l}));\n"))
                .collect::<String>()
        );
        s
    }

    fn main(&self) -> String {
        let d = self.0.d;
        let one = "{ if (!read_case()) break; ++case_; std::string a = answer(); label(); put_answer(a); }";
        let body = match d.format.cases {
            Cases::UntilEnd | Cases::One => format!("    while (!at_end()) {one}\n"),
            Cases::Counted(t) => format!(
                "    if (!at_end()) {{\n        u64 t = num({});\n        for (u64 c = 0; c < t; ++c) {one}\n        if (!at_end()) die(\"expected end of input\");\n    }}\n",
                cpp_str(&format!("{} {}", t.what, t.name))
            ),
            Cases::Sentinel(_) => format!(
                "    if (!at_end()) {{\n        for (;;) {one}\n        if (!at_end()) die(\"expected end of input\");\n    }}\n"
            ),
        };
        let label = match d.label {
            Some((a, b)) => format!(
                "    put({}); putu(case_); put({});\n",
                cpp_str(a),
                cpp_str(b)
            ),
            None => String::new(),
        };
        // Per position, a case of no positions has no line.
        // `[output] join`: the case's lines on one line.
        let answer = match (d.per_position, d.join) {
            (true, Some(j)) => format!(
                "    std::string b;\n    for (std::string::size_type i = 0; i < a.size(); ++i) {{\n        if (a[i] == '\\n') b += {}; else b += a[i];\n    }}\n    if (!b.empty()) {{ out += b; out += '\\n'; }}\n",
                cpp_str(j)
            ),
            (true, None) => "    if (!a.empty()) { out += a; out += '\\n'; }\n".to_string(),
            (false, _) => "    out += a; out += '\\n';\n".to_string(),
        };
        let after = match d.after {
            Some(text) => format!("    out += {}; out += '\\n';\n", cpp_str(text)),
            None => String::new(),
        };
        format!(
            "void put_answer(const std::string& a) {{\n{answer}{after}}}\n\nvoid label() {{\n{label}}}\n\nint main() {{\n    read_all();\n{body}    if (!out.empty()) fwrite(out.data(), 1, out.size(), stdout);\n    return 0;\n}}\n"
        )
    }
}
