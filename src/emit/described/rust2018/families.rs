//! The Rust values blocks, one a family: the fixed text of the struct `G`
//! with `val` (a heap's value), `prep` (tables built once the case's heaps
//! are known) and `moves` (the winning moves of a heap), with `@MAX@`,
//! `@CAP@` and `@WINDOW@` filled from the plan. One idea, the Rust text of
//! each family (longer than the C++, which it mirrors in
//! `cpp98/families.rs`, by rustfmt's layout); kept in one file so that the
//! blocks stay side by side.

use crate::emit::described::plan::Plan;
use crate::emit::described::values::{self, Blocks};
use crate::emit::described::{carry, in_letter};

/// The values block of `p`'s family.
pub(super) fn values(p: &Plan<'_>) -> String {
    values::block(p, &RS)
}

const RS: Blocks = Blocks {
    nim: RS_NIM,
    wythoff: RS_WYTHOFF,
    coins: RS_COINS,
    hackenbush: RS_HACKENBUSH,
    hackenbush_cut: RS_HACKENBUSH_CUT,
    range: RS_RANGE,
    fraction: RS_FRACTION,
    divisor: RS_DIVISOR,
    coprime: RS_COPRIME,
    once: RS_ONCE,
    times_last: RS_TIMES_LAST,
    finite: RS_FINITE,
    split: RS_SPLIT,
    odd_power: RS_ODD_POWER,
    losing: RS_LOSING,
    carried: carry::rust,
    in_letter: in_letter::rust,
    u64_suffix: "u64",
    move_graph: crate::emit::described::move_graph::rust,
    strips: crate::emit::described::strips::rust,
    runs: crate::emit::described::runs::rust,
    tokens: crate::emit::described::tokens::rust,
    position: crate::emit::described::positions::rust,
};

const RS_NIM: &str = r#"// ---- values: g(n) = n
struct G;
impl Family for G {}
impl G {
    fn new() -> G {
        G
    }
}

"#;

