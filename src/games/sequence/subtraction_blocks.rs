//! Word-parallel Grundy tables for subtraction games whose smallest move is
//! large: many positions at once, one bit each.
//!
//! When every move removes at least `w` objects, positions `n..n + w` only
//! look at positions below `n`, so a block of up to 64 of them can be settled
//! together. Keep, for every Grundy value v, the set of positions with value
//! v as a bit set. The block's positions with a move to a v-position are the
//! OR over the moves s of that set shifted by s: one 64-bit word per move.
//! Value 0 goes to the positions outside that union, value 1 to the rest
//! outside the union for 1, and so on until every position has its value.
//!
//! A value is the mex of |S| numbers, but the values within one block are
//! few (for 50 random moves below 10^4, about 10), so a block of 64 positions
//! costs about |S| x (largest value in it + 1) word operations instead of
//! 64 x |S| table lookups.
//!
//! Values are `u16`: distinct moves of at least 16 below 2^16 number fewer
//! than 2^16, and a value is at most the number of moves.
//!
//! The simple kernel's first stage ([`crate::games::sequence::simple`]);
//! it appends to the stored values
//! ([`crate::games::sequence::values::Values`]) and reads nothing else of
//! the engine.

/// Widest block: one `u64` of positions.
const WORD: usize = 64;

/// The per-value bit sets of one table; see the module docs.
#[derive(Clone, Debug, Default)]
pub struct BlockTable {
    /// `sets[v]` bit `front + n` set when position n has Grundy value v.
    sets: Vec<Vec<u64>>,
    /// Zero bits in front of position 0, so a shifted read never starts
    /// before the set: at least the largest move.
    front: usize,
    /// Words each set holds.
    words: usize,
}

impl BlockTable {
    /// Bits for a table of moves up to `largest`.
    pub fn new(largest: usize) -> BlockTable {
        BlockTable {
            sets: Vec::new(),
            front: largest.div_ceil(WORD) * WORD,
            words: 0,
        }
    }

    /// Appends `count` positions to `table` (which this block table has
    /// described so far), for the sorted moves `moves`, all at least
    /// `block` (1..=64) apart from zero: `moves[0] >= block`.
    ///
    /// # Complexity
    /// O(|S| x (values per block + 1)) word operations per block of `block`
    /// positions.
    pub fn extend(
        &mut self,
        moves: &[usize],
        block: usize,
        table: &mut crate::games::sequence::values::Values,
        count: usize,
    ) {
        debug_assert!((1..=WORD).contains(&block) && moves.first().is_some_and(|&s| s >= block));
        let end = table.len() + count;
        self.reserve(end);
        while table.len() < end {
            let n = table.len();
            let width = block.min(end - n);
            // Moves that some position of the block can make.
            let usable = &moves[..moves.partition_point(|&s| s < n + width)];
            let settled = self.settle_block(usable, n, width);
            table.extend_from(&settled[..width]);
        }
    }

    /// The values of positions `n..n + width`.
    fn settle_block(&mut self, usable: &[usize], n: usize, width: usize) -> [u16; WORD] {
        let all = u64::MAX >> (WORD - width);
        let mut open = all;
        let mut values = [0u16; WORD];
        let mut value = 0;
        while open != 0 {
            if value == self.sets.len() {
                self.sets.push(vec![0; self.words]);
            }
            let set = &mut self.sets[value];
            // Positions of the block with a move to a position of `value`,
            // checked for covering every open one once per few moves.
            let mut reach = 0;
            for moves in usable.chunks(4) {
                for &s in moves {
                    reach |= read_bits(set, self.front + n - s);
                }
                if reach & open == open {
                    break;
                }
            }
            let take = open & !reach;
            or_bits(set, self.front + n, take);
            let mut bits = take;
            while bits != 0 {
                values[bits.trailing_zeros() as usize] = value as u16;
                bits &= bits - 1;
            }
            open &= reach & all;
            value += 1;
        }
        values
    }

    /// Makes every set long enough for positions below `end`.
    fn reserve(&mut self, end: usize) {
        // One spare word for reads that straddle the last one.
        let words = (self.front + end).div_ceil(WORD) + 1;
        if words > self.words {
            let words = words.max(2 * self.words);
            for set in &mut self.sets {
                set.resize(words, 0);
            }
            self.words = words;
        }
    }
}

/// The 64 bits of `set` from bit `at` on.
#[inline(always)]
fn read_bits(set: &[u64], at: usize) -> u64 {
    let (word, shift) = (at / WORD, at % WORD);
    let (low, high) = (set[word], set[word + 1]);
    // Two shifts for the high word, so that a shift of 0 moves it out whole.
    low >> shift | (high << 1) << (WORD - 1 - shift)
}

/// Sets the bits of `bits` in `set`, bit 0 at bit `at`.
#[inline(always)]
fn or_bits(set: &mut [u64], at: usize, bits: u64) {
    let (word, shift) = (at / WORD, at % WORD);
    let pair = u128::from(bits) << shift;
    set[word] |= pair as u64;
    set[word + 1] |= (pair >> 64) as u64;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_agree_with_the_definition() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..200 {
            let k = 1 + (next() % 60) as usize;
            let low = 1 + (next() % 80) as usize;
            let top = low + (next() % 3000) as usize;
            let mut moves: Vec<usize> = (0..k)
                .map(|_| low + (next() as usize) % (top - low + 1))
                .collect();
            moves.sort_unstable();
            moves.dedup();
            let block = moves[0].min(WORD);
            let as_u64: Vec<u64> = moves.iter().map(|&s| s as u64).collect();
            let expected: Vec<u16> = crate::games::subtraction::naive(&as_u64, 5000)
                .into_iter()
                .map(|g| g as u16)
                .collect();
            let mut blocks = BlockTable::new(*moves.last().unwrap());
            let mut table = crate::games::sequence::values::Values::U8(Vec::new());
            // Grow in uneven steps, as on-demand growth does.
            while table.len() < expected.len() {
                let step = (1 + next() % 700) as usize;
                let step = step.min(expected.len() - table.len());
                blocks.extend(&moves, block, &mut table, step);
            }
            assert_eq!(table.to_vec(), expected, "moves {moves:?}");
        }
    }

    #[test]
    fn bit_reads_and_writes_cross_words() {
        let mut set = vec![0u64; 4];
        or_bits(&mut set, 60, 0b1011);
        assert_eq!(set[0], 0b1011 << 60);
        assert_eq!(set[1], 0b1011 >> 4);
        assert_eq!(read_bits(&set, 60) & 0xF, 0b1011);
        assert_eq!(read_bits(&set, 61) & 0x7, 0b101);
        assert_eq!(read_bits(&set, 0), 0b1011 << 60);
    }
}
