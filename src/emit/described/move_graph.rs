//! The emitted files of a staircase or a split on a move graph
//! ([`crate::games::move_graph`]): the condition compiled into the
//! language (with the case's numbers it reads, `V[i]`), its bound checked
//! at run time as grundy checks it, and the boxes labelled (or valued) as
//! grundy does: grown from box 1 up and kept across cases where the
//! condition says `B < A` and reads no number of the case, else the whole
//! move graph of each case, with the same refusals (a cycle, a box moving
//! to an odd and an even box, numbers that could pass 2^62, a divisor 0,
//! more than [`PAIRS_MAX`] pairs or [`MOVES_MAX`] moves).

use crate::games::move_graph::{Condition, Staircase, MOVES_MAX, PAIRS_MAX};

/// What the block answers: a staircase, or a split with its first box and
/// whether the smallest winning move is asked.
#[derive(Clone, Copy)]
pub(super) enum Kind {
    Staircase,
    Split { first: u64, smallest: bool },
}

fn fill(template: &str, c: &Condition, kind: Kind, cpp: bool) -> String {
    let targets = c.targets_code();
    let push = |e: &String| {
        if cpp {
            format!("    out.push_back({e});\n")
        } else {
            format!("    out.push({e});\n")
        }
    };
    let targets_body: String = targets.iter().flatten().map(push).collect();
    let zero: String = c
        .moduli()
        .iter()
        .map(|&i| {
            let name = &c.names()[i];
            if cpp {
                format!("    if (W[{i}] == 0) die(\"the condition takes a remainder by {name}, which is 0 in this case\");\n")
            } else {
                format!("    if W[{i}] == 0 {{\n        return Err(\"the condition takes a remainder by {name}, which is 0 in this case\".to_string());\n    }}\n")
            }
        })
        .collect();
    let (first, smallest) = match kind {
        Kind::Staircase => (1, false),
        Kind::Split { first, smallest } => (first, smallest),
    };
    template
        .replace("@EXPR@", &c.code())
        .replace("@BOUND@", &c.bound_code())
        .replace("@ZERO@", &zero)
        .replace("@TARGETS@", &targets_body)
        .replace("@SPARSE@", if targets.is_some() { "true" } else { "false" })
        .replace("@DOWN@", if c.downward() { "true" } else { "false" })
        .replace(
            "@GROWS@",
            if Staircase::grows(c) { "true" } else { "false" },
        )
        .replace("@PAIRS@", &PAIRS_MAX.to_string())
        .replace("@MOVES@", &MOVES_MAX.to_string())
        .replace("@FIRSTBOX@", &first.to_string())
        .replace("@SMALLEST@", if smallest { "true" } else { "false" })
}

/// The C++ values block.
pub(super) fn cpp(c: &Condition, kind: Kind) -> String {
    let tail = match kind {
        Kind::Staircase => CPP_STAIRCASE,
        Kind::Split { .. } => CPP_SPLIT,
    };
    fill(&format!("{CPP}{tail}"), c, kind, true)
}

/// The Rust values block.
pub(super) fn rust(c: &Condition, kind: Kind) -> String {
    let tail = match kind {
        Kind::Staircase => RS_STAIRCASE,
        Kind::Split { .. } => RS_SPLIT,
    };
    fill(&format!("{RS}{tail}"), c, kind, false)
}