const RS_WYTHOFF: &str = r#"// ---- Wythoff's game: (a, b), a <= b, loses when a = floor(k phi), k = b - a
/// floor(k phi) = k + the largest s <= k with (2s + k)^2 <= 5 k^2 (k < 2^62).
fn lower_of(k: u64) -> u64 {
    let five = 5 * u128::from(k) * u128::from(k);
    let (mut lo, mut hi) = (0u64, k);
    while lo < hi {
        let mid = lo + (hi - lo + 1) / 2;
        let t = u128::from(2 * mid + k);
        if t * t <= five {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    k + lo
}
fn wythoff_losing(a: u64, b: u64) -> Result<bool, String> {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    if b >= 1 << 62 {
        return Err("a heap of 2^62 or more: this file's Wythoff test stops there".to_string());
    }
    Ok(a == lower_of(b - a))
}

"#;

const RS_HACKENBUSH: &str = r#"// ---- green Hackenbush: the colon principle up a tree, weighted edges
fn hb_stalk(w: u64, g: u64, units: bool) -> Result<u64, String> {
    let over = || "the value passes 2^64".to_string();
    if !units {
        return g.checked_add(w).ok_or_else(over);
    }
    match w {
        0 => Ok(0),
        1 => g.checked_add(1).ok_or_else(over),
        _ => Ok(g ^ (w & 1)),
    }
}
/// The edges (a[e], b[e]) as a tree from its root, parents first: each
/// edge's ends, each node's label, the order (the root first) and each
/// node's edge up. None when no edge touches the root; a cycle is refused.
struct HbTree {
    ends: Vec<(usize, usize)>,
    label: Vec<u64>,
    order: Vec<usize>,
    pe: Vec<usize>,
}
impl HbTree {
    fn up(&self, v: usize) -> usize {
        let (i, j) = self.ends[self.pe[v]];
        if i == v {
            j
        } else {
            i
        }
    }
}
fn hb_tree(a: &[u64], b: &[u64], root: u64) -> Result<Option<HbTree>, String> {
    let mut id: std::collections::HashMap<u64, usize> = std::collections::HashMap::new();
    let mut adj: Vec<Vec<usize>> = Vec::new();
    let mut label = Vec::new();
    let mut ends = Vec::with_capacity(a.len());
    for e in 0..a.len() {
        let mut node = |x: u64| {
            let next = adj.len();
            let i = *id.entry(x).or_insert(next);
            if i == next {
                adj.push(Vec::new());
                label.push(x);
            }
            i
        };
        let (i, j) = (node(a[e]), node(b[e]));
        ends.push((i, j));
        adj[i].push(e);
        adj[j].push(e);
    }
    let r = match id.get(&root) {
        Some(&r) => r,
        None => return Ok(None),
    };
    let n = adj.len();
    let mut pe = vec![usize::MAX; n];
    let mut seen = vec![false; n];
    let mut order = vec![r];
    seen[r] = true;
    let mut k = 0;
    while k < order.len() {
        let v = order[k];
        k += 1;
        for &e in &adj[v] {
            if e == pe[v] {
                continue;
            }
            let u = if ends[e].0 == v { ends[e].1 } else { ends[e].0 };
            if seen[u] {
                return Err("a cycle: this file values trees and forests only".to_string());
            }
            seen[u] = true;
            pe[u] = e;
            order.push(u);
        }
    }
    Ok(Some(HbTree {
        ends,
        label,
        order,
        pe,
    }))
}
/// The value of the edges (a[e], b[e]) of weights w[e] rooted at root: what
/// leaves the root is gone; a cycle is refused. Under misere play, 1 when the
/// player to move wins, else 0: misere Nim on the branches at the root, each
/// a Nim heap of its value (Lo), by Bouton's misere rule.
fn hb_value(a: &[u64], b: &[u64], w: &[u64], root: u64, units: bool, misere: bool) -> Result<u64, String> {
    let t = match hb_tree(a, b, root)? {
        Some(t) => t,
        None => return Ok(if misere { 1 } else { 0 }),
    };
    let r = t.order[0];
    let mut g = vec![0u64; t.label.len()];
    let mut big = false;
    for &v in t.order[1..].iter().rev() {
        let (e, p) = (t.pe[v], t.up(v));
        if misere && w[e] == 0 {
            return Err("under misere play grundy takes no edge of weight 0".to_string());
        }
        let s = hb_stalk(w[e], g[v], units)?;
        big |= p == r && s > 1;
        g[p] ^= s;
    }
    if misere {
        return Ok(if (g[r] != 0) == big { 1 } else { 0 });
    }
    Ok(g[r])
}

"#;

const RS_HACKENBUSH_CUT: &str = r#"// ---- the smallest winning cut: each node's required value, root down
/// The smallest node whose subtree is a winning removal (the lower end of a
/// cut leaving the root's value 0), None when none: the root must reach 0;
/// a child's branch g + 1 must become what its parent needs xor the rest.
fn hb_cut(a: &[u64], b: &[u64], root: u64) -> Result<Option<u64>, String> {
    let t = match hb_tree(a, b, root)? {
        Some(t) => t,
        None => return Ok(None),
    };
    let n = t.label.len();
    let mut g = vec![0u64; n];
    for &v in t.order[1..].iter().rev() {
        let p = t.up(v);
        g[p] ^= g[v] + 1;
    }
    let mut need: Vec<Option<u64>> = vec![None; n];
    need[t.order[0]] = Some(0);
    let mut best: Option<u64> = None;
    for &v in &t.order[1..] {
        let p = t.up(v);
        if let Some(want) = need[p] {
            let rest = want ^ g[p] ^ (g[v] + 1);
            if rest == 0 {
                best = Some(best.map_or(t.label[v], |b| b.min(t.label[v])));
            } else {
                need[v] = Some(rest - 1);
            }
        }
    }
    Ok(best)
}

"#;

const RS_COINS: &str = r#"// ---- nim multiplication (Fermat 2-powers), exact for every u64
fn nim_mul_in(a: u64, b: u64, half: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    if (a | b) >> half == 0 {
        return nim_mul_in(a, b, half / 2);
    }
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let low = nim_mul_in(a0, b0, half / 2);
    let high = nim_mul_in(a1, b1, half / 2);
    let cross = nim_mul_in(a1 ^ a0, b1 ^ b0, half / 2);
    (((cross ^ low) << half) ^ low) ^ nim_mul_in(high, 1 << (half - 1), half / 2)
}
fn nim_mul(a: u64, b: u64) -> u64 {
    nim_mul_in(a, b, 32)
}

"#;

const RS_LOSING: &str = r#"// ---- outcomes: the mover loses exactly at these heaps (all to the bound)
const LOSING: [u64; @COUNT@] = [@LOSING@];
struct G;
impl Family for G {}
impl G {
    fn new() -> G {
        G
    }
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        if hs.len() > 1 {
            return Err("this file answers one heap a case: its outcome alone is known".to_string());
        }
        Ok(())
    }
    fn val(&self, h: &Heap) -> u64 {
        if LOSING.binary_search(&h.n).is_ok() {
            0
        } else {
            1
        }
    }
}

"#;

const RS_ODD_POWER: &str = r#"// ---- outcomes: the mover loses exactly at 0, an odd heap, or 2^odd
struct G;
impl Family for G {}
impl G {
    fn new() -> G {
        G
    }
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        if hs.len() > 1 {
            return Err("this file answers one heap a case: its outcome alone is known".to_string());
        }
        Ok(())
    }
    fn val(&self, h: &Heap) -> u64 {
        let n = h.n;
        if n == 0 || n % 2 == 1 {
            return 0;
        }
        if !n.is_power_of_two() {
            return 1;
        }
        if n.trailing_zeros() % 2 == 1 {
            0
        } else {
            1
        }
    }
}

