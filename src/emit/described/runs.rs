//! The emitted files of a rule built from the input (`runs = "s"`,
//! [`crate::describe::Game::Runs`]): each case's take-and-break code, a 7
//! at each listed run length, built as grundy builds it
//! ([`crate::describe::solve::runs_code`]: lengths past the case's largest
//! heap left out, a longer run than [`RUN_MAX`] refused), and its values by
//! their definition at run time (a run of s removed from a row of n leaves
//! rows of a and n - s - a). A heap past the table grundy's period search
//! computes ([`search`]) is answered by the period that table proves, by the
//! same theorem as grundy's ([`crate::games::sequence`]'s period: for a rule
//! removing at most t and leaving at most 2 rows, g(n + p) = g(n) for
//! e <= n < N - p with N >= 2 (max(e, 1) + p) + t holds for every n >= e),
//! else by the table grown to it, as grundy grows its own, below
//! [`SEQUENCE_MAX`] heaps and within [`RUN_WORK`] pairs.

use crate::describe::solve::{runs_code, RUN_MAX};
use crate::games::rules::evidence::{period_search, SEQUENCE_MAX};

/// The pairs (a run's place, the rows it leaves) the emitted table may
/// look at for one case: seconds, where grundy's faster engine looks at
/// up to 2^35.
pub const RUN_WORK: u64 = 1 << 32;

/// The values grundy's period search computes for a code of runs.
fn search() -> u64 {
    let code = runs_code(&[1], 1).map_or(0, |c| period_search(&c));
    code as u64
}

/// How the file's values are known, for its comment.
pub(super) fn why(list: &str) -> String {
    format!(
        "per case, the take-and-break code with digit 7 at each run length listed in {list} up to the case's largest heap (a run past {RUN_MAX} refused): a mex table computed at run time over every run removed and the two rows it leaves; for a heap of {} or more, the period the first {} values prove by the theorem of Guy and Smith (g(n + p) = g(n) for e <= n < N - p with N >= 2 (max(e, 1) + p) + t, t the longest run, holds for ever), else the table grown to the heap (below {SEQUENCE_MAX}, within {RUN_WORK} pairs), as grundy answers",
        search(),
        search()
    )
}

fn fill(template: &str) -> String {
    template
        .replace("@RUN_MAX@", &RUN_MAX.to_string())
        .replace("@RUN_SEARCH@", &search().to_string())
        .replace("@RUN_TABLE@", &SEQUENCE_MAX.to_string())
        .replace("@RUN_WORK@", &RUN_WORK.to_string())
}

/// The C++ values block.
pub(super) fn cpp() -> String {
    fill(CPP)
}

/// The Rust values block.
pub(super) fn rust() -> String {
    fill(RS)
}