const CPP: &str = r#"// ---- a move graph on the boxes: the condition, its bound, and the graph
// labelled from the boxes no move leaves up
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return h.n; }
void g_moves(const Heap&, Acc&) {}
long long mg_md(long long x, long long k) { long long r = x % k; return r < 0 ? r + k : r; }
u64 mg_sa(u64 x, u64 y) { return x > U64MAX - y ? U64MAX : x + y; }
u64 mg_sm(u64 x, u64 y) { return y != 0 && x > U64MAX / y ? U64MAX : x * y; }
u64 mg_mx(u64 x, u64 y) { return x > y ? x : y; }
bool mg_edge(long long A, long long B, long long C, const std::vector<long long>& V) {
    (void)A; (void)B; (void)C; (void)V;
    return @EXPR@;
}
void mg_targets(long long A, const std::vector<long long>& V, std::vector<long long>& out) {
    (void)A; (void)V; (void)out;
@TARGETS@}
void mg_check(u64 M, u64 n, const std::vector<u64>& W) {
    (void)M; (void)W;
@ZERO@    if ((u64)(@BOUND@) >= (1ULL << 62)) die("the condition's numbers may pass 2^62 for boxes up to " + ustr(n));
}
std::string mg_too_many(u64 n) {
    return "the move graph of " + ustr(n) + " boxes looks at more than @PAIRS@ pairs of boxes";
}
// The boxes after every box they move to (depth first from the first box,
// moves in increasing order), or the move that closes a cycle.
std::vector<u32> mg_postorder(size_t n, const std::vector<size_t>& st, const std::vector<u32>& to, u64 first) {
    std::vector<char> state(n, 0);
    std::vector<u32> order;
    std::vector<std::pair<size_t, size_t> > stack;
    for (size_t r = 0; r < n; ++r) {
        if (state[r]) continue;
        state[r] = 1;
        stack.push_back(std::make_pair(r, st[r]));
        while (!stack.empty()) {
            size_t u = stack.back().first;
            if (stack.back().second < st[u + 1]) {
                size_t v = to[stack.back().second++];
                if (state[v] == 0) { state[v] = 1; stack.push_back(std::make_pair(v, st[v])); }
                else if (state[v] == 1) {
                    if (u == v) die("box " + ustr(u + first) + " moves to itself, so the game need not end: the reduction needs a move graph with no cycle");
                    die("box " + ustr(u + first) + " moves to box " + ustr(v + first) + ", from which moves lead back to box " + ustr(u + first) + ", so the game need not end: the reduction needs a move graph with no cycle");
                }
            } else {
                state[u] = 2;
                order.push_back((u32)u);
                stack.pop_back();
            }
        }
    }
    return order;
}
std::string mg_both(u64 a, u64 odd, u64 even) {
    return "box " + ustr(a) + " moves to box " + ustr(odd) + " (odd) and to box " + ustr(even) + " (even), so it reaches a dead box by paths of both parities: the staircase reduction does not apply";
}
"#;

