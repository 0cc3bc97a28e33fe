//! The emitted files of a board read as strips ([`crate::describe::strips`]):
//! the values of a strip of n free cells by their definition (a mark at i of
//! n leaves i - 1 - K and n - i - K, at least 0; K the cells a mark keeps
//! free, 2 for Treblecross), grown at run time to the longest strip, up to
//! [`STRIP_MAX`] cells (a quadratic table); Treblecross's cells completing
//! three first, as grundy answers. A board of two letters never next to the
//! same ([`crate::games::two_letters`]) is the nim-sum of its runs' values
//! by their ends, with no table; an empty board given by its length is
//! built at run time (two letters: its length's parity, at any length).

/// The longest strip the emitted table grows to.
pub const STRIP_MAX: u64 = 20_000;

fn fill(template: &str, margin: usize, three: bool) -> String {
    template
        .replace("@MARGIN@", &margin.to_string())
        .replace("@THREE@", if three { "true" } else { "false" })
        .replace("@STRIP_MAX@", &STRIP_MAX.to_string())
}

/// The C++ values block.
pub(super) fn cpp(margin: usize, three: bool) -> String {
    fill(CPP, margin, three)
}

/// The Rust values block.
pub(super) fn rust(margin: usize, three: bool) -> String {
    fill(RS, margin, three)
}

const CPP: &str = r#"// ---- a board read as strips: the strips of cells farther than K from every
// mark are heaps, g(n) = mex g(max(0, i - 1 - K)) ^ g(max(0, n - i - K))
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return h.n; }
void g_moves(const Heap&, Acc&) {}
const size_t SP_K = @MARGIN@;
const bool SP_THREE = @THREE@;
std::vector<u64> sp_g(1, 0);
u64 sp_val(size_t n) {
    if (n > @STRIP_MAX@) die("a strip of " + ustr(n) + " cells: this file's table stops at @STRIP_MAX@");
    while (sp_g.size() <= n) {
        size_t m = sp_g.size();
        std::vector<char> seen(m + 2, 0);
        for (size_t i = 1; i <= m; ++i) {
            size_t l = i - 1 > SP_K ? i - 1 - SP_K : 0, r = m - i > SP_K ? m - i - SP_K : 0;
            u64 v = sp_g[l] ^ sp_g[r];
            if (v < seen.size()) seen[v] = 1;
        }
        u64 g = 0;
        while (seen[g]) ++g;
        sp_g.push_back(g);
    }
    return sp_g[n];
}
// Two letters, never next to the same: a run of n empty cells is worth
// n % 2 (no letter at its ends), n (a letter at one end), 1 (the same letter
// at both), 0 (different letters).
u64 tl_value(u64 n, char l, char r) {
    if (n == 0) return 0;
    if (l == 0 && r == 0) return n % 2;
    if (l == 0 || r == 0) return n;
    return l == r ? 1 : 0;
}
// `other` the second letter (0: none); `by_marks`: the first player moves
// when the count of marks is even, and the answer is the first player's.
std::string sp_answer(const std::string& w, char mark, char other, bool list, bool by_marks) {
    size_t n = w.size();
    bool first = true;
    if (by_marks) {
        size_t c = 0;
        for (size_t i = 0; i < n; ++i) if (w[i] == mark || (other != 0 && w[i] == other)) ++c;
        first = c % 2 == 0;
    }
    if (other != 0) {
        u64 t = 0;
        char l = 0;
        size_t start = 0;
        for (size_t i = 0; i <= n; ++i) {
            if (i < n && w[i] != mark && w[i] != other) continue;
            char r = i < n ? w[i] : 0;
            t ^= tl_value(i - start, l, r);
            l = r;
            start = i + 1;
        }
        return words((t != 0) == first);
    }
    std::vector<char> x(n, 0);
    for (size_t i = 0; i < n; ++i) x[i] = w[i] == mark;
    std::vector<u64> moves;
    bool win = false;
    if (SP_THREE && n >= 3) {
        for (size_t i = 0; i < n; ++i) {
            if (x[i]) continue;
            bool l2 = i >= 2 && x[i - 2] && x[i - 1];
            bool r2 = i + 2 < n && x[i + 1] && x[i + 2];
            bool mid = i >= 1 && i + 1 < n && x[i - 1] && x[i + 1];
            if (l2 || r2 || mid) moves.push_back(i + 1);
        }
        win = !moves.empty();
    }
    if (!win && (!SP_THREE || n >= 3)) {
        std::vector<char> free_(n, 1);
        for (size_t i = 0; i < n; ++i)
            if (x[i])
                for (size_t j = i > SP_K ? i - SP_K : 0; j < n && j <= i + SP_K; ++j) free_[j] = 0;
        std::vector<size_t> st, len;
        for (size_t i = 0; i < n;) {
            if (!free_[i]) { ++i; continue; }
            size_t e = i;
            while (e < n && free_[e]) ++e;
            st.push_back(i); len.push_back(e - i);
            i = e;
        }
        u64 total = 0;
        for (size_t r = 0; r < st.size(); ++r) total ^= sp_val(len[r]);
        win = total != 0;
        if (win)
            for (size_t r = 0; r < st.size(); ++r) {
                u64 rest = total ^ sp_val(len[r]);
                for (size_t at = 0; at < len[r]; ++at) {
                    size_t a = at > SP_K ? at - SP_K : 0;
                    size_t b = len[r] - at > SP_K + 1 ? len[r] - at - SP_K - 1 : 0;
                    if ((sp_val(a) ^ sp_val(b)) == rest) moves.push_back(st[r] + at + 1);
                }
            }
    }
    if (!list) return words(win == first);
    if (moves.empty()) return SECOND;
    std::string t;
    for (size_t i = 0; i < moves.size(); ++i) { if (i) t += ' '; t += ustr(moves[i]); }
    return t;
}