const CPP: &str = r#"// ---- values: runs, the take-and-break code with a 7 at each listed length
// up to the case's largest heap: a mex table; past RUN_SEARCH values the
// period the table proves (Guy and Smith), else the table to the heap
const u64 RUN_MAX = @RUN_MAX@ULL;
const u64 RUN_SEARCH = @RUN_SEARCH@ULL;
const u64 RUN_TABLE = @RUN_TABLE@ULL;
const u64 RUN_WORK = @RUN_WORK@ULL;
std::vector<u64> rlist, rs;
std::vector<u32> rg, rmark;
u32 rstamp = 0;
u64 rstart = 0, rper = 0, rwork = 0;
int case_sid = -1;
int set_id(const std::vector<u64>& v, bool) { rlist = v; return 0; }
void g_begin_case() { case_sid = -1; }
// g(0..=upto): the mex over every run removed and the rows a, n - s - a left.
void run_grow(u64 upto) {
    while (rg.size() <= upto) {
        u64 n = rg.size();
        if (++rstamp == 0) { rmark.assign(rmark.size(), 0); rstamp = 1; }
        for (size_t i = 0; i < rs.size() && rs[i] <= n; ++i) {
            u64 rest = n - rs[i];
            rwork += rest / 2 + 1;
            if (rwork > RUN_WORK) die("the runs' splits up to heap " + ustr(upto) + " look at more than " + ustr(RUN_WORK) + " pairs (stopped at heap " + ustr(n) + ")");
            for (u64 a = 0; 2 * a <= rest; ++a) rmark[rg[(size_t)a] ^ rg[(size_t)(rest - a)]] = rstamp;
        }
        u32 m = 0;
        while (rmark[m] == rstamp) ++m;
        if (m > 65535) die("a value past 65535 before heap " + ustr(upto));
        rg.push_back(m);
    }
}
// A period the table proves: g(n + p) = g(n) for e <= n < N - p, and
// N >= 2 (max(e, 1) + p) + t.
bool run_period(u64 t) {
    u64 len = rg.size();
    for (u64 p = 1; 2 * (1 + p) + t <= len; ++p) {
        u64 x = len;
        while (x > p && rg[(size_t)(x - 1)] == rg[(size_t)(x - 1 - p)]) --x;
        u64 e = x - p;
        if (2 * ((e > 0 ? e : 1) + p) + t <= len) { rstart = e; rper = p; return true; }
    }
    return false;
}
void g_prep(const std::vector<Heap>& hs) {
    if (hs.empty()) return;
    u64 most = 0;
    for (size_t i = 0; i < hs.size(); ++i) if (hs[i].n > most) most = hs[i].n;
    std::vector<u64> used;
    for (size_t i = 0; i < rlist.size(); ++i) if (rlist[i] > 0 && rlist[i] <= most) used.push_back(rlist[i]);
    std::sort(used.begin(), used.end());
    used.erase(std::unique(used.begin(), used.end()), used.end());
    u64 t = used.empty() ? 0 : used.back();
    if (t > RUN_MAX) die("a run of " + ustr(t) + " tokens: a code of runs is tabled for runs of at most " + ustr(RUN_MAX));
    // The same lengths as the case before: its table goes on.
    if (used != rs || rmark.empty()) {
        rs = used; rg.clear(); rper = 0;
        rmark.assign(65537, 0); rstamp = 0;
    }
    rwork = 0;
    if (rper != 0 || most < RUN_SEARCH) { if (rper == 0) run_grow(most); return; }
    for (u64 check = 64; rg.size() < RUN_SEARCH; check += check / 4) {
        run_grow((check < RUN_SEARCH ? check : RUN_SEARCH) - 1);
        if (run_period(t)) return;
    }
    if (run_period(t)) return;
    if (most >= RUN_TABLE) die("no period within " + ustr(RUN_SEARCH) + " values, and the table stops at heap " + ustr(RUN_TABLE - 1));
    run_grow(most);
}
u64 g_val(const Heap& h) {
    if (h.n < rg.size()) return rg[(size_t)h.n];
    return rg[(size_t)(rstart + (h.n - rstart) % rper)];
}

"#;