"#;

const RS_RANGE: &str = r#"// ---- values: take L..R
fn range_val(n: u64, lo: u64, hi: u64) -> u64 {
    let lo = if lo == 0 { 1 } else { lo };
    if lo > hi {
        return 0;
    }
    match lo.checked_add(hi) {
        Some(p) => (n % p) / lo,
        None => n / lo,
    }
}
struct G;
impl Family for G {}
impl G {
    fn new() -> G {
        G
    }
    fn val(&self, h: &Heap) -> u64 {
        range_val(h.n, h.a, h.b)
    }
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        let lo = if h.a == 0 { 1 } else { h.a };
        let hi = h.b.min(h.n);
        let mut s = lo;
        while s <= hi {
            if !acc.hit(s, range_val(h.n - s, h.a, h.b))? {
                break;
            }
            if s == u64::max_value() {
                break;
            }
            s += 1;
        }
        Ok(())
    }
}

"#;

const RS_FRACTION: &str = r#"// ---- values: take 1..n/K, g(n) = n/K when K divides n, else g(n - floor(n/K) - 1)
fn frac_val(mut n: u64, k: u64) -> u64 {
    let k = if k == 0 { 1 } else { k };
    loop {
        let (q, r) = (n / k, n % k);
        if r == 0 {
            return q;
        }
        if q == 0 {
            return 0;
        }
        // The steps of n - q - 1 that keep q, taken at once.
        n -= (r + q) / (q + 1) * (q + 1);
    }
}
struct G;
impl Family for G {}
impl G {
    fn new() -> G {
        G
    }
    fn val(&self, h: &Heap) -> u64 {
        frac_val(h.n, h.a)
    }
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        let k = if h.a == 0 { 1 } else { h.a };
        for s in 1..=h.n / k {
            if !acc.hit(s, frac_val(h.n - s, h.a))? {
                break;
            }
        }
        Ok(())
    }
}

"#;

const RS_ONCE: &str = r#"// ---- values: once 1..n, the largest t with t(t + 1)/2 <= n
fn tri_le(t: u64, n: u64) -> bool {
    let (mut a, mut b) = (t, t + 1);
    if a % 2 == 0 {
        a /= 2;
    } else {
        b /= 2;
    }
    a <= n / b
}
fn once_val(n: u64) -> u64 {
    let (mut lo, mut hi) = (0u64, 1u64 << 33);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if tri_le(mid, n) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}
struct G;
impl Family for G {}
impl G {
    fn new() -> G {
        G
    }
    fn val(&self, h: &Heap) -> u64 {
        once_val(h.n)
    }
}

"#;

const RS_DIVISOR: &str = r#"// ---- values: to a proper divisor, g(n) = Omega(n)
fn isqrt(n: u64) -> u64 {
    let (mut lo, mut hi) = (0u64, 1u64 << 32);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if mid <= n / mid {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}
struct G {
    primes: Vec<u64>,
    sieved: u64,
}
impl Family for G {}
impl G {
    fn new() -> G {
        G { primes: Vec::new(), sieved: 1 }
    }
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        let m = isqrt(hs.iter().map(|h| h.n).max().unwrap_or(0)) + 1;
        if m > self.sieved {
            let len = (m + 1) as usize;
            let mut comp = vec![false; len];
            self.primes.clear();
            for i in 2..len {
                if comp[i] {
                    continue;
                }
                self.primes.push(i as u64);
                let mut j = i * i;
                while j < len {
                    comp[j] = true;
                    j += i;
                }
            }
            self.sieved = m;
        }
        Ok(())
    }
    fn omega(&self, mut n: u64) -> u64 {
        if n < 2 {
            return 0;
        }
        let mut c = 0;
        for &p in &self.primes {
            if p > n / p {
                break;
            }
            while n % p == 0 {
                n /= p;
                c += 1;
            }
        }
        if n > 1 {
            c += 1;
        }
        c
    }
    fn val(&self, h: &Heap) -> u64 {
        self.omega(h.n)
    }
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        let n = h.n;
        let (mut small, mut big) = (Vec::new(), Vec::new());
        let mut d = 1u64;
        while d <= n / d {
            if n % d == 0 {
                small.push(d);
                if d != n / d {
                    big.push(n / d);
                }
            }
            d += 1;
        }
        small.extend(big.into_iter().rev());
        // Heaps left from the largest proper divisor down: takes ascending.
        for m in small.into_iter().rev() {
            if m >= n {
                continue;
            }
            if !acc.hit(n - m, self.omega(m))? {
                break;
            }
        }
        Ok(())
    }
}

