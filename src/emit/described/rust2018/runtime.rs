//! The Rust runtime every file starts with: the input reader (whitespace
//! separated unsigned 64-bit integers), one case's tokens with their names
//! and lines (`St`), the heap record and the winning-move accumulator. The
//! description's numbers and words go in by [`preamble::runtime`].

use crate::emit::described::plan::Plan;
use crate::emit::described::preamble::{self, Literals};

/// The runtime of `p`'s file.
pub(super) fn text(p: &Plan<'_>) -> String {
    preamble::runtime(
        p,
        RS_COMMON,
        &Literals {
            sentinel: |v| v.to_string(),
            no_sentinel: "",
            string: super::rs_str,
        },
    )
}

const RS_COMMON: &str = r#"#![allow(dead_code)]
#![forbid(unsafe_code)]
use std::io::{self, Read, Write};

const FIRST: &str = @FIRST@;
const SECOND: &str = @SECOND@;
const NAMES: usize = @NAMES@;
const SENT: [u64; @SENT_LEN@] = [@SENT@];
const MINUS_ONE: usize = @MINUS_ONE@;
const BUDGET: u64 = @BUDGET@;

fn words(first_wins: bool) -> String {
    (if first_wins { FIRST } else { SECOND }).to_string()
}

/// The input (whitespace-separated unsigned 64-bit integers), the answers,
/// and one case: every value read, its name and its line.
struct St {
    b: Vec<u8>,
    p: usize,
    out: Vec<u8>,
    rn: Vec<usize>,
    rv: Vec<u64>,
    rl: Vec<u32>,
    last: [u64; NAMES],
    line: u32,
    case: u64,
    sent_on: bool,
    sent_i: usize,
    sent_eq: bool,
    /// The words of the case (a board), by name.
    wd: Vec<Vec<u8>>,
}

fn blank(c: u8) -> bool {
    c == b' ' || (9..=13).contains(&c)
}

impl St {
    fn new(b: Vec<u8>) -> St {
        St {
            b: b,
            p: 0,
            out: Vec::new(),
            rn: Vec::new(),
            rv: Vec::new(),
            rl: Vec::new(),
            last: [0; NAMES],
            line: 0,
            case: 0,
            sent_on: false,
            sent_i: 0,
            sent_eq: true,
            wd: vec![Vec::new(); NAMES],
        }
    }

    fn at_end(&mut self) -> bool {
        while self.p < self.b.len() && blank(self.b[self.p]) {
            self.p += 1;
        }
        self.p >= self.b.len()
    }

    fn num(&mut self, what: &str) -> Result<u64, String> {
        if self.at_end() {
            return Err(format!("expected {}, found the end of the input", what));
        }
        let mut v: u64 = 0;
        while self.p < self.b.len() && !blank(self.b[self.p]) {
            let c = self.b[self.p];
            if c < b'0' || c > b'9' {
                return Err(format!("expected {}, found a token that is not a number", what));
            }
            v = match v.checked_mul(10).and_then(|v| v.checked_add(u64::from(c - b'0'))) {
                Some(v) => v,
                None => return Err(format!("expected {}, found a number past 2^64 - 1", what)),
            };
            self.p += 1;
        }
        Ok(v)
    }

    fn reset(&mut self, sentinel: bool) {
        self.rn.clear();
        self.rv.clear();
        self.rl.clear();
        self.last = [0; NAMES];
        self.line = 0;
        self.sent_on = sentinel;
        self.sent_i = 0;
        self.sent_eq = true;
    }

    /// Reads a word of `letters`, never three `three` in a row (0: no
    /// such rule), never a letter of `apart` next to itself.
    fn word(&mut self, name: usize, what: &str, letters: &[u8], three: u8, apart: &[u8]) -> Result<(), String> {
        if self.at_end() {
            return Err(format!("expected {}, found the end of the input", what));
        }
        let mut w = Vec::new();
        while self.p < self.b.len() && !blank(self.b[self.p]) {
            let c = self.b[self.p];
            w.push(c);
            self.p += 1;
            let k = w.len();
            let run = three != 0 && k >= 3 && w[k - 3..].iter().all(|&d| d == three)
                || k >= 2 && w[k - 2] == c && apart.contains(&c);
            if !letters.contains(&c) || run {
                return Err(format!("expected {}, found another word", what));
            }
        }
        self.wd[name] = w;
        Ok(())
    }

    /// Reads one value; false when the case's first line is the sentinel.
    /// The token "-1" (a parent array's root mark), taken when it is next.
    fn minus_one(&mut self) -> bool {
        if self.at_end() || self.b[self.p] != b'-' || self.b.get(self.p + 1) != Some(&b'1') {
            return false;
        }
        if self.p + 2 < self.b.len() && !blank(self.b[self.p + 2]) {
            return false;
        }
        self.p += 2;
        true
    }

    fn tok(&mut self, name: usize, what: &str, top: bool) -> Result<bool, String> {
        let v = if name == MINUS_ONE && self.minus_one() {
            u64::MAX
        } else {
            self.num(what)?
        };
        self.rn.push(name);
        self.rv.push(v);
        self.rl.push(self.line);
        self.last[name] = v;
        if top && self.sent_on && !SENT.is_empty() {
            if v != SENT[self.sent_i] {
                self.sent_eq = false;
            }
            self.sent_i += 1;
            if self.sent_i == SENT.len() {
                if self.sent_eq {
                    return Ok(false);
                }
                self.sent_on = false;
            }
        }
        Ok(true)
    }

    /// A name's value for each line of the case: its token on that line,
    /// else its latest.
    fn binding(&self, name: usize) -> Vec<u64> {
        let n = self.line as usize + 1;
        let mut v = vec![self.last[name]; n];
        let mut set = vec![false; n];
        for i in 0..self.rn.len() {
            let l = self.rl[i] as usize;
            if self.rn[i] == name && !set[l] {
                set[l] = true;
                v[l] = self.rv[i];
            }
        }
        v
    }
}

/// What a family's `G` does beyond valuing a heap, nothing unless its own
/// `impl G` says otherwise (its methods come first): no state kept from
/// case to case, no table made once the heaps are known, no moves listed,
/// a heap worth itself.
trait Family {
    fn begin_case(&mut self) {}
    fn prep(&mut self, _hs: &[Heap]) -> Result<(), String> {
        Ok(())
    }
    fn val(&self, h: &Heap) -> u64 {
        h.n
    }
    fn moves(&self, _h: &Heap, _acc: &mut Acc) -> Result<(), String> {
        Ok(())
    }
}

#[derive(Clone, Copy)]
struct Heap {
    n: u64,
    line: u32,
    a: u64,
    b: u64,
    s: usize,
}

/// The winning moves found so far (a move's take and the value it leaves).
struct Acc {
    target: u64,
    count: u64,
    best: Option<u64>,
    smallest: bool,
    work: u64,
}

impl Acc {
    fn hit(&mut self, take: u64, v: u64) -> Result<bool, String> {
        self.work += 1;
        if self.work > BUDGET {
            return Err(format!("more than {} moves to look at", BUDGET));
        }
        if v != self.target {
            return Ok(true);
        }
        self.count += 1;
        self.best = Some(self.best.map_or(take, |b| b.min(take)));
        Ok(!self.smallest)
    }
}

"#;
