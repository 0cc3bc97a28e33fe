// grundy's C++ reader for the files timed against hand-tuned C++ (poj2234,
// hdu1907, poj1067, hdu1536): io.h, and num_fast(), which reads numbers
// eight bytes at a time. `grundy emit PROBLEM --lang cpp` writes both in
// place of the line that includes this file, so each emitted file stands
// alone.
#include "io.h"
// The word tricks below read memory as little-endian; elsewhere every
// number is read a byte at a time.
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
static const bool little_endian = true;
#else
static const bool little_endian = false;
#endif
// The index of the lowest set bit of w (w != 0): GCC's builtin where there
// is one, else a loop.
inline unsigned lowest_bit(u64 w) {
#if defined(__GNUC__)
    return (unsigned)__builtin_ctzll(w);
#else
    unsigned n = 0;
    while (!(w & 1)) {
        w >>= 1;
        ++n;
    }
    return n;
#endif
}
// Eight bytes at a time (little-endian): a bit set in each non-digit byte.
// (A carry out of a byte >= 0xFA only marks bytes after it, which do not
// count: only the first non-digit matters.)
inline u64 nondigits(u64 w) {
    const u64 high = 0xF0F0F0F0F0F0F0F0ULL, threes = 0x3030303030303030ULL;
    return ((w & high) ^ threes) | (((w + 0x0606060606060606ULL) & high) ^ threes);
}
// The value of the first n (1 to 8) digit bytes of w.
inline u64 digits8(u64 w, unsigned n) {
    w = (w - 0x3030303030303030ULL) << (8 * (8 - n));
    w = (w * 10 + (w >> 8)) & 0x00FF00FF00FF00FFULL;
    w = (w * 100 + (w >> 16)) & 0x0000FFFF0000FFFFULL;
    return (w * 10000 + (w >> 32)) & 0xFFFFFFFFULL;
}
// num_slow(), faster: numbers of up to 15 digits are read a word at a time.
inline u64 num_fast() {
    if (ilen - ip < 24 || (unsigned char)ib[ip] <= ' ' || !little_endian) {
        if (!more()) fail();  // blanks to skip, or near the end of the block
        if (ilen - ip < 24 || !little_endian) return num_slow();
    }
    static const u64 pow10[8] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000};
    u64 w, v, rest;
    memcpy(&w, ib + ip, 8);
    u64 nd = nondigits(w);
    if (nd & 0xFF) fail();  // the token starts with a non-digit
    unsigned n;
    if (nd) {
        n = lowest_bit(nd) / 8;
        v = digits8(w, n);
        rest = w >> (8 * n);
    } else {
        memcpy(&rest, ib + ip + 8, 8);
        u64 nd2 = nondigits(rest);
        if (nd2 == 0) return num_slow();
        unsigned n2 = lowest_bit(nd2) / 8;
        v = digits8(w, 8) * pow10[n2] + (n2 ? digits8(rest, n2) : 0);
        rest >>= 8 * n2;
        n = 8 + n2;
    }
    // The byte after the digits must be a blank: space or 9..13.
    unsigned t = (unsigned)(rest & 0xFF);
    if (t > ' ' || !(0x100003E00ULL >> t & 1)) fail();
    ip += n + 1;  // the digits and that blank
    return v;
}