"#;

const RS_COPRIME: &str = r#"// ---- values: take y with gcd(n, y) = 1; a linear sieve of the index of
// each number's smallest prime factor among the primes
const MAX: u64 = @MAX@;
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}
struct G {
    spf: Vec<u32>,
}
impl Family for G {}
impl G {
    fn new() -> G {
        G { spf: Vec::new() }
    }
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        let m = hs.iter().map(|h| h.n).max().unwrap_or(0);
        if m > MAX {
            return Err(format!("a heap past the official bound {}", MAX));
        }
        let need = m as usize + 1;
        if need <= self.spf.len() {
            return Ok(());
        }
        let mut len = need.max(2 * self.spf.len());
        if len > MAX as usize + 1 {
            len = MAX as usize + 1;
        }
        let mut spf = vec![0u32; len];
        let mut primes: Vec<u32> = Vec::new();
        for i in 2..len {
            if spf[i] == 0 {
                primes.push(i as u32);
                spf[i] = primes.len() as u32;
            }
            for j in 0..spf[i] as usize {
                let m = i * primes[j] as usize;
                if m >= len {
                    break;
                }
                spf[m] = (j + 1) as u32;
            }
        }
        self.spf = spf;
        Ok(())
    }
    fn value(&self, n: u64) -> u64 {
        if n == 0 {
            0
        } else if n == 1 {
            1
        } else if n % 2 == 0 {
            0
        } else {
            u64::from(self.spf[n as usize])
        }
    }
    fn val(&self, h: &Heap) -> u64 {
        self.value(h.n)
    }
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        for s in 1..=h.n {
            if gcd(h.n, s) == 1 && !acc.hit(s, self.value(h.n - s))? {
                break;
            }
        }
        Ok(())
    }
}

"#;

const RS_TIMES_LAST: &str = r#"// ---- 1..K*last: the smallest winning take, None when the heap loses
// (grundy's own bounds: K >= n - 1 loses at once, and past @TERMS@ terms
// below n the list is refused, not made)
fn times_last_smallest_win(n: u64, k: u64) -> Result<Option<u64>, String> {
    if n < 2 || k >= n - 1 {
        return Ok(None);
    }
    let (mut a, mut b) = (vec![1u64], vec![1u64]);
    let mut j = 0usize;
    let mut has_j = false;
    while *a.last().unwrap() < n {
        if a.len() >= @TERMS@ {
            return Err(format!(
                "1..K*last with K = {} has more than @TERMS@ losing heaps below {}: they are not listed",
                k, n
            ));
        }
        let next = b.last().unwrap() + 1;
        // K * a[j] < next, without the product
        while j < a.len() && (k == 0 || a[j] <= (next - 1) / k) {
            j += 1;
            has_j = true;
        }
        let bj = if has_j { b[j - 1] } else { 0 };
        a.push(next);
        b.push(next + bj);
    }
    if a.binary_search(&n).is_ok() {
        return Ok(None);
    }
    let (mut rest, mut smallest) = (n, n);
    for &term in a.iter().rev() {
        if term <= rest {
            rest -= term;
            smallest = term;
            if rest == 0 {
                break;
            }
        }
    }
    Ok(Some(smallest))
}
struct G;
impl Family for G {}
impl G {
    fn new() -> G {
        G
    }
}

"#;

