//! The emitted files of tokens on a directed graph
//! ([`crate::describe::tokens`]): each case's edges and tokens gathered as
//! grundy reads them, every node valued sinks first (Kahn's order on the
//! reversed edges: the mex of its successors' values, no recursion), the
//! tokens' values Nim-added. A cycle is refused at its case, as grundy
//! refuses it (the cases before it answered, nonzero exit).

use super::plan::index;
use crate::describe::tokens::Stand;
use crate::describe::Description;
use std::fmt::Write as _;

/// A tokens description by the indices of its names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Tokens {
    /// An edge's two ends, from the first to the second.
    ends: [usize; 2],
    /// Each token's node (`tokens`), else each node's count (`counts`).
    list: usize,
    /// With `counts`: the node of the first count.
    counted_from: Option<u64>,
}

/// The plan of a tokens description.
pub(super) fn plan(d: &Description, t: &crate::describe::tokens::Tokens) -> Tokens {
    let (list, counted_from) = match t.stand {
        Stand::At(name) => (index(d, name), None),
        Stand::Counts(name) => (index(d, name), Some(t.nodes)),
    };
    Tokens {
        ends: [index(d, t.ends[0]), index(d, t.ends[1])],
        list,
        counted_from,
    }
}

/// The C++ values block.
pub(super) fn cpp() -> String {
    CPP.to_string()
}

/// The Rust values block.
pub(super) fn rust() -> String {
    RS.to_string()
}

/// The names of the edges' ends, for the message of lists of two lengths.
fn ends_named(d: &Description, t: &Tokens) -> [&'static str; 2] {
    [d.names[t.ends[0]], d.names[t.ends[1]]]
}

/// The emitted condition that node `x` or `y` has no count (the counts
/// are of nodes `first` to `first + k - 1`), with `suffix` on numbers; no
/// `x < 0` test when the nodes count from 0, which compilers warn of.
fn uncounted(first: u64, suffix: &str) -> String {
    let past = |z: &str| {
        if first == 0 {
            format!("{z} >= k")
        } else {
            format!("{z} < {first}{suffix} || {z} - {first}{suffix} >= k")
        }
    };
    format!("{} || {}", past("x"), past("y"))
}

/// The C++ `answer`'s body after its opening, to its end.
pub(super) fn cpp_answer(d: &Description, t: &Tokens) -> String {
    let [u, v] = t.ends;
    let [un, vn] = ends_named(d, t);
    let mut s = String::from("    std::vector<u64> us, vs, ts;\n");
    if t.counted_from.is_some() {
        s.push_str("    u64 k = 0;\n");
    }
    s.push_str("    for (size_t i = 0; i < rn.size(); ++i) {\n");
    let _ = writeln!(s, "        if (rn[i] == {u}) us.push_back(rv[i]);");
    let _ = writeln!(s, "        if (rn[i] == {v}) vs.push_back(rv[i]);");
    match t.counted_from {
        None => {
            let _ = writeln!(s, "        if (rn[i] == {}) ts.push_back(rv[i]);", t.list);
        }
        Some(first) => {
            let _ = writeln!(
                s,
                "        if (rn[i] == {}) {{ if (rv[i] % 2 == 1) ts.push_back(tk_at({first}ULL, k)); ++k; }}",
                t.list
            );
        }
    }
    let _ = write!(
        s,
        "    }}\n    if (us.size() != vs.size()) die(ustr(us.size()) + \" values of {un} but \" + ustr(vs.size()) + \" of {vn}\");\n"
    );
    if let Some(first) = t.counted_from {
        // As describe::tokens::read: every node an edge names has a count.
        let _ = writeln!(
            s,
            "    for (size_t e = 0; e < us.size(); ++e) {{ u64 x = us[e], y = vs[e]; if ({}) die(\"the edge \" + ustr(x) + \" \" + ustr(y) + \" names a node which has no count\"); }}",
            uncounted(first, "ULL")
        );
    }
    s.push_str("    return words(tk_sum(us, vs, ts) != 0);\n}\n\n");
    s
}

/// The Rust `answer`'s body after its opening, to its end.
pub(super) fn rust_answer(d: &Description, t: &Tokens) -> String {
    let [u, v] = t.ends;
    let [un, vn] = ends_named(d, t);
    let mut s = String::from(
        "    let mut us: Vec<u64> = Vec::new();\n    let mut vs: Vec<u64> = Vec::new();\n    let mut ts: Vec<u64> = Vec::new();\n",
    );
    if t.counted_from.is_some() {
        s.push_str("    let mut k = 0u64;\n");
    }
    s.push_str("    for i in 0..st.rn.len() {\n");
    let _ = writeln!(
        s,
        "        if st.rn[i] == {u} {{\n            us.push(st.rv[i]);\n        }}"
    );
    let _ = writeln!(
        s,
        "        if st.rn[i] == {v} {{\n            vs.push(st.rv[i]);\n        }}"
    );
    match t.counted_from {
        None => {
            let _ = writeln!(
                s,
                "        if st.rn[i] == {} {{\n            ts.push(st.rv[i]);\n        }}",
                t.list
            );
        }
        Some(first) => {
            let _ = writeln!(
                s,
                "        if st.rn[i] == {} {{\n            if st.rv[i] % 2 == 1 {{\n                ts.push({first}u64.saturating_add(k));\n            }}\n            k += 1;\n        }}",
                t.list
            );
        }
    }
    let _ = write!(
        s,
        "    }}\n    if us.len() != vs.len() {{\n        return Err(format!(\"{{}} values of {un} but {{}} of {vn}\", us.len(), vs.len()));\n    }}\n"
    );
    if let Some(first) = t.counted_from {
        // As describe::tokens::read: every node an edge names has a count.
        let _ = writeln!(
            s,
            "    for (&x, &y) in us.iter().zip(&vs) {{\n        if {} {{\n            return Err(format!(\"the edge {{}} {{}} names a node which has no count\", x, y));\n        }}\n    }}",
            uncounted(first, "u64")
        );
    }
    s.push_str("    Ok(words(tk_sum(&us, &vs, &ts)? != 0))\n}\n\n");
    s
}

