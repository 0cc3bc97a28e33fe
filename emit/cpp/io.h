// grundy's C++ reader and writer, shared by the files in emit/cpp/ that
// read numbers a byte at a time; `grundy emit PROBLEM --lang cpp` writes it
// in place of the line that includes io.h, so each emitted file stands alone.
typedef unsigned long long u64;

// Input, 128 KiB per fread; ib[ilen] is a 0 sentinel that ends every scan.
static char ib[(1 << 17) + 1];
static size_t ip = 0, ilen = 0;
static bool at_eof = false;
inline void refill() {
    ip = 0;
    ilen = fread(ib, 1, 1 << 17, stdin);
    at_eof = ilen == 0;
    ib[ilen] = 0;
}
// Token separators: space, tab, LF, VT, FF, CR (any other byte is text).
inline bool blank(unsigned char c) { return c == ' ' || (c >= 9 && c <= 13); }
// Bad input: one line on stderr and exit 1. Answers still in the output
// buffer are dropped, so nothing is printed for the case at fault.
inline void fail() {
    fputs("bad input\n", stderr);
    exit(1);
}
// True when another token follows.
inline bool more() {
    if (ip < ilen && (unsigned char)ib[ip] > ' ') return true;  // no blank to skip
    for (;;) {
        while (ip < ilen && blank(ib[ip])) ++ip;
        if (ip < ilen) return true;
        if (at_eof) return false;
        refill();
    }
}
// The next token as a number: all digits, at most 2^64 - 1; else fail().
// Byte by byte: for long numbers and near the end of a block.
static u64 num_slow() {
    if (!more()) fail();
    u64 v = 0;
    for (;;) {
        unsigned d = (unsigned char)ib[ip] - '0';
        if (d > 9) {
            if (ip == ilen && !at_eof) {
                refill();  // the token goes on in the next block
                continue;
            }
            break;
        }
        if (v >= 1844674407370955161ULL && (v > 1844674407370955161ULL || d > 5)) fail();
        v = v * 10 + d;
        ++ip;
    }
    if (ip < ilen && !blank(ib[ip])) fail();
    return v;
}
inline u64 num() { return num_slow(); }

// Output: one 64 KiB buffer.
static char ob[1 << 16];
static size_t olen = 0;
inline void flush() {
    if (fwrite(ob, 1, olen, stdout) != olen) exit(3);
    olen = 0;
}
inline void put(const char *s, size_t n) {  // n <= sizeof ob
    if (olen + n > sizeof ob) flush();
    memcpy(ob + olen, s, n);
    olen += n;
}
inline void putu(u64 v) {
    char t[20];
    int i = 20;
    do t[--i] = char('0' + v % 10); while (v /= 10);
    put(t + i, 20 - i);
}
inline void line(const char *s) {
    put(s, strlen(s));
    put("\n", 1);
}
inline int finish() {
    flush();
    return fflush(stdout) ? 3 : 0;
}
