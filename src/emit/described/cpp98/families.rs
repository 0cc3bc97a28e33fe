//! The C++98 values blocks, one a family: the fixed text of `g_val` (a
//! heap's value), `g_prep` (tables built once the case's heaps are known)
//! and `g_moves` (the winning moves of a heap), with `@MAX@`, `@CAP@` and
//! `@WINDOW@` filled from the plan. One idea, the C++ text of each family;
//! the Rust twins are in `rust2018/families.rs`.

use crate::emit::described::plan::Plan;
use crate::emit::described::values::{self, Blocks};
use crate::emit::described::{carry, in_letter};

/// The values block of `p`'s family.
pub(super) fn values(p: &Plan<'_>) -> String {
    values::block(p, &CPP)
}

const CPP: Blocks = Blocks {
    nim: CPP_NIM,
    wythoff: CPP_WYTHOFF,
    coins: CPP_COINS,
    hackenbush: CPP_HACKENBUSH,
    hackenbush_cut: CPP_HACKENBUSH_CUT,
    range: CPP_RANGE,
    fraction: CPP_FRACTION,
    divisor: CPP_DIVISOR,
    coprime: CPP_COPRIME,
    once: CPP_ONCE,
    times_last: CPP_TIMES_LAST,
    finite: CPP_FINITE,
    split: CPP_SPLIT,
    odd_power: CPP_ODD_POWER,
    losing: CPP_LOSING,
    carried: carry::cpp,
    in_letter: in_letter::cpp,
    u64_suffix: "ULL",
    move_graph: crate::emit::described::move_graph::cpp,
    strips: crate::emit::described::strips::cpp,
    runs: crate::emit::described::runs::cpp,
    tokens: crate::emit::described::tokens::cpp,
    position: crate::emit::described::positions::cpp,
};

const CPP_HACKENBUSH: &str = r#"// ---- green Hackenbush: the colon principle up a tree, weighted edges
u64 hb_stalk(u64 w, u64 g, bool units) {
    if (!units) {
        if (g > U64MAX - w) die("the value passes 2^64");
        return g + w;
    }
    if (w == 0) return 0;
    if (w == 1) {
        if (g == U64MAX) die("the value passes 2^64");
        return g + 1;
    }
    return g ^ (w & 1);
}
// The edges (a[e], b[e]) as a tree from its root, parents first: each
// edge's ends, each node's label, the order (the root first) and each
// node's edge up. False when no edge touches the root; a cycle is refused.
struct HbTree {
    std::vector<size_t> ea, eb, order, pe;
    std::vector<u64> label;
    size_t up(size_t v) const { size_t e = pe[v]; return ea[e] == v ? eb[e] : ea[e]; }
};
size_t hb_node(std::map<u64, size_t>& id, HbTree& t, std::vector<std::vector<size_t> >& adj, u64 x) {
    std::map<u64, size_t>::iterator it = id.find(x);
    if (it != id.end()) return it->second;
    size_t i = adj.size();
    id[x] = i;
    t.label.push_back(x);
    adj.push_back(std::vector<size_t>());
    return i;
}
bool hb_tree(const std::vector<u64>& a, const std::vector<u64>& b, u64 root, HbTree& t) {
    std::map<u64, size_t> id;
    std::vector<std::vector<size_t> > adj;
    for (size_t e = 0; e < a.size(); ++e) {
        size_t i = hb_node(id, t, adj, a[e]), j = hb_node(id, t, adj, b[e]);
        t.ea.push_back(i); t.eb.push_back(j);
        adj[i].push_back(e);
        adj[j].push_back(e);
    }
    std::map<u64, size_t>::iterator r = id.find(root);
    if (r == id.end()) return false;
    size_t n = adj.size(), none = (size_t)-1;
    t.pe.assign(n, none);
    std::vector<char> seen(n, 0);
    t.order.push_back(r->second);
    seen[r->second] = 1;
    for (size_t k = 0; k < t.order.size(); ++k) {
        size_t v = t.order[k];
        for (size_t s = 0; s < adj[v].size(); ++s) {
            size_t e = adj[v][s];
            if (e == t.pe[v]) continue;
            size_t u = t.ea[e] == v ? t.eb[e] : t.ea[e];
            if (seen[u]) die("a cycle: this file values trees and forests only");
            seen[u] = 1;
            t.pe[u] = e;
            t.order.push_back(u);
        }
    }
    return true;
}
// The value of the edges (a[e], b[e]) of weights w[e] rooted at root: what
// leaves the root is gone; a cycle is refused. Under misere play, 1 when the
// player to move wins, else 0: misere Nim on the branches at the root, each
// a Nim heap of its value (Lo), by Bouton's misere rule.
u64 hb_value(const std::vector<u64>& a, const std::vector<u64>& b, const std::vector<u64>& w, u64 root, bool units, bool misere) {
    HbTree t;
    if (!hb_tree(a, b, root, t)) return misere ? 1 : 0;
    std::vector<u64> g(t.label.size(), 0);
    bool big = false;
    for (size_t k = t.order.size(); k-- > 1;) {
        size_t v = t.order[k], e = t.pe[v], p = t.up(v);
        if (misere && w[e] == 0) die("under misere play grundy takes no edge of weight 0");
        u64 s = hb_stalk(w[e], g[v], units);
        if (p == t.order[0] && s > 1) big = true;
        g[p] ^= s;
    }
    if (misere) return (g[t.order[0]] != 0) == big ? 1 : 0;
    return g[t.order[0]];
}

