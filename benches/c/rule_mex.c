/* The straightforward mex loop for five heap rules, the baseline of
 * scripts/rule-bench.sh: g(n) = mex of the options' values, every move
 * listed from the rule, a stamp array to mark the values seen. Written
 * for this repository as a contestant would write it.
 *
 * Usage: rule_mex RULE N   prints g(0..=N), one per line.
 * RULE: squares | half (take 1..n/2) | divisor-map (to a proper divisor)
 *       | finite100 (subtract 1, 4, 7, ..., 298) | nim-code (0.[7])
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int *g, *seen;

static int mex(int stamp) {
    int v = 0;
    while (seen[v] == stamp) v++;
    return v;
}

static void mark(int v, int stamp) { seen[v] = stamp; }

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: rule_mex RULE N\n");
        return 2;
    }
    const char *rule = argv[1];
    long n_max = atol(argv[2]);
    g = calloc(n_max + 1, sizeof(int));
    seen = calloc(2 * n_max + 130, sizeof(int));
    for (long n = 0; n <= n_max; n++) {
        int stamp = (int)n + 1;
        if (!strcmp(rule, "squares")) {
            for (long k = 1; k * k <= n; k++) mark(g[n - k * k], stamp);
        } else if (!strcmp(rule, "half")) {
            for (long s = 1; s <= n / 2; s++) mark(g[n - s], stamp);
        } else if (!strcmp(rule, "divisor-map")) {
            for (long d = 1; d * d <= n; d++) {
                if (n % d) continue;
                if (d < n) mark(g[d], stamp);
                if (n / d < n && n / d != d) mark(g[n / d], stamp);
            }
        } else if (!strcmp(rule, "finite100")) {
            for (long s = 1; s <= 298 && s <= n; s += 3) mark(g[n - s], stamp);
        } else if (!strcmp(rule, "nim-code")) {
            /* 0.[7]: remove t >= 1, leave no heap, one heap, or two. */
            for (long t = 1; t <= n; t++) {
                long rest = n - t;
                if (rest == 0) mark(0, stamp);
                else mark(g[rest], stamp);
                for (long a = 1; 2 * a <= rest; a++) mark(g[a] ^ g[rest - a], stamp);
            }
        } else {
            fprintf(stderr, "unknown rule %s\n", rule);
            return 2;
        }
        g[n] = mex(stamp);
    }
    char *buf = malloc(16 * (n_max + 1) + 1);
    char *p = buf;
    for (long n = 0; n <= n_max; n++) p += sprintf(p, "%d\n", g[n]);
    fwrite(buf, 1, p - buf, stdout);
    return 0;
}