const CPP: &str = r#"// ---- tokens on a directed graph: a node is worth the mex of its
// successors' values (0 at a sink), found sinks first; the tokens' values
// are Nim-added (Sprague-Grundy); a cycle is refused
size_t tk_node(std::map<u64, size_t>& id, u64 x) {
    std::map<u64, size_t>::iterator it = id.find(x);
    if (it != id.end()) return it->second;
    size_t i = id.size();
    id[x] = i;
    return i;
}
// The node of the k-th count, from `first` (2^64 - 1 past it).
u64 tk_at(u64 first, u64 k) { return k > U64MAX - first ? U64MAX : first + k; }
// The nim-sum of tokens on the nodes `at` of the edges (a[e], b[e]).
u64 tk_sum(const std::vector<u64>& a, const std::vector<u64>& b, const std::vector<u64>& at) {
    std::map<u64, size_t> id;
    std::vector<size_t> ea, eb;
    for (size_t e = 0; e < a.size(); ++e) {
        size_t i = tk_node(id, a[e]);
        size_t j = tk_node(id, b[e]);
        ea.push_back(i); eb.push_back(j);
    }
    size_t n = id.size();
    std::vector<std::vector<size_t> > out(n), in(n);
    for (size_t e = 0; e < ea.size(); ++e) { out[ea[e]].push_back(eb[e]); in[eb[e]].push_back(ea[e]); }
    std::vector<size_t> left(n), ready;
    for (size_t v = 0; v < n; ++v) { left[v] = out[v].size(); if (left[v] == 0) ready.push_back(v); }
    std::vector<u64> g(n, 0);
    std::vector<char> seen;
    size_t done = 0;
    while (!ready.empty()) {
        size_t v = ready.back();
        ready.pop_back();
        ++done;
        seen.assign(out[v].size() + 1, 0);
        for (size_t k = 0; k < out[v].size(); ++k) if (g[out[v][k]] < seen.size()) seen[g[out[v][k]]] = 1;
        u64 x = 0;
        while (seen[x]) ++x;
        g[v] = x;
        for (size_t k = 0; k < in[v].size(); ++k) if (--left[in[v][k]] == 0) ready.push_back(in[v][k]);
    }
    if (done < n) die("the edges close a cycle: a token could move for ever; this file answers graphs without cycles");
    u64 x = 0;
    for (size_t i = 0; i < at.size(); ++i) {
        std::map<u64, size_t>::iterator it = id.find(at[i]);
        if (it != id.end()) x ^= g[it->second];
    }
    return x;
}

"#;

const RS: &str = r#"// ---- tokens on a directed graph: a node is worth the mex of its
// successors' values (0 at a sink), found sinks first; the tokens' values
// are Nim-added (Sprague-Grundy); a cycle is refused
/// The nim-sum of tokens on the nodes `at` of the edges (a[e], b[e]).
fn tk_sum(a: &[u64], b: &[u64], at: &[u64]) -> Result<u64, String> {
    let mut id: std::collections::HashMap<u64, usize> = std::collections::HashMap::new();
    let mut ends = Vec::with_capacity(a.len());
    for (&x, &y) in a.iter().zip(b) {
        let next = id.len();
        let i = *id.entry(x).or_insert(next);
        let next = id.len();
        let j = *id.entry(y).or_insert(next);
        ends.push((i, j));
    }
    let n = id.len();
    let mut out: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut inn: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(i, j) in &ends {
        out[i].push(j);
        inn[j].push(i);
    }
    let mut left: Vec<usize> = out.iter().map(|o| o.len()).collect();
    let mut ready: Vec<usize> = (0..n).filter(|&v| left[v] == 0).collect();
    let mut g = vec![0u64; n];
    let mut done = 0;
    while let Some(v) = ready.pop() {
        done += 1;
        let mut seen = vec![false; out[v].len() + 1];
        for &w in &out[v] {
            if g[w] < seen.len() as u64 {
                seen[g[w] as usize] = true;
            }
        }
        g[v] = seen.iter().position(|&s| !s).unwrap_or(0) as u64;
        for &u in &inn[v] {
            left[u] -= 1;
            if left[u] == 0 {
                ready.push(u);
            }
        }
    }
    if done < n {
        return Err("the edges close a cycle: a token could move for ever; this file answers graphs without cycles".to_string());
    }
    Ok(at.iter().fold(0, |x, t| x ^ id.get(t).map_or(0, |&i| g[i])))
}

"#;