"#;

const CPP_HACKENBUSH_CUT: &str = r#"// ---- the smallest winning cut: each node's required value, root down
// The smallest node whose subtree is a winning removal (the lower end of a
// cut leaving the root's value 0), U64MAX when none: the root must reach 0;
// a child's branch g + 1 must become what its parent needs xor the rest.
u64 hb_cut(const std::vector<u64>& a, const std::vector<u64>& b, u64 root) {
    HbTree t;
    if (!hb_tree(a, b, root, t)) return U64MAX;
    size_t n = t.label.size();
    std::vector<u64> g(n, 0), need(n, 0);
    std::vector<char> live(n, 0);
    for (size_t k = t.order.size(); k-- > 1;) g[t.up(t.order[k])] ^= g[t.order[k]] + 1;
    live[t.order[0]] = 1;
    u64 best = U64MAX;
    for (size_t k = 1; k < t.order.size(); ++k) {
        size_t v = t.order[k], p = t.up(v);
        if (!live[p]) continue;
        u64 rest = need[p] ^ g[p] ^ (g[v] + 1);
        if (rest == 0) {
            if (t.label[v] < best) best = t.label[v];
            continue;
        }
        need[v] = rest - 1;
        live[v] = 1;
    }
    return best;
}

"#;

const CPP_COINS: &str = r#"// ---- nim multiplication (Fermat 2-powers), exact for every u64
u64 nim_mul_in(u64 a, u64 b, unsigned half) {
    if (a < 2 || b < 2) return a * b;
    if (((a | b) >> half) == 0) return nim_mul_in(a, b, half / 2);
    u64 mask = (((u64)1) << half) - 1;
    u64 a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    u64 low = nim_mul_in(a0, b0, half / 2);
    u64 high = nim_mul_in(a1, b1, half / 2);
    u64 cross = nim_mul_in(a1 ^ a0, b1 ^ b0, half / 2);
    return (((cross ^ low) << half) ^ low) ^ nim_mul_in(high, ((u64)1) << (half - 1), half / 2);
}
u64 nim_mul(u64 a, u64 b) { return nim_mul_in(a, b, 32); }

"#;

const CPP_NIM: &str = r#"// ---- values: g(n) = n
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return h.n; }
void g_moves(const Heap&, Acc&) {}

