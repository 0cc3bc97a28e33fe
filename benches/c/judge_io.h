/* judge_io.h: the input and output of the C baselines in this folder.
 *
 * The baselines are what a careful contestant would submit: the whole of
 * stdin read at once, numbers parsed by hand, answers gathered in one buffer
 * and written with a single fwrite. scripts/compare.sh times grundy against
 * them on the same inputs. Written for grundy; no judge or library code. */
#ifndef JUDGE_IO_H
#define JUDGE_IO_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned char *in_at, *in_end;
static char *out_buf;
static size_t out_len, out_cap;

static inline void die(const char *why) {
    fprintf(stderr, "baseline: %s\n", why);
    exit(1);
}

/* Reads all of stdin; a NUL after the data stops every scan. */
static inline void read_input(void) {
    size_t cap = 1 << 20, len = 0, got;
    unsigned char *buf = malloc(cap + 1);
    if (!buf) die("out of memory");
    while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) {
            cap *= 2;
            buf = realloc(buf, cap + 1);
            if (!buf) die("out of memory");
        }
    }
    buf[len] = 0;
    in_at = buf;
    in_end = buf + len;
}

/* True when only whitespace is left. */
static inline int at_end(void) {
    while (in_at < in_end && *in_at <= ' ') in_at++;
    return in_at == in_end;
}

/* The next unsigned decimal number; stops the program on anything else. */
static inline uint64_t next_number(void) {
    uint64_t v = 0;
    if (at_end()) die("input ended early");
    if (*in_at < '0' || *in_at > '9') die("not a number");
    while (*in_at >= '0' && *in_at <= '9') v = v * 10 + (uint64_t)(*in_at++ - '0');
    return v;
}

static inline void put_bytes(const char *s, size_t n) {
    if (out_len + n > out_cap) {
        out_cap = (out_cap + n) * 2;
        out_buf = realloc(out_buf, out_cap);
        if (!out_buf) die("out of memory");
    }
    memcpy(out_buf + out_len, s, n);
    out_len += n;
}

static inline void put_text(const char *s) { put_bytes(s, strlen(s)); }

static inline void write_output(void) {
    if (fwrite(out_buf, 1, out_len, stdout) != out_len) die("cannot write");
}

#endif