const CPP_STAIRCASE: &str = r#"std::vector<char> mg_odd;
u64 mg_pairs = 0;
bool mg_refused = false;
u64 mg_at = 0;
std::string mg_why;
bool mg_have = false;
u64 mg_n = 0;
std::vector<u64> mg_w;
// Labels grown from box 1 up, kept across cases (a condition saying B < A
// that reads no number of the case).
void mg_grow(u64 n) {
    if (mg_refused && n >= mg_at) die(mg_why);
    u64 have = mg_odd.size();
    if (n <= have) return;
    mg_check(n, n, std::vector<u64>());
    u64 work = n > 4000000000ULL ? ~0ULL : (n * n - have * have) / 2;
    if (work > @PAIRS@ULL || mg_pairs + work > @PAIRS@ULL) die(mg_too_many(n));
    mg_pairs += work;
    std::vector<long long> none;
    bool any = false; u64 first = 0; std::string said;
    for (u64 a = have + 1; a <= n; ++a) {
        u64 t[2] = {0, 0};
        for (u64 b = 1; b < a; ++b) {
            if (!mg_edge((long long)a, (long long)b, 0, none)) continue;
            int l = mg_odd[b - 1];
            if (t[l] == 0) t[l] = b;
        }
        if (t[0] != 0 && t[1] != 0 && !any) { any = true; first = a; said = mg_both(a, t[1], t[0]); }
        mg_odd.push_back(t[0] != 0 && t[1] == 0);
    }
    if (any && !(mg_refused && mg_at <= first)) { mg_refused = true; mg_at = first; mg_why = said; }
    if (mg_refused && n >= mg_at) die(mg_why);
}
// The whole move graph of n boxes for the case's numbers W, labelled.
void mg_whole(u64 n, const std::vector<u64>& W) {
    if (mg_have && mg_n == n && mg_w == W) return;
    mg_check(n, n, W);
    std::vector<long long> V(W.begin(), W.end());
    std::vector<long long> probe;
    mg_targets(1, V, probe);
    u64 work = @SPARSE@ ? (n > 1000000000ULL ? ~0ULL : n * probe.size()) : (n > 4000000000ULL ? ~0ULL : (@DOWN@ ? n * n / 2 : n * n));
    if (work > @PAIRS@ULL) die(mg_too_many(n));
    mg_pairs += work;
    std::vector<size_t> st(1, 0);
    std::vector<u32> to;
    for (u64 a = 1; a <= n; ++a) {
        if (@SPARSE@) {
            std::vector<long long> bs;
            mg_targets((long long)a, V, bs);
            std::sort(bs.begin(), bs.end());
            bs.erase(std::unique(bs.begin(), bs.end()), bs.end());
            for (size_t k = 0; k < bs.size(); ++k)
                if (bs[k] >= 1 && bs[k] <= (long long)n && mg_edge((long long)a, bs[k], 0, V)) to.push_back((u32)(bs[k] - 1));
        } else {
            u64 hi = @DOWN@ ? a - 1 : n;
            for (u64 b = 1; b <= hi; ++b)
                if (mg_edge((long long)a, (long long)b, 0, V)) to.push_back((u32)(b - 1));
        }
        if (to.size() > @MOVES@ULL) die("the move graph of " + ustr(n) + " boxes has more than @MOVES@ moves");
        st.push_back(to.size());
    }
    std::vector<u32> order = mg_postorder((size_t)n, st, to, 1);
    std::vector<char> odd((size_t)n, 0);
    for (size_t k = 0; k < order.size(); ++k) {
        size_t u = order[k];
        u64 t[2] = {0, 0};
        for (size_t e = st[u]; e < st[u + 1]; ++e) {
            int l = odd[to[e]];
            if (t[l] == 0) t[l] = to[e] + 1;
        }
        if (t[0] != 0 && t[1] != 0) die(mg_both(u + 1, t[1], t[0]));
        odd[u] = t[0] != 0;
    }
    mg_odd = odd;
    mg_have = true; mg_n = n; mg_w = W;
}
std::string mg_answer(const std::vector<u64>& v, const std::vector<u64>& W) {
    if (@GROWS@) mg_grow(v.size());
    else mg_whole(v.size(), W);
    u64 x = 0;
    for (size_t i = 0; i < v.size(); ++i) if (mg_odd[i]) x ^= v[i];
    return words(x != 0);
}

"#;

const CPP_SPLIT: &str = r#"// A split: each card its own game, g(A) = mex of g(B) ^ g(C) over its moves.
std::string mg_answer(const std::vector<u64>& v, const std::vector<u64>& W) {
    u64 n = v.size(), f = @FIRSTBOX@ULL;
    mg_check(f + (n > 0 ? n - 1 : 0), n, W);
    if (n > 1000000ULL || n * n * n > @PAIRS@ULL) die(mg_too_many(n));
    std::vector<long long> V(W.begin(), W.end());
    std::vector<size_t> ms(1, 0), st(1, 0);
    std::vector<u32> mb, mc, to;
    for (u64 a = 0; a < n; ++a) {
        std::vector<u32> reach;
        for (u64 b = 0; b < n; ++b)
            for (u64 c = 0; c < n; ++c)
                if (mg_edge((long long)(f + a), (long long)(f + b), (long long)(f + c), V)) {
                    mb.push_back((u32)b); mc.push_back((u32)c);
                    reach.push_back((u32)b); reach.push_back((u32)c);
                }
        if (mb.size() > @MOVES@ULL) die("the move graph of " + ustr(n) + " boxes has more than @MOVES@ moves");
        ms.push_back(mb.size());
        std::sort(reach.begin(), reach.end());
        reach.erase(std::unique(reach.begin(), reach.end()), reach.end());
        to.insert(to.end(), reach.begin(), reach.end());
        st.push_back(to.size());
    }
    std::vector<u32> order = mg_postorder((size_t)n, st, to, f);
    std::vector<u64> g((size_t)n, 0);
    for (size_t k = 0; k < order.size(); ++k) {
        size_t a = order[k], m = ms[a + 1] - ms[a];
        std::vector<char> seen(m + 1, 0);
        for (size_t e = ms[a]; e < ms[a + 1]; ++e) {
            u64 x = g[mb[e]] ^ g[mc[e]];
            if (x <= m) seen[(size_t)x] = 1;
        }
        size_t x = 0;
        while (x < m && seen[x]) ++x;
        g[a] = x;
    }
    u64 x = 0;
    for (size_t i = 0; i < v.size(); ++i) if (v[i] % 2 == 1) x ^= g[i];
    if (!@SMALLEST@) return words(x != 0);
    if (x == 0) return SECOND;
    for (size_t a = 0; a < v.size(); ++a) {
        if (v[a] == 0) continue;
        u64 left = x ^ g[a];
        for (size_t e = ms[a]; e < ms[a + 1]; ++e)
            if ((g[mb[e]] ^ g[mc[e]]) == left)
                return ustr(f + a) + " " + ustr(f + mb[e]) + " " + ustr(f + mc[e]);
    }
    return SECOND;
}