"#;

const CPP_WYTHOFF: &str = r#"// ---- Wythoff's game: (a, b), a <= b, loses when a = floor(k phi), k = b - a
// a * b as two 64-bit halves
void mul128(u64 a, u64 b, u64& hi, u64& lo) {
    u64 m = 0xffffffffULL;
    u64 a0 = a & m, a1 = a >> 32, b0 = b & m, b1 = b >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 mid = (p00 >> 32) + (p01 & m) + (p10 & m);
    lo = (p00 & m) | (mid << 32);
    hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}
bool le128(u64 ah, u64 al, u64 bh, u64 bl) { return ah < bh || (ah == bh && al <= bl); }
// floor(k phi) = k + the largest s <= k with (2s + k)^2 <= 5 k^2 (k < 2^62)
u64 lower_of(u64 k) {
    u64 kh, kl;
    mul128(k, k, kh, kl);
    u64 fh = (kh << 2) | (kl >> 62), fl = kl << 2;
    u64 h5 = fh + kh, l5 = fl + kl;
    if (l5 < fl) ++h5;
    u64 lo = 0, hi = k;
    while (lo < hi) {
        u64 mid = lo + (hi - lo + 1) / 2;
        u64 t = 2 * mid + k, th, tl;
        mul128(t, t, th, tl);
        if (le128(th, tl, h5, l5)) lo = mid; else hi = mid - 1;
    }
    return k + lo;
}
bool wythoff_losing(u64 a, u64 b) {
    if (a > b) { u64 t = a; a = b; b = t; }
    if (b >= (1ULL << 62)) die("a heap of 2^62 or more: this file's Wythoff test stops there");
    return a == lower_of(b - a);
}

"#;

const CPP_LOSING: &str = r#"// ---- outcomes: the mover loses exactly at these heaps (all to the bound)
const u64 LOSING[@COUNT@] = {@LOSING@};
void g_begin_case() {}
void g_prep(const std::vector<Heap>& hs) {
    if (hs.size() > 1) die("this file answers one heap a case: its outcome alone is known");
}
u64 g_val(const Heap& h) {
    return std::binary_search(LOSING, LOSING + @COUNT@, h.n) ? 0 : 1;
}
void g_moves(const Heap&, Acc&) {}

"#;

const CPP_ODD_POWER: &str = r#"// ---- outcomes: the mover loses exactly at 0, an odd heap, or 2^odd
void g_begin_case() {}
void g_prep(const std::vector<Heap>& hs) {
    if (hs.size() > 1) die("this file answers one heap a case: its outcome alone is known");
}
u64 g_val(const Heap& h) {
    u64 n = h.n;
    if (n == 0 || n % 2 == 1) return 0;
    if ((n & (n - 1)) != 0) return 1;
    int e = 0;
    while (n > 1) { n >>= 1; ++e; }
    return e % 2 == 1 ? 0 : 1;
}
void g_moves(const Heap&, Acc&) {}

"#;

const CPP_RANGE: &str = r#"// ---- values: take L..R
u64 range_val(u64 n, u64 lo, u64 hi) {
    if (lo == 0) lo = 1;
    if (lo > hi) return 0;
    if (lo > U64MAX - hi) return n / lo;
    return (n % (lo + hi)) / lo;
}
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return range_val(h.n, h.a, h.b); }
void g_moves(const Heap& h, Acc& acc) {
    u64 lo = h.a == 0 ? 1 : h.a;
    u64 hi = h.b < h.n ? h.b : h.n;
    for (u64 s = lo; s <= hi; ++s) {
        if (!acc.hit(s, range_val(h.n - s, h.a, h.b))) return;
        if (s == U64MAX) return;
    }
}

"#;