const RS_FINITE: &str = r#"// ---- values: a finite subtraction set, a mex table; past CAP heaps the
// period the table repeats over a whole window of max(S) values
const CAP: u64 = @CAP@;
struct Table {
    s: Vec<u64>,
    g: Vec<u32>,
    start: u64,
    per: u64,
}
struct G {
    tabs: Vec<Table>,
    ids: std::collections::HashMap<Vec<u64>, usize>,
    kept: usize,
    static_id: Option<usize>,
    case_id: Option<usize>,
}
impl Family for G {}
impl G {
    fn new() -> G {
        G {
            tabs: Vec::new(),
            ids: std::collections::HashMap::new(),
            kept: 0,
            static_id: None,
            case_id: None,
        }
    }
    fn set_id(&mut self, v: Vec<u64>, keep: bool) -> usize {
        let mut s: Vec<u64> = v.into_iter().filter(|&x| x > 0).collect();
        s.sort();
        s.dedup();
        if let Some(&id) = self.ids.get(&s) {
            return id;
        }
        self.tabs.push(Table { s: s.clone(), g: Vec::new(), start: 0, per: 0 });
        let id = self.tabs.len() - 1;
        self.ids.insert(s, id);
        if keep {
            self.kept = self.tabs.len();
        }
        id
    }
    fn begin_case(&mut self) {
        self.case_id = None;
        if self.tabs.len() > self.kept {
            let kept = self.kept;
            self.tabs.truncate(kept);
            self.ids.retain(|_, id| *id < kept);
        }
    }
    fn grow(t: &mut Table, upto: u64) -> Result<(), String> {
        let need = if upto < CAP { upto + 1 } else { CAP };
        let mut mark = vec![false; t.s.len() + 2];
        while (t.g.len() as u64) < need {
            let n = t.g.len() as u64;
            for m in mark.iter_mut() {
                *m = false;
            }
            for &s in &t.s {
                if s > n {
                    break;
                }
                let v = t.g[(n - s) as usize] as usize;
                if v < mark.len() {
                    mark[v] = true;
                }
            }
            let mut m = 0;
            while mark[m] {
                m += 1;
            }
            t.g.push(m as u32);
        }
        if upto < CAP || t.per != 0 {
            return Ok(());
        }
        let w = t.s.last().copied().unwrap_or(0);
        if w > @WINDOW@ || 2 * w >= CAP {
            return Err("no period looked for: an amount is too large".to_string());
        }
        let mut p = 1;
        while p + w <= CAP {
            let (i, j) = ((CAP - w - p) as usize, (CAP - w) as usize);
            if t.g[i..i + w as usize] == t.g[j..j + w as usize] {
                t.start = i as u64;
                t.per = p;
                return Ok(());
            }
            p += 1;
        }
        Err("no period within the table".to_string())
    }
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        let mut most: Vec<Option<u64>> = vec![None; self.tabs.len()];
        for h in hs {
            most[h.s] = Some(most[h.s].map_or(h.n, |m: u64| m.max(h.n)));
        }
        for (t, m) in self.tabs.iter_mut().zip(most) {
            if let Some(m) = m {
                G::grow(t, m)?;
            }
        }
        Ok(())
    }
    fn value(t: &Table, n: u64) -> u64 {
        if n < t.g.len() as u64 {
            u64::from(t.g[n as usize])
        } else {
            u64::from(t.g[(t.start + (n - t.start) % t.per) as usize])
        }
    }
    fn val(&self, h: &Heap) -> u64 {
        G::value(&self.tabs[h.s], h.n)
    }
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        let t = &self.tabs[h.s];
        for &s in &t.s {
            if s > h.n {
                break;
            }
            if !acc.hit(s, G::value(t, h.n - s))? {
                break;
            }
        }
        Ok(())
    }
}

"#;

const RS_SPLIT: &str = r#"// ---- values: grundy, split a heap into two unequal heaps; a mex table
struct G {
    g: Vec<u32>,
}
impl Family for G {}
impl G {
    fn new() -> G {
        G { g: Vec::new() }
    }
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        let m = hs.iter().map(|h| h.n).max().unwrap_or(0) as usize;
        let mut mark: Vec<bool> = Vec::new();
        while self.g.len() <= m {
            let n = self.g.len();
            mark.clear();
            mark.resize(n / 2 + 2, false);
            let mut a = 1;
            while 2 * a < n {
                let v = (self.g[a] ^ self.g[n - a]) as usize;
                if v < mark.len() {
                    mark[v] = true;
                }
                a += 1;
            }
            let mut x = 0;
            while mark[x] {
                x += 1;
            }
            self.g.push(x as u32);
        }
        Ok(())
    }
    fn val(&self, h: &Heap) -> u64 {
        u64::from(self.g[h.n as usize])
    }
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        let mut a = 1u64;
        while 2 * a < h.n {
            let v = u64::from(self.g[a as usize] ^ self.g[(h.n - a) as usize]);
            if !acc.hit(0, v)? {
                break;
            }
            a += 1;
        }
        Ok(())
    }
}

"#;