"#;

const RS: &str = r#"// ---- a move graph on the boxes: the condition, its bound, and the graph
// labelled from the boxes no move leaves up
fn mg_md(x: i64, k: i64) -> i64 {
    let r = x % k;
    if r < 0 {
        r + k
    } else {
        r
    }
}
fn mg_sa(x: u64, y: u64) -> u64 {
    x.saturating_add(y)
}
fn mg_sm(x: u64, y: u64) -> u64 {
    x.saturating_mul(y)
}
fn mg_mx(x: u64, y: u64) -> u64 {
    x.max(y)
}
#[allow(non_snake_case, unused_variables)]
fn mg_edge(A: i64, B: i64, C: i64, V: &[i64]) -> bool {
    @EXPR@
}
#[allow(non_snake_case, unused_variables, unused_mut)]
fn mg_targets(A: i64, V: &[i64], out: &mut Vec<i64>) {
@TARGETS@}
#[allow(non_snake_case, unused_variables)]
fn mg_check(M: u64, n: u64, W: &[u64]) -> Result<(), String> {
@ZERO@    let bound: u64 = @BOUND@;
    if bound >= 1 << 62 {
        return Err(format!(
            "the condition's numbers may pass 2^62 for boxes up to {}",
            n
        ));
    }
    Ok(())
}
fn mg_too_many(n: u64) -> String {
    format!(
        "the move graph of {} boxes looks at more than @PAIRS@ pairs of boxes",
        n
    )
}
/// The boxes after every box they move to (depth first from the first
/// box, moves in increasing order), or the move that closes a cycle.
fn mg_postorder(n: usize, st: &[usize], to: &[u32], first: u64) -> Result<Vec<u32>, String> {
    let mut state = vec![0u8; n];
    let mut order = Vec::with_capacity(n);
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for r in 0..n {
        if state[r] != 0 {
            continue;
        }
        state[r] = 1;
        stack.push((r, st[r]));
        while let Some(top) = stack.last_mut() {
            let u = top.0;
            if top.1 < st[u + 1] {
                let v = to[top.1] as usize;
                top.1 += 1;
                if state[v] == 0 {
                    state[v] = 1;
                    stack.push((v, st[v]));
                } else if state[v] == 1 {
                    let (a, b) = (u as u64 + first, v as u64 + first);
                    return Err(if a == b {
                        format!("box {} moves to itself, so the game need not end: the reduction needs a move graph with no cycle", a)
                    } else {
                        format!("box {} moves to box {}, from which moves lead back to box {}, so the game need not end: the reduction needs a move graph with no cycle", a, b, a)
                    });
                }
            } else {
                state[u] = 2;
                order.push(u as u32);
                stack.pop();
            }
        }
    }
    Ok(order)
}
fn mg_both(a: u64, odd: u64, even: u64) -> String {
    format!("box {} moves to box {} (odd) and to box {} (even), so it reaches a dead box by paths of both parities: the staircase reduction does not apply", a, odd, even)
}
"#;