const CPP_FRACTION: &str = r#"// ---- values: take 1..n/K, g(n) = n/K when K divides n, else g(n - floor(n/K) - 1)
u64 frac_val(u64 n, u64 k) {
    if (k == 0) k = 1;
    for (;;) {
        u64 q = n / k, r = n % k;
        if (r == 0) return q;
        if (q == 0) return 0;
        // The steps of n - q - 1 that keep q, taken at once.
        n -= (r + q) / (q + 1) * (q + 1);
    }
}
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return frac_val(h.n, h.a); }
void g_moves(const Heap& h, Acc& acc) {
    u64 k = h.a == 0 ? 1 : h.a;
    for (u64 s = 1; s <= h.n / k; ++s)
        if (!acc.hit(s, frac_val(h.n - s, h.a))) return;
}

"#;

const CPP_ONCE: &str = r#"// ---- values: once 1..n, the largest t with t(t + 1)/2 <= n
bool tri_le(u64 t, u64 n) {
    u64 a = t, b = t + 1;
    if (a % 2 == 0) a /= 2; else b /= 2;
    return a <= n / b;
}
u64 once_val(u64 n) {
    u64 lo = 0, hi = 1ULL << 33;
    while (hi - lo > 1) {
        u64 mid = lo + (hi - lo) / 2;
        if (tri_le(mid, n)) lo = mid; else hi = mid;
    }
    return lo;
}
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return once_val(h.n); }
void g_moves(const Heap&, Acc&) {}

"#;

const CPP_DIVISOR: &str = r#"// ---- values: to a proper divisor, g(n) = Omega(n)
std::vector<u64> primes;
u64 sieved = 1;
u64 isqrt(u64 n) {
    u64 lo = 0, hi = 1ULL << 32;
    while (hi - lo > 1) {
        u64 mid = lo + (hi - lo) / 2;
        if (mid <= n / mid) lo = mid; else hi = mid;
    }
    return lo;
}
void primes_to(u64 m) {
    if (m <= sieved) return;
    u64 len = m + 1;
    std::vector<char> comp(len, 0);
    primes.clear();
    for (u64 i = 2; i < len; ++i) {
        if (comp[i]) continue;
        primes.push_back(i);
        for (u64 j = i * i; j < len; j += i) comp[j] = 1;
    }
    sieved = m;
}
u64 omega(u64 n) {
    if (n < 2) return 0;
    u64 c = 0;
    for (size_t i = 0; i < primes.size(); ++i) {
        u64 p = primes[i];
        if (p > n / p) break;
        while (n % p == 0) { n /= p; ++c; }
    }
    if (n > 1) ++c;
    return c;
}
void g_begin_case() {}
void g_prep(const std::vector<Heap>& hs) {
    u64 m = 0;
    for (size_t i = 0; i < hs.size(); ++i) if (hs[i].n > m) m = hs[i].n;
    primes_to(isqrt(m) + 1);
}
u64 g_val(const Heap& h) { return omega(h.n); }
void g_moves(const Heap& h, Acc& acc) {
    u64 n = h.n;
    std::vector<u64> small, big;
    for (u64 d = 1; d <= n / d; ++d)
        if (n % d == 0) { small.push_back(d); if (d != n / d) big.push_back(n / d); }
    for (size_t i = big.size(); i > 0; --i) small.push_back(big[i - 1]);
    // Heaps left from the largest proper divisor down: takes ascending.
    for (size_t i = small.size(); i > 0; --i) {
        u64 m = small[i - 1];
        if (m >= n) continue;
        if (!acc.hit(n - m, omega(m))) return;
    }
}

"#;

