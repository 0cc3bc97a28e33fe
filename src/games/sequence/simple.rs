//! The kernel for rules that never split a heap (subtraction sets, codes
//! of digits 0-3): `g(n) = mex` of the values at most t back (t the most
//! tokens one move removes), O(number of moves) per value; and, for
//! subtraction sets whose least move is large, the word-parallel builder
//! of [`crate::games::sequence::subtraction_blocks`] first.
//!
//! A kernel of the Grundy-sequence engine: it reads the rule
//! ([`Takes`]) and writes into a [`Table`], the layer below; the engine
//! ([`crate::games::sequence`]) chooses it, and the subtraction games use
//! it and a table alone, with no engine.

use crate::games::sequence::subtraction_blocks::BlockTable;
use crate::games::sequence::table::{NextValue, Stop, Table};
use crate::games::sequence::takes::Takes;
use crate::games::sequence::values::{Cell, Values};

/// The moves of a rule that never splits: `ones` (remove i, leave one
/// heap, n > i) and `exact` (remove i = n, leave nothing); for subtraction
/// sets whose least move is large, the word-parallel builder of
/// [`crate::games::sequence::subtraction_blocks`] (moves, block width, bit sets).
#[derive(Clone, Debug)]
pub struct SimpleKernel {
    ones: Vec<usize>,
    exact: Vec<usize>,
    blocks: Option<Box<(Vec<usize>, usize, BlockTable)>>,
}

impl SimpleKernel {
    /// The kernel for `rule`, which leaves at most one heap, and its
    /// table.
    pub fn new(rule: &Takes) -> (SimpleKernel, Table) {
        let mut kernel = match rule.subtraction_moves() {
            Some(moves) => {
                let moves = Takes::small(moves);
                let blocks = match (moves.first(), moves.last()) {
                    (Some(&least), Some(&largest))
                        if least >= MIN_BLOCK && largest <= BLOCK_MOVE_LIMIT =>
                    {
                        let width = least.min(64);
                        Some(Box::new((moves.clone(), width, BlockTable::new(largest))))
                    }
                    _ => None,
                };
                SimpleKernel {
                    ones: moves.clone(),
                    exact: moves,
                    blocks,
                }
            }
            None => SimpleKernel {
                ones: Takes::small(&rule.ones),
                exact: Takes::small(&rule.exact),
                blocks: None,
            },
        };
        let mut table = Table::new(rule);
        if let Some(b) = &mut kernel.blocks {
            // The bit sets must see g(0) = 0 too.
            let (moves, width, bits) = &mut **b;
            table.values = Values::U8(Vec::new());
            bits.extend(moves, *width, &mut table.values, 1);
        }
        (kernel, table)
    }

    /// Computes values into `table` until `g(0..len)` are known, the
    /// period is proven, or a value does not fit; says which.
    ///
    /// # Complexity
    /// O(moves) per value.
    pub fn extend(&mut self, table: &mut Table, len: usize) -> Stop {
        if let Some(b) = &mut self.blocks {
            extend_blocks(b, table, len);
        }
        table.extend_by(len, self);
        table.stop()
    }
}

impl NextValue for SimpleKernel {
    /// `mex { g(n - i) : i in ones, i < n } (+ 0 when n is in exact)`.
    fn next<V: Cell>(&mut self, values: &[V]) -> u32 {
        let (ones, n) = (&self.ones, values.len());
        let applicable = ones.partition_point(|&i| i < n);
        let zero = self.exact.binary_search(&n).is_ok();
        // At most applicable + 1 options: their mex fits one u128 mask when
        // that is below 128.
        if applicable < 127 {
            let mut seen = u128::from(zero);
            for &i in &ones[..applicable] {
                seen |= 1u128 << values[n - i].at();
            }
            return (!seen).trailing_zeros();
        }
        let options = ones[..applicable]
            .iter()
            .map(|&i| values[n - i].at() as u64);
        let zero = zero.then_some(0u64);
        crate::games::mex::mex(options.chain(zero)) as u32
    }
}

/// The word-parallel builder, up to `len` values or
/// [`BLOCK_TABLE_LIMIT`] (beyond, its bit sets would outgrow the table).
fn extend_blocks(blocks: &mut (Vec<usize>, usize, BlockTable), table: &mut Table, len: usize) {
    let (moves, width, bits) = blocks;
    let end = len.min(BLOCK_TABLE_LIMIT);
    while table.values.len() < end && table.certificate.is_none() {
        let start = table.values.len();
        bits.extend(
            moves,
            *width,
            &mut table.values,
            (end - start).min(BLOCK_STEP),
        );
        table.search_from(start + 1);
    }
}

/// Smallest least move for which the word-parallel subtraction builder
/// pays off.
pub const MIN_BLOCK: usize = 16;
/// Largest move the word-parallel builder takes (its bit sets start with
/// that many zero bits).
const BLOCK_MOVE_LIMIT: usize = 1 << 16;
/// The word-parallel builder stops here (its bit sets then hold 32 KiB per
/// value); beyond, values come one mex at a time.
const BLOCK_TABLE_LIMIT: usize = 1 << 18;
/// Values the word-parallel builder adds between two period checks.
const BLOCK_STEP: usize = 1024;