const RS_STAIRCASE: &str = r#"struct G {
    odd: Vec<bool>,
    pairs: u64,
    refused: Option<(u64, String)>,
    whole: Option<(u64, Vec<u64>)>,
}
impl Family for G {}
impl G {
    fn new() -> G {
        G {
            odd: Vec::new(),
            pairs: 0,
            refused: None,
            whole: None,
        }
    }
    fn answer(&mut self, v: &[u64], w: &[u64]) -> Result<String, String> {
        if @GROWS@ {
            self.grow(v.len() as u64)?;
        } else {
            self.label_whole(v.len() as u64, w)?;
        }
        let x = v
            .iter()
            .zip(&self.odd)
            .filter(|p| *p.1)
            .fold(0, |x, p| x ^ p.0);
        Ok(words(x != 0))
    }
    /// Labels grown from box 1 up, kept across cases (a condition saying
    /// B < A that reads no number of the case).
    fn grow(&mut self, n: u64) -> Result<(), String> {
        if let Some((at, why)) = &self.refused {
            if n >= *at {
                return Err(why.clone());
            }
        }
        let have = self.odd.len() as u64;
        if n <= have {
            return Ok(());
        }
        mg_check(n, n, &[])?;
        let work = (n.saturating_mul(n) - have * have) / 2;
        if self.pairs.saturating_add(work) > @PAIRS@ {
            return Err(mg_too_many(n));
        }
        self.pairs += work;
        let mut refusal: Option<(u64, String)> = None;
        for a in have + 1..=n {
            let mut t = [0u64; 2];
            for b in 1..a {
                if !mg_edge(a as i64, b as i64, 0, &[]) {
                    continue;
                }
                let l = self.odd[b as usize - 1] as usize;
                if t[l] == 0 {
                    t[l] = b;
                }
            }
            if t[0] != 0 && t[1] != 0 && refusal.is_none() {
                refusal = Some((a, mg_both(a, t[1], t[0])));
            }
            self.odd.push(t[0] != 0 && t[1] == 0);
        }
        if let Some((at, why)) = refusal {
            let keep = self.refused.take().filter(|r| r.0 <= at);
            self.refused = Some(keep.unwrap_or((at, why)));
        }
        match &self.refused {
            Some((at, why)) if n >= *at => Err(why.clone()),
            _ => Ok(()),
        }
    }
    /// The whole move graph of n boxes for the case's numbers, labelled.
    #[allow(non_snake_case)]
    fn label_whole(&mut self, n: u64, W: &[u64]) -> Result<(), String> {
        if let Some((m, w)) = &self.whole {
            if *m == n && w == W {
                return Ok(());
            }
        }
        mg_check(n, n, W)?;
        let vals: Vec<i64> = W.iter().map(|&x| x as i64).collect();
        let mut probe = Vec::new();
        mg_targets(1, &vals, &mut probe);
        let work = if @SPARSE@ {
            n.saturating_mul(probe.len() as u64)
        } else if @DOWN@ {
            n.saturating_mul(n) / 2
        } else {
            n.saturating_mul(n)
        };
        if work > @PAIRS@ {
            return Err(mg_too_many(n));
        }
        self.pairs += work;
        let mut st = vec![0usize];
        let mut to: Vec<u32> = Vec::new();
        for a in 1..=n as i64 {
            if @SPARSE@ {
                let mut bs = Vec::new();
                mg_targets(a, &vals, &mut bs);
                bs.sort_unstable();
                bs.dedup();
                for b in bs {
                    if b >= 1 && b <= n as i64 && mg_edge(a, b, 0, &vals) {
                        to.push(b as u32 - 1);
                    }
                }
            } else {
                let hi = if @DOWN@ { a - 1 } else { n as i64 };
                for b in 1..=hi {
                    if mg_edge(a, b, 0, &vals) {
                        to.push(b as u32 - 1);
                    }
                }
            }
            if to.len() as u64 > @MOVES@ {
                return Err(format!(
                    "the move graph of {} boxes has more than @MOVES@ moves",
                    n
                ));
            }
            st.push(to.len());
        }
        let order = mg_postorder(n as usize, &st, &to, 1)?;
        let mut odd = vec![false; n as usize];
        for &u in &order {
            let u = u as usize;
            let mut t = [0u64; 2];
            for &v in &to[st[u]..st[u + 1]] {
                let l = odd[v as usize] as usize;
                if t[l] == 0 {
                    t[l] = v as u64 + 1;
                }
            }
            if t[0] != 0 && t[1] != 0 {
                return Err(mg_both(u as u64 + 1, t[1], t[0]));
            }
            odd[u] = t[0] != 0;
        }
        self.odd = odd;
        self.whole = Some((n, W.to_vec()));
        Ok(())
    }
}