const CPP_COPRIME: &str = r#"// ---- values: take y with gcd(n, y) = 1; a linear sieve of the index of
// each number's smallest prime factor among the primes
std::vector<u32> spf;
std::vector<u32> plist;
void sieve_to(u64 need) {
    if (need <= spf.size()) return;
    u64 len = need;
    if (len < 2 * (u64)spf.size()) len = 2 * (u64)spf.size();
    if (len > @MAX@ULL + 1 && need <= @MAX@ULL + 1) len = @MAX@ULL + 1;
    spf.assign((size_t)len, 0);
    plist.clear();
    for (u32 i = 2; i < (u32)len; ++i) {
        if (spf[i] == 0) { plist.push_back(i); spf[i] = (u32)plist.size(); }
        for (u32 j = 0; j < spf[i]; ++j) {
            u64 m = (u64)i * plist[j];
            if (m >= len) break;
            spf[(size_t)m] = j + 1;
        }
    }
}
u64 coprime_val(u64 n) {
    if (n == 0) return 0;
    if (n == 1) return 1;
    if (n % 2 == 0) return 0;
    return spf[(size_t)n];
}
u64 gcd(u64 a, u64 b) { while (b) { u64 t = a % b; a = b; b = t; } return a; }
void g_begin_case() {}
void g_prep(const std::vector<Heap>& hs) {
    u64 m = 0;
    for (size_t i = 0; i < hs.size(); ++i) if (hs[i].n > m) m = hs[i].n;
    if (m > @MAX@ULL) die("a heap past the official bound @MAX@");
    sieve_to(m + 1);
}
u64 g_val(const Heap& h) { return coprime_val(h.n); }
void g_moves(const Heap& h, Acc& acc) {
    for (u64 s = 1; s <= h.n; ++s)
        if (gcd(h.n, s) == 1 && !acc.hit(s, coprime_val(h.n - s))) return;
}

"#;

const CPP_TIMES_LAST: &str = r#"// ---- 1..K*last: the smallest winning take, 0 when the heap loses
// (grundy's own bounds: K >= n - 1 loses at once, and past @TERMS@ terms
// below n the list is refused, not made)
u64 times_last_smallest_win(u64 n, u64 k) {
    if (n < 2 || k >= n - 1) return 0;
    std::vector<u64> a(1, 1), b(1, 1);
    size_t j = 0;
    bool has_j = false;
    while (a.back() < n) {
        if (a.size() >= @TERMS@ULL)
            die("1..K*last with K = " + ustr(k) + " has more than @TERMS@ losing heaps below " + ustr(n) + ": they are not listed");
        u64 next = b.back() + 1;
        // K * a[j] < next, without the product
        while (j < a.size() && (k == 0 || a[j] <= (next - 1) / k)) { ++j; has_j = true; }
        u64 bj = has_j ? b[j - 1] : 0;
        a.push_back(next);
        b.push_back(next + bj);
    }
    if (std::binary_search(a.begin(), a.end(), n)) return 0;
    u64 rest = n, smallest = n;
    for (size_t i = a.size(); i > 0; --i) {
        u64 term = a[i - 1];
        if (term <= rest) {
            rest -= term;
            smallest = term;
            if (rest == 0) break;
        }
    }
    return smallest;
}
void g_begin_case() {}

"#;

const CPP_FINITE: &str = r#"// ---- values: a finite subtraction set, a mex table; past CAP heaps the
// period the table repeats over a whole window of max(S) values
const u64 CAP = @CAP@ULL;
struct Table {
    std::vector<u64> s;
    std::vector<u32> g;
    u64 start, per;
    std::vector<u32> mark;
    u32 stamp;
};
std::vector<Table> tabs;
std::map<std::vector<u64>, int> ids;
size_t kept = 0;
int case_sid = -1;