"#;

const RS: &str = r#"// ---- a board read as strips: the strips of cells farther than K from every
// mark are heaps, g(n) = mex g(max(0, i - 1 - K)) ^ g(max(0, n - i - K))
struct G {
    sp: Vec<u64>,
}
impl Family for G {}
impl G {
    fn new() -> G {
        G { sp: vec![0] }
    }
    fn strip(&mut self, n: usize) -> Result<u64, String> {
        if n > @STRIP_MAX@ {
            return Err(format!(
                "a strip of {} cells: this file's table stops at @STRIP_MAX@",
                n
            ));
        }
        while self.sp.len() <= n {
            let m = self.sp.len();
            let mut seen = vec![false; m + 2];
            for i in 1..=m {
                let v = self.sp[(i - 1).saturating_sub(SP_K)] ^ self.sp[(m - i).saturating_sub(SP_K)];
                if (v as usize) < seen.len() {
                    seen[v as usize] = true;
                }
            }
            let g = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64;
            self.sp.push(g);
        }
        Ok(self.sp[n])
    }
    /// `other` the second letter (0: none); `by_marks`: the first player
    /// moves when the count of marks is even, and the answer is theirs.
    fn board(&mut self, w: &[u8], mark: u8, other: u8, list: bool, by_marks: bool) -> Result<String, String> {
        let n = w.len();
        let is_mark = |c: u8| c == mark || (other != 0 && c == other);
        let first = !by_marks || w.iter().filter(|&&c| is_mark(c)).count() % 2 == 0;
        if other != 0 {
            // Two letters: each run of empty cells by the letters at its ends.
            let mut t = 0u64;
            let mut l = 0u8;
            let mut start = 0;
            for i in 0..=n {
                if i < n && !is_mark(w[i]) {
                    continue;
                }
                let r = if i < n { w[i] } else { 0 };
                let len = (i - start) as u64;
                t ^= match (len, l, r) {
                    (0, _, _) => 0,
                    (_, 0, 0) => len % 2,
                    (_, 0, _) | (_, _, 0) => len,
                    _ if l == r => 1,
                    _ => 0,
                };
                l = r;
                start = i + 1;
            }
            return Ok(words((t != 0) == first));
        }
        let x: Vec<bool> = w.iter().map(|&c| c == mark).collect();
        let at = |i: usize| i < n && x[i];
        let mut moves: Vec<usize> = Vec::new();
        let mut win = false;
        if SP_THREE && n >= 3 {
            for i in (0..n).filter(|&i| !x[i]) {
                let l2 = i >= 2 && x[i - 2] && x[i - 1];
                let r2 = at(i + 1) && at(i + 2);
                let mid = i >= 1 && x[i - 1] && at(i + 1);
                if l2 || r2 || mid {
                    moves.push(i + 1);
                }
            }
            win = !moves.is_empty();
        }
        if !win && (!SP_THREE || n >= 3) {
            let mut free = vec![true; n];
            for i in (0..n).filter(|&i| x[i]) {
                for f in &mut free[i.saturating_sub(SP_K)..(i + SP_K + 1).min(n)] {
                    *f = false;
                }
            }
            let mut runs: Vec<(usize, usize)> = Vec::new();
            let mut i = 0;
            while i < n {
                if !free[i] {
                    i += 1;
                    continue;
                }
                let e = (i..n).find(|&e| !free[e]).unwrap_or(n);
                runs.push((i, e - i));
                i = e;
            }
            let mut total = 0;
            for r in &runs {
                total ^= self.strip(r.1)?;
            }
            win = total != 0;
            if win {
                for &(start, len) in &runs {
                    let rest = total ^ self.strip(len)?;
                    for at in 0..len {
                        let a = at.saturating_sub(SP_K);
                        let b = (len - at).saturating_sub(SP_K + 1);
                        if self.strip(a)? ^ self.strip(b)? == rest {
                            moves.push(start + at + 1);
                        }
                    }
                }
            }
        }
        if !list {
            return Ok(words(win == first));
        }
        if moves.is_empty() {
            return Ok(SECOND.to_string());
        }
        let t: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        Ok(t.join(" "))
    }
}
const SP_K: usize = @MARGIN@;
const SP_THREE: bool = @THREE@;

"#;