"#;

const RS_SPLIT: &str = r#"struct G {}
impl Family for G {}
impl G {
    fn new() -> G {
        G {}
    }
    /// A split: each card its own game, g(A) = mex of g(B) ^ g(C) over its
    /// moves.
    #[allow(non_snake_case, clippy::needless_range_loop)]
    fn answer(&mut self, v: &[u64], W: &[u64]) -> Result<String, String> {
        let n = v.len() as u64;
        let f: u64 = @FIRSTBOX@;
        mg_check(f.saturating_add(n.saturating_sub(1)), n, W)?;
        if n.saturating_mul(n).saturating_mul(n) > @PAIRS@ {
            return Err(mg_too_many(n));
        }
        let vals: Vec<i64> = W.iter().map(|&x| x as i64).collect();
        let (mut ms, mut st) = (vec![0usize], vec![0usize]);
        let mut moves: Vec<(u32, u32)> = Vec::new();
        let mut to: Vec<u32> = Vec::new();
        for a in 0..n {
            let mut reach = Vec::new();
            for b in 0..n {
                for c in 0..n {
                    if mg_edge((f + a) as i64, (f + b) as i64, (f + c) as i64, &vals) {
                        moves.push((b as u32, c as u32));
                        reach.push(b as u32);
                        reach.push(c as u32);
                    }
                }
            }
            if moves.len() as u64 > @MOVES@ {
                return Err(format!(
                    "the move graph of {} boxes has more than @MOVES@ moves",
                    n
                ));
            }
            ms.push(moves.len());
            reach.sort_unstable();
            reach.dedup();
            to.extend(reach);
            st.push(to.len());
        }
        let order = mg_postorder(n as usize, &st, &to, f)?;
        let mut g = vec![0u64; n as usize];
        for &a in &order {
            let a = a as usize;
            let here = &moves[ms[a]..ms[a + 1]];
            let mut seen = vec![false; here.len() + 1];
            for &(b, c) in here {
                let x = (g[b as usize] ^ g[c as usize]) as usize;
                if x < seen.len() {
                    seen[x] = true;
                }
            }
            g[a] = seen.iter().position(|&s| !s).unwrap_or(here.len()) as u64;
        }
        let x = v
            .iter()
            .zip(&g)
            .filter(|p| p.0 % 2 == 1)
            .fold(0, |x, p| x ^ p.1);
        if !@SMALLEST@ {
            return Ok(words(x != 0));
        }
        if x == 0 {
            return Ok(SECOND.to_string());
        }
        for a in 0..v.len() {
            if v[a] == 0 {
                continue;
            }
            let left = x ^ g[a];
            for &(b, c) in &moves[ms[a]..ms[a + 1]] {
                if g[b as usize] ^ g[c as usize] == left {
                    return Ok(format!(
                        "{} {} {}",
                        f + a as u64,
                        f + b as u64,
                        f + c as u64
                    ));
                }
            }
        }
        Ok(SECOND.to_string())
    }
}

"#;
