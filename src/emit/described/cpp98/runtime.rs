//! The C++98 runtime every file starts with: the input reader (whitespace
//! separated unsigned 64-bit integers), one case's tokens with their names
//! and lines, the heap record and the winning-move accumulator. The
//! description's numbers and words go in by [`preamble::runtime`].

use crate::emit::described::plan::{Family, Plan};
use crate::emit::described::preamble::{self, Literals};

/// The runtime of `p`'s file, with the headers its family needs.
pub(super) fn text(p: &Plan<'_>) -> String {
    let includes = match p.family {
        Family::Finite { .. }
        | Family::Moves { .. }
        | Family::Hackenbush(_)
        | Family::Tokens(_) => "#include <map>\n#include <algorithm>\n",
        Family::TimesLast { .. }
        | Family::InLetter { .. }
        | Family::Losing(_)
        | Family::Runs { .. }
        | Family::MoveGraph(_)
        | Family::CardSplit(_) => "#include <algorithm>\n",
        _ => "",
    };
    preamble::runtime(
        p,
        &CPP_COMMON.replace("@INCLUDES@", includes),
        &Literals {
            sentinel: |v| format!("{v}ULL"),
            no_sentinel: "0",
            string: super::cpp_str,
        },
    )
}

const CPP_COMMON: &str = r#"#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
@INCLUDES@
typedef unsigned long long u64;
typedef unsigned int u32;
const u64 U64MAX = ~(u64)0;
const char* const FIRST = @FIRST@;
const char* const SECOND = @SECOND@;

// ---- input: whitespace-separated unsigned 64-bit integers
std::vector<char> inb;
size_t inp = 0;
std::string out;

void die(const std::string& why) {
    if (!out.empty()) fwrite(out.data(), 1, out.size(), stdout);
    fflush(stdout);
    fprintf(stderr, "%s\n", why.c_str());
    exit(1);
}
void read_all() {
    char buf[1 << 16];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, stdin)) > 0) inb.insert(inb.end(), buf, buf + k);
}
inline bool blank(char c) { return c == ' ' || (c >= 9 && c <= 13); }
bool at_end() {
    while (inp < inb.size() && blank(inb[inp])) ++inp;
    return inp >= inb.size();
}
u64 num(const char* what) {
    if (at_end()) die(std::string("expected ") + what + ", found the end of the input");
    u64 v = 0;
    while (inp < inb.size() && !blank(inb[inp])) {
        char c = inb[inp];
        if (c < '0' || c > '9') die(std::string("expected ") + what + ", found a token that is not a number");
        u64 digit = (u64)(c - '0');
        if (v > (U64MAX - digit) / 10) die(std::string("expected ") + what + ", found a number past 2^64 - 1");
        v = v * 10 + digit;
        ++inp;
    }
    return v;
}
std::string ustr(u64 v) {
    char b[24];
    int i = 23;
    b[i] = 0;
    do { b[--i] = (char)('0' + v % 10); v /= 10; } while (v);
    return std::string(b + i);
}
void put(const char* s) { out += s; }
void putu(u64 v) { out += ustr(v); }
std::string words(bool first_wins) { return first_wins ? FIRST : SECOND; }
inline u64 sat(u64 a, u64 k) { return a > k ? a - k : 0; }

// ---- one case: every value read, its name and its line
const int NAMES = @NAMES@;
const u64 SENT[] = {@SENT@};
const size_t SENT_LEN = @SENT_LEN@;
std::vector<int> rn;
std::vector<u64> rv;
std::vector<u32> rl;
u64 last_[NAMES];
u32 line_ = 0;
u64 case_ = 0;
bool sent_on = false;
size_t sent_i = 0;
bool sent_eq = true;

void reset(bool sentinel) {
    rn.clear(); rv.clear(); rl.clear();
    for (int i = 0; i < NAMES; ++i) last_[i] = 0;
    line_ = 0; sent_on = sentinel; sent_i = 0; sent_eq = true;
}
// Reads a word of `letters`, never three `three` in a row (0: no such rule),
// never a letter of `apart` next to itself.
std::string wd_[NAMES];
void wtok(int name, const char* what, const char* letters, char three, const char* apart) {
    if (at_end()) die(std::string("expected ") + what + ", found the end of the input");
    std::string w;
    while (inp < inb.size() && !blank(inb[inp])) {
        char c = inb[inp++];
        w += c;
        size_t k = w.size();
        bool run = three != 0 && k >= 3 && w[k - 1] == three && w[k - 2] == three && w[k - 3] == three;
        if (k >= 2 && w[k - 1] == w[k - 2] && strchr(apart, c) != 0) run = true;
        if (strchr(letters, c) == 0 || c == 0 || run) die(std::string("expected ") + what + ", found another word");
    }
    wd_[name] = w;
}
// Reads one value; false when the case's first line is the sentinel.
// The token "-1" (a parent array's root mark), taken when it is next.
bool minus_one() {
    if (at_end() || inb[inp] != '-' || inp + 1 >= inb.size() || inb[inp + 1] != '1') return false;
    if (inp + 2 < inb.size() && !blank(inb[inp + 2])) return false;
    inp += 2;
    return true;
}
const int MINUS_ONE = @MINUS_ONE@;
bool tok(int name, const char* what, bool top) {
    u64 v = name == MINUS_ONE && minus_one() ? U64MAX : num(what);
    rn.push_back(name); rv.push_back(v); rl.push_back(line_); last_[name] = v;
    if (top && sent_on && SENT_LEN > 0) {
        if (v != SENT[sent_i]) sent_eq = false;
        if (++sent_i == SENT_LEN) {
            if (sent_eq) return false;
            sent_on = false;
        }
    }
    return true;
}
// A name's value for each line of the case: its token on that line, else its latest.
std::vector<u64> binding(int name) {
    std::vector<u64> v(line_ + 1, last_[name]);
    std::vector<char> set(line_ + 1, 0);
    for (size_t i = 0; i < rn.size(); ++i)
        if (rn[i] == name && !set[rl[i]]) { set[rl[i]] = 1; v[rl[i]] = rv[i]; }
    return v;
}

struct Heap { u64 n; u32 line; u64 a, b; int s; };

// The winning moves found so far (a move's take and the value it leaves).
const u64 BUDGET = @BUDGET@ULL;
struct Acc {
    u64 target, count, best;
    bool found, smallest;
    u64 work;
    bool hit(u64 take, u64 v) {
        if (++work > BUDGET) die("more than 20000000 moves to look at");
        if (v != target) return true;
        ++count;
        if (!found || take < best) best = take;
        found = true;
        return !smallest;
    }
};

"#;