const RS: &str = r#"// ---- values: runs, the take-and-break code with a 7 at each listed length
// up to the case's largest heap: a mex table; past RUN_SEARCH values the
// period the table proves (Guy and Smith), else the table to the heap
const RUN_MAX: u64 = @RUN_MAX@;
const RUN_SEARCH: u64 = @RUN_SEARCH@;
const RUN_TABLE: u64 = @RUN_TABLE@;
const RUN_WORK: u64 = @RUN_WORK@;
struct G {
    list: Vec<u64>,
    rs: Vec<u64>,
    g: Vec<u32>,
    mark: Vec<u32>,
    stamp: u32,
    start: u64,
    per: u64,
    work: u64,
    case_id: Option<usize>,
}
impl Family for G {}
impl G {
    fn new() -> G {
        G {
            list: Vec::new(),
            rs: Vec::new(),
            g: Vec::new(),
            mark: Vec::new(),
            stamp: 0,
            start: 0,
            per: 0,
            work: 0,
            case_id: None,
        }
    }
    fn set_id(&mut self, v: Vec<u64>, _keep: bool) -> usize {
        self.list = v;
        0
    }
    fn begin_case(&mut self) {
        self.case_id = None;
    }
    /// g(0..=upto): the mex over every run removed and the rows a,
    /// n - s - a left.
    fn grow(&mut self, upto: u64) -> Result<(), String> {
        while self.g.len() as u64 <= upto {
            let n = self.g.len() as u64;
            self.stamp = self.stamp.wrapping_add(1);
            if self.stamp == 0 {
                for m in self.mark.iter_mut() {
                    *m = 0;
                }
                self.stamp = 1;
            }
            for &s in &self.rs {
                if s > n {
                    break;
                }
                let rest = n - s;
                self.work += rest / 2 + 1;
                if self.work > RUN_WORK {
                    return Err(format!("the runs' splits up to heap {} look at more than {} pairs (stopped at heap {})", upto, RUN_WORK, n));
                }
                let mut a = 0;
                while 2 * a <= rest {
                    let v = self.g[a as usize] ^ self.g[(rest - a) as usize];
                    self.mark[v as usize] = self.stamp;
                    a += 1;
                }
            }
            let mut m = 0usize;
            while self.mark[m] == self.stamp {
                m += 1;
            }
            if m > 65535 {
                return Err(format!("a value past 65535 before heap {}", upto));
            }
            self.g.push(m as u32);
        }
        Ok(())
    }
    /// A period the table proves: g(n + p) = g(n) for e <= n < N - p, and
    /// N >= 2 (max(e, 1) + p) + t.
    fn period(&mut self, t: u64) -> bool {
        let len = self.g.len() as u64;
        let mut p = 1;
        while 2 * (1 + p) + t <= len {
            let mut x = len;
            while x > p && self.g[(x - 1) as usize] == self.g[(x - 1 - p) as usize] {
                x -= 1;
            }
            let e = x - p;
            if 2 * (e.max(1) + p) + t <= len {
                self.start = e;
                self.per = p;
                return true;
            }
            p += 1;
        }
        false
    }
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        let most = match hs.iter().map(|h| h.n).max() {
            Some(m) => m,
            None => return Ok(()),
        };
        let mut used: Vec<u64> = self.list.iter().copied().filter(|&s| s > 0 && s <= most).collect();
        used.sort();
        used.dedup();
        let t = used.last().copied().unwrap_or(0);
        if t > RUN_MAX {
            return Err(format!("a run of {} tokens: a code of runs is tabled for runs of at most {}", t, RUN_MAX));
        }
        // The same lengths as the case before: its table goes on.
        if used != self.rs || self.mark.is_empty() {
            self.rs = used;
            self.g.clear();
            self.per = 0;
            self.mark = vec![0; 65537];
            self.stamp = 0;
        }
        self.work = 0;
        if self.per != 0 {
            return Ok(());
        }
        if most < RUN_SEARCH {
            return self.grow(most);
        }
        let mut check = 64;
        while (self.g.len() as u64) < RUN_SEARCH {
            self.grow(check.min(RUN_SEARCH) - 1)?;
            if self.period(t) {
                return Ok(());
            }
            check += check / 4;
        }
        if self.period(t) {
            return Ok(());
        }
        if most >= RUN_TABLE {
            return Err(format!("no period within {} values, and the table stops at heap {}", RUN_SEARCH, RUN_TABLE - 1));
        }
        self.grow(most)
    }
    fn val(&self, h: &Heap) -> u64 {
        if h.n < self.g.len() as u64 {
            u64::from(self.g[h.n as usize])
        } else {
            u64::from(self.g[(self.start + (h.n - self.start) % self.per) as usize])
        }
    }
}

"#;
