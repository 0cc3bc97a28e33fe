//! The emitted files of a staircase on a move graph
//! ([`crate::games::move_graph`]): the condition compiled into the
//! language, and the boxes labelled from 1 up as grundy labels them (kept
//! across cases; the same refusals: a move to a box not lower, a box moving
//! to an odd and an even box, numbers that could pass 2^62, more than
//! [`PAIRS_MAX`] pairs).

use crate::games::move_graph::{Condition, PAIRS_MAX};

fn fill(template: &str, c: &Condition) -> String {
    template
        .replace("@EXPR@", &c.code())
        .replace("@DOWN@", if c.downward() { "true" } else { "false" })
        .replace("@EXACT@", &c.exact_max().to_string())
        .replace("@PAIRS@", &PAIRS_MAX.to_string())
}

/// The C++ values block.
pub(super) fn cpp(c: &Condition) -> String {
    fill(CPP, c)
}

/// The Rust values block.
pub(super) fn rust(c: &Condition) -> String {
    fill(RS, c)
}

const CPP: &str = r#"// ---- a staircase on a move graph: boxes labelled from 1 up (dead = even,
// a box that moves = the opposite of the boxes it moves to); the odd boxes
// are Nim heaps
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return h.n; }
void g_moves(const Heap&, Acc&) {}
long long mg_md(long long x, long long k) { long long r = x % k; return r < 0 ? r + k : r; }
bool mg_edge(long long A, long long B) { return @EXPR@; }
std::vector<char> mg_odd;
bool mg_refused = false;
u64 mg_at = 0, mg_pairs = 0;
std::string mg_why;
void mg_refuse(u64 at, const std::string& why, bool& any, u64& first, std::string& said) {
    if (!any || at < first) { any = true; first = at; said = why; }
}
std::string mg_not_lower(u64 a, u64 b) {
    return "cards may move from box " + ustr(a) + " to box " + ustr(b) + ", which is not lower: the staircase reduction needs every move to go to a lower box";
}
void mg_labels(u64 n) {
    if (mg_refused && n >= mg_at) die(mg_why);
    u64 have = mg_odd.size();
    if (n <= have) return;
    if (n > @EXACT@ULL) die("the condition's numbers may pass 2^62 for boxes up to " + ustr(n));
    bool down = @DOWN@;
    u64 square = n > 4000000000ULL ? ~0ULL : n * n - have * have;
    u64 work = down ? square / 2 : square;
    if (work > @PAIRS@ULL || mg_pairs + work > @PAIRS@ULL) die("labelling " + ustr(n) + " boxes looks at more than @PAIRS@ pairs of boxes");
    mg_pairs += work;
    bool any = false; u64 first = 0; std::string said;
    if (!down)
        for (u64 a = 1; a <= have; ++a)
            for (u64 b = have + 1; b <= n; ++b)
                if (mg_edge((long long)a, (long long)b)) { mg_refuse(b, mg_not_lower(a, b), any, first, said); break; }
    for (u64 a = have + 1; a <= n; ++a) {
        u64 hi = down ? a - 1 : n, t[2] = {0, 0};
        for (u64 b = 1; b <= hi; ++b) {
            if (!mg_edge((long long)a, (long long)b)) continue;
            if (b >= a) { mg_refuse(b, mg_not_lower(a, b), any, first, said); break; }
            int l = mg_odd[b - 1];
            if (t[l] == 0) t[l] = b;
        }
        bool odd = t[0] != 0 && t[1] == 0;
        if (t[0] != 0 && t[1] != 0)
            mg_refuse(a, "box " + ustr(a) + " moves to box " + ustr(t[1]) + " (odd) and to box " + ustr(t[0]) + " (even), so it reaches a dead box by paths of both parities: the staircase reduction does not apply", any, first, said);
        mg_odd.push_back(odd);
    }
    if (any && !(mg_refused && mg_at <= first)) { mg_refused = true; mg_at = first; mg_why = said; }
    if (mg_refused && n >= mg_at) die(mg_why);
}

"#;

const RS: &str = r#"// ---- a staircase on a move graph: boxes labelled from 1 up (dead = even,
// a box that moves = the opposite of the boxes it moves to); the odd boxes
// are Nim heaps
struct G {
    odd: Vec<bool>,
    refused: Option<(u64, String)>,
    pairs: u64,
}
impl Family for G {}
impl G {
    fn new() -> G {
        G {
            odd: Vec::new(),
            refused: None,
            pairs: 0,
        }
    }
    fn labels(&mut self, n: u64) -> Result<&[bool], String> {
        if let Some((at, why)) = &self.refused {
            if n >= *at {
                return Err(why.clone());
            }
        }
        let have = self.odd.len() as u64;
        if n > have {
            self.grow(n, have)?;
        }
        Ok(&self.odd[..n as usize])
    }
    fn grow(&mut self, n: u64, have: u64) -> Result<(), String> {
        if n > @EXACT@ {
            return Err(format!(
                "the condition's numbers may pass 2^62 for boxes up to {}",
                n
            ));
        }
        let down = @DOWN@;
        let square = n.saturating_mul(n) - have * have;
        let work = if down { square / 2 } else { square };
        if self.pairs.saturating_add(work) > @PAIRS@ {
            return Err(format!(
                "labelling {} boxes looks at more than @PAIRS@ pairs of boxes",
                n
            ));
        }
        self.pairs += work;
        let mut refusal: Option<(u64, String)> = None;
        fn refuse(at: u64, why: String, r: &mut Option<(u64, String)>) {
            if !r.as_ref().map_or(false, |r| at >= r.0) {
                *r = Some((at, why));
            }
        }
        fn not_lower(a: u64, b: u64) -> String {
            format!("cards may move from box {} to box {}, which is not lower: the staircase reduction needs every move to go to a lower box", a, b)
        }
        if !down {
            for a in 1..=have {
                if let Some(b) = (have + 1..=n).find(|&b| mg_edge(a as i64, b as i64)) {
                    refuse(b, not_lower(a, b), &mut refusal);
                }
            }
        }
        for a in have + 1..=n {
            let hi = if down { a - 1 } else { n };
            let mut t = [0u64; 2];
            for b in 1..=hi {
                if !mg_edge(a as i64, b as i64) {
                    continue;
                }
                if b >= a {
                    refuse(b, not_lower(a, b), &mut refusal);
                    break;
                }
                let l = self.odd[b as usize - 1] as usize;
                if t[l] == 0 {
                    t[l] = b;
                }
            }
            if t[0] != 0 && t[1] != 0 {
                refuse(a, format!("box {} moves to box {} (odd) and to box {} (even), so it reaches a dead box by paths of both parities: the staircase reduction does not apply", a, t[1], t[0]), &mut refusal);
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
}
fn mg_md(x: i64, k: i64) -> i64 {
    let r = x % k;
    if r < 0 {
        r + k
    } else {
        r
    }
}
#[allow(non_snake_case)]
fn mg_edge(A: i64, B: i64) -> bool {
    @EXPR@
}

"#;
