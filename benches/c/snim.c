/* HDU 1536 (S-Nim): per case `k s1..sk`, m, then m lines `l h1..hl`; a lone
 * 0 ends. One line of W/L per case. Grundy values by mex over the set, the
 * table grown to the largest heap asked about and kept while the set stays
 * the same. A baseline for scripts/compare.sh. */
#include "judge_io.h"

static uint64_t set[128], prev[128];
static int set_len, prev_len = -1;
static unsigned char *grundy; /* values <= k <= 100 */
static uint64_t have, cap;
static unsigned stamp[256], round_no;

static int cmp(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static void grow_to(uint64_t heap) {
    if (heap + 1 > cap) {
        cap = (heap + 1) * 2;
        grundy = realloc(grundy, cap);
        if (!grundy) die("out of memory");
    }
    for (; have <= heap; have++) {
        round_no++;
        for (int i = 0; i < set_len && set[i] <= have; i++) stamp[grundy[have - set[i]]] = round_no;
        unsigned char g = 0;
        while (stamp[g] == round_no) g++;
        grundy[have] = g;
    }
}

int main(void) {
    read_input();
    for (;;) {
        uint64_t k = next_number();
        if (k == 0) break;
        if (k > 100) die("set too large");
        set_len = (int)k;
        for (int i = 0; i < set_len; i++) set[i] = next_number();
        qsort(set, (size_t)set_len, sizeof set[0], cmp);
        if (set_len != prev_len || memcmp(set, prev, sizeof set[0] * (size_t)set_len)) {
            have = 0; /* a new set: start the table again */
            memcpy(prev, set, sizeof set[0] * (size_t)set_len);
            prev_len = set_len;
        }
        uint64_t m = next_number();
        while (m--) {
            uint64_t l = next_number(), x = 0;
            while (l--) {
                uint64_t h = next_number();
                if (h >= have) grow_to(h);
                x ^= grundy[h];
            }
            put_bytes(x ? "W" : "L", 1);
        }
        put_bytes("\n", 1);
    }
    write_output();
    return 0;
}