int set_id(std::vector<u64> v, bool keep) {
    std::vector<u64> s;
    for (size_t i = 0; i < v.size(); ++i) if (v[i] > 0) s.push_back(v[i]);
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    std::map<std::vector<u64>, int>::iterator it = ids.find(s);
    if (it != ids.end()) return it->second;
    Table t;
    t.s = s; t.start = 0; t.per = 0; t.stamp = 0;
    t.mark.assign(s.size() + 2, 0);
    tabs.push_back(t);
    int id = (int)tabs.size() - 1;
    ids[s] = id;
    if (keep) kept = tabs.size();
    return id;
}
void g_begin_case() {
    case_sid = -1;
    if (tabs.size() > kept) {
        tabs.resize(kept);
        std::map<std::vector<u64>, int>::iterator it = ids.begin();
        while (it != ids.end()) {
            if ((size_t)it->second >= kept) ids.erase(it++); else ++it;
        }
    }
}
void grow(Table& t, u64 upto) {
    u64 need = upto < CAP ? upto + 1 : CAP;
    while (t.g.size() < need) {
        u64 n = t.g.size();
        if (++t.stamp == 0) { t.mark.assign(t.mark.size(), 0); t.stamp = 1; }
        for (size_t i = 0; i < t.s.size() && t.s[i] <= n; ++i) {
            u32 v = t.g[(size_t)(n - t.s[i])];
            if (v < t.mark.size()) t.mark[v] = t.stamp;
        }
        u32 m = 0;
        while (t.mark[m] == t.stamp) ++m;
        t.g.push_back(m);
    }
    if (upto < CAP || t.per != 0) return;
    u64 w = t.s.empty() ? 0 : t.s.back();
    if (w > @WINDOW@ULL || 2 * w >= CAP) die("no period looked for: an amount is too large");
    for (u64 p = 1; p + w <= CAP; ++p) {
        u64 i = CAP - w - p, j = CAP - w;
        bool same = true;
        for (u64 k = 0; k < w && same; ++k) same = t.g[(size_t)(i + k)] == t.g[(size_t)(j + k)];
        if (same) { t.start = i; t.per = p; return; }
    }
    die("no period within the table");
}
void g_prep(const std::vector<Heap>& hs) {
    std::vector<u64> most(tabs.size(), 0);
    std::vector<char> used(tabs.size(), 0);
    for (size_t i = 0; i < hs.size(); ++i) {
        used[hs[i].s] = 1;
        if (hs[i].n > most[hs[i].s]) most[hs[i].s] = hs[i].n;
    }
    for (size_t i = 0; i < tabs.size(); ++i) if (used[i]) grow(tabs[i], most[i]);
}
u64 fin_val(const Table& t, u64 n) {
    if (n < t.g.size()) return t.g[(size_t)n];
    return t.g[(size_t)(t.start + (n - t.start) % t.per)];
}
u64 g_val(const Heap& h) { return fin_val(tabs[h.s], h.n); }
void g_moves(const Heap& h, Acc& acc) {
    const Table& t = tabs[h.s];
    for (size_t i = 0; i < t.s.size() && t.s[i] <= h.n; ++i)
        if (!acc.hit(t.s[i], fin_val(t, h.n - t.s[i]))) return;
}

"#;

const CPP_SPLIT: &str = r#"// ---- values: grundy, split a heap into two unequal heaps; a mex table
std::vector<u32> sg;
std::vector<u32> smark;
u32 sstamp = 0;
void g_begin_case() {}
void g_prep(const std::vector<Heap>& hs) {
    u64 m = 0;
    for (size_t i = 0; i < hs.size(); ++i) if (hs[i].n > m) m = hs[i].n;
    while (sg.size() <= m) {
        size_t n = sg.size();
        if (smark.size() < n / 2 + 2) smark.resize(n / 2 + 2, 0);
        ++sstamp;
        for (size_t a = 1; 2 * a < n; ++a) {
            u32 v = sg[a] ^ sg[n - a];
            if (v < smark.size()) smark[v] = sstamp;
        }
        u32 x = 0;
        while (smark[x] == sstamp) ++x;
        sg.push_back(x);
    }
}
u64 g_val(const Heap& h) { return sg[(size_t)h.n]; }
void g_moves(const Heap& h, Acc& acc) {
    for (u64 a = 1; 2 * a < h.n; ++a)
        if (!acc.hit(0, sg[(size_t)a] ^ sg[(size_t)(h.n - a)])) return;
}

"#;
